package core

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

// weaponsUnder returns the weapons in force under o (see weapons): in
// 2.0 Legacy a primary weapon never attacks at range 0 (GEOMETRY.md 7),
// so a primary span that starts at 0 (the catalog's, a card's, or one
// given) starts at 1 there. The ship's own slice is never changed.
func (s *Ship) weaponsUnder(o Options) []Weapon {
	ws := s.weapons(o.edition())
	if !o.legacyAttacks() {
		return ws
	}
	out := append([]Weapon(nil), ws...)
	for i := range out {
		if out[i].Primary {
			out[i].MinRange = max(out[i].MinRange, 1)
		}
	}
	return out
}

// usable reports whether a 1e weapon may use its arc (GEOMETRY.md 7): "an
// auxiliary arc can't be used for secondary weapons; the special arc is for
// torpedoes only". The mobile arc is likewise for primary weapons only.
func (w Weapon) usable(ed Edition) bool {
	if ed != First {
		return true
	}
	switch w.Arc {
	case AuxRear, Aux180, Mobile:
		return w.Primary
	case Special:
		return w.Kind == "torpedo"
	}
	return true
}

// fires reports whether the weapon may attack at range band b: its span
// decides, range 0 included (2e primary weapons span 0-3 under the 2.5
// rules reference; in 2.0 Legacy weaponsUnder starts them at 1).
func (w *Weapon) fires(b int) bool {
	return b != Beyond && b >= w.MinRange && b <= w.MaxRange
}

// rangeBonus returns the range combat bonus of an attack with weapon w at
// band n (GEOMETRY.md 7): at range 1 the attacker rolls 1 extra die; at
// range 3 the defender rolls 1 extra die (1e: range 3 or beyond); at range
// 4-5 (Epic) the defender rolls 2; at range 0 nobody does. It goes to
// every weapon without ordnance in 2e (2.5 and XWA rules references), to
// primary weapons only in 2.0 Legacy (legacy) and in 1e.
func rangeBonus(w *Weapon, n int, ed Edition, legacy bool) Bonus {
	if (ed == Second && w.Ordnance) || ((ed == First || legacy) && !w.Primary) {
		return Bonus{}
	}
	switch {
	case n == 1:
		return Bonus{Attack: 1}
	case ed == First && (n >= 3 || n == Beyond):
		return Bonus{Defense: 1}
	case n == 3:
		return Bonus{Defense: 1}
	case n >= 4:
		return Bonus{Defense: 2}
	}
	return Bonus{}
}

// Validate checks a weapon for edition ed.
func (w Weapon) Validate(ed Edition) error {
	if ed == "" {
		ed = Second
	}
	if (w.Arc != Turret360 || ed != First) && !w.Arc.validIn(ed) {
		also := ""
		if ed == First {
			also = " or turret360"
		}
		return arcError(w.Arc, ed, also).Within("arc")
	}
	if w.MinRange < 0 || w.MinRange > MaxBand {
		return fieldErr("minRange", "want an integer from 0 to 5, got "+itoa(w.MinRange))
	}
	if w.MaxRange < 1 || w.MaxRange > MaxBand {
		return fieldErr("maxRange", "want an integer from 1 to 5, got "+itoa(w.MaxRange))
	}
	if w.MinRange > w.MaxRange {
		return fieldErr("minRange", "want at most maxRange ("+itoa(w.MaxRange)+"), got "+itoa(w.MinRange))
	}
	return nil
}

// WeaponsIn returns the weapons the ship attacks with in edition ed: its
// own (Weapons), else its catalog ship's primary attacks (2e), else one
// primary weapon in the front arc (2e: range 0-3) or primary arc (1e:
// range 1-3).
func (s Ship) WeaponsIn(ed Edition) []Weapon {
	if ed == "" {
		ed = Second
	}
	return s.weapons(ed)
}

// WeaponsWith returns the weapons the ship attacks with under o, as
// AttackOptions attacks with them: WeaponsIn(o.Edition), with primary
// weapons spanning range 1 and up in 2.0 Legacy.
func (s Ship) WeaponsWith(o Options) []Weapon { return s.weaponsUnder(o) }
