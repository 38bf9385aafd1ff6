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
	has := map[Arc]bool{Bullseye: true}
	for _, w := range s.weapons(ed) {
		switch {
		case w.Arc == SingleTurret || w.Arc == DoubleTurret:
			rs, n := s.regions(w.Arc)
			for i := 0; i < n; i++ {
				has[arcName(w.Arc, rs[i])] = true
			}
		case w.Arc == Special:
			has[AuxRear] = true
		case w.Arc == Turret360:
			has[Primary] = true
		default:
			has[w.Arc] = true
		}
	}
	var out []Arc
	for _, a := range DrawnArcs(ed) {
		if has[a] {
			out = append(out, a)
		}
	}
	return out
}
