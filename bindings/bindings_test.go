//go:build js && wasm

package bindings

import (
	"math"
	"math/rand"
	"syscall/js"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	tp "github.com/xwing-arcs/arcs/internal/tapeproto"
)

// These tests run under Node (make test-wasm). The API's behaviour both
// ways in is tested from JavaScript (test/node); these pin the pieces.

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

// argsOf walks a JavaScript array of arguments into the argument model.
func argsOf(t testing.TB, src string) (*doc, []node) {
	d, root, ok := readTape(walk(argsValues(src)))
	require.True(t, ok, src)
	return d, d.items(&root)
}

func TestEveryFunctionOfTheProtocolExists(t *testing.T) {
	require.Len(t, functions, len(tp.Functions), "tapeproto.Functions and the API table name the same functions")
	for i, name := range tp.Functions {
		assert.NotNil(t, byIndex[i], name)
	}
}

// The walker keeps every kind of value apart, and reads by the loader's
// rules.
func TestWalk(t *testing.T) {
	d, args := argsOf(t, `[1.5, -0, "é", true, false, null, undefined, () => 1, Symbol("s"), 10n,
		{get x() { throw new Error("boom") }, y: [1, 2]}, new Array(1001), {get z() { throw "text" }}]`)
	kinds := ""
	for i := range args {
		kinds += string(args[i].kind)
	}
	assert.Equal(t, "nnstfzuFSBoao", kinds)
	assert.Equal(t, 1.5, args[0].num)
	assert.False(t, math.Signbit(args[1].num), "-0 reads as 0")
	assert.Equal(t, "é", d.str(&args[2]))
	obj := d.items(&args[10])
	require.Len(t, obj, 2)
	assert.Equal(t, "x", d.key(&obj[0]))
	assert.Equal(t, byte(kThrew), obj[0].kind)
	assert.Equal(t, "boom", d.str(&obj[0]))
	assert.Equal(t, 2.0, obj[1].num, "an array's length")
	assert.Equal(t, 1001.0, args[11].num, "an array over MaxElements: its length ...")
	assert.Empty(t, d.items(&args[11]), "... and none of its elements")
	assert.Equal(t, "text", d.str(&d.items(&args[12])[0]), "a thrown string")
}

func TestWalkCuts(t *testing.T) {
	d, args := argsOf(t, `[(() => { let v = {}; for (let i = 0; i < 20; i++) v = {v}; return v; })(),
		Object.fromEntries(Array.from({length: 1001}, (_, i) => ["k" + i, i])),
		new Proxy([], {get: (t, k) => k === "length" ? 2.5 : undefined})]`)
	deep := &args[0]
	for deep.kind == kObject {
		deep = &d.items(deep)[0]
	}
	assert.Equal(t, byte(kCut), deep.kind)
	assert.Equal(t, int32(tp.CutDeep), deep.first)
	assert.Equal(t, int32(tp.CutKeys), args[1].first)
	assert.Equal(t, int32(tp.CutBadArray), args[2].first)
}

// No tape, however malformed, panics the reader or makes it read out of
// bounds: only a loader of another version writes a bad one.
func TestReadTapeRefusesMalformedTapes(t *testing.T) {
	good := append([]byte(nil), walk([]js.Value{jsEval(`({ships: [{x: 1, y: 2, id: "a", weapons: [{arc: "front"}]}], selected: 0})`)})...)
	_, _, ok := readTape(good)
	require.True(t, ok)
	for _, bad := range [][]byte{nil, good[:7], good[:len(good)-1], append(append([]byte(nil), good...), 0)} {
		_, _, ok := readTape(bad)
		assert.False(t, ok, "length %d", len(bad))
	}
	rng := rand.New(rand.NewSource(1))
	buf := make([]byte, len(good))
	for i := 0; i < 20000; i++ {
		copy(buf, good)
		for k := 0; k < 1+rng.Intn(4); k++ {
			buf[8+rng.Intn(len(buf)-8)] = byte(rng.Intn(256))
		}
		if d, root, ok := readTape(buf); ok {
			_, _ = call(board, d, root) // whatever it reads, the decoder answers or refuses
		}
	}
}

// Every error is an argument error with the path of the bad value.
func TestErrorsCarryTheirPath(t *testing.T) {
	for _, tc := range []struct {
		fn               apiFunc
		args, path, want string
		kind             errKind
	}{
		{inArc, `[{x: NaN, y: 1, heading: 0, size: "small"}, {}, "front"]`, "attacker.x", "want a finite number, got NaN", rangeError},
		{rangeTo, `[{x: 1, y: 1, heading: 0, size: "small"}, {x: 1, y: 1, heading: 0, size: "small", team: () => 1}]`, "to.team", "want a string, got a function", typeError},
		{attackOptions, `[{x: 1, y: 1, heading: 0, size: "small"}, [{x: 1, y: 1, heading: 0, size: "small"}, {x: 1, y: 1, heading: 0, size: "tiny"}]]`,
			"ships[1].size", `want one of small, medium, large, huge, got "tiny"`, rangeError},
		{weapons, `[{x: 1, y: 1, heading: 0, pilot: "lukeskywalker", upgrades: ["protontorpedoes", "nope"]}]`, "ship.upgrades[1]", "", rangeError},
		{squad, `[{faction: "rebelalliance", pilots: [{id: "lukeskywalker", upgrades: {torpedo: ["nope"]}}]}]`, "pilots[0].upgrades.torpedo[0]", "", rangeError},
		{board, `[{ships: [], selected: 3}]`, "selected", "want -1 or an index into ships (0 to -1), got 3", rangeError},
	} {
		d, root, ok := readTape(walk(argsValues(tc.args)))
		require.True(t, ok)
		_, err := call(tc.fn, d, root)
		require.NotNil(t, err, tc.args)
		assert.Equal(t, tc.path, err.Field, tc.args)
		assert.Equal(t, tc.kind, err.kind, tc.args)
		if tc.want != "" {
			assert.Equal(t, tc.want, err.Msg)
		}
	}
}

// The plain way's functions return errors with error.path, and answer
// with JavaScript values made by vert.
func TestInstall(t *testing.T) {
	api := Install(js.Global().Get("Object").New(), false)
	ok := api.Call("rangeTo", jsEval(`{x: 100, y: 100, heading: 180, size: "small"}`), jsEval(`{x: 100, y: 300, heading: 0, size: "small"}`))
	assert.Equal(t, 2, ok.Get("range").Int())
	assert.Equal(t, 160.0, ok.Get("distance").Float())
	assert.Equal(t, 120.0, ok.Get("from").Get("y").Float())
	bad := api.Call("within", jsEval(`{x: 1, y: 1, heading: 0, size: "small"}`), jsEval(`{x: 1, y: 1, heading: 0, size: "small"}`), 2.5)
	require.True(t, bad.InstanceOf(js.Global().Get("RangeError")))
	assert.Equal(t, "within: n: want an integer, got 2.5", bad.Get("message").String())
	assert.Equal(t, "n", bad.Get("path").String())
}
