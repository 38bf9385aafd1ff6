package core

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// at places a ship with its centre at local (u, v) of a ship at c facing
// the top edge (heading 0): world x = c.x + u, y = c.y - v.
func at(c Point, u, v float64, size Size) Ship {
	return Ship{X: c.X + u, Y: c.Y - v, Size: size}
}

// The rules' own example ("Inside Arc at Range X", first edition): a K-wing
// attacking with its turret primary weapon chooses between three targets.
//
//	Adv.Proto.              (in arc only beyond the left arc line)
//	[  ]    TIE
//	        [  ]        Firespray
//	          \   /     [      ]
//	           \ /
//	          [K-w]
//
// The TIE fighter is inside arc at range 2. The Firespray-31 is at range 1
// closest to closest (the turret attack rolls an extra die) but inside arc
// at range 2. The TIE Adv. Prototype is at range 2 (no extra defense die)
// but inside arc at range 3.
func TestRulesExampleKWing(t *testing.T) {
	c := Point{457.2, 457.2}
	kwing := Ship{ID: "kwing", Team: "rebels", X: c.X, Y: c.Y, Size: Small,
		Weapons: []Weapon{{Name: "Turret", Arc: Turret360, MinRange: 1, MaxRange: 3, Primary: true}}}
	tie := at(c, 0, 170, Small)
	tie.ID, tie.Team = "tie", "empire"
	firespray := at(c, 140, 100, Large)
	firespray.ID, firespray.Team = "firespray", "empire"
	proto := at(c, -170, 170, Small)
	proto.ID, proto.Team = "proto", "empire"
	o := Options{Edition: First}

	for _, tc := range []struct {
		name           string
		target         Ship
		plain, insideA int
	}{
		{"TIE fighter: inside arc at range 2", tie, 2, 2},
		{"Firespray-31: range 1, inside arc at range 2", firespray, 1, 2},
		{"TIE Adv. Prototype: range 2, inside arc at range 3", proto, 2, 3},
	} {
		t.Run(tc.name, func(t *testing.T) {
			assert.Equal(t, tc.plain, Range(kwing, tc.target, o).Band, "closest to closest")
			m, _, in := AttackRange(kwing, tc.target, Primary, o)
			require.True(t, in, "in the primary arc")
			assert.Equal(t, tc.insideA, m.Band, "inside arc")
			assert.GreaterOrEqual(t, m.Distance, Range(kwing, tc.target, o).Distance)
		})
	}

	// The turret attack measures closest to closest: the Firespray gives
	// the attacker its range-1 die, the Prototype no range-3 defense die.
	opts := AttackOptions(kwing, []Ship{kwing, tie, firespray, proto}, nil, o)
	require.Len(t, opts, 3)
	byTarget := map[int]AttackOption{}
	for _, op := range opts {
		byTarget[op.Target] = op
	}
	assert.Equal(t, Bonus{}, byTarget[1].Bonus, "TIE at range 2")
	assert.Equal(t, Bonus{Attack: 1}, byTarget[2].Bonus, "Firespray at range 1")
	assert.Equal(t, 2, byTarget[3].Band)
	assert.Equal(t, Bonus{}, byTarget[3].Bonus, "Prototype at range 2: no extra defense die")
}

// Touching bases: "a ship is at Range 1 of itself and any ships that it is
// touching" in 1e; range 0 in 2e, where a primary weapon (range 0-3)
// may attack with no range bonus.
func TestTouching(t *testing.T) {
	//	[a][b]   sharing the edge x = 120
	a := Ship{ID: "a", X: 100, Y: 100, Size: Small}
	b := Ship{ID: "b", X: 140, Y: 100, Heading: 0, Size: Small}
	for _, tc := range []struct {
		name string
		ed   Edition
		band int
	}{{"2e: range 0", Second, 0}, {"1e: range 1", First, 1}} {
		t.Run(tc.name, func(t *testing.T) {
			m := Range(a, b, Options{Edition: tc.ed})
			assert.Equal(t, 0.0, m.Distance)
			assert.Equal(t, tc.band, m.Band)
		})
	}
	t.Run("2e (2.5 rules): a primary attack at range 0, with no range bonus", func(t *testing.T) {
		b.Heading = 270 // facing a: a is in its front arc, touching
		opts := AttackOptions(b, []Ship{a}, nil, Options{})
		require.Len(t, opts, 1)
		assert.Equal(t, 0, opts[0].Band)
		assert.Equal(t, Bonus{}, opts[0].Bonus)
	})
	t.Run("2e: a special weapon whose span starts at 1 can't fire at range 0", func(t *testing.T) {
		b := b
		b.Heading = 270
		b.Weapons = []Weapon{{Name: "Proton Torpedoes", Arc: Front, MinRange: 1, MaxRange: 3, Ordnance: true}}
		assert.Empty(t, AttackOptions(b, []Ship{a}, nil, Options{}))
	})
	t.Run("1e: touching ships attack at range 1", func(t *testing.T) {
		b.Heading = 270
		opts := AttackOptions(b, []Ship{a}, nil, Options{Edition: First})
		require.Len(t, opts, 1)
		assert.Equal(t, 1, opts[0].Band)
	})
	t.Run("overlapping bases are at range 0", func(t *testing.T) {
		c := Ship{X: 110, Y: 110, Heading: 30, Size: Large}
		assert.Equal(t, 0.0, Range(a, c, Options{}).Distance)
		assert.Equal(t, 0, Range(a, c, Options{}).Band)
	})
}

// Exactly 100.0 mm is range 1 (VASSAL's choice); a hair more is range 2.
func TestBandEdges(t *testing.T) {
	for _, tc := range []struct {
		d    float64
		ed   Edition
		band int
	}{
		{0, Second, 0}, {1e-7, Second, 0}, {1e-7, First, 1}, {0.001, Second, 1},
		{100, Second, 1}, {100.001, Second, 2}, {200, Second, 2}, {300, Second, 3},
		{300.01, Second, 4}, {500, Second, 5}, {500.01, Second, Beyond}, {500.01, First, Beyond},
	} {
		assert.Equal(t, tc.band, Band(tc.d, tc.ed), "%v mm in %s", tc.d, tc.ed)
	}
	// Two ships 100.0 mm apart edge to edge, facing each other, at every
	// quarter turn of the whole board.
	for _, h := range []float64{0, 90, 180, 270} {
		a := Ship{X: 400, Y: 500, Heading: h, Size: Small}
		f := newBase(Small, Point{400, 500}, h).Forward
		b := Ship{X: 400 + f.X*140, Y: 500 + f.Y*140, Heading: h + 180, Size: Small}
		m := Range(a, b, Options{})
		assert.Equal(t, 100.0, m.Distance, "heading %v", h)
		assert.Equal(t, 1, m.Band, "heading %v: exactly 100 mm is range 1", h)
		ar, _, in := AttackRange(a, b, Front, Options{})
		require.True(t, in)
		assert.Equal(t, 1, ar.Band, "heading %v: inside arc", h)
		b.X, b.Y = b.X+f.X*0.01, b.Y+f.Y*0.01
		assert.Equal(t, 2, Range(a, b, Options{}).Band, "heading %v: 100.01 mm is range 2", h)
	}
}

// A target's part under the attacker's own base is in none of its arcs:
// "arcs are measured beyond the base".
func TestArcsBeyondTheBase(t *testing.T) {
	a := Ship{X: 300, Y: 300, Size: Large}
	// A small ship entirely under the large base: no arc holds any of it.
	under := Ship{X: 300, Y: 300, Heading: 45, Size: Small}
	for _, arc := range []Arc{Front, Rear, Left, Right, FullFront, FullRear, Bullseye} {
		assert.False(t, InArc(a, under, arc, Options{}), "%s", arc)
	}
	// Poking out of the front edge: in the front arc at range 0.
	poking := Ship{X: 300, Y: 260, Size: Small}
	m, _, in := AttackRange(a, poking, Front, Options{})
	require.True(t, in)
	assert.Equal(t, 0, m.Band)
}

// The arc reach: 2e arcs reach range 3 from the arc edge, Epic weapons
// extend them, 1e arcs reach across the play area.
func TestReach(t *testing.T) {
	a := Ship{X: 450, Y: 800, Size: Small}
	far := Ship{X: 450, Y: 800 - 20 - 350 - 20, Size: Small} // 350 mm ahead
	assert.False(t, InArc(a, far, Front, Options{}), "2e: beyond range 3")
	m, _, in := AttackRange(a, far, Front, Options{MaxRange: 4})
	require.True(t, in, "Epic reach 4")
	assert.Equal(t, 4, m.Band)
	m, _, in = AttackRange(a, far, Primary, Options{Edition: First})
	require.True(t, in, "1e: across the play area")
	assert.Equal(t, 4, m.Band)
	farther := Ship{X: 450, Y: 800 - 20 - 700 - 20, Size: Small}
	m, _, in = AttackRange(a, farther, Primary, Options{Edition: First})
	require.True(t, in)
	assert.Equal(t, Beyond, m.Band, "1e: in arc beyond range 5")
}

// Turret indicators: a single turret is the standard arc it points at; a
// double turret adds the opposite one.
func TestTurrets(t *testing.T) {
	//	 left  [ship]         ship faces up; target is to its left
	ship := Ship{X: 400, Y: 400, Size: Medium}
	left := Ship{X: 250, Y: 400, Size: Small}
	behind := Ship{X: 400, Y: 550, Size: Small}

	for _, tc := range []struct {
		name, turret string
		arc          Arc
		target       Ship
		in           bool
		used         Arc
	}{
		{"single turret pointing left", "left", SingleTurret, left, true, Left},
		{"single turret rotated to the front", "front", SingleTurret, left, false, ""},
		{"single turret default is front", "", SingleTurret, left, false, ""},
		{"double turret front-rear catches behind", TurretFrontRear, DoubleTurret, behind, true, Rear},
		{"double turret front-rear misses the left", TurretFrontRear, DoubleTurret, left, false, ""},
		{"double turret left-right catches the left", TurretLeftRight, DoubleTurret, left, true, Left},
		{"double turret from a single indicator adds the opposite", "right", DoubleTurret, left, true, Left},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := ship
			s.Turret = tc.turret
			_, used, in := AttackRange(s, tc.target, tc.arc, Options{})
			assert.Equal(t, tc.in, in)
			if tc.in {
				assert.Equal(t, tc.used, used)
			}
		})
	}
	t.Run("1e mobile arc follows its pointer", func(t *testing.T) {
		s := Ship{X: 400, Y: 400, Size: Large, Mobile: "left"}
		assert.True(t, InArc(s, left, Mobile, Options{Edition: First}))
		s.Mobile = "rear"
		assert.False(t, InArc(s, left, Mobile, Options{Edition: First}))
		assert.True(t, InArc(s, behind, Mobile, Options{Edition: First}))
	})
}

// Full arcs split at the midway line: a target straddling the line beside
// the ship is in both; one ahead only in the front one.
func TestFullArcs(t *testing.T) {
	s := Ship{X: 400, Y: 400, Size: Small}
	beside := Ship{X: 500, Y: 400, Size: Small}
	ahead := Ship{X: 400, Y: 300, Size: Small}
	assert.True(t, InArc(s, beside, FullFront, Options{}))
	assert.True(t, InArc(s, beside, FullRear, Options{}))
	assert.True(t, InArc(s, beside, Right, Options{}))
	assert.True(t, InArc(s, ahead, FullFront, Options{}))
	assert.False(t, InArc(s, ahead, FullRear, Options{}))
	m, _, _ := AttackRange(s, beside, FullFront, Options{})
	assert.InDelta(t, 60.0, m.Distance, 1e-9, "from the side edge's front half")
}

// Relations: in front of, behind and flanking, by the midway line.
func TestRelations(t *testing.T) {
	//	      [ahead]
	//	       [B]  [flank]    B faces up; flank straddles B's midway line
	//	     [behind]
	b := Ship{X: 400, Y: 400, Size: Medium}
	for _, tc := range []struct {
		name  string
		other Ship
		want  Relation
	}{
		{"ahead is in front", Ship{X: 400, Y: 250, Size: Small}, InFront},
		{"ahead and to the side, clear of the line", Ship{X: 600, Y: 370, Size: Small}, InFront},
		{"behind", Ship{X: 380, Y: 600, Heading: 90, Size: Large}, Behind},
		{"straddling the midway line is flanking", Ship{X: 550, Y: 410, Size: Small}, Flanking},
		{"touching the midway line from ahead is flanking", Ship{X: 200, Y: 380, Size: Small}, Flanking},
		{"the midway line reaches range 3 only", Ship{X: 400 + 30 + 300 + 25, Y: 400, Size: Small}, NoRelation},
		{"far ahead is nothing", Ship{X: 400, Y: 0, Size: Small}, NoRelation},
	} {
		t.Run(tc.name, func(t *testing.T) {
			assert.Equal(t, tc.want, Relate(b, tc.other))
		})
	}
}

// Bands inside an arc follow the edition's touching rule too.
func TestInArcTouching1e(t *testing.T) {
	a := Ship{X: 300, Y: 300, Size: Small}
	b := Ship{X: 300, Y: 260, Size: Small} // touching a's front edge
	m, _, in := AttackRange(a, b, Primary, Options{Edition: First})
	require.True(t, in)
	assert.Equal(t, 1, m.Band)
	m, _, in = AttackRange(a, b, Front, Options{})
	require.True(t, in)
	assert.Equal(t, 0, m.Band)
}
