package core

import "math"

// Obstacle is an asteroid, debris cloud or gas cloud: a simple polygon in
// board mm (GEOMETRY.md 7).
type Obstacle struct {
	ID     string
	Points []Point
}

// contains reports whether p lies in the closed polygon (boundary
// included, within eps).
func (ob *Obstacle) contains(p Point, eps float64) bool {
	n := len(ob.Points)
	in := false
	for i, j := 0, n-1; i < n; j, i = i, i+1 {
		a, b := ob.Points[j], ob.Points[i]
		if p.Dist(closestOnSegment(p, a, b)) <= eps {
			return true
		}
		if (a.Y > p.Y) != (b.Y > p.Y) && p.X < a.X+(p.Y-a.Y)*(b.X-a.X)/(b.Y-a.Y) {
			in = !in
		}
	}
	return in
}

// crossedBy reports whether segment [p,q] meets the closed polygon: a line
// that only touches an obstacle's edge is obstructed by it.
func (ob *Obstacle) crossedBy(p, q Point) bool {
	if ob.contains(p, touchEps) || ob.contains(q, touchEps) {
		return true
	}
	n := len(ob.Points)
	for i := 0; i < n; i++ {
		if d, _, _ := segmentsClosest(p, q, ob.Points[i], ob.Points[(i+1)%n]); d <= touchEps {
			return true
		}
	}
	return false
}

// touchEps is the tolerance for a line touching an obstacle.
const touchEps = 1e-9

// RangeToObstacle measures from a ship's base to the closest point of an
// obstacle. A ship on top of an obstacle, or touching it, is at range 0 of
// it in both editions (GEOMETRY.md 7: "a ship on top of an obstacle is at
// range 0 of it").
func RangeToObstacle(s Ship, ob Obstacle) Measurement {
	b := s.Base()
	corners := b.Corners()
	bp := b.polygon()
	for _, c := range corners {
		if ob.contains(c, 0) {
			return Measurement{Band: 0, From: c, To: c}
		}
	}
	for _, p := range ob.Points {
		if bp.containsConvex(p) {
			return Measurement{Band: 0, From: p, To: p}
		}
	}
	best := math.Inf(1)
	var from, to Point
	n := len(ob.Points)
	for i := 0; i < 4; i++ {
		a0, a1 := corners[i], corners[(i+1)%4]
		for j := 0; j < n; j++ {
			if d, x, y := segmentsClosest(a0, a1, ob.Points[j], ob.Points[(j+1)%n]); d < best {
				best, from, to = d, x, y
			}
		}
	}
	band := Band(best, Second)
	return Measurement{Band: band, Distance: best, From: from, To: to}
}
