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
	tt := tokenTarget{outline: newOutline(t.Outline())}
	if arc == Turret360 {
		m, _ = outlineRange(a, &tt.outline, ed, nil, false)
		return m, Turret360, true
	}
	tt.reach = o.reach()
	if farFromOutline(a, &tt.outline, tt.reach) {
		return m, used, false
	}
	rs, n := attacker.regions(arc)
	for i := 0; i < n; i++ {
		mi, in := tt.measure(a, geomFor(ed, attacker.size(), rs[i]), ed)
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
	tt := tokenTarget{outline: newOutline(t.Outline())}
	return appendTokenAttacks(nil, 0, &attacker, attacker.Base(), &tt, t.Team, obstacles, obstacleBounds(obstacles), o)
}

// tokenTarget is a token attacked: its outline on the board and, while
// one attacker's options are made, in that attacker's frame (local, made
// on first use: framed), measured out to reach.
type tokenTarget struct {
	outline outline
	local   outline
	framed  bool
	reach   float64
}

// measure returns the attack range to the token in region g of base a.
func (tt *tokenTarget) measure(a Base, g *arcGeom, ed Edition) (Measurement, bool) {
	if !tt.framed {
		tt.outline.inFrame(a, &tt.local)
		tt.framed = true
	}
	return measureOutlineInRegion(a, g, &tt.local, tt.reach, ed)
}

// appendTokenAttacks appends every legal attack of attacker (its base a)
// on the token tt of team team; the options' Target is ti.
func appendTokenAttacks(out []AttackOption, ti int, attacker *Ship, a Base, tt *tokenTarget, team string, obstacles []Obstacle, boxes []bounds, o Options) []AttackOption {
	if attacker.Team != "" && attacker.Team == team {
		return out // friends
	}
	ed := o.edition()
	sc := attackScan{attacker: attacker, a: a, ed: ed, legacy: o.legacyAttacks(), size: attacker.size(), weapons: attacker.weaponsUnder(o),
		reach: o.reach(), obstacles: obstacles, boxes: boxes, token: tt}
	// No weapon fires past its maximum range band: nothing farther needs
	// measuring.
	tt.reach, tt.framed = sc.longestRange(), false
	if farFromOutline(a, &tt.outline, tt.reach) {
		return out
	}
	return sc.appendTarget(out, ti, nil)
}

// tokenTurret360 is appendTurret360 against the token.
func (sc *attackScan) tokenTurret360(out []AttackOption, ti int, w *Weapon) []AttackOption {
	m, lines := outlineRange(sc.a, &sc.token.outline, sc.ed, sc.lineBuf[:0], len(sc.obstacles) > 0)
	if !w.fires(m.Band) {
		return out
	}
	return append(out, option(ti, w, Turret360, m, lines, sc))
}
