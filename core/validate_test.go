package core

import (
	"math"
	"math/rand"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestValidateShip(t *testing.T) {
	good := Ship{X: 100, Y: 100, Heading: 10, Size: Small}
	require.NoError(t, good.Validate(""))
	for _, tc := range []struct {
		name  string
		edit  func(*Ship)
		ed    Edition
		field string
		msg   string
	}{
		{"NaN heading", func(s *Ship) { s.Heading = math.NaN() }, "", "heading", "want a finite number, got NaN"},
		{"infinite x", func(s *Ship) { s.X = math.Inf(1) }, "", "x", "want a finite number, got Infinity"},
		{"far y", func(s *Ship) { s.Y = 2e6 }, "", "y", "want a number within ±1000000, got 2000000"},
		{"unknown size", func(s *Ship) { s.Size = "tiny" }, "", "size", `want one of small, medium, large, huge, got "tiny"`},
		{"no size nor ship", func(s *Ship) { s.Size = "" }, "", "size", "want a size or a catalog ship, got neither"},
		{"unknown ship", func(s *Ship) { s.Model = "tiefighter" }, "", "ship", `want a catalog ship id (xws, e.g. "t65xwing"), got "tiefighter"`},
		{"size disagrees with ship", func(s *Ship) { s.Model = "btls8kwing" }, "", "size", `"small" disagrees with catalog ship "btls8kwing", which is medium`},
		{"medium in 1e", func(s *Ship) { s.Size = Medium }, First, "size", "medium bases do not exist in 1e (want small or large)"},
		{"bad turret", func(s *Ship) { s.Turret = "up" }, "", "turret", `want one of front, rear, left, right, front-rear, left-right, got "up"`},
		{"turret the ship can't point", func(s *Ship) { s.Size, s.Model, s.Turret = "", "rz2awing", "left" }, "", "turret",
			`the RZ-2 A-wing's turret indicator can point front or rear, got "left"`},
		{"Nantex never rear", func(s *Ship) { s.Size, s.Model, s.Turret = "", "nantexclassstarfighter", "rear" }, "", "turret",
			`the Nantex-class Starfighter's turret indicator can point front or left or right, got "rear"`},
		{"bad mobile", func(s *Ship) { s.Mobile = "up" }, First, "mobile", `want one of front, rear, left, right, got "up"`},
		{"weapon arc of the other edition", func(s *Ship) { s.Weapons = []Weapon{{Arc: Front, MinRange: 1, MaxRange: 3}} }, First, "weapons[0].arc",
			`want a 1e arc (primary, auxRear, aux180, mobile, special, bullseye) or turret360, got "front"`},
		{"turret360 in 2e", func(s *Ship) { s.Weapons = []Weapon{{Arc: Turret360, MinRange: 1, MaxRange: 3}} }, "", "weapons[0].arc", `got "turret360"`},
		{"weapon range span", func(s *Ship) {
			s.Weapons = []Weapon{{Arc: Front, MinRange: 1, MaxRange: 3}, {Arc: Front, MinRange: 3, MaxRange: 2}}
		}, "", "weapons[1].minRange", "want at most maxRange (2), got 3"},
		{"weapon max range", func(s *Ship) { s.Weapons = []Weapon{{Arc: Front, MinRange: 1, MaxRange: 6}} }, "", "weapons[0].maxRange", "want an integer from 1 to 5, got 6"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := good
			tc.edit(&s)
			err := s.Validate(tc.ed)
			require.Error(t, err)
			var fe *FieldError
			require.ErrorAs(t, err, &fe)
			assert.Equal(t, tc.field, fe.Field)
			assert.Contains(t, fe.Msg, tc.msg)
		})
	}
	t.Run("a catalog ship needs no size", func(t *testing.T) {
		s := Ship{X: 1, Y: 2, Model: "t65xwing", Turret: ""}
		require.NoError(t, s.Validate(Second))
		assert.Equal(t, Small, s.size())
	})
	t.Run("paths nest", func(t *testing.T) {
		e := (&FieldError{Field: "heading", Msg: "m"}).Within("ships[3]").Within("state")
		assert.Equal(t, "state.ships[3].heading: m", e.Error())
		assert.Equal(t, "attacker: m", (&FieldError{Msg: "m"}).Within("attacker").Error())
	})
}

func TestValidateOptionsAndArcs(t *testing.T) {
	require.NoError(t, Options{}.Validate())
	require.NoError(t, Options{Edition: First, MaxRange: 5}.Validate())
	assert.EqualError(t, Options{Edition: "3e"}.Validate(), `edition: want "2e" or "1e", got "3e"`)
	assert.EqualError(t, Options{MaxRange: 2}.Validate(), "maxRange: want an integer from 3 to 5, got 2")
	require.NoError(t, ValidateArc(Front, ""))
	require.NoError(t, ValidateArc(Mobile, First))
	assert.EqualError(t, ValidateArc("primary", Second),
		`want a 2e arc (front, rear, left, right, fullFront, fullRear, bullseye, singleTurret, doubleTurret), got "primary"`)
	assert.Error(t, ValidateArc(Turret360, First), "turret360 is a weapon, not an arc")
}

func TestValidateObstacle(t *testing.T) {
	require.NoError(t, rect("r", 0, 0, 10, 10).Validate())
	for _, tc := range []struct {
		name   string
		points []Point
		want   string
	}{
		{"too few points", []Point{{0, 0}, {1, 1}}, "points: want 3 to 1000 points, got 2"},
		{"NaN", []Point{{0, 0}, {1, math.NaN()}, {0, 1}}, "points[1].y: want a finite number, got NaN"},
		{"degenerate", []Point{{0, 0}, {1, 1}, {2, 2}}, "points: want a polygon with an area, got a degenerate one"},
		{"repeated point", []Point{{0, 0}, {0, 0}, {1, 0}, {0, 1}}, "points[1]: repeats the point before it"},
		{"bow tie", []Point{{0, 0}, {10, 10}, {10, 0}, {0, 5}}, "points: want a simple polygon, but edges 0 and 2 cross"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			assert.EqualError(t, Obstacle{Points: tc.points}.Validate(), tc.want)
		})
	}
}

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

func TestWithinAndBeyond(t *testing.T) {
	a := Ship{X: 100, Y: 100, Size: Small}
	b := Ship{X: 100, Y: 210, Size: Small} // 70 mm gap, far edge 110 mm
	assert.False(t, Within(a, b, 1))
	assert.True(t, Within(a, b, 2))
	assert.False(t, BeyondRange(a, b, 1))
	assert.True(t, BeyondRange(a, Ship{X: 100, Y: 300, Size: Small}, 1))
}

func TestCatalog(t *testing.T) {
	cat := Catalog()
	require.Equal(t, 89, len(cat), "every distinct xws id of ships.tsv")
	ids := map[string]bool{}
	for _, s := range cat {
		require.False(t, ids[s.ID], "duplicate %s", s.ID)
		ids[s.ID] = true
		_, _, ok := s.Size.Dimensions()
		require.True(t, ok, s.ID)
		for _, w := range s.Weapons {
			require.NoError(t, w.Validate(Second), s.ID)
		}
	}
	x, ok := LookupShip("t65xwing")
	require.True(t, ok)
	assert.Equal(t, Small, x.Size)
	assert.Equal(t, []Weapon{{Name: "Primary (front)", Arc: Front, MinRange: 0, MaxRange: 3, Primary: true, Value: 3}}, x.Weapons)

	rz2, _ := LookupShip("rz2awing")
	assert.Equal(t, "single", rz2.Turret)
	assert.Equal(t, []string{"front", "rear"}, rz2.TurretPositions)
	nantex, _ := LookupShip("nantexclassstarfighter")
	assert.Equal(t, []string{"front", "left", "right"}, nantex.TurretPositions)
	k, _ := LookupShip("btls8kwing")
	assert.Equal(t, "double", k.Turret)
	assert.Equal(t, Medium, k.Size)
	cr90, _ := LookupShip("cr90corelliancorvette")
	assert.Equal(t, Huge, cr90.Size)
	require.Len(t, cr90.Weapons, 2)
	assert.Equal(t, 4, cr90.Weapons[0].MaxRange, "Broadside Batteries: range 1-4")
	yt, _ := LookupShip("yt2400lightfreighter")
	assert.Equal(t, []string{"rebel-alliance", "scum-and-villainy"}, yt.Factions, "rows of one ship merge")
	require.Len(t, yt.Variants, 1)
	assert.Equal(t, []string{"dashrendar", "leebo"}, yt.Variants[0].Pilots)
	assert.Equal(t, 4, yt.Variants[0].Weapons[0].Value)
	rz1, _ := LookupShip("rz1awing")
	assert.Equal(t, "single", rz1.Turret, "a pilot variant carries the turret")
	ring, _ := LookupShip("syliureclasshyperspacering")
	assert.Empty(t, ring.Weapons)
	_, ok = LookupShip("nope")
	assert.False(t, ok)
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
