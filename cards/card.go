// Package cards knows every second-edition pilot and upgrade card (the
// contract's data/pilots.tsv and data/upgrades.tsv) and turns a player's
// choices into ships the core engine measures: Arm equips one ship and
// checks that it may carry its upgrades, Squad reads a whole squad in XWS
// and places it on the board, ToXWS writes one back.
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
)

// The tables themselves (cards_data.go) are generated from
// internal/cardstsv/pilots.tsv and upgrades.tsv, copies of the contract's
// data/, as compact columns that table.go decodes on first use: they cost
// the WebAssembly module far less than the TSV parser, or than static
// structs with a string header per field.
//
//go:generate go run ../cmd/gencards -o cards_data.go

// numSlots is the number of slot kinds; a slot is an index in slotNames.
const numSlots = len(slotNames)

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
	// slots holds one slot index per slot, sorted (only the count of
	// each kind matters).
	slots string
	// attacks holds the primary attacks as (arc index, value) byte pairs;
	// empty means the ship's.
	attacks string
	// actions is the action bar as pilots.tsv prints it ("focus; barrel
	// roll > lock red").
	actions string
	// keywords and loadout are "; "-separated lists.
	keywords, loadout string
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
	// slots holds one slot index per slot it occupies.
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
}

// findPilot returns the pilot with xws id id, or nil.
func findPilot(id string) *pilotCard {
	ps := pilotTable()
	lo, hi := 0, len(ps)
	for lo < hi {
		m := int(uint(lo+hi) >> 1)
		if ps[m].id < id {
			lo = m + 1
		} else {
			hi = m
		}
	}
	if lo < len(ps) && ps[lo].id == id {
		return &ps[lo]
	}
	return nil
}

// findUpgrade returns the upgrade card with xws id id, side 1 up, or nil.
func findUpgrade(id string) *upgradeCard {
	us := upgradeTable()
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

// slotName returns the XWS key of slot index s.
func slotName(s byte) string { return slotNames[s] }

// slotIndex returns the index of the slot kind with XWS key name.
func slotIndex(name string) (int, bool) {
	for i, n := range slotNames {
		if n == name {
			return i, true
		}
	}
	return 0, false
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
// key a squad lists it under.
func (u *upgradeCard) firstSlot() string { return slotName(u.slots[0]) }

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
