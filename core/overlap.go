package core

import "math"

// Overlapping for moves (docs/maneuvers.md, "Overlap"): two pieces
// overlap when they share a positive area; pieces that only touch (within
// TouchDistance) do not.

// basesOverlap reports whether two bases share a positive area, by
// separating axes: they overlap when their projections on each of the
// four edge normals overlap by more than TouchDistance.
func basesOverlap(a, b *Base) bool { return penetration(a, b) > TouchDistance }

// penetration returns how deep two bases overlap: the least overlap of
// their projections on the four edge normals, which for convex polygons
// is the shortest translation that parts them (zero or less: they don't
// overlap). Moving either base so that no point moves farther than that
// keeps them overlapping.
func penetration(a, b *Base) float64 {
	d := b.Center.Sub(a.Center)
	least := math.Inf(1)
	for _, n := range [4]Point{a.Right, a.Forward, b.Right, b.Forward} {
		ra := a.HalfWidth*math.Abs(a.Right.Dot(n)) + a.HalfLength*math.Abs(a.Forward.Dot(n))
		rb := b.HalfWidth*math.Abs(b.Right.Dot(n)) + b.HalfLength*math.Abs(b.Forward.Dot(n))
		o := ra + rb - math.Abs(d.Dot(n))
		if o <= TouchDistance {
			return o
		}
		least = math.Min(least, o)
	}
	return least
}

// basePoints returns a base's corners as an outline.
func basePoints(b *Base) []Point {
	c := b.Corners()
	return c[:]
}

// polygonsOverlap reports whether two simple polygons (either may be
// concave) share a positive area: an edge of one properly crosses an
// edge of the other, or a vertex or an edge's middle of one lies inside
// the other farther than TouchDistance from its outline. Polygons that
// only touch along an edge or at a point do not overlap.
func polygonsOverlap(a, b []Point, ba, bb bounds) bool {
	const e = TouchDistance
	if ba.minX >= bb.maxX-e || bb.minX >= ba.maxX-e || ba.minY >= bb.maxY-e || bb.minY >= ba.maxY-e {
		return false
	}
	for i := range a {
		a0, a1 := a[i], a[(i+1)%len(a)]
		for j := range b {
			if properlyCross(a0, a1, b[j], b[(j+1)%len(b)]) {
				return true
			}
		}
	}
	return someInside(a, b) || someInside(b, a)
}

// properlyCross reports whether segments [a0,a1] and [b0,b1] cross at a
// point inside both, each pair of ends strictly more than TouchDistance
// on either side of the other's line.
func properlyCross(a0, a1, b0, b1 Point) bool {
	side := func(p, q, r Point) float64 { // signed distance of r from line pq
		d := q.Sub(p)
		n := d.Norm()
		if n == 0 {
			return 0
		}
		return d.Cross(r.Sub(p)) / n
	}
	const e = TouchDistance
	d1, d2 := side(a0, a1, b0), side(a0, a1, b1)
	if !((d1 > e && d2 < -e) || (d1 < -e && d2 > e)) {
		return false
	}
	d3, d4 := side(b0, b1, a0), side(b0, b1, a1)
	return (d3 > e && d4 < -e) || (d3 < -e && d4 > e)
}

// someInside reports whether a vertex of p, or the middle of one of its
// edges, lies inside q farther than TouchDistance from q's outline.
func someInside(p, q []Point) bool {
	ob := Obstacle{Points: q}
	for i := range p {
		for _, x := range [2]Point{p[i], p[i].lerp(p[(i+1)%len(p)], 0.5)} {
			if ob.contains(x) && outlineDistance(q, x) > TouchDistance {
				return true
			}
		}
	}
	return false
}

// outlineDistance returns the distance from x to polygon q's outline.
func outlineDistance(q []Point, x Point) float64 {
	best := math.Inf(1)
	for i := range q {
		a, b := q[i], q[(i+1)%len(q)]
		ab := b.Sub(a)
		t := 0.0
		if l := ab.Dot(ab); l > 0 {
			t = math.Max(0, math.Min(1, x.Sub(a).Dot(ab)/l))
		}
		if d := x.Dist(a.Add(ab.Mul(t))); d < best {
			best = d
		}
	}
	return best
}

// outside reports whether some point of pts is beyond the play area's
// edges by more than TouchDistance. The zero area has no edges.
func (pa PlayArea) outside(pts []Point) bool {
	if pa.Width <= 0 || pa.Depth <= 0 {
		return false
	}
	const e = TouchDistance
	for _, p := range pts {
		if p.X < -e || p.Y < -e || p.X > pa.Width+e || p.Y > pa.Depth+e {
			return true
		}
	}
	return false
}
