package api

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/xwing-arcs/arcs/cards"
	"github.com/xwing-arcs/arcs/cards/cardfiles"
	"github.com/xwing-arcs/arcs/core"
	tp "github.com/xwing-arcs/arcs/internal/tapeproto"
)

// call calls the engine's function name natively, through the tape.
func callAPI(t testing.TB, name string, args ...any) (any, *Error) {
	t.Helper()
	i := tp.Index(name)
	require.GreaterOrEqual(t, i, 0, name)
	return engine.Call(i, tapeOf(args...))
}

func obj(kv ...any) [][2]any {
	var out [][2]any
	for i := 0; i < len(kv); i += 2 {
		out = append(out, [2]any{kv[i], kv[i+1]})
	}
	return out
}

func luke(kv ...any) [][2]any {
	return append(obj("x", 100.0, "y", 100.0, "heading", 0.0, "pilot", "lukeskywalker"), obj(kv...)...)
}

// withoutCards runs f with ruleset r's cards unloaded, then loads them
// again.
func withoutCards(t *testing.T, r core.Ruleset, f func()) {
	cards.Unload(r)
	defer func() {
		_, err := cards.Load(cardfiles.Text(r))
		require.NoError(t, err)
	}()
	f()
}

// A call that needs cards not loaded throws an Error (the input is
// right) at the field that needed them, saying what to do.
func TestCardsNotLoaded(t *testing.T) {
	cardfiles.MustLoadAll()
	want := func(t *testing.T, err *Error, path, fn string, r core.Ruleset) {
		t.Helper()
		if assert.NotNil(t, err) {
			assert.Equal(t, "Error", err.Name)
			assert.Equal(t, path, err.Path)
			assert.Equal(t, fn+": "+path+`: cards for the ruleset "`+string(r)+`" are not loaded: await xwing.loadCards("`+string(r)+`") first`, err.Message)
		}
	}
	withoutCards(t, core.XWA, func() {
		_, err := callAPI(t, "weapons", luke())
		want(t, err, "ship.pilot", "weapons", core.XWA)
		_, err = callAPI(t, "weapons", obj("x", 1.0, "y", 1.0, "heading", 0.0, "ship", "t65xwing", "upgrades", []any{"protontorpedoes"}))
		want(t, err, "ship.upgrades", "weapons", core.XWA)
		_, err = callAPI(t, "pilots")
		want(t, err, "options.ruleset", "pilots", core.XWA)
		_, err = callAPI(t, "upgrades")
		want(t, err, "options.ruleset", "upgrades", core.XWA)
		_, err = callAPI(t, "squad", obj("faction", "rebelalliance", "pilots", []any{obj("id", "lukeskywalker")}))
		want(t, err, "ruleset", "squad", core.XWA)
		_, err = callAPI(t, "toXWS", []any{luke()})
		want(t, err, "options.ruleset", "toXWS", core.XWA)
		_, err = callAPI(t, "board", obj("ships", []any{luke()}))
		want(t, err, "ships[0].pilot", "board", core.XWA)
		_, err = callAPI(t, "attackOptions", luke(), []any{})
		want(t, err, "attacker.pilot", "attackOptions", core.XWA)

		// What needs no cards answers.
		_, err = callAPI(t, "weapons", obj("x", 1.0, "y", 1.0, "heading", 0.0, "ship", "t65xwing"))
		assert.Nil(t, err, "a catalog ship needs no cards")
		a, err := callAPI(t, "squad", obj("faction", "rebelalliance", "pilots", []any{obj("id", "lukeskywalker")}), obj("ruleset", "amg"))
		require.Nil(t, err, "another ruleset's cards are loaded")
		assert.Equal(t, "amg", a.(squadAnswer).Ruleset)
		rs, _ := callAPI(t, "rulesets")
		assert.Equal(t, []rulesetAnswer{
			{ID: "xwa", Name: "X-Wing Alliance"},
			{ID: "legacy", Name: "2.0 Legacy", Source: "SogeMoge/xwing-data2-legacy 0c19f62 (2025-12-11)", Loaded: true, Pilots: 755, Upgrades: 512},
			{ID: "amg", Name: "AMG 2.5", Source: "xwingtmg/xwing-data2 3.9.1", Loaded: true, Pilots: 672, Upgrades: 524},
		}, rs)
	})
	withoutCards(t, core.Legacy, func() {
		_, err := callAPI(t, "squad", obj("faction", "rebelalliance", "ruleset", "Legacy", "pilots", []any{obj("id", "lukeskywalker")}))
		want(t, err, "ruleset", "squad", core.Legacy)
		_, err = callAPI(t, "squad", obj("faction", "rebelalliance", "pilots", []any{obj("id", "lukeskywalker")}), obj("ruleset", "legacy"))
		want(t, err, "options.ruleset", "squad", core.Legacy)
		_, err = callAPI(t, "weapons", luke(), obj("ruleset", "legacy"))
		want(t, err, "ship.pilot", "weapons", core.Legacy)
	})
}

func TestAddCards(t *testing.T) {
	a, err := callAPI(t, "addCards", cardfiles.Text(core.AMG))
	require.Nil(t, err)
	assert.Equal(t, cardsAnswer{Ruleset: "amg", Name: "AMG 2.5", Pilots: 672, Upgrades: 524}, a)
	_, err = callAPI(t, "addCards", "<!doctype html>")
	require.NotNil(t, err)
	assert.Equal(t, Error{"RangeError", "text", `addCards: text: not a card file: want a first line starting "xwing-cards"`}, *err)
	_, err = callAPI(t, "addCards", 3.0)
	require.NotNil(t, err)
	assert.Equal(t, "TypeError", err.Name)
}

func TestRulesetOption(t *testing.T) {
	cardfiles.MustLoadAll()
	_, err := callAPI(t, "weapons", luke(), obj("ruleset", "XWA"))
	require.NotNil(t, err)
	assert.Equal(t, Error{"RangeError", "options.ruleset", `weapons: options.ruleset: want "xwa", "amg" or "legacy", got "XWA"`}, *err)
	_, err = callAPI(t, "board", obj("ruleset", "2.0", "ships", []any{}))
	require.NotNil(t, err)
	assert.Equal(t, "ruleset", err.Path, "a board state's ruleset")
	_, err = callAPI(t, "weapons", luke("pilot", "bobafett-armedanddangerous"), obj("ruleset", "amg"))
	require.NotNil(t, err)
	assert.Equal(t, Error{"RangeError", "ship.pilot", `weapons: ship.pilot: unknown pilot "bobafett-armedanddangerous" in AMG 2.5's cards`}, *err)
	_, err = callAPI(t, "weapons", luke("pilot", "bobafett-armedanddangerous"))
	assert.Nil(t, err, "an XWA pilot")
}

// weapons() reports primaries with the ruleset's span; a primary weapon
// given without one gets it.
func TestPrimarySpanByRuleset(t *testing.T) {
	cardfiles.MustLoadAll()
	for r, want := range map[string][2]int{"": {0, 3}, "xwa": {0, 3}, "amg": {0, 3}, "legacy": {1, 3}} {
		a, err := callAPI(t, "weapons", luke(), obj("ruleset", r))
		require.Nil(t, err, r)
		ws := a.([]weaponAnswer)
		assert.Equal(t, want, [2]int{ws[0].MinRange, ws[0].MaxRange}, "%s: Luke's primary", r)
		given := obj("x", 1.0, "y", 1.0, "heading", 0.0, "size", "small", "weapons", []any{obj("name", "P", "arc", "front", "primary", true)})
		a, err = callAPI(t, "weapons", given, obj("ruleset", r))
		require.Nil(t, err, r)
		assert.Equal(t, want, [2]int{a.([]weaponAnswer)[0].MinRange, a.([]weaponAnswer)[0].MaxRange}, "%s: a primary given without its span", r)
	}
	a, err := callAPI(t, "weapons", obj("x", 1.0, "y", 1.0, "heading", 0.0, "size", "small", "weapons", []any{obj("name", "P", "arc", "primary", "primary", true)}), obj("edition", "1e"))
	require.Nil(t, err)
	assert.Equal(t, 1, a.([]weaponAnswer)[0].MinRange, "1e: 1-3")
	_, err = callAPI(t, "weapons", obj("x", 1.0, "y", 1.0, "heading", 0.0, "size", "small", "weapons", []any{obj("name", "C", "arc", "front")}))
	require.NotNil(t, err)
	assert.Equal(t, "ship.weapons[0].minRange", err.Path, "a special weapon says its span")
}

func TestSquadAnswer(t *testing.T) {
	cardfiles.MustLoadAll()
	xws := obj("faction", "rebelalliance", "vendor", obj("yasb", obj("builder", "YASB 2.0")), "obstacles", []any{"coreasteroid2", 5.0, "__proto__", "yt2400debris0"},
		"pilots", []any{
			obj("id", "lukeskywalker", "upgrades", []any{"protontorpedoes"}),
			obj("id", "nosuchpilot", "ship", "t65xwing"),
		})
	a, err := callAPI(t, "squad", xws, obj("lenient", true))
	require.Nil(t, err)
	s := a.(squadAnswer)
	assert.Equal(t, "legacy", s.Ruleset, "YASB 2.0: 2.0 Legacy")
	assert.Equal(t, "list", s.RulesetFrom, "hinted at by its builder")
	assert.Equal(t, []string{"coreasteroid2", "yt2400debris0"}, s.Obstacles)
	require.Len(t, s.Ships, 2)
	assert.Equal(t, []string{"protontorpedoes"}, s.Ships[0].Upgrades, "a flat array of ids")
	assert.Nil(t, s.Ships[1].Pilot, "kept without pilot")
	assert.Equal(t, "t65xwing", s.Ships[1].Ship)
	assert.Equal(t, []warningAnswer{{"pilots[1].id", `unknown pilot "nosuchpilot" in 2.0 Legacy's cards: kept as a T-65 X-wing with its primary attacks, without pilot`}}, s.Warnings)
	// Luke's slots under 2.0 Legacy (force-power; torpedo; astromech;
	// modification; configuration), the torpedo filled; null is free.
	assert.Equal(t, []slotAnswer{{"force-power", nil}, {"torpedo", "protontorpedoes"}, {"astromech", nil}, {"modification", nil}, {"configuration", nil}}, s.Ships[0].Slots)
	assert.Equal(t, []slotAnswer{}, s.Ships[1].Slots, "a ship without pilot has none")
	for _, tc := range []struct {
		xws, opts any
		want      string
	}{
		{obj("faction", "rebelalliance", "pilots", []any{}), nil, "default"},
		{obj("faction", "rebelalliance", "ruleset", "XWA", "pilots", []any{}), nil, "list"},
		{obj("faction", "rebelalliance", "ruleset", "XWA", "pilots", []any{}), obj("ruleset", "amg"), "options"},
	} {
		a, err := callAPI(t, "squad", tc.xws, tc.opts)
		require.Nil(t, err)
		assert.Equal(t, tc.want, a.(squadAnswer).RulesetFrom, "%v %v", tc.xws, tc.opts)
	}
	x, err := callAPI(t, "toXWS", []any{luke()}, obj("ruleset", "legacy"))
	require.Nil(t, err)
	assert.Equal(t, "legacy", x.(xwsAnswer).Ruleset)
	_, err = callAPI(t, "squad", obj("faction", "rebelalliance", "ruleset", 2.0, "pilots", []any{}))
	require.NotNil(t, err)
	assert.Equal(t, "TypeError", err.Name, "malformed XWS still throws")
}

// shipArg is a squad() answer's ship as an argument again, with its
// ruleset (as a page passes it back).
func shipArg(s shipAnswer) [][2]any {
	ups := make([]any, len(s.Upgrades))
	for i, u := range s.Upgrades {
		ups[i] = u
	}
	return obj("id", s.ID, "pilot", s.Pilot, "ship", s.Ship, "upgrades", ups, "team", s.Team,
		"x", s.X, "y", s.Y, "heading", s.Heading, "turret", s.Turret, "ruleset", s.Ruleset)
}

// What squad() read, toXWS writes back under the same cards: a quick
// build read under 2.0 Legacy or AMG (its list says so) is written under
// them, not X-Wing Alliance's, whose Captain Rex has no talent slot
// (issue 27: "no free talent slot").
func TestToXWSWritesBackUnderTheRulesetRead(t *testing.T) {
	cardfiles.MustLoadAll()
	rex := obj("faction", "rebelalliance", "ruleset", "AMG", "pilots", []any{
		obj("id", "captainrex", "upgrades", obj("talent", []any{"elusive", "juke"}, "modification", []any{"stealthdevice"}))})
	a, err := callAPI(t, "squad", rex)
	require.Nil(t, err)
	sq := a.(squadAnswer)
	require.Equal(t, "amg", sq.Ruleset)
	require.Len(t, sq.Ships, 1)
	assert.Equal(t, "amg", sq.Ships[0].Ruleset, "each ship says which cards armed it")
	ships := []any{shipArg(sq.Ships[0])}
	w, err := callAPI(t, "weapons", shipArg(sq.Ships[0]))
	require.Nil(t, err, "weapons() arms it with the cards it was read with")
	assert.NotEmpty(t, w)
	_, err = callAPI(t, "weapons", shipArg(sq.Ships[0]), obj("ruleset", "xwa"))
	require.NotNil(t, err, "options.ruleset says otherwise")
	assert.Equal(t, "ship.upgrades[1]", err.Path)
	_, err = callAPI(t, "weapons", append(shipArg(sq.Ships[0])[:len(shipArg(sq.Ships[0]))-1:len(shipArg(sq.Ships[0]))-1], [2]any{"ruleset", "2.0"}))
	require.NotNil(t, err)
	assert.Equal(t, "ship.ruleset", err.Path)
	_, err = callAPI(t, "toXWS", ships, obj("ruleset", "xwa"))
	require.NotNil(t, err, "XWA's Captain Rex has one talent slot")
	assert.Equal(t, "ships[0].upgrades[1]", err.Path)

	for name, args := range map[string][]any{
		"the ships, under their ruleset": {ships},
		"the squad() answer":             {obj("name", "Rex", "ruleset", "amg", "ships", ships)},
		"the options say":                {ships, obj("ruleset", "amg")},
	} {
		x, err := callAPI(t, "toXWS", args...)
		require.Nil(t, err, name)
		xa := x.(xwsAnswer)
		assert.Equal(t, "amg", xa.Ruleset, name)
		assert.Equal(t, map[string][]string{"talent": {"elusive", "juke"}, "modification": {"stealthdevice"}}, xa.Pilots[0].Upgrades, name)
	}
	x, err := callAPI(t, "toXWS", obj("name", "Rex", "ships", ships), obj("name", "Other"))
	require.Nil(t, err)
	assert.Equal(t, "Other", x.(xwsAnswer).Name, "options.name over the squad's")
	assert.Equal(t, "amg", x.(xwsAnswer).Ruleset, "the ships' ruleset")

	// Ships read under two rulesets: options.ruleset must say which.
	luke := obj("x", 1.0, "y", 1.0, "heading", 0.0, "pilot", "lukeskywalker", "ruleset", "legacy")
	_, err = callAPI(t, "toXWS", []any{ships[0], luke})
	require.NotNil(t, err)
	assert.Equal(t, "RangeError", err.Name)
	assert.Equal(t, "ships[1].ruleset", err.Path)
	assert.Equal(t, `toXWS: ships[1].ruleset: read under the ruleset "legacy", not "amg" as ships[0].ruleset is: say which in options.ruleset`, err.Message)
	_, err = callAPI(t, "toXWS", obj("ruleset", "epic", "ships", []any{}))
	require.NotNil(t, err)
	assert.Equal(t, "squad.ruleset", err.Path)
	_, err = callAPI(t, "toXWS", obj("ruleset", "amg"))
	require.NotNil(t, err)
	assert.Equal(t, "TypeError", err.Name)
	assert.Equal(t, "squad.ships", err.Path)
}

// A ship squad() kept without its unknown pilot (pilot null, no
// upgrades) is a ship the other calls take, and toXWS of the squad()
// answer writes it back.
func TestAShipKeptWithoutPilotGoesBack(t *testing.T) {
	cardfiles.MustLoadAll()
	a, err := callAPI(t, "squad", obj("faction", "Rebel Alliance", "pilots", []any{obj("id", "nosuchpilot", "ship", "t65xwing"), obj("id", "academypilot")}), obj("lenient", true))
	require.Nil(t, err)
	sq := a.(squadAnswer)
	require.Len(t, sq.Ships, 2)
	assert.Equal(t, "rebelalliance", sq.Faction)
	assert.Nil(t, sq.Ships[0].Pilot)
	w, err := callAPI(t, "weapons", shipArg(sq.Ships[0]))
	require.Nil(t, err)
	assert.NotEmpty(t, w, "the catalog's primaries")
	_, err = callAPI(t, "toXWS", []any{shipArg(sq.Ships[0])})
	require.NotNil(t, err, "ships alone: each with a pilot")
	x, err := callAPI(t, "toXWS", obj("faction", sq.Faction, "ruleset", sq.Ruleset, "ships", []any{shipArg(sq.Ships[0]), shipArg(sq.Ships[1])}))
	require.Nil(t, err)
	xa := x.(xwsAnswer)
	assert.Equal(t, "rebelalliance", xa.Faction)
	assert.Equal(t, []xwsPilotAnswer{{ID: "", Ship: "t65xwing", Upgrades: map[string][]string{}}, {ID: "academypilot", Ship: "tielnfighter", Upgrades: map[string][]string{}}}, xa.Pilots)
	_, err = callAPI(t, "toXWS", obj("faction", "hutts", "ships", []any{}))
	require.NotNil(t, err)
	assert.Equal(t, "squad.faction", err.Path)
}

// Without the cards, a pilot no card has gets the loaded cards' own error
// (cards.UnknownPilot); a real pilot still asks for loadCards.
func TestUnknownPilotWithoutCards(t *testing.T) {
	cardfiles.MustLoadAll()
	from := obj("x", 100.0, "y", 100.0, "heading", 0.0, "size", "small", "pilot", "tiny")
	to := obj("x", 100.0, "y", 300.0, "heading", 0.0, "size", "small")
	_, loaded := callAPI(t, "rangeTo", from, to)
	require.NotNil(t, loaded)
	withoutCards(t, core.XWA, func() {
		_, bare := callAPI(t, "rangeTo", from, to)
		assert.Equal(t, loaded, bare)
		assert.Equal(t, "RangeError", bare.Name)
		assert.Equal(t, "from.pilot", bare.Path)
		_, real := callAPI(t, "rangeTo", luke(), to)
		require.NotNil(t, real)
		assert.Equal(t, "Error", real.Name, "a real pilot needs the cards: %s", real.Message)
	})
}
