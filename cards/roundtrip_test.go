package cards_test

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/xwing-arcs/arcs/cards"
	"github.com/xwing-arcs/arcs/core"
)

// cardsOf returns each ship's pilot and upgrades: what a round trip keeps.
func cardsOf(ships []cards.ArmedShip) [][]string {
	out := make([][]string, len(ships))
	for i, s := range ships {
		out[i] = append([]string{s.Pilot}, s.Upgrades...)
	}
	return out
}

func TestToXWSRoundTripsEveryPublicSquad(t *testing.T) {
	for _, rs := range core.Rulesets() {
		set := setOf(t, rs)
		for i, sq := range loadPublicSquads(t, rs).Squads {
			r, err := cards.Squad(decodeXWS(t, sq.XWS), cards.Options{Ruleset: rs})
			require.NoError(t, err, "%s squad %d", rs, i)
			x, err := set.ToXWS(r.Ships)
			require.NoError(t, err, "%s squad %d", rs, i)
			assert.Equal(t, r.Faction, x.Faction)
			assert.Equal(t, string(rs), x.Ruleset, "ToXWS writes the ruleset")
			back, err := cards.Squad(x, cards.Options{})
			require.NoError(t, err, "%s squad %d: %+v", rs, i, x)
			assert.Equal(t, rs, back.Ruleset, "read back under the ruleset it names")
			assert.Equal(t, cardsOf(r.Ships), cardsOf(back.Ships), "%s squad %d", rs, i)
			assert.Equal(t, r.Ships, back.Ships, "%s squad %d: the same ships, weapons and places", rs, i)
		}
	}
}

// randomLoadout gives pilot p legal upgrades picked at random: each
// upgrade is kept when the ship can still carry it.
func randomLoadout(rng *rand.Rand, set *cards.Set, p string, ups []cards.UpgradeInfo) []string {
	var picked []string
	for try := 0; try < 40; try++ {
		u := ups[rng.IntN(len(ups))]
		if u.LoadoutOnly {
			continue
		}
		next := append(append([]string{}, picked...), u.ID)
		if _, err := set.Arm(core.Ship{}, p, next); err == nil {
			picked = next
		}
	}
	return picked
}

func TestToXWSRoundTripsRandomLegalLoadouts(t *testing.T) {
	rng := rand.New(rand.NewPCG(2026, 12))
	for n := 0; n < 150; n++ {
		rs := core.Rulesets()[n%3]
		set := setOf(t, rs)
		pilots, ups := set.Pilots(), set.Upgrades()
		faction := pilots[rng.IntN(len(pilots))].Faction
		var ships []cards.ArmedShip
		want := 1 + rng.IntN(5)
		for try := 0; len(ships) < want && try < 200; try++ {
			p := pilots[rng.IntN(len(pilots))]
			if p.Faction != faction {
				continue
			}
			ids := set.Loadout(p.ID)
			if ids == nil {
				ids = randomLoadout(rng, set, p.ID, ups)
			}
			s, err := set.Arm(core.Ship{}, p.ID, ids)
			require.NoError(t, err)
			// A ship joins when the squad stays legal: limited cards,
			// solitary and standardized ones count across ships.
			next := append(ships[:len(ships):len(ships)], cards.ArmedShip{Ship: s, Upgrades: ids})
			if x, err := set.ToXWS(next); err == nil {
				if _, err := cards.Squad(x, cards.Options{}); err == nil {
					ships = next
				}
			}
		}
		require.NotEmpty(t, ships)
		x, err := set.ToXWS(ships)
		require.NoError(t, err)
		back, err := cards.Squad(x, cards.Options{})
		require.NoError(t, err, "%+v", x)
		require.Len(t, back.Ships, len(ships))
		for i := range ships {
			assert.Equal(t, ships[i].Pilot, back.Ships[i].Pilot)
			assert.ElementsMatch(t, ships[i].Upgrades, back.Ships[i].Upgrades, "the same upgrades (XWS groups them by slot)")
		}
	}
}

func TestToXWSRefusesMixedFactionsAndUnknownCards(t *testing.T) {
	amg := setOf(t, core.AMG)
	_, err := amg.ToXWS([]cards.ArmedShip{{Ship: core.Ship{Pilot: "biggsdarklighter"}}, {Ship: core.Ship{Pilot: "ig88a"}}})
	field, _ := refusal(t, err)
	assert.Equal(t, "ships[1].pilot", field)
	_, err = amg.ToXWS([]cards.ArmedShip{{Ship: core.Ship{Pilot: "biggsdarklighter"}, Upgrades: []string{"nosuchcard"}}})
	field, _ = refusal(t, err)
	assert.Equal(t, "ships[0].upgrades[0]", field)
	_, err = amg.ToXWS([]cards.ArmedShip{{Ship: core.Ship{Model: "t65xwing"}}})
	field, _ = refusal(t, err)
	assert.Equal(t, "ships[0].pilot", field)
}

// The order of a ship's upgrades doesn't matter to a round trip: XWS
// groups them by slot, and the ship comes back with the same multiset.
func TestToXWSKeepsUpgradesInAnyOrder(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 11))
	for n := 0; n < 300; n++ {
		rs := core.Rulesets()[n%3]
		set := setOf(t, rs)
		pilots, ups := set.Pilots(), set.Upgrades()
		p := pilots[rng.IntN(len(pilots))]
		ids := set.Loadout(p.ID)
		if ids == nil {
			ids = randomLoadout(rng, set, p.ID, ups)
		}
		rng.Shuffle(len(ids), func(i, j int) { ids[i], ids[j] = ids[j], ids[i] })
		s, err := set.Arm(core.Ship{}, p.ID, ids)
		require.NoError(t, err, "%s %s %v: a legal ship stays legal in any order", rs, p.ID, ids)
		x, err := set.ToXWS([]cards.ArmedShip{{Ship: s, Upgrades: ids}})
		require.NoError(t, err)
		back, err := cards.Squad(x, cards.Options{})
		require.NoError(t, err, "%+v", x)
		require.Len(t, back.Ships, 1)
		assert.ElementsMatch(t, ids, back.Ships[0].Upgrades, "%s %v", p.ID, ids)
	}
}

// Upgrades that come grouped by slot keep their order exactly, even when
// a card that takes two kinds of slot (Deuterium Power Cells: tech and
// modification) follows a modification and precedes a tech.
func TestToXWSKeepsGroupedOrder(t *testing.T) {
	ships := []cards.ArmedShip{{
		Ship:     core.Ship{Pilot: "commandermalarus-xiclasslightshuttle"},
		Upgrades: []string{"hullupgrade", "deuteriumpowercells", "advancedoptics"},
	}}
	x, err := setOf(t, core.AMG).ToXWS(ships)
	require.NoError(t, err)
	require.Len(t, x.Pilots, 1)
	assert.Equal(t, []cards.XWSSlot{
		{Slot: "modification", IDs: []string{"hullupgrade", "deuteriumpowercells"}},
		{Slot: "tech", IDs: []string{"advancedoptics"}},
	}, x.Pilots[0].Upgrades)
	back, err := cards.Squad(x, cards.Options{})
	require.NoError(t, err)
	assert.Equal(t, ships[0].Upgrades, back.Ships[0].Upgrades)
}

// A squad read leniently is written back as it was read (ToXWSAs with
// its faction): a pilot of another faction and a ship kept without its
// pilot come back the same way.
func TestToXWSAsWritesBackALenientSquad(t *testing.T) {
	xwa := setOf(t, core.XWA)
	x := cards.XWS{Faction: "rebelalliance", Pilots: []cards.XWSPilot{
		pilot("lukeskywalker", "torpedo", []string{"protontorpedoes"}),
		{ID: "academypilot"},
		{ID: "nosuchpilot", Ship: "t65xwing"},
	}}
	r, err := cards.Squad(x, cards.Options{Lenient: true})
	require.NoError(t, err)
	require.Len(t, r.Ships, 3)
	_, err = xwa.ToXWS(r.Ships)
	field, _ := refusal(t, err)
	assert.Equal(t, "ships[1].pilot", field, "ToXWS: one faction, every ship with its pilot")
	back, err := xwa.ToXWSAs(r.Faction, r.Ships)
	require.NoError(t, err)
	assert.Equal(t, "rebelalliance", back.Faction)
	assert.Equal(t, cards.XWSPilot{Ship: "t65xwing"}, back.Pilots[2], "a ship without pilot: its ship, no id")
	again, err := cards.Squad(back, cards.Options{Lenient: true})
	require.NoError(t, err)
	assert.Equal(t, cardsOf(r.Ships), cardsOf(again.Ships))
	assert.Equal(t, r.Ships[2].Model, again.Ships[2].Model)
	_, err = xwa.ToXWSAs(r.Faction, []cards.ArmedShip{{Ship: core.Ship{Pilot: "nosuchpilot"}}})
	field, _ = refusal(t, err)
	assert.Equal(t, "ships[0].pilot", field, "an unknown pilot is still an error")
}
