// Package cards knows the pilot and upgrade cards of each second-edition
// ruleset (core.Ruleset: X-Wing Alliance, 2.0 Legacy, AMG's 2.5) and
// turns a player's choices into ships the core engine measures: a Set's
// Arm equips one ship and checks that it may carry its upgrades, Squad
// reads a whole squad in XWS and places it on the board, ToXWS writes one
// back.
//
// The cards are not built in: each ruleset's are loaded at run time from
// its card file (Load; cmd/gencards makes the files from the contract's
// tables, package cards/cardfiles embeds them for native programs, the
// page fetches them). Until a ruleset is loaded, For says so with a
// *NotLoadedError.
//
// An upgrade with two sides (a configuration open or closed, a hardpoint
// online or offline) is named by one id and equipped side 1 up: side 1's
// slots, attack, grants and restrictions apply. Side 2 is what the card
// becomes during play, which a range checker does not track; its row is
// kept (UpgradeInfo.Back names it).
package cards

import (
	"strings"

	"github.com/xwing-arcs/arcs/core"
	"github.com/xwing-arcs/arcs/internal/quote"
)

// Force sides, as bits of pilotCard.force.
const (
	forceLight = 1 << iota
	forceDark
)

// pilotCard is one pilot (a row of pilots.tsv).
type pilotCard struct {
	// noCompare spares the module an equality function no code calls.
	_ [0]func()

	id, name, caption, ship string
	faction                 uint8 // index in factionNames
	initiative              uint8
	force                   uint8 // forceLight | forceDark
	// slots holds one slot index per slot, as printed.
	slots string
	// attacks holds the primary attacks as (arc index, value) byte pairs;
	// empty means the ship's.
	attacks string
	// actions is the action bar as pilots.tsv prints it ("focus; barrel
	// roll > lock red").
	actions string
	// keywords and loadout are "; "-separated lists.
	keywords, loadout string
	// limited is how many cards of its name a squad may field (0: any).
	limited uint8
}

// attack is a printed attack: arc index (0: none), value and range span.
type attack struct {
	arc, value, minRange, maxRange uint8
	ordnance                       bool
}

// upgradeCard is one side of an upgrade card (a row of upgrades.tsv).
type upgradeCard struct {
	_ [0]func() // see pilotCard

	id, name string
	side     uint8 // 0 for a one-sided card, else 1 or 2
	kind     uint8 // the card's type, as a slot index
	// slots holds one slot index per slot it occupies; empty only for a
	// loadout card the ruleset's data lacks (see Set.loadoutCard).
	slots  string
	attack attack
	// grantArc is the arc index the ship gains (0: none).
	grantArc uint8
	// grantSlots holds (slot index, int8 change) byte pairs.
	grantSlots string
	// grantAttack adds value to the primary attack in its arc (arc 0: none).
	grantAttack  attack
	grantActions string
	// restrictions is the column as upgrades.tsv prints it (see restrict.go).
	restrictions string
	loadoutOnly  bool
	limited      uint8 // as pilotCard's
}

// arcNames are the second-edition arcs (core.Arcs, tested equal); an arc
// is an index here, 0 for none.
var arcNames = [...]core.Arc{"", core.Front, core.Rear, core.Left, core.Right, core.FullFront, core.FullRear,
	core.Bullseye, core.SingleTurret, core.DoubleTurret}

// A Set is one ruleset's cards, as loaded from its card file. It never
// changes once loaded (a new Load makes a new Set).
type Set struct {
	info     Info
	pilots   []pilotCard // by ship, then faction, then id (the file's order)
	byID     map[string]int32
	upgrades []upgradeCard // sorted by id, then side
	// missing are the cards standard loadouts name that the ruleset's
	// data lacks, known by id alone.
	missing []upgradeCard
}

// Info tells what a Set holds.
func (s *Set) Info() Info { return s.info }

// Ruleset is the ruleset the cards are of.
func (s *Set) Ruleset() core.Ruleset { return s.info.Ruleset }

// findPilot returns the pilot with xws id id, or nil.
func (s *Set) findPilot(id string) *pilotCard {
	if i, ok := s.byID[id]; ok {
		return &s.pilots[i]
	}
	return nil
}

// findUpgrade returns the upgrade card with xws id id, side 1 up, or nil.
func (s *Set) findUpgrade(id string) *upgradeCard {
	us := s.upgrades
	lo, hi := 0, len(us)
	for lo < hi {
		m := int(uint(lo+hi) >> 1)
		if us[m].id < id {
			lo = m + 1
		} else {
			hi = m
		}
	}
	// Sides sort 1 before 2, and a one-sided card has one row.
	if lo < len(us) && us[lo].id == id {
		return &us[lo]
	}
	return nil
}

// loadoutCard returns the card of a standard loadout's id: the table's,
// else a card known by id alone (one the ruleset's data lacks), else nil.
func (s *Set) loadoutCard(id string) *upgradeCard {
	if u := s.findUpgrade(id); u != nil {
		return u
	}
	for i := range s.missing {
		if s.missing[i].id == id {
			return &s.missing[i]
		}
	}
	return nil
}

// unknownIn is the message for an id the ruleset doesn't have, in a
// player's words: "unknown upgrade "r9d9" in AMG 2.5's cards".
func (s *Set) unknownIn(what, id string) string {
	return "unknown " + what + " " + quote.String(id) + " in " + s.info.Ruleset.Name() + "'s cards"
}

// splitList calls f for each item of a "; "-separated list.
func splitList(s string, f func(string) bool) bool {
	for s != "" {
		item, rest, _ := strings.Cut(s, "; ")
		if !f(item) {
			return false
		}
		s = rest
	}
	return true
}

// firstSlot returns the XWS key of the first slot an upgrade occupies: the
// key a squad lists it under ("" for a card known by id alone).
func (u *upgradeCard) firstSlot() string {
	if u.slots == "" {
		return ""
	}
	return slotName(u.slots[0])
}

// takes reports whether u occupies a slot with XWS key name.
func (u *upgradeCard) takes(name string) bool {
	for i := 0; i < len(u.slots); i++ {
		if slotName(u.slots[i]) == name {
			return true
		}
	}
	return false
}

// weapon returns the upgrade's weapon; ok is false when it has no attack.
// Kind is the card's type as a slot key ("torpedo", "hardpoint").
func (u *upgradeCard) weapon() (w core.Weapon, ok bool) {
	a := u.attack
	if a.arc == 0 {
		return core.Weapon{}, false
	}
	return core.Weapon{
		Name: u.name, Arc: arcNames[a.arc], MinRange: int(a.minRange), MaxRange: int(a.maxRange),
		Ordnance: a.ordnance, Kind: slotName(u.kind), Value: int(a.value),
	}, true
}
