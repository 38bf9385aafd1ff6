package diagram

import (
	"strconv"
	"strings"

	"github.com/xwing-arcs/arcs/core"
)

// lineStyle is how a measured line is drawn.
type lineStyle int

const (
	// styleAttack: a legal attack's line, clear or the attacker's choice.
	styleAttack lineStyle = iota
	// styleObstructed: a legal attack whose line an obstacle obstructs.
	styleObstructed
	// styleInArc: the attack range inside a shaded arc that no weapon
	// uses against this target (e.g. a turret ship's "inside arc at
	// range 2").
	styleInArc
	// stylePlain: closest point to closest point.
	stylePlain
)

// measured is one line drawn to a target.
type measured struct {
	from, to core.Point
	band     int
	style    lineStyle
}

// target is what the diagram says about one other ship.
type target struct {
	index int
	// words is the verdict after the ship's name: "front arc, range 2".
	words string
	lines []measured
}

// sameLine is how close, in mm, two lines' ends must be to draw one.
const sameLine = 0.5

// targets reads the board's verdicts for every other ship, in board order.
func targets(s State, bv core.BoardView) []target {
	sel := bv.Selected
	if sel == nil {
		return nil
	}
	attacker := s.Ships[sel.Index]
	shaded := map[core.Arc]bool{}
	for _, sh := range sel.Arcs {
		shaded[sh.Arc] = true
	}
	var out []target
	for _, ov := range sel.Others {
		t := target{index: ov.Index}
		var opts []core.AttackOption
		for _, a := range bv.Attacks[sel.Index] {
			if a.Target == ov.Index {
				opts = append(opts, a)
			}
		}
		var parts []string
		add := func(m measured) {
			for _, l := range t.lines {
				if l.band == m.band && l.from.Dist(m.from) < sameLine && l.to.Dist(m.to) < sameLine {
					return
				}
			}
			t.lines = append(t.lines, m)
		}
		// Attacks, grouped by arc and range: two weapons firing the same
		// way make one phrase.
		used := map[core.Arc]bool{}
		var seen []string
		for _, a := range opts {
			used[a.Arc] = true
			p := attackArcWords(a) + ", " + rangeWords(a.Band)
			dup := false
			for _, q := range seen {
				dup = dup || q == p
			}
			if dup {
				continue
			}
			seen = append(seen, p)
			style := styleAttack
			if a.Obstruction == core.Obstructed {
				style = styleObstructed
			}
			add(measured{a.From, a.To, a.Band, style})
			if !a.Weapon.Primary && a.Weapon.Name != "" {
				p += " (" + a.Weapon.Name + ")"
			}
			var extras []string
			switch a.Obstruction {
			case core.Obstructed:
				extras = append(extras, "obstructed"+byObstacles(s, a.ObstructedBy))
			case core.Choice:
				extras = append(extras, "attacker may choose a clear line")
			}
			if a.Band == 0 {
				extras = append(extras, "touching")
			}
			if a.Bonus.Attack > 0 {
				extras = append(extras, dice(a.Bonus.Attack, "attack"))
			}
			if a.Bonus.Defense > 0 {
				extras = append(extras, dice(a.Bonus.Defense, "defense"))
			}
			if len(extras) > 0 {
				p += ": " + strings.Join(extras, ", ")
			}
			parts = append(parts, p)
		}
		// Inside a shaded arc that no attack above measured in.
		for _, am := range ov.Arcs {
			if !shaded[am.Arc] || used[am.Arc] {
				continue
			}
			parts = append(parts, "inside "+arcWords(am.Arc)+" at "+rangeWords(am.Band))
			if am.Band != core.Beyond {
				add(measured{am.From, am.To, am.Band, styleInArc})
			}
		}
		plain := ov.Range
		plainNew := len(t.lines) == 0
		differs := true
		for _, l := range t.lines {
			if l.band == plain.Band {
				differs = false
			}
		}
		switch {
		case len(opts) == 0 && !core.IsEnemy(attacker, s.Ships[ov.Index]):
			parts = append([]string{"friendly, " + rangeWords(plain.Band)}, parts...)
		case len(opts) == 0 && len(parts) == 0:
			parts = append(parts, "no attack, "+rangeWords(plain.Band))
		case len(opts) == 0:
			parts = append([]string{"no attack"}, append(parts, rangeWords(plain.Band)+" closest point to closest point")...)
		case differs:
			parts = append(parts, rangeWords(plain.Band)+" closest point to closest point")
		}
		if plain.Band != core.Beyond && (plainNew || differs) {
			add(measured{plain.From, plain.To, plain.Band, stylePlain})
		}
		t.words = strings.Join(parts, "; ")
		out = append(out, t)
	}
	return out
}

// rangeWords is "range 2", or "beyond range 5".
func rangeWords(band int) string {
	if band == core.Beyond {
		return "beyond range " + strconv.Itoa(core.MaxBand)
	}
	return "range " + strconv.Itoa(band)
}

func dice(n int, kind string) string {
	if n == 1 {
		return "+1 " + kind + " die"
	}
	return "+" + strconv.Itoa(n) + " " + kind + " dice"
}

// byObstacles names the obstacles, " by asteroid 1 and debris 2", when
// they have ids.
func byObstacles(s State, idx []int) string {
	var names []string
	for _, k := range idx {
		if k >= 0 && k < len(s.Obstacles) && s.Obstacles[k].ID != "" {
			names = append(names, s.Obstacles[k].ID)
		}
	}
	if len(names) == 0 {
		return ""
	}
	return " by " + strings.Join(names, " and ")
}

// attackArcWords names the way an attack fires: "front arc", "turret
// (rear arc)", "turret".
func attackArcWords(a core.AttackOption) string {
	switch a.Weapon.Arc {
	case core.SingleTurret, core.DoubleTurret:
		return "turret (" + arcWords(a.Arc) + ")"
	case core.Turret360:
		return "turret"
	}
	return arcWords(a.Arc)
}

// arcWords names an arc as the rules do: "front arc", "full front arc".
func arcWords(a core.Arc) string {
	switch a {
	case core.FullFront:
		return "full front arc"
	case core.FullRear:
		return "full rear arc"
	case core.AuxRear:
		return "auxiliary rear arc"
	case core.Aux180:
		return "auxiliary 180° arc"
	case core.Turret360:
		return "turret"
	case core.SingleTurret:
		return "single turret arc"
	case core.DoubleTurret:
		return "double turret arc"
	}
	return string(a) + " arc"
}
