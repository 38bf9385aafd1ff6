package core

import (
	"slices"
	"strings"

	"github.com/xwing-arcs/arcs/internal/quote"
)

// Players and tools spell moves many ways: "bank left", "Bank-Left",
// "Segnor's loop right", "K-turn", the dial's letters. ReadManeuver
// turns a move's spellings into the API's names before Validate, so a
// move is refused only for what it says, not how it is written; a name
// it doesn't know is left as given, for Validate to name the field.

// fold is how move names compare: lower case, without spaces, hyphens,
// underscores, apostrophes or dots.
func fold(s string) string {
	b := make([]byte, 0, len(s))
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c == ' ' || c == '-' || c == '_' || c == '\'' || c == '.':
		case strings.HasPrefix(s[i:], "\u2019"): // a typographic apostrophe
			i += len("\u2019") - 1
		case 'A' <= c && c <= 'Z':
			b = append(b, c+'a'-'A')
		default:
			b = append(b, c)
		}
	}
	return string(b)
}

// bearingSpellings are other names of the bearings (folded), beside the
// API's own (which fold alike whatever their case and spacing): the
// Rules Reference's full names and common table talk (docs/api.md).
var bearingSpellings = []struct {
	name    string
	bearing Bearing
}{
	{"koiogranturn", Koiogran},
	{"kturn", Koiogran},
	{"segnorsloopleft", SegnorLeft},
	{"segnorsloopright", SegnorRight},
	{"segnorloopleft", SegnorLeft},
	{"segnorloopright", SegnorRight},
	{"sloopleft", SegnorLeft},
	{"sloopright", SegnorRight},
	{"tallonrollleft", TallonLeft},
	{"tallonrollright", TallonRight},
	{"trollleft", TallonLeft},
	{"trollright", TallonRight},
	{"reversestraight", Reverse},
}

// readBearing returns the bearing name spells, side ("left" or "right",
// any case) completing a name without one ("bank" and "left"); ok false
// when it names none, or names a side the bearing doesn't have.
func readBearing(name, side string) (Bearing, bool) {
	if len(name) == 1 { // the dial's letter (dials.tsv)
		if i := strings.IndexByte(bearingCodes, name[0]); i >= 0 {
			return withSide(Bearings[i], side)
		}
	}
	for _, b := range Bearings { // the API's own name: the common case, no folding
		if string(b) == name {
			return withSide(b, side)
		}
	}
	f := fold(name)
	if b, ok := spelledBearing(f); ok {
		return withSide(b, side)
	}
	if side == "" {
		return "", false
	}
	return spelledBearing(f + fold(side))
}

func spelledBearing(f string) (Bearing, bool) {
	for _, b := range Bearings {
		if fold(string(b)) == f {
			return b, true
		}
	}
	for _, sp := range bearingSpellings {
		if sp.name == f {
			return sp.bearing, true
		}
	}
	return "", false
}

// withSide checks that side, when given, is the bearing's own.
func withSide(b Bearing, side string) (Bearing, bool) {
	if side == "" {
		return b, true
	}
	s := fold(side)
	return b, (s == "left" || s == "right") && strings.HasSuffix(strings.ToLower(string(b)), s)
}

// readName returns the one of names that value spells (by fold), or value
// as given.
func readName(value string, names ...string) string {
	if value == "" || slices.Contains(names, value) {
		return value
	}
	f := fold(value)
	for _, n := range names {
		if fold(n) == f {
			return n
		}
	}
	return value
}

// ReadManeuver turns m's spellings into the API's names: bearings as
// readBearing reads them (side is a maneuver's or a device template's
// "direction", if it gave one, at field sideField), actions, directions, templates and
// positions in any case and spacing, and a position's other words
// ("forward", "back", "center"). It returns a FieldError when side
// contradicts the bearing.
func ReadManeuver(m *Maneuver, side, sideField string) error {
	m.Action = Action(readName(string(m.Action), string(BarrelRoll), string(Boost), string(Decloak)))
	if m.Action != "" {
		m.Direction = readName(m.Direction, "left", "right", "straight", "forward")
		if m.Direction == "forward" {
			m.Direction = "straight"
		}
		if m.Action == Boost {
			if err := readBoostTemplate(m); err != nil {
				return err
			}
		}
		m.Template = readName(m.Template, "straight", "bankForward", "bankBackward", "bank", "turn")
	} else if m.Bearing != "" || side != "" {
		if b, ok := readBearing(string(m.Bearing), side); ok {
			m.Bearing = b
		} else if _, alone := readBearing(string(m.Bearing), ""); alone {
			return fieldErr(sideField, "want no side, or the bearing's own, for "+quote.String(string(m.Bearing))+", got "+quote.String(side))
		}
	}
	switch p := m.Position; {
	case p == "" || p == AtFront || p == AtMiddle || p == AtRear:
	default:
		m.Position = readPosition(string(p))
	}
	m.From = readName(m.From, "rear", "front")
	return nil
}

// readBoostTemplate reads a boost's template named as a maneuver with its
// side ("bankLeft", "turn right") as "bank" or "turn", or "straight"; a
// side other than the boost's direction is an error at template.
func readBoostTemplate(m *Maneuver) error {
	if len(m.Template) < 2 { // not a dial's letter: "T" is no template
		return nil
	}
	b, ok := readBearing(m.Template, "")
	if !ok {
		return nil
	}
	var kind, side string
	switch b {
	case Straight:
		kind = "straight"
	case BankLeft:
		kind, side = "bank", "left"
	case BankRight:
		kind, side = "bank", "right"
	case TurnLeft:
		kind, side = "turn", "left"
	case TurnRight:
		kind, side = "turn", "right"
	default:
		return nil // left for Validate to refuse
	}
	if side != "" && side != m.Direction {
		return fieldErr("template", "want the 1-"+kind+" to the boost's own side ("+quote.String(m.Direction)+"), got "+quote.String(m.Template))
	}
	m.Template = kind
	return nil
}

// readPosition reads a barrel roll's or Tallon roll's position, or
// returns it as given.
func readPosition(p string) Position {
	switch fold(p) {
	case "forward", "fore":
		return AtFront
	case "back", "backward", "aft":
		return AtRear
	case "center", "centre":
		return AtMiddle
	}
	return Position(readName(p, string(AtFront), string(AtMiddle), string(AtRear)))
}
