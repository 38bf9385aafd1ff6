package core

// Turret indicator positions (GEOMETRY.md 3): a single turret points at one
// standard arc, a double turret at two opposite ones.
const (
	TurretFrontRear = "front-rear"
	TurretLeftRight = "left-right"
)

// Ship is a ship placed on the board.
type Ship struct {
	// ID names the ship in attack options; optional.
	ID string
	// Team decides who is an enemy: ships of the same non-empty team never
	// attack each other. A ship with no team is everyone's enemy.
	Team string
	// X, Y is the centre of the base in board mm; Heading is in degrees
	// clockwise from facing the top edge, taken modulo 360.
	X, Y, Heading float64
	// Size is the base size. Empty means: take it from the catalog Model.
	Size Size
	// Model is a catalog id (the xws id, e.g. "t65xwing"); optional.
	Model string
	// Pilot is a pilot xws id; it selects a catalog variant's weapons
	// (e.g. the RZ-1 A-wing pilots with a turret). Optional.
	Pilot string
	// Turret is the turret indicator: "front", "rear", "left", "right"
	// (single) or "front-rear", "left-right" (double). Empty means front.
	Turret string
	// Mobile is the 1e mobile arc pointer: "front", "rear", "left" or
	// "right". Empty means front.
	Mobile string
	// Weapons replaces the catalog's weapons when not nil.
	Weapons []Weapon
}

// Weapon is a way to attack: an arc, a range span and a kind.
type Weapon struct {
	Name string
	// Arc is an arc name of the edition, or Turret360 (1e turret weapons:
	// any direction, plain range).
	Arc Arc
	// MinRange..MaxRange is the span of attack ranges it may use.
	MinRange, MaxRange int
	// Primary is true for primary weapons. In 1e only they get the range
	// combat bonus, and secondary weapons can't use auxiliary arcs.
	Primary bool
	// Ordnance marks weapons with the ordnance icon (torpedoes, missiles):
	// in 2e they get no range combat bonus (GEOMETRY.md 7).
	Ordnance bool
	// Kind is an optional secondary weapon type, e.g. "torpedo": in 1e only
	// torpedoes may use the special arc.
	Kind string
	// Value is the attack value (dice); informational.
	Value int
}

// size returns the base size, from the catalog when Size is empty.
func (s *Ship) size() Size {
	if s.Size != "" {
		return s.Size
	}
	if m, ok := catalogByID[s.Model]; ok {
		return m.Size
	}
	return Small
}

// Base returns the ship's placed base.
func (s *Ship) Base() Base {
	return NewBase(s.size(), Point{s.X, s.Y}, s.Heading)
}

// weapons returns the weapons in force: the ship's own, else the catalog's
// (2e only: the catalog holds second-edition facts), else one primary
// weapon in the front arc at range 0-3 (2e, as the 2.5 rules reference
// has it) or in the primary arc at range 1-3 (1e).
func (s *Ship) weapons(ed Edition) []Weapon {
	if s.Weapons != nil {
		return s.Weapons
	}
	if m, ok := catalogByID[s.Model]; ok && ed == Second {
		for _, v := range m.Variants {
			for _, p := range v.Pilots {
				if p == s.Pilot && s.Pilot != "" {
					return v.Weapons
				}
			}
		}
		return m.Weapons
	}
	if ed == First {
		return defaultWeapons1e
	}
	return defaultWeapons2e
}

var (
	defaultWeapons2e = []Weapon{{Name: "Primary", Arc: Front, MinRange: 0, MaxRange: 3, Primary: true}}
	defaultWeapons1e = []Weapon{{Name: "Primary", Arc: Primary, MinRange: 1, MaxRange: 3, Primary: true}}
)

// regions resolves arc name a for this ship to up to two geometric regions:
// turrets follow the turret indicator, the 1e mobile arc its pointer, and
// 1e names map to their shapes (primary: front; auxRear and special: rear;
// aux180: fullFront). n is 0 for Turret360 and unknown names.
func (s *Ship) regions(a Arc) (rs [2]region, n int) {
	add := func(r region) {
		if n == 1 && rs[0] == r {
			return
		}
		rs[n] = r
		n++
	}
	switch a {
	case Front, Primary:
		add(regFront)
	case Rear, AuxRear, Special:
		add(regRear)
	case Left:
		add(regLeft)
	case Right:
		add(regRight)
	case FullFront, Aux180:
		add(regFullFront)
	case FullRear:
		add(regFullRear)
	case Bullseye:
		add(regBullseye)
	case Mobile:
		r, ok := regionOfStandard(Arc(s.Mobile))
		if !ok {
			r = regFront
		}
		add(r)
	case SingleTurret, DoubleTurret:
		switch s.Turret {
		case TurretFrontRear:
			add(regFront)
			add(regRear)
		case TurretLeftRight:
			add(regLeft)
			add(regRight)
		default:
			r, ok := regionOfStandard(Arc(s.Turret))
			if !ok {
				r = regFront
			}
			add(r)
			if a == DoubleTurret {
				add(opposite(r))
			}
		}
	}
	return rs, n
}

// opposite returns the standard arc facing the other way.
func opposite(r region) region {
	switch r {
	case regFront:
		return regRear
	case regRear:
		return regFront
	case regLeft:
		return regRight
	case regRight:
		return regLeft
	}
	return r
}

// arcName reports the arc a measurement in region r used, for a query
// about arc a: turrets report the standard arc they point at.
func arcName(a Arc, r region) Arc {
	if a == SingleTurret || a == DoubleTurret {
		return standardArc[r]
	}
	return a
}
