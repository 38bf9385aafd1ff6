package core

import "math"

// Range returns the plain range between two ships: the distance between
// the two whole bases, closest point to closest point (GEOMETRY.md 4).
// Overlapping bases are at distance 0.
func Range(a, b Ship, o Options) Measurement {
	return baseRange(a.Base(), b.Base(), o.edition())
}

func baseRange(a, b Base, ed Edition) Measurement {
	d, x, y := baseDistance(a, b)
	return Measurement{Band: Band(d, ed), Distance: d, From: x, To: y}
}

// baseDistance returns the distance between two bases and a closest pair
// (on a, on b). Two separate convex polygons are closest at a vertex of
// one, so unless the bases overlap it is the least distance from a corner
// of one to the other box, each measured in the box's own frame.
func baseDistance(a, b Base) (float64, Point, Point) {
	var inA, inB [4]Point // b's corners in a's frame, a's corners in b's
	inA[0], inA[1], inA[2], inA[3] = a.localCornersOf(b)
	inB[0], inB[1], inB[2], inB[3] = b.localCornersOf(a)
	// Separating axes: for two rectangles, their four sides' normals.
	if boundsMeet(&inA, a.HalfWidth, a.HalfLength) && boundsMeet(&inB, b.HalfWidth, b.HalfLength) {
		pa, pb := a.polygon(), b.polygon()
		return polyToPoly(&pa, &pb)
	}
	best := math.Inf(1)
	var from, to Point
	for _, q := range inA {
		c := Point{clamp(q.X, a.HalfWidth), clamp(q.Y, a.HalfLength)}
		if d := c.Sub(q); d.Dot(d) < best {
			best, from, to = d.Dot(d), a.worldOf(c), a.worldOf(q)
		}
	}
	for _, q := range inB {
		c := Point{clamp(q.X, b.HalfWidth), clamp(q.Y, b.HalfLength)}
		if d := c.Sub(q); d.Dot(d) < best {
			best, from, to = d.Dot(d), b.worldOf(q), b.worldOf(c)
		}
	}
	return math.Sqrt(best), from, to
}

// boundsMeet reports whether the bounding box of pts meets the box
// |u| <= hw, |v| <= hl.
func boundsMeet(pts *[4]Point, hw, hl float64) bool {
	minU, maxU, minV, maxV := pts[0].X, pts[0].X, pts[0].Y, pts[0].Y
	for _, q := range pts[1:] {
		minU, maxU = fmin(minU, q.X), fmax(maxU, q.X)
		minV, maxV = fmin(minV, q.Y), fmax(maxV, q.Y)
	}
	return minU <= hw && maxU >= -hw && minV <= hl && maxV >= -hl
}

// fmin and fmax are min and max for the finite numbers geometry deals in:
// plain comparisons, where the builtins are a runtime call in WebAssembly.
func fmin(a, b float64) float64 {
	if a < b {
		return a
	}
	return b
}

func fmax(a, b float64) float64 {
	if a > b {
		return a
	}
	return b
}

func clamp(x, h float64) float64 {
	if x > h {
		return h
	}
	if x < -h {
		return -h
	}
	return x
}

// Within reports whether ship b is within range n of ship a: every point
// of b's base is at distance <= 100n from a's base.
func Within(a, b Ship, n int) bool {
	ba, bb := a.Base(), b.Base()
	pa := ba.polygon()
	for _, c := range bb.Corners() {
		// The distance to a convex set is convex, so the farthest point of
		// a convex base is one of its corners.
		var pt poly
		pt.push(c)
		if d, _, _ := polyToPoly(&pa, &pt); d > float64(n)*BandLength+bandEps {
			return false
		}
	}
	return true
}

// BeyondRange reports whether ship b is beyond range n of ship a: no point
// of b's base is at distance <= 100n.
func BeyondRange(a, b Ship, n int) bool {
	return Range(a, b, Options{}).Distance > float64(n)*BandLength+bandEps
}

// InArc reports whether some part of target's base lies in the arc area of
// attacker's arc (GEOMETRY.md 5).
func InArc(attacker, target Ship, arc Arc, o Options) bool {
	_, _, ok := AttackRange(attacker, target, arc, o)
	return ok
}

// AttackRange measures the attack range inside attacker's arc: the
// distance from the arc edge to T, the part of target's base inside the
// arc's region and outside attacker's base, banded as plain range is. It
// reports ok false when T is empty or farther than the arc's reach. For an
// arc that resolves to two regions (a double turret) the shorter
// measurement wins, the first of the two when they tie. used is the arc
// measured in: for a turret, the standard arc its indicator points at
// (e.g. Rear); for any other arc, arc itself (1e names included: Mobile,
// not where its pointer points).
//
// Special cases: Turret360 measures plain range (the 1e turret weapon is
// not an arc); an arc name unknown to the edition is never ok.
func AttackRange(attacker, target Ship, arc Arc, o Options) (m Measurement, used Arc, ok bool) {
	return attackRange(&attacker, attacker.Base(), target.Base(), arc, o)
}

// attackRange is AttackRange with the bases placed: a is the attacker's,
// t the target's.
func attackRange(attacker *Ship, a, t Base, arc Arc, o Options) (m Measurement, used Arc, ok bool) {
	ed := o.edition()
	if arc == Turret360 {
		return baseRange(a, t, ed), Turret360, true
	}
	reach := o.reach()
	if farApart(a, t, reach) {
		return m, used, false
	}
	rs, n := attacker.regions(arc)
	size := attacker.size()
	for i := 0; i < n; i++ {
		var p poly
		mi, in := measureInRegion(a, geomFor(ed, size, rs[i]), t, reach, ed, &p)
		if in && (!ok || mi.Distance < m.Distance) {
			m, used, ok = mi, arcName(arc, rs[i]), true
		}
	}
	return m, used, ok
}

// farApart reports whether bases a and b are certainly more than d apart:
// their centres are farther apart than d plus both half-diagonals. It
// saves the exact measurement for ships out of reach.
func farApart(a, b Base, d float64) bool {
	return discsApart(a.Center, b.Center, halfDiagonal(a), halfDiagonal(b), d)
}

// discsApart is farApart for bases of centres ca and cb and
// half-diagonals ra and rb: a board's scan reads these from its table
// (radiiOf) rather than work them out, and copy both bases, for each of
// its pairs (a fresh Epic board has 40,000).
func discsApart(ca, cb Point, ra, rb, d float64) bool {
	r := ra + rb + d + bandEps
	c := ca.Sub(cb)
	return c.Dot(c) > r*r
}

// measureInRegion measures from the arc edge of region g of base a to the
// part of base t in the arc area; it also returns P (below) in a's local
// frame.
//
// T = (t ∩ region) \ a. With P = t ∩ region (convex): T is empty exactly
// when P lies inside a; otherwise dist(edge, T) = dist(edge, P), because
// where P overlaps a it crosses a's perimeter inside the region, which is
// the arc edge, so both distances are 0.
func measureInRegion(a Base, g *arcGeom, t Base, reach float64, ed Edition, p *poly) (Measurement, bool) {
	if !clippedTarget(a, g, t, p) {
		return Measurement{}, false
	}
	var d float64
	var x, y Point
	if p.meetsBox(a.HalfWidth, a.HalfLength) {
		d, x, y = chainToPoly(&g.edge, p)
	} else {
		d, x, y = g.edgeToOutside(a.HalfWidth, a.HalfLength, p)
	}
	if d > reach+bandEps {
		return Measurement{}, false
	}
	return Measurement{Band: Band(d, ed), Distance: d, From: a.worldOf(x), To: a.worldOf(y)}, true
}

// clippedTarget writes P = t ∩ region, in a's local frame, to p and
// reports whether T = P \ a is non-empty.
func clippedTarget(a Base, g *arcGeom, t Base, p *poly) bool {
	// A target whose bounding circle lies beyond one of the region's
	// lines has nothing in the region: skip the clipping.
	// Nor does a line with the whole circle on its inner side cut it.
	c := a.Local(t.Center)
	r := math.Sqrt(t.HalfWidth*t.HalfWidth + t.HalfLength*t.HalfLength)
	var cuts [len(g.planes)]int
	n := 0
	for i := 0; i < g.nplane; i++ {
		switch e := g.planes[i].eval(c); {
		case e < -r:
			p.n = 0
			return false
		case e < r:
			cuts[n] = i
			n++
		}
	}
	var tmp poly
	src, dst := p, &tmp
	if n%2 == 1 {
		src, dst = dst, src // so that the last clip writes into p
	}
	src.pts[0], src.pts[1], src.pts[2], src.pts[3] = a.localCornersOf(t)
	src.n = 4
	for _, i := range cuts[:n] {
		src.clipInto(dst, g.planes[i])
		src, dst = dst, src
	}
	for i := 0; i < p.n; i++ {
		if !a.containsLocal(p.pts[i], insideEps) {
			return true
		}
	}
	return false
}

// edgeToOutside returns the distance from the arc edge to a convex
// polygon p that lies in the region and does not meet the base
// (|u| <= hw, |v| <= hl), with a closest pair (on the edge, on p).
//
// For a point q of the region outside the base, the closest point of the
// arc edge is the closest point of F = base ∩ region (a convex set): were
// it inside the base, the segment to q would leave the base at a point of
// F nearer to q. So it is the box's closest point to q (a clamp) when
// that lies in the region, and otherwise, the region's constraint being
// active, a point of the edge on the region's boundary: one of the edge's
// ends. The rest of the closest pairs join an edge vertex to a side of p
// that faces it.
func (g *arcGeom) edgeToOutside(hw, hl float64, p *poly) (float64, Point, Point) {
	e0, ek := g.edge.pts[0], g.edge.pts[g.edge.n-1]
	best := math.Inf(1)
	var pa, pb Point
	for j := 0; j < p.n; j++ {
		q := p.pts[j]
		near := Point{clamp(q.X, hw), clamp(q.Y, hl)}
		if !g.contains(near) {
			near = e0
			if d0, dk := q.Sub(e0), q.Sub(ek); dk.Dot(dk) < d0.Dot(d0) {
				near = ek
			}
		}
		if d := q.Sub(near); d.Dot(d) < best {
			best, pa, pb = d.Dot(d), near, q
		}
	}
	if p.n < 2 {
		return math.Sqrt(best), pa, pb
	}
	orient := 0.0
	if p.n >= 3 {
		orient = p.orientation()
	}
	for j := 0; j < p.edges(); j++ {
		b0, b1 := p.edge(j)
		ex, ey := b1.X-b0.X, b1.Y-b0.Y
		l2 := ex*ex + ey*ey
		for i := 0; i < g.edge.n; i++ {
			v := g.edge.pts[i]
			c := ex*(v.Y-b0.Y) - ey*(v.X-b0.X)
			if orient != 0 && c*orient > 0 {
				continue // v is on the inner side of this side of p
			}
			if c*c >= best*l2 {
				continue // even the side's whole line is no nearer
			}
			if q, d := pointSegment2(v, b0, b1); d < best {
				best, pa, pb = d, v, q
			}
		}
	}
	return math.Sqrt(best), pa, pb
}
