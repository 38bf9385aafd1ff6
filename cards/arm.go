package cards

import (
	"github.com/xwing-arcs/arcs/internal/quote"
	"strconv"
	"strings"

	"github.com/xwing-arcs/arcs/core"
)

// MaxUpgrades bounds the upgrades given to one ship: no card has more
// than 11 slots, and the legality checks grow with the square of the
// count.
const MaxUpgrades = 64

// ArmedShip is a ship ready for the engine, with the cards it was built
// from: the pilot in Ship.Pilot and the upgrade ids it carries, in order
// (a pilot's standard loadout when it carries one).
type ArmedShip struct {
	core.Ship
	Upgrades []string
}

// Arm returns s flown by pilot (an xws id) with upgrades (xws ids), ready
// for the engine: Model is the pilot's ship; Weapons are the pilot's
// primary attacks, then each upgrade's attack in the order given, with
// what the upgrades grant applied (an arc, slots, a primary attack); a
// turret weapon on a ship without a turret indicator gives it a single
// indicator, pointing front unless s.Turret says otherwise.
//
// upgrades nil means none were given: a pilot with a standard loadout
// then carries it. A pilot with a standard loadout has no slots: its
// loadout is legal as it stands, and given upgrades must be exactly that
// loadout (in any order).
//
// The error is a *core.FieldError with a path relative to the ship:
// "pilot" (unknown), "ship" (s.Model disagrees with the pilot's ship),
// "upgrades" (too many, or a standard loadout incomplete), "upgrades[k]"
// (unknown, no free slot of its kind, or a restriction it fails, e.g.
// "requires faction scumandvillainy or pilot Darth Vader"), "turret" (a
// double position for an indicator the upgrades give).
func Arm(s core.Ship, pilot string, upgrades []string) (core.Ship, error) {
	a, err := ArmCards(s, pilot, upgrades)
	return a.Ship, err
}

// ArmCards is Arm with the cards the ship carries: its upgrade ids, a
// standard loadout's when it was given none.
func ArmCards(s core.Ship, pilot string, upgrades []string) (ArmedShip, error) {
	a, probs, _ := equip(s, pilot, upgrades, false)
	if len(probs) > 0 {
		return ArmedShip{}, probs[0].fieldError()
	}
	return a, nil
}

// problem is why a ship, or one of its upgrades, is refused.
type problem struct {
	// field is "pilot", "ship", "turret" or "upgrades"; upgrade is the
	// index of the upgrade concerned, or -1.
	field   string
	upgrade int
	msg     string
}

func (p problem) fieldError() *core.FieldError {
	f := p.field
	if p.upgrade >= 0 {
		f = "upgrades[" + strconv.Itoa(p.upgrade) + "]"
	}
	return &core.FieldError{Field: f, Msg: p.msg}
}

// equip arms s (see Arm). Strict (lenient false), it stops at the first
// problem. Lenient, it leaves out the unknown and illegal upgrades and
// reports each as a problem; ok false means the ship itself can't be
// armed (unknown pilot, wrong ship, bad turret), whatever the mode.
func equip(s core.Ship, pilot string, ids []string, lenient bool) (a ArmedShip, probs []problem, ok bool) {
	p := findPilot(pilot)
	if p == nil {
		return a, []problem{{field: "pilot", upgrade: -1, msg: "unknown pilot " + quote.String(pilot)}}, false
	}
	if s.Model != "" && s.Model != p.ship {
		return a, []problem{{field: "ship", upgrade: -1, msg: "pilot " + quote.String(pilot) + " flies a " + p.ship + ", not " + quote.String(s.Model)}}, false
	}
	if len(ids) > MaxUpgrades {
		return a, []problem{{field: "upgrades", upgrade: -1, msg: "want at most " + strconv.Itoa(MaxUpgrades) + " upgrades, got " + strconv.Itoa(len(ids))}}, false
	}
	model, _ := core.LookupShip(p.ship)
	refuse := func(pr problem) bool {
		probs = append(probs, pr)
		return lenient
	}
	var cards []*upgradeCard
	if p.loadout != "" {
		cards, a.Upgrades = loadoutOf(p, ids, refuse)
	} else {
		var index []int // index in ids of each card
		for k, id := range ids {
			u := findUpgrade(id)
			switch {
			case u == nil:
				if !refuse(problem{upgrade: k, msg: "unknown upgrade " + quote.String(id)}) {
					return a, probs, true
				}
			case u.loadoutOnly:
				if !refuse(problem{upgrade: k, msg: quote.String(id) + " comes only in a pilot's standard loadout"}) {
					return a, probs, true
				}
			default:
				cards = append(cards, u)
				index = append(index, k)
			}
		}
		// Leave out one refused upgrade at a time: what it granted (a slot,
		// an arc, an action) may be what another one needed.
		for {
			sc := newShipContext(p, model, cards)
			bad, msg := sc.firstRefused()
			if bad < 0 {
				break
			}
			if !refuse(problem{upgrade: index[bad], msg: msg}) {
				return a, probs, true
			}
			cards = append(cards[:bad:bad], cards[bad+1:]...)
			index = append(index[:bad:bad], index[bad+1:]...)
		}
		for _, u := range cards {
			a.Upgrades = append(a.Upgrades, u.id)
		}
	}
	if !lenient && len(probs) > 0 {
		return a, probs, true
	}
	sc := newShipContext(p, model, cards)
	a.Ship = s
	a.Model = p.ship
	a.Pilot = p.id
	a.Weapons = sc.primaries
	for _, u := range cards {
		if w, ok := u.weapon(); ok {
			a.Weapons = append(a.Weapons, w)
		}
	}
	if model.Turret == "" && hasTurretWeapon(a.Weapons) {
		// The upgrades give a single turret indicator.
		switch a.Turret {
		case "":
			a.Turret = string(core.Front)
		case "front", "rear", "left", "right":
		default:
			return a, append(probs, problem{field: "turret", upgrade: -1,
				msg: "the single turret indicator the upgrades give can point front, rear, left or right, got " + quote.String(a.Turret)}), false
		}
	}
	return a, probs, true
}

// loadoutOf returns the cards of p's standard loadout. The given ids, when
// not nil, must be that loadout: each one not in it, and the loadout's
// cards missing from them, are refused; the ship carries the whole
// loadout all the same (the pilot is sold with it). The ids come back in
// the given order, then the missing ones.
func loadoutOf(p *pilotCard, ids []string, refuse func(problem) bool) ([]*upgradeCard, []string) {
	loadout := Loadout(p.id)
	out := loadout
	if ids != nil {
		left := append([]string(nil), loadout...)
		out = nil
		for k, id := range ids {
			i := indexOfString(left, id)
			if i < 0 {
				if !refuse(problem{upgrade: k, msg: quote.String(id) + " is not in " + p.name + "'s standard loadout (" + strings.Join(loadout, ", ") + ")"}) {
					return nil, nil
				}
				continue
			}
			out = append(out, id)
			left = append(left[:i:i], left[i+1:]...)
		}
		if len(left) > 0 {
			if !refuse(problem{field: "upgrades", upgrade: -1, msg: p.name + "'s standard loadout also has " + strings.Join(left, ", ")}) {
				return nil, nil
			}
			out = append(out, left...)
		}
	}
	cards := make([]*upgradeCard, len(out))
	for i, id := range out {
		cards[i] = findUpgrade(id) // every loadout id exists: cardstsv checks
	}
	return cards, out
}

func indexOfString(ss []string, s string) int {
	for i, x := range ss {
		if x == s {
			return i
		}
	}
	return -1
}

func hasTurretWeapon(ws []core.Weapon) bool {
	for _, w := range ws {
		if w.Arc == core.SingleTurret || w.Arc == core.DoubleTurret {
			return true
		}
	}
	return false
}

// primaryWeapons returns the pilot's primary attacks (the ship's when the
// pilot has none of its own) as primary weapons, with the range span of
// the catalog ship's primary weapons (0-3, or a ship ability's, e.g. the
// CR90's Broadside Batteries at 1-4), then grant applied: it adds to the
// primary attack in its arc, or gives one of that value there.
func primaryWeapons(p *pilotCard, model core.CatalogShip, grants []attack) []core.Weapon {
	// Catalog weapons name the primaries and give their span; a pilot's
	// variant (e.g. an RZ-1 with a turret) is among them.
	known := model.Weapons
	for _, v := range model.Variants {
		known = append(known[:len(known):len(known)], v.Weapons...)
	}
	like := func(arc core.Arc, value int) core.Weapon {
		for _, w := range known {
			if w.Arc == arc {
				w.Value = value
				return w
			}
		}
		w := core.Weapon{Name: "Primary (" + string(arc) + ")", Arc: arc, MinRange: 0, MaxRange: 3, Primary: true, Value: value}
		if len(known) > 0 {
			w.MinRange, w.MaxRange = known[0].MinRange, known[0].MaxRange
		}
		return w
	}
	ws := []core.Weapon{}
	if p.attacks == "" {
		ws = append(ws, model.Weapons...)
		for _, v := range model.Variants {
			if indexOfString(v.Pilots, p.id) >= 0 {
				ws = append(ws[:0], v.Weapons...)
			}
		}
	}
	for i := 0; i+1 < len(p.attacks); i += 2 {
		ws = append(ws, like(arcNames[p.attacks[i]], int(p.attacks[i+1])))
	}
next:
	for _, g := range grants {
		arc := arcNames[g.arc]
		for i := range ws {
			if ws[i].Arc == arc {
				ws[i].Value += int(g.value)
				continue next
			}
		}
		ws = append(ws, like(arc, int(g.value)))
	}
	return ws
}
