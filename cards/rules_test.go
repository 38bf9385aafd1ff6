package cards_test

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/xwing-arcs/arcs/cards"
	"github.com/xwing-arcs/arcs/core"
)

// pilot is one XWS pilot with its upgrades by slot key.
func pilot(id string, kv ...any) cards.XWSPilot {
	return cards.XWSPilot{ID: id, Upgrades: slots(kv...)}
}

// The squad-building rules that count across ships (issue 27: real lists
// that break them imported with no warning). Each case: the refusal's
// path and message strict, and what a lenient import keeps.
func TestSquadRules(t *testing.T) {
	for _, tc := range []struct {
		name    string
		ruleset core.Ruleset
		x       cards.XWS
		path    string
		msg     string
		// kept are the upgrades each ship keeps when lenient.
		kept [][]string
	}{
		{"limited: two Han Solo pilots", core.XWA,
			cards.XWS{Faction: "rebelalliance", Pilots: []cards.XWSPilot{pilot("hansolo-modifiedyt1300lightfreighter"), pilot("hansolo-battleofyavin")}},
			"pilots[1].id", "Han Solo: limited to 1 per squad, and Han Solo (pilots[0]) has one already",
			nil}, // both kept, as they are
		{"limited: a unique astromech on two ships", core.XWA,
			cards.XWS{Faction: "rebelalliance", Pilots: []cards.XWSPilot{
				pilot("bluesquadronescort", "astromech", []string{"r2d2"}), pilot("bluesquadronescort", "astromech", []string{"r2d2"}, "torpedo", []string{"protontorpedoes"})}},
			"pilots[1].upgrades.astromech[0]", "Blue Squadron Escort: R2-D2: limited to 1 per squad, and Blue Squadron Escort (pilots[0].upgrades.astromech[0]) has one already",
			[][]string{{"r2d2"}, {"protontorpedoes"}}},
		{"limited: the pilot and the crew of one name, on two ships", core.XWA,
			cards.XWS{Faction: "rebelalliance", Pilots: []cards.XWSPilot{
				pilot("chewbacca", "gunner", []string{"hansolo-rebel"}), pilot("hansolo-modifiedyt1300lightfreighter")}},
			"pilots[1].id", "Han Solo: limited to 1 per squad, and Chewbacca (pilots[0].upgrades.gunner[0]) has one already",
			[][]string{{"hansolo-rebel"}, {}}},
		{"limited to 2: a third XX-23 S-Thread Tracers", core.XWA,
			cards.XWS{Faction: "rebelalliance", Pilots: []cards.XWSPilot{
				pilot("greensquadronpilot", "missile", []string{"xx23sthreadtracers"}), pilot("greensquadronpilot", "missile", []string{"xx23sthreadtracers"}),
				pilot("greensquadronpilot", "missile", []string{"xx23sthreadtracers"})}},
			"pilots[2].upgrades.missile[0]", "Green Squadron Pilot: XX-23 S-Thread Tracers: limited to 2 per squad, and Green Squadron Pilot (pilots[0].upgrades.missile[0]) has one already",
			[][]string{{"xx23sthreadtracers"}, {"xx23sthreadtracers"}, {}}},
		{"solitary: a second tactical relay", core.XWA,
			cards.XWS{Faction: "separatistalliance", Pilots: []cards.XWSPilot{
				pilot("feethanottrawautopilot", "tactical-relay", []string{"kraken"}), pilot("feethanottrawautopilot", "tactical-relay", []string{"tv94"})}},
			"pilots[1].upgrades.tactical-relay[0]", "Feethan Ottraw Autopilot: TV-94: solitary: a squad fields one solitary tactical relay card, and Feethan Ottraw Autopilot (pilots[0].upgrades.tactical-relay[0]) has one already",
			[][]string{{"kraken"}, {}}},
		{"standardized: one RZ-1 with Vectored Cannons, one without", core.XWA,
			cards.XWS{Faction: "rebelalliance", Pilots: []cards.XWSPilot{
				pilot("greensquadronpilot", "configuration", []string{"vectoredcannonsrz1"}), pilot("bluesquadronescort"), pilot("arvelcrynyd")}},
			"pilots[2]", "Arvel Crynyd: lacks Vectored Cannons (RZ-1), which Green Squadron Pilot (pilots[0]) carries: standardized, every RZ-1 A-wing of the squad carries it when one does",
			[][]string{{"vectoredcannonsrz1"}, {}, {}}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := cards.Squad(tc.x, cards.Options{Ruleset: tc.ruleset})
			field, msg := refusal(t, err)
			assert.Equal(t, tc.path, field)
			assert.Equal(t, tc.msg, msg)
			r, err := cards.Squad(tc.x, cards.Options{Ruleset: tc.ruleset, Lenient: true})
			require.NoError(t, err)
			require.Len(t, r.Ships, len(tc.x.Pilots), "every ship kept")
			require.NotEmpty(t, r.Warnings)
			assert.Equal(t, tc.path, r.Warnings[0].Path)
			for i, want := range tc.kept {
				assert.ElementsMatch(t, want, r.Ships[i].Upgrades, "ship %d", i)
			}
		})
	}
}

// Within one ship: one copy of an upgrade, and a limited card counted
// with the pilot's own card (Arm holds these: a ship alone is a squad).
func TestArmHoldsCopiesOnOneShip(t *testing.T) {
	xwa := setOf(t, core.XWA)
	for _, tc := range []struct {
		name, pilot string
		upgrades    []string
		bad         int
		msg         string
	}{
		{"two of one talent", "poedameron", []string{"predator", "predator"}, 1, "a ship carries one copy of an upgrade, and this one carries it already"},
		{"two talents", "poedameron", []string{"predator", "heroic"}, -1, ""},
		{"Han Solo the gunner on Han Solo's ship", "hansolo-modifiedyt1300lightfreighter", []string{"hansolo-rebel"}, 0, "limited to 1 per squad, and the pilot is Han Solo"},
		{"Han Solo the gunner on Chewbacca's ship", "chewbacca", []string{"hansolo-rebel"}, -1, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := xwa.Arm(core.Ship{}, tc.pilot, tc.upgrades)
			if tc.bad < 0 {
				assert.NoError(t, err)
				return
			}
			field, msg := refusal(t, err)
			assert.Equal(t, "upgrades["+string(rune('0'+tc.bad))+"]", field)
			assert.Equal(t, tc.msg, msg)
		})
	}
	// 2.0 Legacy's Dedicated: "non-limited" pilots only.
	legacy := setOf(t, core.Legacy)
	_, err := legacy.Arm(core.Ship{}, "squadsevenveteran", []string{"dedicated"})
	assert.NoError(t, err, "a generic ARC-170")
	_, err = legacy.Arm(core.Ship{}, "wolffe", []string{"dedicated"})
	_, msg := refusal(t, err)
	assert.Equal(t, "requires a non-limited pilot", msg)
}

// A standard loadout is carried whole: a limited card in it that the
// squad has already is a warning, and the loadout stays.
func TestSquadRulesKeepAStandardLoadoutWhole(t *testing.T) {
	xwa := setOf(t, core.XWA)
	loadout := xwa.Loadout("lukeskywalker-swz106")
	require.Contains(t, loadout, "r2d2")
	x := cards.XWS{Faction: "rebelalliance", Pilots: []cards.XWSPilot{pilot("bluesquadronescort", "astromech", []string{"r2d2"}), {ID: "lukeskywalker-swz106"}}}
	_, err := cards.Squad(x, cards.Options{})
	field, _ := refusal(t, err)
	assert.Equal(t, "pilots[1]", field, "a loadout card the list doesn't name: the pilot's path")
	r, err := cards.Squad(x, cards.Options{Lenient: true})
	require.NoError(t, err)
	assert.Equal(t, loadout, r.Ships[1].Upgrades)
	require.Len(t, r.Warnings, 1)
	assert.Contains(t, r.Warnings[0].Message, "kept: Luke Skywalker always carries the whole standard loadout")
}

// A lenient reading is a fixed point: what it makes of any list (random
// pilots of a faction, random upgrades, limits and solitary cards broken
// at will), written back and read again leniently, is the same ships
// with the same cards; and it never fails on a list whose pilots it
// knows.
func TestLenientReadingIsAFixedPoint(t *testing.T) {
	rng := rand.New(rand.NewPCG(27, 2026))
	for n := 0; n < 300; n++ {
		rs := core.Rulesets()[n%3]
		set := setOf(t, rs)
		pilots, ups := set.Pilots(), set.Upgrades()
		faction := pilots[rng.IntN(len(pilots))].Faction
		x := cards.XWS{Faction: faction}
		for len(x.Pilots) < 1+rng.IntN(6) {
			p := pilots[rng.IntN(len(pilots))]
			if p.Faction != faction && rng.IntN(8) > 0 {
				continue
			}
			var ids []string
			for k := rng.IntN(7); k > 0; k-- {
				ids = append(ids, ups[rng.IntN(len(ups))].ID)
			}
			x.Pilots = append(x.Pilots, cards.XWSPilot{ID: p.ID, Upgrades: []cards.XWSSlot{{IDs: ids}}})
		}
		r, err := cards.Squad(x, cards.Options{Ruleset: rs, Lenient: true})
		require.NoError(t, err, "%+v", x)
		require.Len(t, r.Ships, len(x.Pilots), "every ship kept")
		back, err := set.ToXWSAs(r.Faction, r.Ships)
		require.NoError(t, err)
		again, err := cards.Squad(back, cards.Options{Lenient: true})
		require.NoError(t, err)
		require.Len(t, again.Ships, len(r.Ships))
		for i := range r.Ships {
			assert.Equal(t, r.Ships[i].Pilot, again.Ships[i].Pilot)
			assert.ElementsMatch(t, r.Ships[i].Upgrades, again.Ships[i].Upgrades, "%+v", x)
			assert.ElementsMatch(t, r.Ships[i].Weapons, again.Ships[i].Weapons)
		}
	}
}
