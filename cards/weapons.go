package cards

import "github.com/xwing-arcs/arcs/core"

// Weapons returns every weapon ship s attacks with in the second edition:
// its primary attacks, then each upgrade's attack, in that order. That is
// s.Weapons for an armed ship (see Arm); otherwise the catalog's primary
// weapons for its Model (a pilot variant's when s.Pilot names one), else
// one primary weapon in the front arc at range 0-3.
//
// It mirrors the core's own choice of weapons (core.Ship.weapons, which
// the core does not export), so a page lists exactly what the engine
// attacks with.
func Weapons(s core.Ship) []core.Weapon {
	if s.Weapons != nil {
		return s.Weapons
	}
	if m, ok := core.LookupShip(s.Model); ok {
		for _, v := range m.Variants {
			if s.Pilot != "" && indexOfString(v.Pilots, s.Pilot) >= 0 {
				return v.Weapons
			}
		}
		return m.Weapons
	}
	return []core.Weapon{{Name: "Primary", Arc: core.Front, MinRange: 0, MaxRange: 3, Primary: true}}
}
