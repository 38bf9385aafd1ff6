//go:build js && wasm

package bindings

import (
	"strings"
	"syscall/js"
	"testing"

	"github.com/norunners/vert"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/xwing-arcs/arcs/api"
)

// vert's one role: the reference for what JavaScript value an answer is.
// It makes the value from the Go answer by reflection over its js tags,
// independently of the answer tape; toJS (api's tape writer, then
// answerJSON and JSON.parse) must give the same value for every answer.
// The engine itself links neither vert nor reflection.

// canonical is a JavaScript value as JSON text with object keys sorted
// (the tape writes a map's keys sorted, vert in Go's map order) and -0
// kept apart from 0.
var canonical = jsEval(`function canonical(v) {
	if (Object.is(v, -0)) return "-0";
	if (Array.isArray(v)) return "[" + v.map(canonical).join(",") + "]";
	if (v && typeof v === "object") return "{" + Object.keys(v).sort().map((k) => JSON.stringify(k) + ":" + canonical(v[k])).join(",") + "}";
	return JSON.stringify(v);
}`)

// answerCalls are calls whose answers hold every answer type: each
// function, boards with pilots, upgrades, tokens, remotes and errors.
var answerCalls = []struct{ name, args string }{
	{"rangeTo", `[{x: 100, y: 100, heading: 180, size: "small"}, {x: 100, y: 300, heading: 0, size: "small"}]`},
	{"rangeTo", `[{x: 100, y: 100, heading: 180, size: "small"}, {x: 100, y: 900, heading: 0, size: "small"}, {arc: "front"}]`},
	{"rangeTo", `[{x: 100, y: 100, heading: 0, size: "small"}, {type: "coreasteroid4", x: 160, y: 100, heading: 30, flipped: true}]`},
	{"relation", `[{x: 100, y: 100, heading: 0, size: "small"}, {x: 100, y: 300, heading: 0, size: "large"}]`},
	{"attackOptions", `[{id: "a", x: 100, y: 100, heading: 180, ship: "t65xwing", team: "r"}, [{id: "b", x: 120, y: 260, heading: 0, ship: "tielnfighter", team: "i"}, {x: 100, y: 120, heading: 0, size: "small", team: "i"}], {obstacles: [{points: [{x: 105, y: 180}, {x: 115, y: 180}, {x: 110, y: 190}]}]}]`},
	{"arcOutline", `[{x: 100, y: 100, heading: 30, size: "medium"}, "front"]`},
	{"rangeOutline", `[{x: 100, y: 100, heading: 30, size: "large"}]`},
	{"catalog", `[]`},
	{"weapons", `[{x: 1, y: 1, heading: 0, ship: "t65xwing", pilot: "lukeskywalker", upgrades: ["protontorpedoes"]}]`},
	{"squad", `[{faction: "rebelalliance", pilots: [{id: "lukeskywalker", upgrades: {torpedo: ["protontorpedoes"]}}, {id: "nosuchpilot", ship: "t65xwing"}]}, {lenient: true}]`},
	{"toXWS", `[[{x: 1, y: 1, heading: 0, ship: "t65xwing", pilot: "lukeskywalker"}]]`},
	{"pilots", `[]`},
	{"upgrades", `[]`},
	{"rulesets", `[]`},
	{"tokens", `[]`},
	{"board", benchBoard},
	{"board", `[{ships: [{id: "l", x: 200, y: 200, heading: 180, ship: "t65xwing", pilot: "lukeskywalker", team: "r"}, {id: "v", x: 210, y: 300, heading: 0, ship: "tieadvancedx1", team: "i"}, {x: "bad"}],
		obstacles: [{id: "o", type: "coreasteroid0", x: 200, y: 250, heading: 10}], tokens: [{id: "b", type: "protonbombs", x: 220, y: 260, heading: 0}, {id: "p", type: "drk1probedroid", x: 150, y: 320, heading: 0}], selected: 0}]`},
}

func TestToJSMatchesVert(t *testing.T) {
	seen := 0
	for _, c := range answerCalls {
		answer, err := callJS(t, c.name, c.args)
		require.Nil(t, err, "%s %s", c.name, c.args)
		want := canonical.Invoke(vert.ValueOf(answer).Value).String()
		got := canonical.Invoke(toJS(answer)).String()
		if !assert.Equal(t, want, got, "%s %s", c.name, c.args) {
			continue
		}
		seen += strings.Count(want, "{")
	}
	assert.Greater(t, seen, 1000, "the calls answer many objects")
}

// Strings cross whole: quotes, backslashes, control characters, non-ASCII
// and invalid UTF-8 (as syscall/js would make it: U+FFFD).
func TestAnswerJSONStrings(t *testing.T) {
	for _, s := range []string{"", `"`, `\`, "a\nb\tc\x00\x1f", "é😀", "\xff\xfeok", "\u2028"} {
		got := js.Global().Get("JSON").Call("parse", api.AnswerJSON(s)).String()
		assert.Equal(t, js.ValueOf(s).String(), got, "%q", s)
	}
}
