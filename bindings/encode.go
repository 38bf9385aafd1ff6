//go:build js && wasm

package bindings

import (
	"math"
	"strconv"
	"syscall/js"

	"github.com/xwing-arcs/arcs/core"
	"github.com/xwing-arcs/arcs/internal/svgpath"
)

var jsonParse = js.Global().Get("JSON").Get("parse")

// encoder writes a result as JSON text, which crosses into JavaScript as
// one string and one JSON.parse (the regular path: far fewer boundary
// crossings than setting each property of each object from Go), or, on
// the fast path, as a tape (tape.go). The per-type writers below are
// shared; only the primitives differ. In JSON, separators are implied: a
// value or key after another gets a comma.
//
// The writer's primitives are kept out of line (go:noinline) so that the
// per-type functions below are short call sequences: inlined appends made
// each of them tens of kilobytes of wasm.
type encoder struct {
	b []byte
	t *tape // nil: JSON text
}

// buf is the JSON encoders' shared buffer: calls never overlap while
// encoding (JavaScript runs only at value()), and reusing it halves
// encoding time.
var buf = make([]byte, 0, 1<<12)

// newEncoder returns an encoder writing JSON into buf.
func newEncoder() *encoder { return &encoder{b: buf[:0]} }

// newTapeEncoder returns an encoder writing the shared tape.
func newTapeEncoder() *encoder {
	sharedTape.reset()
	return &encoder{t: &sharedTape}
}

// value parses the text into the JavaScript value it describes.
func (e *encoder) value() js.Value {
	e.keep()
	return jsonParse.Invoke(string(e.b))
}

// keep makes a grown buffer the shared one, within reason.
func (e *encoder) keep() {
	if cap(e.b) <= 1<<20 {
		buf = e.b[:0]
	}
}

//go:noinline
func (e *encoder) sep() {
	if n := len(e.b); n > 0 {
		switch e.b[n-1] {
		case '{', '[', ':':
		default:
			e.b = append(e.b, ',')
		}
	}
}

//go:noinline
func (e *encoder) code(c int32) { e.t.codes = append(e.t.codes, c) }

// raw writes a value's JSON text as is (JSON only).
//
//go:noinline
func (e *encoder) raw(s string) {
	if e.t != nil {
		panic("bindings: raw JSON written to a tape")
	}
	e.sep()
	e.b = append(e.b, s...)
}

func (e *encoder) open() {
	if e.t != nil {
		e.code(tObject)
	} else {
		e.raw("{")
	}
}

func (e *encoder) openArray() {
	if e.t != nil {
		e.code(tArray)
	} else {
		e.raw("[")
	}
}

func (e *encoder) close()      { e.end('}') }
func (e *encoder) closeArray() { e.end(']') }

// end closes an object or array.
//
//go:noinline
func (e *encoder) end(c byte) {
	if e.t != nil {
		e.code(tEnd)
	} else {
		e.b = append(e.b, c)
	}
}

//go:noinline
func (e *encoder) null() {
	if e.t != nil {
		e.code(tNull)
	} else {
		e.raw("null")
	}
}

// key writes an object key. Keys are ASCII string literals: a tape passes
// them by address, as strings that live for good (tape.go).
//
//go:noinline
func (e *encoder) key(k string) {
	if e.t != nil {
		e.code(e.t.str(k, true))
		return
	}
	e.sep()
	e.b = append(e.b, '"')
	e.b = append(e.b, k...)
	e.b = append(e.b, '"', ':')
}

//go:noinline
func (e *encoder) bool(v bool) {
	switch {
	case e.t != nil && v:
		e.code(tTrue)
	case e.t != nil:
		e.code(tFalse)
	case v:
		e.raw("true")
	default:
		e.raw("false")
	}
}

//go:noinline
func (e *encoder) int(v int) {
	if e.t != nil {
		if v == int(int32(v)) {
			e.t.codes = append(e.t.codes, tInt, int32(v))
		} else {
			e.num(float64(v))
		}
		return
	}
	e.sep()
	e.b = strconv.AppendInt(e.b, int64(v), 10)
}

// num writes a number as the float64 it is: JSON text in the shortest
// form that reads back to the same float64, as JavaScript writes numbers
// (so both paths give identical answers). A non-finite number, which
// valid input never produces, is written as null.
//
//go:noinline
func (e *encoder) num(f float64) {
	if math.IsNaN(f) || math.IsInf(f, 0) {
		e.null()
		return
	}
	if e.t != nil {
		e.t.codes = append(e.t.codes, tNum)
		e.t.nums = append(e.t.nums, f)
		return
	}
	e.sep()
	if a := math.Abs(f); a != 0 && (a < 1e-6 || a >= 1e21) {
		e.b = strconv.AppendFloat(e.b, f, 'e', -1, 64)
	} else {
		e.b = strconv.AppendFloat(e.b, f, 'f', -1, 64)
	}
}

// name writes a string that lives as long as the instance and needs no
// escaping: a literal, a name from the core's constants, the core's
// cached path data.
//
//go:noinline
func (e *encoder) name(s string) {
	if e.t != nil {
		e.t.codes = append(e.t.codes, tStr, e.t.str(s, true))
		return
	}
	e.ascii(s)
}

// ascii writes a string known to need no escaping (arc names, numbers)
// without scanning it.
//
//go:noinline
func (e *encoder) ascii(s string) {
	if e.t != nil {
		e.t.codes = append(e.t.codes, tStr, e.t.str(s, false))
		return
	}
	e.sep()
	e.b = append(e.b, '"')
	e.b = append(e.b, s...)
	e.b = append(e.b, '"')
}

// str writes a string. Strings from JavaScript arrive as valid UTF-8
// (wasm_exec.js and the loader encode them with TextEncoder), so in JSON
// bytes from 0x80 up are copied as they are.
//
//go:noinline
func (e *encoder) str(s string) {
	if e.t != nil {
		e.ascii(s)
		return
	}
	e.sep()
	e.b = append(e.b, '"')
	for i := 0; i < len(s); i++ {
		if c := s[i]; c < 0x20 || c == '"' || c == '\\' {
			e.b = append(e.b, '\\', 'u', '0', '0', "0123456789abcdef"[c>>4], "0123456789abcdef"[c&0xf])
		} else {
			e.b = append(e.b, c)
		}
	}
	e.b = append(e.b, '"')
}

func (e *encoder) kInt(k string, v int)      { e.key(k); e.int(v) }
func (e *encoder) kNum(k string, v float64)  { e.key(k); e.num(v) }
func (e *encoder) kStr(k string, v string)   { e.key(k); e.str(v) }
func (e *encoder) kName(k string, v string)  { e.key(k); e.name(v) }
func (e *encoder) kArc(k string, a core.Arc) { e.key(k); e.ascii(string(a)) }

//go:noinline
func (e *encoder) point(p core.Point) {
	if e.t != nil && finite(p.X) && finite(p.Y) {
		e.t.codes = append(e.t.codes, tPoint)
		e.t.nums = append(e.t.nums, p.X, p.Y)
		return
	}
	e.open()
	e.kNum("x", p.X)
	e.kNum("y", p.Y)
	e.close()
}

// band writes a range band, null when beyond range 5.
//
//go:noinline
func (e *encoder) band(b int) {
	if b == core.Beyond {
		e.null()
	} else {
		e.int(b)
	}
}

// measurementFields writes a Measurement's fields into an open object.
//
//go:noinline
func (e *encoder) measurementFields(m *core.Measurement) {
	e.key("range")
	e.band(m.Band)
	e.kNum("distance", m.Distance)
	e.key("from")
	e.point(m.From)
	e.key("to")
	e.point(m.To)
}

//go:noinline
func (e *encoder) measurement(m *core.Measurement) {
	e.open()
	e.measurementFields(m)
	e.close()
}

// ref writes how results name a ship or an obstacle: its id, or its index
// when it has none.
//
//go:noinline
func (e *encoder) ref(id string, index int) {
	if id != "" {
		e.str(id)
	} else {
		e.int(index)
	}
}

//go:noinline
func (e *encoder) attackOption(a *core.AttackOption, ships []core.Ship, obstacles []core.Obstacle) {
	e.open()
	e.key("target")
	e.ref(ships[a.Target].ID, a.Target)
	e.kStr("weapon", a.Weapon.Name)
	e.kArc("arc", a.Arc)
	e.measurementFields(&a.Measurement)
	e.key("bonus")
	e.open()
	e.kInt("attack", a.Bonus.Attack)
	e.kInt("defense", a.Bonus.Defense)
	e.close()
	e.kName("obstruction", string(a.Obstruction))
	e.key("obstructedBy")
	e.openArray()
	for _, k := range a.ObstructedBy {
		e.ref(obstacles[k].ID, k)
	}
	e.closeArray()
	e.close()
}

func (e *encoder) attackOptions(opts []core.AttackOption, ships []core.Ship, obstacles []core.Obstacle) {
	e.openArray()
	for i := range opts {
		e.attackOption(&opts[i], ships, obstacles)
	}
	e.closeArray()
}

// outlines writes outlines with their board points (arcOutline,
// rangeOutline); arc is omitted for range rings.
func (e *encoder) outlines(outs []core.Outline, withArc bool) {
	e.openArray()
	for _, o := range outs {
		e.open()
		if withArc {
			e.kArc("arc", o.Arc)
		}
		e.kInt("range", o.Range)
		e.key("points")
		e.openArray()
		for _, p := range o.Points {
			e.point(p)
		}
		e.closeArray()
		e.close()
	}
	e.closeArray()
}

// shapes writes the selected ship's shapes with their path data, which
// needs no escaping; arc is omitted for range rings.
func (e *encoder) shapes(shapes []core.Shape, withArc bool) {
	e.openArray()
	for i := range shapes {
		e.open()
		if withArc {
			e.kArc("arc", shapes[i].Arc)
		}
		e.kInt("range", shapes[i].Range)
		e.kName("path", svgpath.Shape(shapes[i]))
		e.close()
	}
	e.closeArray()
}

func (e *encoder) weapons(ws []core.Weapon) {
	e.openArray()
	for _, w := range ws {
		e.open()
		e.kStr("name", w.Name)
		e.kArc("arc", w.Arc)
		e.kInt("minRange", w.MinRange)
		e.kInt("maxRange", w.MaxRange)
		e.key("primary")
		e.bool(w.Primary)
		if w.Kind != "" {
			e.kStr("kind", w.Kind)
		}
		if w.Value != 0 {
			e.kInt("value", w.Value)
		}
		e.close()
	}
	e.closeArray()
}

func (e *encoder) strings(k string, ss []string) {
	e.key(k)
	e.openArray()
	for _, s := range ss {
		e.str(s)
	}
	e.closeArray()
}

// catalogJSON is the catalog's text, made on first use: catalog() is
// called rarely, and parsing it afresh gives a fresh copy each call.
var catalogJSON string

func (e *encoder) catalog(ships []core.CatalogShip) {
	if catalogJSON == "" {
		c := &encoder{}
		c.openArray()
		for _, s := range ships {
			c.open()
			c.kStr("id", s.ID)
			c.kStr("name", s.Name)
			c.kStr("size", string(s.Size))
			c.key("weapons")
			c.weapons(s.Weapons)
			c.kStr("turret", s.Turret)
			c.strings("turretPositions", s.TurretPositions)
			c.kStr("rotate", s.Rotate)
			c.kStr("notes", s.Notes)
			c.strings("factions", s.Factions)
			c.key("variants")
			c.openArray()
			for _, v := range s.Variants {
				c.open()
				c.strings("pilots", v.Pilots)
				c.key("weapons")
				c.weapons(v.Weapons)
				c.close()
			}
			c.closeArray()
			c.close()
		}
		c.closeArray()
		catalogJSON = string(c.b)
	}
	e.raw(catalogJSON)
}

// openRanged opens the selected view's entry for a ship or an obstacle:
// its target reference, index and range.
func (e *encoder) openRanged(id string, index int, m *core.Measurement) {
	e.open()
	e.key("target")
	e.ref(id, index)
	e.kInt("index", index)
	e.key("range")
	e.measurement(m)
}

// attackRange writes rangeTo's answer inside an arc: the measurement with
// the arc used, or null when the target is not in the arc.
func (e *encoder) attackRange(m *core.Measurement, used core.Arc, ok bool) {
	if !ok {
		e.null()
		return
	}
	e.open()
	e.measurementFields(m)
	e.kArc("arc", used)
	e.close()
}

func (e *encoder) board(v core.BoardView, ships []core.Ship, obstacles []core.Obstacle) {
	e.open()
	e.key("attacks")
	e.openArray()
	for _, opts := range v.Attacks {
		e.attackOptions(opts, ships, obstacles)
	}
	e.closeArray()
	e.key("selected")
	sel := v.Selected
	if sel == nil {
		e.null()
		e.close()
		return
	}
	e.open()
	e.kInt("index", sel.Index)
	e.key("transform")
	e.ascii(svgpath.Transform(ships[sel.Index]))
	e.key("arcs")
	e.shapes(sel.Arcs, true)
	e.key("rings")
	e.shapes(sel.Rings, false)
	e.key("others")
	e.openArray()
	for i := range sel.Others {
		o := &sel.Others[i]
		e.openRanged(ships[o.Index].ID, o.Index, &o.Range)
		e.key("relation")
		if o.Relation == core.NoRelation {
			e.null()
		} else {
			e.name(string(o.Relation))
		}
		e.key("arcs")
		e.openArray()
		for j := range o.Arcs {
			e.open()
			e.kArc("arc", o.Arcs[j].Arc)
			e.measurementFields(&o.Arcs[j].Measurement)
			e.close()
		}
		e.closeArray()
		e.close()
	}
	e.closeArray()
	e.key("obstacles")
	e.openArray()
	for i := range sel.Obstacles {
		o := &sel.Obstacles[i]
		e.openRanged(obstacles[o.Index].ID, o.Index, &o.Range)
		e.close()
	}
	e.closeArray()
	e.close()
	e.close()
}
