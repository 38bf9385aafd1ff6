//go:build js && wasm

package bindings

import (
	"math"
	"strconv"
	"syscall/js"

	"github.com/xwing-arcs/arcs/core"
)

var jsonParse = js.Global().Get("JSON").Get("parse")

// encoder writes a result as JSON text, which crosses into JavaScript as
// one string and one JSON.parse: far fewer boundary crossings than setting
// each property of each object from Go (bench/bench.mjs measures it).
// Separators are implied: a value or key after another gets a comma.
//
// The writer's primitives are kept out of line (go:noinline) so that the
// per-type functions below are short call sequences: inlined appends made
// each of them tens of kilobytes of wasm.
type encoder struct {
	b []byte
}

// buf is the encoders' shared buffer: calls never overlap while encoding
// (JavaScript runs only at value()), and reusing it halves encoding time.
var buf = make([]byte, 0, 1<<12)

// newEncoder returns an encoder writing into buf.
func newEncoder() *encoder { return &encoder{b: buf[:0]} }

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

// raw writes a value's text as is.
//
//go:noinline
func (e *encoder) raw(s string) {
	e.sep()
	e.b = append(e.b, s...)
}

// end writes a closing bracket or brace.
//
//go:noinline
func (e *encoder) end(c byte) { e.b = append(e.b, c) }

func (e *encoder) open()       { e.raw("{") }
func (e *encoder) close()      { e.end('}') }
func (e *encoder) openArray()  { e.raw("[") }
func (e *encoder) closeArray() { e.end(']') }
func (e *encoder) null()       { e.raw("null") }

// key writes an object key; keys are fixed ASCII names.
//
//go:noinline
func (e *encoder) key(k string) {
	e.sep()
	e.b = append(e.b, '"')
	e.b = append(e.b, k...)
	e.b = append(e.b, '"', ':')
}

//go:noinline
func (e *encoder) bool(v bool) {
	if v {
		e.raw("true")
	} else {
		e.raw("false")
	}
}

//go:noinline
func (e *encoder) int(v int) {
	e.sep()
	e.b = strconv.AppendInt(e.b, int64(v), 10)
}

// num writes a float to nine decimals (a nanometre: far below any
// physical meaning, and the distance between two written points stays
// within 1e-9 of the written distance), trailing zeros trimmed; integer
// arithmetic makes that several times faster than the shortest round-trip
// form, which only numbers beyond the board's scale take. A non-finite
// number, which valid input never produces, is written as null.
//
//go:noinline
func (e *encoder) num(f float64) {
	if math.IsNaN(f) || math.IsInf(f, 0) {
		e.null()
		return
	}
	e.sep()
	if !(math.Abs(f) < 4e6) {
		e.b = strconv.AppendFloat(e.b, f, 'g', -1, 64)
		return
	}
	v := int64(math.Round(f * 1e9))
	if v < 0 {
		e.b = append(e.b, '-')
		v = -v
	}
	// Digits from the right: nine decimals (trailing zeros dropped), the
	// point, the integer part.
	var d [32]byte
	i, end := len(d), len(d)
	for k := 0; k < 9; k++ {
		i--
		d[i] = byte('0' + v%10)
		v /= 10
		if d[i] == '0' && end == i+1 {
			end = i
		}
	}
	if end > i {
		i--
		d[i] = '.'
	} else {
		end = i // no decimals: drop them all
	}
	for {
		i--
		d[i] = byte('0' + v%10)
		v /= 10
		if v == 0 {
			break
		}
	}
	if end < len(d) && d[end-1] == '.' {
		end--
	}
	e.b = append(e.b, d[i:end]...)
}

// ascii writes a string known to need no escaping (SVG path data, names
// from the core's tables) without scanning it.
//
//go:noinline
func (e *encoder) ascii(s string) {
	e.sep()
	e.b = append(e.b, '"')
	e.b = append(e.b, s...)
	e.b = append(e.b, '"')
}

// str writes a JSON string. Strings from JavaScript arrive as valid UTF-8
// (wasm_exec.js encodes them with TextEncoder), so bytes from 0x80 up are
// copied as they are.
//
//go:noinline
func (e *encoder) str(s string) {
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

func (e *encoder) kInt(k string, v int)     { e.key(k); e.int(v) }
func (e *encoder) kNum(k string, v float64) { e.key(k); e.num(v) }
func (e *encoder) kStr(k string, v string)  { e.key(k); e.str(v) }
func (e *encoder) kName(k string, v string) { e.key(k); e.ascii(v) }

//go:noinline
func (e *encoder) point(p core.Point) {
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
	e.kName("arc", string(a.Arc))
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
			e.kName("arc", string(o.Arc))
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
			e.kName("arc", string(shapes[i].Arc))
		}
		e.kInt("range", shapes[i].Range)
		e.kName("path", shapes[i].Path)
		e.close()
	}
	e.closeArray()
}

func (e *encoder) weapons(ws []core.Weapon) {
	e.openArray()
	for _, w := range ws {
		e.open()
		e.kStr("name", w.Name)
		e.kName("arc", string(w.Arc))
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
	e.kName("arc", string(used))
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
	e.kName("transform", sel.Transform)
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
			e.ascii(string(o.Relation))
		}
		e.key("arcs")
		e.openArray()
		for j := range o.Arcs {
			e.open()
			e.kName("arc", string(o.Arcs[j].Arc))
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
