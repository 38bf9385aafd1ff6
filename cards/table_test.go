package cards

import (
	"sort"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/xwing-arcs/arcs/core"
	"github.com/xwing-arcs/arcs/internal/cardstsv"
)

// The decoded tables hold every fact of the TSVs they were generated
// from: what cardstsv writes, table.go reads back.
func TestDecodedTablesAreTheTSVs(t *testing.T) {
	tables, err := cardstsv.Parse(cardstsv.PilotsTSV, cardstsv.UpgradesTSV)
	require.NoError(t, err)
	slot := func(b byte) string { return slotNames[b] }
	arc := func(b byte) string { return string(arcNames[b]) }

	ps := pilotTable()
	require.Len(t, ps, len(tables.Pilots))
	for i, want := range tables.Pilots {
		p := ps[i]
		assert.Equal(t, want.ID, p.id)
		assert.Equal(t, want.Name, p.name, want.ID)
		assert.Equal(t, want.Caption, p.caption, want.ID)
		assert.Equal(t, want.Ship, p.ship, want.ID)
		assert.Equal(t, want.Faction, factionNames[p.faction], want.ID)
		assert.Equal(t, want.Initiative, int(p.initiative), want.ID)
		var sides []string
		if p.force&forceLight != 0 {
			sides = append(sides, "light")
		}
		if p.force&forceDark != 0 {
			sides = append(sides, "dark")
		}
		sort.Strings(sides)
		wantSides := append([]string(nil), want.ForceSides...)
		sort.Strings(wantSides)
		assert.Equal(t, wantSides, sides, want.ID)
		var slots []string
		for j := 0; j < len(p.slots); j++ {
			slots = append(slots, slot(p.slots[j]))
		}
		assert.ElementsMatch(t, want.Slots, slots, want.ID+": slots, in any order")
		var attacks []string
		for j := 0; j+1 < len(p.attacks); j += 2 {
			attacks = append(attacks, arc(p.attacks[j])+" "+string('0'+p.attacks[j+1]))
		}
		var wantAttacks []string
		for _, a := range want.Attacks {
			wantAttacks = append(wantAttacks, string(a.Arc)+" "+string(rune('0'+a.Value)))
		}
		assert.Equal(t, wantAttacks, attacks, want.ID)
		assert.Equal(t, want.Actions, p.actions, want.ID)
		assert.Equal(t, strings.Join(want.Keywords, "; "), p.keywords, want.ID)
		assert.Equal(t, strings.Join(want.Loadout, "; "), p.loadout, want.ID)
	}

	us := upgradeTable()
	require.Len(t, us, len(tables.Upgrades))
	for i, want := range tables.Upgrades {
		u := us[i]
		assert.Equal(t, want.ID, u.id)
		assert.Equal(t, want.Name, u.name, want.ID)
		assert.Equal(t, want.Side, int(u.side), want.ID)
		assert.Equal(t, want.Kind, slot(u.kind), want.ID)
		var slots []string
		for j := 0; j < len(u.slots); j++ {
			slots = append(slots, slot(u.slots[j]))
		}
		assert.Equal(t, want.Slots, slots, want.ID+": slots, in order")
		wantAttack := attack{}
		if a := want.Attack; a != nil {
			wantAttack = attack{arc: arcIndex(t, a.Arc), value: uint8(a.Value), minRange: uint8(a.MinRange), maxRange: uint8(a.MaxRange), ordnance: a.Ordnance}
		}
		assert.Equal(t, wantAttack, u.attack, want.ID)
		assert.Equal(t, string(want.GrantArc), arc(u.grantArc), want.ID)
		var grants []cardstsv.SlotGrant
		for j := 0; j+1 < len(u.grantSlots); j += 2 {
			grants = append(grants, cardstsv.SlotGrant{Slot: slot(u.grantSlots[j]), Delta: int(int8(u.grantSlots[j+1]))})
		}
		assert.Equal(t, want.GrantSlots, grants, want.ID)
		wantGrant := attack{}
		if a := want.GrantAttack; a != nil {
			wantGrant = attack{arc: arcIndex(t, a.Arc), value: uint8(a.Value)}
		}
		assert.Equal(t, wantGrant, u.grantAttack, want.ID)
		assert.Equal(t, want.GrantActions, u.grantActions, want.ID)
		assert.Equal(t, want.Restrictions, u.restrictions, want.ID)
		assert.Equal(t, want.LoadoutOnly, u.loadoutOnly, want.ID)
	}
}

func arcIndex(t *testing.T, a core.Arc) uint8 {
	t.Helper()
	for i, n := range arcNames {
		if n == a {
			return uint8(i)
		}
	}
	t.Fatalf("unknown arc %q", a)
	return 0
}
