package api

import (
	"github.com/xwing-arcs/arcs/core"
	"github.com/xwing-arcs/arcs/verdict"
)

// measure(a, b, options?) -> Ruler: the range ruler between two ends,
// each a ship (its base) or a plain point { x, y }, in the edition's
// bands, with the words the ruler shows.
func measure(dc *decoder) any {
	po, pa, pb := top("options"), top("a"), top("b")
	o := dc.options(dc.arg(2), &po)
	a, aShip := dc.rulerEnd(dc.arg(0), &pa, o.Edition)
	b, bShip := dc.rulerEnd(dc.arg(1), &pb, o.Edition)
	var m core.Measurement
	switch {
	case aShip != nil && bShip != nil:
		m = core.Range(*aShip, *bShip, o)
	case aShip != nil:
		m = core.RangeToPoint(*aShip, b, o)
	case bShip != nil:
		m = core.RangeToPoint(*bShip, a, o)
		m.From, m.To = m.To, m.From // from a to b
	default:
		m = core.RangeBetweenPoints(a, b, o)
	}
	return rulerAnswer{
		Range: band(m.Band), Distance: m.Distance, From: pointOf(m.From), To: pointOf(m.To),
		Touching: m.Distance <= core.TouchDistance,
		Words:    verdict.RulerWords(m), Text: verdict.RulerText(m),
	}
}

// rulerAnswer is measure's answer: a Measurement, whether the ends touch
// (or overlap), and its words: "range 2", "range 1, touching" (1e),
// "beyond range 5"; text is the ruler's label, "250.0 mm, range 3".
type rulerAnswer struct {
	Range    any         `js:"range"`
	Distance float64     `js:"distance"`
	From     pointAnswer `js:"from"`
	To       pointAnswer `js:"to"`
	Touching bool        `js:"touching"`
	Words    string      `js:"words"`
	Text     string      `js:"text"`
}

// rulerEnd decodes a ruler's end: a ship when it has any of a ship's
// fields (heading, size, ship, pilot), else a point { x, y }.
func (dc *decoder) rulerEnd(n *node, p *path, ed core.Edition) (core.Point, *core.Ship) {
	dc.object(n, p)
	for _, k := range [...]string{"heading", "size", "ship", "pilot"} {
		if present(dc.field(n, k)) {
			s := dc.ship(n, p, ed)
			return core.Point{X: s.X, Y: s.Y}, &s
		}
	}
	px, py := p.at("x"), p.at("y")
	return core.Point{X: dc.number(dc.field(n, "x"), &px), Y: dc.number(dc.field(n, "y"), &py)}, nil
}
