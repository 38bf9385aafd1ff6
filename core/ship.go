package core

import (
	"strings"

	"github.com/xwing-arcs/arcs/internal/quote"
)

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
	return newBase(s.size(), Point{s.X, s.Y}, s.Heading)
}

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

// maxHeading bounds a heading in degrees: it is taken modulo 360, and a
// billion degrees is past any sensible input while far inside the range
// where sincosDeg reduces it exactly (maxExactDeg).
const maxHeading = 1e9

// Validate checks a ship for edition ed (empty means 2e): finite
// coordinates, a size or a known catalog model available in that edition,
// turret and mobile positions, and its weapons. A pointer receiver: in
// WebAssembly a copied Ship is a memory.copy call on every check.
func (s *Ship) Validate(ed Edition) error {
	if ed == "" {
		ed = Second
	}
	if e := checkNumber("x", s.X, MaxCoordinate); e != nil {
		return e
	}
	if e := checkNumber("y", s.Y, MaxCoordinate); e != nil {
		return e
	}
	if e := checkNumber("heading", s.Heading, maxHeading); e != nil {
		return e
	}
	var model *CatalogShip
	if s.Model != "" {
		m, ok := catalogByID[s.Model]
		if !ok {
			return fieldErr("ship", `want a catalog ship id (xws, e.g. "t65xwing"), got `+quote.String(s.Model))
		}
		model = m
	}
	switch {
	case s.Size == "" && model == nil:
		return fieldErr("size", "want a size or a catalog ship, got neither")
	case s.Size != "":
		if _, _, ok := s.Size.Dimensions(); !ok {
			return oneOf("size", string(s.Size), "small", "medium", "large", "huge")
		}
		if model != nil && model.Size != s.Size {
			return fieldErr("size", quote.String(string(s.Size))+" disagrees with catalog ship "+quote.String(s.Model)+", which is "+string(model.Size))
		}
	}
	if size := s.size(); !size.availableIn(ed) {
		return fieldErr("size", string(size)+" bases do not exist in "+string(ed)+" (want small or large)")
	}
	if s.Turret != "" {
		if e := oneOf("turret", s.Turret, "front", "rear", "left", "right", TurretFrontRear, TurretLeftRight); e != nil {
			return e
		}
		if model != nil && model.Turret != "" && oneOf("", s.Turret, model.TurretPositions...) != nil {
			return fieldErr("turret", "the "+model.Name+"'s turret indicator can point "+
				strings.Join(model.TurretPositions, " or ")+", got "+quote.String(s.Turret))
		}
	}
	if s.Mobile != "" {
		if e := oneOf("mobile", s.Mobile, "front", "rear", "left", "right"); e != nil {
			return e
		}
	}
	for i, w := range s.Weapons {
		if err := w.Validate(ed); err != nil {
			return err.(*FieldError).Within("weapons[" + itoa(i) + "]")
		}
	}
	return nil
}

// BaseSize returns the ship's base size: Size, else its catalog ship's,
// else small.
func (s Ship) BaseSize() Size { return s.size() }
