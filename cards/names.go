package cards

import "strings"

// The vocabulary every ruleset's cards are written in: slot kinds and
// factions, as XWS ids. A card file that names another is refused (a file
// made for a newer engine): the engine words its messages with these
// names.

// slotNames are the slot kinds (XWS upgrade keys), sorted; a slot is an
// index here.
var slotNames = [...]string{"astromech", "cannon", "cargo", "command", "configuration", "crew", "device",
	"force-power", "gunner", "hardpoint", "hyperdrive", "illicit", "missile", "modification", "sensor",
	"tactical-relay", "talent", "team", "tech", "title", "torpedo", "turret"}

// numSlots is the number of slot kinds.
const numSlots = len(slotNames)

// factionNames are the factions (XWS ids) and how players name them; a
// faction is an index here.
var factionNames = [...][2]string{
	{"firstorder", "First Order"}, {"galacticempire", "Galactic Empire"}, {"galacticrepublic", "Galactic Republic"},
	{"rebelalliance", "Rebel Alliance"}, {"resistance", "Resistance"}, {"scumandvillainy", "Scum and Villainy"},
	{"separatistalliance", "Separatist Alliance"},
}

// slotName returns the XWS key of slot index s.
func slotName(s byte) string { return slotNames[s] }

// slotWords returns how a player names slot index s: "torpedo", "force
// power", "tactical relay".
func slotWords(s byte) string { return strings.ReplaceAll(slotNames[s], "-", " ") }

// slotIndex returns the index of the slot kind with XWS key name.
func slotIndex(name string) (int, bool) {
	for i, n := range slotNames {
		if n == name {
			return i, true
		}
	}
	return 0, false
}

// factionID returns the XWS id of faction index f.
func factionID(f uint8) string { return factionNames[f][0] }

// factionIndex returns the index of the faction with XWS id id.
func factionIndex(id string) (int, bool) {
	for i, n := range factionNames {
		if n[0] == id {
			return i, true
		}
	}
	return 0, false
}

// factionWords returns how a player names the faction with XWS id id, or
// id itself when it is none.
func factionWords(id string) string {
	if i, ok := factionIndex(id); ok {
		return factionNames[i][1]
	}
	return id
}
