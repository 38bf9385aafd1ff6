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

// factionAliases are the other names squad builders and players write a
// faction by, as factionKey folds them: XWS 1's short ids ("rebel",
// "imperial", "scum") and the words the factions go by. Display names
// ("Separatist Alliance", "Scum & Villainy") fold to the ids themselves.
var factionAliases = [...][2]string{
	{"rebel", "rebelalliance"}, {"rebels", "rebelalliance"},
	{"imperial", "galacticempire"}, {"empire", "galacticempire"},
	{"scum", "scumandvillainy"},
	{"republic", "galacticrepublic"},
	{"separatist", "separatistalliance"}, {"separatists", "separatistalliance"},
}

// FactionOf returns the XWS id of the faction a squad names: its XWS id,
// or how players and builders write it ("Separatist Alliance", "Scum &
// Villainy", "Galactic Republic", XWS 1's "rebel"), in any case, spacing
// and punctuation. ok is false when name is no faction.
func FactionOf(name string) (id string, ok bool) {
	if i, ok := factionIndex(name); ok {
		return factionID(uint8(i)), true
	}
	key := factionKey(name)
	for _, a := range factionAliases {
		if a[0] == key {
			return a[1], true
		}
	}
	if i, ok := factionIndex(key); ok {
		return factionID(uint8(i)), true
	}
	return "", false
}

// factionKey folds a faction's name to the letters of its id: lower case,
// "&" read as "and", everything but letters dropped ("Scum & Villainy"
// -> "scumandvillainy").
func factionKey(name string) string {
	var b strings.Builder
	for i := 0; i < len(name) && b.Len() <= 32; i++ {
		c := name[i]
		switch {
		case c >= 'a' && c <= 'z':
			b.WriteByte(c)
		case c >= 'A' && c <= 'Z':
			b.WriteByte(c + 'a' - 'A')
		case c == '&':
			b.WriteString("and")
		}
	}
	return b.String()
}

// factionWords returns how a player names the faction with XWS id id, or
// id itself when it is none.
func factionWords(id string) string {
	if i, ok := factionIndex(id); ok {
		return factionNames[i][1]
	}
	return id
}
