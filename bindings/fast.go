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
//     the loader writes the arguments there as a tape (argtape.go);
//  2. xwingCall(i, n) runs fast function i on those n bytes and writes its
//     answer as a tape (tape.go) to another buffer, whose address
//     xwingOut() returns; the loader rebuilds the answer from it.
//
// The fast path only takes input it can decode as it is. A missing or
// mistyped field, NaN (the loader doesn't even write one), a fraction where an
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
	fn   func(a *fastArgs, e *encoder)
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

// tapeVersion names the layout of both tapes (argtape.go, tape.go) and the
// fast functions' order; web/xwing.js takes the fast path only with an
// engine of its own version, so a stale cached copy of either file
// degrades to the regular path instead of misreading.
const tapeVersion = 1

// xwingTapeVersion returns tapeVersion.
//
//go:wasmexport xwingTapeVersion
func xwingTapeVersion() int32 { return tapeVersion }

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
	// An error's tape, the object {name, message}, of length L answers
	// -2 - L.
	fastErrorBase = -2
)

// xwingCall runs fast function i on the n bytes of JSON in the input
// buffer and answers the length of its result's tape, fastFallback, or an
// error (fastErrorBase minus the error's length).
//
//go:wasmexport xwingCall
func xwingCall(i, n int32) (status int32) {
	e := newTapeEncoder()
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
		e = newTapeEncoder()
		e.open()
		e.kName("name", kind.String())
		e.kStr("message", fastFunctions[i].name+": "+msg)
		e.close()
		outBuf = e.t.finish()
		status = fastErrorBase - int32(len(outBuf))
	}()
	if i < 0 || int(i) >= len(fastFunctions) || n < 0 || n > int32(len(inBuf)) {
		panic(errFallback)
	}
	doc, ok := readArgs(inBuf[:n])
	if !ok || doc.root.kind != 'a' {
		panic(errFallback)
	}
	fastFunctions[i].fn(&fastArgs{doc: doc, args: doc.items(&doc.root)}, e)
	outBuf = e.t.finish()
	return int32(len(outBuf))
}

// fastArgs are a fast call's parsed arguments.
type fastArgs struct {
	doc  *jdoc
	args []jnode
}

// arg returns argument i, nil when absent or null.
func (a *fastArgs) arg(i int) *jnode {
	if i < len(a.args) && a.args[i].kind != 'z' {
		return &a.args[i]
	}
	return nil
}

func (a *fastArgs) field(n *jnode, k string) *jnode { return a.doc.field(n, k) }

func jNum(n *jnode) float64 {
	if n == nil || n.kind != 'n' || math.IsInf(n.num, 0) || math.IsNaN(n.num) {
		panic(errFallback)
	}
	return n.num
}

// jInt returns an integer, def when absent.
func jInt(n *jnode, def int) int {
	if n == nil {
		return def
	}
	if f := jNum(n); f == math.Trunc(f) && math.Abs(f) < maxInt {
		return int(f)
	}
	panic(errFallback)
}

// str returns a string, "" when absent.
//
//go:noinline
func (a *fastArgs) str(n *jnode) string {
	if n == nil {
		return ""
	}
	if n.kind != 's' {
		panic(errFallback)
	}
	return a.doc.str(n)
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

// array returns the elements of an array of at most max, none when absent.
func (a *fastArgs) array(n *jnode, max int) []jnode {
	if n == nil {
		return nil
	}
	if n.kind != 'a' || int(n.count) > max {
		panic(errFallback)
	}
	items := a.doc.items(n)
	for i := range items {
		if items[i].kind == 'z' {
			panic(errFallback) // the regular path names the element
		}
	}
	return items
}

func (a *fastArgs) options(n *jnode, path string) core.Options {
	if n == nil {
		return core.Options{}
	}
	jObject(n)
	o := core.Options{Edition: core.Edition(a.str(a.field(n, "edition"))), MaxRange: jInt(a.field(n, "maxRange"), 0)}
	if err := o.Validate(); err != nil {
		panic(fromCore(path, err))
	}
	return o
}

func (a *fastArgs) arc(n *jnode, path string, ed core.Edition) core.Arc {
	if n == nil {
		panic(errFallback)
	}
	arc := core.Arc(a.str(n))
	if err := core.ValidateArc(arc, ed); err != nil {
		panic(fromCore(path, err))
	}
	return arc
}

// shipFields are the members of a Ship, in the order ship reads them.
var shipFields = [...]string{"x", "y", "heading", "size", "ship", "id", "team", "pilot", "turret", "mobile", "weapons"}

// shipField returns the index of key k in shipFields, -1 for none. The
// keys differ in length and first letter, which a switch tells apart
// before one comparison.
func shipField(k string) int {
	j := -1
	switch len(k) {
	case 1:
		j = int(k[0]) - 'x' // x, y
	case 2:
		j = 5
	case 4:
		switch k[0] {
		case 's':
			j = 3
			if k[1] == 'h' {
				j = 4
			}
		case 't':
			j = 6
		}
	case 5:
		j = 7
	case 6:
		j = 8
		if k[0] == 'm' {
			j = 9
		}
	case 7:
		j = 2
		if k[0] == 'w' {
			j = 10
		}
	}
	if j < 0 || j >= len(shipFields) || shipFields[j] != k {
		return -1
	}
	return j
}

// ship decodes a Ship; path names it in a domain error, as parent[index]
// when index >= 0 (built only then: a board has many ships).
func (a *fastArgs) ship(n *jnode, parent string, index int, ed core.Edition) core.Ship {
	jObject(n)
	// One pass over the members (a field lookup per key would scan them
	// eleven times); null counts as absent.
	var f [len(shipFields)]*jnode
	members := a.doc.items(n)
	for i := range members {
		m := &members[i]
		if m.kind == 'z' {
			continue
		}
		if j := shipField(a.doc.text[m.k0:m.k1]); j >= 0 {
			f[j] = m
		}
	}
	s := core.Ship{X: jNum(f[0]), Y: jNum(f[1]), Heading: jNum(f[2]), Size: core.Size(a.str(f[3])), Model: a.str(f[4]),
		ID: a.str(f[5]), Team: a.str(f[6]), Pilot: a.str(f[7]), Turret: a.str(f[8]), Mobile: a.str(f[9])}
	if s.Size == "" && s.Model == "" {
		panic(errFallback)
	}
	if f[10] != nil {
		items := a.array(f[10], maxWeapons)
		s.Weapons = make([]core.Weapon, len(items))
		for i := range items {
			s.Weapons[i] = a.weapon(&items[i])
		}
	}
	if err := s.Validate(ed); err != nil {
		if index >= 0 {
			parent = indexPath(parent, index)
		}
		panic(fromCore(parent, err))
	}
	return s
}

// weapon decodes a Weapon.
//
//go:noinline
func (a *fastArgs) weapon(n *jnode) core.Weapon {
	w := jObject(n)
	name, arc, lo, hi := a.field(w, "name"), a.field(w, "arc"), a.field(w, "minRange"), a.field(w, "maxRange")
	if name == nil || arc == nil || lo == nil || hi == nil {
		panic(errFallback)
	}
	return core.Weapon{
		Name: a.str(name), Arc: core.Arc(a.str(arc)), MinRange: jInt(lo, 0), MaxRange: jInt(hi, 0),
		Primary: jBool(a.field(w, "primary")), Kind: a.str(a.field(w, "kind")), Value: jInt(a.field(w, "value"), 0),
	}
}

func (a *fastArgs) ships(n *jnode, path string, ed core.Edition) []core.Ship {
	if n == nil {
		panic(errFallback)
	}
	items := a.array(n, maxShips)
	ships := make([]core.Ship, len(items))
	for i := range items {
		ships[i] = a.ship(&items[i], path, i, ed)
	}
	return ships
}

func (a *fastArgs) obstacle(n *jnode, path string) core.Obstacle {
	jObject(n)
	pts := a.field(n, "points")
	if pts == nil {
		panic(errFallback)
	}
	items := a.array(pts, maxPoints)
	ob := core.Obstacle{ID: a.str(a.field(n, "id")), Points: make([]core.Point, len(items))}
	for i := range items {
		p := jObject(&items[i])
		ob.Points[i] = core.Point{X: jNum(a.field(p, "x")), Y: jNum(a.field(p, "y"))}
	}
	// Checking that an outline is simple takes time quadratic in its
	// points, and a page sends the same obstacles every frame: remember
	// the outlines (by their points' bits) that passed.
	if text := unsafe.String((*byte)(unsafe.Pointer(unsafe.SliceData(ob.Points))), int(unsafe.Sizeof(core.Point{}))*len(ob.Points)); !validOutlines[text] {
		if err := ob.Validate(); err != nil {
			panic(fromCore(path, err))
		}
		if len(validOutlines) >= 256 {
			clear(validOutlines)
		}
		validOutlines[strings.Clone(text)] = true
	}
	return ob
}

// validOutlines holds the bits of obstacle outlines that passed Validate.
var validOutlines = map[string]bool{}

func (a *fastArgs) obstacles(n *jnode, path string) []core.Obstacle {
	items := a.array(n, maxObstacles)
	obs := make([]core.Obstacle, len(items))
	for i := range items {
		obs[i] = a.obstacle(&items[i], indexPath(path, i))
	}
	return obs
}

// The fast twins of api.go's functions: the same arguments, checks in the
// same order, the same results.

func fastInArc(a *fastArgs, e *encoder) {
	o := a.options(a.arg(3), "options")
	at := a.ship(a.arg(0), "attacker", -1, o.Edition)
	t := a.ship(a.arg(1), "target", -1, o.Edition)
	e.bool(core.InArc(at, t, a.arc(a.arg(2), "arc", o.Edition), o))
}

func fastRangeTo(a *fastArgs, e *encoder) {
	opts := a.arg(2)
	o := a.options(opts, "options")
	var in core.Arc
	if v := a.field(opts, "arc"); v != nil {
		in = a.arc(v, "options.arc", o.Edition)
	}
	from := a.ship(a.arg(0), "from", -1, o.Edition)
	to := jObject(a.arg(1))
	if a.field(to, "points") != nil {
		if in != "" {
			panic(errFallback) // the regular path explains
		}
		m := core.RangeToObstacle(from, a.obstacle(to, "to"))
		e.measurement(&m)
		return
	}
	target := a.ship(to, "to", -1, o.Edition)
	if in == "" {
		m := core.Range(from, target, o)
		e.measurement(&m)
		return
	}
	m, used, ok := core.AttackRange(from, target, in, o)
	e.attackRange(&m, used, ok)
}

func fastRelation(a *fastArgs, e *encoder) {
	o := a.options(a.arg(2), "options")
	r := core.Relate(a.ship(a.arg(0), "ship", -1, o.Edition), a.ship(a.arg(1), "other", -1, o.Edition))
	if r == core.NoRelation {
		e.null()
	} else {
		e.name(string(r))
	}
}

func fastAttackOptions(a *fastArgs, e *encoder) {
	opts := a.arg(2)
	o := a.options(opts, "options")
	obstacles := a.obstacles(a.field(opts, "obstacles"), "options.obstacles")
	attacker := a.ship(a.arg(0), "attacker", -1, o.Edition)
	ships := a.ships(a.arg(1), "ships", o.Edition)
	e.attackOptions(core.AttackOptions(attacker, ships, obstacles, o), ships, obstacles)
}

func fastBoard(a *fastArgs, e *encoder) {
	state := jObject(a.arg(0))
	o := a.options(state, "")
	obstacles := a.obstacles(a.field(state, "obstacles"), "obstacles")
	ships := a.ships(a.field(state, "ships"), "ships", o.Edition)
	selected := jInt(a.field(state, "selected"), -1)
	if selected < -1 || selected >= len(ships) {
		panic(errFallback)
	}
	var drawn []core.Arc
	if v := a.field(state, "arcs"); v != nil {
		items := a.array(v, maxDrawn)
		drawn = make([]core.Arc, len(items))
		for i := range items {
			drawn[i] = a.arc(&items[i], indexPath("arcs", i), o.Edition)
		}
	}
	e.board(core.Board(ships, obstacles, selected, drawn, o), ships, obstacles)
}
