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
// direction for Turret360) at an attack range within its span. An obstructed attack gives the defender 1 extra die,
// counted in Bonus.Defense.
func AttackOptions(attacker Ship, ships []Ship, obstacles []Obstacle, o Options) []AttackOption {
	return appendAttackOptions(nil, attacker, attacker.Base(), ships, basesOf(ships), obstacles, obstacleBounds(obstacles), o)
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
// attacker's base a, the ships' bases and the obstacles' bounding boxes.
func appendAttackOptions(out []AttackOption, attacker Ship, a Base, ships []Ship, bases []Base, obstacles []Obstacle, boxes []bounds, o Options) []AttackOption {
	ed := o.edition()
	size := attacker.size()
	weapons := attacker.weapons(ed)
	// No weapon reaches past its maximum range band.
	longest := 0.0
	for i := range weapons {
		longest = fmax(longest, float64(weapons[i].MaxRange)*BandLength)
	}
	reach := o.reach()
	// The tied shortest lines of one attack at a time, in a buffer reused
	// for all of them.
	var lineBuf [8]lineFamily
	// Weapons in the same arc share one measurement per region and target.
	var measured [numRegions]struct {
		ok bool
		m  Measurement
		p  poly
	}
	for ti := range ships {
		target := &ships[ti]
		if sameShip(&attacker, target) || !enemies(&attacker, target) {
			continue
		}
		t := &bases[ti]
		if farApart(a, *t, longest) {
			continue
		}
		var done [numRegions]bool
		for wi := range weapons {
			w := &weapons[wi]
			if !w.usable(ed) {
				continue
			}
			if w.Arc == Turret360 {
				pa, pt := a.polygon(), t.polygon()
				d, x, y := polyToPoly(&pa, &pt)
				m := Measurement{Band: Band(d, ed), Distance: d, From: x, To: y}
				if !w.fires(m.Band) {
					continue
				}
				var lines []lineFamily
				if len(obstacles) > 0 {
					loop := closedLoop(&pa)
					lines = shortestLines(lineBuf[:0], &loop, &pt, d)
				}
				out = append(out, option(ti, w, Turret360, m, lines, obstacles, boxes, ed))
				continue
			}
			wreach := reach
			if ed == Second {
				wreach = fmax(wreach, float64(w.MaxRange)*BandLength)
			}
			rs, n := attacker.regions(w.Arc)
			for i := 0; i < n; i++ {
				g := geomFor(ed, size, rs[i])
				e := &measured[rs[i]]
				if !done[rs[i]] {
					done[rs[i]] = true
					e.m, e.ok = measureInRegion(a, g, *t, unlimitedReach, ed, &e.p)
				}
				if !e.ok || e.m.Distance > wreach+bandEps || !w.fires(e.m.Band) {
					continue
				}
				var lines []lineFamily
				if len(obstacles) > 0 {
					lines = shortestLines(lineBuf[:0], &g.edge, &e.p, e.m.Distance)
					for k := range lines {
						f := &lines[k]
						f.a0, f.a1, f.b0, f.b1 = a.worldOf(f.a0), a.worldOf(f.a1), a.worldOf(f.b0), a.worldOf(f.b1)
					}
				}
				out = append(out, option(ti, w, arcName(w.Arc, rs[i]), e.m, lines, obstacles, boxes, ed))
			}
		}
	}
	return out
}

// option makes the attack option of weapon w at target ti, measured m
// inside arc, with the tied shortest lines (none when there are no
// obstacles) decided against the obstacles.
func option(ti int, w *Weapon, arc Arc, m Measurement, lines []lineFamily, obstacles []Obstacle, boxes []bounds, ed Edition) AttackOption {
	opt := AttackOption{Target: ti, Weapon: *w, Arc: arc, Measurement: m}
	opt.Obstruction, opt.From, opt.To, opt.ObstructedBy = obstruction(lines, m.From, m.To, obstacles, boxes)
	opt.Bonus = rangeBonus(w, m.Band, ed)
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
