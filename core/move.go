package core

import "math"

// bumpStep is how far, in mm along the template, a bumped ship steps back
// looking for its first clear pose before bisecting (docs/maneuvers.md):
// far below a base's 40 mm, so no clear gap a base fits in is skipped.
const bumpStep = 0.5

// bumpPrecision is the length, in mm along the template, to which the
// last clear pose of a bumped ship is found: the project's touching
// tolerance.
const bumpPrecision = 1e-6

// movePlan is a move laid out: the template's centre line, how the ship
// follows it, and where it would end.
type movePlan struct {
	path templatePath
	// guide is the distance from the guide on the centre line to the
	// ship's centre, along the centre line's direction: +hl when the rear
	// guides (or, going backward, the front guides) follow it, -hl when
	// the front guides do (a huge ship's 0-bank).
	guide float64
	// flip is 180 when the ship faces against the centre line (reverse).
	flip float64
	// planned is the pose the move would end in (a Koiogran turn's, a
	// Tallon roll's); a bump falls back to the plain poses along the path.
	planned Pose
}

// poseAt returns the plain pose at distance s along the template.
func (mp *movePlan) poseAt(s float64) Pose {
	g, deg := mp.path.at(s)
	c := g.Add(heading(deg).Mul(mp.guide))
	return Pose{c.X, c.Y, normDeg(deg - mp.flip)}
}

// minS is where the ship stood before the move, on its path.
func (mp *movePlan) minS(hl float64) float64 { return -(mp.guide + hl) }

// Move moves ship by m among the others (docs/maneuvers.md): the pose it
// ends in (bumped back along the template when it would overlap another
// base), the template, the obstacles and tokens its template or final
// base overlaps, whether it fled the play area, a placed device and the
// ships at range 0-1 of it, the dial's difficulty and warnings. Indices in
// the result are into others, obstacles and tokens. m must be valid
// (Maneuver.Validate).
func Move(ship Ship, m Maneuver, others []Ship, obstacles []Obstacle, tokens []Token, area PlayArea, o Options) MoveResult {
	var r MoveResult
	MoveInto(&r, &ship, m, others, obstacles, tokens, area, o)
	return r
}

// MoveInto is Move writing into *r, reusing its template's storage: the
// API's move() answers many moves with one result.
func MoveInto(r *MoveResult, ship *Ship, m Maneuver, others []Ship, obstacles []Obstacle, tokens []Token, area PlayArea, o Options) {
	moveInto(r, ship, m, others, -1, obstacles, tokens, area, o)
}

// MoveAmong is MoveInto for ships[self] among the other ships: indices
// in the result are into ships (self never among them). board()'s
// planned moves use it, sparing a copy of the others per move.
func MoveAmong(r *MoveResult, ships []Ship, self int, m Maneuver, obstacles []Obstacle, tokens []Token, area PlayArea, o Options) {
	ship := ships[self]
	moveInto(r, &ship, m, ships, self, obstacles, tokens, area, o)
}

// moveInto moves ship among others but others[skip] (none when skip < 0).
func moveInto(r *MoveResult, ship *Ship, m Maneuver, others []Ship, skip int, obstacles []Obstacle, tokens []Token, area PlayArea, o Options) {
	b := ship.Base()
	start := Pose{ship.X, ship.Y, normDeg(ship.Heading)}
	*r = MoveResult{Final: start, Planned: start, Template: r.Template[:0]}
	switch {
	case m.IsDevice():
		placeDevice(r, ship, b, m, others, skip)
		return
	case m.IsAction():
		actionWarnings(r, ship, m)
		r.Planned, r.Template = actionPose(b, start, m, ship.size(), o, r.Template)
		mv := plainMove{skip: skip}
		mv.resolve(r, ship, others, obstacles, tokens, area)
		if r.Failed = len(r.Overlaps) > 0 || len(r.Obstacles) > 0 || r.Fled; r.Failed {
			r.Final = start
		}
		return
	}
	dialCheck(r, ship, m)
	if m.Bearing == Stationary {
		r.Template = nil
		mv := plainMove{skip: skip}
		mv.resolve(r, ship, others, obstacles, tokens, area)
		return
	}
	mv := plainMove{plan: planManeuver(b, start, m), hasPlan: true, hl: b.HalfLength, skip: skip}
	r.Planned = mv.plan.planned
	r.Template = mv.plan.path.outlineInto(r.Template)
	mv.resolve(r, ship, others, obstacles, tokens, area)
}

// plainMove resolves a pose against the board; with a plan, a ship that
// would overlap another base is bumped back along it.
type plainMove struct {
	plan    movePlan
	hasPlan bool
	hl      float64
	nearAt  []int // the others a pose may overlap, by index
	skip    int   // the index among the others of the ship itself, or -1
}

func (mv *plainMove) resolve(r *MoveResult, ship *Ship, others []Ship, obstacles []Obstacle, tokens []Token, area PlayArea) {
	size := ship.size()
	// The others any pose of the move can reach: every pose's centre lies
	// within the template's length and the ship's length (its width and
	// half a template more for a Tallon roll) of where it starts.
	start := ship.Base()
	reach := math.Hypot(start.HalfWidth, start.HalfLength)
	span := 2*start.HalfLength + start.HalfWidth + TemplateWidth/2 + Point{r.Planned.X - ship.X, r.Planned.Y - ship.Y}.Norm()
	if mv.hasPlan {
		span += mv.plan.path.length
	}
	var nearBuf [8]Base // most moves reach a few bases: no allocation
	var nearAtBuf [8]int
	near := nearBuf[:0]
	mv.nearAt = nearAtBuf[:0]
	for i := range others {
		if i == mv.skip {
			continue
		}
		ob := others[i].Base()
		far := span + reach + math.Hypot(ob.HalfWidth, ob.HalfLength)
		if d := ob.Center.Sub(start.Center); d.Dot(d) < far*far {
			near = append(near, ob)
			mv.nearAt = append(mv.nearAt, i)
		}
	}
	// depth returns how deep pose p overlaps the others (the deepest
	// overlap; zero or less: clear), listing them in list when not nil.
	depth := func(p Pose, list *[]int) float64 {
		nb := newBase(size, Point{p.X, p.Y}, p.Heading)
		deepest := 0.0
		for k := range near {
			ob := &near[k]
			far := reach + math.Hypot(ob.HalfWidth, ob.HalfLength)
			if d := ob.Center.Sub(nb.Center); d.Dot(d) >= far*far {
				continue
			}
			if pd := penetration(&nb, ob); pd > TouchDistance {
				if list != nil {
					*list = append(*list, mv.nearAt[k])
				}
				deepest = math.Max(deepest, pd)
			}
		}
		return deepest
	}
	r.Overlaps = []int{}
	r.Final = r.Planned
	if depth(r.Planned, &r.Overlaps) > 0 && mv.hasPlan {
		r.Bumped = true
		r.Final = mv.bump(func(p Pose) float64 { return depth(p, nil) }, reach)
	}
	// What the template and the final base overlap.
	final := newBase(size, Point{r.Final.X, r.Final.Y}, r.Final.Heading)
	fb := basePoints(&final)
	fbox := boundsOf(fb)
	var tbox bounds
	if r.Template != nil {
		tbox = boundsOf(r.Template)
	}
	where := func(pts []Point) (Where, bool) {
		box := boundsOf(pts)
		inT := r.Template != nil && polygonsOverlap(r.Template, pts, tbox, box)
		inB := polygonsOverlap(fb, pts, fbox, box)
		switch {
		case inT && inB:
			return ByBoth, true
		case inT:
			return ByTemplate, true
		case inB:
			return ByBase, true
		}
		return "", false
	}
	r.Obstacles, r.Tokens = []Hit{}, []Hit{}
	for i := range obstacles {
		if w, ok := where(obstacles[i].Points); ok {
			r.Obstacles = append(r.Obstacles, Hit{i, w})
		}
	}
	for i := range tokens {
		if w, ok := where(tokens[i].Outline()); ok {
			r.Tokens = append(r.Tokens, Hit{i, w})
		}
	}
	r.Fled = area.outside(fb) || area.outside(r.Template)
}

// bump returns the last clear pose going back along the plan's path from
// its end: stepping back to the first clear pose, then bisecting to
// bumpPrecision. A step is bumpStep, or longer while the ship overlaps
// deeply: no point of the ship moves farther than the overlap's depth
// within it (a point moves at most 1 + (guide + reach) / radius times as
// far as the guide, reach the half-diagonal of the base), so no clear
// pose is skipped. When no pose is clear the ship stays where it started.
func (mv *plainMove) bump(depth func(Pose) float64, reach float64) Pose {
	mp := &mv.plan
	lo := mp.minS(mv.hl)
	hi := mp.path.length
	if depth(mp.poseAt(hi)) <= 0 {
		return mp.poseAt(hi) // clear at the template's end, without the final rotation
	}
	k := 1.0
	if mp.path.radius > 0 {
		k += (math.Abs(mp.guide) + reach) / mp.path.radius
	}
	clear := lo
	for s := hi; s > lo; {
		d := depth(mp.poseAt(s))
		if d <= 0 {
			clear = s
			break
		}
		hi = s
		s -= math.Max(bumpStep, d/k*(1-1e-9))
	}
	if clear == lo {
		return mp.poseAt(lo)
	}
	for hi-clear > bumpPrecision {
		mid := (clear + hi) / 2
		if depth(mp.poseAt(mid)) > 0 {
			hi = mid
		} else {
			clear = mid
		}
	}
	return mp.poseAt(clear)
}

// normDeg returns a heading in [0, 360).
func normDeg(h float64) float64 {
	h = math.Mod(h, 360)
	if h < 0 {
		h += 360
	}
	if h == 360 || h == 0 { // -0 and rounding
		return 0
	}
	return h
}

// planManeuver lays out a dial maneuver (docs/maneuvers.md, "Maneuvers").
func planManeuver(b Base, start Pose, m Maneuver) movePlan {
	hl := b.HalfLength
	front, rear := b.World(0, hl), b.World(0, -hl)
	h := start.Heading
	sp := m.Speed
	var mp movePlan
	mp.guide = hl
	switch m.Bearing {
	case Straight, Koiogran:
		mp.path = straightPath(front, h, float64(StraightLength*sp))
	case BankLeft, BankRight, SegnorLeft, SegnorRight:
		turn := 45.0
		if m.Bearing == BankLeft || m.Bearing == SegnorLeft {
			turn = -45
		}
		if sp == 0 { // a huge ship's 0-bank: the 1-bank, front guides at its end
			mp.path = arcPath(front, h, bankRadius[0], turn)
			mp.guide = -hl
		} else {
			mp.path = arcPath(front, h, bankRadius[sp-1], turn)
		}
	case TurnLeft, TurnRight, TallonLeft, TallonRight:
		turn := 90.0
		if m.Bearing == TurnLeft || m.Bearing == TallonLeft {
			turn = -90
		}
		mp.path = arcPath(front, h, turnRadius[sp-1], turn)
	case Reverse:
		mp.path = straightPath(rear, h+180, float64(StraightLength*sp))
		mp.flip = 180
	case ReverseBankLeft, ReverseBankRight:
		// Backward, the ship's left is the path's right: a reverse bank
		// left turns the path clockwise (docs/maneuvers.md).
		turn := 45.0
		if m.Bearing == ReverseBankRight {
			turn = -45
		}
		mp.path = arcPath(rear, h+180, bankRadius[sp-1], turn)
		mp.flip = 180
	}
	p := mp.poseAt(mp.path.length)
	switch m.Bearing {
	case Koiogran, SegnorLeft, SegnorRight:
		p.Heading += 180
	case TallonLeft, TallonRight:
		end, deg := mp.path.end()
		sign := 1.0
		if m.Bearing == TallonLeft {
			sign = -1
		}
		p.Heading = deg + sign*90
		c := end.Add(heading(deg).Mul(b.HalfWidth)).Add(heading(p.Heading).Mul(positionOffset(m.Position, TemplateWidth/2)))
		p.X, p.Y = c.X, c.Y
	}
	p.Heading = normDeg(p.Heading)
	mp.planned = p
	return mp
}

// positionOffset is how far forward a position puts the ship: +k, 0, -k.
func positionOffset(p Position, k float64) float64 {
	switch p {
	case AtFront:
		return k
	case AtRear:
		return -k
	}
	return 0
}

// actionPose returns where an action would put the ship and its template
// (docs/maneuvers.md, "Actions").
func actionPose(b Base, start Pose, m Maneuver, size Size, o Options, dst []Point) (Pose, []Point) {
	h := start.Heading
	switch {
	case m.Action == Boost || (m.Action == Decloak && m.Direction == "straight"):
		mm := Maneuver{Speed: 1, Bearing: Straight}
		switch {
		case m.Action == Decloak:
			mm.Speed = 2
		case m.Direction == "left" && m.Template == "turn":
			mm.Bearing = TurnLeft
		case m.Direction == "right" && m.Template == "turn":
			mm.Bearing = TurnRight
		case m.Direction == "left":
			mm.Bearing = BankLeft
		case m.Direction == "right":
			mm.Bearing = BankRight
		}
		mp := planManeuver(b, start, mm)
		return mp.planned, mp.path.outlineInto(dst)
	}
	side := 1.0
	if m.Direction == "left" {
		side = -1
	}
	sideVec := b.Right.Mul(side)
	sideDeg := h + side*90
	f := b.Forward
	length := float64(StraightLength)
	if m.Action == Decloak {
		length = 2 * StraightLength
	}
	hw, hl := b.HalfWidth, b.HalfLength
	var c Point
	var tpl []Point
	switch {
	case m.Template == "bankForward" || m.Template == "bankBackward":
		turn := -side * 45 // toward the ship's front
		if m.Template == "bankBackward" {
			turn = side * 45
		}
		path := arcPath(b.World(side*hw, 0), sideDeg, bankRadius[0], turn)
		end, deg := path.end()
		half := rightOf(heading(deg)).Mul(TemplateWidth / 2)
		outer := math.Max(end.Add(half).Sub(b.Center).Dot(sideVec), end.Sub(half).Sub(b.Center).Dot(sideVec))
		along := end.Sub(b.Center).Dot(f) + positionOffset(m.Position, TemplateWidth/2)
		c = b.Center.Add(sideVec.Mul(outer + hw)).Add(f.Mul(along))
		tpl = path.outlineInto(dst)
	case o.edition() == First || size == Small:
		// The narrow end against the side; 1e: the end anywhere between the
		// front and rear edges, its extremes at ±(hl - 10).
		k := TemplateWidth / 2.0
		if o.edition() == First {
			k = hl - TemplateWidth/2
		}
		path := straightPath(b.World(side*hw, 0), sideDeg, length)
		c = b.Center.Add(sideVec.Mul(hw + length + hw)).Add(f.Mul(positionOffset(m.Position, k)))
		tpl = path.outlineInto(dst)
	default:
		// Medium, large (and huge): the long edge against the side.
		corner := b.World(side*hw, -length/2)
		tpl = append(dst[:0], rectangle(corner, sideVec, f, TemplateWidth, length)...)
		c = b.Center.Add(sideVec.Mul(hw + TemplateWidth + hw)).Add(f.Mul(positionOffset(m.Position, length/2)))
	}
	return Pose{c.X, c.Y, start.Heading}, tpl
}
