package core_test

import (
	"fmt"
	"math"
	"math/rand"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/xwing-arcs/arcs/core"
)

// poseNear asserts a pose within 0.01 mm and 0.01° (the bar).
func poseNear(t *testing.T, want, got core.Pose, msg string) {
	t.Helper()
	assert.InDelta(t, want.X, got.X, 0.01, msg+": x")
	assert.InDelta(t, want.Y, got.Y, 0.01, msg+": y")
	dh := math.Mod(want.Heading-got.Heading+540, 360) - 180
	assert.InDelta(t, 0, dh, 0.01, msg+": heading (want %v, got %v)", want.Heading, got.Heading)
}

func small(x, y, h float64) core.Ship { return core.Ship{X: x, Y: y, Heading: h, Size: core.Small} }

func move(s core.Ship, m core.Maneuver, others ...core.Ship) core.MoveResult {
	return core.Move(s, m, others, nil, nil, core.StandardArea, core.Options{})
}

// The figures of docs/maneuvers.md, for a small ship at (400, 400) facing
// the top edge (forward is -y, right is +x), worked by hand from the
// templates: a 1-bank's centre line ends 80 sin 45° = 56.569 mm ahead and
// 80 (1 - cos 45°) = 23.431 mm aside of the front guides (400, 380).
func TestManeuverFigures(t *testing.T) {
	r2 := math.Sqrt2 / 2
	bankEnd := core.Point{X: 400 + 80*(1-r2), Y: 380 - 80*r2}
	for _, tc := range []struct {
		name string
		m    core.Maneuver
		want core.Pose
	}{
		{"straight 1: two base lengths", core.Maneuver{Speed: 1, Bearing: core.Straight}, core.Pose{X: 400, Y: 320}},
		{"straight 5: 200 mm and a base", core.Maneuver{Speed: 5, Bearing: core.Straight}, core.Pose{X: 400, Y: 160}},
		{"bank 1 right", core.Maneuver{Speed: 1, Bearing: core.BankRight}, core.Pose{X: bankEnd.X + 20*r2, Y: bankEnd.Y - 20*r2, Heading: 45}},
		{"bank 1 left mirrors it", core.Maneuver{Speed: 1, Bearing: core.BankLeft}, core.Pose{X: 800 - bankEnd.X - 20*r2, Y: bankEnd.Y - 20*r2, Heading: 315}},
		{"turn 1 left: radius 35", core.Maneuver{Speed: 1, Bearing: core.TurnLeft}, core.Pose{X: 345, Y: 345, Heading: 270}},
		{"turn 3 right: radius 90", core.Maneuver{Speed: 3, Bearing: core.TurnRight}, core.Pose{X: 510, Y: 290, Heading: 90}},
		{"Koiogran turn 4: the straight's centre, turned about", core.Maneuver{Speed: 4, Bearing: core.Koiogran}, core.Pose{X: 400, Y: 200, Heading: 180}},
		{"Segnor's loop 1 right: the bank's centre, turned about", core.Maneuver{Speed: 1, Bearing: core.SegnorRight}, core.Pose{X: bankEnd.X + 20*r2, Y: bankEnd.Y - 20*r2, Heading: 225}},
		{"Tallon roll 1 right: the end at the side's hashmark", core.Maneuver{Speed: 1, Bearing: core.TallonRight}, core.Pose{X: 455, Y: 345, Heading: 180}},
		{"Tallon roll 1 right, front: 10 mm along the new heading", core.Maneuver{Speed: 1, Bearing: core.TallonRight, Position: core.AtFront}, core.Pose{X: 455, Y: 355, Heading: 180}},
		{"Tallon roll 1 left, rear", core.Maneuver{Speed: 1, Bearing: core.TallonLeft, Position: core.AtRear}, core.Pose{X: 345, Y: 335, Heading: 180}},
		{"stationary", core.Maneuver{Speed: 0, Bearing: core.Stationary}, core.Pose{X: 400, Y: 400}},
		{"reverse 1: front guides at the end", core.Maneuver{Speed: 1, Bearing: core.Reverse}, core.Pose{X: 400, Y: 480}},
		{"reverse bank 1 left: back and to its left, nose to the right", core.Maneuver{Speed: 1, Bearing: core.ReverseBankLeft}, core.Pose{X: 400 - 80*(1-r2) - 20*r2, Y: 420 + 80*r2 + 20*r2, Heading: 45}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			require.NoError(t, tc.m.Validate())
			r := move(small(400, 400, 0), tc.m)
			poseNear(t, tc.want, r.Planned, tc.name)
			poseNear(t, tc.want, r.Final, tc.name)
			assert.False(t, r.Bumped)
			assert.False(t, r.Fled)
		})
	}
}

func TestActionFigures(t *testing.T) {
	for _, tc := range []struct {
		name string
		ship core.Ship
		m    core.Maneuver
		o    core.Options
		want core.Pose
	}{
		{"small barrel roll right: 80 mm aside", small(400, 400, 0), core.Maneuver{Action: core.BarrelRoll, Direction: "right"}, core.Options{}, core.Pose{X: 480, Y: 400}},
		{"small barrel roll left, front: 10 mm forward", small(400, 400, 0), core.Maneuver{Action: core.BarrelRoll, Direction: "left", Position: core.AtFront}, core.Options{}, core.Pose{X: 320, Y: 390}},
		{"medium barrel roll right, long edge: 30+20+30 aside, rear 20 back", core.Ship{X: 400, Y: 400, Size: core.Medium}, core.Maneuver{Action: core.BarrelRoll, Direction: "right", Position: core.AtRear}, core.Options{}, core.Pose{X: 480, Y: 420}},
		{"large barrel roll left, long edge", core.Ship{X: 400, Y: 400, Size: core.Large}, core.Maneuver{Action: core.BarrelRoll, Direction: "left"}, core.Options{}, core.Pose{X: 300, Y: 400}},
		{"1e large barrel roll: narrow end, front at hl-10", core.Ship{X: 400, Y: 400, Size: core.Large}, core.Maneuver{Action: core.BarrelRoll, Direction: "right", Position: core.AtFront}, core.Options{Edition: core.First}, core.Pose{X: 520, Y: 370}},
		{"boost straight: the 1-straight", small(400, 400, 90), core.Maneuver{Action: core.Boost, Direction: "straight"}, core.Options{}, core.Pose{X: 480, Y: 400, Heading: 90}},
		{"decloak left: 2-straight at the side", small(400, 400, 0), core.Maneuver{Action: core.Decloak, Direction: "left"}, core.Options{}, core.Pose{X: 280, Y: 400}},
		{"decloak straight: 2-straight ahead", small(400, 400, 0), core.Maneuver{Action: core.Decloak, Direction: "straight"}, core.Options{}, core.Pose{X: 400, Y: 280}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			require.NoError(t, tc.m.Validate())
			r := core.Move(tc.ship, tc.m, nil, nil, nil, core.StandardArea, tc.o)
			poseNear(t, tc.want, r.Final, tc.name)
			assert.False(t, r.Failed)
		})
	}
	// The 1-bank barrel roll keeps the heading and just touches the
	// template's angled end.
	r := move(small(400, 400, 0), core.Maneuver{Action: core.BarrelRoll, Direction: "right", Template: "bankForward"})
	assert.InDelta(t, 0, r.Final.Heading, 1e-9)
	assert.Less(t, r.Final.Y, 400.0, "forward")
	assert.Greater(t, r.Final.X, 480.0, "past a straight roll")
}

// A ship that would overlap another moves back along the template until
// the bases only touch; touching exactly is not overlapping.
//
//	+----+   the other ship, its rear edge at y = 300 (touch) or 305
//	|    |
//	+----+   the ship after a 1-straight: front edge at y = 300
//	|    |
//	+----+
func TestBump(t *testing.T) {
	s := small(400, 400, 0)
	st := core.Maneuver{Speed: 1, Bearing: core.Straight}
	r := move(s, st, small(400, 280, 0))
	assert.False(t, r.Bumped, "touching is not overlapping")
	assert.Empty(t, r.Overlaps)

	r = move(s, st, small(400, 285, 0))
	assert.True(t, r.Bumped)
	assert.Equal(t, []int{0}, r.Overlaps)
	assert.InDelta(t, 325, r.Final.Y, 1e-5, "back until the bases touch")
	assert.InDelta(t, 400, r.Final.X, 1e-9)

	k := core.Maneuver{Speed: 1, Bearing: core.Koiogran}
	r = move(s, k, small(400, 285, 0))
	assert.True(t, r.Bumped)
	assert.InDelta(t, 0, r.Final.Heading, 1e-9, "a bumped Koiogran turn does not turn about")

	// Blocked from the start: the ship stays where it was.
	r = move(s, st, small(400, 360, 0), small(400, 320, 0))
	assert.True(t, r.Bumped)
	poseNear(t, core.Pose{X: 400, Y: 400}, r.Final, "stays")

	// A bank bumped: the last clear pose lies on the template, touching.
	r = move(s, core.Maneuver{Speed: 2, Bearing: core.BankRight}, small(480, 290, 0))
	require.True(t, r.Bumped)
	other := small(480, 290, 0)
	d := core.Range(core.Ship{X: r.Final.X, Y: r.Final.Y, Heading: r.Final.Heading, Size: core.Small}, other, core.Options{})
	assert.InDelta(t, 0, d.Distance, 1e-5, "touching after the bump")

	// An action never bumps: it fails and the ship stays.
	r = move(s, core.Maneuver{Action: core.BarrelRoll, Direction: "right"}, small(470, 400, 0))
	assert.True(t, r.Failed)
	assert.False(t, r.Bumped)
	poseNear(t, core.Pose{X: 400, Y: 400}, r.Final, "failed roll")
}

func TestObstaclesTokensAndFleeing(t *testing.T) {
	s := small(400, 400, 0)
	st := core.Maneuver{Speed: 3, Bearing: core.Straight}
	rock := core.Obstacle{Points: []core.Point{{390, 340}, {410, 340}, {410, 350}, {390, 350}}} // across the template
	landing := core.Obstacle{Points: []core.Point{{395, 250}, {405, 250}, {405, 255}}}          // under the final base (y 240..280)
	aside := core.Obstacle{Points: []core.Point{{411, 340}, {430, 340}, {430, 350}}}            // clear of the 20 mm template
	touching := core.Obstacle{Points: []core.Point{{410, 340}, {430, 340}, {430, 350}}}         // along its edge
	r := core.Move(s, st, nil, []core.Obstacle{rock, landing, aside, touching}, nil, core.StandardArea, core.Options{})
	assert.Equal(t, []core.Hit{{Index: 0, Where: core.ByTemplate}, {Index: 1, Where: core.ByBase}}, r.Obstacles)

	bomb := core.Token{Type: "protonbombs", X: 400, Y: 330}
	r = core.Move(s, st, nil, nil, []core.Token{bomb}, core.StandardArea, core.Options{})
	assert.Equal(t, []core.Hit{{Index: 0, Where: core.ByTemplate}}, r.Tokens)

	r = move(small(400, 100, 0), core.Maneuver{Speed: 2, Bearing: core.Straight})
	assert.True(t, r.Fled, "off the top edge")
	r = move(small(400, 100, 0), core.Maneuver{Speed: 2, Bearing: core.Reverse})
	assert.False(t, r.Fled)
	r = move(small(400, 100, 0), core.Maneuver{Action: core.Boost, Direction: "straight"})
	assert.False(t, r.Failed, "y from 100 to 20: its front edge at 0 is on the edge, not off it")
	r = move(small(400, 90, 0), core.Maneuver{Action: core.Boost, Direction: "straight"})
	assert.True(t, r.Failed)
	assert.True(t, r.Fled)
}

func TestDevices(t *testing.T) {
	s := small(400, 400, 0)
	m := core.Maneuver{Device: "protonbombs", Speed: 1, Bearing: core.Straight}
	require.NoError(t, m.Validate())
	near := small(400, 560, 0)
	far := small(400, 700, 0)
	r := move(s, m, near, far)
	require.NotNil(t, r.Device)
	typ, _ := core.LookupToken("protonbombs")
	assert.InDelta(t, 400, r.Device.Token.X, 1e-9)
	assert.InDelta(t, 460+typ.Length/2, r.Device.Token.Y, 1e-9, "its edge at the template's end")
	assert.Equal(t, 0.0, r.Device.Token.Heading)
	assert.Equal(t, []int{0}, r.Device.Near)
	assert.True(t, r.Device.Self)
	poseNear(t, core.Pose{X: 400, Y: 400}, r.Final, "the ship stays")

	m.From = "front"
	r = move(s, m)
	assert.InDelta(t, 340-typ.Length/2, r.Device.Token.Y, 1e-9, "launched ahead")
	assert.Equal(t, 180.0, r.Device.Token.Heading)

	assert.Error(t, (&core.Maneuver{Device: "coreasteroid0", Speed: 1, Bearing: core.Straight}).Validate(), "not a device")
}

// Cluster Mines place three tokens (pieces.md): the central one at the
// template as any device, and a side token 40 mm to either side of it and
// 1.24 mm farther from the ship, left then right as the ship sees them.
func TestClusterMinesPlaceTheirSideTokens(t *testing.T) {
	c, _ := core.LookupToken("clustermines_center")
	m := core.Maneuver{Device: "clustermines_center", Speed: 1, Bearing: core.Straight}
	require.NoError(t, m.Validate())
	// Dropped behind a ship facing up: its left is -x. A ship by the left
	// token, one by the right, none by the central one.
	byLeft := small(340, 540, 0)
	byRight := small(460, 540, 90)
	r := move(small(400, 400, 0), m, byLeft, byRight)
	require.NotNil(t, r.Device)
	cy := 460 + c.Length/2
	assert.InDelta(t, 400, r.Device.Token.X, 1e-9)
	assert.InDelta(t, cy, r.Device.Token.Y, 1e-9)
	require.Len(t, r.Device.Side, 2)
	left, right := r.Device.Side[0], r.Device.Side[1]
	assert.Equal(t, "clustermines_left", left.Token.Type)
	assert.Equal(t, "clustermines_right", right.Token.Type)
	assert.InDelta(t, 360, left.Token.X, 1e-9)
	assert.InDelta(t, 440, right.Token.X, 1e-9)
	assert.InDelta(t, cy+1.24, left.Token.Y, 1e-9)
	assert.InDelta(t, cy+1.24, right.Token.Y, 1e-9)
	assert.Equal(t, r.Device.Token.Heading, left.Token.Heading)
	assert.Equal(t, r.Device.Token.Heading, right.Token.Heading)
	assert.Equal(t, []int{0, 1}, r.Device.Near, "both ships are at range 0-1 of the central token")
	assert.Contains(t, left.Near, 0)
	assert.True(t, left.Self && right.Self && r.Device.Self)

	// Far from the central token, a ship is near the side token by it
	// only: its right edge 80 mm from the left token's, 119 from the
	// central one's.
	farLeft := small(240, 482.3, 0)
	r = move(small(400, 400, 0), m, farLeft)
	assert.Empty(t, r.Device.Near, "beyond range 1 of the central token")
	assert.Equal(t, []int{0}, r.Device.Side[0].Near, "at range 0-1 of the left token")
	assert.Empty(t, r.Device.Side[1].Near)

	// Launched ahead of a ship facing right (+x): its left is -y.
	m.From = "front"
	r = move(small(400, 400, 90), m)
	assert.InDelta(t, 460+c.Length/2, r.Device.Token.X, 1e-9)
	assert.InDelta(t, 360, r.Device.Side[0].Token.Y, 1e-9, "the left token on the ship's left")
	assert.InDelta(t, 440, r.Device.Side[1].Token.Y, 1e-9)
	assert.InDelta(t, 460+c.Length/2+1.24, r.Device.Side[0].Token.X, 1e-9, "farther from the ship")

	// Mirror images: a ship turned the other way has its sides swapped on
	// the table, each still at 40 mm from the central token.
	for _, bearing := range []core.Bearing{core.BankLeft, core.BankRight, core.TurnLeft, core.TurnRight} {
		m := core.Maneuver{Device: "clustermines_center", Speed: 2, Bearing: bearing}
		d := move(small(400, 400, 30), m).Device
		for _, sd := range d.Side {
			dx, dy := sd.Token.X-d.Token.X, sd.Token.Y-d.Token.Y
			assert.InDelta(t, math.Hypot(40, 1.24), math.Hypot(dx, dy), 1e-9, "%v: beside the central token", bearing)
		}
	}

	// A single device places one token.
	assert.Nil(t, move(small(400, 400, 0), core.Maneuver{Device: "protonbombs", Speed: 1, Bearing: core.Straight}).Device.Side)
}

func TestDialDifficultyAndWarnings(t *testing.T) {
	tie := core.Ship{X: 400, Y: 400, Model: "tielnfighter"}
	r := move(tie, core.Maneuver{Speed: 2, Bearing: core.Straight})
	assert.Equal(t, core.Blue, r.Difficulty)
	assert.Empty(t, r.Warnings)
	r = move(tie, core.Maneuver{Speed: 1, Bearing: core.Straight})
	assert.Equal(t, core.Difficulty(""), r.Difficulty)
	assert.Equal(t, []string{"The TIE/ln Fighter's dial has no straight 1."}, r.Warnings)
	r = move(small(400, 400, 0), core.Maneuver{Speed: 1, Bearing: core.Straight})
	assert.Empty(t, r.Warnings, "a ship by size has no dial")
}

func TestManeuverValidate(t *testing.T) {
	for name, tc := range map[string]struct {
		m     core.Maneuver
		field string
	}{
		"bearing":                    {core.Maneuver{Speed: 1, Bearing: "sideways"}, "bearing"},
		"speed":                      {core.Maneuver{Speed: 6, Bearing: core.Straight}, "speed"},
		"turn 4":                     {core.Maneuver{Speed: 4, Bearing: core.TurnLeft}, "speed"},
		"straight 0":                 {core.Maneuver{Speed: 0, Bearing: core.Straight}, "speed"},
		"position":                   {core.Maneuver{Speed: 1, Bearing: core.Straight, Position: core.AtFront}, "position"},
		"action":                     {core.Maneuver{Action: "loop"}, "action"},
		"roll direction":             {core.Maneuver{Action: core.BarrelRoll, Direction: "straight"}, "direction"},
		"roll template":              {core.Maneuver{Action: core.BarrelRoll, Direction: "left", Template: "turn"}, "template"},
		"roll position":              {core.Maneuver{Action: core.BarrelRoll, Direction: "left", Position: "top"}, "position"},
		"boost template":             {core.Maneuver{Action: core.Boost, Direction: "left", Template: "bankForward"}, "template"},
		"boost straight on a turn":   {core.Maneuver{Action: core.Boost, Direction: "straight", Template: "turn"}, "template"},
		"boost left on the straight": {core.Maneuver{Action: core.Boost, Direction: "left", Template: "straight"}, "template"},
		"boost position":             {core.Maneuver{Action: core.Boost, Direction: "left", Position: "top"}, "position"},
		"decloak template":           {core.Maneuver{Action: core.Decloak, Direction: "left", Template: "bankForward"}, "template"},
		"device bearing":             {core.Maneuver{Device: "protonbombs", Speed: 1, Bearing: core.Koiogran}, "template.bearing"},
		"device speed":               {core.Maneuver{Device: "protonbombs", Speed: 0, Bearing: core.Straight}, "template.speed"},
		"device from":                {core.Maneuver{Device: "protonbombs", Speed: 1, Bearing: core.Straight, From: "side"}, "from"},
	} {
		err := tc.m.Validate()
		var fe *core.FieldError
		if assert.ErrorAs(t, err, &fe, name) {
			assert.Equal(t, tc.field, fe.Field, name)
		}
	}
	assert.NoError(t, (&core.Maneuver{Speed: 0, Bearing: core.BankLeft}).Validate(), "a huge ship's 0-bank")
	for _, m := range []core.Maneuver{
		{Action: core.Boost, Direction: "left", Template: "bank"},
		{Action: core.Boost, Direction: "right", Template: "turn"},
		{Action: core.Boost, Direction: "straight", Template: "straight"},
		{Action: core.Decloak, Direction: "left", Position: core.AtFront},
		{Action: core.Decloak, Direction: "straight", Template: "straight"},
		{Action: core.Boost, Direction: "left", Position: core.AtFront}, // a position an action may take, not used
	} {
		assert.NoError(t, m.Validate(), "%+v", m)
	}
}

// A boost on the 1-turn (Daredevil, Extreme Maneuvers) is placed as the
// 1-turn maneuver is, from the front guides: where the independent walk
// of the template puts it, for every base size; "bank" is the default.
func TestBoostOnTheTurn(t *testing.T) {
	sizes := map[core.Size][2]float64{core.Small: {20, 20}, core.Medium: {30, 30}, core.Large: {40, 40}}
	for size, half := range sizes {
		for _, dir := range []string{"left", "right"} {
			bearing := map[string]core.Bearing{"left": core.TurnLeft, "right": core.TurnRight}[dir]
			s := core.Ship{X: 400, Y: 400, Heading: 30, Size: size}
			r := move(s, core.Maneuver{Action: core.Boost, Direction: dir, Template: "turn"})
			wx, wy, wh := integrate(400, 400, 30, half[0], half[1], core.DialManeuver{Speed: 1, Bearing: bearing})
			poseNear(t, core.Pose{X: wx, Y: wy, Heading: wh}, r.Final, fmt.Sprintf("%s boost %s on the 1-turn", size, dir))
			assert.InDelta(t, map[string]float64{"left": 300, "right": 120}[dir], r.Final.Heading, 1e-9, "a quarter turn")
			assert.Equal(t, "boost "+dir+" on the 1-turn", core.ManeuverName(core.Maneuver{Action: core.Boost, Direction: dir, Template: "turn"}))

			bank := map[string]core.Bearing{"left": core.BankLeft, "right": core.BankRight}[dir]
			wx, wy, wh = integrate(400, 400, 30, half[0], half[1], core.DialManeuver{Speed: 1, Bearing: bank})
			for _, tpl := range []string{"", "bank"} {
				r = move(s, core.Maneuver{Action: core.Boost, Direction: dir, Template: tpl})
				poseNear(t, core.Pose{X: wx, Y: wy, Heading: wh}, r.Final, fmt.Sprintf("%s boost %s %q", size, dir, tpl))
			}
		}
	}
}

// integrate is the independent check: it walks the template's centre line
// in 0.01 mm steps (the midpoint rule on the heading), from the rules of
// docs/maneuvers.md alone, with none of the engine's code.
func integrate(x, y, headingDeg, hw, hl float64, d core.DialManeuver) (float64, float64, float64) {
	th := headingDeg * math.Pi / 180
	fwd := func(a float64) (float64, float64) { return math.Sin(a), -math.Cos(a) }
	fx, fy := fwd(th)
	if d.Speed == 0 && d.Bearing == core.Stationary {
		return x, y, headingDeg
	}
	// The guide on the centre line, its direction, the radius and turn.
	gx, gy, dir := x+hl*fx, y+hl*fy, th
	length, curv := 0.0, 0.0
	var left bool
	radius := 0.0
	switch d.Bearing {
	case core.Straight, core.Koiogran:
		length = 40 * float64(d.Speed)
	case core.Reverse:
		length = 40 * float64(d.Speed)
		gx, gy, dir = x-hl*fx, y-hl*fy, th+math.Pi
	case core.BankLeft, core.BankRight, core.SegnorLeft, core.SegnorRight:
		sp := d.Speed
		if sp == 0 {
			sp = 1
		}
		radius = []float64{80, 130, 180}[sp-1]
		length = radius * math.Pi / 4
		left = d.Bearing == core.BankLeft || d.Bearing == core.SegnorLeft
	case core.TurnLeft, core.TurnRight, core.TallonLeft, core.TallonRight:
		radius = []float64{35, 62.5, 90}[d.Speed-1]
		length = radius * math.Pi / 2
		left = d.Bearing == core.TurnLeft || d.Bearing == core.TallonLeft
	case core.ReverseBankLeft, core.ReverseBankRight:
		radius = []float64{80, 130, 180}[d.Speed-1]
		length = radius * math.Pi / 4
		gx, gy, dir = x-hl*fx, y-hl*fy, th+math.Pi
		left = d.Bearing == core.ReverseBankRight // backward, the ship's right is the path's left
	}
	if radius > 0 {
		curv = 1 / radius
		if left {
			curv = -curv
		}
	}
	const ds = 0.01
	n := int(math.Round(length / ds))
	step := length / float64(n)
	for i := 0; i < n; i++ {
		mx, my := fwd(dir + curv*step/2)
		gx, gy = gx+step*mx, gy+step*my
		dir += curv * step
	}
	ex, ey := fwd(dir)
	cx, cy, h := gx+hl*ex, gy+hl*ey, dir
	switch d.Bearing {
	case core.Reverse, core.ReverseBankLeft, core.ReverseBankRight:
		h = dir - math.Pi
	case core.Koiogran, core.SegnorLeft, core.SegnorRight:
		h = dir + math.Pi
	case core.TallonLeft, core.TallonRight:
		sign := 1.0
		if left {
			sign = -1
		}
		h = dir + sign*math.Pi/2
		cx, cy = gx+hw*ex, gy+hw*ey
	case core.BankLeft, core.BankRight:
		if d.Speed == 0 { // front guides at the end
			cx, cy = gx-hl*ex, gy-hl*ey
		}
	}
	return cx, cy, h * 180 / math.Pi
}

// Every maneuver of every ship's dial, for every base size, lands where
// the independent walk of its template says, within 0.01 mm and 0.01°.
func TestEveryDialManeuverAgainstIndependentCheck(t *testing.T) {
	rng := rand.New(rand.NewSource(24))
	sizes := map[core.Size][2]float64{core.Small: {20, 20}, core.Medium: {30, 30}, core.Large: {40, 40}, core.Huge: {40, 110.5}}
	n := 0
	for _, id := range core.DialShips() {
		dial, ok := core.Dial(id)
		require.True(t, ok)
		for _, d := range dial {
			for size, half := range sizes {
				x, y, h := 300+rng.Float64()*300, 300+rng.Float64()*300, rng.Float64()*360
				m := core.Maneuver{Speed: d.Speed, Bearing: d.Bearing}
				require.NoError(t, m.Validate(), "%s %v", id, d)
				r := core.Move(core.Ship{X: x, Y: y, Heading: h, Size: size}, m, nil, nil, nil, core.PlayArea{}, core.Options{})
				wx, wy, wh := integrate(x, y, h, half[0], half[1], d)
				poseNear(t, core.Pose{X: wx, Y: wy, Heading: wh}, r.Planned, fmt.Sprintf("%s %d%s %s", id, d.Speed, d.Bearing, size))
				n++
			}
		}
	}
	assert.Greater(t, n, 4*1300)
}

// Properties: a straight then a reverse of the same speed comes back;
// left is the mirror image of right; turning and shifting the board turns
// and shifts the answer.
func TestMoveProperties(t *testing.T) {
	rng := rand.New(rand.NewSource(7))
	for i := 0; i < 200; i++ {
		size := []core.Size{core.Small, core.Medium, core.Large, core.Huge}[rng.Intn(4)]
		s := core.Ship{X: 300 + rng.Float64()*300, Y: 300 + rng.Float64()*300, Heading: rng.Float64() * 360, Size: size}
		sp := 1 + rng.Intn(5)
		a := core.Move(s, core.Maneuver{Speed: sp, Bearing: core.Straight}, nil, nil, nil, core.PlayArea{}, core.Options{}).Final
		b := core.Move(core.Ship{X: a.X, Y: a.Y, Heading: a.Heading, Size: size}, core.Maneuver{Speed: sp, Bearing: core.Reverse}, nil, nil, nil, core.PlayArea{}, core.Options{}).Final
		poseNear(t, core.Pose{X: s.X, Y: s.Y, Heading: s.Heading}, b, "straight then reverse")

		// Mirror through the ship's own axis: left and right swap.
		pairs := [][2]core.Bearing{{core.BankLeft, core.BankRight}, {core.TurnLeft, core.TurnRight}, {core.SegnorLeft, core.SegnorRight},
			{core.TallonLeft, core.TallonRight}, {core.ReverseBankLeft, core.ReverseBankRight}}
		p := pairs[rng.Intn(len(pairs))]
		sp3 := 1 + rng.Intn(3)
		l := core.Move(s, core.Maneuver{Speed: sp3, Bearing: p[0]}, nil, nil, nil, core.PlayArea{}, core.Options{}).Final
		r := core.Move(s, core.Maneuver{Speed: sp3, Bearing: p[1]}, nil, nil, nil, core.PlayArea{}, core.Options{}).Final
		th := s.Heading * math.Pi / 180
		fx, fy := math.Sin(th), -math.Cos(th)
		rx, ry := math.Cos(th), math.Sin(th)
		lu, lv := (l.X-s.X)*rx+(l.Y-s.Y)*ry, (l.X-s.X)*fx+(l.Y-s.Y)*fy
		ru, rv := (r.X-s.X)*rx+(r.Y-s.Y)*ry, (r.X-s.X)*fx+(r.Y-s.Y)*fy
		assert.InDelta(t, -lu, ru, 1e-9, "%v mirrored", p)
		assert.InDelta(t, lv, rv, 1e-9, "%v mirrored", p)
		dl, dr := math.Mod(l.Heading-s.Heading+720, 360), math.Mod(r.Heading-s.Heading+720, 360)
		assert.InDelta(t, 0, math.Mod(dl+dr+360, 360)-map[bool]float64{true: 360, false: 0}[math.Mod(dl+dr+360, 360) > 180], 1e-9, "%v headings mirrored", p)

		// Rotating and shifting the whole board (others included) commutes.
		other := core.Ship{X: s.X + rng.Float64()*200 - 100, Y: s.Y - 100 - rng.Float64()*100, Heading: rng.Float64() * 360, Size: core.Small}
		m := core.Maneuver{Speed: 1 + rng.Intn(3), Bearing: []core.Bearing{core.Straight, core.BankLeft, core.TurnRight, core.Koiogran}[rng.Intn(4)]}
		rot, dx, dy := rng.Float64()*360, rng.Float64()*100-50, rng.Float64()*100-50
		tf := func(x, y, h float64) (float64, float64, float64) {
			c, sn := math.Cos(rot*math.Pi/180), math.Sin(rot*math.Pi/180)
			return 500 + (x-500)*c - (y-500)*sn + dx, 500 + (x-500)*sn + (y-500)*c + dy, h + rot
		}
		base := core.Move(s, m, []core.Ship{other}, nil, nil, core.PlayArea{}, core.Options{})
		tx, ty, th2 := tf(s.X, s.Y, s.Heading)
		ox, oy, oh := tf(other.X, other.Y, other.Heading)
		moved := core.Move(core.Ship{X: tx, Y: ty, Heading: th2, Size: size}, m, []core.Ship{{X: ox, Y: oy, Heading: oh, Size: core.Small}}, nil, nil, core.PlayArea{}, core.Options{})
		wx, wy, wh := tf(base.Final.X, base.Final.Y, base.Final.Heading)
		assert.Equal(t, base.Bumped, moved.Bumped, "bumped either way")
		poseNear(t, core.Pose{X: wx, Y: wy, Heading: math.Mod(wh, 360)}, moved.Final, "rotated board")
	}
}

// Every template outline stays within 0.1 mm of its curves and turns
// clockwise on screen.
func TestTemplateOutline(t *testing.T) {
	s := small(400, 400, 30)
	for _, m := range []core.Maneuver{{Speed: 3, Bearing: core.BankLeft}, {Speed: 1, Bearing: core.TurnRight}, {Speed: 5, Bearing: core.Straight}} {
		r := move(s, m)
		require.NotEmpty(t, r.Template)
		area := 0.0
		for i := range r.Template {
			a, b := r.Template[i], r.Template[(i+1)%len(r.Template)]
			area += a.X*b.Y - a.Y*b.X
		}
		assert.Greater(t, area, 0.0, "clockwise on screen")
		// The template's area: 20 mm times its centre line's length.
		length := map[core.Bearing]float64{core.BankLeft: 180 * math.Pi / 4, core.TurnRight: 35 * math.Pi / 2, core.Straight: 200}[m.Bearing]
		// Chords within 0.1 mm of the two curved edges lose less than 0.1
		// mm times their lengths (2 * length together).
		assert.InDelta(t, 20*length, area/2, 0.1*2*length, "%v area", m)
		assert.LessOrEqual(t, area/2, 20*length+1e-9, "chords cut inside the curves")
	}
}

// The difficulty read in place is the parsed dial's, for every maneuver
// of every dial, and "" for one it lacks.
func TestDifficultyIsTheDials(t *testing.T) {
	for _, id := range core.DialShips() {
		dial, _ := core.Dial(id)
		for _, d := range dial {
			r := move(core.Ship{X: 400, Y: 400, Model: id}, core.Maneuver{Speed: d.Speed, Bearing: d.Bearing})
			assert.Equal(t, d.Difficulty, r.Difficulty, "%s %d %s", id, d.Speed, d.Bearing)
			assert.Empty(t, r.Warnings)
		}
	}
}

// MoveAmong answers as Move does with the other ships, indices into the
// whole list.
func TestMoveAmongIsMove(t *testing.T) {
	ships := []core.Ship{small(400, 285, 0), small(400, 400, 0), small(500, 400, 90)}
	m := core.Maneuver{Speed: 1, Bearing: core.Straight}
	var r core.MoveResult
	core.MoveAmong(&r, ships, 1, m, nil, nil, core.StandardArea, core.Options{})
	want := move(ships[1], m, ships[0], ships[2])
	assert.Equal(t, want.Final, r.Final)
	assert.Equal(t, []int{0}, r.Overlaps)
	d := core.Maneuver{Device: "protonbombs", Speed: 1, Bearing: core.Straight}
	core.MoveAmong(&r, []core.Ship{small(400, 560, 0), small(400, 400, 0)}, 1, d, nil, nil, core.StandardArea, core.Options{})
	assert.Equal(t, []int{0}, r.Device.Near)
	assert.True(t, r.Device.Self)
}

// The 1-bank barrel roll, worked by hand: the template starts at the
// right side's hashmark (420, 400) facing +x and curves 45° toward the
// front around (420, 320); its end's middle is (476.569, 376.569), its
// outer corner 83.640 mm right of the centre; the base's left edge goes
// through that corner, its hashmark level with the end's middle.
func TestBankBarrelRollFigure(t *testing.T) {
	r2 := math.Sqrt2 / 2
	end := core.Point{X: 420 + 80*r2, Y: 400 - 80*(1-r2)}
	outer := end.X + 10*r2 - 400
	r := move(small(400, 400, 0), core.Maneuver{Action: core.BarrelRoll, Direction: "right", Template: "bankForward"})
	poseNear(t, core.Pose{X: 400 + outer + 20, Y: end.Y}, r.Final, "bank forward, middle")
	r = move(small(400, 400, 0), core.Maneuver{Action: core.BarrelRoll, Direction: "left", Template: "bankBackward", Position: core.AtRear})
	poseNear(t, core.Pose{X: 400 - outer - 20, Y: 800 - end.Y + 10}, r.Final, "the mirror image, backward, rear")
}

// An Epic play area is twice as wide: a move off the standard area's
// right edge stays on it.
func TestEpicArea(t *testing.T) {
	s := small(900, 400, 90)
	m := core.Maneuver{Speed: 2, Bearing: core.Straight}
	assert.True(t, core.Move(s, m, nil, nil, nil, core.StandardArea, core.Options{}).Fled)
	assert.False(t, core.Move(s, m, nil, nil, nil, core.EpicArea, core.Options{}).Fled)
}
