package cards

import "github.com/xwing-arcs/arcs/core"

// SlotUse is one slot of a ship and what fills it.
type SlotUse struct {
	// Slot is the slot kind, an XWS upgrade key ("torpedo", "hardpoint").
	Slot string
	// Upgrade is the id of the upgrade in the slot; "" when it is free.
	Upgrade string
}

// Slots lists the slots of a ship flown by pilot with upgrades (a loadout
// Arm accepts, in its order): the pilot's slots in the card's order, then
// those the upgrades add, less those they remove, each with the upgrade
// the slot rules put in it (firstRefused: in order, a cannon, torpedo or
// missile in its own slot when one is free, else in a Weapon Hardpoint).
// A pilot with a standard loadout has no slots of its own: each of its
// cards fills the slots it takes. An unknown pilot has none (nil); an
// unknown upgrade is in no slot, nor is any from the first one
// the rules refuse on.
func (set *Set) Slots(pilot string, upgrades []string) []SlotUse {
	p := set.findPilot(pilot)
	if p == nil {
		return nil
	}
	out := []SlotUse{}
	var cards []*upgradeCard
	for _, id := range upgrades {
		if u := set.loadoutCard(id); u != nil {
			cards = append(cards, u)
		}
	}
	if p.loadout != "" {
		for _, u := range cards {
			for j := 0; j < len(u.slots); j++ {
				out = append(out, SlotUse{slotName(u.slots[j]), u.id})
			}
		}
		return out
	}
	var order []byte // slot kinds, as first met on the pilot, then on what the upgrades add
	var met [numSlots]bool
	meet := func(s byte) {
		if !met[s] {
			met[s] = true
			order = append(order, s)
		}
	}
	for i := 0; i < len(p.slots); i++ {
		meet(p.slots[i])
	}
	for _, u := range cards {
		for i := 0; i+1 < len(u.grantSlots); i += 2 {
			meet(u.grantSlots[i])
		}
	}
	model, _ := core.LookupShip(p.ship)
	sc := newShipContext(p, model, cards)
	var in [numSlots][]string
	// A loadout Arm refuses fills slots up to its first refused card.
	sc.fill(func(i, s int) { in[s] = append(in[s], cards[i].id) })
	for _, s := range order {
		for k := 0; k < sc.avail[s]; k++ {
			u := ""
			if k < len(in[s]) {
				u = in[s][k]
			}
			out = append(out, SlotUse{slotName(s), u})
		}
	}
	return out
}
