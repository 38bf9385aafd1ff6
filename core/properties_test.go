package core

import (
	"math"
	"math/rand"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

var allSizes = []Size{Small, Medium, Large, Huge}

func randomShip(rng *rand.Rand, ed Edition) Ship {
	sizes := allSizes
	if ed == First {
		sizes = []Size{Small, Large}
	}
	return Ship{X: 200 + rng.Float64()*500, Y: 200 + rng.Float64()*500, Heading: rng.Float64()*720 - 360, Size: sizes[rng.Intn(len(sizes))]}
}

func geometricArcs(ed Edition) []Arc {
	if ed == First {
		return []Arc{Primary, AuxRear, Aux180, Special, Bullseye}
	}
	return []Arc{Front, Rear, Left, Right, FullFront, FullRear, Bullseye}
}

// moved returns s rotated by deg about pivot and then shifted by d.
func moved(s Ship, pivot Point, deg float64, d Point) Ship {
	sin, cos := math.Sincos(deg * math.Pi / 180)
	rx, ry := s.X-pivot.X, s.Y-pivot.Y
	s.X = pivot.X + rx*cos - ry*sin + d.X
	s.Y = pivot.Y + rx*sin + ry*cos + d.Y
	s.Heading += deg
	return s
}

// onBase reports how far p is from the perimeter of s's base.
func offPerimeter(s Ship, p Point) float64 {
	b := s.Base()
	l := b.Local(p)
	du := math.Abs(math.Abs(l.X) - b.HalfWidth)
	dv := math.Abs(math.Abs(l.Y) - b.HalfLength)
	if math.Abs(l.X) <= b.HalfWidth+1e-9 && math.Abs(l.Y) <= b.HalfLength+1e-9 {
		return math.Min(du, dv) // inside or on: distance to the nearest side
	}
	c := Point{clamp(l.X, b.HalfWidth), clamp(l.Y, b.HalfLength)}
	return c.Dist(l)
}

func inBase(s Ship, p Point) bool {
	b := s.Base()
	return b.containsLocal(b.Local(p), 1e-7)
}

func TestProperties(t *testing.T) {
	rng := rand.New(rand.NewSource(20261130))
	for i := 0; i < 3000; i++ {
		ed := Second
		if i%3 == 0 {
			ed = First
		}
		o := Options{Edition: ed}
		a, b := randomShip(rng, ed), randomShip(rng, ed)
		if i%4 == 0 { // keep some pairs close, touching and overlapping
			b.X, b.Y = a.X+rng.Float64()*120-60, a.Y+rng.Float64()*120-60
		}
		ab, ba := Range(a, b, o), Range(b, a, o)

		require.InDelta(t, ab.Distance, ba.Distance, 1e-9, "plain range is symmetric")
		require.InDelta(t, ab.Distance, ab.From.Dist(ab.To), 1e-9, "closest points are distance apart")
		if ab.Distance > 0 {
			require.Less(t, offPerimeter(a, ab.From), 1e-7, "From is on a's perimeter")
			require.Less(t, offPerimeter(b, ab.To), 1e-7, "To is on b's perimeter")
		} else {
			require.True(t, inBase(a, ab.From) && inBase(b, ab.To), "overlap point in both bases")
		}

		pivot := Point{rng.Float64() * 900, rng.Float64() * 900}
		deg, shift := rng.Float64()*360, Point{rng.Float64()*200 - 100, rng.Float64()*200 - 100}
		a2, b2 := moved(a, pivot, deg, shift), moved(b, pivot, deg, shift)
		require.InDelta(t, ab.Distance, Range(a2, b2, o).Distance, 1e-7, "plain range is rotation and translation invariant")

		for _, arc := range geometricArcs(ed) {
			m, _, in := AttackRange(a, b, arc, o)
			m2, _, in2 := AttackRange(a2, b2, arc, o)
			if !in && !in2 {
				continue
			}
			// Verdicts may only differ at the very edge of an arc.
			if in != in2 {
				d := m.Distance
				if in2 {
					d = m2.Distance
				}
				require.True(t, d > o.reach()-1e-6 || nearArcLine(a, b, arc, ed), "%s: verdict changed under rotation", arc)
				continue
			}
			require.InDelta(t, m.Distance, m2.Distance, 1e-6, "%s: attack range is rotation and translation invariant", arc)
			require.GreaterOrEqual(t, m.Distance, ab.Distance-1e-9, "%s: attack range is never less than plain range", arc)
			require.InDelta(t, m.Distance, m.From.Dist(m.To), 1e-9, "%s: closest points are distance apart", arc)
			require.Less(t, offPerimeter(a, m.From), 1e-7, "%s: From is on the attacker's base", arc)
			require.True(t, inBase(b, m.To), "%s: To is on the target", arc)
			require.Equal(t, Band(m.Distance, ed), m.Band)
		}

		// Bullseye inside front: anything in the bullseye is in the front
		// arc, no nearer than from the front arc.
		bull, _, inB := AttackRange(a, b, Bullseye, o)
		front, _, inF := AttackRange(a, b, Front, o)
		if inB {
			require.True(t, inF, "in the bullseye implies in the front arc")
			require.LessOrEqual(t, front.Distance, bull.Distance+1e-9)
		}
		// The side and full arcs cover the plane around the base.
		if ed == Second && ab.Distance <= 200 {
			covered := false
			for _, arc := range []Arc{Front, Rear, Left, Right} {
				covered = covered || InArc(a, b, arc, o)
			}
			require.True(t, covered || baseInside(b, a), "every ship near another is in one of its standard arcs")
			require.Equal(t, InArc(a, b, FullFront, o) || InArc(a, b, FullRear, o), covered)
		}
	}
}

// baseInside reports whether all of s's base lies under o's.
func baseInside(s, o Ship) bool {
	for _, c := range s.Base().Corners() {
		if !inBase(o, c) {
			return false
		}
	}
	return true
}

// nearArcLine reports whether b's base comes within 1e-6 mm of a's arc
// lines, where rounding may flip a verdict.
func nearArcLine(a, b Ship, arc Arc, ed Edition) bool {
	rs, _ := a.regions(arc)
	g := geomFor(ed, a.size(), rs[0])
	ab := a.Base()
	for i := 0; i < g.nplane; i++ {
		h := g.planes[i]
		for _, c := range ab.localCorners(b.Base()) {
			if math.Abs(h.eval(c)) < 1e-6 {
				return true
			}
		}
	}
	return false
}

// oracleAttackRange is an independent, brute-force reading of GEOMETRY.md
// 5: sample the target's part in the arc area (its perimeter and the arc
// lines inside it) and the arc edge (the perimeter points whose angle phi
// lies in the arc), then take the least distance. Regions are tested by
// the angle phi = atan2(u, v) exactly as the contract's table states.
func oracleAttackRange(a, b Ship, arc Arc, ed Edition, step float64) (float64, bool) {
	ab, bb := a.Base(), b.Base()
	alphaDeg := arcAlphaDeg(ed, a.size())
	half := bullseyeWidth(ed) / 2
	inRegion := func(l Point) bool {
		phiDeg := math.Atan2(l.X, l.Y) * 180 / math.Pi
		switch arc {
		case Front, Primary:
			return math.Abs(phiDeg) <= alphaDeg
		case Rear, AuxRear, Special:
			return math.Abs(phiDeg) >= 180-alphaDeg
		case Right:
			return phiDeg >= alphaDeg && phiDeg <= 180-alphaDeg
		case Left:
			return phiDeg <= -alphaDeg && phiDeg >= -(180-alphaDeg)
		case FullFront, Aux180:
			return l.Y >= 0
		case FullRear:
			return l.Y <= 0
		case Bullseye:
			return math.Abs(l.X) <= half && l.Y >= 0
		}
		return false
	}
	perimeter := func(base Base, step float64) []Point {
		var pts []Point
		c := base.Corners()
		for i := range c {
			p, q := c[i], c[(i+1)%4]
			n := int(math.Ceil(p.Dist(q) / step))
			for k := 0; k < n; k++ {
				pts = append(pts, p.lerp(q, float64(k)/float64(n)))
			}
		}
		return pts
	}
	var edge []Point
	for _, p := range perimeter(ab, step) {
		if inRegion(ab.Local(p)) {
			edge = append(edge, p)
		}
	}
	var target []Point
	add := func(p Point) {
		l := ab.Local(p)
		if inRegion(l) && !ab.containsLocal(l, -1e-9) {
			target = append(target, p)
		}
	}
	for _, p := range perimeter(bb, step) {
		add(p)
	}
	// The arc lines (and the midway and bullseye lines) inside the target.
	for _, dir := range []Point{dirAt(radians(alphaDeg)), dirAt(radians(-alphaDeg)), dirAt(radians(180 - alphaDeg)), dirAt(radians(180 + alphaDeg)), {1, 0}, {-1, 0}} {
		for s := 0.0; s < 1200; s += step {
			if p := ab.World(dir.X*s, dir.Y*s); bb.containsLocal(bb.Local(p), 0) {
				add(p)
			}
		}
	}
	for _, u := range []float64{-half, half} {
		for s := 0.0; s < 1200; s += step {
			if p := ab.World(u, s); bb.containsLocal(bb.Local(p), 0) {
				add(p)
			}
		}
	}
	if len(target) == 0 || len(edge) == 0 {
		return 0, false
	}
	best := math.Inf(1)
	for _, p := range target {
		for _, q := range edge {
			best = math.Min(best, p.Dist(q))
		}
	}
	return best, true
}

// The engine agrees with the brute-force oracle on random placements of
// every size, arc and edition, to within the oracle's sampling error.
func TestAgainstBruteForce(t *testing.T) {
	if testing.Short() {
		t.Skip("brute force is slow")
	}
	rng := rand.New(rand.NewSource(42))
	const step = 0.25
	checked := 0
	for i := 0; i < 240; i++ {
		ed := Second
		if i%4 == 0 {
			ed = First
		}
		a, b := randomShip(rng, ed), randomShip(rng, ed)
		b.X, b.Y = a.X+rng.Float64()*500-250, a.Y+rng.Float64()*500-250
		arcs := geometricArcs(ed)
		arc := arcs[rng.Intn(len(arcs))]
		want, wantIn := oracleAttackRange(a, b, arc, ed, step)
		m, _, in := AttackRange(a, b, arc, Options{Edition: ed, MaxRange: 5})
		if in != wantIn {
			// The oracle samples; only a sliver of the target may be missed.
			require.True(t, nearArcLine(a, b, arc, ed) || (in && m.Distance > 0 && sliver(a, b, arc, ed)),
				"case %d %s %s %s vs %s: engine in=%v oracle in=%v", i, ed, arc, a.Size, b.Size, in, wantIn)
			continue
		}
		if !in {
			continue
		}
		checked++
		// Each sampled set is within step of every true point, so the
		// oracle overestimates by at most 2*step, and never underestimates.
		require.InDelta(t, want, m.Distance, 2*step, "case %d %s %s: %+v %+v", i, ed, arc, a, b)
		require.GreaterOrEqual(t, want, m.Distance-1e-9, "case %d %s %s: the engine finds no shorter line than exists", i, ed, arc)
	}
	assert.Greater(t, checked, 80)
}

// sliver reports whether the target's part in the arc is thinner than the
// oracle's sampling can see.
func sliver(a, b Ship, arc Arc, ed Edition) bool {
	rs, _ := a.regions(arc)
	g := geomFor(ed, a.size(), rs[0])
	var p poly
	clippedTarget(a.Base(), g, b.Base(), &p)
	area := 0.0
	for i := 0; i < p.n; i++ {
		area += p.pts[i].Cross(p.pts[p.next(i)])
	}
	return math.Abs(area/2) < 5
}
