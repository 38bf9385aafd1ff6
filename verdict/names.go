package verdict

import (
	"strconv"
	"strings"

	"github.com/xwing-arcs/arcs/core"
)

// ShipName names ship i: its label when the caller gave one (the page
// gives its own names), else its id, else its catalog name, else "Ship n".
func ShipName(ships []core.Ship, labels []string, i int) string {
	if i < len(labels) && labels[i] != "" {
		return labels[i]
	}
	if i < 0 || i >= len(ships) {
		return "Ship " + strconv.Itoa(i+1)
	}
	if id := ships[i].ID; id != "" {
		return id
	}
	if m, ok := core.LookupShip(ships[i].Model); ok {
		return m.Name
	}
	return "Ship " + strconv.Itoa(i+1)
}

// ObstacleName names obstacle i as players do: its label when the caller
// gave one, else its id, else its official token's name ("core asteroid
// 5", "gas cloud 2"; "#2" for a second of its type), else "obstacle n".
func ObstacleName(obstacles []core.Obstacle, labels []string, i int) string {
	if i < len(labels) && labels[i] != "" {
		return labels[i]
	}
	if i < 0 || i >= len(obstacles) {
		return "obstacle " + strconv.Itoa(i+1)
	}
	ob := &obstacles[i]
	if ob.ID != "" {
		return ob.ID
	}
	if t, ok := core.LookupToken(ob.Type); ok {
		n := 1 // a second token of the same type is "#2"
		for k := 0; k < i; k++ {
			if obstacles[k].Type == ob.Type && (k >= len(labels) || labels[k] == "") && obstacles[k].ID == "" {
				n++
			}
		}
		if n > 1 {
			return TokenName(t.Name) + " #" + strconv.Itoa(n)
		}
		return TokenName(t.Name)
	}
	return "obstacle " + strconv.Itoa(i+1)
}

// TokenName is a token table's name as players say it: "Core set
// asteroid 5" is "core asteroid 5", "Gas cloud 2" is "gas cloud 2"; names
// that start with a proper name ("Force Awakens asteroid 1") stay.
func TokenName(name string) string {
	if rest, ok := strings.CutPrefix(name, "Core set "); ok {
		return "core " + rest
	}
	if rest, ok := strings.CutPrefix(name, "Gas cloud"); ok {
		return "gas cloud" + rest
	}
	return name
}

// markSets are the obstacle sets players tell apart by a letter and the
// number printed on the token ("A1" is core asteroid 1, "D2" YT-2400
// debris cloud 2, "G4" gas cloud 4); another set of the same kind takes
// its own initials ("FA1" Force Awakens asteroid 1). The prefixes are
// TokenName's words; the last three are the board page's older invented
// shapes ("asteroid 2"), which it names that way.
var markSets = [...]struct{ prefix, mark string }{
	{"core asteroid ", "A"},
	{"core set asteroid ", "A"}, // as an id may spell it
	{"Force Awakens asteroid ", "FA"},
	{"YT-2400 debris cloud ", "D"},
	{"VT-49 Decimator debris cloud ", "VD"},
	{"gas cloud ", "G"},
	{"Pride of Mandalore asteroid ", "PA"},
	{"Pride of Mandalore debris ", "PD"},
	{"asteroid ", "A"},
	{"debris cloud ", "D"},
}

// maxMarkLetters bounds the letters of a mark made of initials: a mark
// is written inside a token a few centimetres wide.
const maxMarkLetters = 3

// Mark is what is written on a token to tell it apart on a board, made
// from its name (TokenName's or ObstacleName's words): a set's letter and
// the token's number ("core asteroid 1" is "A1", "gas cloud 3" is "G3"),
// else the initials of its words ("Proton Bomb" is "PB", "Electro-Proton
// Bomb" "EPB", "DRK-1 Probe Droid" "DRK"; a side in brackets is left
// out); a second token of one type keeps its name's "#2" ("PB#2").
func Mark(name string) string {
	name, nth, _ := strings.Cut(TokenName(name), " #")
	if nth != "" {
		nth = "#" + nth
	}
	for _, s := range markSets {
		if rest, ok := strings.CutPrefix(name, s.prefix); ok && isDigits(rest) {
			return s.mark + rest + nth
		}
	}
	if k := strings.IndexByte(name, '('); k >= 0 {
		name = name[:k]
	}
	var b []byte
	for _, w := range strings.Fields(name) {
		// An all-capitals code before a hyphen is said whole ("DRK-1").
		if code, _, ok := strings.Cut(w, "-"); ok && len(code) > 1 && isUpper(code) {
			b = append(b, code...)
			continue
		}
		for _, part := range strings.Split(w, "-") {
			if c := part[0:min(1, len(part))]; c != "" && isLetter(c[0]) {
				b = append(b, upper(c[0]))
			}
		}
	}
	if len(b) > maxMarkLetters {
		b = b[:maxMarkLetters]
	}
	if len(b) == 0 {
		return strings.TrimSpace(name) + nth
	}
	return string(b) + nth
}

// ObstacleMark is Mark of obstacle i's name (ObstacleName).
func ObstacleMark(obstacles []core.Obstacle, labels []string, i int) string {
	return Mark(ObstacleName(obstacles, labels, i))
}

// TokenMarks are the marks of devices and remotes tokens, by index: Mark
// of its id, else of its type's name, "#2" for a second of its type.
func TokenMarks(tokens []core.Token) []string {
	out := make([]string, len(tokens))
	for i, t := range tokens {
		if t.ID != "" {
			out[i] = Mark(t.ID)
			continue
		}
		typ, ok := core.LookupToken(t.Type)
		if !ok {
			out[i] = Mark(t.Type)
			continue
		}
		n := 1
		for k := 0; k < i; k++ {
			if tokens[k].Type == t.Type && tokens[k].ID == "" {
				n++
			}
		}
		name := typ.Name
		if n > 1 {
			name += " #" + strconv.Itoa(n)
		}
		out[i] = Mark(name)
	}
	return out
}

func isDigits(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return s != ""
}

func isUpper(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < 'A' || s[i] > 'Z' {
			return false
		}
	}
	return true
}

func isLetter(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }

func upper(c byte) byte {
	if c >= 'a' && c <= 'z' {
		return c - 'a' + 'A'
	}
	return c
}
