package core

import (
	"math"
	"math/rand"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// insidePolygon is a plain even-odd test, independent of the engine's.
func insidePolygon(pts []Point, q Point) bool {
	in := false
	for i, j := 0, len(pts)-1; i < len(pts); j, i = i, i+1 {
		a, b := pts[j], pts[i]
		if (a.Y > q.Y) != (b.Y > q.Y) && q.X < a.X+(q.Y-a.Y)*(b.X-a.X)/(b.Y-a.Y) {
			in = !in
		}
	}
	return in
}

func distToPolygon(pts []Point, q Point) float64 {
	best := math.Inf(1)
	for i := range pts {
		_, d := pointSegment2(q, pts[i], pts[(i+1)%len(pts)])
		best = math.Min(best, math.Sqrt(d))
	}
	return best
}

// engineDecides reports whether the engine puts board point q in ship's
// arc area out to reach: a point target, measured as AttackRange does.
func engineDecides(s Ship, r region, ed Edition, q Point, reach float64) bool {
	b := s.Base()
	g := geomFor(ed, s.size(), r)
	l := b.Local(q)
	if !g.contains(l) || b.containsLocal(l, 0) {
		return false
	}
	var p poly
	p.push(l)
	d, _, _ := chainToPoly(&g.edge, &p)
	return d <= reach
}

// The drawn arc area is the set the engine decides with: every point well
// inside the outline is in the arc within reach, every point well outside
// is not (away from the 0.1 mm band the curves are drawn within).
func TestArcOutlineMatchesVerdicts(t *testing.T) {
	rng := rand.New(rand.NewSource(5))
	for _, ed := range []Edition{Second, First} {
		for _, size := range allSizes {
			if !size.availableIn(ed) {
				continue
			}
			for _, arc := range geometricArcs(ed) {
				s := Ship{X: 457, Y: 457, Heading: rng.Float64() * 360, Size: size}
				outs := ArcOutline(s, arc, Options{Edition: ed})
				require.Len(t, outs, 3, "%s %s %s: ranges 1..3", ed, size, arc)
				rs, _ := s.regions(arc)
				for _, out := range outs {
					reach := float64(out.Range) * BandLength
					inside, outside := 0, 0
					for k := 0; k < 4000; k++ {
						q := Point{457 + rng.Float64()*2*(reach+130) - reach - 130, 457 + rng.Float64()*2*(reach+130) - reach - 130}
						if distToPolygon(out.Points, q) < 0.1 {
							continue
						}
						want := engineDecides(s, rs[0], ed, q, reach)
						require.Equal(t, want, insidePolygon(out.Points, q), "%s %s %s range %d at %v", ed, size, arc, out.Range, q)
						if want {
							inside++
						} else {
							outside++
						}
					}
					assert.Greater(t, inside, 5, "%s %s %s: sampled inside", ed, size, arc)
					assert.Greater(t, outside, 20)
				}
			}
		}
	}
}

// The outline's curves are drawn within 0.1 mm of the true arc of radius
// reach: every outline point is at most reach from the arc edge, and the
// midpoint of every chord at least reach - 0.1.
func TestArcOutlineTolerance(t *testing.T) {
	s := Ship{X: 400, Y: 400, Heading: 17, Size: Large}
	for _, arc := range []Arc{Front, Left, FullRear, Bullseye} {
		for _, out := range ArcOutline(s, arc, Options{}) {
			reach := float64(out.Range) * BandLength
			b := s.Base()
			rs, _ := s.regions(arc)
			g := geomFor(Second, Large, rs[0])
			distEdge := func(q Point) float64 {
				var p poly
				p.push(b.Local(q))
				d, _, _ := chainToPoly(&g.edge, &p)
				return d
			}
			onCurve := 0
			for i, p := range out.Points {
				d := distEdge(p)
				require.LessOrEqual(t, d, reach+1e-6, "%s: outline point beyond reach", arc)
				q := out.Points[(i+1)%len(out.Points)]
				if d > reach-1e-6 && distEdge(q) > reach-1e-6 {
					onCurve++
					assert.GreaterOrEqual(t, distEdge(p.lerp(q, 0.5)), reach-0.1, "%s: chord strays more than 0.1 mm", arc)
				}
			}
			assert.Greater(t, onCurve, 2)
		}
	}
}

// Range rings contain exactly the points within range n of the base.
func TestRangeOutline(t *testing.T) {
	rng := rand.New(rand.NewSource(9))
	s := Ship{X: 400, Y: 400, Heading: 33, Size: Huge}
	rings := RangeOutline(s, Options{MaxRange: 5})
	require.Len(t, rings, 5)
	for _, ring := range rings {
		reach := float64(ring.Range) * BandLength
		for k := 0; k < 3000; k++ {
			q := Point{400 + rng.Float64()*1400 - 700, 400 + rng.Float64()*1400 - 700}
			if distToPolygon(ring.Points, q) < 0.1 {
				continue
			}
			var p poly
			p.push(q)
			pb := s.Base().polygon()
			d, _, _ := polyToPoly(&pb, &p)
			require.Equal(t, d <= reach, insidePolygon(ring.Points, q), "range %d at %v", ring.Range, q)
		}
	}
}

func TestOutlineShapes(t *testing.T) {
	s := Ship{X: 400, Y: 400, Size: Small}
	t.Run("turrets draw the arcs they point at", func(t *testing.T) {
		s.Turret = TurretLeftRight
		outs := ArcOutline(s, DoubleTurret, Options{})
		require.Len(t, outs, 6)
		assert.Equal(t, Left, outs[0].Arc)
		assert.Equal(t, Right, outs[3].Arc)
	})
	t.Run("Epic reach draws ranges 1..5", func(t *testing.T) {
		assert.Len(t, ArcOutline(s, Front, Options{MaxRange: 5}), 5)
	})
	t.Run("the bullseye is a straight strip ahead", func(t *testing.T) {
		out := ArcOutline(s, Bullseye, Options{})[2]
		for _, p := range out.Points {
			assert.InDelta(t, 0, math.Max(0, math.Abs(p.X-400)-7.4), 1e-9)
			assert.LessOrEqual(t, p.Y, 380+1e-9)
			assert.GreaterOrEqual(t, p.Y, 80-1e-9)
		}
	})
}

// A shape placed at its ship is the outline on the board, point for point.
func TestShapesPlaced(t *testing.T) {
	rng := rand.New(rand.NewSource(11))
	for i := 0; i < 300; i++ {
		ed := []Edition{Second, First}[i%2]
		s := Ship{X: rng.Float64() * 900, Y: rng.Float64() * 900, Heading: (rng.Float64()*2 - 1) * 1000,
			Size: Size([]string{"small", "large", "medium", "huge"}[rng.Intn(map[Edition]int{Second: 4, First: 2}[ed])])}
		o := Options{Edition: ed, MaxRange: []int{0, 5}[rng.Intn(2)]}
		arcs := DrawnArcs(ed)
		if ed == Second {
			s.Turret = []string{"front", "left", TurretFrontRear}[rng.Intn(3)]
			arcs = append(arcs, SingleTurret, DoubleTurret)
		} else {
			s.Mobile = []string{"front", "rear", "left", "right"}[rng.Intn(4)]
		}
		check := func(what string, outs []Outline, shapes []Shape) {
			require.Len(t, shapes, len(outs), what)
			for k := range outs {
				assert.Equal(t, outs[k].Arc, shapes[k].Arc, what)
				assert.Equal(t, outs[k].Range, shapes[k].Range, what)
				require.Len(t, shapes[k].Points, len(outs[k].Points), what)
				for j, p := range shapes[k].Points {
					q := s.Base().worldOf(p)
					require.InDelta(t, 0, q.Dist(outs[k].Points[j]), 1e-9, "%s %v: point %d", what, s, j)
				}
			}
		}
		for _, a := range arcs {
			check(string(a), ArcOutline(s, a, o), ArcShapes(s, a, o))
		}
		check("rings", RangeOutline(s, o), RangeShapes(s, o))
	}
}
