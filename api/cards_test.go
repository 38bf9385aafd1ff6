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
	xws := obj("faction", "rebelalliance", "vendor", obj("yasb", obj("builder", "YASB 2.0")), "obstacles", []any{"coreasteroid2", 5.0, "yt2400debris0"},
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
