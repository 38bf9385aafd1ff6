// Package cardformat is the cell syntax the card tables are written in,
// shared by their two readers: internal/cardstsv, which checks the
// contract's TSV tables, and package cards, which reads the compact card
// files generated from them at run time (cmd/gencards documents that
// file). A cell is written the same way in both: "front 3" for a primary
// attack, "front 4 2-3 ordnance" for an upgrade's, "focus; barrel roll >
// lock red" for actions, "factions=x | names=Y; sizes=small" for
// restrictions (data/README.md).
package cardformat

import (
	"errors"
	"strings"

	"github.com/xwing-arcs/arcs/core"
	"github.com/xwing-arcs/arcs/internal/quote"
)

// Magic and Version open a card file's header line: a reader refuses a
// file of another format version (made by another engine version).
const (
	Magic       = "xwing-cards"
	Version     = 2
	VersionText = "2"
)

// SlotsLine and ArcsLine are a card file's second and third lines: the
// slot kinds (XWS keys) and the second-edition arcs its letters stand
// for, 'a' for the first. A reader knows them as they are here, so that a
// letter is an index (package cards' slotNames and arcNames, tested
// equal); a file with other lines is made for another version.
const (
	SlotsLine = "%slots\tastromech\tcannon\tcargo\tcommand\tconfiguration\tcrew\tdevice\tforce-power\tgunner\thardpoint\thyperdrive\tillicit\tmissile\tmodification\tsensor\ttactical-relay\ttalent\tteam\ttech\ttitle\ttorpedo\tturret"
	ArcsLine  = "%arcs\tfront\trear\tleft\tright\tfullFront\tfullRear\tbullseye\tsingleTurret\tdoubleTurret"
)

// Ditto is a card file cell that repeats the cell above it (the previous
// row's, in the same column).
const Ditto = `"`

// Attack is a printed attack: an arc, a value and, for an upgrade's
// weapon, its range span and ordnance icon.
type Attack struct {
	Arc                core.Arc
	Value              int
	MinRange, MaxRange int
	Ordnance           bool
}

// List splits a "; "-separated cell; an empty cell is an empty list.
func List(cell string) []string {
	if cell == "" {
		return nil
	}
	return strings.Split(cell, "; ")
}

// PrimaryAttack reads a primary attack: "front 3".
func PrimaryAttack(cell string) (Attack, error) {
	arc, value, _ := strings.Cut(cell, " ")
	return attack(cell, arc, value)
}

func attack(cell, arc, value string) (Attack, error) {
	v, ok := Atoi(value)
	if !ok || v > 9 || !IsArc(arc) {
		return Attack{}, errors.New("bad attack " + quote.String(cell))
	}
	return Attack{Arc: core.Arc(arc), Value: v}, nil
}

// WeaponAttack reads an upgrade's attack: "front 4 2-3 ordnance" (arc,
// value, range span, and the ordnance icon when it has one).
func WeaponAttack(cell string) (Attack, error) {
	w := strings.Split(cell, " ")
	if len(w) < 3 || len(w) > 4 || len(w) == 4 && w[3] != "ordnance" {
		return Attack{}, errors.New("bad attack " + quote.String(cell))
	}
	a, err := attack(cell, w[0], w[1])
	lo, hi, ok := strings.Cut(w[2], "-")
	minR, ok1 := Atoi(lo)
	maxR, ok2 := Atoi(hi)
	if err != nil || !ok || !ok1 || !ok2 || minR > maxR || maxR > core.MaxBand {
		return Attack{}, errors.New("bad attack " + quote.String(cell))
	}
	a.MinRange, a.MaxRange, a.Ordnance = minR, maxR, len(w) == 4
	return a, nil
}

// GrantedAttack reads what an upgrade adds to a primary attack: "front +1".
func GrantedAttack(cell string) (Attack, error) {
	arc, delta, _ := strings.Cut(cell, " ")
	plus, found := strings.CutPrefix(delta, "+")
	d, ok := Atoi(plus)
	if !found || !ok || d == 0 || !IsArc(arc) {
		return Attack{}, errors.New("bad granted attack " + quote.String(cell))
	}
	return Attack{Arc: core.Arc(arc), Value: d}, nil
}

// GrantedSlot reads one granted slot change: "crew +2", "device -1".
func GrantedSlot(cell string) (slot string, delta int, err error) {
	slot, ds, _ := strings.Cut(cell, " ")
	sign := 1
	if len(ds) > 0 && (ds[0] == '+' || ds[0] == '-') {
		if ds[0] == '-' {
			sign = -1
		}
		ds = ds[1:]
	} else {
		ds = "" // the sign is written
	}
	d, ok := Atoi(ds)
	if !ok || d == 0 || d > 9 || slot == "" {
		return "", 0, errors.New("bad granted slots " + quote.String(cell))
	}
	return slot, sign * d, nil
}

// Atoi reads a number of at most 9 decimal digits, with no sign: ok is
// false for anything else. (strconv.Atoi's error would bring its
// quoting code into the WebAssembly module.)
func Atoi(s string) (n int, ok bool) {
	if s == "" || len(s) > 9 {
		return 0, false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c < '0' || c > '9' {
			return 0, false
		}
		n = n*10 + int(c-'0')
	}
	return n, true
}

// EqualFoldASCII reports whether a and b are equal but for the case of
// ASCII letters (strings.EqualFold would bring Unicode's case tables into
// the WebAssembly module).
func EqualFoldASCII(a, b string) bool {
	if len(a) != len(b) {
		return false
	}
	for i := 0; i < len(a); i++ {
		x, y := a[i], b[i]
		if 'A' <= x && x <= 'Z' {
			x += 'a' - 'A'
		}
		if 'A' <= y && y <= 'Z' {
			y += 'a' - 'A'
		}
		if x != y {
			return false
		}
	}
	return true
}

// IsArc reports whether a is a second-edition arc name.
func IsArc(a string) bool {
	for _, b := range core.Arcs(core.Second) {
		if string(b) == a {
			return true
		}
	}
	return false
}

// CheckActions checks an action list: "focus; barrel roll > lock red".
func CheckActions(cell string) error {
	for _, a := range List(cell) {
		for _, one := range strings.Split(a, " > ") {
			if !IsAction(one) {
				return errors.New("bad action " + quote.String(one))
			}
		}
	}
	return nil
}

// IsAction reports whether s is an action with an optional difficulty
// ("boost", "lock red", "evade purple", "lock white": a restriction may
// want a white one).
func IsAction(s string) bool {
	s = strings.TrimSuffix(strings.TrimSuffix(strings.TrimSuffix(s, " red"), " purple"), " white")
	if s == "" {
		return false
	}
	for _, r := range s {
		if (r < 'a' || r > 'z') && r != ' ' {
			return false
		}
	}
	return true
}

// EachClause calls f for every "kind=values" alternative of a
// restrictions cell ("a=x; b=y | c=z"), stopping at the first error.
// Every kind must be one of Kinds.
func EachClause(cell string, f func(kind, values string) error) error {
	for _, object := range List(cell) {
		for _, alt := range strings.Split(object, " | ") {
			kind, values, ok := strings.Cut(alt, "=")
			if !ok || values == "" {
				return errors.New("bad restriction " + quote.String(alt))
			}
			if !knownKind(kind) {
				return errors.New("unknown restriction kind " + quote.String(kind))
			}
			if err := f(kind, values); err != nil {
				return err
			}
		}
	}
	return nil
}

// Kinds are the restriction kinds of data/README.md. The last ones state
// a stat of the ship (Compare reads their values) or a squad-building
// rule.
var Kinds = []string{
	"factions", "ships", "sizes", "arcs", "names", "keywords", "force_side", "action", "equipped",
	"initiative", "shields", "energy", "agility", "limited",
	"solitary", "standardized", "non-limited", "shipAbility",
}

func knownKind(k string) bool {
	for _, x := range Kinds {
		if x == k {
			return true
		}
	}
	return false
}

// Compare reads a stat restriction's value: "3 OR LOWER" (at most 3),
// "5 OR HIGHER" and "1 OR MORE" (at least), "3" (exactly). It reports
// whether stat meets it; ok is false for any other text.
func Compare(value string, stat int) (meets, ok bool) {
	n, rest, _ := strings.Cut(value, " ")
	v, ok := Atoi(n)
	if !ok {
		return false, false
	}
	switch rest {
	case "":
		return stat == v, true
	case "OR LOWER", "OR LESS":
		return stat <= v, true
	case "OR HIGHER", "OR MORE":
		return stat >= v, true
	}
	return false, false
}
