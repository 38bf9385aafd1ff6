package core

// insideEps is the tolerance for a point lying in a closed base.
const insideEps = 1e-9

// Range returns the plain range between two ships: the distance between
// the two whole bases, closest point to closest point (GEOMETRY.md 4).
// Overlapping bases are at distance 0.
func Range(a, b Ship, o Options) Measurement {
	return baseRange(a.Base(), b.Base(), o.edition())
}

func baseRange(a, b Base, ed Edition) Measurement {
	pa, pb := a.polygon(), b.polygon()
	d, x, y := polyToPoly(&pa, &pb)
	return Measurement{Band: Band(d, ed), Distance: d, From: x, To: y}
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
		mi, _, in := measureInRegion(a, geomFor(ed, size, rs[i]), t, reach, ed)
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
func measureInRegion(a Base, g *arcGeom, t Base, reach float64, ed Edition) (Measurement, poly, bool) {
	p, ok := clippedTarget(a, g, t)
	if !ok {
		return Measurement{}, p, false
	}
	d, x, y := chainToPoly(&g.edge, &p)
	if d > reach+bandEps {
		return Measurement{}, p, false
	}
	return Measurement{Band: Band(d, ed), Distance: d, From: a.worldOf(x), To: a.worldOf(y)}, p, true
}

// clippedTarget returns P = t ∩ region in a's local frame, and ok false
// when T = P \ a is empty.
func clippedTarget(a Base, g *arcGeom, t Base) (poly, bool) {
	corners := a.localCorners(t)
	var p poly
	for _, c := range corners {
		p.push(c)
	}
	for i := 0; i < g.nplane && p.n > 0; i++ {
		p = p.clip(g.planes[i])
	}
	if p.n == 0 {
		return p, false
	}
	for i := 0; i < p.n; i++ {
		if !a.containsLocal(p.pts[i], insideEps) {
			return p, true
		}
	}
	return p, false
}
