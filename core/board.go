package core

// BoardView is everything the page draws for one board, computed in one
// call so that a redraw costs one crossing of the JavaScript boundary.
type BoardView struct {
	// Attacks[i] holds every attack option of ships[i].
	Attacks [][]AttackOption
	// Selected is what the selected ship shows; nil when none is selected.
	Selected *SelectedView
}

// SelectedView is what the page shows for the selected ship.
type SelectedView struct {
	Index int
	// Arcs are the outlines of the arcs asked for (every arc the edition
	// draws, DrawnArcs, by default), ranges 1..N each.
	Arcs []Shape
	// Rings are the plain range 1..N outlines around the base.
	Rings []Shape
	// Others has one entry per other ship, in board order.
	Others []OtherView
	// Obstacles has one entry per obstacle, in board order.
	Obstacles []ObstacleView
}

// OtherView is how another ship stands to the selected one.
type OtherView struct {
	Index    int
	Range    Measurement
	Relation Relation
	// Arcs lists the selected ship's arcs the other ship is in, with the
	// attack range inside each.
	Arcs []ArcMeasurement
}

// ArcMeasurement is an attack range measured inside one arc.
type ArcMeasurement struct {
	Arc Arc
	Measurement
}

// ObstacleView is the range from the selected ship to one obstacle.
type ObstacleView struct {
	Index int
	Range Measurement
}

// DrawnArcs returns the arcs the page draws for a ship: every distinct
// shape of the edition (turret arcs are standard arcs; 1e special has the
// auxRear shape and the mobile arc is drawn where its pointer points).
func DrawnArcs(ed Edition) []Arc {
	if ed == First {
		return []Arc{Primary, AuxRear, Aux180, Mobile, Bullseye}
	}
	return []Arc{Front, Rear, Left, Right, FullFront, FullRear, Bullseye}
}

// Board computes the attack options of every ship against the others and,
// when 0 <= selected < len(ships), what that ship shows: the outlines of
// the arcs in drawn (nil: every arc of DrawnArcs), its range rings, how
// every other ship stands to it in each of DrawnArcs, and its range to
// every obstacle.
func Board(ships []Ship, obstacles []Obstacle, selected int, drawn []Arc, o Options) BoardView {
	v := BoardView{Attacks: make([][]AttackOption, len(ships))}
	boxes := obstacleBounds(obstacles)
	bases := basesOf(ships)
	radii := radiiOf(bases)
	// Every ship's options share one backing array (a board is drawn every
	// frame: few allocations, little for the collector).
	var all []AttackOption
	for i := range ships {
		start := len(all)
		all = appendAttackOptions(all, ships[i], bases[i], ships, bases, radii, obstacles, boxes, o)
		v.Attacks[i] = all[start:len(all):len(all)]
		if all == nil {
			v.Attacks[i] = []AttackOption{}
		}
	}
	if selected >= 0 && selected < len(ships) {
		v.Selected = selectedOf(ships, bases, obstacles, selected, drawn, o)
	}
	return v
}

// selectedOf is Board's SelectedView of ships[selected].
func selectedOf(ships []Ship, bases []Base, obstacles []Obstacle, selected int, drawn []Arc, o Options) *SelectedView {
	s := ships[selected]
	arcs := DrawnArcs(o.edition())
	if drawn == nil {
		drawn = arcs
	}
	sel := &SelectedView{
		Index: selected, Rings: RangeShapes(s, o),
		Arcs:      make([]Shape, 0, 2*maxOutlineRange(o)*len(drawn)),
		Others:    make([]OtherView, 0, len(ships)-1),
		Obstacles: make([]ObstacleView, 0, len(obstacles)),
	}
	for _, a := range drawn {
		sel.Arcs = appendArcShapes(sel.Arcs, s, a, o)
	}
	in := make([]ArcMeasurement, 0, len(arcs)*(len(ships)-1))
	for i := range ships {
		if i == selected {
			continue
		}
		sel.Others = append(sel.Others, otherView(&s, bases[selected], bases[i], i, arcs, o, &in))
	}
	for k := range obstacles {
		sel.Obstacles = append(sel.Obstacles, ObstacleView{Index: k, Range: RangeToObstacle(s, obstacles[k])})
	}
	return sel
}

// otherView is how ship i, whose base is ob, stands to s, whose base is
// sb: in the arcs given, its arc measurements appended to *in (a shared
// backing array; nil: an array of its own).
func otherView(s *Ship, sb, ob Base, i int, arcs []Arc, o Options, in *[]ArcMeasurement) OtherView {
	var own []ArcMeasurement
	if in == nil {
		in = &own
	}
	start := len(*in)
	for _, a := range arcs {
		if m, _, ok := attackRange(s, sb, ob, a, o); ok {
			*in = append(*in, ArcMeasurement{Arc: a, Measurement: m})
		}
	}
	ms := (*in)[start:len(*in):len(*in)]
	if ms == nil {
		ms = []ArcMeasurement{}
	}
	return OtherView{Index: i, Range: baseRange(sb, ob, o.edition()), Relation: relate(s, sb, ob), Arcs: ms}
}
