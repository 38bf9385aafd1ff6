//go:build js && wasm

package bindings

import (
	"math/rand"
	"os"
	"syscall/js"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/xwing-arcs/arcs/api"
	"github.com/xwing-arcs/arcs/cards/cardfiles"
	"github.com/xwing-arcs/arcs/core"
	tp "github.com/xwing-arcs/arcs/internal/tapeproto"
)

// These tests run under Node (make test-wasm): the walker and the two
// ways in. The API's behaviour both ways is tested from JavaScript
// (test/node); the decoder natively (api).

// jsEval evaluates a JavaScript expression (NaN, BigInt, symbols and
// throwing getters have no Go spelling).
func jsEval(src string) js.Value {
	return js.Global().Get("Function").New("return (" + src + ");").Invoke()
}

// argsValues evaluates a JavaScript array of arguments.
func argsValues(src string) []js.Value {
	v := jsEval(src)
	args := make([]js.Value, v.Length())
	for i := range args {
		args[i] = v.Index(i)
	}
	return args
}

func index(t testing.TB, name string) int {
	i := tp.Index(name)
	if i < 0 {
		t.Fatalf("no function %s", name)
	}
	return i
}

// The tests run as the engine's instance does.
func TestMain(m *testing.M) {
	installed = api.Engine()
	cardfiles.MustLoadAll()
	os.Exit(m.Run())
}

// callJS calls function name the plain way's route, without js.FuncOf:
// the walker's tape, then the module's Call.
func callJS(t testing.TB, name, args string) (any, *api.Error) {
	i := index(t, name)
	return installed.Call(i, walk(argsValues(args)))
}

// The walker keeps every kind of value apart and reads by the loader's
// rules: what the decoder says of each shows what it was given.
func TestWalkerKinds(t *testing.T) {
	for value, want := range map[string]string{
		`1.5`: "want an object, got 1.5", `-0`: "want an object, got 0", `"é"`: `want an object, got "é"`,
		`true`: "want an object, got true", `null`: "want an object, got null", `undefined`: "want an object, got undefined",
		`() => 1`: "want an object, got a function", `Symbol("s")`: "want an object, got a symbol", `10n`: "want an object, got a bigint",
		`{get x() { throw new Error("boom") }}`:                                  `x: reading it threw "boom"`,
		`{get x() { throw "text" }}`:                                             `x: reading it threw "text"`,
		`{get x() { throw 42 }}`:                                                 `x: reading it threw an exception`,
		`new Proxy({}, {ownKeys() { throw new Error("keys") }})`:                 `reading it threw "keys"`,
		`Object.fromEntries(Array.from({length: 1001}, (_, i) => ["k" + i, i]))`: "want an object of at most 1000 properties",
	} {
		_, err := callJS(t, "rangeOutline", "["+value+"]")
		require.NotNil(t, err, value)
		assert.Equal(t, "rangeOutline: ship"+map[bool]string{true: ".", false: ": "}[want[0] == 'x']+want, err.Message, value)
	}
	_, err := callJS(t, "attackOptions", `[{x: 1, y: 1, heading: 0, size: "small"}, new Array(1001)]`)
	assert.Equal(t, "attackOptions: ships: want at most 1000 ships, got 1001", err.Message, "an array over MaxElements: only its length")
	_, err = callJS(t, "board", `[{ships: [(() => { let v = {x: 1}; for (let i = 0; i < 20; i++) v = {x: v}; return v; })()]}]`)
	require.Nil(t, err)
	ans, _ := callJS(t, "board", `[{ships: [{x: (() => { let v = {}; for (let i = 0; i < 20; i++) v = {v}; return v; })(), y: 1, heading: 0, size: "small"}]}]`)
	assert.Contains(t, jsonOf(ans), "want a number, got an object", "a deep value is still an object at the top")
	_, err = callJS(t, "attackOptions", `[{x: 1, y: 1, heading: 0, size: "small"}, new Proxy([], {get: (t, k) => k === "length" ? 2.5 : undefined})]`)
	assert.Equal(t, "attackOptions: ships: want an array with a length", err.Message)
}

// jsonOf is an answer as JSON text, made by toJS and JSON.stringify.
func jsonOf(answer any) string {
	return js.Global().Get("JSON").Call("stringify", toJS(answer)).String()
}

// No tape, however malformed, panics: only a loader of another version
// writes a bad one, and the call answers or refuses.
func TestMalformedTapes(t *testing.T) {
	good := append([]byte(nil), walk(argsValues(`[{ships: [{x: 1, y: 2, id: "a", weapons: [{arc: "front"}]}], selected: 0}]`))...)
	b := index(t, "board")
	for _, bad := range [][]byte{nil, good[:7], good[:len(good)-1], append(append([]byte(nil), good...), 0)} {
		_, err := installed.Call(b, bad)
		require.NotNil(t, err)
		assert.Equal(t, "board: unreadable arguments (a loader of another version?)", err.Message)
	}
	rng := rand.New(rand.NewSource(1))
	buf := make([]byte, len(good))
	for i := 0; i < 20000; i++ {
		copy(buf, good)
		for k := 0; k < 1+rng.Intn(4); k++ {
			buf[8+rng.Intn(len(buf)-8)] = byte(rng.Intn(256))
		}
		installed.Call(b, buf)
	}
}

// Every error carries the path of the bad value.
func TestErrorsCarryTheirPath(t *testing.T) {
	for _, tc := range []struct{ name, args, path, name2, message string }{
		{"inArc", `[{x: NaN, y: 1, heading: 0, size: "small"}, {}, "front"]`, "attacker.x", "RangeError", "inArc: attacker.x: want a finite number, got NaN"},
		{"rangeTo", `[{x: 1, y: 1, heading: 0, size: "small"}, {x: 1, y: 1, heading: 0, size: "small", team: () => 1}]`, "to.team", "TypeError", "rangeTo: to.team: want a string, got a function"},
		{"weapons", `[{x: 1, y: 1, heading: 0, pilot: "lukeskywalker", upgrades: ["protontorpedoes", "nope"]}]`, "ship.upgrades[1]", "RangeError", ""},
		{"squad", `[{faction: "rebelalliance", pilots: [{id: "lukeskywalker", upgrades: {torpedo: ["nope"]}}]}]`, "pilots[0].upgrades.torpedo[0]", "RangeError", ""},
		{"squad", `["{not json"]`, "", "RangeError", ""},
	} {
		_, err := callJS(t, tc.name, tc.args)
		require.NotNil(t, err, tc.args)
		assert.Equal(t, tc.path, err.Path, tc.args)
		assert.Equal(t, tc.name2, err.Name, tc.args)
		if tc.message != "" {
			assert.Equal(t, tc.message, err.Message)
		}
	}
}

// XWS as JSON text is read by the same rules as an object.
func TestSquadFromJSONText(t *testing.T) {
	text, _ := callJS(t, "squad", "[JSON.stringify({faction: \"rebelalliance\", pilots: [{id: \"lukeskywalker\"}]})]")
	object, _ := callJS(t, "squad", `[{faction: "rebelalliance", pilots: [{id: "lukeskywalker"}]}]`)
	assert.Equal(t, jsonOf(object), jsonOf(text))
}

// The plain way's functions return errors with error.path, and answer
// with JavaScript values made by toJS.
func TestInstall(t *testing.T) {
	defer func() { installed = api.Engine() }()
	global := js.Global().Get("Object").New()
	xw := Install(global, api.Engine(), false)
	assert.True(t, global.Get("xwing").IsUndefined(), "raw functions go to xwingRaw only")
	assert.True(t, global.Get("xwingRaw").Equal(xw))
	ok := xw.Call("rangeTo", jsEval(`{x: 100, y: 100, heading: 180, size: "small"}`), jsEval(`{x: 100, y: 300, heading: 0, size: "small"}`))
	assert.Equal(t, 2, ok.Get("range").Int())
	assert.Equal(t, 160.0, ok.Get("distance").Float())
	assert.Equal(t, 120.0, ok.Get("from").Get("y").Float())
	bad := xw.Call("within", jsEval(`{x: 1, y: 1, heading: 0, size: "small"}`), jsEval(`{x: 1, y: 1, heading: 0, size: "small"}`), 2.5)
	require.True(t, bad.InstanceOf(js.Global().Get("RangeError")))
	assert.Equal(t, "within: n: want an integer, got 2.5", bad.Get("message").String())
	assert.Equal(t, "n", bad.Get("path").String())
	assert.Equal(t, core.Version, xw.Get("version").String())
}

// A plain script's globalThis.xwing has every function of the protocol,
// the diagram's included: one module, one Go runtime.
func TestInstallHasEveryFunction(t *testing.T) {
	defer func() { installed = api.Engine() }()
	global := js.Global().Get("Object").New()
	Install(global, api.Engine(), true)
	xw := global.Get("xwing")
	for _, name := range tp.Functions {
		assert.Equal(t, js.TypeFunction, xw.Get(name).Type(), name)
	}
	svg := xw.Call("diagram", jsEval(`{ships: [{x: 100, y: 100, heading: 0, size: "small"}], selected: 0}`))
	assert.Contains(t, svg.String(), "<svg")
}

// RawWanted reads the loader's globalThis.xwingRaw = true, and nothing else.
func TestRawWanted(t *testing.T) {
	global := js.Global().Get("Object").New()
	assert.False(t, RawWanted(global))
	for _, v := range []any{"true", 1, map[string]any{}} {
		global.Set("xwingRaw", v)
		assert.False(t, RawWanted(global), "%v", v)
	}
	global.Set("xwingRaw", true)
	assert.True(t, RawWanted(global))
}

// Each error class of the API becomes its JavaScript class, with the path
// as error.path: Error for cards not loaded yet.
func TestJSErrorClasses(t *testing.T) {
	for _, name := range []string{"TypeError", "RangeError", "Error"} {
		v := jsError(&api.Error{Name: name, Path: "ship.pilot", Message: "m"})
		assert.Equal(t, name, v.Get("name").String())
		assert.True(t, v.InstanceOf(js.Global().Get("Error")))
		assert.Equal(t, "ship.pilot", v.Get("path").String())
	}
}
