package core

// Bonus is the extra dice an attack gives each side.
type Bonus struct {
	Attack, Defense int
}

// AttackOption is one legal attack: a weapon, through one arc, against one
// target.
type AttackOption struct {
	// Target is the target's index in the ships given to AttackOptions.
	Target int
	Weapon Weapon
	// Arc is the arc measured in: the weapon's arc, or for turrets the
	// standard arc the indicator points at.
	Arc Arc
	// Measurement is the attack range with its closest points.
	Measurement
	Bonus       Bonus
	Obstruction Obstruction
	// ObstructedBy lists indices of the obstacles that tied shortest lines
	// cross.
	ObstructedBy []int
}

// IsEnemy reports whether a and b may attack each other: unless both
// carry the same non-empty team.
func IsEnemy(a, b Ship) bool { return enemies(&a, &b) }

func enemies(a, b *Ship) bool { return a.Team == "" || b.Team == "" || a.Team != b.Team }

// sameShip reports whether b is the attacker listed among the targets:
// the same non-empty id, or the same placement and base.
func sameShip(a, b *Ship) bool {
	if a.ID != "" || b.ID != "" {
		return a.ID == b.ID
	}
	return a.X == b.X && a.Y == b.Y && a.Heading == b.Heading && a.size() == b.size()
}

// AttackOptions returns every legal attack of attacker against the enemy
// ships in ships (the attacker itself, if listed, is skipped), with
// obstruction by obstacles. A weapon may attack a target in its arc (any
// direction for Turret360) at an attack range within its span, range 0
// included when the span starts at 0 (GEOMETRY.md 7), except a primary
// weapon in 2.0 Legacy (o.Ruleset). Bonus counts the
// range combat bonus and, for an obstructed attack, the defender's extra
// die. A target in both arcs of a double turret gives one option per arc.
func AttackOptions(attacker Ship, ships []Ship, obstacles []Obstacle, o Options) []AttackOption {
	bases := basesOf(ships)
	return appendAttackOptions(nil, attacker, attacker.Base(), ships, bases, radiiOf(bases), obstacles, obstacleBounds(obstacles), o)
}

// basesOf places every ship's base once, for the many measurements a
// board makes between the same ships.
func basesOf(ships []Ship) []Base {
	bases := make([]Base, len(ships))
	for i := range ships {
		bases[i] = ships[i].Base()
	}
	return bases
}

// obstacleBounds returns each obstacle's bounding box.
func obstacleBounds(obstacles []Obstacle) []bounds {
	boxes := make([]bounds, len(obstacles))
	for k := range obstacles {
		boxes[k] = boundsOf(obstacles[k].Points)
	}
	return boxes
}

// appendAttackOptions appends AttackOptions' answer to out, given the
// attacker's base a, the ships' bases and their half-diagonals (radiiOf),
// and the obstacles' bounding boxes.
func appendAttackOptions(out []AttackOption, attacker Ship, a Base, ships []Ship, bases []Base, radii []float64, obstacles []Obstacle, boxes []bounds, o Options) []AttackOption {
	sc := newAttackScan(&attacker, a, obstacles, boxes, o)
	longest := sc.longestRange()
	for ti := range ships {
		if sc.targets(&ships[ti], &bases[ti], radii[ti], longest) {
			out = sc.appendTarget(out, ti, &bases[ti])
		}
	}
	return out
}

// radiiOf returns each base's half-diagonal (farApart's).
func radiiOf(bases []Base) []float64 {
	radii := make([]float64, len(bases))
	for i := range bases {
		radii[i] = halfDiagonal(bases[i])
	}
	return radii
}

// newAttackScan starts the scan of attacker's attacks from its base a.
func newAttackScan(attacker *Ship, a Base, obstacles []Obstacle, boxes []bounds, o Options) attackScan {
	return attackScan{attacker: attacker, a: a, ra: halfDiagonal(a), ed: o.edition(), legacy: o.legacyAttacks(), size: attacker.size(), weapons: attacker.weaponsUnder(o),
		reach: o.reach(), obstacles: obstacles, boxes: boxes}
}

// targets reports whether the scan measures target, whose base is t and
// its half-diagonal rt: an enemy, not the attacker itself, within longest
// (farApart) of it.
func (sc *attackScan) targets(target *Ship, t *Base, rt, longest float64) bool {
	return !discsApart(sc.a.Center, t.Center, sc.ra, rt, longest) && !sameShip(sc.attacker, target) && enemies(sc.attacker, target)
}

// attackScan is what one attacker's attacks share across its targets.
type attackScan struct {
	attacker  *Ship
	a         Base
	ra        float64 // a's half-diagonal
	ed        Edition
	legacy    bool // the 2.0 Legacy attack rules (GEOMETRY.md 7)
	size      Size
	weapons   []Weapon
	reach     float64 // of the edition's arcs; 2e weapons may reach farther
	obstacles []Obstacle
	boxes     []bounds
	// lineBuf holds the tied shortest lines of one attack at a time.
	lineBuf [8]lineFamily
	// measured holds the current target's measurement in each region,
	// shared by the weapons that use it; done says which are current.
	measured [numRegions]regionMeasure
	done     [numRegions]bool
	// token, when not nil, is the target instead of a base: a remote's
	// outline (tokenattack.go).
	token *tokenTarget
}

// regionMeasure is the attack range to one target in one arc region, and
// P, the target's part in the region, for its shortest lines.
type regionMeasure struct {
	ok bool
	m  Measurement
	p  poly
}

// longestRange returns the farthest any weapon reaches, in mm: no weapon
// attacks past its maximum range band.
func (sc *attackScan) longestRange() float64 {
	longest := 0.0
	for i := range sc.weapons {
		longest = fmax(longest, float64(sc.weapons[i].MaxRange)*BandLength)
	}
	return longest
}

// appendTarget appends every weapon's options against target ti, whose
// base is t.
func (sc *attackScan) appendTarget(out []AttackOption, ti int, t *Base) []AttackOption {
	sc.done = [numRegions]bool{}
	for wi := range sc.weapons {
		w := &sc.weapons[wi]
		switch {
		case !w.usable(sc.ed):
		case w.Arc == Turret360:
			out = sc.appendTurret360(out, ti, w, t)
		default:
			out = sc.appendInArc(out, ti, w, t)
		}
	}
	return out
}

// appendTurret360 appends the option of a 1e turret weapon, which
// attacks in any direction at plain range (GEOMETRY.md 3).
func (sc *attackScan) appendTurret360(out []AttackOption, ti int, w *Weapon, t *Base) []AttackOption {
	if sc.token != nil {
		return sc.tokenTurret360(out, ti, w)
	}
	pa, pt := sc.a.polygon(), t.polygon()
	d, x, y := polyToPoly(&pa, &pt)
	m := Measurement{Band: Band(d, sc.ed), Distance: d, From: x, To: y}
	if !w.fires(m.Band) {
		return out
	}
	var lines []lineFamily
	if len(sc.obstacles) > 0 {
		loop := closedLoop(&pa)
		lines = shortestLines(sc.lineBuf[:0], &loop, &pt, d)
	}
	return append(out, option(ti, w, Turret360, m, lines, sc))
}

// appendInArc appends the options of weapon w inside its arc: one per
// region the arc resolves to (two for a double turret) that holds part
// of the target within the weapon's reach and span.
func (sc *attackScan) appendInArc(out []AttackOption, ti int, w *Weapon, t *Base) []AttackOption {
	reach := sc.reach
	if sc.ed == Second {
		reach = fmax(reach, float64(w.MaxRange)*BandLength)
	}
	rs, n := sc.attacker.regions(w.Arc)
	for i := 0; i < n; i++ {
		r := rs[i]
		g := geomFor(sc.ed, sc.size, r)
		e := sc.measure(r, g, t)
		if !e.ok || e.m.Distance > reach+bandEps || !w.fires(e.m.Band) {
			continue
		}
		var lines []lineFamily
		switch {
		case len(sc.obstacles) == 0:
		case sc.token != nil:
			lines = sc.worldLines(outlineLines(sc.lineBuf[:0], sc.a, g, &sc.token.local, e.m.Distance))
		default:
			lines = sc.worldLines(shortestLines(sc.lineBuf[:0], &g.edge, &e.p, e.m.Distance))
		}
		out = append(out, option(ti, w, arcName(w.Arc, r), e.m, lines, sc))
	}
	return out
}

// measure returns the attack range to the current target t in region r
// (geometry g), measured once per target however many weapons use it.
func (sc *attackScan) measure(r region, g *arcGeom, t *Base) *regionMeasure {
	e := &sc.measured[r]
	switch {
	case sc.done[r]:
	case sc.token != nil:
		sc.done[r] = true
		e.m, e.ok = sc.token.measure(sc.a, g, sc.ed)
	default:
		sc.done[r] = true
		e.m, e.ok = measureInRegion(sc.a, g, *t, unlimitedReach, sc.ed, &e.p)
	}
	return e
}

// worldLines places lines measured in the attacker's frame on the board,
// in place.
func (sc *attackScan) worldLines(lines []lineFamily) []lineFamily { return placeLines(sc.a, lines) }

// placeLines places lines measured in base a's frame on the board, in
// place.
func placeLines(a Base, lines []lineFamily) []lineFamily {
	for k := range lines {
		f := &lines[k]
		f.a0, f.a1, f.b0, f.b1 = a.worldOf(f.a0), a.worldOf(f.a1), a.worldOf(f.b0), a.worldOf(f.b1)
	}
	return lines
}

// option makes the attack option of weapon w at target ti, measured m
// inside arc, with the tied shortest lines (none when there are no
// obstacles) decided against sc's obstacles, under sc's rules.
func option(ti int, w *Weapon, arc Arc, m Measurement, lines []lineFamily, sc *attackScan) AttackOption {
	opt := AttackOption{Target: ti, Weapon: *w, Arc: arc, Measurement: m}
	opt.Obstruction, opt.From, opt.To, opt.ObstructedBy = obstruction(lines, m.From, m.To, sc.obstacles, sc.boxes)
	opt.Bonus = rangeBonus(w, m.Band, sc.ed, sc.legacy)
	if opt.Obstruction == Obstructed {
		opt.Bonus.Defense++
	}
	return opt
}

// closedLoop returns a polygon's perimeter as a closed chain.
func closedLoop(p *poly) chain {
	var c chain
	for i := 0; i < p.n; i++ {
		c.push(p.pts[i])
	}
	c.push(p.pts[0])
	return c
}
