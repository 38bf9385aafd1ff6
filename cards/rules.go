package cards

import (
	"strconv"
	"strings"

	"github.com/xwing-arcs/arcs/core"
)

// The rules of squad building that look at the whole squad, not one ship
// (one ship's are in restrict.go): what Squad holds a list to after it
// has armed each ship.

// fieldedShip is one ship of a squad as Squad read it: where the XWS
// lists it, and what it carries.
type fieldedShip struct {
	// path is the pilot's XWS path ("pilots[2]"); name the pilot's name.
	path, name string
	ship       *ArmedShip
	// paths are the XWS paths of ship.Upgrades, one each.
	paths []string
}

// squadRules holds the squad's ships to the rules of squad building that
// count across ships (data/README.md's "limited" column and the
// "solitary" and "standardized" restrictions; the 2.0 and 2.5 rules
// references, "Squad building"):
//
//   - Limited: "A squad cannot include more copies of a limited card [by
//     its name] than the number of dots"; pilots and upgrades count alike
//     (Han Solo the pilot and Han Solo the crew are two copies).
//   - Solitary: a squad fields one solitary card of an upgrade type (the
//     Separatists' tactical relays: one of K2-B4, Kraken, TA-175, TV-94).
//   - Standardized: when a ship carries it, every ship of the squad of the
//     same ship type carries it too.
//
// Strict, the first break is the error (refuse returns it). Lenient
// (refuse returns nil), a card over its limit or a second solitary card
// is left out (the ship is armed again without it), except from a
// standard loadout, which a pilot always carries whole: that ship is kept
// as it is, as a ship that lacks a standardized card is; each break is a
// warning. Ships without pilot
// (kept as their catalog ship) carry no cards and count for nothing.
func (set *Set) squadRules(ships []fieldedShip, refuse func(path, msg, instead string) error) error {
	type holder struct {
		count int
		first string // where the first copy is, as a player reads it
	}
	limited := map[string]*holder{}
	solitary := map[uint8]string{} // upgrade type -> where its solitary card is
	// take counts a card of name with limit n, fielded at where, and says
	// why it breaks the limit ("" when it doesn't).
	take := func(name string, n uint8, where string) string {
		if n == 0 {
			return ""
		}
		h := limited[name]
		if h == nil {
			h = &holder{first: where}
			limited[name] = h
		}
		if h.count >= int(n) {
			return "limited to " + strconv.Itoa(int(n)) + " per squad, and " + h.first + " has one already"
		}
		h.count++
		return ""
	}
	for k := range ships {
		f := &ships[k]
		p := set.findPilot(f.ship.Pilot)
		if p == nil {
			continue
		}
		if why := take(p.name, p.limited, f.name+" ("+f.path+")"); why != "" {
			if err := refuse(f.path+".id", f.name+": "+why, "kept"); err != nil {
				return err
			}
		}
		var drop []int
		for j, id := range f.ship.Upgrades {
			u := set.loadoutCard(id)
			if u == nil {
				continue
			}
			where := f.name + " (" + f.paths[j] + ")"
			why := take(u.name, u.limited, where)
			if why == "" && u.hasRule("solitary=true") {
				if w, ok := solitary[u.kind]; ok {
					why = "solitary: a squad fields one solitary " + slotWords(u.kind) + " card, and " + w + " has one already"
				} else {
					solitary[u.kind] = where
				}
			}
			if why == "" {
				continue
			}
			instead := "left out"
			if p.loadout != "" {
				instead = "kept: " + f.name + " always carries the whole standard loadout"
			}
			if err := refuse(f.paths[j], f.name+": "+u.name+": "+why, instead); err != nil {
				return err
			}
			if p.loadout == "" {
				drop = append(drop, j)
			}
		}
		if len(drop) > 0 {
			if err := set.rearm(f, drop, refuse); err != nil {
				return err
			}
		}
	}
	// Standardized: each card once per ship type, at the first ship that
	// carries it.
	for k := range ships {
		f := &ships[k]
		for _, id := range f.ship.Upgrades {
			u := set.loadoutCard(id)
			if u == nil || !u.hasRule("standardized=true") || firstCarrier(set, ships, f.ship.Model, u.name) != k {
				continue
			}
			for i := range ships {
				g := &ships[i]
				if g.ship.Pilot == "" || !sameShip(g.ship.Model, f.ship.Model) || set.carries(g.ship, u.name) {
					continue
				}
				msg := g.name + ": lacks " + u.name + ", which " + f.name + " (" + f.path + ") carries: standardized, every " +
					shipWords(f.ship.Model) + " of the squad carries it when one does"
				if err := refuse(g.path, msg, "kept"); err != nil {
					return err
				}
			}
		}
	}
	return nil
}

// rearm arms f's ship again without its upgrades at indices drop (in
// order), leniently: what they granted may have been what another card
// needed, which is then left out too, with a warning.
func (set *Set) rearm(f *fieldedShip, drop []int, refuse func(path, msg, instead string) error) error {
	var ids, paths []string
	for j, id := range f.ship.Upgrades {
		if len(drop) > 0 && drop[0] == j {
			drop = drop[1:]
			continue
		}
		ids, paths = append(ids, id), append(paths, f.paths[j])
	}
	a, probs, _ := set.equip(core.Ship{}, f.ship.Pilot, ids, true) // placed and named later (Squad)
	for _, pr := range probs {
		path := f.path
		if pr.upgrade >= 0 {
			path = paths[pr.upgrade]
		}
		if err := refuse(path, f.name+": "+pr.words(), ""); err != nil {
			return err
		}
	}
	if a.Upgrades == nil {
		a.Upgrades = []string{}
	}
	*f.ship = a
	f.paths = upgradePaths("", ids, paths, a.Upgrades)
	for j := range f.paths {
		if f.paths[j] == "" {
			f.paths[j] = f.path
		}
	}
	return nil
}

// firstCarrier returns the index of the first of ships of ship type
// model that carries a card named name, or -1.
func firstCarrier(set *Set, ships []fieldedShip, model, name string) int {
	for i := range ships {
		if ships[i].ship.Pilot != "" && sameShip(ships[i].ship.Model, model) && set.carries(ships[i].ship, name) {
			return i
		}
	}
	return -1
}

// carries reports whether ship a carries an upgrade card named name.
func (set *Set) carries(a *ArmedShip, name string) bool {
	for _, id := range a.Upgrades {
		if u := set.loadoutCard(id); u != nil && u.name == name {
			return true
		}
	}
	return false
}

// hasRule reports whether one of u's restriction objects is rule
// ("solitary=true"): a squad-building rule, not an alternative of
// another restriction.
func (u *upgradeCard) hasRule(rule string) bool {
	return !splitList(u.restrictions, func(object string) bool { return strings.TrimSpace(object) != rule })
}
