package core

import "math"

// Obstacle is an asteroid, debris cloud or gas cloud: a simple polygon in
// board mm (GEOMETRY.md 7).
type Obstacle struct {
	ID string
	// Type is the official token it is (Token.Obstacle), so that words can
	// name it ("core asteroid 5"); "" for a plain polygon.
	Type   string
	Points []Point
}

// MaxObstaclePoints bounds an obstacle outline: printed obstacles need a
// few dozen points, and Validate's simplicity check is quadratic.
const MaxObstaclePoints = 1000

// contains reports whether p lies inside the polygon (even-odd rule). A
// point on the outline may go either way: callers that care about the
// boundary measure it separately.
func (ob *Obstacle) contains(p Point) bool {
	n := len(ob.Points)
	in := false
	for i, j := 0, n-1; i < n; j, i = i, i+1 {
		a, b := ob.Points[j], ob.Points[i]
		if (a.Y > p.Y) != (b.Y > p.Y) && p.X < a.X+(p.Y-a.Y)*(b.X-a.X)/(b.Y-a.Y) {
			in = !in
		}
	}
	return in
}

// bounds is an axis-aligned bounding box.
type bounds struct{ minX, minY, maxX, maxY float64 }

// meets reports whether b and c overlap once each is grown by pad mm on
// every side (closed boxes: touching boxes meet).
func (b bounds) meets(c bounds, pad float64) bool {
	return b.minX-pad <= c.maxX && c.minX-pad <= b.maxX && b.minY-pad <= c.maxY && c.minY-pad <= b.maxY
}

func boundsOf(pts []Point) bounds {
	b := bounds{math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)}
	for _, p := range pts {
		b.minX, b.maxX = fmin(b.minX, p.X), fmax(b.maxX, p.X)
		b.minY, b.maxY = fmin(b.minY, p.Y), fmax(b.maxY, p.Y)
	}
	return b
}

// crossedBy reports whether segment [p,q] meets the closed polygon, whose
// bounds are box: a line that only touches an obstacle's outline is
// obstructed by it.
func (ob *Obstacle) crossedBy(p, q Point, box bounds) bool {
	if fmax(p.X, q.X) < box.minX-lineTouchEps || fmin(p.X, q.X) > box.maxX+lineTouchEps ||
		fmax(p.Y, q.Y) < box.minY-lineTouchEps || fmin(p.Y, q.Y) > box.maxY+lineTouchEps {
		return false
	}
	n := len(ob.Points)
	pq := q.Sub(p)
	for i, j := 0, n-1; i < n; j, i = i, i+1 {
		a, b := ob.Points[j], ob.Points[i]
		d1, d2 := pq.Cross(a.Sub(p)), pq.Cross(b.Sub(p))
		if (d1 > 0 && d2 > 0) || (d1 < 0 && d2 < 0) {
			continue // the edge is wholly on one side of the line
		}
		ab := b.Sub(a)
		d3, d4 := ab.Cross(p.Sub(a)), ab.Cross(q.Sub(a))
		if (d3 > 0 && d4 > 0) || (d3 < 0 && d4 < 0) {
			continue
		}
		if (d1 != 0 || d2 != 0) && (d3 != 0 || d4 != 0) {
			return true // they cross, or one ends on the other
		}
		// Collinear: touching when they overlap.
		if d, _, _ := segmentsClosest(p, q, a, b); d <= lineTouchEps {
			return true
		}
	}
	return ob.contains(p) // wholly inside
}

// RangeToObstacle measures from a ship's base to the closest point of an
// obstacle. A ship on top of an obstacle, or touching it, is at range 0 of
// it in both editions (GEOMETRY.md 7: "a ship on top of an obstacle is at
// range 0 of it").
func RangeToObstacle(s Ship, ob Obstacle) Measurement { return rangeToPolygon(s.Base(), &ob) }

// Validate checks an obstacle: 3 to 1000 finite points forming a simple
// polygon with non-zero area.
func (ob Obstacle) Validate() error {
	n := len(ob.Points)
	if n < 3 || n > MaxObstaclePoints {
		return fieldErr("points", "want 3 to "+itoa(MaxObstaclePoints)+" points, got "+itoa(n))
	}
	for i, p := range ob.Points {
		if e := checkNumber("points["+itoa(i)+"].x", p.X, MaxCoordinate); e != nil {
			return e
		}
		if e := checkNumber("points["+itoa(i)+"].y", p.Y, MaxCoordinate); e != nil {
			return e
		}
	}
	if math.Abs(signedArea(ob.Points)) < minObstacleArea {
		return fieldErr("points", "want a polygon with an area, got a degenerate one")
	}
	for i := 0; i < n; i++ {
		a0, a1 := ob.Points[i], ob.Points[(i+1)%n]
		if a0 == a1 {
			return fieldErr("points["+itoa((i+1)%n)+"]", "repeats the point before it")
		}
		for j := i + 2; j < n; j++ {
			if i == 0 && j == n-1 {
				continue // adjacent through the closing edge
			}
			if segmentsMeet(a0, a1, ob.Points[j], ob.Points[(j+1)%n]) {
				return fieldErr("points", "want a simple polygon, but edges "+itoa(i)+" and "+itoa(j)+" cross")
			}
		}
	}
	return nil
}

// signedArea returns the area of a polygon, positive when its vertices
// turn counter-clockwise in the (X, Y) plane.
func signedArea(pts []Point) float64 {
	s := 0.0
	for i := range pts {
		s += pts[i].Cross(pts[(i+1)%len(pts)])
	}
	return s / 2
}
