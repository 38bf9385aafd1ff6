//go:build js && wasm

package bindings

import "github.com/xwing-arcs/arcs/core"

// apiFunc is one API function: it decodes its arguments with d, asks the
// core, and returns what JavaScript receives.
type apiFunc func(d *decoder) any

// functions lists the API on globalThis.xwing (docs/api.md).
var functions = []struct {
	name string
	fn   apiFunc
}{
	{"inArc", inArc},
	{"rangeTo", rangeTo},
	{"within", within},
	{"beyond", beyond},
	{"relation", relation},
	{"attackOptions", attackOptions},
	{"arcOutline", arcOutline},
	{"rangeOutline", rangeOutline},
	{"catalog", catalog},
	{"board", board},
}

// inArc(attacker, target, arc, options?) -> boolean
func inArc(d *decoder) any {
	o, _ := d.options(d.arg(3), "options")
	a := d.ship(d.arg(0), "attacker", o.Edition)
	t := d.ship(d.arg(1), "target", o.Edition)
	return core.InArc(a, t, d.arc(d.arg(2), "arc", o.Edition), o)
}

// rangeTo(from, to, options?) -> Measurement | null; to is a Ship or an
// Obstacle (an object with points); options.arc measures inside that arc.
func rangeTo(d *decoder) any {
	o, opts := d.options(d.arg(2), "options")
	var in core.Arc
	if v := d.get(opts, "options", kArc); present(v) {
		in = d.arc(v, "options.arc", o.Edition)
	}
	from := d.ship(d.arg(0), "from", o.Edition)
	to := d.arg(1)
	d.object(to, "to")
	e := newEncoder()
	if present(d.get(to, "to", kPoints)) {
		if in != "" {
			panic(rangeErrorf("options.arc", "want no arc when to is an obstacle (an object with points), got %q", in))
		}
		m := core.RangeToObstacle(from, d.obstacle(to, "to"))
		e.measurement(&m)
		return e.value()
	}
	target := d.ship(to, "to", o.Edition)
	if in == "" {
		m := core.Range(from, target, o)
		e.measurement(&m)
		return e.value()
	}
	m, used, ok := core.AttackRange(from, target, in, o)
	e.attackRange(&m, used, ok)
	return e.value()
}

// pairWithin decodes within's and beyond's arguments: (a, b, n, options?).
func pairWithin(d *decoder) (a, b core.Ship, n int) {
	o, _ := d.options(d.arg(3), "options")
	a = d.ship(d.arg(0), "a", o.Edition)
	b = d.ship(d.arg(1), "b", o.Edition)
	integer(d.arg(2), "n")
	d.assign(d.arg(2), "n", &n)
	if n < 0 || n > core.MaxBand {
		panic(rangeErrorf("n", "want an integer from 0 to %d, got %d", core.MaxBand, n))
	}
	return a, b, n
}

// within(a, b, n, options?) -> boolean
func within(d *decoder) any {
	a, b, n := pairWithin(d)
	return core.Within(a, b, n)
}

// beyond(a, b, n, options?) -> boolean
func beyond(d *decoder) any {
	a, b, n := pairWithin(d)
	return core.BeyondRange(a, b, n)
}

// relation(ship, other, options?) -> "inFront" | "behind" | "flanking" | null
func relation(d *decoder) any {
	o, _ := d.options(d.arg(2), "options")
	r := core.Relate(d.ship(d.arg(0), "ship", o.Edition), d.ship(d.arg(1), "other", o.Edition))
	if r == core.NoRelation {
		return nil
	}
	return string(r)
}

// attackOptions(attacker, ships, options?) -> AttackOption[];
// options.obstacles: Obstacle[].
func attackOptions(d *decoder) any {
	o, opts := d.options(d.arg(2), "options")
	obstacles := d.obstacles(d.get(opts, "options", kObstacles), "options.obstacles")
	attacker := d.ship(d.arg(0), "attacker", o.Edition)
	ships := d.ships(d.arg(1), "ships", o.Edition)
	e := newEncoder()
	e.attackOptions(core.AttackOptions(attacker, ships, obstacles, o), ships, obstacles)
	return e.value()
}

// arcOutline(ship, arc, options?) -> { arc, range, points }[]
func arcOutline(d *decoder) any {
	o, _ := d.options(d.arg(2), "options")
	s := d.ship(d.arg(0), "ship", o.Edition)
	e := newEncoder()
	e.outlines(core.ArcOutline(s, d.arc(d.arg(1), "arc", o.Edition), o), true)
	return e.value()
}

// rangeOutline(ship, options?) -> { range, points }[]
func rangeOutline(d *decoder) any {
	o, _ := d.options(d.arg(1), "options")
	e := newEncoder()
	e.outlines(core.RangeOutline(d.ship(d.arg(0), "ship", o.Edition), o), false)
	return e.value()
}

// catalog() -> the ship catalog; a fresh copy each call.
func catalog(d *decoder) any {
	e := newEncoder()
	e.catalog(core.Catalog())
	return e.value()
}

// maxDrawn caps board's state.arcs.
const maxDrawn = 16

// board(state) -> { attacks, selected }: the whole board in one call;
// state.arcs names the arcs to outline (default: every arc the edition
// draws).
func board(d *decoder) any {
	state := d.arg(0)
	d.object(state, "state")
	o, _ := d.options(state, "")
	obstacles := d.obstacles(d.get(state, "", kObstacles), "obstacles")
	ships := d.ships(d.get(state, "", kShips), "ships", o.Edition)
	selected := -1
	if v := d.get(state, "", kSelected); present(v) {
		integer(v, "selected")
		d.assign(v, "selected", &selected)
	}
	if selected < -1 || selected >= len(ships) {
		panic(rangeErrorf("selected", "want -1 or an index into ships (0 to %d), got %d", len(ships)-1, selected))
	}
	var drawn []core.Arc // nil: every arc the edition draws
	if v := d.get(state, "", kArcs); present(v) {
		drawn = make([]core.Arc, d.array(v, "arcs", maxDrawn, "arc names"))
		for i := range drawn {
			drawn[i] = d.arc(d.index(v, "arcs", i), indexPath("arcs", i), o.Edition)
		}
	}
	e := newEncoder()
	e.board(core.Board(ships, obstacles, selected, drawn, o), ships, obstacles)
	return e.value()
}
