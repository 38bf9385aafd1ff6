package core

import "strconv"

// ManeuverName names a move as players say it: "bank 2 left", "straight
// 5", "Koiogran turn 4", "Tallon roll 2 right (front)", "stationary",
// "reverse bank 1 left", "barrel roll left (front)", "boost straight",
// "boost left on the 1-turn", "decloak left", "drop Proton Bombs (straight 1)".
func ManeuverName(m Maneuver) string {
	switch {
	case m.IsDevice():
		verb := "drop "
		if m.From == "front" {
			verb = "launch "
		}
		name := m.Device
		if set := tokenSetOf(m.Device); set != nil {
			name = set.Name
		} else if t := lookupToken(m.Device); t != nil {
			name = t.Name
		}
		return verb + name + " (" + ManeuverName(Maneuver{Speed: m.Speed, Bearing: m.Bearing}) + ")"
	case m.IsAction():
		s := actionName(m.Action) + " " + m.Direction
		switch m.Template {
		case "bankForward":
			s += " on the 1-bank, forward"
		case "bankBackward":
			s += " on the 1-bank, backward"
		case "turn":
			s += " on the 1-turn"
		}
		if m.Position != "" && m.Position != AtMiddle && m.usesPosition() {
			s += " (" + string(m.Position) + ")"
		}
		return s
	}
	sp := strconv.Itoa(m.Speed)
	switch m.Bearing {
	case Straight:
		return "straight " + sp
	case BankLeft:
		return "bank " + sp + " left"
	case BankRight:
		return "bank " + sp + " right"
	case TurnLeft:
		return "turn " + sp + " left"
	case TurnRight:
		return "turn " + sp + " right"
	case Koiogran:
		return "Koiogran turn " + sp
	case SegnorLeft:
		return "Segnor's loop " + sp + " left"
	case SegnorRight:
		return "Segnor's loop " + sp + " right"
	case TallonLeft, TallonRight:
		s := "Tallon roll " + sp + " left"
		if m.Bearing == TallonRight {
			s = "Tallon roll " + sp + " right"
		}
		if m.Position != "" && m.Position != AtMiddle {
			s += " (" + string(m.Position) + ")"
		}
		return s
	case Stationary:
		return "stationary"
	case Reverse:
		return "reverse " + sp
	case ReverseBankLeft:
		return "reverse bank " + sp + " left"
	case ReverseBankRight:
		return "reverse bank " + sp + " right"
	}
	return string(m.Bearing)
}

// dialCheck sets a dial maneuver's difficulty from the ship's dial, or
// warns that the dial lacks it. A ship given by size alone has no dial
// to check.
func dialCheck(r *MoveResult, ship *Ship, m Maneuver) {
	model, ok := catalogByID[ship.Model]
	if !ok {
		return
	}
	d, known := dialDifficulty(ship.Model, m.Speed, m.Bearing)
	if !known {
		r.Warnings = append(r.Warnings, "The "+model.Name+"'s dial is not known: the "+ManeuverName(m)+" is not checked against it.")
		return
	}
	if d != "" {
		r.Difficulty = d
		return
	}
	r.Warnings = append(r.Warnings, "The "+model.Name+"'s dial has no "+ManeuverName(Maneuver{Speed: m.Speed, Bearing: m.Bearing})+".")
}

// actionWarnings warns of an action a huge ship cannot do. The catalog
// holds no action bars, so no other ship is warned.
func actionWarnings(r *MoveResult, ship *Ship, m Maneuver) {
	if ship.size() == Huge {
		r.Warnings = append(r.Warnings, "A huge ship cannot "+actionName(m.Action)+".")
	}
}

// actionName is an action as players say it.
func actionName(a Action) string {
	switch a {
	case BarrelRoll:
		return "barrel roll"
	case Boost:
		return "boost"
	}
	return string(a)
}
