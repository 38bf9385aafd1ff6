package core

import "math"

// maxPoly bounds the vertices of the small convex polygons the hot path
// builds: a rectangle clipped by at most three half-planes has at most 7.
const maxPoly = 8

// poly is a small convex polygon (or a degenerate one: a point or a
// segment) held by value so that measuring allocates nothing.
type poly struct {
	pts [maxPoly]Point
	n   int
}

// next returns the index after i, wrapping around (cheaper than %).
func (p *poly) next(i int) int {
	if i+1 == p.n {
		return 0
	}
	return i + 1
}

func (p *poly) push(q Point) {
	if p.n < maxPoly {
		p.pts[p.n] = q
		p.n++
	}
}

// edge returns the i-th edge. A point has one degenerate edge, a segment one
// edge, a polygon n edges.
func (p *poly) edge(i int) (Point, Point) {
	switch p.n {
	case 1:
		return p.pts[0], p.pts[0]
	case 2:
		return p.pts[0], p.pts[1]
	}
	return p.pts[i], p.pts[p.next(i)]
}

func (p *poly) edges() int {
	if p.n <= 2 {
		return 1
	}
	return p.n
}

// containsConvex reports whether q lies in the closed convex polygon p
// (either orientation), allowing eps.
func (p *poly) containsConvex(q Point) bool {
	if p.n < 3 {
		return false
	}
	pos, neg := false, false
	for i := 0; i < p.n; i++ {
		a, b := p.pts[i], p.pts[p.next(i)]
		c := b.Sub(a).Cross(q.Sub(a))
		if c > 0 {
			pos = true
		} else if c < 0 {
			neg = true
		}
		if pos && neg {
			return false
		}
	}
	return true
}

// halfPlane is the closed set of points p with N·p >= C.
type halfPlane struct {
	N Point
	C float64
}

func (h halfPlane) eval(p Point) float64 { return h.N.Dot(p) - h.C }

// clipInto writes the part of convex polygon p inside half-plane h to
// out, which must not be p (Sutherland-Hodgman); points within clipEps of
// the line count as inside, since arc regions are closed.
func (p *poly) clipInto(out *poly, h halfPlane) {
	out.n = 0
	if p.n == 0 {
		return
	}
	if p.n == 1 {
		if h.eval(p.pts[0]) >= -clipEps {
			out.push(p.pts[0])
		}
		return
	}
	m := p.n
	if m == 2 {
		m = 1 // a segment: one edge, not a loop
	}
	// Each vertex's side of the line, once.
	var d [maxPoly]float64
	for i := 0; i < p.n; i++ {
		d[i] = h.eval(p.pts[i])
	}
	for i := 0; i < m; i++ {
		j := p.next(i)
		a, b := p.pts[i], p.pts[j]
		da, db := d[i], d[j]
		ina, inb := da >= -clipEps, db >= -clipEps
		if ina {
			out.push(a)
		}
		if ina != inb {
			out.push(a.lerp(b, da/(da-db)))
		}
		if p.n == 2 && inb {
			out.push(b)
		}
	}
}

// chain is an open polyline of a few points, such as an arc edge, or a
// closed loop when its last point repeats its first.
type chain struct {
	pts [6]Point
	n   int
}

func (c *chain) push(q Point) {
	if c.n < len(c.pts) {
		c.pts[c.n] = q
		c.n++
	}
}

func (c *chain) segments() int {
	if c.n <= 1 {
		return 1
	}
	return c.n - 1
}

func (c *chain) segment(i int) (Point, Point) {
	if c.n <= 1 {
		return c.pts[0], c.pts[0]
	}
	return c.pts[i], c.pts[i+1]
}

// chainToPoly returns the distance from chain e to convex polygon p and a
// closest pair (on e, on p). A vertex of e inside p is at distance 0.
func chainToPoly(e *chain, p *poly) (float64, Point, Point) {
	if p.n >= 3 {
		for i := 0; i < e.n; i++ {
			if p.containsConvex(e.pts[i]) {
				return 0, e.pts[i], e.pts[i]
			}
		}
	}
	best := math.Inf(1)
	var pa, pb Point
	for i := 0; i < e.segments(); i++ {
		a0, a1 := e.segment(i)
		for j := 0; j < p.edges(); j++ {
			b0, b1 := p.edge(j)
			if d, x, y := segmentsClosest(a0, a1, b0, b1); d < best {
				best, pa, pb = d, x, y
				if d == 0 {
					return 0, pa, pb
				}
			}
		}
	}
	return best, pa, pb
}

// polyToPoly returns the distance between two convex polygons and a
// closest pair; overlapping polygons are at distance 0.
func polyToPoly(a, b *poly) (float64, Point, Point) {
	var loop chain
	for i := 0; i < a.n; i++ {
		loop.push(a.pts[i])
	}
	if a.n >= 3 {
		loop.push(a.pts[0])
	}
	for i := 0; i < b.n; i++ {
		if a.containsConvex(b.pts[i]) {
			return 0, b.pts[i], b.pts[i]
		}
	}
	return chainToPoly(&loop, b)
}

// meetsBox reports whether convex polygon p meets the box |u| <= hw,
// |v| <= hl (p in the box's frame), by separating axes: the box's two axes
// and p's edge normals.
func (p *poly) meetsBox(hw, hl float64) bool {
	if p.n == 0 {
		return false
	}
	minU, maxU, minV, maxV := p.pts[0].X, p.pts[0].X, p.pts[0].Y, p.pts[0].Y
	for i := 1; i < p.n; i++ {
		q := p.pts[i]
		if q.X < minU {
			minU = q.X
		} else if q.X > maxU {
			maxU = q.X
		}
		if q.Y < minV {
			minV = q.Y
		} else if q.Y > maxV {
			maxV = q.Y
		}
	}
	if minU > hw || maxU < -hw || minV > hl || maxV < -hl {
		return false
	}
	if p.n < 3 {
		return true // a point or segment whose bounds meet the box: decide exactly
	}
	box := [4]Point{{-hw, -hl}, {hw, -hl}, {hw, hl}, {-hw, hl}}
	// The side of p's interior, from its orientation.
	area := 0.0
	for i := 0; i < p.n; i++ {
		area += p.pts[i].Cross(p.pts[p.next(i)])
	}
	for i := 0; i < p.n; i++ {
		a, b := p.pts[i], p.pts[p.next(i)]
		e := b.Sub(a)
		separated := true
		for _, c := range box {
			if s := e.Cross(c.Sub(a)); (area > 0 && s >= 0) || (area < 0 && s <= 0) || area == 0 {
				separated = false
				break
			}
		}
		if separated {
			return false
		}
	}
	return true
}

// orientation returns the sign of p's signed area: +1 when its vertices
// turn counter-clockwise in the (X, Y) plane, -1 when clockwise, 0 when
// degenerate.
func (p *poly) orientation() float64 {
	s := 0.0
	for i := 0; i < p.n; i++ {
		s += p.pts[i].Cross(p.pts[p.next(i)])
	}
	switch {
	case s > 0:
		return 1
	case s < 0:
		return -1
	}
	return 0
}
