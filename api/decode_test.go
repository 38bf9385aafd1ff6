package api

import (
	"math"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/xwing-arcs/arcs/cards/cardfiles"
	tp "github.com/xwing-arcs/arcs/internal/tapeproto"
)

// Every way the decoder (decode.go) refuses an argument, natively: the
// error's class, the path of the bad value, and what the message says.
// The same errors reach JavaScript through both ways in (test/node's
// decode.test.mjs runs them after a wasm build).
func TestDecodeErrors(t *testing.T) {
	cardfiles.MustLoadAll()
	small := func(kv ...any) [][2]any {
		return append(obj("x", 100.0, "y", 100.0, "heading", 0.0, "size", "small"), obj(kv...)...)
	}
	// with replaces (or adds) member k of a small ship.
	with := func(k string, v any) [][2]any {
		out := [][2]any{}
		found := false
		for _, kv := range small() {
			if kv[0] == k {
				kv[1], found = v, true
			}
			out = append(out, kv)
		}
		if !found {
			out = append(out, [2]any{k, v})
		}
		return out
	}
	without := func(k string) [][2]any {
		out := [][2]any{}
		for _, kv := range small() {
			if kv[0] != k {
				out = append(out, kv)
			}
		}
		return out
	}
	var long []any
	for range maxUpgrades + 1 {
		long = append(long, "x")
	}
	for _, tc := range []struct {
		name, fn string
		args     []any
		class    string
		path     string
		says     string
	}{
		// The kinds of value (describe) and the checks of each type.
		{"missing number", "rangeTo", []any{without("x"), small()}, "TypeError", "from.x", "want a number, got undefined"},
		{"null number", "rangeTo", []any{with("x", nil), small()}, "TypeError", "from.x", "got null"},
		{"string for number", "rangeTo", []any{with("y", "north"), small()}, "TypeError", "from.y", `want a number, got "north"`},
		{"long string cut", "rangeTo", []any{with("y", strings.Repeat("n", 50)), small()}, "TypeError", "from.y", "…"},
		{"true for number", "rangeTo", []any{with("heading", true), small()}, "TypeError", "from.heading", "got true"},
		{"false for number", "rangeTo", []any{with("heading", false), small()}, "TypeError", "from.heading", "got false"},
		{"array for number", "rangeTo", []any{with("heading", []any{}), small()}, "TypeError", "from.heading", "got an array"},
		{"object for number", "rangeTo", []any{with("heading", obj()), small()}, "TypeError", "from.heading", "got an object"},
		{"function", "rangeTo", []any{with("x", special(tp.ArgFunction)), small()}, "TypeError", "from.x", "got a function"},
		{"symbol", "rangeTo", []any{with("x", special(tp.ArgSymbol)), small()}, "TypeError", "from.x", "got a symbol"},
		{"bigint", "rangeTo", []any{with("x", special(tp.ArgBigInt)), small()}, "TypeError", "from.x", "got a bigint"},
		{"NaN", "rangeTo", []any{with("x", math.NaN()), small()}, "RangeError", "from.x", "want a finite number, got NaN"},
		{"infinity", "rangeTo", []any{with("x", math.Inf(1)), small()}, "RangeError", "from.x", "want a finite number, got Infinity"},
		{"getter threw", "rangeTo", []any{with("x", threw("no x")), small()}, "TypeError", "from.x", `reading it threw "no x"`},
		{"getter threw nothing", "rangeTo", []any{with("x", threw("")), small()}, "TypeError", "from.x", "reading it threw an exception"},
		{"too deep", "rangeTo", []any{with("x", cut(tp.CutDeep)), small()}, "RangeError", "from.x", "nested at most"},
		{"too many values", "rangeTo", []any{with("x", cut(tp.CutValues)), small()}, "RangeError", "from.x", "values in all"},
		{"too many keys", "rangeTo", []any{cut(tp.CutKeys), small()}, "RangeError", "from", "properties"},
		{"bad array", "rangeTo", []any{cut(tp.CutBadArray), small()}, "RangeError", "from", "want an array with a length"},
		{"not an object", "rangeTo", []any{3.0, small()}, "TypeError", "from", "want an object, got 3"},
		{"no ship kind", "rangeTo", []any{without("size"), small()}, "TypeError", "from.size", "want a size"},
		{"bad size", "rangeTo", []any{with("size", "tiny"), small()}, "RangeError", "from.size", `"tiny"`},
		{"string for string", "rangeTo", []any{with("team", 1.0), small()}, "TypeError", "from.team", "want a string, got 1"},
		// Integers, booleans, arrays and their caps.
		{"non-integer", "within", []any{small(), small(), 1.5}, "RangeError", "n", "want an integer, got 1.5"},
		{"integer type", "within", []any{small(), small(), "2"}, "TypeError", "n", "want an integer"},
		{"integer out of range", "within", []any{small(), small(), 6.0}, "RangeError", "n", "from 0 to 5"},
		{"boolean", "rangeTo", []any{with("weapons", []any{obj("name", "P", "arc", "front", "primary", "yes")}), small()}, "TypeError", "from.weapons[0].primary", "want a boolean"},
		{"array type", "attackOptions", []any{small(), obj()}, "TypeError", "ships", "want an array of ships, got an object"},
		{"array cap", "rangeTo", []any{with("upgrades", long), small()}, "RangeError", "from.upgrades", "want at most 32 upgrade ids"},
		// Weapons, arcs, options, obstacles, cards.
		{"weapon name", "rangeTo", []any{with("weapons", []any{obj("arc", "front", "minRange", 1.0, "maxRange", 3.0)}), small()}, "TypeError", "from.weapons[0].name", "want a string"},
		{"secondary span", "rangeTo", []any{with("weapons", []any{obj("name", "T", "arc", "front", "maxRange", 3.0)}), small()}, "TypeError", "from.weapons[0].minRange", "want an integer"},
		{"unknown arc", "inArc", []any{small(), small(), "sideways"}, "RangeError", "arc", `"sideways"`},
		{"edition", "rangeTo", []any{small(), small(), obj("edition", "3e")}, "RangeError", "options.edition", `want "2e" or "1e"`},
		{"maxRange", "rangeTo", []any{small(), small(), obj("maxRange", 7.0)}, "RangeError", "options.maxRange", "from 3 to 5"},
		{"ruleset", "rangeTo", []any{small(), small(), obj("ruleset", "house")}, "RangeError", "options.ruleset", `"house"`},
		{"options type", "rangeTo", []any{small(), small(), "2e"}, "TypeError", "options", "want an object"},
		{"obstacle points", "rangeTo", []any{small(), obj("points", []any{obj("x", 0.0)})}, "TypeError", "to.points[0].y", "want a number"},
		{"obstacle shape", "rangeTo", []any{small(), obj("points", []any{obj("x", 0.0, "y", 0.0)})}, "RangeError", "to.points", ""},
		{"unknown pilot", "rangeTo", []any{obj("x", 1.0, "y", 1.0, "heading", 0.0, "pilot", "nobody"), small()}, "RangeError", "from.pilot", `"nobody"`},
		{"selected", "board", []any{obj("ships", []any{small()}, "selected", 3.0)}, "RangeError", "selected", "want -1 or an index into ships"},
		{"labels", "board", []any{obj("ships", []any{small()}), obj("labels", []any{1.0})}, "TypeError", "options.labels[0]", "want a string"},
		// measure's ends.
		{"measure point", "measure", []any{obj("x", 1.0), small()}, "TypeError", "a.y", "want a number, got undefined"},
		{"measure ship", "measure", []any{small(), with("heading", "up")}, "TypeError", "b.heading", "want a number"},
		{"measure end type", "measure", []any{nil, small()}, "TypeError", "a", "want an object, got null"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := callAPI(t, tc.fn, tc.args...)
			require.NotNil(t, err, "want an error")
			assert.Equal(t, tc.class, err.Name, err.Message)
			assert.Equal(t, tc.path, err.Path, err.Message)
			assert.True(t, strings.HasPrefix(err.Message, tc.fn+": "+tc.path+": "), err.Message)
			assert.Contains(t, err.Message, tc.says)
		})
	}
}

// A malformed tape (a loader of another version) is an error, not a crash.
func TestUnreadableTape(t *testing.T) {
	for _, tape := range [][]byte{nil, make([]byte, 4), tapeOf()[:8]} {
		_, err := engine.Call(tp.Index("rangeTo"), tape)
		require.NotNil(t, err)
		assert.Contains(t, err.Message, "unreadable arguments")
	}
	_, err := engine.Call(-1, tapeOf())
	require.NotNil(t, err)
	assert.Contains(t, err.Message, "no such function")
}
