package cards_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/xwing-arcs/arcs/cards"
	"github.com/xwing-arcs/arcs/core"
)

// free and used build a slot list.
func free(slot string) cards.SlotUse     { return cards.SlotUse{Slot: slot} }
func used(slot, id string) cards.SlotUse { return cards.SlotUse{Slot: slot, Upgrade: id} }

func TestSlotsFreeAndUsed(t *testing.T) {
	xwa := setOf(t, core.XWA)
	for _, tc := range []struct {
		name, pilot string
		upgrades    []string
		want        []cards.SlotUse
	}{
		{"T-70, bare: the pilot's slots in the card's order, all free", "poedameron", nil, []cards.SlotUse{
			free("astromech"), free("modification"), free("tech"), free("configuration"), free("talent"), free("talent"), free("title"), free("hardpoint")}},
		{"T-70: a torpedo goes in the Weapon Hardpoint (no torpedo slot)", "poedameron", []string{"protontorpedoes"}, []cards.SlotUse{
			free("astromech"), free("modification"), free("tech"), free("configuration"), free("talent"), free("talent"), free("title"), used("hardpoint", "protontorpedoes")}},
		{"M3-A: a cannon in the hardpoint, a modification in its slot", "cartelspacer", []string{"heavylasercannon", "shieldupgrade"}, []cards.SlotUse{
			used("modification", "shieldupgrade"), free("illicit"), used("hardpoint", "heavylasercannon")}},
		{"CR90: a two-slot cannon in both hardpoints", "alderaanianguard", []string{"syncedlasercannons"}, []cards.SlotUse{
			free("command"), used("hardpoint", "syncedlasercannons"), used("hardpoint", "syncedlasercannons"), free("crew"), free("crew"),
			free("gunner"), free("team"), free("team"), free("cargo"), free("title")}},
		{"T-70: Barrage Rockets in the missile slot and the hardpoint", "venisadoza", []string{"barragerockets"}, []cards.SlotUse{
			free("astromech"), free("modification"), free("tech"), free("configuration"), free("talent"),
			used("missile", "barragerockets"), used("hardpoint", "barragerockets")}},
		{"a standard loadout: each card fills its own slots, none free", "lukeskywalker-swz106", []string{"instinctiveaim", "protontorpedoes", "r2d2"}, []cards.SlotUse{
			used("force-power", "instinctiveaim"), used("torpedo", "protontorpedoes"), used("astromech", "r2d2")}},
		{"an unknown upgrade is in no slot", "cartelspacer", []string{"nosuchcard"}, []cards.SlotUse{
			free("modification"), free("illicit"), free("hardpoint")}},
		{"an unknown pilot has no slots", "nosuchpilot", nil, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			assert.Equal(t, tc.want, xwa.Slots(tc.pilot, tc.upgrades))
		})
	}
}

// Slots of a kind are listed together, where the card first has one. A
// slot an upgrade adds counts as the pilot's own kind: Andrasta's
// second device slot is listed with the first, and takes a second bomb.
func TestSlotsAddedByAnUpgrade(t *testing.T) {
	xwa := setOf(t, core.XWA)
	got := xwa.Slots("bobafett", []string{"andrasta", "protonbombs", "seismiccharges"})
	assert.Equal(t, []cards.SlotUse{
		free("cannon"), free("crew"), free("illicit"), free("missile"), free("modification"), free("modification"),
		used("device", "protonbombs"), used("device", "seismiccharges"),
		used("title", "andrasta"), free("talent"),
	}, got)
}
