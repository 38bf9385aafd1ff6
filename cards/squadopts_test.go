package cards_test

import (
	"strconv"
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
		ids = append(ids, "wildspacefringer") // a generic YT-2400: no limit
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

func slots(kv ...any) []cards.XWSSlot {
	var out []cards.XWSSlot
	for i := 0; i < len(kv); i += 2 {
		out = append(out, cards.XWSSlot{Slot: kv[i].(string), IDs: kv[i+1].([]string)})
	}
	return out
}

func TestSquadRefusesAndLenientlyLeavesOut(t *testing.T) {
	amg := cards.Options{Ruleset: core.AMG}
	for _, tc := range []struct {
		name    string
		x       cards.XWS
		path    string
		ships   int    // ships left when lenient
		warning string // the lenient warning
	}{
		{"unknown pilot, no ship", pilotsXWS("rebelalliance", "biggsdarklighter", "nosuchpilot"), "pilots[1].id", 1,
			`unknown pilot "nosuchpilot" in AMG 2.5's cards, with no ship: left out`},
		{"unknown pilot of an unknown ship", cards.XWS{Faction: "rebelalliance", Pilots: []cards.XWSPilot{{ID: "nosuchpilot", Ship: "nosuchship"}}}, "pilots[0].id", 0,
			`unknown pilot "nosuchpilot" in AMG 2.5's cards on an unknown ship "nosuchship": left out`},
		{"unknown pilot of a known ship: kept as the ship", cards.XWS{Faction: "rebelalliance", Pilots: []cards.XWSPilot{{ID: "nosuchpilot", Ship: "t65xwing", Upgrades: slots("torpedo", []string{"protontorpedoes"})}}}, "pilots[0].id", 1,
			`unknown pilot "nosuchpilot" in AMG 2.5's cards: kept as a T-65 X-wing with its primary attacks, without pilot or upgrades`},
		{"pilot of another faction: kept", pilotsXWS("rebelalliance", "academypilot"), "pilots[0].id", 1,
			"Academy Pilot flies for the Galactic Empire, not the Rebel Alliance: kept"},
		{"ship disagrees: the pilot's", cards.XWS{Faction: "rebelalliance", Pilots: []cards.XWSPilot{{ID: "biggsdarklighter", Ship: "tielnfighter"}}}, "pilots[0].ship", 1,
			`Biggs Darklighter flies a T-65 X-wing, not "tielnfighter": read as a T-65 X-wing`},
		{"unknown upgrade", cards.XWS{Faction: "rebelalliance", Pilots: []cards.XWSPilot{{ID: "biggsdarklighter", Upgrades: slots("torpedo", []string{"protontorpedoes"}, "astromech", []string{"r9d9"})}}}, "pilots[0].upgrades.astromech[0]", 1,
			`Biggs Darklighter: unknown upgrade "r9d9" in AMG 2.5's cards`},
		{"no free slot", cards.XWS{Faction: "rebelalliance", Pilots: []cards.XWSPilot{{ID: "lukeskywalker", Upgrades: slots("torpedo", []string{"protontorpedoes", "protontorpedoes"})}}}, "pilots[0].upgrades.torpedo[1]", 1,
			"Luke Skywalker: Proton Torpedoes: no free torpedo slot"},
		{"a restriction", cards.XWS{Faction: "resistance", Pilots: []cards.XWSPilot{{ID: "benteene", Upgrades: slots("crew", []string{"captainphasma"})}}}, "pilots[0].upgrades.crew[0]", 1,
			"Ben Teene: Captain Phasma: requires faction First Order"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := cards.Squad(tc.x, amg)
			field, _ := refusal(t, err)
			assert.Equal(t, tc.path, field)
			o := amg
			o.Lenient = true
			r, err := cards.Squad(tc.x, o)
			require.NoError(t, err)
			assert.Len(t, r.Ships, tc.ships)
			if assert.Len(t, r.Warnings, 1) {
				assert.Equal(t, tc.path, r.Warnings[0].Path)
				assert.Equal(t, tc.warning, r.Warnings[0].Message)
			}
		})
	}
}

// An unknown pilot of a catalog ship comes back as that ship: its catalog
// primary attacks, no pilot, no upgrades, named by the ship.
func TestSquadKeepsAShipWithoutItsPilot(t *testing.T) {
	r, err := cards.Squad(cards.XWS{Faction: "rebelalliance", Pilots: []cards.XWSPilot{{ID: "oddballarc170", Ship: "arc170starfighter"}}}, cards.Options{Lenient: true})
	require.NoError(t, err)
	require.Len(t, r.Ships, 1)
	s := r.Ships[0]
	assert.Equal(t, "arc170starfighter", s.Model)
	assert.Empty(t, s.Pilot)
	assert.Equal(t, []string{}, s.Upgrades)
	assert.Nil(t, s.Weapons, "no weapons of its own")
	assert.Equal(t, cards.Weapons(core.Ship{Model: "arc170starfighter"}), cards.Weapons(s.Ship), "the catalog's primaries")
	assert.Len(t, cards.Weapons(s.Ship), 2)
	assert.Equal(t, "ARC-170 Starfighter", s.ID)
}

// Slot keys are hints: an upgrade is known by its id, under an older key
// (mod, ept, force, amd), under another slot's key, under a key no slot
// has, or in a flat array, in strict mode too.
func TestSquadSlotKeysAreHints(t *testing.T) {
	want := []string{"protontorpedoes", "r2astromech", "afterburners", "predator"}
	for name, ups := range map[string][]cards.XWSSlot{
		"XWS 2 keys":            slots("torpedo", []string{"protontorpedoes"}, "astromech", []string{"r2astromech"}, "modification", []string{"afterburners"}, "talent", []string{"predator"}),
		"older keys":            slots("torpedo", []string{"protontorpedoes"}, "amd", []string{"r2astromech"}, "mod", []string{"afterburners"}, "ept", []string{"predator"}),
		"another slot's key":    slots("missile", []string{"protontorpedoes", "r2astromech"}, "crew", []string{"afterburners", "predator"}),
		"keys no slot has":      slots("unknown", []string{"protontorpedoes", "r2astromech"}, "spoon", []string{"afterburners", "predator"}),
		"a flat array of ids":   {{IDs: want}},
		"no key, then one more": slots("", []string{"protontorpedoes", "r2astromech", "afterburners"}, "force", []string{"predator"}),
	} {
		r, err := cards.Squad(cards.XWS{Faction: "rebelalliance", Pilots: []cards.XWSPilot{{ID: "lukeskywalker", Upgrades: ups}}}, cards.Options{Ruleset: core.AMG})
		if assert.NoError(t, err, name) {
			assert.Equal(t, want, r.Ships[0].Upgrades, name)
			assert.Empty(t, r.Warnings, name)
		}
	}
	_, err := cards.Squad(cards.XWS{Faction: "rebelalliance", Pilots: []cards.XWSPilot{{ID: "lukeskywalker", Upgrades: []cards.XWSSlot{{IDs: []string{"protontorpedoes", "nope"}}}}}}, cards.Options{Ruleset: core.AMG})
	field, _ := refusal(t, err)
	assert.Equal(t, "pilots[0].upgrades[1]", field, "a flat array's path")
}

func TestSquadMalformedXWSFailsEvenLeniently(t *testing.T) {
	many := cards.XWS{Faction: "rebelalliance", Pilots: make([]cards.XWSPilot, cards.MaxPilots+1)}
	for name, tc := range map[string]struct {
		x    cards.XWS
		o    cards.Options
		path string
	}{
		"no faction":      {pilotsXWS("", "biggsdarklighter"), cards.Options{}, "faction"},
		"unknown faction": {pilotsXWS("hutts", "biggsdarklighter"), cards.Options{}, "faction"},
		"too many pilots": {many, cards.Options{}, "pilots"},
		"bad edge":        {pilotsXWS("rebelalliance"), cards.Options{Edge: "left"}, "edge"},
		"bad width":       {pilotsXWS("rebelalliance"), cards.Options{BoardWidth: -1}, "boardWidth"},
		"bad ruleset":     {pilotsXWS("rebelalliance"), cards.Options{Ruleset: "XWA"}, "ruleset"},
	} {
		tc.o.Lenient = true
		_, err := cards.Squad(tc.x, tc.o)
		field, _ := refusal(t, err)
		assert.Equal(t, tc.path, field, name)
	}
	_, err := cards.Squad(cards.XWS{Faction: "rebelalliance", Pilots: []cards.XWSPilot{{}}}, cards.Options{})
	field, msg := refusal(t, err)
	assert.Equal(t, "pilots[0].id: missing", field+": "+msg, "strict: a pilot without id")
	r, err := cards.Squad(cards.XWS{Faction: "rebelalliance", Pilots: []cards.XWSPilot{{Ship: "t65xwing"}}}, cards.Options{Lenient: true})
	require.NoError(t, err)
	assert.Len(t, r.Ships, 1, "lenient: a ship without pilot id is kept as its ship")
}

// XWS 1 named the pilot's id "name": read as the id, with a warning
// that says so (in strict mode too, as nothing is left out).
func TestSquadReadsXWS1PilotNames(t *testing.T) {
	r, err := cards.Squad(cards.XWS{Faction: "rebelalliance", Pilots: []cards.XWSPilot{{Name: "biggsdarklighter"}}}, cards.Options{})
	require.NoError(t, err)
	assert.Equal(t, "biggsdarklighter", r.Ships[0].Pilot)
	assert.Equal(t, []cards.Warning{{Path: "pilots[0].name", Message: `Biggs Darklighter: given by its name "biggsdarklighter" only (XWS 1): read as its id`}}, r.Warnings)
	r, err = cards.Squad(cards.XWS{Faction: "rebelalliance", Pilots: []cards.XWSPilot{{ID: "biggsdarklighter", Name: "biggsdarklighter"}}}, cards.Options{})
	require.NoError(t, err)
	assert.Empty(t, r.Warnings, "an id and its XWS 1 name: no warning")
}

// A standard-loadout pilot carries its whole loadout: naming all of it,
// part of it or none of it is legal, with no warning; anything else on it
// is illegal.
func TestSquadStandardLoadouts(t *testing.T) {
	xwa := setOf(t, core.XWA)
	loadout := xwa.Loadout("dutchvander-swz106")
	require.Len(t, loadout, 2)
	for name, ups := range map[string][]cards.XWSSlot{
		"none given":       nil,
		"an empty object":  {},
		"all of it":        slots("turret", []string{loadout[0]}, "device", []string{loadout[1]}),
		"part of it":       slots("turret", []string{loadout[0]}),
		"the other part":   slots("bomb", []string{loadout[1]}),
		"in a flat array":  {{IDs: []string{loadout[1], loadout[0]}}},
		"under wrong keys": slots("talent", []string{loadout[1], loadout[0]}),
	} {
		r, err := cards.Squad(cards.XWS{Faction: "rebelalliance", Pilots: []cards.XWSPilot{{ID: "dutchvander-swz106", Upgrades: ups}}}, cards.Options{})
		if assert.NoError(t, err, name) {
			assert.ElementsMatch(t, loadout, r.Ships[0].Upgrades, name)
			assert.Empty(t, r.Warnings, name)
		}
	}
	x := cards.XWS{Faction: "rebelalliance", Pilots: []cards.XWSPilot{{ID: "dutchvander-swz106", Upgrades: slots("torpedo", []string{"protontorpedoes"})}}}
	_, err := cards.Squad(x, cards.Options{})
	field, msg := refusal(t, err)
	assert.Equal(t, "pilots[0].upgrades.torpedo[0]", field, "any other upgrade is illegal")
	assert.Equal(t, "“Dutch” Vander: Proton Torpedoes: not in “Dutch” Vander's standard loadout (Ion Cannon Turret, Proton Bombs)", msg)
	r, err := cards.Squad(x, cards.Options{Lenient: true})
	require.NoError(t, err)
	assert.Equal(t, loadout, r.Ships[0].Upgrades, "leniently, the loadout all the same")
	assert.Len(t, r.Warnings, 1, "the upgrade left out")
}

// Weapon Hardpoint (the T-70's and the M3-A's): a cannon, torpedo or
// missile goes in its own slot when one is free, else in the hardpoint.
func TestSquadWeaponHardpoint(t *testing.T) {
	xwa := setOf(t, core.XWA)
	for _, tc := range []struct {
		name, pilot string
		upgrades    []string
		bad         int // index of the refused upgrade, -1: legal
	}{
		{"T-70: a torpedo in the hardpoint", "poedameron", []string{"protontorpedoes"}, -1},
		{"T-70: a cannon in the hardpoint", "poedameron", []string{"ioncannon"}, -1},
		{"T-70: a missile in the hardpoint", "poedameron", []string{"clustermissiles"}, -1},
		{"T-70: one hardpoint only", "poedameron", []string{"ioncannon", "protontorpedoes"}, 1},
		{"M3-A: a cannon in the hardpoint", "cartelspacer", []string{"heavylasercannon"}, -1},
		{"M3-A: a torpedo in the hardpoint", "cartelspacer", []string{"protontorpedoes"}, -1},
		{"M3-A: no second one", "cartelspacer", []string{"protontorpedoes", "clustermissiles"}, 1},
		{"M3-A: not a crew", "cartelspacer", []string{"hondoohnaka"}, 0},
		// A two-slot card takes its slots one by one: its own kind's, then
		// a hardpoint (issue 27: the rulesets' own data fly these).
		{"T-70 with a missile slot: Barrage Rockets (missile; missile) in it and the hardpoint", "venisadoza", []string{"barragerockets"}, -1},
		{"T-70 with a missile slot: Barrage Rockets leave no hardpoint", "venisadoza", []string{"barragerockets", "protontorpedoes"}, 1},
		{"T-70 with a missile slot: a torpedo in the hardpoint, a missile in its slot, in any order", "venisadoza", []string{"protontorpedoes", "clustermissiles"}, -1},
		{"T-70 with a missile slot: a missile in its slot, a torpedo in the hardpoint", "venisadoza", []string{"clustermissiles", "protontorpedoes"}, -1},
		{"T-70 without one: Barrage Rockets need two slots, the hardpoint is one", "poedameron", []string{"barragerockets"}, 0},
		{"CR90: Synced Laser Cannons (cannon; cannon) in its two hardpoints", "alderaanianguard", []string{"syncedlasercannons"}, -1},
		{"CR90: then no hardpoint for a third cannon", "alderaanianguard", []string{"syncedlasercannons", "ioncannon"}, 1},
		{"Raider: Barrage Rockets in its missile slot and a hardpoint, a torpedo in its own", "firstordercollaborators", []string{"barragerockets", "protontorpedoes", "ioncannon"}, -1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := xwa.Arm(core.Ship{}, tc.pilot, tc.upgrades)
			if tc.bad < 0 {
				assert.NoError(t, err)
				return
			}
			field, _ := refusal(t, err)
			assert.Equal(t, "upgrades["+strconv.Itoa(tc.bad)+"]", field)
		})
	}
	// Under the key a builder files it under ("hardpoint"), and with
	// its weapon.
	r, err := cards.Squad(cards.XWS{Faction: "resistance", Pilots: []cards.XWSPilot{{ID: "poedameron", Upgrades: slots("hardpoint", []string{"protontorpedoes"})}}}, cards.Options{})
	require.NoError(t, err)
	assert.Empty(t, r.Warnings)
	require.Len(t, r.Ships[0].Weapons, 2)
	assert.Equal(t, "Proton Torpedoes", r.Ships[0].Weapons[1].Name)
	back, err := xwa.ToXWS(r.Ships)
	require.NoError(t, err)
	assert.Equal(t, slots("torpedo", []string{"protontorpedoes"}), back.Pilots[0].Upgrades, "written under its own slot's key")
}

// The XWS says or hints at its ruleset; options.Ruleset overrides it.
func TestSquadRuleset(t *testing.T) {
	for _, tc := range []struct {
		ruleset, builder string
		want             core.Ruleset
		ok               bool
		said             bool // RulesetSaid: the list's word, not the default
	}{
		{"", "", core.XWA, true, false},
		{"XWA", "", core.XWA, true, true},
		{"xwa", "YASB 2.0", core.XWA, true, true},
		{"AMG", "", core.AMG, true, true},
		{"Legacy", "", core.Legacy, true, true},
		{"", "YASB 2.0", core.Legacy, true, true},
		{"", "yasb 2.0", core.Legacy, true, true},
		{"", "Yet Another Squad Builder 2.0", core.Legacy, true, true},
		{"", "YASB - X-Wing 2.5", core.XWA, true, false}, // XWA or AMG: it doesn't say which
		{"", "YASB - X-Wing 2.5 XWA", core.XWA, true, true},
		{"", "xwa builder", core.XWA, true, true},
		{"", "XWAlliance", core.XWA, true, false},
		{"2.0", "YASB 2.0", core.Legacy, false, true},
		{"epic", "", core.XWA, false, true},
	} {
		r, ok := cards.RulesetOf(cards.XWS{Ruleset: tc.ruleset, Builder: tc.builder})
		assert.Equal(t, tc.want, r, "%+v", tc)
		assert.Equal(t, tc.ok, ok, "%+v", tc)
		assert.Equal(t, tc.said, cards.RulesetSaid(cards.XWS{Ruleset: tc.ruleset, Builder: tc.builder}), "%+v", tc)
	}
	x := cards.XWS{Faction: "rebelalliance", Ruleset: "legacy", Obstacles: []string{"coreasteroid2", "yt2400debris0", "a", "b", "c", "d", "e"}, Pilots: []cards.XWSPilot{{ID: "lukeskywalker"}}}
	r, err := cards.Squad(x, cards.Options{})
	require.NoError(t, err)
	assert.Equal(t, core.Legacy, r.Ruleset)
	assert.Equal(t, []string{"coreasteroid2", "yt2400debris0", "a", "b", "c", "d"}, r.Obstacles, "the obstacles as given, at most six")
	r, err = cards.Squad(x, cards.Options{Ruleset: core.AMG})
	require.NoError(t, err)
	assert.Equal(t, core.AMG, r.Ruleset, "the option overrides the XWS")
	x.Ruleset = "epic"
	_, err = cards.Squad(x, cards.Options{})
	field, msg := refusal(t, err)
	assert.Equal(t, "ruleset", field)
	assert.Equal(t, `unknown ruleset "epic" (want "xwa", "amg" or "legacy")`, msg)
	r, err = cards.Squad(x, cards.Options{Lenient: true})
	require.NoError(t, err)
	assert.Equal(t, core.XWA, r.Ruleset)
	assert.Equal(t, []cards.Warning{{Path: "ruleset", Message: `unknown ruleset "epic" (want "xwa", "amg" or "legacy"): read as X-Wing Alliance`}}, r.Warnings)
}

// Builders and players name a faction by its display name as often as by
// its XWS id: a lenient reading takes both, strict or not, and answers the
// id (issue 27: standard loadouts of "Separatist Alliance", "Resistance",
// "Galactic Republic" were refused as an "unknown faction").
func TestSquadFactionByItsName(t *testing.T) {
	for _, tc := range []struct{ name, want, pilot string }{
		{"Separatist Alliance", "separatistalliance", "haorchallprototype-siegeofcoruscant"},
		{"Resistance", "resistance", "poedameron"},
		{"Galactic Republic", "galacticrepublic", "oddball-arc170starfighter"},
		{"Rebel Alliance", "rebelalliance", "lukeskywalker"},
		{"Galactic Empire", "galacticempire", "darthvader"},
		{"First Order", "firstorder", "kyloren"},
		{"Scum and Villainy", "scumandvillainy", "bobafett"},
		{"Scum & Villainy", "scumandvillainy", "bobafett"},
		{"  scum-and-villainy ", "scumandvillainy", "bobafett"},
		{"RESISTANCE", "resistance", "poedameron"},
		{"rebel", "rebelalliance", "lukeskywalker"},
		{"imperial", "galacticempire", "darthvader"},
		{"scum", "scumandvillainy", "bobafett"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			id, ok := cards.FactionOf(tc.name)
			require.True(t, ok)
			assert.Equal(t, tc.want, id)
			r, err := cards.Squad(pilotsXWS(tc.name, tc.pilot), cards.Options{Ruleset: core.Legacy})
			require.NoError(t, err)
			assert.Empty(t, r.Warnings)
			assert.Equal(t, tc.want, r.Faction, "answered as its id")
			assert.Equal(t, tc.want, r.Ships[0].Team, "the team is the id too")
		})
	}
	for _, bad := range []string{"hutts", "", "alliance", "galactic", "&", "rebelallianceandmore"} {
		_, ok := cards.FactionOf(bad)
		assert.False(t, ok, bad)
	}
	// Every standard loadout of the public squads, under its faction's name.
	for _, rs := range core.Rulesets() {
		for i, sq := range loadPublicSquads(t, rs).Squads {
			if sq.Kind != "standard loadout" {
				continue
			}
			x := decodeXWS(t, sq.XWS)
			want := x.Faction
			x.Faction = factionName(t, want)
			r, err := cards.Squad(x, cards.Options{Ruleset: rs})
			require.NoError(t, err, "%s squad %d (%s)", rs, i, x.Faction)
			assert.Empty(t, r.Warnings)
			assert.Equal(t, want, r.Faction)
		}
	}
}

// factionName is how a player names the faction with XWS id id.
func factionName(t testing.TB, id string) string {
	names := map[string]string{"firstorder": "First Order", "galacticempire": "Galactic Empire", "galacticrepublic": "Galactic Republic",
		"rebelalliance": "Rebel Alliance", "resistance": "Resistance", "scumandvillainy": "Scum and Villainy", "separatistalliance": "Separatist Alliance"}
	require.Contains(t, names, id)
	return names[id]
}

// A list whose slot keys or ids are names JavaScript objects reserve
// ("__proto__", "constructor", ...) is malformed: refused with the path of
// the field, lenient or not (issue 27).
func TestSquadRefusesReservedKeys(t *testing.T) {
	luke := func(xp cards.XWSPilot) cards.XWS {
		return cards.XWS{Faction: "rebelalliance", Pilots: []cards.XWSPilot{{ID: "wedgeantilles"}, xp}}
	}
	for _, tc := range []struct {
		name string
		x    cards.XWS
		path string
	}{
		{"a __proto__ slot key", luke(cards.XWSPilot{ID: "lukeskywalker", Upgrades: slots("torpedo", []string{"protontorpedoes"}, "__proto__", []string{"r2d2"})}), "pilots[1].upgrades.__proto__"},
		{"a constructor slot key", luke(cards.XWSPilot{ID: "lukeskywalker", Upgrades: slots("constructor", []string{"r2d2"})}), "pilots[1].upgrades.constructor"},
		{"a prototype slot key, even empty", luke(cards.XWSPilot{ID: "lukeskywalker", Upgrades: slots("prototype", []string{})}), "pilots[1].upgrades.prototype"},
		{"a toString upgrade id", luke(cards.XWSPilot{ID: "lukeskywalker", Upgrades: slots("astromech", []string{"r2d2", "toString"})}), "pilots[1].upgrades.astromech[1]"},
		{"an id in a flat array", luke(cards.XWSPilot{ID: "lukeskywalker", Upgrades: []cards.XWSSlot{{IDs: []string{"__proto__"}}}}), "pilots[1].upgrades[0]"},
		{"a __proto__ pilot id", luke(cards.XWSPilot{ID: "__proto__", Ship: "t65xwing"}), "pilots[1].id"},
		{"a hasOwnProperty ship", luke(cards.XWSPilot{ID: "lukeskywalker", Ship: "hasOwnProperty"}), "pilots[1].ship"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			for _, lenient := range []bool{false, true} {
				_, err := cards.Squad(tc.x, cards.Options{Lenient: lenient})
				field, msg := refusal(t, err)
				assert.Equal(t, tc.path, field, "lenient %v", lenient)
				assert.Contains(t, msg, "is a name JavaScript objects reserve")
			}
		})
	}
	_, err := cards.Squad(luke(cards.XWSPilot{ID: "lukeskywalker", Upgrades: slots("proto", []string{"r2d2"}, "__proto", []string{"protontorpedoes"})}), cards.Options{})
	assert.NoError(t, err, "other unknown keys are hints, as before")
}
