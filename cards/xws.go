package cards

import (
	"strconv"
	"strings"

	"github.com/xwing-arcs/arcs/core"
	"github.com/xwing-arcs/arcs/internal/cardformat"
	"github.com/xwing-arcs/arcs/internal/quote"
)

// MaxPilots bounds the pilots of one squad (API.md: at most 1000).
const MaxPilots = 1000

// MaxObstacles bounds the obstacle names a squad's answer carries: a game
// has three, an Epic one a few more.
const MaxObstacles = 6

// XWS is a squad in the community's squad format, version 2, as squad
// builders export it. Fields XWS defines that the engine does not need
// (points, description, ...) are left to whoever decodes it to ignore.
type XWS struct {
	Name    string
	Faction string
	// Ruleset is the "ruleset" field as given ("XWA", "legacy", ...), and
	// Builder the name a "vendor" entry gives its builder ("YASB 2.0"):
	// what says or hints under which ruleset the list is flown (RulesetOf).
	Ruleset, Builder string
	// Obstacles are the obstacle names the list brings, as given.
	Obstacles []string
	Pilots    []XWSPilot
}

// XWSPilot is one ship of a squad.
type XWSPilot struct {
	// ID is the pilot's xws id. Name is the same id under its XWS 1
	// spelling, read when ID is empty.
	ID   string
	Name string
	// Ship is the ship's xws id; optional. It keeps a ship whose pilot is
	// unknown (Options.Lenient).
	Ship string
	// Upgrades lists the upgrade ids by slot key, in the order given (a
	// JSON object's key order); a flat array of ids is one entry with an
	// empty Slot. The keys are hints only: an upgrade is known by its id.
	// Nil means none were given: a pilot with a standard loadout then
	// carries it (as it does whatever is given).
	Upgrades []XWSSlot
}

// XWSSlot is one key of an XWS upgrades object: a slot key and the
// upgrades listed under it ("" for a flat array of ids).
type XWSSlot struct {
	Slot string
	IDs  []string
}

// reservedKeys are the names JavaScript objects answer for without
// holding them (Object.prototype's members, and a function's
// "prototype"): a key of these in a list a page or builder turns back into
// an object (its slot keys) would reach the prototype, not a slot. A squad
// holding one is refused (Squad), strict or lenient.
var reservedKeys = [...]string{"__proto__", "constructor", "prototype", "hasOwnProperty", "isPrototypeOf",
	"propertyIsEnumerable", "toLocaleString", "toString", "valueOf", "__defineGetter__", "__defineSetter__",
	"__lookupGetter__", "__lookupSetter__"}

// ReservedKey reports whether key is a name JavaScript objects reserve
// (reservedKeys), which no slot key, id or name of a squad may be.
func ReservedKey(key string) bool {
	for _, k := range reservedKeys {
		if k == key {
			return true
		}
	}
	return false
}

// RulesetOf returns the ruleset squad x says or hints it is flown under
// (data/README.md): its Ruleset field, case-insensitive ("XWA", "AMG",
// "legacy"); else a builder named "YASB 2.0" (the 2.0 Legacy builder,
// also once called "Yet Another Squad Builder 2.0") means 2.0 Legacy, and
// a builder whose name says XWA ("YASB - X-Wing 2.5 XWA") X-Wing
// Alliance; else X-Wing Alliance. ok is false when the Ruleset field
// names none of the three (the answer is then what the builder hints,
// else XWA).
func RulesetOf(x XWS) (r core.Ruleset, ok bool) {
	ok = true
	if x.Ruleset != "" {
		for _, r := range core.Rulesets() {
			if cardformat.EqualFoldASCII(x.Ruleset, string(r)) {
				return r, true
			}
		}
		ok = false
	}
	if r, hinted := builderRuleset(x.Builder); hinted {
		return r, ok
	}
	return core.XWA, ok
}

// RulesetSaid reports whether squad x says or hints its ruleset (its
// Ruleset field, or its builder's name: RulesetOf), so that RulesetOf's
// answer is the list's word and not the default.
func RulesetSaid(x XWS) bool {
	_, hinted := builderRuleset(x.Builder)
	return x.Ruleset != "" || hinted
}

// builderRuleset is the ruleset a builder's name hints at, if any.
func builderRuleset(b string) (core.Ruleset, bool) {
	if cardformat.EqualFoldASCII(b, "yasb 2.0") || cardformat.EqualFoldASCII(b, "yet another squad builder 2.0") {
		return core.Legacy, true
	}
	for _, w := range strings.FieldsFunc(b, func(c rune) bool { return !('a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9') }) {
		if cardformat.EqualFoldASCII(w, "xwa") {
			return core.XWA, true
		}
	}
	return "", false
}

// ToXWS returns the squad of ships: each ship's pilot, its ship and its
// upgrades under the slot keys they take, so that Squad(ToXWS(ships))
// gives every ship the same pilot and the same upgrades, counted with
// repeats, in whatever order they come (a legal ship stays legal in any
// order: slots and restrictions count every upgrade it carries).
//
// The order rule: an XWS key appears once, so upgrades are grouped by
// key. An upgrade goes under the key of the upgrade before it when it
// takes that slot too, else under its first slot's key (a torpedo in a
// T-70's hardpoint under "torpedo"); keys come in the order of their
// first upgrade, and upgrades keep their order within a key. A loadout
// card the ruleset's data lacks is left out (the pilot carries it all the
// same). The squad's faction is the first pilot's. The error, a
// *core.FieldError, names a ship without a known pilot ("ships[k].pilot"),
// of another faction than the first ship's, or an unknown upgrade
// ("ships[k].upgrades[j]").
func (set *Set) ToXWS(ships []ArmedShip) (XWS, error) { return set.ToXWSAs("", ships) }

// ToXWSAs is ToXWS for a squad read leniently (Squad), which may hold
// what a legal one doesn't, written back as it was read: faction, when
// not empty, is the squad's faction, and its ships may fly for another
// (Squad kept them, with a warning); a ship without pilot (kept as its
// catalog ship) is written with its ship and no id, which Squad reads
// back, leniently, as that ship.
func (set *Set) ToXWSAs(faction string, ships []ArmedShip) (XWS, error) {
	x := XWS{Ruleset: string(set.info.Ruleset), Faction: faction, Pilots: []XWSPilot{}}
	mixed := faction != ""
	for k, s := range ships {
		path := "ships[" + strconv.Itoa(k) + "]"
		if s.Pilot == "" && mixed {
			if _, ok := core.LookupShip(s.Model); ok && len(s.Upgrades) == 0 {
				x.Pilots = append(x.Pilots, XWSPilot{Ship: s.Model})
				continue
			}
		}
		p := set.findPilot(s.Pilot)
		if p == nil {
			return XWS{}, &core.FieldError{Field: path + ".pilot", Msg: set.unknownIn("pilot", s.Pilot)}
		}
		if x.Faction == "" {
			x.Faction = factionID(p.faction)
		} else if !mixed && factionID(p.faction) != x.Faction {
			return XWS{}, &core.FieldError{Field: path + ".pilot", Msg: p.name + " (" + quote.String(s.Pilot) + ") flies for the " +
				factionWords(factionID(p.faction)) + ", not the " + factionWords(x.Faction)}
		}
		xp := XWSPilot{ID: p.id, Ship: p.ship}
		for j, id := range s.Upgrades {
			u := set.findUpgrade(id)
			if u == nil && p.loadout != "" && set.loadoutCard(id) != nil {
				continue
			}
			if u == nil {
				return XWS{}, &core.FieldError{Field: path + ".upgrades[" + strconv.Itoa(j) + "]", Msg: set.unknownIn("upgrade", id)}
			}
			// Stay under the last key when the upgrade takes it.
			key := u.firstSlot()
			if n := len(xp.Upgrades); n > 0 && u.takes(xp.Upgrades[n-1].Slot) {
				key = xp.Upgrades[n-1].Slot
			}
			i := 0
			for i < len(xp.Upgrades) && xp.Upgrades[i].Slot != key {
				i++
			}
			if i == len(xp.Upgrades) {
				xp.Upgrades = append(xp.Upgrades, XWSSlot{Slot: key})
			}
			xp.Upgrades[i].IDs = append(xp.Upgrades[i].IDs, id)
		}
		x.Pilots = append(x.Pilots, xp)
	}
	return x, nil
}
