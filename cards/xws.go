package cards

import (
	"github.com/xwing-arcs/arcs/internal/quote"
	"strconv"

	"github.com/xwing-arcs/arcs/core"
)

// MaxPilots bounds the pilots of one squad (API.md: at most 1000).
const MaxPilots = 1000

// XWS is a squad in the community's squad format, version 2. Fields XWS
// defines that the engine does not need (points, vendor, ...) are left to
// whoever decodes it to ignore.
type XWS struct {
	Name    string     `json:"name,omitempty"`
	Faction string     `json:"faction"`
	Pilots  []XWSPilot `json:"pilots"`
}

// XWSPilot is one ship of a squad.
type XWSPilot struct {
	// ID is the pilot's xws id. Name is the same id under its XWS 1
	// spelling, read when ID is empty.
	ID   string `json:"id"`
	Name string `json:"name,omitempty"`
	// Ship is the ship's xws id; optional, but it must agree with the
	// pilot's.
	Ship string `json:"ship,omitempty"`
	// Upgrades lists the upgrade ids by slot, in the order given (a JSON
	// object's key order). Nil means none were given: a pilot with a
	// standard loadout then carries it.
	Upgrades []XWSSlot `json:"-"`
}

// XWSSlot is one key of an XWS upgrades object: a slot and the upgrades
// listed under it.
type XWSSlot struct {
	Slot string
	IDs  []string
}

// Options places a squad read from XWS.
type Options struct {
	// Team is every ship's team; empty means the squad's faction.
	Team string
	// Edge is the player's board edge: "bottom" (the default) or "top".
	Edge string
	// BoardWidth is the board's width in mm: 0 means 914.4 (3 ft); an
	// Epic board is 1828.8.
	BoardWidth float64
	// Lenient leaves out unknown pilots, unknown upgrades and upgrades a
	// ship can't carry, and lists each in Roster.Warnings, instead of
	// failing: what a page importing a player's list wants, as squad
	// builders may know cards newer than these tables.
	Lenient bool
	// TakenIDs are ship ids already on the board: the squad's ids avoid
	// them (the engine tells ships apart by id).
	TakenIDs []string
}

// Roster is a squad read from XWS, its ships armed and placed.
type Roster struct {
	Name, Faction string
	Ships         []ArmedShip
	// Warnings say what Lenient left out, and which ships found no room
	// in the setup area.
	Warnings []Warning
}

// Warning is a piece of the squad left out or changed, and why.
type Warning struct {
	// Path is the XWS field concerned, e.g. "pilots[2].upgrades.torpedo[0]".
	Path    string
	Message string
}

// Squad reads squad x: each pilot becomes a ship armed as Arm arms it,
// with a unique id (the pilot's name, numbered when names repeat), the
// team, and a place in the setup area of its edge (see place). The error
// is a *core.FieldError with the XWS path, e.g.
// "pilots[2].upgrades.torpedo[0]: unknown upgrade \"...\"": a malformed
// squad (no faction, too many pilots, a pilot without id), or, unless
// lenient, an unknown pilot or upgrade, an upgrade under a slot key it
// doesn't take, a pilot of another faction, or an upgrade Arm refuses.
func Squad(x XWS, o Options) (Roster, error) {
	r := Roster{Name: x.Name, Faction: x.Faction}
	if err := o.validate(); err != nil {
		return Roster{}, err
	}
	faction := -1
	for i, n := range factionNames {
		if n == x.Faction {
			faction = i
		}
	}
	switch {
	case x.Faction == "":
		return Roster{}, &core.FieldError{Field: "faction", Msg: "missing"}
	case faction < 0:
		return Roster{}, &core.FieldError{Field: "faction", Msg: "unknown faction " + quote.String(x.Faction)}
	case len(x.Pilots) > MaxPilots:
		return Roster{}, &core.FieldError{Field: "pilots", Msg: "want at most " + strconv.Itoa(MaxPilots) + " pilots, got " + strconv.Itoa(len(x.Pilots))}
	}
	var origin []int // XWS index of each ship
	for i, xp := range x.Pilots {
		path := "pilots[" + strconv.Itoa(i) + "]"
		refuse := func(field, msg string) error {
			if !o.Lenient {
				return &core.FieldError{Field: path + field, Msg: msg}
			}
			r.Warnings = append(r.Warnings, Warning{Path: path + field, Message: msg})
			return nil
		}
		id := xp.ID
		if id == "" {
			id = xp.Name
		}
		if id == "" {
			return Roster{}, &core.FieldError{Field: path + ".id", Msg: "missing"}
		}
		p := findPilot(id)
		switch {
		case p == nil:
			if err := refuse(".id", "unknown pilot "+quote.String(id)+": left out"); err != nil {
				return Roster{}, err
			}
			continue
		case int(p.faction) != faction:
			if err := refuse(".id", "pilot "+quote.String(id)+" flies for "+factionNames[p.faction]+", not "+x.Faction+": left out"); err != nil {
				return Roster{}, err
			}
			continue
		}
		// The upgrades in order, with their XWS paths; those under a slot
		// key they can't take are refused here, as Arm sees no keys.
		var ids, paths []string
		if xp.Upgrades != nil {
			ids = []string{}
		}
		for _, slot := range xp.Upgrades {
			_, known := slotIndex(slot.Slot)
			for j, uid := range slot.IDs {
				upath := ".upgrades." + slot.Slot + "[" + strconv.Itoa(j) + "]"
				if u := findUpgrade(uid); known && u != nil && !u.takes(slot.Slot) {
					if err := refuse(upath, quote.String(uid)+" goes in a "+u.firstSlot()+" slot, not "+slot.Slot); err != nil {
						return Roster{}, err
					}
					continue
				} else if !known {
					if err := refuse(".upgrades."+slot.Slot, "unknown slot "+quote.String(slot.Slot)); err != nil {
						return Roster{}, err
					}
					break
				}
				ids = append(ids, uid)
				paths = append(paths, upath)
			}
		}
		a, probs, ok := equip(core.Ship{Model: xp.Ship}, id, ids, o.Lenient)
		for _, pr := range probs {
			field := "." + pr.field
			switch {
			case pr.upgrade >= 0:
				field = paths[pr.upgrade]
			case pr.field == "pilot":
				field = ".id"
			}
			msg := pr.msg
			if o.Lenient {
				msg += ": left out"
				if pr.field == "upgrades" && ok {
					msg = pr.msg + ": carried all the same"
				}
			}
			if err := refuse(field, msg); err != nil {
				return Roster{}, err
			}
		}
		if !ok {
			continue
		}
		r.Ships = append(r.Ships, a)
		origin = append(origin, i)
	}
	team := o.Team
	if team == "" {
		team = x.Faction
	}
	nameShips(r.Ships, o.TakenIDs)
	for i := range r.Ships {
		r.Ships[i].Team = team
	}
	for _, k := range place(r.Ships, o) {
		r.Warnings = append(r.Warnings, Warning{
			Path:    "pilots[" + strconv.Itoa(origin[k]) + "]",
			Message: "no room within range 1 of the " + o.edge() + " edge: placed farther in",
		})
	}
	return r, nil
}

func (o Options) validate() error {
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

// nameShips gives each ship a unique id a player reads: its pilot's name,
// numbered from 1 when several ships (or taken ids) share it.
func nameShips(ships []ArmedShip, taken []string) {
	used := map[string]bool{}
	for _, t := range taken {
		used[t] = true
	}
	count := map[string]int{}
	for i := range ships {
		count[findPilot(ships[i].Pilot).name]++
	}
	for i := range ships {
		name := findPilot(ships[i].Pilot).name
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

// ToXWS returns the squad of ships: each ship's pilot, its ship and its
// upgrades under the slot keys they take, so that Squad(ToXWS(ships))
// gives every ship the same pilot and the same upgrades, counted with
// repeats, in whatever order they come (a legal ship stays legal in any
// order: slots and restrictions count every upgrade it carries).
//
// The order rule: an XWS key appears once, so upgrades are grouped by
// key. An upgrade goes under the key of the upgrade before it when it
// takes that slot too, else under its first slot's key; keys come in the
// order of their first upgrade, and upgrades keep their order within a
// key. So the order survives whenever a ship's upgrades already come
// grouped, as Squad gives them; otherwise the round trip gives them
// grouped. The error, a *core.FieldError, names a ship without a known
// pilot ("ships[k].pilot"), of another faction than the first ship's, or
// an unknown upgrade ("ships[k].upgrades[j]").
func ToXWS(ships []ArmedShip) (XWS, error) {
	x := XWS{Pilots: []XWSPilot{}}
	for k, s := range ships {
		path := "ships[" + strconv.Itoa(k) + "]"
		p := findPilot(s.Pilot)
		if p == nil {
			return XWS{}, &core.FieldError{Field: path + ".pilot", Msg: "unknown pilot " + quote.String(s.Pilot)}
		}
		if k == 0 {
			x.Faction = factionNames[p.faction]
		} else if factionNames[p.faction] != x.Faction {
			return XWS{}, &core.FieldError{Field: path + ".pilot", Msg: "pilot " + quote.String(s.Pilot) + " flies for " + factionNames[p.faction] + ", not " + x.Faction}
		}
		xp := XWSPilot{ID: p.id, Ship: p.ship}
		for j, id := range s.Upgrades {
			u := findUpgrade(id)
			if u == nil {
				return XWS{}, &core.FieldError{Field: path + ".upgrades[" + strconv.Itoa(j) + "]", Msg: "unknown upgrade " + quote.String(id)}
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
