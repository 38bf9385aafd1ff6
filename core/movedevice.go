package core

// placeDevice drops or launches a device (docs/maneuvers.md, "Devices"):
// the template from the rear guides backward (dropped) or the front
// guides forward (launched), the token beyond its end, centred on the
// centre line, its edge at the end; and every ship at range 0-1 of it.
// The ship does not move.
func placeDevice(r *MoveResult, ship *Ship, b Base, m Maneuver, others []Ship, skip int) {
	typ := lookupToken(m.Device)
	if typ == nil {
		return
	}
	guides, dir := b.World(0, -b.HalfLength), ship.Heading+180
	if m.From == "front" {
		guides, dir = b.World(0, b.HalfLength), ship.Heading
	}
	var path templatePath
	switch m.Bearing {
	case BankLeft, BankRight:
		turn := 45.0
		if (m.Bearing == BankLeft) == (m.From == "front") {
			turn = -45 // toward the ship's left: the path's left going forward, its right going backward
		}
		path = arcPath(guides, dir, bankRadius[m.Speed-1], turn)
	case TurnLeft, TurnRight:
		turn := 90.0
		if (m.Bearing == TurnLeft) == (m.From == "front") {
			turn = -90
		}
		path = arcPath(guides, dir, turnRadius[m.Speed-1], turn)
	default:
		path = straightPath(guides, dir, float64(StraightLength*m.Speed))
	}
	r.Template = path.outlineInto(r.Template)
	end, deg := path.end()
	// The token's frame y (down at heading 0) along the end direction: its
	// heading is the end direction's plus 180.
	c := end.Add(heading(deg).Mul(typ.Length / 2))
	t := Token{Type: typ.ID, X: c.X, Y: c.Y, Heading: normDeg(deg + 180)}
	pd := &PlacedDevice{Token: t, Near: []int{}}
	q := newOutline(t.Outline())
	near := func(nb Base) bool {
		if farFromOutline(nb, &q, BandLength) {
			return false
		}
		return rangeToOutline(nb, &q, BandLength+bandEps).Distance <= BandLength+bandEps
	}
	for i := range others {
		if i != skip && near(others[i].Base()) {
			pd.Near = append(pd.Near, i)
		}
	}
	pd.Self = near(b)
	r.Device = pd
	r.Overlaps, r.Obstacles, r.Tokens = []int{}, []Hit{}, []Hit{}
}
