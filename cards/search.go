package cards

import "strings"

// PilotInfo is what a page shows and searches of a pilot.
type PilotInfo struct {
	// ID is the pilot's xws id; Ship and Faction are xws ids too.
	ID, Name, Caption, Ship, Faction string
	Initiative                       int
	// Limited is how many cards of its name a squad may field (0: any).
	Limited int
}

// UpgradeInfo is what a page shows and searches of an upgrade card.
type UpgradeInfo struct {
	// ID is the card's xws id; Name is side 1's, Back side 2's ("" for a
	// one-sided card).
	ID, Name, Back string
	// Slots are the slot keys it occupies (twice for a two-slot card such
	// as "cannon; cannon").
	Slots []string
	// LoadoutOnly marks cards that come only in standard loadouts: no
	// ship can be given one by hand.
	LoadoutOnly bool
	// Limited is as PilotInfo's.
	Limited int
}

// Pilots returns every pilot, by ship, then faction, then id (as the
// card file lists them). The list is built on each call.
func (s *Set) Pilots() []PilotInfo {
	out := make([]PilotInfo, len(s.pilots))
	for i := range s.pilots {
		p := &s.pilots[i]
		out[i] = PilotInfo{ID: p.id, Name: p.name, Caption: p.caption, Ship: p.ship,
			Faction: factionID(p.faction), Initiative: int(p.initiative), Limited: int(p.limited)}
	}
	return out
}

// Upgrades returns every upgrade card (both sides in one entry), sorted by
// id. Like Pilots, it is built on each call.
func (s *Set) Upgrades() []UpgradeInfo {
	out := make([]UpgradeInfo, 0, len(s.upgrades))
	for i := range s.upgrades {
		u := &s.upgrades[i]
		if u.side == 2 {
			out[len(out)-1].Back = u.name
			continue
		}
		info := UpgradeInfo{ID: u.id, Name: u.name, LoadoutOnly: u.loadoutOnly, Limited: int(u.limited)}
		for j := 0; j < len(u.slots); j++ {
			info.Slots = append(info.Slots, slotName(u.slots[j]))
		}
		out = append(out, info)
	}
	return out
}

// Loadout returns the upgrade ids of pilot's standard loadout, in the
// order printed, or nil when the pilot has none (or is unknown): what it
// carries when given no upgrades.
func (s *Set) Loadout(pilot string) []string {
	p := s.findPilot(pilot)
	if p == nil || p.loadout == "" {
		return nil
	}
	var ids []string
	splitList(p.loadout, func(id string) bool {
		ids = append(ids, id)
		return true
	})
	return ids
}

// PilotName returns the name a pilot's card prints ("" for a pilot these
// cards don't have).
func (s *Set) PilotName(pilot string) string {
	if p := s.findPilot(pilot); p != nil {
		return p.name
	}
	return ""
}

// HasAction reports whether a ship flown by pilot with upgrades can take
// action ("barrel roll", "boost", "cloak"): its pilot's action bar, or
// what one of its upgrades grants, lists it at any difficulty, alone or
// in a link ("focus > barrel roll red" lists a barrel roll). upgrades nil
// means the pilot's standard loadout. known is false for a pilot these
// cards don't have.
func (s *Set) HasAction(pilot string, upgrades []string, action string) (has, known bool) {
	p := s.findPilot(pilot)
	if p == nil {
		return false, false
	}
	if upgrades == nil {
		upgrades = s.Loadout(pilot)
	}
	absent := func(entry string) bool { // false (stop) when entry lists action
		for entry != "" {
			var first string
			first, entry, _ = strings.Cut(entry, " > ")
			if t, _ := actionParts(first); t == action {
				return false
			}
		}
		return true
	}
	if !splitList(p.actions, absent) {
		return true, true
	}
	for _, id := range upgrades {
		if u := s.findUpgrade(id); u != nil && !splitList(u.grantActions, absent) {
			return true, true
		}
	}
	return false, true
}
