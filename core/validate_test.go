package core

import (
	"math"
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
