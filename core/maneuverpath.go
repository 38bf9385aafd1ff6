package core

import "math"

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
// arcTolerance of the arcs.
func (p *templatePath) outline() []Point {
	d := heading(p.dirDeg)
	half := rightOf(d).Mul(TemplateWidth / 2)
	if p.radius == 0 {
		e := p.start.Add(d.Mul(p.length))
		return clockwise([]Point{p.start.Sub(half), e.Sub(half), e.Add(half), p.start.Add(half)})
	}
	sign := 1.0
	if p.turnDeg < 0 {
		sign = -1
	}
	outer := p.radius + TemplateWidth/2
	step := 2 * math.Acos(1-arcTolerance/outer) * (180 / math.Pi)
	n := int(math.Ceil(math.Abs(p.turnDeg) / step))
	centre := p.start.Add(rightOf(d).Mul(sign * p.radius))
	pts := make([]Point, 0, 2*n+2)
	onCircle := func(rho, phi float64) Point {
		s, c := sincosDeg(phi)
		return centre.Add(rightOf(d).Mul(-sign * rho * c)).Add(d.Mul(rho * s))
	}
	for i := 0; i <= n; i++ {
		pts = append(pts, onCircle(outer, math.Abs(p.turnDeg)*float64(i)/float64(n)))
	}
	for i := n; i >= 0; i-- {
		pts = append(pts, onCircle(p.radius-TemplateWidth/2, math.Abs(p.turnDeg)*float64(i)/float64(n)))
	}
	return clockwise(pts)
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
