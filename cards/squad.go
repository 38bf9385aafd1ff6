package cards

import (
	"strconv"

	"github.com/xwing-arcs/arcs/core"
	"github.com/xwing-arcs/arcs/internal/quote"
)

// Options places a squad read from XWS.
type Options struct {
	// Ruleset is the ruleset whose cards the squad is read with; empty
	// means the one the XWS says or hints at (RulesetOf).
	Ruleset core.Ruleset
	// Team is every ship's team; empty means the squad's faction.
	Team string
	// Edge is the player's board edge: "bottom" (the default) or "top".
	Edge string
	// BoardWidth is the board's width in mm: 0 means 914.4 (3 ft); an
	// Epic board is 1828.8.
	BoardWidth float64
	// Lenient reads what it can of a list and says what it left out
	// (Roster.Warnings) instead of failing: what a page importing a
	// player's list wants, as squad builders may know cards newer than
	// these tables, and let through what their own rules allow. Unknown
	// and illegal upgrades are left out; a ship whose pilot is unknown
	// but whose ship is a catalog ship is kept as that ship; a pilot of
	// another faction is kept.
	Lenient bool
	// TakenIDs are ship ids already on the board: the squad's ids avoid
	// them (the engine tells ships apart by id).
	TakenIDs []string
}

// Roster is a squad read from XWS, its ships armed and placed.
type Roster struct {
	// Faction is the squad's faction as an XWS id, however the XWS wrote
	// it (FactionOf).
	Name, Faction string
	// Ruleset is the ruleset the squad was read under.
	Ruleset core.Ruleset
	Ships   []ArmedShip
	// Obstacles are the XWS's obstacle names, as given (at most
	// MaxObstacles).
	Obstacles []string
	// Warnings say what was read differently from what the XWS says,
	// what Lenient left out, and which ships found no room in the setup
	// area.
	Warnings []Warning
}

// Warning is a piece of the squad left out or read another way, and why,
// worded as a player reads it: "Luke Skywalker: Proton Torpedoes: no free
// torpedo slot".
type Warning struct {
	// Path is the XWS field concerned, e.g. "pilots[2].upgrades.torpedo[0]".
	Path    string
	Message string
}

// Squad reads squad x under o.Ruleset (else RulesetOf(x)), its faction
// by id or by name (FactionOf; Roster.Faction is the id): each pilot
// becomes a ship armed as Set.Arm arms it, with a unique id (the pilot's
// name, numbered when names repeat), the team, and a place in the setup
// area of its edge (see place). Slot keys are hints only: each upgrade is
// known by its id, wherever it is listed.
//
// The error is a *NotLoadedError when the ruleset's cards are not loaded,
// else a *core.FieldError with the XWS path, e.g.
// "pilots[2].upgrades.torpedo[0]: Luke Skywalker: Proton Torpedoes: no
// free torpedo slot": a malformed squad (no faction, an unknown faction,
// too many pilots), or, unless lenient, an unknown ruleset, pilot or
// upgrade, a pilot of another faction or on another ship, or an upgrade
// Arm refuses.
func Squad(x XWS, o Options) (Roster, error) {
	if err := o.validate(); err != nil {
		return Roster{}, err
	}
	r := Roster{Name: x.Name}
	warn := func(path, msg string) { r.Warnings = append(r.Warnings, Warning{Path: path, Message: msg}) }
	// refuse fails the import with msg, or (lenient) warns with msg and
	// then, what was done instead ("left out", "kept as ...").
	refuse := func(path, msg, instead string) error {
		if !o.Lenient {
			return &core.FieldError{Field: path, Msg: msg}
		}
		if instead != "" {
			msg += ": " + instead
		}
		warn(path, msg)
		return nil
	}
	r.Ruleset = o.Ruleset
	if r.Ruleset == "" {
		var ok bool
		r.Ruleset, ok = RulesetOf(x)
		if !ok {
			if err := refuse("ruleset", "unknown ruleset "+quote.String(x.Ruleset)+` (want "xwa", "amg" or "legacy")`, "read as "+r.Ruleset.Name()); err != nil {
				return Roster{}, err
			}
		}
	}
	set, err := For(r.Ruleset)
	if err != nil {
		return Roster{}, err
	}
	// A faction's display name ("Separatist Alliance") is read as its id.
	var known bool
	r.Faction, known = FactionOf(x.Faction)
	faction, _ := factionIndex(r.Faction)
	switch {
	case x.Faction == "":
		return Roster{}, &core.FieldError{Field: "faction", Msg: "missing"}
	case !known:
		return Roster{}, &core.FieldError{Field: "faction", Msg: "unknown faction " + quote.String(x.Faction)}
	case len(x.Pilots) > MaxPilots:
		return Roster{}, &core.FieldError{Field: "pilots", Msg: "want at most " + strconv.Itoa(MaxPilots) + " pilots, got " + strconv.Itoa(len(x.Pilots))}
	}
	if err := checkKeys(x); err != nil {
		return Roster{}, err
	}
	r.Obstacles = x.Obstacles[:min(len(x.Obstacles), MaxObstacles):min(len(x.Obstacles), MaxObstacles)]
	var origin []int   // XWS index of each ship
	var names []string // each ship's name, as a player reads it
	var fielded []fieldedShip
	for i, xp := range x.Pilots {
		path := "pilots[" + strconv.Itoa(i) + "]"
		a, name, paths, err := set.squadShip(xp, path, faction, o.Lenient, refuse, warn)
		if err != nil {
			return Roster{}, err
		}
		if name == "" {
			continue // left out
		}
		r.Ships = append(r.Ships, a)
		origin = append(origin, i)
		names = append(names, name)
		fielded = append(fielded, fieldedShip{path: path, name: name, paths: paths})
	}
	for k := range fielded {
		fielded[k].ship = &r.Ships[k]
	}
	if err := set.squadRules(fielded, refuse); err != nil {
		return Roster{}, err
	}
	team := o.Team
	if team == "" {
		team = r.Faction
	}
	nameShips(r.Ships, names, o.TakenIDs)
	for i := range r.Ships {
		r.Ships[i].Team = team
	}
	for _, k := range place(r.Ships, o) {
		warn("pilots["+strconv.Itoa(origin[k])+"]", names[k]+": no room within range 1 of the "+o.edge()+" edge: placed farther in")
	}
	return r, nil
}

// squadShip reads one XWS pilot at path: its ship, the name a player
// reads it by ("" when it is left out), and the XWS path of each upgrade
// it carries (the pilot's path for a standard loadout's card the list
// doesn't name).
func (set *Set) squadShip(xp XWSPilot, path string, faction int, lenient bool, refuse func(path, msg, instead string) error, warn func(path, msg string)) (ArmedShip, string, []string, error) {
	id, field := xp.ID, ".id"
	if id == "" && xp.Name != "" {
		id, field = xp.Name, ".name"
	}
	p := set.findPilot(id)
	if p == nil {
		msg := "missing"
		if id != "" {
			msg = set.unknownIn("pilot", id)
		}
		if m, ok := core.LookupShip(xp.Ship); ok {
			also := ""
			if countIDs(xp.Upgrades) > 0 {
				also = " or upgrades"
			}
			if err := refuse(path+field, msg, "kept as a "+shipWords(xp.Ship)+" with its primary attacks, without pilot"+also); err != nil {
				return ArmedShip{}, "", nil, err
			}
			// No weapons of its own: the catalog's primaries (core.Ship).
			return ArmedShip{Ship: core.Ship{Model: m.ID}, Upgrades: []string{}}, shipWords(m.ID), nil, nil
		}
		instead := "left out"
		if lenient {
			switch {
			case xp.Ship == "":
				msg += ", with no ship"
			default:
				msg += " on an unknown ship " + quote.String(xp.Ship)
			}
		}
		return ArmedShip{}, "", nil, refuse(path+field, msg, instead)
	}
	if field == ".name" {
		warn(path+".name", p.name+": given by its name "+quote.String(id)+" only (XWS 1): read as its id")
	}
	if int(p.faction) != faction {
		if err := refuse(path+field, p.name+" flies for the "+factionWords(factionID(p.faction))+", not the "+factionWords(factionID(uint8(faction))), "kept"); err != nil {
			return ArmedShip{}, "", nil, err
		}
	}
	// The pilot gives the ship: XWS's ship is a hint, and an id the
	// catalog doesn't know (an older spelling, "tieinterceptor") says
	// nothing against it. Another catalog ship does.
	if _, known := core.LookupShip(xp.Ship); known && !sameShip(xp.Ship, p.ship) {
		if err := refuse(path+".ship", p.name+" flies a "+shipWords(p.ship)+", not "+quote.String(xp.Ship), "read as a "+shipWords(p.ship)); err != nil {
			return ArmedShip{}, "", nil, err
		}
	}
	// Every upgrade id in order, with its XWS path; the keys are hints.
	var ids, paths []string
	if xp.Upgrades != nil {
		ids = []string{}
	}
	for _, slot := range xp.Upgrades {
		for j, uid := range slot.IDs {
			upath := ".upgrades[" + strconv.Itoa(j) + "]"
			if slot.Slot != "" {
				upath = ".upgrades." + slot.Slot + "[" + strconv.Itoa(j) + "]"
			}
			ids = append(ids, uid)
			paths = append(paths, upath)
		}
	}
	a, probs, ok := set.equip(core.Ship{}, p.id, ids, lenient)
	for _, pr := range probs {
		field := "." + pr.field
		if pr.upgrade >= 0 {
			field = paths[pr.upgrade]
		}
		if err := refuse(path+field, p.name+": "+pr.words(), ""); err != nil {
			return ArmedShip{}, "", nil, err
		}
	}
	if !ok {
		return ArmedShip{}, "", nil, nil
	}
	if a.Upgrades == nil {
		a.Upgrades = []string{}
	}
	return a, p.name, upgradePaths(path, ids, paths, a.Upgrades), nil
}

// checkKeys refuses a squad whose slot keys, or whose ids, hold a name
// JavaScript objects reserve (ReservedKey): "pilots[0].upgrades.__proto__:
// ...". Such a list is malformed (no builder writes one), so it is refused
// even when lenient.
func checkKeys(x XWS) error {
	const why = " is a name JavaScript objects reserve, not a slot, card or pilot"
	for i, xp := range x.Pilots {
		path := "pilots[" + strconv.Itoa(i) + "]"
		for _, f := range [...][2]string{{".id", xp.ID}, {".name", xp.Name}, {".ship", xp.Ship}} {
			if ReservedKey(f[1]) {
				return &core.FieldError{Field: path + f[0], Msg: quote.String(f[1]) + why}
			}
		}
		for _, slot := range xp.Upgrades {
			upath := path + ".upgrades"
			if slot.Slot != "" {
				upath += "." + slot.Slot
				if ReservedKey(slot.Slot) {
					return &core.FieldError{Field: upath, Msg: "the slot key " + quote.String(slot.Slot) + why}
				}
			}
			for j, id := range slot.IDs {
				if ReservedKey(id) {
					return &core.FieldError{Field: upath + "[" + strconv.Itoa(j) + "]", Msg: quote.String(id) + why}
				}
			}
		}
	}
	return nil
}

// upgradePaths returns the XWS path of each upgrade a ship carries: the
// first given id of it not taken yet (paths are the given ids', relative
// to the pilot at path), else the pilot's path.
func upgradePaths(path string, given, paths, carried []string) []string {
	taken := make([]bool, len(given))
	out := make([]string, len(carried))
	for j, id := range carried {
		out[j] = path
		for k, g := range given {
			if !taken[k] && g == id {
				taken[k], out[j] = true, path+paths[k]
				break
			}
		}
	}
	return out
}

func countIDs(slots []XWSSlot) int {
	n := 0
	for _, s := range slots {
		n += len(s.IDs)
	}
	return n
}

func (o Options) validate() error {
	if err := o.Ruleset.Validate(); err != nil {
		return err
	}
	switch o.Edge {
	case "", "bottom", "top":
	default:
		return &core.FieldError{Field: "edge", Msg: `want "bottom" or "top", got ` + quote.String(o.Edge)}
	}
	if !(o.BoardWidth == 0 || o.BoardWidth >= 100 && o.BoardWidth <= core.MaxCoordinate) {
		return &core.FieldError{Field: "boardWidth", Msg: "want a width in mm from 100 to 1e6, got " + strconv.FormatFloat(o.BoardWidth, 'g', -1, 64)}
	}
	return nil
}

func (o Options) edge() string {
	if o.Edge == "" {
		return "bottom"
	}
	return o.Edge
}

// nameShips gives each ship a unique id a player reads: its name (the
// pilot's, or the ship's for a ship without pilot), numbered from 1 when
// several ships (or taken ids) share it.
func nameShips(ships []ArmedShip, names []string, taken []string) {
	used := map[string]bool{}
	for _, t := range taken {
		used[t] = true
	}
	count := map[string]int{}
	for _, n := range names {
		count[n]++
	}
	for i := range ships {
		name := names[i]
		id := name
		if count[name] > 1 || used[id] {
			for n := 1; ; n++ {
				id = name + " " + strconv.Itoa(n)
				if !used[id] {
					break
				}
			}
		}
		used[id] = true
		ships[i].ID = id
	}
}
