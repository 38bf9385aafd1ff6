package core

import "math"

// RangeOutline returns the outer edge of range band n (1..MaxBand) around
// the token: the points at distance 100n mm from its outline, in the
// token frame, clockwise on screen, as a polygon whose curve is within
// 0.1 mm: what a page draws around a bomb for "each ship at range 0-1".
// Another n, or an unknown token, gives nil.
//
// Each edge's 100n mm neighbourhood is a capsule (a rectangle with two
// half-discs). Every point of every outline is far less than 100 mm from
// the token's centre, so every capsule holds the centre, and their union
// is star-shaped about it: along each direction from the centre its edge
// is where the last capsule ends.
func (t TokenType) RangeOutline(n int) []Point {
	if n < 1 || n > MaxBand || len(t.Points) < 3 {
		return nil
	}
	r := float64(n) * BandLength
	far := 0.0
	for _, p := range t.Points {
		far = fmax(far, p.Norm())
	}
	if far >= r {
		return nil // no table outline is this large; the construction needs it
	}
	// Steps of the angle for which a chord of the circle of radius
	// r+far sags at most a quarter of outlineTolerance; then, where
	// capsules meet at a corner (the outline's notches make dents), the
	// step is halved until the chord is that close to the curve.
	// (A chord of angle a sags R(1-cos(a/2)) <= R a²/8 below its circle:
	// a = sqrt(8 s/R) sags at most s.)
	steps := int(math.Ceil(2 * math.Pi / math.Sqrt(8*outlineTolerance/4/(r+far))))
	at := func(theta float64) Point {
		// Clockwise on screen: the angle grows from +x towards +y (down).
		sin, cos := math.Sincos(theta)
		u := Point{cos, sin}
		rho := 0.0
		for i := range t.Points {
			rho = fmax(rho, capsuleExit(u, t.Points[i], t.Points[(i+1)%len(t.Points)], r))
		}
		return u.Mul(rho)
	}
	out := make([]Point, 0, steps+steps/4)
	var refine func(th0, th1 float64, p0, p1 Point, depth int)
	refine = func(th0, th1 float64, p0, p1 Point, depth int) {
		thm := (th0 + th1) / 2
		pm := at(thm)
		chord := p1.Sub(p0)
		if depth > 0 && math.Abs(chord.Cross(pm.Sub(p0))) > outlineTolerance/4*chord.Norm() {
			refine(th0, thm, p0, pm, depth-1)
			out = append(out, pm)
			refine(thm, th1, pm, p1, depth-1)
		}
	}
	step := 2 * math.Pi / float64(steps)
	first := at(0)
	prev := first
	for k := 0; k < steps; k++ {
		out = append(out, prev)
		next := first
		if k+1 < steps {
			next = at(float64(k+1) * step)
		}
		refine(float64(k)*step, float64(k+1)*step, prev, next, 8)
		prev = next
	}
	return out
}

// outlineTolerance is how far, in mm, a drawn range outline may stray
// from the curve it stands for: the same 0.1 mm as the arc outlines.
const outlineTolerance = 0.1

// capsuleExit returns how far the ray from the origin along unit u runs
// inside the set of points within r of segment [p,q], which holds the
// origin.
func capsuleExit(u, p, q Point, r float64) float64 {
	best := fmax(discExit(u, p, r), discExit(u, q, r))
	e := q.Sub(p)
	l := e.Norm()
	if l == 0 {
		return best
	}
	e = e.Mul(1 / l)
	nrm := Point{-e.Y, e.X}
	// The rectangle: 0 <= (x-p)·e <= l and |(x-p)·n| <= r, with x = t u.
	t0, t1 := math.Inf(-1), math.Inf(1)
	for _, c := range [2]struct{ du, lo, hi float64 }{
		{u.Dot(e), p.Dot(e), p.Dot(e) + l},
		{u.Dot(nrm), p.Dot(nrm) - r, p.Dot(nrm) + r},
	} {
		if c.du == 0 {
			if c.lo > 0 || c.hi < 0 {
				return best
			}
			continue
		}
		a, b := c.lo/c.du, c.hi/c.du
		if a > b {
			a, b = b, a
		}
		t0, t1 = fmax(t0, a), fmin(t1, b)
	}
	if t0 <= t1 {
		best = fmax(best, t1)
	}
	return best
}

// discExit returns how far the ray from the origin along unit u runs
// inside the disc of radius r about c (0 when it misses it).
func discExit(u, c Point, r float64) float64 {
	b := u.Dot(c)
	disc := b*b - c.Dot(c) + r*r
	if disc < 0 {
		return 0
	}
	return b + math.Sqrt(disc)
}
