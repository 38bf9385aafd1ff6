package core

import "math"

// The range ruler (GEOMETRY.md 4): like the physical ruler, it measures
// from a ship's base or a point on the board to another base or point.
// Ship to ship is Range.

// RangeToPoint measures from ship s's base to board point p: From is the
// base's closest point to p (p itself when p lies on or inside the base).
func RangeToPoint(s Ship, p Point, o Options) Measurement {
	b := s.Base()
	l := b.Local(p)
	from := b.World(math.Max(-b.HalfWidth, math.Min(b.HalfWidth, l.X)), math.Max(-b.HalfLength, math.Min(b.HalfLength, l.Y)))
	d := from.Dist(p)
	return Measurement{Band: Band(d, o.edition()), Distance: d, From: from, To: p}
}

// RangeBetweenPoints measures between two board points.
func RangeBetweenPoints(a, b Point, o Options) Measurement {
	d := a.Dist(b)
	return Measurement{Band: Band(d, o.edition()), Distance: d, From: a, To: b}
}
