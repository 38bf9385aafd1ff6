package cards

import (
	"strings"
	"sync"

	"github.com/xwing-arcs/arcs/core"
	"github.com/xwing-arcs/arcs/internal/xwsid"
)

// The tables are decoded from the constants of cards_data.go on first
// use: a few blobs cost the WebAssembly module far less than a string
// header per field, and decoding both tables takes well under a
// millisecond (a squad is loaded, not drawn every frame).
var (
	decodeOnce   sync.Once
	pilotCards   []pilotCard   // sorted by id
	upgradeCards []upgradeCard // sorted by id, then side
)

// pilotTable returns every pilot, sorted by id.
func pilotTable() []pilotCard {
	decodeOnce.Do(decodeTables)
	return pilotCards
}

// upgradeTable returns every upgrade card side, sorted by id, then side.
func upgradeTable() []upgradeCard {
	decodeOnce.Do(decodeTables)
	return upgradeCards
}

func decodeTables() {
	catalog := core.Catalog()
	ids, names, captions, slots := lines(pilotIDs), lines(pilotNames), lines(pilotCaptions), chunks(pilotSlots)
	attacks, actions, keywords, loadouts := chunks(pilotAttackDict), lines(pilotActionDict), lines(pilotKeywordDict), lines(pilotLoadoutDict)
	pilotCards = make([]pilotCard, len(ids))
	prev := ""
	for i := range pilotCards {
		ship := catalog[pilotShips[i]].ID
		prev = xwsid.Decode(ids[i], names[i], ship, prev)
		pilotCards[i] = pilotCard{
			id: prev, name: names[i], caption: captions[i], ship: ship,
			faction: pilotFactions[i] & 15, force: pilotFactions[i] >> 4, initiative: pilotInitiatives[i],
			slots: slots[i], attacks: attacks[pilotAttacks[i]], actions: actions[pilotActions[i]],
			keywords: keywords[pilotKeywords[i]], loadout: loadouts[pilotLoadouts[i]],
		}
	}

	ids, names = lines(upgradeIDs), lines(upgradeNames)
	slots, attacks = chunks(upgradeSlotDict), chunks(upgradeAttackDict)
	grantSlots, grantAttacks := chunks(upgradeGrantSlotDict), chunks(upgradeGrantAttackDict)
	actions, restrictions := lines(upgradeGrantActionDict), lines(upgradeRestrictionDict)
	upgradeCards = make([]upgradeCard, len(ids))
	prev = ""
	for i := range upgradeCards {
		prev = xwsid.Decode(ids[i], names[i], "", prev)
		upgradeCards[i] = upgradeCard{
			id: prev, name: names[i], side: upgradeSides[i], kind: upgradeKinds[i],
			slots: slots[upgradeSlots[i]], attack: attackOf(attacks[upgradeAttacks[i]]),
			grantArc: upgradeGrantArcs[i], grantSlots: grantSlots[upgradeGrantSlots[i]],
			grantAttack:  attackOf(grantAttacks[upgradeGrantAttacks[i]]),
			grantActions: actions[upgradeGrantActions[i]], restrictions: restrictions[upgradeRestrictions[i]],
			loadoutOnly: upgradeLoadoutOnly[i] == 1,
		}
	}
}

// lines splits a column of '\n'-terminated entries.
func lines(col string) []string {
	return strings.Split(col[:len(col)-1], "\n")
}

// chunks splits a column of entries each preceded by its length.
func chunks(col string) []string {
	var out []string
	for len(col) > 0 {
		n := int(col[0]) + 1
		out = append(out, col[1:n])
		col = col[n:]
	}
	return out
}

// attackOf reads an attack stored as (arc, value, min range, max range,
// ordnance) bytes, of which the last three may be left out.
func attackOf(b string) attack {
	var a [5]byte
	copy(a[:], b)
	return attack{arc: a[0], value: a[1], minRange: a[2], maxRange: a[3], ordnance: a[4] == 1}
}
