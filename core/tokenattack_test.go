package core

import (
	"math"
	"math/rand"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// triangles ear-clips a simple polygon that turns counter-clockwise in
// the (X, Y) plane (clockwise on screen, as every placed outline does).
func triangles(pts []Point) [][3]Point {
	idx := make([]int, len(pts))
	for i := range idx {
		idx[i] = i
	}
	var out [][3]Point
	for len(idx) > 3 {
		n := len(idx)
		best, bestTurn := -1, math.Inf(-1)
		for k := 0; k < n; k++ {
			a, b, c := pts[idx[(k+n-1)%n]], pts[idx[k]], pts[idx[(k+1)%n]]
			turn := b.Sub(a).Cross(c.Sub(b))
			if turn <= 0 {
				continue // a reflex (or flat) vertex is no ear
			}
			ear := true
			for _, j := range idx {
				p := pts[j]
				if p == a || p == b || p == c {
					continue
				}
				if b.Sub(a).Cross(p.Sub(a)) >= 0 && c.Sub(b).Cross(p.Sub(b)) >= 0 && a.Sub(c).Cross(p.Sub(c)) >= 0 {
					ear = false
					break
				}
			}
			if ear {
				best = k
				break
			}
			if turn > bestTurn {
				best, bestTurn = k, turn // no ear found: the most convex corner (never happens on simple outlines)
			}
		}
		if best < 0 {
			best = 0
		}
		out = append(out, [3]Point{pts[idx[(best+n-1)%n]], pts[idx[best]], pts[idx[(best+1)%n]]})
		idx = append(idx[:best], idx[best+1:]...)
	}
	return append(out, [3]Point{pts[idx[0]], pts[idx[1]], pts[idx[2]]})
}

// oracleOutlineRange measures from the arc edge of region r of ship s to
// the token's outline in the arc area another way: the outline cut into
// triangles, each clipped by the region into a convex piece P; a piece
// not wholly inside the base is at dist(edge, P) (measureInRegion's
// argument for a convex part).
func oracleOutlineRange(s Ship, r region, tk Token, ed Edition) (float64, bool) {
	a := s.Base()
	g := geomFor(ed, s.size(), r)
	best, in := math.Inf(1), false
	for _, tri := range triangles(tk.Outline()) {
		var p, tmp poly
		for _, v := range tri {
			p.push(a.Local(v))
		}
		for i := 0; i < g.nplane; i++ {
			p.clipInto(&tmp, g.planes[i])
			p = tmp
		}
		outside := false
		for i := 0; i < p.n; i++ {
			outside = outside || !a.containsLocal(p.pts[i], insideEps)
		}
		if !outside {
			continue
		}
		in = true
		d, _, _ := chainToPoly(&g.edge, &p)
		best = math.Min(best, d)
	}
	return best, in
}

// A remote's attack range in every arc region agrees with the
// triangulation oracle, at many headings, both sides, every size and
// both editions; its closest points are on the arc edge and the outline,
// as far apart as the distance.
func TestOutlineRangeAgainstTriangles(t *testing.T) {
	rng := rand.New(rand.NewSource(20261202))
	checked := map[bool]int{}
	for i := 0; i < 1500; i++ {
		ed := Second
		if i%5 == 4 {
			ed = First
		}
		s := randomShip(rng, ed)
		kind := TokenKind("")
		if i%2 == 0 {
			kind = Remote
		}
		tk := randomToken(rng, kind)
		tk.X, tk.Y = s.X+rng.Float64()*300-150, s.Y+rng.Float64()*300-150
		a := s.Base()
		q := newOutline(tk.Outline())
		var local outline
		q.inFrame(a, &local)
		for r := region(0); r < numRegions; r++ {
			m, ok := measureOutlineInRegion(a, geomFor(ed, s.size(), r), &local, unlimitedReach, ed)
			want, in := oracleOutlineRange(s, r, tk, ed)
			checked[in]++
			require.Equal(t, in, ok, "case %d, %s: %+v and %+v: in arc", i, standardArc[r], s, tk)
			if !in {
				continue
			}
			require.InDelta(t, want, m.Distance, 1e-7, "case %d, %s: %+v and %+v", i, standardArc[r], s, tk)
			assert.Equal(t, Band(m.Distance, ed), m.Band)
			assert.InDelta(t, m.Distance, m.From.Dist(m.To), 1e-7, "case %d: the closest points are the distance apart", i)
			assert.InDelta(t, 0, offPerimeter(s, m.From), 1e-7, "case %d: from is on the base's edge", i)
			ob := tk.Obstacle()
			if m.Distance > TouchDistance {
				assert.InDelta(t, 0, distanceToOutline(&ob, m.To), 1e-7, "case %d: to is on the outline", i)
			} else {
				assert.True(t, ob.contains(m.To) || distanceToOutline(&ob, m.To) < 1e-7, "case %d: touching: to is on the token", i)
			}
		}
	}
	assert.Greater(t, checked[true], 2000, "many regions hold part of the token")
	assert.Greater(t, checked[false], 2000)
}

// distanceToOutline is the distance from p to the polygon's outline.
func distanceToOutline(ob *Obstacle, p Point) float64 {
	best := math.Inf(1)
	for i := range ob.Points {
		_, d := pointSegment2(p, ob.Points[i], ob.Points[(i+1)%len(ob.Points)])
		best = math.Min(best, d)
	}
	return math.Sqrt(best)
}

// moveToken rotates a token by deg about pivot and shifts it by d, as
// moved does a ship.
func moveToken(tk Token, pivot Point, deg float64, d Point) Token {
	s := moved(Ship{X: tk.X, Y: tk.Y, Heading: tk.Heading}, pivot, deg, d)
	tk.X, tk.Y, tk.Heading = s.X, s.Y, s.Heading
	return tk
}

// Turning and shifting a whole board (ships, remote, obstacle tokens)
// changes no answer: attack options on the remote with their
// obstruction, its plain range, and each arc's attack range.
func TestTokenBoardsMovedAgree(t *testing.T) {
	rng := rand.New(rand.NewSource(5))
	obstructed := 0
	for i := 0; i < 400; i++ {
		ed := Second
		if i%4 == 3 {
			ed = First
		}
		s := randomShip(rng, ed)
		s.Weapons = []Weapon{{Name: "P", Arc: []Arc{Front, Rear, Bullseye, Primary}[rng.Intn(4)], MinRange: 0, MaxRange: 3, Primary: true}}
		if ed == First {
			s.Weapons[0].Arc = []Arc{Primary, Turret360, AuxRear}[rng.Intn(3)]
			s.Weapons[0].MinRange = 1
		} else if s.Weapons[0].Arc == Primary {
			s.Weapons[0].Arc = FullFront
		}
		remote := randomToken(rng, Remote)
		remote.X, remote.Y = s.X+rng.Float64()*400-200, s.Y+rng.Float64()*400-200
		var obstacles []Obstacle
		var rocks []Token
		for k := 0; k < 3; k++ {
			rock := randomToken(rng, Asteroid)
			f := rng.Float64()
			rock.X, rock.Y = s.X+(remote.X-s.X)*f+rng.Float64()*40-20, s.Y+(remote.Y-s.Y)*f+rng.Float64()*40-20
			rocks = append(rocks, rock)
			obstacles = append(obstacles, rock.Obstacle())
		}
		o := Options{Edition: ed}
		opts := AttackOptionsOnToken(s, remote, obstacles, o)
		pivot, deg, d := Point{rng.Float64() * 900, rng.Float64() * 900}, rng.Float64()*360, Point{rng.Float64()*200 - 100, rng.Float64()*200 - 100}
		s2, remote2 := moved(s, pivot, deg, d), moveToken(remote, pivot, deg, d)
		var obstacles2 []Obstacle
		for _, rock := range rocks {
			obstacles2 = append(obstacles2, moveToken(rock, pivot, deg, d).Obstacle())
		}
		opts2 := AttackOptionsOnToken(s2, remote2, obstacles2, o)
		require.Len(t, opts2, len(opts), "case %d", i)
		for k := range opts {
			assert.InDelta(t, opts[k].Distance, opts2[k].Distance, 1e-7, "case %d", i)
			assert.Equal(t, opts[k].Band, opts2[k].Band, "case %d", i)
			assert.Equal(t, opts[k].Obstruction, opts2[k].Obstruction, "case %d", i)
			assert.Equal(t, opts[k].ObstructedBy, opts2[k].ObstructedBy, "case %d", i)
			if opts[k].Obstruction != Clear {
				obstructed++
			}
		}
		assert.InDelta(t, RangeToToken(s, remote).Distance, RangeToToken(s2, remote2).Distance, 1e-7)
		for _, arc := range geometricArcs(ed) {
			m, _, ok := TokenAttackRange(s, remote, arc, o)
			m2, _, ok2 := TokenAttackRange(s2, remote2, arc, o)
			require.Equal(t, ok, ok2, "case %d %s", i, arc)
			assert.InDelta(t, m.Distance, m2.Distance, 1e-7, "case %d %s", i, arc)
		}
	}
	assert.Greater(t, obstructed, 20, "some attacks pass obstacles")
}

// A remote whose outline reaches into the bullseye is in the front arc,
// no farther than in the bullseye (the bullseye lies inside the front
// arc); a remote is attacked by the rules of a ship: friends never, and
// only within a weapon's span.
func TestRemoteInBullseyeIsInFrontArc(t *testing.T) {
	rng := rand.New(rand.NewSource(9))
	in := 0
	for i := 0; i < 1000; i++ {
		s := randomShip(rng, Second)
		b := s.Base()
		tk := randomToken(rng, Remote)
		c := b.World(rng.Float64()*60-30, b.HalfLength+rng.Float64()*300)
		tk.X, tk.Y = c.X, c.Y
		bm, _, ok := TokenAttackRange(s, tk, Bullseye, Options{})
		if !ok {
			continue
		}
		in++
		fm, _, fok := TokenAttackRange(s, tk, Front, Options{})
		require.True(t, fok, "case %d: in the bullseye, so in the front arc", i)
		assert.LessOrEqual(t, fm.Distance, bm.Distance+1e-9)
	}
	assert.Greater(t, in, 500)

	s := Ship{ID: "a", Team: "rebels", X: 400, Y: 400, Size: Small}
	probe := Token{Type: "drk1probedroid", X: 400, Y: 250, Team: "empire"}
	opts := AttackOptionsOnToken(s, probe, nil, Options{})
	require.Len(t, opts, 1)
	assert.Equal(t, Front, opts[0].Arc)
	assert.Equal(t, 2, opts[0].Band)
	// The probe droid's outline is 47.63 mm long: its near edge is
	// 150 - 23.8 mm ahead of the centre, 106 mm from the front edge.
	assert.InDelta(t, 150-20-47.63/2, opts[0].Distance, 0.2)
	assert.Empty(t, AttackOptionsOnToken(s, Token{Type: "drk1probedroid", X: 400, Y: 250, Team: "rebels"}, nil, Options{}), "friends")
	short := s
	short.Weapons = []Weapon{{Name: "Hotshot", Arc: Front, MinRange: 0, MaxRange: 1}}
	assert.Empty(t, AttackOptionsOnToken(short, probe, nil, Options{}), "range 2 is past the span")
	behind := probe
	behind.Y = 550
	assert.Empty(t, AttackOptionsOnToken(s, behind, nil, Options{}), "not in the front arc")
}

// A device on top of a base, or touching it, is at range 0; the range 0-1
// list of a bomb is every ship whose base comes within 100 mm of the
// outline, as brute-force sampling of the outline finds.
func TestDeviceRangeZeroAndOne(t *testing.T) {
	rng := rand.New(rand.NewSource(3))
	for i := 0; i < 300; i++ {
		s := randomShip(rng, Second)
		tk := randomToken(rng, Bomb)
		b := s.Base()
		c := b.World((rng.Float64()*2-1)*b.HalfWidth, (rng.Float64()*2-1)*b.HalfLength)
		tk.X, tk.Y = c.X, c.Y
		m := RangeToToken(s, tk)
		assert.Equal(t, 0, m.Band, "case %d: a bomb whose centre is on the base", i)
		assert.Equal(t, 0.0, m.Distance)
	}
	checked := map[int]int{}
	for i := 0; i < 60; i++ {
		bomb := randomToken(rng, []TokenKind{Bomb, Mine}[i%2])
		var ships []Ship
		for k := 0; k < 20; k++ {
			s := randomShip(rng, Second)
			s.X, s.Y = bomb.X+rng.Float64()*400-200, bomb.Y+rng.Float64()*400-200
			ships = append(ships, s)
		}
		views := BoardTokens(ships, []Token{bomb}, nil, 0, Options{})
		require.Len(t, views, 1)
		near := map[int]int{}
		for _, sr := range views[0].Near {
			near[sr.Index] = sr.Range.Band
		}
		pts := bomb.Outline()
		for k, s := range ships {
			d := sampledRange(s, pts)
			band, ok := near[k]
			switch {
			case d < 0:
				assert.Equal(t, 0, band, "bomb %d, ship %d overlaps", i, k)
			case math.Abs(d-BandLength) < 0.05:
				continue // too close to call by sampling
			case d < BandLength:
				assert.True(t, ok && band == 1, "bomb %d, ship %d at %.2f mm: range 1", i, k, d)
			default:
				assert.False(t, ok, "bomb %d, ship %d at %.2f mm: beyond range 1", i, k, d)
			}
			checked[map[bool]int{true: 1, false: 2}[ok]]++
		}
		require.NotNil(t, views[0].Selected)
		assert.Empty(t, views[0].Attacks, "a device is not attacked")
	}
	assert.Greater(t, checked[1], 100, "ships at range 0-1")
	assert.Greater(t, checked[2], 100, "ships beyond")
}

// sampledRange is the distance from s's base to points every 0.01 mm
// along the outline pts, or -1 when a sample lies on the base.
func sampledRange(s Ship, pts []Point) float64 {
	b := s.Base()
	pb := b.polygon()
	best := math.Inf(1)
	for i := range pts {
		p, q := pts[i], pts[(i+1)%len(pts)]
		n := int(p.Dist(q)/0.01) + 1
		for k := 0; k <= n; k++ {
			x := p.lerp(q, float64(k)/float64(n))
			if b.containsLocal(b.Local(x), 0) {
				return -1
			}
			var one poly
			one.push(x)
			d, _, _ := polyToPoly(&pb, &one)
			best = math.Min(best, d)
		}
	}
	return best
}

// Degenerate placements answer without panicking: tokens at the
// coordinate limits, on a base's centre, corner or edge, at headings of
// quarter turns and huge ones, and ships of every size on top of them.
func TestTokensDegenerate(t *testing.T) {
	for _, tk := range Tokens() {
		for _, s := range []Ship{
			{X: 0, Y: 0, Size: Small}, {X: 20, Y: 20, Size: Medium, Heading: 90}, {X: 1e6, Y: -1e6, Size: Huge, Heading: 1e9},
			{X: 40, Y: 0, Size: Large, Heading: 270, Weapons: []Weapon{{Name: "T", Arc: Turret360, MinRange: 0, MaxRange: 5}}},
		} {
			for _, tok := range []Token{{Type: tk.ID}, {Type: tk.ID, X: 20, Y: 20, Heading: 180, Flipped: true}, {Type: tk.ID, X: -1e6, Y: 1e6, Heading: -1e9}} {
				require.NotPanics(t, func() {
					m := RangeToToken(s, tok)
					assert.False(t, math.IsNaN(m.Distance), "%s %+v", tk.ID, s)
					for _, arc := range []Arc{Front, FullRear, Bullseye, DoubleTurret} {
						TokenAttackRange(s, tok, arc, Options{})
					}
					TokenAttackRange(s, tok, Turret360, Options{Edition: First})
					AttackOptionsOnToken(s, tok, []Obstacle{tok.Obstacle()}, Options{})
					BoardTokens([]Ship{s, s}, []Token{tok, tok}, []Obstacle{tok.Obstacle()}, 1, Options{})
				}, "%s %+v %+v", tk.ID, s, tok)
			}
		}
	}
	assert.Equal(t, 0, RangeToToken(Ship{Size: Small}, Token{Type: "protonbombs", X: 20, Y: 20}).Band, "a bomb on the base's corner")
	m := RangeToToken(Ship{Size: Small}, Token{Type: "nope"})
	assert.Equal(t, Beyond, m.Band, "an unknown type (never validated) has no outline: beyond")
}

// The ruleset's attack rules apply to attacks on a remote as on a ship:
// in 2.0 Legacy a primary weapon doesn't fire at range 0 and the range
// bonus goes to primaries only.
func TestRemoteAttacksFollowTheRuleset(t *testing.T) {
	attacker := Ship{Size: Small, X: 200, Y: 200}
	touching := Token{Type: "drk1probedroid", X: 200, Y: 200 - 20 - 20}
	xwa := AttackOptionsOnToken(attacker, touching, nil, Options{})
	require.NotEmpty(t, xwa, "XWA: a primary attacks a touching remote at range 0")
	assert.Equal(t, 0, xwa[0].Band)
	assert.Empty(t, AttackOptionsOnToken(attacker, touching, nil, Options{Ruleset: Legacy}), "2.0 Legacy: no primary attack at range 0")

	torpedo := Weapon{Name: "Torpedo", Arc: Front, MinRange: 1, MaxRange: 3, Ordnance: false}
	armed := Ship{Size: Small, X: 200, Y: 200, Weapons: []Weapon{torpedo}}
	near := Token{Type: "drk1probedroid", X: 200, Y: 200 - 20 - 24 - 50}
	for _, tc := range []struct {
		name   string
		o      Options
		attack int
	}{{"XWA: a special weapon without ordnance gets the bonus", Options{}, 1}, {"2.0 Legacy: only primaries do", Options{Ruleset: Legacy}, 0}} {
		opts := AttackOptionsOnToken(armed, near, nil, tc.o)
		require.Len(t, opts, 1, tc.name)
		assert.Equal(t, 1, opts[0].Band, tc.name)
		assert.Equal(t, tc.attack, opts[0].Bonus.Attack, tc.name)
	}
}
