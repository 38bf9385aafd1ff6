package core

import "math"

// Size is a base size.
type Size string

const (
	Small  Size = "small"
	Medium Size = "medium"
	Large  Size = "large"
	Huge   Size = "huge"
)

// Dimensions returns a base's width (along u, across the ship) and length
// (along v, fore to aft) in mm, from GEOMETRY.md 2. Only the rectangle
// counts: the plastic nubs are ignored. An unknown size reports ok false.
func (s Size) Dimensions() (width, length float64, ok bool) {
	switch s {
	case Small:
		return 40, 40, true
	case Medium:
		return 60, 60, true
	case Large:
		return 80, 80, true
	case Huge:
		// Provisional: the Tabletop Simulator mod's figure; there is no
		// official drawing of the Epic base.
		return 80, 221, true
	}
	return 0, 0, false
}

// availableIn reports whether the size exists in edition ed: 1e has only
// small and large bases.
func (s Size) availableIn(ed Edition) bool {
	if ed == First {
		return s == Small || s == Large
	}
	_, _, ok := s.Dimensions()
	return ok
}

// Base is a placed ship base: a closed rectangle centred on Center, with
// unit vectors Forward and Right spanning the ship's local frame.
type Base struct {
	Center         Point
	Forward, Right Point
	HalfWidth      float64 // half the extent along Right (u)
	HalfLength     float64 // half the extent along Forward (v)
}

// newBase places a base of the given size at centre c with heading
// headingDeg in degrees, clockwise from facing the top edge (GEOMETRY.md
// 1). An unknown size gives a zero-sized base.
func newBase(size Size, c Point, headingDeg float64) Base {
	w, l, _ := size.Dimensions()
	sin, cos := sincosDeg(headingDeg)
	return Base{
		Center:     c,
		Forward:    Point{sin, -cos},
		Right:      Point{cos, sin},
		HalfWidth:  w / 2,
		HalfLength: l / 2,
	}
}

// World returns the board point at local coordinates (u, v).
func (b Base) World(u, v float64) Point {
	return Point{
		b.Center.X + u*b.Right.X + v*b.Forward.X,
		b.Center.Y + u*b.Right.Y + v*b.Forward.Y,
	}
}

// worldOf maps a local point (X=u, Y=v) to the board.
func (b Base) worldOf(l Point) Point { return b.World(l.X, l.Y) }

// Local returns the local coordinates of board point p as a Point with
// X=u (to the right) and Y=v (forward).
func (b Base) Local(p Point) Point {
	d := p.Sub(b.Center)
	return Point{d.Dot(b.Right), d.Dot(b.Forward)}
}

// Corners returns the four corners on the board in perimeter order:
// front-left, front-right, rear-right, rear-left.
func (b Base) Corners() [4]Point {
	hw, hl := b.HalfWidth, b.HalfLength
	return [4]Point{b.World(-hw, hl), b.World(hw, hl), b.World(hw, -hl), b.World(-hw, -hl)}
}

// localCorners returns the corners of base o in b's local frame, in o's
// perimeter order.
func (b Base) localCorners(o Base) [4]Point {
	c0, c1, c2, c3 := b.localCornersOf(o)
	return [4]Point{c0, c1, c2, c3}
}

// localCornersOf is localCorners without building the array: o's centre
// and axes expressed once in b's frame.
func (b Base) localCornersOf(o Base) (Point, Point, Point, Point) {
	d := o.Center.Sub(b.Center)
	c := Point{d.Dot(b.Right), d.Dot(b.Forward)}
	r := Point{o.Right.Dot(b.Right), o.Right.Dot(b.Forward)}.Mul(o.HalfWidth)
	f := Point{o.Forward.Dot(b.Right), o.Forward.Dot(b.Forward)}.Mul(o.HalfLength)
	front, rear := c.Add(f), c.Sub(f)
	return front.Sub(r), front.Add(r), rear.Add(r), rear.Sub(r)
}

// containsLocal reports whether local point l lies in the closed base,
// allowing eps for rounding.
func (b Base) containsLocal(l Point, eps float64) bool {
	return math.Abs(l.X) <= b.HalfWidth+eps && math.Abs(l.Y) <= b.HalfLength+eps
}

// polygon returns the base outline as a convex polygon on the board.
func (b Base) polygon() poly {
	c := b.Corners()
	var p poly
	for _, q := range c {
		p.push(q)
	}
	return p
}
