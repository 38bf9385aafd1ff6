package cards_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/xwing-arcs/arcs/cards"
	"github.com/xwing-arcs/arcs/core"
)

func pilotsXWS(faction string, ids ...string) cards.XWS {
	x := cards.XWS{Faction: faction}
	for _, id := range ids {
		x.Pilots = append(x.Pilots, cards.XWSPilot{ID: id})
	}
	return x
}

func TestSquadNamesShipsForAPlayer(t *testing.T) {
	r, err := cards.Squad(pilotsXWS("galacticempire", "academypilot", "darthvader", "academypilot"), cards.Options{TakenIDs: []string{"Darth Vader"}})
	require.NoError(t, err)
	var ids []string
	for _, s := range r.Ships {
		ids = append(ids, s.ID)
		assert.Equal(t, "galacticempire", s.Team, "the team defaults to the faction")
	}
	assert.Equal(t, []string{"Academy Pilot 1", "Darth Vader 1", "Academy Pilot 2"}, ids, "repeated and taken names are numbered")
	r, err = cards.Squad(pilotsXWS("galacticempire", "academypilot"), cards.Options{Team: "player 2"})
	require.NoError(t, err)
	assert.Equal(t, "player 2", r.Ships[0].Team)
}

// basesInside reports whether every corner of every base lies within
// depth mm of the edge at y = edgeY, inside the board.
func assertSetUp(t *testing.T, ships []cards.ArmedShip, edgeY, width float64, heading float64) {
	t.Helper()
	for i, s := range ships {
		assert.Equal(t, heading, s.Heading, "facing the far edge")
		b := s.Base()
		for _, su := range []float64{-1, 1} {
			for _, sv := range []float64{-1, 1} {
				c := b.Center.Add(b.Right.Mul(su * b.HalfWidth)).Add(b.Forward.Mul(sv * b.HalfLength))
				assert.True(t, c.X >= 0 && c.X <= width, "ship %d corner x %v on the board", i, c.X)
				if b.HalfLength*2 <= 100 {
					assert.LessOrEqual(t, abs(c.Y-edgeY), 100+1e-9, "ship %d corner within range 1 of the edge", i)
				}
				assert.True(t, c.Y >= 0 && c.Y <= cards.BoardDepth, "ship %d corner y on the board", i)
			}
		}
		for j := range i {
			assert.Greater(t, core.Range(ships[j].Ship, s.Ship, core.Options{}).Distance, 0.0, "ships %d and %d don't overlap", j, i)
		}
	}
}

func abs(x float64) float64 {
	if x < 0 {
		return -x
	}
	return x
}

func TestSquadSetsUpWithinRange1OfItsEdge(t *testing.T) {
	eight := pilotsXWS("rebelalliance", "biggsdarklighter", "captainrex", "janors", "dashrendar", "ezrabridger", "herasyndulla", "wedgeantilles", "lukeskywalker")
	eight.Faction = "rebelalliance"
	r, err := cards.Squad(eight, cards.Options{})
	require.NoError(t, err)
	assertSetUp(t, r.Ships, cards.BoardDepth, cards.BoardWidth, 0)
	assert.Empty(t, r.Warnings)
	r, err = cards.Squad(eight, cards.Options{Edge: "top"})
	require.NoError(t, err)
	assertSetUp(t, r.Ships, 0, cards.BoardWidth, 180)

	epic := pilotsXWS("rebelalliance", "alderaanianguard", "biggsdarklighter", "dashrendar")
	r, err = cards.Squad(epic, cards.Options{BoardWidth: 1828.8})
	require.NoError(t, err)
	assertSetUp(t, r.Ships, cards.BoardDepth, 1828.8, 0)
	assert.InDelta(t, cards.BoardDepth-221.0/2, r.Ships[0].Y, 1e-9, "a huge base touches its edge")
	assert.Empty(t, r.Warnings)
}

func TestSquadPlacesOverflowFartherInWithAWarning(t *testing.T) {
	var ids []string
	for range 30 {
		ids = append(ids, "dashrendar")
	}
	r, err := cards.Squad(pilotsXWS("rebelalliance", ids...), cards.Options{})
	require.NoError(t, err)
	require.NotEmpty(t, r.Warnings, "30 large bases don't fit in one row")
	assert.Regexp(t, `^pilots\[\d+\]$`, r.Warnings[0].Path)
	for i, s := range r.Ships {
		for j := range i {
			assert.Greater(t, core.Range(r.Ships[j].Ship, s.Ship, core.Options{}).Distance, 0.0, "ships %d and %d don't overlap", j, i)
		}
	}
}

func TestSquadRefusesAndLenientlyLeavesOut(t *testing.T) {
	for _, tc := range []struct {
		name  string
		x     cards.XWS
		path  string
		ships int // ships left when lenient
	}{
		{"unknown pilot", pilotsXWS("rebelalliance", "biggsdarklighter", "nosuchpilot"), "pilots[1].id", 1},
		{"pilot of another faction", pilotsXWS("rebelalliance", "academypilot"), "pilots[0].id", 0},
		{"ship disagrees", cards.XWS{Faction: "rebelalliance", Pilots: []cards.XWSPilot{{ID: "biggsdarklighter", Ship: "tielnfighter"}}}, "pilots[0].ship", 0},
		{"unknown upgrade", cards.XWS{Faction: "rebelalliance", Pilots: []cards.XWSPilot{{ID: "biggsdarklighter", Upgrades: []cards.XWSSlot{{"torpedo", []string{"protontorpedoes"}}, {"astromech", []string{"r9d9"}}}}}}, "pilots[0].upgrades.astromech[0]", 1},
		{"upgrade under the wrong slot key", cards.XWS{Faction: "rebelalliance", Pilots: []cards.XWSPilot{{ID: "biggsdarklighter", Upgrades: []cards.XWSSlot{{"missile", []string{"protontorpedoes"}}}}}}, "pilots[0].upgrades.missile[0]", 1},
		{"unknown slot key", cards.XWS{Faction: "rebelalliance", Pilots: []cards.XWSPilot{{ID: "biggsdarklighter", Upgrades: []cards.XWSSlot{{"spoon", []string{"protontorpedoes"}}}}}}, "pilots[0].upgrades.spoon", 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := cards.Squad(tc.x, cards.Options{})
			field, _ := refusal(t, err)
			assert.Equal(t, tc.path, field)
			r, err := cards.Squad(tc.x, cards.Options{Lenient: true})
			require.NoError(t, err)
			assert.Len(t, r.Ships, tc.ships)
			if assert.Len(t, r.Warnings, 1) {
				assert.Equal(t, tc.path, r.Warnings[0].Path)
			}
		})
	}
	_, err := cards.Squad(cards.XWS{Faction: "rebelalliance", Pilots: []cards.XWSPilot{{ID: "biggsdarklighter", Upgrades: []cards.XWSSlot{{"missile", []string{"protontorpedoes"}}}}}}, cards.Options{})
	_, msg := refusal(t, err)
	assert.Equal(t, `"protontorpedoes" goes in a torpedo slot, not missile`, msg)
}

func TestSquadMalformedXWSFailsEvenLeniently(t *testing.T) {
	many := cards.XWS{Faction: "rebelalliance", Pilots: make([]cards.XWSPilot, cards.MaxPilots+1)}
	for name, tc := range map[string]struct {
		x    cards.XWS
		o    cards.Options
		path string
	}{
		"no faction":       {pilotsXWS("", "biggsdarklighter"), cards.Options{}, "faction"},
		"unknown faction":  {pilotsXWS("hutts", "biggsdarklighter"), cards.Options{}, "faction"},
		"too many pilots":  {many, cards.Options{}, "pilots"},
		"pilot without id": {cards.XWS{Faction: "rebelalliance", Pilots: []cards.XWSPilot{{}}}, cards.Options{}, "pilots[0].id"},
		"bad edge":         {pilotsXWS("rebelalliance"), cards.Options{Edge: "left"}, "edge"},
		"bad width":        {pilotsXWS("rebelalliance"), cards.Options{BoardWidth: -1}, "boardWidth"},
	} {
		tc.o.Lenient = true
		_, err := cards.Squad(tc.x, tc.o)
		field, _ := refusal(t, err)
		assert.Equal(t, tc.path, field, name)
	}
}

func TestSquadReadsXWS1PilotNames(t *testing.T) {
	r, err := cards.Squad(cards.XWS{Faction: "rebelalliance", Pilots: []cards.XWSPilot{{Name: "biggsdarklighter"}}}, cards.Options{})
	require.NoError(t, err)
	assert.Equal(t, "biggsdarklighter", r.Ships[0].Pilot)
}

func TestSquadStandardLoadouts(t *testing.T) {
	r, err := cards.Squad(pilotsXWS("rebelalliance", "dutchvander-swz106"), cards.Options{})
	require.NoError(t, err)
	assert.Equal(t, cards.Loadout("dutchvander-swz106"), r.Ships[0].Upgrades, "given by id alone, a loadout pilot carries its loadout")
	x := cards.XWS{Faction: "rebelalliance", Pilots: []cards.XWSPilot{{ID: "dutchvander-swz106", Upgrades: []cards.XWSSlot{{"torpedo", []string{"protontorpedoes"}}}}}}
	_, err = cards.Squad(x, cards.Options{})
	field, _ := refusal(t, err)
	assert.Equal(t, "pilots[0].upgrades.torpedo[0]", field, "any other upgrade is illegal")
	r, err = cards.Squad(x, cards.Options{Lenient: true})
	require.NoError(t, err)
	assert.Equal(t, cards.Loadout("dutchvander-swz106"), r.Ships[0].Upgrades, "leniently, the loadout all the same")
	assert.Len(t, r.Warnings, 2, "the upgrade left out, the loadout carried")

}
