//go:build js && wasm

package bindings

import (
	"fmt"
	"math"
	"strings"
	"unsafe"

	"github.com/xwing-arcs/arcs/core"
)

// The fast path: the batch entry the hot functions take when the engine
// is loaded through web/xwing.js.
//
// A js.FuncOf call costs ~13 µs before any work (Go's event handoff), and
// every property read crosses the boundary (~0.8 µs, more through vert's
// reflection, plus a finalizer for each JavaScript value Go holds): a
// 16-ship board is hundreds of crossings. A //go:wasmexport call costs
// nanoseconds, so web/xwing.js calls these exports instead, and no value
// crosses through syscall/js at all:
//
//  1. xwingBuffer(n) returns the address of a buffer of at least n bytes;
//     the loader writes JSON.stringify(arguments) there as UTF-8;
//  2. xwingCall(i, n) runs fast function i on those n bytes and writes its
//     answer as JSON text to another buffer, whose address xwingOut()
//     returns; the loader decodes and parses it.
//
// The fast path only takes input it can decode as it is. A missing or
// mistyped field, NaN (which JSON writes as null), a fraction where an
// integer belongs: anything unexpected makes xwingCall answer fallback,
// and the loader calls the regular function (export.go) with the original
// arguments, whose decoder (decode.go: explicit validation, then vert)
// names the bad field exactly. Domain errors that the core's Validate
// finds (an unknown size, a turret a ship can't point) are answered from
// here with the same path and message as the regular path gives.

// fallbackSignal asks the loader to take the regular path.
type fallbackSignal struct{}

var errFallback = fallbackSignal{}

// fastFunctions are the functions with a fast path, by xwingCall index;
// web/xwing.js lists the same names in the same order.
var fastFunctions = []struct {
	name string
	fn   func(args []jnode, e *encoder)
}{
	{"inArc", fastInArc},
	{"rangeTo", fastRangeTo},
	{"relation", fastRelation},
	{"attackOptions", fastAttackOptions},
	{"board", fastBoard},
}

var (
	inBuf  = make([]byte, 1<<12)
	outBuf []byte // the last answer, alive until the next call
)

// xwingBuffer returns the address of the input buffer, grown to n bytes.
//
//go:wasmexport xwingBuffer
func xwingBuffer(n int32) uint32 {
	if n > int32(len(inBuf)) {
		inBuf = make([]byte, n)
	}
	return uint32(uintptr(unsafe.Pointer(unsafe.SliceData(inBuf))))
}

// xwingOut returns the address of the last answer.
//
//go:wasmexport xwingOut
func xwingOut() uint32 {
	if len(outBuf) == 0 {
		return 0
	}
	return uint32(uintptr(unsafe.Pointer(unsafe.SliceData(outBuf))))
}

// Answers of xwingCall besides a result's length (>= 0).
const (
	fastFallback = -1
	// An error's JSON {"name", "message"} of length L answers -2 - L.
	fastErrorBase = -2
)

// xwingCall runs fast function i on the n bytes of JSON in the input
// buffer and answers the length of its result's JSON, fastFallback, or an
// error (fastErrorBase minus the error's length).
//
//go:wasmexport xwingCall
func xwingCall(i, n int32) (status int32) {
	e := newEncoder()
	defer func() {
		r := recover()
		if r == nil {
			return
		}
		status = fastFallback
		if _, ok := r.(fallbackSignal); ok || i < 0 || int(i) >= len(fastFunctions) {
			return
		}
		kind, msg := rangeError, ""
		if ae, ok := r.(*argError); ok {
			kind, msg = ae.kind, ae.Error()
		} else {
			msg = fmt.Sprintf("internal error (please report): %v", r)
		}
		e = newEncoder()
		e.open()
		e.kName("name", kind.String())
		e.kStr("message", fastFunctions[i].name+": "+msg)
		e.close()
		outBuf = e.b
		status = fastErrorBase - int32(len(e.b))
	}()
	if i < 0 || int(i) >= len(fastFunctions) || n < 0 || n > int32(len(inBuf)) {
		panic(errFallback)
	}
	root, ok := parseJSON(string(inBuf[:n]))
	if !ok || root.kind != 'a' {
		panic(errFallback)
	}
	fastFunctions[i].fn(root.items, e)
	outBuf = e.b
	e.keep()
	return int32(len(e.b))
}

// fastArg returns argument i, nil when absent or null.
func fastArg(args []jnode, i int) *jnode {
	if i < len(args) && args[i].kind != 'z' {
		return &args[i]
	}
	return nil
}

func jNum(n *jnode) float64 {
	if n == nil || n.kind != 'n' || math.IsInf(n.num, 0) {
		panic(errFallback)
	}
	return n.num
}

// jInt returns an integer field, def when absent.
func jInt(n *jnode, def int) int {
	if n == nil {
		return def
	}
	if f := jNum(n); f == math.Trunc(f) && math.Abs(f) < maxInt {
		return int(f)
	}
	panic(errFallback)
}

// jStr returns a string field, "" when absent.
func jStr(n *jnode) string {
	if n == nil {
		return ""
	}
	if n.kind != 's' {
		panic(errFallback)
	}
	return n.str
}

func jBool(n *jnode) bool {
	switch {
	case n == nil:
		return false
	case n.kind == 't':
		return true
	case n.kind == 'f':
		return false
	}
	panic(errFallback)
}

func jObject(n *jnode) *jnode {
	if n == nil || n.kind != 'o' {
		panic(errFallback)
	}
	return n
}

// jArray returns the elements of an array of at most max, none when absent.
func jArray(n *jnode, max int) []jnode {
	if n == nil {
		return nil
	}
	if n.kind != 'a' || len(n.items) > max {
		panic(errFallback)
	}
	for i := range n.items {
		if n.items[i].kind == 'z' {
			panic(errFallback) // the regular path names the element
		}
	}
	return n.items
}

func jOptions(n *jnode, path string) core.Options {
	if n == nil {
		return core.Options{}
	}
	jObject(n)
	o := core.Options{Edition: core.Edition(jStr(n.field("edition"))), MaxRange: jInt(n.field("maxRange"), 0)}
	if err := o.Validate(); err != nil {
		panic(fromCore(path, err))
	}
	return o
}

func jArc(n *jnode, path string, ed core.Edition) core.Arc {
	if n == nil {
		panic(errFallback)
	}
	a := core.Arc(jStr(n))
	if err := core.ValidateArc(a, ed); err != nil {
		panic(fromCore(path, err))
	}
	return a
}

func jShip(n *jnode, path string, ed core.Edition) core.Ship {
	jObject(n)
	s := core.Ship{
		X: jNum(n.field("x")), Y: jNum(n.field("y")), Heading: jNum(n.field("heading")),
		Size: core.Size(jStr(n.field("size"))), Model: jStr(n.field("ship")),
		ID: jStr(n.field("id")), Team: jStr(n.field("team")), Pilot: jStr(n.field("pilot")),
		Turret: jStr(n.field("turret")), Mobile: jStr(n.field("mobile")),
	}
	if s.Size == "" && s.Model == "" {
		panic(errFallback)
	}
	if ws := n.field("weapons"); ws != nil {
		items := jArray(ws, maxWeapons)
		s.Weapons = make([]core.Weapon, len(items))
		for i := range items {
			w := jObject(&items[i])
			if w.field("minRange") == nil || w.field("maxRange") == nil || w.field("name") == nil || w.field("arc") == nil {
				panic(errFallback)
			}
			s.Weapons[i] = core.Weapon{
				Name: jStr(w.field("name")), Arc: core.Arc(jStr(w.field("arc"))),
				MinRange: jInt(w.field("minRange"), 0), MaxRange: jInt(w.field("maxRange"), 0),
				Primary: jBool(w.field("primary")), Kind: jStr(w.field("kind")), Value: jInt(w.field("value"), 0),
			}
		}
	}
	if err := s.Validate(ed); err != nil {
		panic(fromCore(path, err))
	}
	return s
}

func jShips(n *jnode, path string, ed core.Edition) []core.Ship {
	if n == nil {
		panic(errFallback)
	}
	items := jArray(n, maxShips)
	ships := make([]core.Ship, len(items))
	for i := range items {
		ships[i] = jShip(&items[i], indexPath(path, i), ed)
	}
	return ships
}

func jObstacle(n *jnode, path string) core.Obstacle {
	jObject(n)
	pts := n.field("points")
	if pts == nil {
		panic(errFallback)
	}
	items := jArray(pts, maxPoints)
	ob := core.Obstacle{ID: jStr(n.field("id")), Points: make([]core.Point, len(items))}
	for i := range items {
		p := jObject(&items[i])
		ob.Points[i] = core.Point{X: jNum(p.field("x")), Y: jNum(p.field("y"))}
	}
	// Checking that an outline is simple takes time quadratic in its
	// points, and a page sends the same obstacles every frame: remember
	// the outlines (by their JSON text) that passed.
	if _, ok := validOutlines[pts.str]; !ok {
		if err := ob.Validate(); err != nil {
			panic(fromCore(path, err))
		}
		if len(validOutlines) >= 256 {
			clear(validOutlines)
		}
		validOutlines[strings.Clone(pts.str)] = struct{}{}
	}
	return ob
}

// validOutlines holds the text of obstacle outlines that passed Validate.
var validOutlines = map[string]struct{}{}

func jObstacles(n *jnode, path string) []core.Obstacle {
	items := jArray(n, maxObstacles)
	obs := make([]core.Obstacle, len(items))
	for i := range items {
		obs[i] = jObstacle(&items[i], indexPath(path, i))
	}
	return obs
}

// The fast twins of api.go's functions: the same arguments, checks in the
// same order, the same results.

func fastInArc(a []jnode, e *encoder) {
	o := jOptions(fastArg(a, 3), "options")
	at := jShip(fastArg(a, 0), "attacker", o.Edition)
	t := jShip(fastArg(a, 1), "target", o.Edition)
	e.bool(core.InArc(at, t, jArc(fastArg(a, 2), "arc", o.Edition), o))
}

func fastRangeTo(a []jnode, e *encoder) {
	opts := fastArg(a, 2)
	o := jOptions(opts, "options")
	var in core.Arc
	if v := opts.field("arc"); v != nil {
		in = jArc(v, "options.arc", o.Edition)
	}
	from := jShip(fastArg(a, 0), "from", o.Edition)
	to := jObject(fastArg(a, 1))
	if to.field("points") != nil {
		if in != "" {
			panic(errFallback) // the regular path explains
		}
		m := core.RangeToObstacle(from, jObstacle(to, "to"))
		e.measurement(&m)
		return
	}
	target := jShip(to, "to", o.Edition)
	if in == "" {
		m := core.Range(from, target, o)
		e.measurement(&m)
		return
	}
	m, used, ok := core.AttackRange(from, target, in, o)
	if !ok {
		e.null()
		return
	}
	e.open()
	e.measurementFields(&m)
	e.kName("arc", string(used))
	e.close()
}

func fastRelation(a []jnode, e *encoder) {
	o := jOptions(fastArg(a, 2), "options")
	r := core.Relate(jShip(fastArg(a, 0), "ship", o.Edition), jShip(fastArg(a, 1), "other", o.Edition))
	if r == core.NoRelation {
		e.null()
	} else {
		e.ascii(string(r))
	}
}

func fastAttackOptions(a []jnode, e *encoder) {
	opts := fastArg(a, 2)
	o := jOptions(opts, "options")
	obstacles := jObstacles(opts.field("obstacles"), "options.obstacles")
	attacker := jShip(fastArg(a, 0), "attacker", o.Edition)
	ships := jShips(fastArg(a, 1), "ships", o.Edition)
	e.attackOptions(core.AttackOptions(attacker, ships, obstacles, o), ships, obstacles)
}

func fastBoard(a []jnode, e *encoder) {
	state := jObject(fastArg(a, 0))
	o := jOptions(state, "")
	obstacles := jObstacles(state.field("obstacles"), "obstacles")
	ships := jShips(state.field("ships"), "ships", o.Edition)
	selected := jInt(state.field("selected"), -1)
	if selected < -1 || selected >= len(ships) {
		panic(errFallback)
	}
	var drawn []core.Arc
	if v := state.field("arcs"); v != nil {
		items := jArray(v, maxDrawn)
		drawn = make([]core.Arc, len(items))
		for i := range items {
			drawn[i] = jArc(&items[i], indexPath("arcs", i), o.Edition)
		}
	}
	e.board(core.Board(ships, obstacles, selected, drawn, o), ships, obstacles)
}
