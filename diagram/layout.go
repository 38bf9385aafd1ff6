package diagram

import (
	"math"

	"github.com/xwing-arcs/arcs/core"
)

// Play areas: core's (3 ft square, Epic 6 x 3 ft).
const (
	playSide     = core.StandardWidth
	epicWidth    = core.EpicWidth
	epicHeight   = core.PlayAreaDepth
	wholeMargin  = 15.0  // mm around the whole play area
	fitMargin    = 45.0  // mm around the pieces: room for their labels
	minViewSpan  = 320.0 // mm: a pair of ships is not drawn life-size
	maxTallRatio = 1.2   // height / width: taller views are widened
	maxWideRatio = 2.2   // width / height: wider views are heightened
)

// rect is an axis-aligned box.
type rect struct{ x0, y0, x1, y1 float64 }

func (r rect) w() float64 { return r.x1 - r.x0 }
func (r rect) h() float64 { return r.y1 - r.y0 }

func emptyRect() rect { return rect{math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)} }

func (r rect) add(p core.Point) rect {
	return rect{math.Min(r.x0, p.X), math.Min(r.y0, p.Y), math.Max(r.x1, p.X), math.Max(r.y1, p.Y)}
}

func (r rect) grow(d float64) rect { return rect{r.x0 - d, r.y0 - d, r.x1 + d, r.y1 + d} }

func (r rect) overlaps(o rect) bool {
	return r.x0 < o.x1 && o.x0 < r.x1 && r.y0 < o.y1 && o.y0 < r.y1
}

// overlap returns the area r and o share.
func (r rect) overlap(o rect) float64 {
	w := math.Min(r.x1, o.x1) - math.Max(r.x0, o.x0)
	h := math.Min(r.y1, o.y1) - math.Max(r.y0, o.y0)
	if w <= 0 || h <= 0 {
		return 0
	}
	return w * h
}

func (r rect) inside(o rect) bool {
	return r.x0 >= o.x0 && r.y0 >= o.y0 && r.x1 <= o.x1 && r.y1 <= o.y1
}

// playArea returns the play area the pieces lie on: Epic's when a piece
// lies past the standard area's right edge.
func playArea(s State) rect {
	r := rect{0, 0, playSide, playSide}
	for _, sh := range s.Ships {
		for _, c := range sh.Base().Corners() {
			if c.X > playSide {
				r = rect{0, 0, epicWidth, epicHeight}
			}
		}
	}
	return r
}

// viewBox returns the part of the board drawn, in mm.
func viewBox(s State, o Options) rect {
	if o.View == Whole {
		return playArea(s).grow(wholeMargin)
	}
	b := emptyRect()
	for _, sh := range s.Ships {
		for _, c := range sh.Base().Corners() {
			b = b.add(c)
		}
	}
	for _, ob := range s.Obstacles {
		for _, p := range ob.Points {
			b = b.add(p)
		}
	}
	b = tokenBounds(b, s.Tokens)
	b = moveBounds(b, s)
	if s.Selected >= 0 && s.Selected < len(s.Ships) {
		for _, p := range core.RangeOutline(s.Ships[s.Selected], s.Options)[0].Points {
			b = b.add(p)
		}
	}
	if len(s.Ships) == 0 && len(s.Obstacles) == 0 && len(s.Tokens) == 0 {
		b = playArea(s)
	}
	b = b.grow(fitMargin)
	// Widen or heighten about the centre to a readable span and aspect.
	cx, cy := (b.x0+b.x1)/2, (b.y0+b.y1)/2
	w, h := math.Max(b.w(), minViewSpan), math.Max(b.h(), minViewSpan*0.6)
	w = math.Max(w, h/maxTallRatio)
	h = math.Max(h, w/maxWideRatio)
	return rect{cx - w/2, cy - h/2, cx + w/2, cy + h/2}
}

// placer puts labels where they cover nothing placed before: ship bases
// first, then labels one by one.
type placer struct {
	taken []rect
	view  rect
}

// place returns the first candidate box that overlaps nothing and lies
// in the view, else the one overlapping least, and takes it.
func (p *placer) place(cands []rect) rect {
	best, bestCost := cands[0], math.Inf(1)
	for _, c := range cands {
		cost := 0.0
		for _, t := range p.taken {
			cost += c.overlap(t)
		}
		if !c.inside(p.view) {
			cost += c.w()*c.h() + 1
		}
		if cost == 0 {
			best = c
			break
		}
		if cost < bestCost {
			best, bestCost = c, cost
		}
	}
	p.taken = append(p.taken, best)
	return best
}
