//go:build js && wasm

package bindings

import (
	"math"
	"math/rand"
	"strconv"
	"strings"
	"syscall/js"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// These tests run under Node (make test-wasm): they call the API the way
// JavaScript does, through the js.Func values Install makes.

// jsEval evaluates a JavaScript expression (test inputs such as NaN,
// BigInt, symbols and throwing getters have no Go spelling).
func jsEval(src string) js.Value {
	return js.Global().Get("Function").New("return (" + src + ");").Invoke()
}

// rawAPI is the API with raw functions: errors are returned, not thrown.
var rawAPI = Install(js.Global().Get("Object").New(), false)

// call calls a raw API function with arguments given as JavaScript source.
func call(name string, args ...string) js.Value {
	vals := make([]any, len(args))
	for i, a := range args {
		vals[i] = jsEval(a)
	}
	return rawAPI.Get(name).Invoke(vals...)
}

func isError(v js.Value) bool { return v.InstanceOf(js.Global().Get("Error")) }

func requireOK(t *testing.T, v js.Value) js.Value {
	t.Helper()
	if isError(v) {
		require.FailNow(t, "unexpected error", v.Get("message").String())
	}
	return v
}

const (
	small0   = `{x: 100, y: 100, heading: 180, size: "small", id: "a"}`
	small200 = `{x: 100, y: 300, heading: 0, size: "small"}`
)

// Two small bases (40 mm) facing each other, centres 200 mm apart: 160 mm
// edge to edge, range 2.
func TestDecodeAndMeasure(t *testing.T) {
	m := requireOK(t, call("rangeTo", small0, small200))
	assert.Equal(t, 2, m.Get("range").Int())
	assert.InDelta(t, 160, m.Get("distance").Float(), 1e-9)
	assert.InDelta(t, 120, m.Get("from").Get("y").Float(), 1e-9)
	assert.InDelta(t, 280, m.Get("to").Get("y").Float(), 1e-9)
	assert.True(t, m.Get("arc").IsUndefined(), "plain range has no arc")

	m = requireOK(t, call("rangeTo", small0, small200, `{arc: "front"}`))
	assert.Equal(t, "front", m.Get("arc").String())
	assert.True(t, call("rangeTo", small0, small200, `{arc: "rear"}`).IsNull(), "not in the rear arc")

	assert.True(t, requireOK(t, call("inArc", small0, small200, `"front"`)).Bool())
	assert.False(t, requireOK(t, call("inArc", small0, small200, `"rear"`)).Bool())
	assert.True(t, requireOK(t, call("within", small0, small200, `2`)).Bool())
	assert.False(t, requireOK(t, call("within", small0, small200, `1`)).Bool())
	assert.True(t, requireOK(t, call("beyond", small0, small200, `1`)).Bool())
	assert.Equal(t, "inFront", requireOK(t, call("relation", small0, small200)).String())
	assert.True(t, call("relation", small0, `{x: 100, y: 800, heading: 0, size: "small"}`).IsNull(), "beyond range 3")
}

func TestDecodeCatalogShipAndWeapons(t *testing.T) {
	// A catalog ship gives size and weapons; explicit weapons replace them.
	opts := requireOK(t, call("attackOptions", `{x: 100, y: 100, heading: 180, ship: "t65xwing"}`, `[`+small200+`]`))
	require.Equal(t, 1, opts.Length())
	assert.Equal(t, 0, opts.Index(0).Get("target").Int(), "no id: the index")
	opts = requireOK(t, call("attackOptions", `{x: 100, y: 100, heading: 180, size: "small",
		weapons: [{name: "Tail gun", arc: "rear", minRange: 1, maxRange: 3, primary: true}]}`, `[`+small200+`]`))
	assert.Equal(t, 0, opts.Length(), "the target is not behind")
	opts = requireOK(t, call("attackOptions", small200, `[`+small0+`]`))
	require.Equal(t, 1, opts.Length())
	assert.Equal(t, "a", opts.Index(0).Get("target").String(), "the id")
}

func TestObstacleRange(t *testing.T) {
	m := requireOK(t, call("rangeTo", small0, `{id: "rock", points: [{x: 80, y: 200}, {x: 120, y: 200}, {x: 100, y: 240}]}`))
	assert.InDelta(t, 80, m.Get("distance").Float(), 1e-9)
	assert.Equal(t, 1, m.Get("range").Int())
}

func TestBoard(t *testing.T) {
	v := requireOK(t, call("board", `{ships: [`+small0+`, `+small200+`], selected: 0,
		obstacles: [{points: [{x: 500, y: 500}, {x: 540, y: 500}, {x: 520, y: 540}]}]}`))
	require.Equal(t, 2, v.Get("attacks").Length())
	sel := v.Get("selected")
	assert.Equal(t, 0, sel.Get("index").Int())
	assert.True(t, strings.HasPrefix(sel.Get("arcs").Index(0).Get("path").String(), "M"))
	assert.Equal(t, 3, sel.Get("rings").Length())
	require.Equal(t, 1, sel.Get("others").Length())
	assert.Equal(t, "inFront", sel.Get("others").Index(0).Get("relation").String())
	assert.Equal(t, 0, sel.Get("obstacles").Index(0).Get("target").Int())
	assert.True(t, requireOK(t, call("board", `{ships: []}`)).Get("selected").IsNull())
}

// TestErrors pins each kind of bad argument: the class, and a message
// naming the function and the field path.
func TestErrors(t *testing.T) {
	ok := small200
	for _, tc := range []struct {
		name, fn string
		args     []string
		kind     string
		msg      string
	}{
		{"missing argument", "inArc", nil, "TypeError", "inArc: attacker: want an object, got undefined"},
		{"null ship", "rangeTo", []string{"null", ok}, "TypeError", "rangeTo: from: want an object, got null"},
		{"number for an object", "relation", []string{ok, "5"}, "TypeError", "relation: other: want an object, got 5"},
		{"function for an object", "relation", []string{ok, "() => 1"}, "TypeError", "relation: other: want an object, got a function"},
		{"missing required field", "inArc", []string{`{y: 1, heading: 0, size: "small"}`, ok, `"front"`}, "TypeError", "inArc: attacker.x: want a number, got undefined"},
		{"string for a number", "inArc", []string{`{x: "1", y: 1, heading: 0, size: "small"}`, ok, `"front"`}, "TypeError", `inArc: attacker.x: want a number, got "1"`},
		{"NaN", "rangeTo", []string{`{x: 1, y: 1, heading: NaN, size: "small"}`, ok}, "RangeError", "rangeTo: from.heading: want a finite number, got NaN"},
		{"Infinity", "rangeTo", []string{ok, `{x: -Infinity, y: 1, heading: 0, size: "small"}`}, "RangeError", "rangeTo: to.x: want a finite number, got -Infinity"},
		{"BigInt", "rangeTo", []string{`{x: 1n, y: 1, heading: 0, size: "small"}`, ok}, "TypeError", "rangeTo: from.x: want a number, got a bigint"},
		{"symbol", "rangeTo", []string{`{x: Symbol("s"), y: 1, heading: 0, size: "small"}`, ok}, "TypeError", "rangeTo: from.x: want a number, got a symbol"},
		{"out of the board", "rangeTo", []string{`{x: 2e6, y: 1, heading: 0, size: "small"}`, ok}, "RangeError", "rangeTo: from.x: want a number within ±1000000, got 2000000"},
		{"neither size nor ship", "within", []string{`{x: 1, y: 1, heading: 0}`, ok, "1"}, "TypeError", "within: a.size: want a size"},
		{"unknown size", "board", []string{`{ships: [` + ok + `, {x: 1, y: 1, heading: 0, size: "tiny"}]}`}, "RangeError", `board: ships[1].size: want one of small, medium, large, huge, got "tiny"`},
		{"size not a string", "board", []string{`{ships: [{x: 1, y: 1, heading: 0, size: 3}]}`}, "TypeError", `board: ships[0].size: want a string, got 3`},
		{"unknown catalog id", "inArc", []string{`{x: 1, y: 1, heading: 0, ship: "tie/zz"}`, ok, `"front"`}, "RangeError", `inArc: attacker.ship: want a catalog ship id`},
		{"unknown arc", "inArc", []string{ok, ok, `"sideways"`}, "RangeError", `inArc: arc: want a 2e arc`},
		{"1e arc in 2e", "inArc", []string{ok, ok, `"auxRear"`}, "RangeError", `inArc: arc: want a 2e arc`},
		{"arc not a string", "arcOutline", []string{ok, "7"}, "TypeError", `arcOutline: arc: want a string, got 7`},
		{"unknown edition", "inArc", []string{ok, ok, `"front"`, `{edition: "3e"}`}, "RangeError", `inArc: options.edition: want "2e" or "1e", got "3e"`},
		{"options not an object", "inArc", []string{ok, ok, `"front"`, `"2e"`}, "TypeError", `inArc: options: want an object, got "2e"`},
		{"maxRange out of range", "rangeOutline", []string{ok, `{maxRange: 7}`}, "RangeError", `rangeOutline: options.maxRange: want an integer from 3 to 5, got 7`},
		{"maxRange not an integer", "rangeOutline", []string{ok, `{maxRange: 3.5}`}, "RangeError", `rangeOutline: options.maxRange: want an integer, got 3.5`},
		{"n not an integer", "within", []string{ok, ok, "2.7"}, "RangeError", "within: n: want an integer, got 2.7"},
		{"n missing", "beyond", []string{ok, ok}, "TypeError", "beyond: n: want an integer, got undefined"},
		{"n out of range", "beyond", []string{ok, ok, "6"}, "RangeError", "beyond: n: want an integer from 0 to 5, got 6"},
		{"ships not an array", "attackOptions", []string{ok, ok}, "TypeError", "attackOptions: ships: want an array of ships, got an object"},
		{"huge array", "attackOptions", []string{ok, "new Array(1e6)"}, "RangeError", "attackOptions: ships: want at most 1000 ships, got 1000000"},
		{"hole in an array", "attackOptions", []string{ok, "[" + ok + ",," + ok + "]"}, "TypeError", "attackOptions: ships[1]: want an object, got undefined"},
		{"weapon field", "inArc", []string{`{x: 1, y: 1, heading: 0, size: "small", weapons: [{name: "w", arc: "front", minRange: 1, maxRange: "3"}]}`, ok, `"front"`}, "TypeError", `inArc: attacker.weapons[0].maxRange: want an integer, got "3"`},
		{"weapon range", "inArc", []string{`{x: 1, y: 1, heading: 0, size: "small", weapons: [{name: "w", arc: "front", minRange: 3, maxRange: 2}]}`, ok, `"front"`}, "RangeError", `inArc: attacker.weapons[0].minRange: want at most maxRange (2), got 3`},
		{"weapon primary", "inArc", []string{`{x: 1, y: 1, heading: 0, size: "small", weapons: [{name: "w", arc: "front", minRange: 1, maxRange: 2, primary: 1}]}`, ok, `"front"`}, "TypeError", `inArc: attacker.weapons[0].primary: want a boolean, got 1`},
		{"too many weapons", "inArc", []string{`{x: 1, y: 1, heading: 0, size: "small", weapons: new Array(33)}`, ok, `"front"`}, "RangeError", `inArc: attacker.weapons: want at most 32 weapons, got 33`},
		{"turret not allowed", "inArc", []string{`{x: 1, y: 1, heading: 0, size: "small", turret: "up"}`, ok, `"front"`}, "RangeError", `inArc: attacker.turret: want one of front, rear`},
		{"obstacle points", "rangeTo", []string{ok, `{points: [{x: 1, y: 1}, {x: 2, y: NaN}, {x: 0, y: 3}]}`}, "RangeError", `rangeTo: to.points[1].y: want a finite number, got NaN`},
		{"degenerate obstacle", "rangeTo", []string{ok, `{points: [{x: 1, y: 1}, {x: 2, y: 2}, {x: 3, y: 3}]}`}, "RangeError", `rangeTo: to.points: want a polygon with an area`},
		{"obstacle points not an array", "attackOptions", []string{ok, "[]", `{obstacles: [{points: 3}]}`}, "TypeError", `attackOptions: options.obstacles[0].points: want an array of points, got 3`},
		{"too many points", "rangeTo", []string{ok, `{points: new Array(1001)}`}, "RangeError", `rangeTo: to.points: want at most 1000 points, got 1001`},
		{"arc with an obstacle", "rangeTo", []string{ok, `{points: [{x: 1, y: 1}, {x: 9, y: 1}, {x: 1, y: 9}]}`, `{arc: "front"}`}, "RangeError", `rangeTo: options.arc: want no arc when to is an obstacle`},
		{"selected out of range", "board", []string{`{ships: [` + ok + `], selected: 1}`}, "RangeError", `board: selected: want -1 or an index into ships (0 to 0), got 1`},
		{"state missing", "board", nil, "TypeError", `board: state: want an object, got undefined`},
		{"ships missing", "board", []string{`{}`}, "TypeError", `board: ships: want an array of ships, got undefined`},
		{"throwing getter", "rangeTo", []string{`{get x() { throw new Error("boom") }, y: 1, heading: 0, size: "small"}`, ok}, "TypeError", `rangeTo: from.x: reading it threw "boom"`},
		{"throwing non-Error", "rangeTo", []string{ok, `{x: 1, y: 1, heading: 0, get size() { throw 42 }}`}, "TypeError", `rangeTo: to.size: reading it threw 42`},
		{"throwing proxy", "board", []string{`{ships: new Proxy([], {get() { throw new TypeError("trap") }})}`}, "TypeError", `board: ships.length: reading it threw "trap"`},
		{"revoked proxy", "board", []string{`(() => { const r = Proxy.revocable({}, {}); r.revoke(); return r.proxy })()`}, "TypeError", `board: edition: reading it threw "Cannot perform`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			v := call(tc.fn, tc.args...)
			require.True(t, isError(v), "want an error, got %v", v)
			assert.Equal(t, tc.kind, v.Get("name").String())
			assert.Contains(t, v.Get("message").String(), tc.msg)
			assert.True(t, strings.HasPrefix(v.Get("message").String(), tc.fn+": "))
			// The instance still answers right.
			assert.Equal(t, 2, requireOK(t, call("rangeTo", small0, small200)).Get("range").Int())
		})
	}
}

// TestPanicRecovery: a panic inside a call (a bug, or the core reached
// with input the decoder let through) becomes a RangeError, and the next
// call answers.
func TestPanicRecovery(t *testing.T) {
	f := js.FuncOf(handler("boom", func(d *decoder) any {
		var s []int
		return s[d.arg(0).Int()] // index out of range
	}))
	defer f.Release()
	for i := 0; i < 3; i++ {
		v := f.Invoke(5)
		require.True(t, isError(v))
		assert.Equal(t, "RangeError", v.Get("name").String())
		assert.Contains(t, v.Get("message").String(), "boom: internal error (please report): runtime error: index out of range")
		assert.Equal(t, 2, requireOK(t, call("rangeTo", small0, small200)).Get("range").Int())
	}
}

// TestThrowingAPI: Install with the shim gives functions that throw the
// error; JavaScript sees a real exception.
func TestThrowingAPI(t *testing.T) {
	api := Install(js.Global().Get("Object").New(), true)
	assert.Equal(t, "inArc", api.Get("inArc").Get("name").String())
	caught := func() (e js.Value) {
		defer func() {
			r := recover()
			require.NotNil(t, r, "want a throw")
			e = r.(js.Error).Value
		}()
		api.Get("inArc").Invoke(jsEval(small0), jsEval(small200), "nope")
		return js.Undefined()
	}()
	assert.Equal(t, "RangeError", caught.Get("name").String())
	assert.True(t, strings.HasPrefix(caught.Get("message").String(), "inArc: arc: "))
	assert.True(t, api.Get("inArc").Invoke(jsEval(small0), jsEval(small200), "front").Bool())
	assert.Equal(t, "0.1.0", api.Get("version").String()[:len("0.1.0")])
}

// TestReentrantGetter: a getter may itself call the engine.
func TestReentrantGetter(t *testing.T) {
	js.Global().Set("rawAPIForTest", rawAPI)
	v := call("rangeTo", `{get x() { return rawAPIForTest.rangeTo(`+small0+`, `+small200+`).distance - 60 }, y: 100, heading: 180, size: "small"}`, small200)
	assert.InDelta(t, 160, requireOK(t, v).Get("distance").Float(), 1e-9)
}

func TestEncoderStrings(t *testing.T) {
	v := requireOK(t, call("attackOptions", small200, `[{x: 100, y: 100, heading: 180, size: "small", id: "q\"\\\n\u0001é😀"}]`))
	assert.Equal(t, "q\"\\\n\u0001é😀", v.Index(0).Get("target").String())
}

// TestVertDecode: after validation, values reach the core through vert
// into the boundary structs: every field kind, absent optional fields as
// zero values, and an error (not a silent zero) when a value changes
// between validation and vert's read.
func TestVertDecode(t *testing.T) {
	d := &decoder{}
	var s jsShip
	d.assign(jsEval(`{x: 1.5, y: -2, heading: 270, size: "large", ship: "t65xwing", id: "i", team: "t", pilot: "p", turret: "rear", mobile: "left"}`), "s", &s)
	assert.Equal(t, jsShip{X: 1.5, Y: -2, Heading: 270, Size: "large", Ship: "t65xwing", ID: "i", Team: "t", Pilot: "p", Turret: "rear", Mobile: "left"}, s)
	var w jsWeapon
	d.assign(jsEval(`{name: "n", arc: "front", minRange: 1, maxRange: 3, primary: true, kind: "torpedo", value: 4}`), "w", &w)
	assert.Equal(t, jsWeapon{Name: "n", Arc: "front", MinRange: 1, MaxRange: 3, Primary: true, Kind: "torpedo", Value: 4}, w)
	w = jsWeapon{}
	d.assign(jsEval(`{name: "n", arc: "rear", minRange: 0, maxRange: 2, primary: null}`), "w", &w)
	assert.Equal(t, jsWeapon{Name: "n", Arc: "rear", MaxRange: 2}, w, "absent fields are zero")

	// The ship as the API decodes it, weapons included.
	got := d.ship(jsEval(`{x: 10, y: 20, heading: 90, size: "small", id: "a",
		weapons: [{name: "A", arc: "front", minRange: 1, maxRange: 3, primary: true}, {name: "B", arc: "rear", minRange: 2, maxRange: 3, value: 3}]}`), "ship", "")
	require.Len(t, got.Weapons, 2)
	assert.Equal(t, "B", got.Weapons[1].Name)
	assert.Equal(t, 3, got.Weapons[1].Value)
	assert.True(t, got.Weapons[0].Primary)
	assert.Equal(t, 90.0, got.Heading)

	// A getter that answers a number to validation and a string to vert.
	v := call("rangeTo", `(() => { let n = 0; return {get x() { return n++ ? "s" : 1 }, y: 1, heading: 0, size: "small"} })()`, small200)
	require.True(t, isError(v))
	assert.Equal(t, "TypeError", v.Get("name").String())
	assert.True(t, strings.HasPrefix(v.Get("message").String(), "rangeTo: from: changed while it was read"), v.Get("message").String())
}

// The encoder writes numbers as JavaScript does: the shortest text that
// reads back to the same float64, exponents only outside 1e-6..1e21.
func TestEncodeNumbers(t *testing.T) {
	for _, tc := range []struct {
		in   float64
		want string
	}{{0, "0"}, {160, "160"}, {-5.25, "-5.25"}, {0.1, "0.1"}, {1e-10, "1e-10"}, {20.0000001, "20.0000001"},
		{123.456789123, "123.456789123"}, {-0.000001, "-0.000001"}, {5e6, "5000000"}, {1e21, "1e+21"},
		{math.NaN(), "null"}, {math.Inf(-1), "null"}} {
		e := &encoder{}
		e.num(tc.in)
		if string(e.b) != tc.want {
			t.Errorf("num(%v) = %s, want %s", tc.in, e.b, tc.want)
		}
	}
	rng := rand.New(rand.NewSource(1))
	for i := 0; i < 20000; i++ {
		f := (rng.Float64()*2 - 1) * math.Pow(10, float64(rng.Intn(30)-12))
		e := &encoder{}
		e.num(f)
		got, err := strconv.ParseFloat(string(e.b), 64)
		if err != nil || got != f {
			t.Fatalf("num(%v) = %s", f, e.b)
		}
	}
}
