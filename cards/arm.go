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
// then carries it. A pilot with a standard loadout has no slots and
// always carries its whole loadout: given upgrades may name all of it,
// part of it or none of it; any other upgrade is refused.
//
// s.Model, when given, must be the pilot's ship or one that shares its
// base and arcs (a ruleset's own id for the same ship, e.g. 2.0 Legacy's
// upsilonclasscommandshuttle for the upsilonclassshuttle): Model becomes
// the pilot's.
//
// The error is a *core.FieldError with a path relative to the ship:
// "pilot" (unknown in the set's ruleset), "ship" (s.Model is another
// ship), "upgrades" (too many), "upgrades[k]" (unknown, no free slot of
// its kind, or a restriction it fails, e.g. "requires faction Scum and
// Villainy or pilot Darth Vader"), "turret" (a double position for an
// indicator the upgrades give).
func (set *Set) Arm(s core.Ship, pilot string, upgrades []string) (core.Ship, error) {
	a, err := set.ArmCards(s, pilot, upgrades)
	return a.Ship, err
}

// ArmCards is Arm with the cards the ship carries: its upgrade ids, a
// standard loadout's when it was given none.
func (set *Set) ArmCards(s core.Ship, pilot string, upgrades []string) (ArmedShip, error) {
	a, probs, _ := set.equip(s, pilot, upgrades, false)
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
	// card is the upgrade's name when the id is known, else "".
	card string
	msg  string
}

// fieldError is the problem as Arm's error: the path names the upgrade
// ("upgrades[1]: no free torpedo slot"), which a page shows beside the
// card it offers.
func (p problem) fieldError() *core.FieldError {
	f := p.field
	if p.upgrade >= 0 {
		f = "upgrades[" + strconv.Itoa(p.upgrade) + "]"
	}
	return &core.FieldError{Field: f, Msg: p.msg}
}

// words is the problem's message with the card's name first, when known:
// how a squad's warnings name what they are about ("Proton Torpedoes: no
// free torpedo slot").
func (p problem) words() string {
	if p.card != "" {
		return p.card + ": " + p.msg
	}
	return p.msg
}

// sameShip reports whether catalog ships a and b are one ship under two
// ids: ships.tsv lists 2.0 Legacy's own ids beside the ships they share a
// base and arcs with, by the same name with the ruleset or year after it
// ("Upsilon-class command shuttle (2.0 Legacy)", "YT-2400 Light Freighter
// (2023)").
func sameShip(a, b string) bool {
	if a == b {
		return true
	}
	x, ok1 := core.LookupShip(a)
	y, ok2 := core.LookupShip(b)
	return ok1 && ok2 && x.Size == y.Size && baseName(x.Name) == baseName(y.Name)
}

// baseName is a ship's name without a trailing " (...)" (ship names hold
// no other parenthesis).
func baseName(name string) string {
	if before, _, ok := strings.Cut(name, " ("); ok && strings.HasSuffix(name, ")") {
		return before
	}
	return name
}

// equip arms s (see Arm). Strict (lenient false), it stops at the first
// problem. Lenient, it leaves out the unknown and illegal upgrades and
// reports each as a problem; ok false means the ship itself can't be
// armed (unknown pilot, wrong ship, bad turret), whatever the mode.
func (set *Set) equip(s core.Ship, pilot string, ids []string, lenient bool) (a ArmedShip, probs []problem, ok bool) {
	p := set.findPilot(pilot)
	if p == nil {
		return a, []problem{{field: "pilot", upgrade: -1, msg: set.unknownIn("pilot", pilot)}}, false
	}
	if s.Model != "" && !sameShip(s.Model, p.ship) {
		return a, []problem{{field: "ship", upgrade: -1, msg: p.name + " (" + quote.String(pilot) + ") flies a " + shipWords(p.ship) + ", not " + quote.String(s.Model)}}, false
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
		cards, a.Upgrades = set.loadoutOf(p, ids, refuse)
		if cards == nil {
			return a, probs, true
		}
	} else {
		var index []int // index in ids of each card
		for k, id := range ids {
			u := set.findUpgrade(id)
			switch {
			case u == nil:
				if !refuse(problem{upgrade: k, msg: set.unknownIn("upgrade", id)}) {
					return a, probs, true
				}
			case u.loadoutOnly:
				if !refuse(problem{upgrade: k, card: u.name, msg: "comes only in a pilot's standard loadout"}) {
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
			if !refuse(problem{upgrade: index[bad], card: cards[bad].name, msg: msg}) {
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

// loadoutOf returns the cards of p's standard loadout, which the ship
// always carries whole. The given ids may name any part of it (each card
// at most as often as the loadout has it); every other id is refused
// (refuse returning false stops: nil cards). The ids come back in the
// given order, then the rest of the loadout in its order.
func (set *Set) loadoutOf(p *pilotCard, ids []string, refuse func(problem) bool) ([]*upgradeCard, []string) {
	loadout := set.Loadout(p.id)
	left := append([]string(nil), loadout...)
	var out []string
	for k, id := range ids {
		i := indexOfString(left, id)
		if i < 0 {
			pr := problem{upgrade: k, msg: "not in " + p.name + "'s standard loadout (" + set.cardNames(loadout) + ")"}
			if u := set.findUpgrade(id); u != nil {
				pr.card = u.name
			} else {
				pr.msg = set.unknownIn("upgrade", id) + ", " + pr.msg
			}
			if !refuse(pr) {
				return nil, nil
			}
			continue
		}
		out = append(out, id)
		left = append(left[:i:i], left[i+1:]...)
	}
	out = append(out, left...)
	cards := make([]*upgradeCard, len(out))
	for i, id := range out {
		cards[i] = set.loadoutCard(id) // every loadout id has one: Load makes sure
	}
	return cards, out
}

// cardNames names upgrade ids as the cards print them, comma-separated.
func (set *Set) cardNames(ids []string) string {
	names := make([]string, len(ids))
	for i, id := range ids {
		names[i] = set.loadoutCard(id).name
	}
	return strings.Join(names, ", ")
}

// shipWords names catalog ship id as players do ("T-65 X-wing"), or gives
// the id when it is none.
func shipWords(id string) string {
	if m, ok := core.LookupShip(id); ok && m.Name != "" {
		return m.Name
	}
	return id
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
