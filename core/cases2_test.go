package core

import (
	"encoding/json"
	"fmt"
	"math"
	"os"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The second reference file, testdata/public-cases-2.json (a copy of the
// contract's cases/public-cases-2.json, described in its README): turrets,
// the 1e mobile and special arcs, huge bases, Epic reach, relations,
// within/beyond, obstacle ranges, attack options with obstruction and
// catalog ships. Every case runs as a named subtest; distances and points
// are compared within caseTolerance.

// caseTolerance is the reference files' own comparison tolerance, in mm:
// their positions are rounded to 0.001 mm and distances to 0.0001 mm.
const caseTolerance = 2e-3

type refCases2 struct {
	Seed  int     `json:"seed"`
	Cases []case2 `json:"cases"`
}

type case2 struct {
	Kind    string  `json:"kind"`
	Sub     string  `json:"sub"`
	Edition Edition `json:"edition"`
	Options struct {
		MaxRange  int           `json:"maxRange"`
		Obstacles []refObstacle `json:"obstacles"`
	} `json:"options"`

	// arcs
	Attacker refShip2 `json:"attacker"`
	Target   refShip2 `json:"target"`
	Range    struct {
		Distance float64   `json:"distance"`
		Band     *int      `json:"band"`
		Lines    []refLine `json:"lines"`
	} `json:"range"`
	Arcs map[Arc]struct {
		InArc    bool      `json:"inArc"`
		Distance *float64  `json:"distance"`
		Band     *int      `json:"band"`
		Sub      Arc       `json:"sub"`
		Lines    []refLine `json:"lines"`
	} `json:"arcs"`

	// relation
	Ship  refShip2  `json:"ship"`
	Other refShip2  `json:"other"`
	Want  *Relation `json:"want"`

	// within
	A, B                     refShip2
	N                        int     `json:"n"`
	Within                   bool    `json:"within"`
	BeyondAnswer             bool    `json:"beyond"`
	Symmetric                bool    `json:"symmetric"`
	MinDistance, MaxDistance float64 `json:"-"`

	// obstacleRange, device (public-cases-3.json)
	Obstacle refObstacle                         `json:"obstacle"`
	Device   refObstacle                         `json:"device"`
	Polys    map[string][]struct{ X, Y float64 } `json:"polys"`
	Distance float64                             `json:"distance"`
	Band     *int                                `json:"band"`
	Overlap  bool                                `json:"overlap"`
	Lines    []refLine                           `json:"lines"`

	// attack, catalog
	Ships   []json.RawMessage `json:"ships"`
	SelfIn  bool              `json:"selfIn"`
	WithIDs bool              `json:"withIds"`
	Expect  []refExpect       `json:"expect"`
	XWS     *string           `json:"xws"`
	Size    Size              `json:"size"`
	Weapons []refWeapon       `json:"weapons"`
	Plain   []struct {
		Target   string  `json:"target"`
		Distance float64 `json:"distance"`
		Band     *int    `json:"band"`
	} `json:"plain"`
}

// UnmarshalJSON reads a case; "within" cases name their distances
// minDistance and maxDistance.
func (c *case2) UnmarshalJSON(b []byte) error {
	type plain case2
	var extra struct {
		MinDistance float64 `json:"minDistance"`
		MaxDistance float64 `json:"maxDistance"`
	}
	if err := json.Unmarshal(b, (*plain)(c)); err != nil {
		return err
	}
	if err := json.Unmarshal(b, &extra); err != nil {
		return err
	}
	c.MinDistance, c.MaxDistance = extra.MinDistance, extra.MaxDistance
	return nil
}

type refShip2 struct {
	X, Y, Heading float64
	Size          Size
	ID            string `json:"id"`
	Team          string `json:"team"`
	Turret        string `json:"turret"`
	Mobile        string `json:"mobile"`
	Model         string `json:"ship"`
	Weapons       []refWeapon
}

type refWeapon struct {
	Name     string `json:"name"`
	Arc      Arc    `json:"arc"`
	MinRange int    `json:"minRange"`
	MaxRange int    `json:"maxRange"`
	Primary  bool   `json:"primary"`
	Ordnance bool   `json:"ordnance"`
}

func (w refWeapon) weapon() Weapon {
	return Weapon{Name: w.Name, Arc: w.Arc, MinRange: w.MinRange, MaxRange: w.MaxRange, Primary: w.Primary, Ordnance: w.Ordnance}
}

func (r refShip2) ship() Ship {
	s := Ship{ID: r.ID, Team: r.Team, X: r.X, Y: r.Y, Heading: r.Heading, Size: r.Size,
		Model: r.Model, Turret: r.Turret, Mobile: r.Mobile}
	if r.Weapons != nil {
		s.Weapons = make([]Weapon, len(r.Weapons))
		for i, w := range r.Weapons {
			s.Weapons[i] = w.weapon()
		}
	}
	return s
}

type refObstacle struct {
	ID     string `json:"id"`
	Points []struct{ X, Y float64 }
	// Or an official token (public-cases-3.json).
	Type          string `json:"type"`
	X, Y, Heading float64
	Flipped       bool `json:"flipped"`
}

func (r refObstacle) token() Token {
	return Token{ID: r.ID, Type: r.Type, X: r.X, Y: r.Y, Heading: r.Heading, Flipped: r.Flipped}
}

func (r refObstacle) obstacle() Obstacle {
	if r.Type != "" {
		return r.token().Obstacle()
	}
	ob := Obstacle{ID: r.ID}
	for _, p := range r.Points {
		ob.Points = append(ob.Points, Point{p.X, p.Y})
	}
	return ob
}

// refLine is one shortest line, {p, q}, or a family of tied parallel
// lines, {a, b, n}: from any point s of segment ab to s+n.
type refLine struct {
	P, Q, A, B, N *[2]float64
}

func pt(v *[2]float64) Point { return Point{v[0], v[1]} }

// holds reports whether the line from -> to is this line or a member of
// this family, within caseTolerance.
func (l refLine) holds(from, to Point) bool {
	if l.P != nil {
		return from.Dist(pt(l.P)) <= caseTolerance && to.Dist(pt(l.Q)) <= caseTolerance
	}
	_, d2 := pointSegment2(from, pt(l.A), pt(l.B))
	return math.Sqrt(d2) <= caseTolerance && to.Sub(from).Dist(pt(l.N)) <= caseTolerance
}

func onSomeLine(lines []refLine, from, to Point) bool {
	for _, l := range lines {
		if l.holds(from, to) {
			return true
		}
	}
	return false
}

type refExpect struct {
	Target json.RawMessage `json:"target"` // an id, or an index when withIds is false
	Weapon string          `json:"weapon"`
	Friend bool            `json:"friend"`
	// Skip marks a pair the reference left undecided (too close to a
	// boundary to call); it carries no answer.
	Skip  bool        `json:"skip"`
	Legal []refOption `json:"legal"`
}

type refOption struct {
	Arc         Arc     `json:"arc"`
	Range       *int    `json:"range"`
	Distance    float64 `json:"distance"`
	Bonus       struct{ Attack, Defense int }
	Obstruction Obstruction `json:"obstruction"`
	MustBy      []string    `json:"mustBy"`
	MayBy       []string    `json:"mayBy"`
	Tie         bool        `json:"tie"`
	Lines       []refLine   `json:"lines"`
}

func loadReferenceCases2(t testing.TB) refCases2 {
	raw, err := os.ReadFile("testdata/public-cases-2.json")
	require.NoError(t, err)
	var rc refCases2
	require.NoError(t, json.Unmarshal(raw, &rc))
	require.NotEmpty(t, rc.Cases)
	return rc
}

// TestReferenceCases2 runs every case of public-cases-2.json.
func TestReferenceCases2(t *testing.T) {
	rc := loadReferenceCases2(t)
	counts := map[string]int{}
	for i, c := range rc.Cases {
		name := fmt.Sprintf("%03d_%s", i, c.Kind)
		if c.Sub != "" {
			name += "_" + c.Sub
		}
		counts[c.Kind]++
		t.Run(name, func(t *testing.T) {
			switch c.Kind {
			case "arcs":
				checkArcsCase(t, &c)
			case "relation":
				checkRelationCase(t, &c)
			case "within":
				checkWithinCase(t, &c)
			case "obstacleRange":
				checkObstacleRangeCase(t, &c)
			case "attack":
				checkAttackCase(t, &c)
			case "catalog":
				checkCatalogCase(t, &c)
			default:
				t.Fatalf("unknown case kind %q", c.Kind)
			}
		})
	}
	t.Logf("cases per kind: %v", counts)
}

// checkArcsCase: plain range with its shortest lines, and per arc the
// verdict, attack range, the standard arc measured in and the closest
// points.
func checkArcsCase(t *testing.T, c *case2) {
	o := Options{Edition: c.Edition, MaxRange: c.Options.MaxRange}
	require.NoError(t, o.Validate())
	a, tg := c.Attacker.ship(), c.Target.ship()
	require.NoError(t, a.Validate(c.Edition))
	require.NoError(t, tg.Validate(c.Edition))

	m := Range(a, tg, o)
	assert.InDelta(t, c.Range.Distance, m.Distance, caseTolerance, "plain range distance")
	assert.Equal(t, c.Range.Band, bandOrNull(m.Band), "plain range band")
	assert.True(t, onSomeLine(c.Range.Lines, m.From, m.To), "plain range: %v -> %v is a shortest line", m.From, m.To)

	require.NotEmpty(t, c.Arcs)
	for arc, want := range c.Arcs {
		got, used, in := AttackRange(a, tg, arc, o)
		assert.Equal(t, want.InArc, InArc(a, tg, arc, o), "%s: InArc", arc)
		if !assert.Equal(t, want.InArc, in, "%s: in arc", arc) || !in {
			continue
		}
		require.NotNil(t, want.Distance)
		assert.InDelta(t, *want.Distance, got.Distance, caseTolerance, "%s: attack range distance", arc)
		assert.Equal(t, want.Band, bandOrNull(got.Band), "%s: attack range band", arc)
		lines := want.Lines
		if sub := standardArcOf(&a, used); sub != want.Sub {
			// A target in both arcs of a double turret at the same attack
			// range: either arc will do (GEOMETRY.md 5, "where several
			// pairs tie, any one of them").
			other, ok := c.Arcs[sub]
			if assert.True(t, ok && other.InArc, "%s: measured in %s, want %s", arc, sub, want.Sub) {
				assert.InDelta(t, *other.Distance, got.Distance, caseTolerance, "%s: %s ties with %s", arc, sub, want.Sub)
				lines = other.Lines
			}
		}
		assert.True(t, onSomeLine(lines, got.From, got.To), "%s: %v -> %v is a closest pair", arc, got.From, got.To)
	}
}

// standardArcOf names the region that arc a resolves to for ship s by its
// 2e name, as the reference does: the engine reports a 1e arc by its 1e
// name (aux180, mobile, ...), the reference by its shape (fullFront, the
// mobile pointer's arc, ...).
func standardArcOf(s *Ship, a Arc) Arc {
	if a == Turret360 {
		return a
	}
	rs, n := s.regions(a)
	if n != 1 {
		return a
	}
	return standardArc[rs[0]]
}

func checkRelationCase(t *testing.T, c *case2) {
	want := NoRelation
	if c.Want != nil {
		want = *c.Want
	}
	assert.Equal(t, want, Relate(c.Ship.ship(), c.Other.ship()))
}

// checkWithinCase: within and beyond range n both ways round unless the
// case says the answer is not symmetric, and the least and greatest
// distances they are decided by.
func checkWithinCase(t *testing.T, c *case2) {
	a, b := c.A.ship(), c.B.ship()
	require.NoError(t, a.Validate(c.Edition))
	require.NoError(t, b.Validate(c.Edition))
	assert.Equal(t, c.Within, Within(a, b, c.N), "within range %d", c.N)
	assert.Equal(t, c.BeyondAnswer, BeyondRange(a, b, c.N), "beyond range %d", c.N)
	assert.InDelta(t, c.MinDistance, Range(a, b, Options{Edition: c.Edition}).Distance, caseTolerance, "closest point")
	assert.InDelta(t, c.MaxDistance, farthestCorner(a, b), caseTolerance, "farthest point")
	swapped := [2]bool{Within(b, a, c.N), BeyondRange(b, a, c.N)}
	if c.Symmetric {
		assert.Equal(t, [2]bool{c.Within, c.BeyondAnswer}, swapped, "swapped: within and beyond range %d", c.N)
	} else {
		assert.NotEqual(t, [2]bool{c.Within, c.BeyondAnswer}, swapped, "swapped: within and beyond range %d change", c.N)
	}
}

// farthestCorner returns the distance from a's base to the farthest point
// of b's base, which is one of its corners.
func farthestCorner(a, b Ship) float64 {
	ba, bb := a.Base(), b.Base()
	pa := ba.polygon()
	far := 0.0
	for _, c := range bb.Corners() {
		var p poly
		p.push(c)
		d, _, _ := polyToPoly(&pa, &p)
		far = max(far, d)
	}
	return far
}

func checkObstacleRangeCase(t *testing.T, c *case2) {
	s, ob := c.Ship.ship(), c.Obstacle.obstacle()
	require.NoError(t, s.Validate(c.Edition))
	require.NoError(t, ob.Validate())
	m := RangeToObstacle(s, ob)
	assert.InDelta(t, c.Distance, m.Distance, caseTolerance, "distance")
	assert.Equal(t, c.Band, bandOrNull(m.Band), "band")
	assert.Equal(t, c.Overlap, m.Distance <= TouchDistance, "on the obstacle")
	if !c.Overlap { // a ship on the obstacle has no closest pair to check
		assert.True(t, onSomeLine(c.Lines, m.From, m.To), "%v -> %v is a closest pair", m.From, m.To)
	}
}

// caseShips decodes a case's ship list: "SELF" is the attacker.
func caseShips(t *testing.T, c *case2, attacker Ship) []Ship {
	ships := make([]Ship, len(c.Ships))
	for i, raw := range c.Ships {
		var self string
		if json.Unmarshal(raw, &self) == nil {
			require.Equal(t, "SELF", self)
			ships[i] = attacker
			continue
		}
		var r refShip2
		require.NoError(t, json.Unmarshal(raw, &r))
		ships[i] = r.ship()
	}
	return ships
}

func checkAttackCase(t *testing.T, c *case2) {
	o := Options{Edition: c.Edition}
	require.NoError(t, o.Validate())
	attacker := c.Attacker.ship()
	require.NoError(t, attacker.Validate(c.Edition))
	ships := caseShips(t, c, attacker)
	obstacles := make([]Obstacle, len(c.Options.Obstacles))
	for k, r := range c.Options.Obstacles {
		obstacles[k] = r.obstacle()
		require.NoError(t, obstacles[k].Validate(), "obstacle %d", k)
	}
	weapons := map[string]Weapon{}
	for _, w := range attacker.weapons(o.edition()) {
		weapons[w.Name] = w
	}
	checkOptions(t, c, attacker, ships, obstacles, o, weapons)
}

// checkOptions compares AttackOptions with the case's expect list, which
// names every (target, weapon) pair: the options of each pair must be
// exactly its legal ones, and no option may fall outside the pairs.
// weapons maps the case's weapon names to the attacker's weapons.
func checkOptions(t *testing.T, c *case2, attacker Ship, ships []Ship, obstacles []Obstacle, o Options, weapons map[string]Weapon) {
	got := AttackOptions(attacker, ships, obstacles, o)
	used := make([]bool, len(got))
	for _, e := range c.Expect {
		target := targetIndex(t, c, ships, e.Target)
		w, ok := weapons[e.Weapon]
		require.True(t, ok, "weapon %s", e.Weapon)
		var mine []int
		for k, op := range got {
			if op.Target == target && op.Weapon == w {
				mine = append(mine, k)
				used[k] = true
			}
		}
		what := fmt.Sprintf("%s at %s", e.Weapon, e.Target)
		if e.Skip {
			continue
		}
		if !assert.Len(t, mine, len(e.Legal), "%s: options", what) {
			continue
		}
		for _, want := range e.Legal {
			k := slices.IndexFunc(mine, func(k int) bool { return standardArcOf(&attacker, got[k].Arc) == want.Arc })
			if !assert.GreaterOrEqual(t, k, 0, "%s: an option in arc %s", what, want.Arc) {
				continue
			}
			checkOption(t, what+" in "+string(want.Arc), got[mine[k]], want, obstacles)
		}
	}
	for k, op := range got {
		assert.True(t, used[k], "option at %d with %s is in no expected pair", op.Target, op.Weapon.Name)
	}
}

func checkOption(t *testing.T, what string, op AttackOption, want refOption, obstacles []Obstacle) {
	assert.Equal(t, want.Range, bandOrNull(op.Band), "%s: range", what)
	assert.InDelta(t, want.Distance, op.Distance, caseTolerance, "%s: distance", what)
	assert.Equal(t, Bonus{Attack: want.Bonus.Attack, Defense: want.Bonus.Defense}, op.Bonus, "%s: bonus", what)
	assert.Equal(t, want.Obstruction, op.Obstruction, "%s: obstruction", what)
	var by []string
	for _, k := range op.ObstructedBy {
		by = append(by, obstacles[k].ID)
	}
	for _, id := range want.MustBy {
		assert.Contains(t, by, id, "%s: every shortest line crosses %s", what, id)
	}
	for _, id := range by {
		assert.Contains(t, want.MayBy, id, "%s: no shortest line crosses %s", what, id)
	}
	assert.True(t, onSomeLine(want.Lines, op.From, op.To), "%s: %v -> %v is a legal closest pair", what, op.From, op.To)
	if op.Obstruction == Choice {
		for k := range obstacles {
			assert.False(t, obstacles[k].crossedBy(op.From, op.To, boundsOf(obstacles[k].Points)),
				"%s: the chosen line crosses obstacle %s", what, obstacles[k].ID)
		}
	}
}

// targetIndex finds the target an expect entry names: by id, or by index
// when the case's ships have no ids.
func targetIndex(t *testing.T, c *case2, ships []Ship, raw json.RawMessage) int {
	if !c.WithIDs {
		var i int
		require.NoError(t, json.Unmarshal(raw, &i))
		return i
	}
	var id string
	require.NoError(t, json.Unmarshal(raw, &id))
	i := slices.IndexFunc(ships, func(s Ship) bool { return s.ID == id })
	require.GreaterOrEqual(t, i, 0, "target %s", id)
	return i
}

// checkCatalogCase: a catalog ship (or a ship given by size) gets the
// weapons the case lists, attacks the probes as expected, and measures
// plain range to them.
func checkCatalogCase(t *testing.T, c *case2) {
	attacker := c.Attacker.ship()
	require.NoError(t, attacker.Validate(Second))
	assert.Equal(t, c.Size, attacker.size(), "size")
	mine := attacker.weapons(Second)
	require.Len(t, mine, len(c.Weapons), "weapons")
	weapons := map[string]Weapon{}
	for i, w := range c.Weapons {
		got := mine[i]
		assert.Equal(t, w.Arc, got.Arc, "weapon %d: arc", i)
		assert.Equal(t, w.MinRange, got.MinRange, "weapon %d: min range", i)
		assert.Equal(t, w.MaxRange, got.MaxRange, "weapon %d: max range", i)
		assert.Equal(t, w.Primary, got.Primary, "weapon %d: primary", i)
		weapons[w.Name] = got
	}
	c.WithIDs = true
	ships := caseShips(t, c, attacker)
	checkOptions(t, c, attacker, ships, nil, Options{}, weapons)
	for _, p := range c.Plain {
		i := targetIndex(t, c, ships, json.RawMessage(`"`+p.Target+`"`))
		m := Range(attacker, ships[i], Options{})
		assert.InDelta(t, p.Distance, m.Distance, caseTolerance, "plain range to %s", p.Target)
		assert.Equal(t, p.Band, bandOrNull(m.Band), "plain range band to %s", p.Target)
	}
}
