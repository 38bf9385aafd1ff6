package core

import (
	"math"
	"math/rand"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestRangeToObstacle(t *testing.T) {
	s := Ship{X: 100, Y: 100, Size: Small} // spans 80..120
	m := RangeToObstacle(s, rect("r", 150, 90, 170, 110))
	assert.InDelta(t, 30.0, m.Distance, 1e-9)
	assert.Equal(t, 1, m.Band)
	assert.Equal(t, 120.0, m.From.X, "from the right edge (parallel edges: any point of it)")
	assert.Equal(t, 150.0, m.To.X)
	on := RangeToObstacle(s, rect("under", 90, 90, 95, 95))
	assert.Equal(t, 0, on.Band, "a ship on top of an obstacle is at range 0 of it")
	cover := RangeToObstacle(s, rect("cover", 0, 0, 300, 300))
	assert.Equal(t, 0, cover.Band, "an obstacle under the whole base")
	far := RangeToObstacle(s, rect("far", 700, 700, 710, 710))
	assert.Equal(t, Beyond, far.Band)
	// A concave obstacle whose notch holds the ship: still measured to the
	// closest point.
	notch := Obstacle{Points: []Point{{60, 0}, {140, 0}, {140, 200}, {130, 200}, {130, 60}, {70, 60}, {70, 200}, {60, 200}}}
	m = RangeToObstacle(s, notch)
	assert.InDelta(t, 10.0, m.Distance, 1e-9)
}

// RangeToObstacle agrees with a plain all-pairs measurement on random
// outlines, overlapping or apart; a bar through the base with no vertex
// inside either is at range 0.
func TestRangeToObstacleAgainstAllPairs(t *testing.T) {
	s := Ship{X: 100, Y: 100, Size: Small}
	bar := RangeToObstacle(s, rect("bar", 0, 95, 300, 105))
	assert.Equal(t, 0, bar.Band)
	assert.Equal(t, 0.0, bar.Distance)

	rng := rand.New(rand.NewSource(8))
	for k := 0; k < 2000; k++ {
		s := Ship{X: 400, Y: 400, Heading: rng.Float64() * 360, Size: allSizes[rng.Intn(4)]}
		cx, cy, r := 300+rng.Float64()*200, 300+rng.Float64()*200, 10+rng.Float64()*60
		n := 3 + rng.Intn(12)
		var pts []Point
		for i := 0; i < n; i++ {
			a := 2 * math.Pi * float64(i) / float64(n)
			rr := r * (0.5 + 0.5*rng.Float64())
			pts = append(pts, Point{cx + rr*math.Cos(a), cy + rr*math.Sin(a)})
		}
		ob := Obstacle{Points: pts}
		got := RangeToObstacle(s, ob)
		// All pairs of edges, and containment either way.
		b := s.Base()
		c := b.Corners()
		want := math.Inf(1)
		for i := 0; i < 4; i++ {
			for j := range pts {
				d, _, _ := segmentsClosest(c[i], c[(i+1)%4], pts[j], pts[(j+1)%n])
				want = math.Min(want, d)
			}
		}
		bp := b.polygon()
		if ob.contains(c[0]) || bp.containsConvex(pts[0]) {
			want = 0
		}
		require.InDelta(t, want, got.Distance, 1e-9, "case %d", k)
		require.InDelta(t, got.Distance, got.From.Dist(got.To), 1e-9)
	}
}
