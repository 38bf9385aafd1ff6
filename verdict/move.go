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
// are named as the verdicts name them (others are the other ships).
func MoveHeadline(m core.Maneuver, r *core.MoveResult, others []core.Ship, obstacles []core.Obstacle) string {
	clear := r.Device == nil && !r.Failed && !r.Bumped && !r.Fled && len(r.Obstacles) == 0
	if clear {
		clearMu.Lock()
		h, ok := clearHeadlines[m]
		clearMu.Unlock()
		if ok {
			return h
		}
	}
	h := moveHeadline(m, r, others, obstacles)
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

func moveHeadline(m core.Maneuver, r *core.MoveResult, others []core.Ship, obstacles []core.Obstacle) string {
	name := core.ManeuverName(m)
	name = strings.ToUpper(name[:1]) + name[1:]
	if d := r.Device; d != nil {
		var near []string
		if d.Self {
			near = append(near, "you")
		}
		for _, k := range d.Near {
			near = append(near, ShipName(others, nil, k))
		}
		switch {
		case len(near) == 0:
			return name + ": no ship is at range 0-1."
		case len(near) == 1 && d.Self:
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
			names[i] = ShipName(others, nil, k)
		}
		return listWords(names)
	}
	var through, on []string
	for _, h := range r.Obstacles {
		n := ObstacleName(obstacles, nil, h.Index)
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
