package cards

import (
	"strconv"
	"strings"

	"github.com/xwing-arcs/arcs/core"
	"github.com/xwing-arcs/arcs/internal/cardformat"
)

// shipContext is what the legality of one upgrade depends on: the pilot,
// the ship, and the other upgrades it carries (what they grant).
type shipContext struct {
	p     *pilotCard
	size  core.Size
	cards []*upgradeCard
	// primaries are the primary weapons with every granted attack applied.
	primaries []core.Weapon
	// avail counts the slots of each kind: the pilot's, plus those the
	// upgrades grant, minus those they remove.
	avail [numSlots]int
}

func newShipContext(p *pilotCard, model core.CatalogShip, cards []*upgradeCard) *shipContext {
	sc := &shipContext{p: p, size: model.Size, cards: cards}
	var grants []attack
	for i := 0; i < len(p.slots); i++ {
		sc.avail[p.slots[i]]++
	}
	for _, u := range cards {
		if u.grantAttack.arc != 0 {
			grants = append(grants, u.grantAttack)
		}
		for i := 0; i+1 < len(u.grantSlots); i += 2 {
			sc.avail[u.grantSlots[i]] += int(int8(u.grantSlots[i+1]))
		}
	}
	sc.primaries = primaryWeapons(p, model, grants)
	return sc
}

// hardpoint, cannon, torpedo and missile are the slot indices of the
// Weapon Hardpoint rule (in slotNames; tested).
const hardpoint, cannon, torpedo, missile = 9, 1, 20, 12

// firstRefused returns the index of the first upgrade the ship can't
// carry and why, or -1: no free slot, else a restriction it fails. Slots
// are filled in order: an upgrade finds no free slot when those before it
// took them all. Slots added or removed by any upgrade count for all of
// them.
//
// Weapon Hardpoint (data/README.md: the T-70 X-wing's and the M3-A
// Interceptor's ship ability): "one more slot, which takes one cannon, one
// torpedo or one missile upgrade. A cannon, torpedo or missile upgrade
// goes in its own slot when one is free, else in the hardpoint." The same
// holds for a huge ship's hardpoint slots, which also take the Epic
// Hardpoint cards (the public squads' expected answers put an Ion Cannon
// in a Gozanti's). A card that takes two slots of a kind takes them the
// same way, one by one: Barrage Rockets (missile; missile) on a ship with
// one missile slot and a hardpoint takes both, and Synced Laser Cannons
// (cannon; cannon) fit a CR90's two hardpoints (the generated squads of
// the rulesets' own data fly both).
//
// Filling each slot a card needs in its own kind first, then in a
// hardpoint, leaves the same slots over whatever the order of the cards
// (each kind overflows by what it needs beyond its own slots), so a
// legal ship is legal in any order; the order only decides which card a
// message names.
func (sc *shipContext) firstRefused() (int, string) { return sc.fill(nil) }

// fill is firstRefused, telling place (when not nil) each slot kind that
// upgrade cards[i] takes, once per slot: the one reading of the slot and
// hardpoint rules, for legality and for listing a ship's slots (Slots).
func (sc *shipContext) fill(place func(i, slot int)) (int, string) {
	var used [numSlots]int
	for i, u := range sc.cards {
		var need [numSlots]int
		for j := 0; j < len(u.slots); j++ {
			need[u.slots[j]]++
		}
		// Check the whole card before it takes anything.
		var own, inHardpoint [numSlots]int
		// An Epic Hardpoint card's own hardpoint slots come first.
		hardpoints := max(sc.avail[hardpoint]-used[hardpoint], 0)
		own[hardpoint] = min(need[hardpoint], hardpoints)
		hardpoints -= own[hardpoint]
		for s, n := range need {
			if n == 0 {
				continue
			}
			if s != hardpoint {
				own[s] = min(n, max(sc.avail[s]-used[s], 0))
			}
			free := own[s]
			if weaponHardpoint(s) {
				inHardpoint[s] = min(n-own[s], hardpoints)
				hardpoints -= inHardpoint[s]
				free += hardpoints + inHardpoint[s]
			}
			if own[s]+inHardpoint[s] < n {
				if n == 1 || free == 0 {
					return i, "no free " + slotWords(byte(s)) + " slot"
				}
				return i, "needs " + strconv.Itoa(n) + " " + slotWords(byte(s)) + " slots, " + strconv.Itoa(free) + " free"
			}
		}
		for s := range need {
			used[s] += own[s]
			used[hardpoint] += inHardpoint[s]
			for k := 0; place != nil && k < own[s]; k++ {
				place(i, s)
			}
			for k := 0; place != nil && k < inHardpoint[s]; k++ {
				place(i, hardpoint)
			}
		}
		if why := sc.copies(i); why != "" {
			return i, why
		}
		if why := sc.unmet(i); why != "" {
			return i, why
		}
	}
	return -1, ""
}

// copies returns why the ship can't carry upgrade cards[i] besides the
// cards before it and its pilot, or "". The rules of squad building
// (2.0 and 2.5 rules references, "Upgrade cards" and "Limited"): a ship
// equips at most one copy of an upgrade card (by its name), and a squad
// fields no more cards of a name than a limited card's dots allow (the
// tables' limited column), the pilot's card counted too ("Han Solo" the
// crew on Han Solo's ship). Across ships, Squad counts them (rules.go).
func (sc *shipContext) copies(i int) string {
	u := sc.cards[i]
	for _, v := range sc.cards[:i] {
		if v.name == u.name {
			return "a ship carries one copy of an upgrade, and this one carries it already"
		}
	}
	if u.limited == 1 && sc.p.limited > 0 && sc.p.name == u.name {
		return "limited to 1 per squad, and the pilot is " + u.name
	}
	return ""
}

// weaponHardpoint reports whether an upgrade of slot kind s may take a
// hardpoint slot by the Weapon Hardpoint rule.
func weaponHardpoint(s int) bool { return s == cannon || s == torpedo || s == missile }

// unmet returns why upgrade cards[self] fails its restrictions, or "".
// Restriction objects must all hold; inside one, any alternative suffices
// (data/README.md).
func (sc *shipContext) unmet(self int) string {
	why := ""
	splitList(sc.cards[self].restrictions, func(object string) bool {
		var wants []string
		for _, alt := range strings.Split(object, " | ") {
			kind, values, _ := strings.Cut(alt, "=")
			if sc.holds(kind, values, self) {
				return true
			}
			wants = append(wants, describe(kind, values))
		}
		why = "requires " + strings.Join(wants, " or ")
		return false
	})
	return why
}

// holds reports whether one restriction alternative holds for the ship
// carrying cards[self]: one of values matches.
func (sc *shipContext) holds(kind, values string, self int) bool {
	p := sc.p
	for _, v := range strings.Split(values, ",") {
		var ok bool
		switch kind {
		case "factions":
			ok = v == factionID(p.faction)
		case "ships":
			ok = v == p.ship
		case "sizes":
			ok = v == string(sc.size)
		case "arcs":
			ok = sc.hasArc(core.Arc(v), self)
		case "names":
			ok = v == p.name
		case "keywords":
			ok = !splitList(p.keywords, func(k string) bool { return k != v })
		case "force_side":
			ok = v == "light" && p.force&forceLight != 0 || v == "dark" && p.force&forceDark != 0
		case "action":
			ok = sc.hasAction(v, self)
		case "equipped":
			for i, u := range sc.cards {
				ok = ok || i != self && u.takes(v)
			}
		case "non-limited":
			// "non-limited=true": only a pilot without dots (a generic
			// one) may carry it (2.0 Legacy's Dedicated, No Escape). The
			// tables' "non-limited=false" (In It For The Money) says
			// nothing a range checker can hold against a pilot.
			ok = v != "true" || p.limited == 0
		case "initiative":
			// "3 OR LOWER"
			ok, _ = cardformat.Compare(v, int(p.initiative))
		default:
			// The tables hold no facts for shields, energy, agility and
			// shipAbility (a ship's stats and abilities). Solitary and
			// standardized are rules of the squad, not of one ship: Squad
			// holds them (rules.go). Load refuses any other kind.
			ok = true
		}
		if ok {
			return true
		}
	}
	return false
}

// hasArc reports whether the ship has arc a: among its primary attacks,
// or granted (as an arc or a primary attack) by an upgrade other than
// cards[self].
func (sc *shipContext) hasArc(a core.Arc, self int) bool {
	for i := 0; i+1 < len(sc.p.attacks); i += 2 {
		if arcNames[sc.p.attacks[i]] == a {
			return true
		}
	}
	if sc.p.attacks == "" {
		for _, w := range sc.primaries {
			if w.Arc == a {
				return true
			}
		}
	}
	for i, u := range sc.cards {
		if i != self && (arcNames[u.grantArc] == a || arcNames[u.grantAttack.arc] == a) {
			return true
		}
	}
	return false
}

// hasAction reports whether the ship has the action want ("lock", "boost
// red"): on the pilot's action bar or granted by an upgrade other than
// cards[self]. A linked action ("barrel roll > lock red") gives only its
// first action. A difficulty written in the restriction must match
// ("boost red"; "lock white" wants a white lock, which the tables write
// "lock"); none written means any difficulty. The tables write a
// card's "a white lock" and "a lock" alike ("action=lock"): the public
// answers refuse Synchronized Console on a purple lock and Electro-Proton
// Bomb on a red reload, but accept Saturation Salvo and Biohexacrypt
// Codes on a red reload and a red lock, written the same way; the lists
// players flew decide (README, "Choices where the contract is silent").
func (sc *shipContext) hasAction(want string, self int) bool {
	wantType, wantDiff := actionParts(want)
	match := func(entry string) bool {
		first, _, _ := strings.Cut(entry, " > ")
		t, d := actionParts(first)
		if wantDiff == "white" {
			return t != wantType || d != ""
		}
		return t != wantType || wantDiff != "" && d != wantDiff
	}
	if !splitList(sc.p.actions, match) {
		return true
	}
	for i, u := range sc.cards {
		if i != self && !splitList(u.grantActions, match) {
			return true
		}
	}
	return false
}

// actionParts splits "boost red" into the action and its difficulty ("" for
// white, which the tables leave unwritten).
func actionParts(a string) (action, difficulty string) {
	for _, d := range [...]string{"red", "purple", "white"} {
		if t, ok := strings.CutSuffix(a, " "+d); ok {
			return t, d
		}
	}
	return a, ""
}

// wordsOf names each of a restriction's comma-separated values in words,
// joined by "or".
func wordsOf(values string, words func(string) string) string {
	vs := strings.Split(values, ",")
	for i, v := range vs {
		vs[i] = words(v)
	}
	return strings.Join(vs, " or ")
}

// describe says in words what a restriction alternative requires: "faction
// Scum and Villainy", "a small or medium base", "the boost action (red)".
// (One concatenation for all kinds: each costs the module a call.)
func describe(kind, values string) string {
	pre, post := kind+" ", ""
	words := func(s string) string { return s }
	switch kind {
	case "factions":
		pre, words = "faction ", factionWords
	case "ships":
		pre, words = "ship ", shipWords
	case "sizes":
		pre, post = "a ", " base"
	case "arcs":
		pre, post = "a ", " arc"
	case "names":
		pre = "pilot "
	case "keywords":
		pre = "keyword "
	case "force_side":
		pre, post = "the ", " side of the Force"
	case "action":
		t, d := actionParts(values)
		values, pre, post = t, "the ", " action"
		if d != "" {
			post += " (" + d + ")"
		}
	case "equipped":
		pre, post, words = "an equipped ", " upgrade", func(s string) string {
			if i, ok := slotIndex(s); ok {
				return slotWords(byte(i))
			}
			return s
		}
	case "initiative":
		values = strings.ReplaceAll(values, " OR ", " or ") // "3 or lower"
	case "non-limited":
		pre, values = "a non-limited pilot", ""
	}
	return pre + wordsOf(values, words) + post
}
