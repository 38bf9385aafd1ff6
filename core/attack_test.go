package core

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func rect(id string, x0, y0, x1, y1 float64) Obstacle {
	return Obstacle{ID: id, Points: []Point{{x0, y0}, {x1, y0}, {x1, y1}, {x0, y1}}}
}

// Two small ships facing each other 110 mm apart: the attacker's front arc
// edge (|u| <= 17.15 on its front edge) and the target's rear... front
// edge are parallel, so every line between them across the arc edge's
// width is a shortest line.
//
//	[ target ]   front edge y = 370
//	  | | | |    tied lines, x in [282.85, 317.15]
//	[attacker]   front edge y = 480
func tiedBoard() (Ship, Ship) {
	attacker := Ship{ID: "a", Team: "r", X: 300, Y: 500, Size: Small}
	target := Ship{ID: "t", Team: "e", X: 300, Y: 350, Heading: 180, Size: Small}
	return attacker, target
}

func TestObstruction(t *testing.T) {
	a, tg := tiedBoard()
	for _, tc := range []struct {
		name      string
		obstacles []Obstacle
		want      Obstruction
		by        []int
		defense   int
	}{
		{"no obstacles: clear", nil, Clear, nil, 0},
		{"an obstacle off the lines: clear", []Obstacle{rect("far", 100, 400, 150, 450)}, Clear, nil, 0},
		{"an obstacle across every tied line: obstructed", []Obstacle{rect("wall", 250, 410, 350, 430)}, Obstructed, []int{0}, 1},
		{"an obstacle across some tied lines: the attacker's choice", []Obstacle{rect("rock", 305, 410, 310, 430)}, Choice, []int{0}, 0},
		{"two obstacles covering all tied lines between them: obstructed",
			[]Obstacle{rect("l", 270, 410, 301, 430), rect("r", 300, 440, 330, 450)}, Obstructed, []int{0, 1}, 1},
		{"one extra die however many obstacles", []Obstacle{rect("w1", 250, 410, 350, 420), rect("w2", 250, 440, 350, 450)}, Obstructed, []int{0, 1}, 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			opts := AttackOptions(a, []Ship{a, tg}, tc.obstacles, Options{})
			require.Len(t, opts, 1)
			op := opts[0]
			assert.Equal(t, 1, op.Target)
			assert.Equal(t, 2, op.Band)
			assert.InDelta(t, 110.0, op.Distance, 1e-9)
			assert.Equal(t, tc.want, op.Obstruction)
			assert.Equal(t, tc.by, op.ObstructedBy)
			assert.Equal(t, tc.defense, op.Bonus.Defense)
			assert.InDelta(t, op.Distance, op.From.Dist(op.To), 1e-9, "the reported line is a shortest one")
			if tc.want == Choice {
				for k := range tc.obstacles {
					assert.False(t, tc.obstacles[k].crossedBy(op.From, op.To, boundsOf(tc.obstacles[k].Points)), "with a choice, the reported line is a clear one")
				}
			}
		})
	}
}

// A single shortest line (no tie) is obstructed or clear, never a choice.
func TestObstructionSingleLine(t *testing.T) {
	a := Ship{ID: "a", X: 300, Y: 500, Size: Small}
	tg := Ship{ID: "t", X: 420, Y: 350, Heading: 30, Size: Small}
	clear := AttackOptions(a, []Ship{tg}, []Obstacle{rect("x", 0, 0, 10, 10)}, Options{})
	require.Len(t, clear, 1)
	assert.Equal(t, Clear, clear[0].Obstruction)
	mid := clear[0].From.lerp(clear[0].To, 0.5)
	ob := rect("on", mid.X-3, mid.Y-3, mid.X+3, mid.Y+3)
	hit := AttackOptions(a, []Ship{tg}, []Obstacle{ob}, Options{})
	require.Len(t, hit, 1)
	assert.Equal(t, Obstructed, hit[0].Obstruction)
	assert.Equal(t, []int{0}, hit[0].ObstructedBy)
}

func TestAttackOptionsRules(t *testing.T) {
	attacker := Ship{ID: "a", Team: "rebels", X: 400, Y: 700, Size: Small}
	ahead := func(id, team string, gap float64) Ship {
		return Ship{ID: id, Team: team, X: 400, Y: 700 - 20 - gap - 20, Size: Small}
	}
	t.Run("friends are never attacked; no team is everyone's enemy", func(t *testing.T) {
		ships := []Ship{attacker, ahead("friend", "rebels", 50), ahead("foe", "empire", 60), ahead("stray", "", 70)}
		var got []string
		for _, op := range AttackOptions(attacker, ships, nil, Options{}) {
			got = append(got, ships[op.Target].ID)
		}
		assert.Equal(t, []string{"foe", "stray"}, got)
	})
	t.Run("the attacker in the list is skipped", func(t *testing.T) {
		assert.Empty(t, AttackOptions(attacker, []Ship{attacker}, nil, Options{}))
		anon := attacker
		anon.ID = ""
		assert.Empty(t, AttackOptions(anon, []Ship{anon}, nil, Options{}))
	})
	t.Run("range combat bonus, 2e", func(t *testing.T) {
		for _, tc := range []struct {
			gap  float64
			band int
			want Bonus
		}{{50, 1, Bonus{Attack: 1}}, {150, 2, Bonus{}}, {250, 3, Bonus{Defense: 1}}} {
			opts := AttackOptions(attacker, []Ship{ahead("t", "e", tc.gap)}, nil, Options{})
			require.Len(t, opts, 1)
			assert.Equal(t, tc.band, opts[0].Band)
			assert.Equal(t, tc.want, opts[0].Bonus, "range %d", tc.band)
		}
	})
	t.Run("range combat bonus, 1e: range 3 or beyond", func(t *testing.T) {
		a := attacker
		a.Weapons = []Weapon{{Name: "P", Arc: Primary, MinRange: 1, MaxRange: 5, Primary: true}}
		for _, tc := range []struct {
			gap  float64
			want Bonus
		}{{50, Bonus{Attack: 1}}, {150, Bonus{}}, {250, Bonus{Defense: 1}}, {350, Bonus{Defense: 1}}} {
			opts := AttackOptions(a, []Ship{ahead("t", "e", tc.gap)}, nil, Options{Edition: First})
			require.Len(t, opts, 1)
			assert.Equal(t, tc.want, opts[0].Bonus, "gap %v", tc.gap)
		}
	})
	t.Run("Epic range 4-5: the defender rolls 2 extra dice; reach extends", func(t *testing.T) {
		a := attacker
		a.Weapons = []Weapon{{Name: "Broadside", Arc: Front, MinRange: 1, MaxRange: 4, Primary: true}}
		opts := AttackOptions(a, []Ship{ahead("t", "e", 350)}, nil, Options{})
		require.Len(t, opts, 1)
		assert.Equal(t, 4, opts[0].Band)
		assert.Equal(t, Bonus{Defense: 2}, opts[0].Bonus)
	})
	t.Run("2e: ordnance gets no range bonus, other special weapons do", func(t *testing.T) {
		a := attacker
		a.Weapons = []Weapon{
			{Name: "Proton Torpedoes", Arc: Front, MinRange: 1, MaxRange: 3, Kind: "torpedo", Ordnance: true},
			{Name: "Ion Cannon", Arc: Front, MinRange: 1, MaxRange: 3, Kind: "cannon"},
		}
		opts := AttackOptions(a, []Ship{ahead("t", "e", 50)}, nil, Options{})
		require.Len(t, opts, 2)
		assert.Equal(t, Bonus{}, opts[0].Bonus, "torpedoes at range 1")
		assert.Equal(t, Bonus{Attack: 1}, opts[1].Bonus, "ion cannon at range 1")
	})
	t.Run("1e: secondary weapons get no range bonus", func(t *testing.T) {
		a := attacker
		a.Weapons = []Weapon{{Name: "Ion Cannon", Arc: Primary, MinRange: 1, MaxRange: 3, Kind: "cannon"}}
		opts := AttackOptions(a, []Ship{ahead("t", "e", 50)}, nil, Options{Edition: First})
		require.Len(t, opts, 1)
		assert.Equal(t, Bonus{}, opts[0].Bonus)
	})
	t.Run("weapon span: a range 2-3 weapon can't fire at range 1", func(t *testing.T) {
		a := attacker
		a.Weapons = []Weapon{{Name: "Missiles", Arc: Front, MinRange: 2, MaxRange: 3}}
		assert.Empty(t, AttackOptions(a, []Ship{ahead("t", "e", 50)}, nil, Options{}))
		assert.Len(t, AttackOptions(a, []Ship{ahead("t", "e", 150)}, nil, Options{}), 1)
	})
	t.Run("1e: auxiliary arcs are for primary weapons, the special arc for torpedoes", func(t *testing.T) {
		behind := Ship{ID: "b", X: 400, Y: 800, Size: Small}
		a := attacker
		a.Weapons = []Weapon{
			{Name: "Primary aux", Arc: AuxRear, MinRange: 1, MaxRange: 3, Primary: true},
			{Name: "Cannon aux", Arc: AuxRear, MinRange: 1, MaxRange: 3},
			{Name: "Torpedo special", Arc: Special, MinRange: 1, MaxRange: 3, Kind: "torpedo"},
			{Name: "Missile special", Arc: Special, MinRange: 1, MaxRange: 3, Kind: "missile"},
		}
		var names []string
		for _, op := range AttackOptions(a, []Ship{behind}, nil, Options{Edition: First}) {
			names = append(names, op.Weapon.Name)
		}
		assert.Equal(t, []string{"Primary aux", "Torpedo special"}, names)
	})
	t.Run("catalog weapons: a K-wing's double turret", func(t *testing.T) {
		k := Ship{ID: "k", Model: "btls8kwing", X: 400, Y: 400, Turret: TurretLeftRight}
		left := Ship{ID: "l", X: 250, Y: 400, Size: Small}
		opts := AttackOptions(k, []Ship{left}, nil, Options{})
		require.Len(t, opts, 1)
		assert.Equal(t, Left, opts[0].Arc)
		assert.Equal(t, DoubleTurret, opts[0].Weapon.Arc)
	})
	t.Run("catalog pilot variant: an RZ-1 A-wing pilot with a turret", func(t *testing.T) {
		a := Ship{ID: "a", Model: "rz1awing", X: 400, Y: 400, Turret: "rear"}
		behind := Ship{ID: "b", X: 400, Y: 520, Size: Small}
		assert.Empty(t, AttackOptions(a, []Ship{behind}, nil, Options{}), "the standard RZ-1 has a front arc only")
		a.Pilot = "arvelcrynyd-battleoverendor"
		assert.Len(t, AttackOptions(a, []Ship{behind}, nil, Options{}), 1)
	})
}

// A line is obstructed when it meets the closed obstacle: crossing it,
// ending in it, lying inside it, or only touching its outline.
func TestCrossedBy(t *testing.T) {
	ob := Obstacle{Points: []Point{{0, 0}, {10, 0}, {10, 10}, {5, 4}, {0, 10}}} // a notched square
	box := boundsOf(ob.Points)
	for _, tc := range []struct {
		name string
		p, q Point
		want bool
	}{
		{"crosses", Point{-5, 2}, Point{15, 2}, true},
		{"inside", Point{2, 1}, Point{8, 1}, true},
		{"ends inside", Point{-5, 1}, Point{2, 1}, true},
		{"touches a vertex", Point{5, 4}, Point{5, 20}, true},
		{"through the notch, clear", Point{5, 6}, Point{5, 20}, false},
		{"along an edge", Point{-5, 0}, Point{20, 0}, true},
		{"collinear beyond an edge", Point{12, 0}, Point{20, 0}, false},
		{"outside the box", Point{20, 20}, Point{30, 25}, false},
		{"inside the box, outside the polygon", Point{4, 9}, Point{6, 9}, false},
		{"a point line on the outline", Point{10, 5}, Point{10, 5}, true},
	} {
		assert.Equal(t, tc.want, ob.crossedBy(tc.p, tc.q, box), tc.name)
		assert.Equal(t, tc.want, ob.crossedBy(tc.q, tc.p, box), tc.name+" (reversed)")
	}
}

// Board is the same answers as the single queries, gathered.
func TestBoard(t *testing.T) {
	ships, obs := benchBoard()
	o := Options{}
	v := Board(ships, obs, 3, nil, o)
	require.Len(t, v.Attacks, len(ships))
	for i := range ships {
		want := AttackOptions(ships[i], ships, obs, o)
		if want == nil {
			want = []AttackOption{}
		}
		assert.Equal(t, want, v.Attacks[i], "ship %d", i)
	}
	require.NotNil(t, v.Selected)
	sel := v.Selected
	assert.Equal(t, 3, sel.Index)
	assert.Len(t, sel.Arcs, 7*3, "every drawn arc, ranges 1..3")
	assert.Len(t, sel.Rings, 3)
	require.Len(t, sel.Others, len(ships)-1)
	for _, ov := range sel.Others {
		assert.NotEqual(t, 3, ov.Index)
		assert.Equal(t, Range(ships[3], ships[ov.Index], o), ov.Range)
		assert.Equal(t, Relate(ships[3], ships[ov.Index]), ov.Relation)
		var in []Arc
		for _, a := range DrawnArcs(Second) {
			if m, _, ok := AttackRange(ships[3], ships[ov.Index], a, o); ok {
				in = append(in, a)
				assert.Contains(t, ov.Arcs, ArcMeasurement{Arc: a, Measurement: m})
			}
		}
		assert.Len(t, ov.Arcs, len(in))
	}
	require.Len(t, sel.Obstacles, len(obs))
	for _, ob := range sel.Obstacles {
		assert.Equal(t, RangeToObstacle(ships[3], obs[ob.Index]), ob.Range)
	}
	t.Run("only the arcs asked for are outlined", func(t *testing.T) {
		v := Board(ships, obs, 3, []Arc{Front, Bullseye}, o)
		require.Len(t, v.Selected.Arcs, 6)
		assert.Equal(t, Front, v.Selected.Arcs[0].Arc)
		assert.Equal(t, Bullseye, v.Selected.Arcs[5].Arc)
		assert.Empty(t, Board(ships, obs, 3, []Arc{}, o).Selected.Arcs)
	})
	t.Run("no selection", func(t *testing.T) {
		assert.Nil(t, Board(ships, obs, -1, nil, o).Selected)
		assert.Nil(t, Board(ships, obs, len(ships), nil, o).Selected)
	})
}
