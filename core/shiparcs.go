package core

// Arcs returns the arcs the ship has, as a board draws and names them, in
// DrawnArcs' order: the arcs its weapons attack through (a turret's are
// the standard arcs its indicator points at; 1e special has the auxRear
// shape, and the 1e mobile arc is drawn where its pointer points) and,
// every ship having one, its bullseye. A ship that attacks only with 1e
// turret weapons (any direction) has its primary arc too: the printed
// arc on its base.
func (s Ship) Arcs(o Options) []Arc {
	ed := o.edition()
	drawn := DrawnArcs(ed)
	var has uint32 // bit i: drawn[i]
	mark := func(a Arc) {
		for i, d := range drawn {
			if d == a {
				has |= 1 << i
			}
		}
	}
	mark(Bullseye)
	for _, w := range s.weapons(ed) {
		switch {
		case w.Arc == SingleTurret || w.Arc == DoubleTurret:
			rs, n := s.regions(w.Arc)
			for i := 0; i < n; i++ {
				mark(arcName(w.Arc, rs[i]))
			}
		case w.Arc == Special:
			mark(AuxRear)
		case w.Arc == Turret360:
			mark(Primary)
		default:
			mark(w.Arc)
		}
	}
	out := make([]Arc, 0, 8)
	for i, a := range drawn {
		if has&(1<<i) != 0 {
			out = append(out, a)
		}
	}
	return out
}
