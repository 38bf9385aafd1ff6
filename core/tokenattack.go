package core

import "math"

// RangeToToken measures from a ship's base to a placed token, as to an
// obstacle (GEOMETRY.md 10): to its outline's closest point; range 0 when
// it touches or overlaps the base, in both editions.
func RangeToToken(s Ship, t Token) Measurement {
	ob := t.Obstacle()
	return rangeToPolygon(s.Base(), &ob)
}

// TokenAttackRange is AttackRange with a token for the target (a remote:
// GEOMETRY.md 10): the distance from the arc edge to the part of the
// token's outline in the arc area, banded as for a base. ok is false when
// no part of it is in the arc within reach. Turret360 measures plain
// range, banded for the edition.
func TokenAttackRange(attacker Ship, t Token, arc Arc, o Options) (m Measurement, used Arc, ok bool) {
	ed := o.edition()
	a := attacker.Base()
	q := newOutline(t.Outline())
	if arc == Turret360 {
		return outlineRange(a, &q, ed, nil), Turret360, true
	}
	reach := o.reach()
	if farFromOutline(a, &q, reach) {
		return m, used, false
	}
	var local outline
	q.inFrame(a, &local)
	rs, n := attacker.regions(arc)
	size := attacker.size()
	for i := 0; i < n; i++ {
		mi, in := measureOutlineInRegion(a, geomFor(ed, size, rs[i]), &local, reach, ed)
		if in && (!ok || mi.Distance < m.Distance) {
			m, used, ok = mi, arcName(arc, rs[i]), true
		}
	}
	return m, used, ok
}

// farFromOutline reports whether base a and outline q are certainly more
// than d apart, by their bounding circles.
func farFromOutline(a Base, q *outline, d float64) bool {
	r := math.Sqrt(a.HalfWidth*a.HalfWidth+a.HalfLength*a.HalfLength) + q.all.r + d + bandEps
	c := a.Center.Sub(q.all.c)
	return c.Dot(c) > r*r
}

// AttackOptionsOnToken returns every legal attack of attacker on token t
// (a remote), with obstruction by obstacles, as AttackOptions does for a
// ship: the same weapons, arcs, spans, bonus and tied lines; Target is 0.
// A ship of the token's non-empty team doesn't attack it.
func AttackOptionsOnToken(attacker Ship, t Token, obstacles []Obstacle, o Options) []AttackOption {
	ts := tokenScan{obstacles: obstacles, boxes: obstacleBounds(obstacles), o: o, ed: o.edition()}
	q := newOutline(t.Outline())
	var out []AttackOption
	for _, ta := range ts.appendAttacks(nil, 0, &attacker, attacker.Base(), 0, &t, &q) {
		out = append(out, ta.AttackOption)
	}
	return out
}

// TokenAttack is one ship's attack on a remote token.
type TokenAttack struct {
	// Attacker is the attacking ship's index among the board's ships.
	Attacker int
	// AttackOption is the attack; its Target is the token's index.
	AttackOption
}

// tokenScan is what the attacks on remotes share: the obstacles, the
// options and scratch memory.
type tokenScan struct {
	obstacles []Obstacle
	boxes     []bounds
	o         Options
	ed        Edition
	// local is the current token's outline in the current attacker's frame.
	local    outline
	lineBuf  [8]lineFamily
	measured [numRegions]struct {
		ok bool
		m  Measurement
	}
	done [numRegions]bool
}

// appendAttacks appends every legal attack of ship ai (attacker, its base
// a) on token ti (t, its outline q on the board).
func (ts *tokenScan) appendAttacks(out []TokenAttack, ai int, attacker *Ship, a Base, ti int, t *Token, q *outline) []TokenAttack {
	if attacker.Team != "" && attacker.Team == t.Team {
		return out // friends
	}
	weapons := attacker.weapons(ts.ed)
	longest := 0.0
	for i := range weapons {
		longest = fmax(longest, float64(weapons[i].MaxRange)*BandLength)
	}
	if farFromOutline(a, q, longest) {
		return out
	}
	ts.done = [numRegions]bool{}
	framed := false
	size := attacker.size()
	for wi := range weapons {
		w := &weapons[wi]
		if !w.usable(ts.ed) {
			continue
		}
		if w.Arc == Turret360 {
			var lines []lineFamily
			lp := &lines
			if len(ts.obstacles) == 0 {
				lp = nil
			} else {
				lines = ts.lineBuf[:0]
			}
			m := outlineRange(a, q, ts.ed, lp)
			if w.fires(m.Band) {
				out = append(out, TokenAttack{ai, option(ti, w, Turret360, m, lines, ts.obstacles, ts.boxes, ts.ed)})
			}
			continue
		}
		if !framed {
			q.inFrame(a, &ts.local)
			framed = true
		}
		reach := ts.o.reach()
		if ts.ed == Second {
			reach = fmax(reach, float64(w.MaxRange)*BandLength)
		}
		rs, n := attacker.regions(w.Arc)
		for i := 0; i < n; i++ {
			r := rs[i]
			g := geomFor(ts.ed, size, r)
			e := &ts.measured[r]
			if !ts.done[r] {
				ts.done[r] = true
				e.m, e.ok = measureOutlineInRegion(a, g, &ts.local, longest, ts.ed) // no weapon fires farther
			}
			if !e.ok || e.m.Distance > reach+bandEps || !w.fires(e.m.Band) {
				continue
			}
			var lines []lineFamily
			if len(ts.obstacles) > 0 {
				lines = placeLines(a, outlineLines(ts.lineBuf[:0], a, g, &ts.local, e.m.Distance))
			}
			out = append(out, TokenAttack{ai, option(ti, w, arcName(w.Arc, r), e.m, lines, ts.obstacles, ts.boxes, ts.ed)})
		}
	}
	return out
}
