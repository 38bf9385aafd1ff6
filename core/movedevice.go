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
	along := heading(deg)
	c := end.Add(along.Mul(typ.Length / 2))
	h := normDeg(deg + 180)
	pd := placed(Token{Type: typ.ID, X: c.X, Y: c.Y, Heading: h}, b, others, skip)
	// A set's other tokens (Cluster Mines' side tokens, pieces.md) beside
	// it, left then right as the ship sees them: toward its left side is
	// the end direction turned right for a drop (the template runs
	// backward), left for a launch.
	if set := tokenSetOf(typ.ID); set != nil {
		left := heading(deg + 90)
		if m.From == "front" {
			left = heading(deg - 90)
		}
		for k, id := range [2]string{set.Left, set.Right} {
			side := left.Mul(set.Apart)
			if k == 1 {
				side = side.Mul(-1)
			}
			at := c.Add(side).Add(along.Mul(set.Further))
			pd.Side = append(pd.Side, placed(Token{Type: id, X: at.X, Y: at.Y, Heading: h}, b, others, skip))
		}
	}
	r.Device = &pd
	r.Overlaps, r.Obstacles, r.Tokens = []int{}, []Hit{}, []Hit{}
}

// placed is token t placed by the ship on base b: t, the others (but
// skip) at range 0-1 of it, and whether b is.
func placed(t Token, b Base, others []Ship, skip int) PlacedDevice {
	pd := PlacedDevice{Token: t, Near: []int{}}
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
	return pd
}

// tokenSet is a device that places more tokens than one (pieces.md):
// dropping or launching its First token places the others Apart mm to
// either side of it and Further mm farther from the ship. Name: the
// card's, which names the drop.
type tokenSet struct {
	First, Name    string
	Left, Right    string
	Apart, Further float64
}

// tokenSets: a list, not a map: one entry, and a map's setup code would
// weigh on the engine's download.
var tokenSets = [...]tokenSet{
	{First: "clustermines_center", Name: "Cluster Mines", Left: "clustermines_left", Right: "clustermines_right", Apart: 40.00, Further: 1.24},
}

// tokenSetOf is the set whose drop places token id first, or nil.
func tokenSetOf(id string) *tokenSet {
	for i := range tokenSets {
		if tokenSets[i].First == id {
			return &tokenSets[i]
		}
	}
	return nil
}
