package core

import "math"

// pointSegment2 returns the point of segment [a,b] closest to p and its
// squared distance from p. Axis-aligned segments (every arc edge piece is
// one, in its ship's frame) take a division-free path.
func pointSegment2(p, a, b Point) (Point, float64) {
	var q Point
	switch {
	case a.Y == b.Y:
		q = Point{clampTo(p.X, a.X, b.X), a.Y}
	case a.X == b.X:
		q = Point{a.X, clampTo(p.Y, a.Y, b.Y)}
	default:
		abx, aby := b.X-a.X, b.Y-a.Y
		num := (p.X-a.X)*abx + (p.Y-a.Y)*aby
		l2 := abx*abx + aby*aby
		switch {
		case num <= 0:
			q = a
		case num >= l2:
			q = b
		default:
			t := num / l2
			q = Point{a.X + abx*t, a.Y + aby*t}
		}
	}
	dx, dy := p.X-q.X, p.Y-q.Y
	return q, dx*dx + dy*dy
}

// clampTo clamps x to the interval between a and b, in either order.
func clampTo(x, a, b float64) float64 {
	if a > b {
		a, b = b, a
	}
	if x < a {
		return a
	}
	if x > b {
		return b
	}
	return x
}

// segmentsClosest returns the distance between segments [a0,a1] and
// [b0,b1] and a closest pair of points, one on each. Crossing segments are
// at distance 0 at their crossing.
func segmentsClosest(a0, a1, b0, b1 Point) (float64, Point, Point) {
	da, db := a1.Sub(a0), b1.Sub(b0)
	o1, o2 := da.Cross(b0.Sub(a0)), da.Cross(b1.Sub(a0))
	o3, o4 := db.Cross(a0.Sub(b0)), db.Cross(a1.Sub(b0))
	if ((o1 > 0 && o2 < 0) || (o1 < 0 && o2 > 0)) && ((o3 > 0 && o4 < 0) || (o3 < 0 && o4 > 0)) {
		p := a0.lerp(a1, o3/(o3-o4))
		return 0, p, p
	}
	q, best := pointSegment2(a0, b0, b1)
	pa, pb := a0, q
	if q, d := pointSegment2(a1, b0, b1); d < best {
		best, pa, pb = d, a1, q
	}
	if q, d := pointSegment2(b0, a0, a1); d < best {
		best, pa, pb = d, q, b0
	}
	if q, d := pointSegment2(b1, a0, a1); d < best {
		best, pa, pb = d, q, b1
	}
	return math.Sqrt(best), pa, pb
}

// segmentsMeet reports whether segments [a0,a1] and [b0,b1] cross or touch,
// by orientation tests: it runs for every pair of an outline's edges, so it
// must be cheap.
func segmentsMeet(a0, a1, b0, b1 Point) bool {
	if max(a0.X, a1.X) < min(b0.X, b1.X) || max(b0.X, b1.X) < min(a0.X, a1.X) ||
		max(a0.Y, a1.Y) < min(b0.Y, b1.Y) || max(b0.Y, b1.Y) < min(a0.Y, a1.Y) {
		return false
	}
	da, db := a1.Sub(a0), b1.Sub(b0)
	d1, d2 := da.Cross(b0.Sub(a0)), da.Cross(b1.Sub(a0))
	d3, d4 := db.Cross(a0.Sub(b0)), db.Cross(a1.Sub(b0))
	if (d1 > 0 && d2 > 0) || (d1 < 0 && d2 < 0) || (d3 > 0 && d4 > 0) || (d3 < 0 && d4 < 0) {
		return false
	}
	if (d1 != 0 || d2 != 0) && (d3 != 0 || d4 != 0) {
		return true
	}
	d, _, _ := segmentsClosest(a0, a1, b0, b1) // collinear
	return d <= lineTouchEps
}
