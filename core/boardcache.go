package core

import "math"

// BoardCache answers Board for a sequence of states, keeping what it
// computed for the pieces that did not change since its previous call:
// a state that differs by one ship costs that ship's pairs (as attacker
// and as target), not the whole board. Its answers are exactly Board's
// for the same arguments (boardcache_test.go compares them on random
// sequences of changes).
//
// What an answer depends on, and so what it keeps:
//   - an attacker's options on a target depend on the two ships and on
//     the obstacles whose boxes meet the lines between them; an attacker
//     that did not change keeps its options on the targets that did not,
//     renumbered, and gains those on the ships that came or moved within
//     its weapons' reach (farApart); an obstacle that changed re-measures
//     every attacker whose lines may cross where it was or is;
//   - the selected ship's view of another ship depends on the two ships;
//     its arc and range outlines on the selected ship and the arcs drawn;
//     its range to an obstacle on the ship and the obstacle.
//
// A change of Options or of the number of obstacles starts afresh. The
// zero BoardCache is ready to use; a BoardCache is not safe for
// concurrent use.
type BoardCache struct {
	o         Options
	primed    bool
	ships     []Ship
	bases     []Base
	obstacles []Obstacle
	boxes     []bounds
	longest   []float64 // each ship's weapons' reach, in mm
	attacks   [][]AttackOption
	selected  int // index in ships; -1: none
	drawn     []Arc
	view      *SelectedView
	kept      bool // view was built on the call before's
	sameObs   bool // the obstacles are the call before's
	// the arrays of the call before last, to be written over
	spareBases   []Base
	spareLongest []float64
	spareBoxes   []bounds
	// scratch, kept from call to call
	prev   []int           // prev[i]: the previous call's index of ships[i], or -1
	next   []int           // next[j]: the new index of the previous call's ship j, or -1
	byPose map[poseKey]int // the last of the previous call's unmatched ships at a place
	chain  []int           // chain[j]: the one before it at the same place, -1: none
	// scan is keptAttacks' attack scan, one at a time: made anew on the
	// heap per attacker it was most of a one-ship update's garbage.
	scan attackScan
}

// poseKey narrows the search for a ship among the previous call's: its
// place, bit for bit.
type poseKey struct{ x, y uint64 }

// Board is Board(ships, obstacles, selected, drawn, o), from what c
// kept. The answer's slices may be shared with later answers: they must
// not be changed.
func (c *BoardCache) Board(ships []Ship, obstacles []Obstacle, selected int, drawn []Arc, o Options) BoardView {
	fresh := !c.primed || c.o != o || len(obstacles) != len(c.obstacles)
	boxes := grow(c.spareBoxes, len(obstacles))
	var dirtyBoxes []bounds // the obstacles that changed, where they were and where they are
	for k := range obstacles {
		if !fresh && sameObstacle(&obstacles[k], &c.obstacles[k]) {
			boxes[k] = c.boxes[k]
			continue
		}
		boxes[k] = boundsOf(obstacles[k].Points)
		if !fresh {
			dirtyBoxes = append(dirtyBoxes, boxes[k], c.boxes[k])
		}
	}
	c.sameObs = !fresh && dirtyBoxes == nil
	c.match(ships, fresh)
	bases := grow(c.spareBases, len(ships))
	longest := grow(c.spareLongest, len(ships))
	for i := range ships {
		if j := c.prev[i]; j >= 0 {
			bases[i], longest[i] = c.bases[j], c.longest[j]
			continue
		}
		bases[i], longest[i] = ships[i].Base(), 0
		for _, w := range ships[i].weapons(o.edition()) { // the ranges weaponsUnder keeps
			longest[i] = fmax(longest[i], float64(w.MaxRange)*BandLength)
		}
	}
	// The ships that came or moved.
	var added []int
	if !fresh {
		for i := range ships {
			if c.prev[i] < 0 {
				added = append(added, i)
			}
		}
	}
	radii := radiiOf(bases)
	maxR := 0.0 // the largest half-diagonal of a base
	for _, r := range radii {
		maxR = fmax(maxR, r)
	}

	v := BoardView{Attacks: make([][]AttackOption, len(ships))}
	var all []AttackOption
	for i := range ships {
		if !fresh && c.prev[i] >= 0 {
			if opts, ok := c.keptAttacks(i, ships, bases, radii, longest[i], added, obstacles, boxes, dirtyBoxes, maxR, o); ok {
				v.Attacks[i] = opts
				continue
			}
		}
		// The options measured afresh share one backing array (few
		// allocations: a board is answered every frame).
		start := len(all)
		all = appendAttackOptions(all, ships[i], bases[i], ships, bases, radii, obstacles, boxes, o)
		v.Attacks[i] = all[start:len(all):len(all)]
		if all == nil {
			v.Attacks[i] = []AttackOption{}
		}
	}

	c.kept = false
	if selected >= 0 && selected < len(ships) {
		v.Selected = c.selectedView(ships, bases, obstacles, selected, drawn, o, fresh, dirtyBoxes != nil)
	}

	c.primed, c.o = true, o
	// This call's arrays are kept; the last call's are written over next
	// time (two of each in turn: fewer allocations, less for the collector).
	c.spareBases, c.spareLongest, c.spareBoxes = c.bases, c.longest, c.boxes
	c.ships, c.bases, c.longest = append(c.ships[:0], ships...), bases, longest
	c.obstacles, c.boxes = append(c.obstacles[:0], obstacles...), boxes
	c.attacks = v.Attacks
	c.selected, c.view = -1, nil
	if v.Selected != nil {
		c.selected, c.view = selected, v.Selected
		c.drawn = append(c.drawn[:0], drawn...)
		if drawn == nil {
			c.drawn = nil
		}
	}
	return v
}

// Prev returns, for ships[i] of the last call, its index in the ships of
// the call before when it is the same ship in every field and the
// options are the same (so its base, arcs and drawing are too); else -1.
func (c *BoardCache) Prev(i int) int {
	if i < 0 || i >= len(c.prev) {
		return -1
	}
	return c.prev[i]
}

// SelectionKept reports whether the last call's selected ship, the arcs
// drawn and the options were those of the call before: its outlines and
// the view of each ship that Prev finds are the call before's.
func (c *BoardCache) SelectionKept() bool { return c.kept }

// ObstaclesKept reports whether the last call's obstacles and options
// were the call before's.
func (c *BoardCache) ObstaclesKept() bool { return c.sameObs }

// match sets c.prev and c.next: which of the previous call's ships each
// ship is (the same in every field), each used once.
func (c *BoardCache) match(ships []Ship, fresh bool) {
	c.prev = resize(c.prev, len(ships))
	c.next = resize(c.next, len(c.ships))
	for j := range c.next {
		c.next[j] = -1
	}
	for i := range ships {
		c.prev[i] = -1
		if fresh {
			continue
		}
		// Usually ship i is where it was.
		if i < len(c.ships) && c.next[i] < 0 && sameShipInput(&ships[i], &c.ships[i]) {
			c.prev[i], c.next[i] = i, i
		}
	}
	if fresh {
		return
	}
	lost := false
	for i := range ships {
		if c.prev[i] < 0 {
			lost = true
			break
		}
	}
	if !lost {
		return
	}
	// Ships were added, removed or moved: look the rest up by place, in a
	// table of the previous call's unmatched ships (chained through
	// c.chain: no allocation per ship).
	if c.byPose == nil {
		c.byPose = map[poseKey]int{}
	}
	clear(c.byPose)
	c.chain = resize(c.chain, len(c.ships))
	for j := range c.ships {
		if c.next[j] < 0 {
			k := keyOf(&c.ships[j])
			head, ok := c.byPose[k]
			if !ok {
				head = -1
			}
			c.chain[j], c.byPose[k] = head, j
		}
	}
	for i := range ships {
		if c.prev[i] >= 0 {
			continue
		}
		j, ok := c.byPose[keyOf(&ships[i])]
		for ok && j >= 0 {
			if c.next[j] < 0 && sameShipInput(&ships[i], &c.ships[j]) {
				c.prev[i], c.next[j] = j, i
				break
			}
			j = c.chain[j]
		}
	}
}

func keyOf(s *Ship) poseKey { return poseKey{math.Float64bits(s.X), math.Float64bits(s.Y)} }

// grow returns s resized to n (its old contents are not cleared).
func grow[T any](s []T, n int) []T {
	if cap(s) < n {
		return make([]T, n)
	}
	return s[:n]
}

func resize(s []int, n int) []int {
	if cap(s) < n {
		return make([]int, n)
	}
	return s[:n]
}

// keptAttacks returns the options of ship i, the same ship as the
// previous call's c.prev[i], from that call's: those on targets that
// stayed, renumbered, and new ones on the ships in added (those that
// came or moved) within its reach; false when an obstacle that changed
// meets the box its lines may cross, or when the targets that stayed
// are no longer in the same order (then it is measured afresh).
func (c *BoardCache) keptAttacks(i int, ships []Ship, bases []Base, radii []float64, longest float64, added []int, obstacles []Obstacle, boxes []bounds, dirtyBoxes []bounds, maxR float64, o Options) ([]AttackOption, bool) {
	s, a := &ships[i], bases[i]
	if len(dirtyBoxes) > 0 {
		// A line of attack lies between the attacker's base and a target's
		// base within its reach: inside this box.
		r := radii[i] + longest + 2*maxR + bandEps
		box := bounds{a.Center.X - r, a.Center.Y - r, a.Center.X + r, a.Center.Y + r}
		for _, b := range dirtyBoxes {
			if box.meets(b, sweepPad) {
				return nil, false
			}
		}
	}
	old := c.attacks[c.prev[i]]
	same := true // every old option stays, with the same target index
	last := -1
	for k := range old {
		t := c.next[old[k].Target]
		if t < 0 {
			same = false
			continue // its target changed or went: measured again if it is in added
		}
		if k > 0 && old[k-1].Target == old[k].Target {
			continue // the same target's next option
		}
		if t <= last {
			return nil, false
		}
		last = t
		same = same && t == old[k].Target
	}
	var fresh []AttackOption // the options on added ships, in board order
	var sc *attackScan       // made for the first added ship within reach
	for _, d := range added {
		if discsApart(a.Center, bases[d].Center, radii[i], radii[d], longest) {
			continue
		}
		if sc == nil {
			c.scan = newAttackScan(s, a, obstacles, boxes, o)
			sc = &c.scan
		}
		if sc.targets(&ships[d], &bases[d], radii[d], longest) {
			fresh = sc.appendTarget(fresh, d, &bases[d])
		}
	}
	if same && len(fresh) == 0 {
		return old, true
	}
	// Merge the old options that stay with the fresh ones, by target.
	out := make([]AttackOption, 0, len(old)+len(fresh))
	f := 0
	for k := range old {
		t := c.next[old[k].Target]
		if t < 0 {
			continue
		}
		for f < len(fresh) && fresh[f].Target < t {
			out = append(out, fresh[f])
			f++
		}
		opt := old[k]
		opt.Target = t
		out = append(out, opt)
	}
	return append(out, fresh[f:]...), true
}

// selectedView is Board's SelectedView, keeping the previous call's
// parts where the selected ship, the arcs drawn and the other pieces
// are the same.
func (c *BoardCache) selectedView(ships []Ship, bases []Base, obstacles []Obstacle, selected int, drawn []Arc, o Options, fresh, obstaclesMoved bool) *SelectedView {
	keep := !fresh && c.view != nil && c.prev[selected] >= 0 && c.prev[selected] == c.selected && sameArcs(drawn, c.drawn)
	c.kept = keep
	if !keep {
		return selectedOf(ships, bases, obstacles, selected, drawn, o)
	}
	old := c.view
	sel := &SelectedView{Index: selected, Arcs: old.Arcs, Rings: old.Rings,
		Others: make([]OtherView, 0, len(ships)-1), Obstacles: old.Obstacles}
	// The previous view's entry for each previous ship.
	at := make([]int, len(c.ships))
	for j := range at {
		at[j] = -1
	}
	for k := range old.Others {
		at[old.Others[k].Index] = k
	}
	s := &ships[selected]
	sb := bases[selected]
	for i := range ships {
		if i == selected {
			continue
		}
		if j := c.prev[i]; j >= 0 && at[j] >= 0 {
			ov := old.Others[at[j]]
			ov.Index = i
			sel.Others = append(sel.Others, ov)
			continue
		}
		sel.Others = append(sel.Others, otherView(s, sb, bases[i], i, DrawnArcs(o.edition()), o, nil))
	}
	if obstaclesMoved {
		sel.Obstacles = make([]ObstacleView, 0, len(obstacles))
		for k := range obstacles {
			if sameObstacle(&obstacles[k], &c.obstacles[k]) {
				sel.Obstacles = append(sel.Obstacles, old.Obstacles[k])
			} else {
				sel.Obstacles = append(sel.Obstacles, ObstacleView{Index: k, Range: RangeToObstacle(*s, obstacles[k])})
			}
		}
	}
	return sel
}

// halfDiagonal is the distance from a base's centre to its corners.
func halfDiagonal(b Base) float64 {
	return math.Sqrt(b.HalfWidth*b.HalfWidth + b.HalfLength*b.HalfLength)
}

// sameShipInput reports whether a and b are the same ship in every field.
func sameShipInput(a, b *Ship) bool {
	if a.ID != b.ID || a.Team != b.Team || !sameNumber(a.X, b.X) || !sameNumber(a.Y, b.Y) || !sameNumber(a.Heading, b.Heading) || a.Size != b.Size ||
		a.Model != b.Model || a.Pilot != b.Pilot || a.Turret != b.Turret || a.Mobile != b.Mobile ||
		(a.Weapons == nil) != (b.Weapons == nil) || len(a.Weapons) != len(b.Weapons) {
		return false
	}
	for k := range a.Weapons {
		if a.Weapons[k] != b.Weapons[k] {
			return false
		}
	}
	return true
}

// sameObstacle reports whether a and b are the same obstacle in every
// field.
func sameObstacle(a, b *Obstacle) bool {
	if a.ID != b.ID || a.Type != b.Type || len(a.Points) != len(b.Points) {
		return false
	}
	if len(a.Points) > 0 && &a.Points[0] == &b.Points[0] {
		return true // one outline (the API places each token once)
	}
	for k := range a.Points {
		if !sameNumber(a.Points[k].X, b.Points[k].X) || !sameNumber(a.Points[k].Y, b.Points[k].Y) {
			return false
		}
	}
	return true
}

// sameNumber reports whether x and y are the same float64, bit for bit
// (0 and -0 may be answered differently).
func sameNumber(x, y float64) bool { return math.Float64bits(x) == math.Float64bits(y) }

func sameArcs(a, b []Arc) bool {
	if (a == nil) != (b == nil) || len(a) != len(b) {
		return false
	}
	for k := range a {
		if a[k] != b[k] {
			return false
		}
	}
	return true
}
