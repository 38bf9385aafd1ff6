package core

import "math"

// insideEps is the tolerance for a point lying in a closed base.
const insideEps = 1e-9

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
	var pb poly
	for _, c := range a.localCorners(b) {
		pb.push(c)
	}
	if pb.meetsBox(a.HalfWidth, a.HalfLength) {
		pa := a.polygon()
		pw := b.polygon()
		return polyToPoly(&pa, &pw)
	}
	best := math.Inf(1)
	var from, to Point
	for i := 0; i < 4; i++ {
		q := pb.pts[i]
		c := Point{clamp(q.X, a.HalfWidth), clamp(q.Y, a.HalfLength)}
		if d := c.Sub(q); d.Dot(d) < best {
			best, from, to = d.Dot(d), a.worldOf(c), a.worldOf(q)
		}
	}
	for _, q := range b.localCorners(a) {
		c := Point{clamp(q.X, b.HalfWidth), clamp(q.Y, b.HalfLength)}
		if d := c.Sub(q); d.Dot(d) < best {
			best, from, to = d.Dot(d), b.worldOf(q), b.worldOf(c)
		}
	}
	return math.Sqrt(best), from, to
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
// measurement wins; used names the standard arc it was taken in.
//
// Special cases: Turret360 measures plain range (the 1e turret weapon is
// not an arc); an arc name unknown to the edition is never ok.
func AttackRange(attacker, target Ship, arc Arc, o Options) (m Measurement, used Arc, ok bool) {
	ed := o.edition()
	a, t := attacker.Base(), target.Base()
	if arc == Turret360 {
		return baseRange(a, t, ed), Turret360, true
	}
	rs, n := attacker.regions(arc)
	size := attacker.size()
	reach := o.reach()
	for i := 0; i < n; i++ {
		var p poly
		mi, in := measureInRegion(a, geomFor(ed, size, rs[i]), t, reach, ed, &p)
		if in && (!ok || mi.Distance < m.Distance) {
			m, used, ok = mi, arcName(arc, rs[i]), true
		}
	}
	return m, used, ok
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
		d, x, y = chainToPolyOutside(&g.edge, p)
	}
	if d > reach+bandEps {
		return Measurement{}, false
	}
	return Measurement{Band: Band(d, ed), Distance: d, From: a.worldOf(x), To: a.worldOf(y)}, true
}

// clippedTarget writes P = t ∩ region, in a's local frame, to p and
// reports whether T = P \ a is non-empty.
func clippedTarget(a Base, g *arcGeom, t Base, p *poly) bool {
	var q poly
	p.pts[0], p.pts[1], p.pts[2], p.pts[3] = a.localCornersOf(t)
	p.n = 4
	for i := 0; i < g.nplane && p.n > 0; i++ {
		p.clipInto(&q, g.planes[i])
		*p, q = q, *p
	}
	for i := 0; i < p.n; i++ {
		if !a.containsLocal(p.pts[i], insideEps) {
			return true
		}
	}
	return false
}
