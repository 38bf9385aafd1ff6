package core

import "math"

// TokenView is what a board answers for one device or remote token.
type TokenView struct {
	Index int
	// Near lists every ship at range 0-1 of the token, in board order: "each
	// ship at range 0-1 of the bomb" is every ship whose base is at
	// distance <= 100 mm of the outline, touching or overlapping (range 0)
	// included (GEOMETRY.md 10).
	Near []ShipRange
	// Attacks holds, for a remote, every ship's legal attacks on it, ship
	// by ship in board order, each option's Target being the attacking
	// ship's index; none for a device.
	Attacks []AttackOption
	// Selected is the selected ship's plain range to the token; nil when no
	// ship is selected.
	Selected *Measurement
}

// ShipRange is a ship's plain range to something.
type ShipRange struct {
	Index int
	Range Measurement
}

// BoardTokens answers, for each token, the ships at range 0-1 of it and,
// for a remote, every ship's attacks on it (obstructed by obstacles), and
// when 0 <= selected < len(ships) that ship's plain range to it.
func BoardTokens(ships []Ship, tokens []Token, obstacles []Obstacle, selected int, o Options) []TokenView {
	if len(tokens) == 0 {
		return nil
	}
	views := make([]TokenView, len(tokens))
	bases := basesOf(ships)
	boxes := obstacleBounds(obstacles)
	var near []ShipRange // every token's Near shares one backing array
	for k := range tokens {
		t := &tokens[k]
		tt := tokenTarget{outline: newOutline(t.Outline())}
		q := &tt.outline
		v := &views[k]
		v.Index = k
		start := len(near)
		for i := range ships {
			if farFromOutline(bases[i], q, BandLength) {
				continue
			}
			if m := rangeToOutline(bases[i], q, BandLength+bandEps); m.Distance <= BandLength+bandEps {
				near = append(near, ShipRange{Index: i, Range: m})
			}
		}
		v.Near = near[start:len(near):len(near)]
		if t.Kind() == Remote {
			for i := range ships {
				v.Attacks = appendTokenAttacks(v.Attacks, i, &ships[i], bases[i], &tt, t.Team, obstacles, boxes, o)
			}
		}
		if selected >= 0 && selected < len(ships) {
			m := rangeToOutline(bases[selected], q, math.Inf(1))
			v.Selected = &m
		}
	}
	return views
}
