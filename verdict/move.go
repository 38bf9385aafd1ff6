package verdict

import (
	"strings"
	"sync"

	"github.com/xwing-arcs/arcs/core"
)

// MoveHeadline words a move's outcome in one sentence, as a player says
// it: "Bank 2 left: lands clear.", "Straight 3: bumps into Black One and
// stops short; moves through core asteroid 5.", "Barrel roll right:
// fails, it would overlap Ship 2; the ship stays.", "Drop Proton Bomb
// (straight 1): you and Ship 2 are at range 0-1." Ships and obstacles
// are named as the verdicts name them (ShipName, ObstacleName: others are
// the ships the result's indices are into, labels by the same indices).
func MoveHeadline(m core.Maneuver, r *core.MoveResult, others []core.Ship, labels []string, obstacles []core.Obstacle, obstacleLabels []string) string {
	clear := r.Device == nil && !r.Failed && !r.Bumped && !r.Fled && len(r.Obstacles) == 0
	if clear {
		clearMu.Lock()
		h, ok := clearHeadlines[m]
		clearMu.Unlock()
		if ok {
			return h
		}
	}
	h := moveHeadline(m, r, others, labels, obstacles, obstacleLabels)
	if clear {
		clearMu.Lock()
		if len(clearHeadlines) < maxClearHeadlines {
			clearHeadlines[m] = h
		}
		clearMu.Unlock()
	}
	return h
}

// clearHeadlines keeps the headline of each move that lands clear: the
// sentence depends on the move alone, and a page asks for the same few
// moves over and over. Bounded: the moves players make are a few hundred.
var (
	clearMu        sync.Mutex
	clearHeadlines = map[core.Maneuver]string{}
)

const maxClearHeadlines = 1024

func moveHeadline(m core.Maneuver, r *core.MoveResult, others []core.Ship, labels []string, obstacles []core.Obstacle, obstacleLabels []string) string {
	name := core.ManeuverName(m)
	if c := name[0]; c >= 'a' && c <= 'z' { // ASCII: strings.ToUpper would link Unicode's tables
		name = string(c-'a'+'A') + name[1:]
	}
	if d := r.Device; d != nil {
		// A set of tokens (Cluster Mines) names every ship at range 0-1 of
		// any of them, once.
		self, ks := d.Self, d.Near
		if len(d.Side) > 0 {
			near := make([]bool, len(others))
			mark := func(t *core.PlacedDevice) {
				self = self || t.Self
				for _, k := range t.Near {
					near[k] = true
				}
			}
			mark(d)
			for i := range d.Side {
				mark(&d.Side[i])
			}
			ks = nil
			for k, on := range near {
				if on {
					ks = append(ks, k)
				}
			}
		}
		var near []string
		if self {
			near = append(near, "you")
		}
		for _, k := range ks {
			near = append(near, ShipName(others, labels, k))
		}
		switch {
		case len(near) == 0:
			return name + ": no ship is at range 0-1."
		case len(near) == 1 && self:
			return name + ": you are at range 0-1."
		case len(near) == 1:
			return name + ": " + near[0] + " is at range 0-1."
		}
		return name + ": " + listWords(near) + " are at range 0-1."
	}
	var parts []string
	ships := func() string {
		names := make([]string, len(r.Overlaps))
		for i, k := range r.Overlaps {
			names[i] = ShipName(others, labels, k)
		}
		return listWords(names)
	}
	var through, on []string
	for _, h := range r.Obstacles {
		n := ObstacleName(obstacles, obstacleLabels, h.Index)
		if h.Where == core.ByTemplate {
			through = append(through, n)
		} else {
			on = append(on, n)
		}
	}
	if r.Failed {
		var why []string
		if len(r.Overlaps) > 0 {
			why = append(why, "overlap "+ships())
		}
		if len(on)+len(through) > 0 {
			why = append(why, "hit "+listWords(append(on, through...)))
		}
		if r.Fled {
			why = append(why, "leave the play area")
		}
		return name + ": fails, it would " + listWords(why) + "; the ship stays."
	}
	if r.Bumped {
		parts = append(parts, "bumps into "+ships()+" and stops short")
	}
	if len(on) > 0 {
		parts = append(parts, "lands on "+listWords(on))
	}
	if len(through) > 0 {
		parts = append(parts, "moves through "+listWords(through))
	}
	if r.Fled {
		parts = append(parts, "flees the play area")
	}
	if len(parts) == 0 {
		if m.Bearing == core.Stationary && !m.IsAction() {
			return name + ": stays where it is."
		}
		return name + ": lands clear."
	}
	return name + ": " + strings.Join(parts, "; ") + "."
}
