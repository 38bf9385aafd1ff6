package diagram

import "github.com/xwing-arcs/arcs/core"

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
	// styleChoice: a legal attack with tied lines, some clear (the
	// attacker's choice).
	styleChoice
	// styleFriend: the plain range to a friend.
	styleFriend
)

// measured is one line drawn to a target.
type measured struct {
	from, to core.Point
	band     int
	style    lineStyle
}

// target is what the diagram draws to one other ship.
type target struct {
	index int
	lines []measured
}

// sameLine is how close, in mm, two lines' ends must be to draw one.
const sameLine = 0.5

// targets reads the lines to draw to every other ship, in board order:
// the attacks' (one per arc and range), the attack range inside a shaded
// arc no attack used, and the plain range when it says more. The words
// are package verdict's.
func targets(s State, bv core.BoardView) []target {
	sel := bv.Selected
	if sel == nil {
		return nil
	}
	shaded := map[core.Arc]bool{}
	for _, sh := range sel.Arcs {
		shaded[sh.Arc] = true
	}
	var out []target
	for _, ov := range sel.Others {
		t := target{index: ov.Index}
		add := func(m measured) {
			for _, l := range t.lines {
				if l.band == m.band && l.from.Dist(m.from) < sameLine && l.to.Dist(m.to) < sameLine {
					return
				}
			}
			t.lines = append(t.lines, m)
		}
		used := map[core.Arc]bool{}
		for _, a := range bv.Attacks[sel.Index] {
			if a.Target != ov.Index {
				continue
			}
			used[a.Arc] = true
			style := styleAttack
			switch a.Obstruction {
			case core.Obstructed:
				style = styleObstructed
			case core.Choice:
				style = styleChoice
			}
			add(measured{a.From, a.To, a.Band, style})
		}
		// Inside a shaded arc that no attack measured in.
		for _, am := range ov.Arcs {
			if shaded[am.Arc] && !used[am.Arc] && am.Band != core.Beyond {
				add(measured{am.From, am.To, am.Band, styleInArc})
			}
		}
		plain := ov.Range
		differs := true
		for _, l := range t.lines {
			if l.band == plain.Band {
				differs = false
			}
		}
		if plain.Band != core.Beyond && (len(t.lines) == 0 || differs) {
			style := stylePlain
			if !core.IsEnemy(s.Ships[sel.Index], s.Ships[ov.Index]) {
				style = styleFriend
			}
			add(measured{plain.From, plain.To, plain.Band, style})
		}
		out = append(out, t)
	}
	return out
}
