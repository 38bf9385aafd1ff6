//go:build js && wasm

package bindings

import (
	"math"
	"strconv"
	"syscall/js"
	"unicode/utf8"

	"github.com/xwing-arcs/arcs/core"
)

var jsonParse = js.Global().Get("JSON").Get("parse")

// encoder writes a result as JSON text, which crosses into JavaScript as
// one string and one JSON.parse: far fewer boundary crossings than setting
// each property of each object from Go (bench/bench.mjs measures it).
// Separators are implied: a value or key after another gets a comma.
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
	if cap(e.b) <= 1<<20 {
		buf = e.b[:0] // keep a grown buffer, within reason
	}
	return jsonParse.Invoke(string(e.b))
}

func (e *encoder) sep() {
	if n := len(e.b); n > 0 {
		switch e.b[n-1] {
		case '{', '[', ':':
		default:
			e.b = append(e.b, ',')
		}
	}
}

func (e *encoder) open() *encoder  { e.sep(); e.b = append(e.b, '{'); return e }
func (e *encoder) close() *encoder { e.b = append(e.b, '}'); return e }
func (e *encoder) openArray() *encoder {
	e.sep()
	e.b = append(e.b, '[')
	return e
}
func (e *encoder) closeArray() *encoder { e.b = append(e.b, ']'); return e }

// key writes an object key; keys are fixed ASCII names.
func (e *encoder) key(k string) *encoder {
	e.sep()
	e.b = append(e.b, '"')
	e.b = append(e.b, k...)
	e.b = append(e.b, '"', ':')
	return e
}

func (e *encoder) null() *encoder { e.sep(); e.b = append(e.b, "null"...); return e }

func (e *encoder) bool(v bool) *encoder {
	e.sep()
	e.b = strconv.AppendBool(e.b, v)
	return e
}

func (e *encoder) int(v int) *encoder {
	e.sep()
	e.b = strconv.AppendInt(e.b, int64(v), 10)
	return e
}

// num writes a float exactly (shortest round-trip form); a non-finite one,
// which valid input never produces, as null.
func (e *encoder) num(f float64) *encoder {
	if math.IsNaN(f) || math.IsInf(f, 0) {
		return e.null()
	}
	e.sep()
	e.b = strconv.AppendFloat(e.b, f, 'g', -1, 64)
	return e
}

// str writes a JSON string. Strings from JavaScript arrive as valid UTF-8.
func (e *encoder) str(s string) *encoder {
	e.sep()
	e.b = append(e.b, '"')
	plain := 0 // the common case, e.g. SVG path data: nothing to escape
	for plain < len(s) && s[plain] >= 0x20 && s[plain] != '"' && s[plain] != '\\' && s[plain] < utf8.RuneSelf {
		plain++
	}
	e.b = append(e.b, s[:plain]...)
	for i := plain; i < len(s); {
		c := s[i]
		if c >= 0x20 && c != '"' && c != '\\' && c < utf8.RuneSelf {
			e.b = append(e.b, c)
			i++
			continue
		}
		if c < utf8.RuneSelf {
			switch c {
			case '"', '\\':
				e.b = append(e.b, '\\', c)
			case '\n':
				e.b = append(e.b, '\\', 'n')
			default:
				e.b = append(e.b, `\u00`...)
				e.b = append(e.b, "0123456789abcdef"[c>>4], "0123456789abcdef"[c&0xf])
			}
			i++
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		e.b = utf8.AppendRune(e.b, r) // an invalid byte becomes U+FFFD
		i += size
	}
	e.b = append(e.b, '"')
	return e
}

func (e *encoder) point(p core.Point) *encoder {
	return e.open().key("x").num(p.X).key("y").num(p.Y).close()
}

// band writes a range band, null when beyond range 5.
func (e *encoder) band(b int) *encoder {
	if b == core.Beyond {
		return e.null()
	}
	return e.int(b)
}

// measurementFields writes a Measurement's fields into an open object.
func (e *encoder) measurementFields(m core.Measurement) *encoder {
	e.key("range").band(m.Band).key("distance").num(m.Distance)
	e.key("from").point(m.From).key("to").point(m.To)
	return e
}

func (e *encoder) measurement(m core.Measurement) *encoder {
	return e.open().measurementFields(m).close()
}

// ref writes how results name a ship or an obstacle: its id, or its index
// when it has none.
func (e *encoder) ref(id string, index int) *encoder {
	if id != "" {
		return e.str(id)
	}
	return e.int(index)
}

func (e *encoder) attackOption(a core.AttackOption, ships []core.Ship, obstacles []core.Obstacle) *encoder {
	e.open().key("target").ref(ships[a.Target].ID, a.Target)
	e.key("weapon").str(a.Weapon.Name).key("arc").str(string(a.Arc))
	e.measurementFields(a.Measurement)
	e.key("bonus").open().key("attack").int(a.Bonus.Attack).key("defense").int(a.Bonus.Defense).close()
	e.key("obstruction").str(string(a.Obstruction))
	e.key("obstructedBy").openArray()
	for _, k := range a.ObstructedBy {
		e.ref(obstacles[k].ID, k)
	}
	return e.closeArray().close()
}

func (e *encoder) attackOptions(opts []core.AttackOption, ships []core.Ship, obstacles []core.Obstacle) *encoder {
	e.openArray()
	for _, a := range opts {
		e.attackOption(a, ships, obstacles)
	}
	return e.closeArray()
}

func (e *encoder) points(pts []core.Point) *encoder {
	e.openArray()
	for _, p := range pts {
		e.point(p)
	}
	return e.closeArray()
}

// outlines writes outlines with their points (arcOutline, rangeOutline) or
// as SVG path data (board); arc is omitted for range rings.
func (e *encoder) outlines(outs []core.Outline, withArc, asPath bool) *encoder {
	e.openArray()
	for _, o := range outs {
		e.open()
		if withArc {
			e.key("arc").str(string(o.Arc))
		}
		e.key("range").int(o.Range)
		if asPath {
			e.key("path").str(o.Path())
		} else {
			e.key("points").points(o.Points)
		}
		e.close()
	}
	return e.closeArray()
}

func (e *encoder) weapons(ws []core.Weapon) *encoder {
	e.openArray()
	for _, w := range ws {
		e.open().key("name").str(w.Name).key("arc").str(string(w.Arc))
		e.key("minRange").int(w.MinRange).key("maxRange").int(w.MaxRange)
		e.key("primary").bool(w.Primary)
		if w.Kind != "" {
			e.key("kind").str(w.Kind)
		}
		if w.Value != 0 {
			e.key("value").int(w.Value)
		}
		e.close()
	}
	return e.closeArray()
}

func (e *encoder) strings(ss []string) *encoder {
	e.openArray()
	for _, s := range ss {
		e.str(s)
	}
	return e.closeArray()
}

func (e *encoder) catalog(ships []core.CatalogShip) *encoder {
	e.openArray()
	for _, s := range ships {
		e.open().key("id").str(s.ID).key("name").str(s.Name).key("size").str(string(s.Size))
		e.key("weapons").weapons(s.Weapons)
		e.key("turret").str(s.Turret).key("turretPositions").strings(s.TurretPositions)
		e.key("rotate").str(s.Rotate).key("notes").str(s.Notes)
		e.key("factions").strings(s.Factions)
		e.key("variants").openArray()
		for _, v := range s.Variants {
			e.open().key("pilots").strings(v.Pilots).key("weapons").weapons(v.Weapons).close()
		}
		e.closeArray().close()
	}
	return e.closeArray()
}

func (e *encoder) board(v core.BoardView, ships []core.Ship, obstacles []core.Obstacle) *encoder {
	e.open().key("attacks").openArray()
	for _, opts := range v.Attacks {
		e.attackOptions(opts, ships, obstacles)
	}
	e.closeArray().key("selected")
	sel := v.Selected
	if sel == nil {
		return e.null().close()
	}
	e.open().key("index").int(sel.Index)
	e.key("arcs").outlines(sel.Arcs, true, true)
	e.key("rings").outlines(sel.Rings, false, true)
	e.key("others").openArray()
	for _, o := range sel.Others {
		e.open().key("target").ref(ships[o.Index].ID, o.Index).key("index").int(o.Index)
		e.key("range").measurement(o.Range)
		e.key("relation")
		if o.Relation == core.NoRelation {
			e.null()
		} else {
			e.str(string(o.Relation))
		}
		e.key("arcs").openArray()
		for _, a := range o.Arcs {
			e.open().key("arc").str(string(a.Arc)).measurementFields(a.Measurement).close()
		}
		e.closeArray().close()
	}
	e.closeArray().key("obstacles").openArray()
	for _, o := range sel.Obstacles {
		e.open().key("target").ref(obstacles[o.Index].ID, o.Index).key("index").int(o.Index)
		e.key("range").measurement(o.Range).close()
	}
	return e.closeArray().close().close()
}
