package core

import (
	"math"
	"sync"
)

// templatePath is a template's centre line laid on the board: from start,
// facing dirDeg (a heading in degrees), straight for length mm, or an arc
// of the given radius turning turnDeg degrees (positive: clockwise on
// screen, to the right).
type templatePath struct {
	start   Point
	dirDeg  float64
	radius  float64 // 0: a straight
	turnDeg float64
	length  float64 // along the centre line, in mm
}

func straightPath(start Point, dirDeg, length float64) templatePath {
	return templatePath{start: start, dirDeg: dirDeg, length: length}
}

func arcPath(start Point, dirDeg, radius, turnDeg float64) templatePath {
	return templatePath{start: start, dirDeg: dirDeg, radius: radius, turnDeg: turnDeg,
		length: radius * radians(math.Abs(turnDeg))}
}

// heading returns the unit vector a heading in degrees faces.
func heading(deg float64) Point {
	s, c := sincosDeg(deg)
	return Point{s, -c}
}

// rightOf returns v turned 90° clockwise on screen.
func rightOf(v Point) Point { return Point{-v.Y, v.X} }

// at returns the centre line's point at distance s from the start and the
// heading it faces there, in degrees. Past the start (s < 0) it runs
// straight back along the start direction (the ship's own track, for a
// bump); past the end it is clamped to the end. At the end an arc has
// turned exactly turnDeg: the closed form, no accumulated angle.
func (p *templatePath) at(s float64) (Point, float64) {
	d := heading(p.dirDeg)
	if s <= 0 || p.length == 0 {
		return p.start.Add(d.Mul(s)), p.dirDeg
	}
	if s >= p.length {
		s = p.length
	}
	if p.radius == 0 {
		return p.start.Add(d.Mul(s)), p.dirDeg
	}
	phi := math.Abs(p.turnDeg)
	if s < p.length {
		phi = s / p.radius * (180 / math.Pi)
	}
	sign := 1.0
	if p.turnDeg < 0 {
		sign = -1
	}
	sin, cos := sincosDeg(phi)
	q := p.start.Add(d.Mul(p.radius * sin)).Add(rightOf(d).Mul(sign * p.radius * (1 - cos)))
	return q, p.dirDeg + sign*phi
}

// end returns the centre line's end and its heading.
func (p *templatePath) end() (Point, float64) { return p.at(p.length) }

// arcTolerance is how far, in mm, a template outline's chords may stray
// from its curved edges: the arc outlines' 0.1 mm (outline.go), so that
// what is drawn is what is decided.
const arcTolerance = 0.1

// outline returns the template's outline on the board, clockwise on
// screen: a rectangle for a straight; for a bank or turn its outer edge
// (radius + 10) and inner edge (radius - 10) as chains of chords within
// arcTolerance of the arcs. The shape is made once per template, in its
// own frame, and placed by one rotation.
func (p *templatePath) outline() []Point { return p.outlineInto(nil) }

// outlineInto is outline appending to dst[:0], reusing its storage.
func (p *templatePath) outlineInto(dst []Point) []Point {
	local := templateShape(p.radius, p.turnDeg, p.length)
	d := heading(p.dirDeg)
	r := rightOf(d)
	out := dst[:0]
	for _, l := range local {
		out = append(out, Point{p.start.X + l.X*d.X + l.Y*r.X, p.start.Y + l.X*d.Y + l.Y*r.Y})
	}
	return out
}

// A template's shape in its own frame: X along its start direction, Y to
// the right of it, origin at the middle of its start edge. Rigid motions
// keep a polygon's turning sense, so the shape is made clockwise once.
type shapeKey struct{ radius, turnDeg, length float64 }

var (
	shapeMu    sync.Mutex
	shapeCache = map[shapeKey][]Point{}
)

func templateShape(radius, turnDeg, length float64) []Point {
	k := shapeKey{radius, turnDeg, length}
	shapeMu.Lock()
	defer shapeMu.Unlock()
	if pts, ok := shapeCache[k]; ok {
		return pts
	}
	var pts []Point
	const half = TemplateWidth / 2
	if radius == 0 {
		pts = []Point{{0, -half}, {length, -half}, {length, half}, {0, half}}
	} else {
		sign := 1.0
		if turnDeg < 0 {
			sign = -1
		}
		outer := radius + half
		step := 2 * math.Acos(1-arcTolerance/outer) * (180 / math.Pi)
		n := int(math.Ceil(math.Abs(turnDeg) / step))
		onCircle := func(rho, phi float64) Point {
			s, c := sincosDeg(phi)
			return Point{rho * s, sign * (radius - rho*c)}
		}
		for i := 0; i <= n; i++ {
			pts = append(pts, onCircle(outer, math.Abs(turnDeg)*float64(i)/float64(n)))
		}
		for i := n; i >= 0; i-- {
			pts = append(pts, onCircle(radius-half, math.Abs(turnDeg)*float64(i)/float64(n)))
		}
	}
	// The map to the board (X along d, Y along rightOf(d)) has
	// determinant +1, so the board's clockwise is this frame's: a positive
	// signed area.
	if signedArea(pts) < 0 {
		for i, j := 0, len(pts)-1; i < j; i, j = i+1, j-1 {
			pts[i], pts[j] = pts[j], pts[i]
		}
	}
	shapeCache[k] = pts
	return pts
}

// clockwise returns pts listed clockwise on screen (y down): a positive
// signed area in the (X, Y) plane.
func clockwise(pts []Point) []Point {
	if signedArea(pts) < 0 {
		for i, j := 0, len(pts)-1; i < j; i, j = i+1, j-1 {
			pts[i], pts[j] = pts[j], pts[i]
		}
	}
	return pts
}

// rectangle returns the outline of the rectangle spanned from a along u
// (length lu) and v (length lv), clockwise on screen.
func rectangle(a, u, v Point, lu, lv float64) []Point {
	b := a.Add(u.Mul(lu))
	return clockwise([]Point{a, b, b.Add(v.Mul(lv)), a.Add(v.Mul(lv))})
}
