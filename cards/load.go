package cards

import (
	"errors"
	"strconv"
	"strings"
	"sync/atomic"

	"github.com/xwing-arcs/arcs/core"
	"github.com/xwing-arcs/arcs/internal/cardformat"
	"github.com/xwing-arcs/arcs/internal/quote"
	"github.com/xwing-arcs/arcs/internal/xwsid"
)

// Info names a ruleset's cards and counts them.
type Info struct {
	_ [0]func() // no equality function in the module: no code compares Infos

	Ruleset core.Ruleset
	// Name is the ruleset's name ("X-Wing Alliance"); Source the card data
	// the file was made from, with its version.
	Name, Source string
	// Pilots and Upgrades count the pilots and the upgrade cards (a card
	// with two sides counts once).
	Pilots, Upgrades int
}

// NotLoadedError is the error of a use of cards whose ruleset is not
// loaded yet.
type NotLoadedError struct{ Ruleset core.Ruleset }

func (e *NotLoadedError) Error() string {
	return "cards for the ruleset " + quote.String(string(e.Ruleset)) + " are not loaded"
}

// loaded holds each ruleset's cards, by index in core.Rulesets(): a Set is
// read whole or not at all, whatever else runs.
var loaded [3]atomic.Pointer[Set]

func rulesetIndex(r core.Ruleset) int {
	for i, x := range core.Rulesets() {
		if x == r {
			return i
		}
	}
	return -1
}

// For returns ruleset r's cards (XWA when r is empty): a
// *NotLoadedError until its card file is loaded, a *core.FieldError for
// an unknown ruleset.
func For(r core.Ruleset) (*Set, error) {
	if r == "" {
		r = core.XWA
	}
	i := rulesetIndex(r)
	if i < 0 {
		return nil, r.Validate()
	}
	if s := loaded[i].Load(); s != nil {
		return s, nil
	}
	return nil, &NotLoadedError{Ruleset: r}
}

// Loaded returns what is loaded of ruleset r, and whether it is.
func Loaded(r core.Ruleset) (Info, bool) {
	s, err := For(r)
	if err != nil {
		return Info{}, false
	}
	return s.info, true
}

// Load reads a card file (cmd/gencards documents the format) and makes
// its ruleset's cards the ones in use, in place of any loaded before. A
// file that is not a card file, is of another format version, names a
// ship, slot, faction or arc this engine doesn't know, or is cut short is
// refused with an error that says why and where; nothing changes then.
func Load(text string) (Info, error) {
	s, err := parseCardFile(text)
	if err != nil {
		return Info{}, err
	}
	loaded[rulesetIndex(s.info.Ruleset)].Store(s)
	return s.info, nil
}

// parseCardFile reads a card file (cmd/gencards documents it). It checks
// every cell it converts (letters, digits, counts, order), so that a bad
// file is an error and no lookup later goes out of range; actions and
// restrictions stay text, read where they are used (restrict.go):
// cardstsv checked them, and a restriction kind the engine doesn't know
// holds.
func parseCardFile(text string) (*Set, error) {
	lines := strings.Split(strings.TrimSuffix(text, "\n"), "\n")
	h := strings.Split(lines[0], "\t")
	if len(h) < 2 || h[0] != cardformat.Magic {
		return nil, errors.New(`not a card file: want a first line starting "` + cardformat.Magic + `"`)
	}
	if h[1] != cardformat.VersionText || len(lines) < 3 || lines[1] != cardformat.SlotsLine || lines[2] != cardformat.ArcsLine {
		return nil, errors.New("a card file of format " + quote.String(h[1]) + ", or of other slots or arcs: this engine reads format " +
			cardformat.VersionText + " (a file for another version of the engine)")
	}
	line := 0
	fail := func(what string) error { return errors.New("card file line " + strconv.Itoa(line+1) + ": " + what) }
	ruleset := core.Ruleset("")
	nPilots, ok1 := 0, false
	nUpgrades, ok2 := 0, false
	if len(h) == 7 {
		ruleset = core.Ruleset(h[2])
		nPilots, ok1 = cardformat.Atoi(h[5])
		nUpgrades, ok2 = cardformat.Atoi(h[6])
	}
	if !ruleset.Valid() || !ok1 || !ok2 {
		return nil, fail("bad header: want a known ruleset and the counts")
	}
	const cutShort = "cut short (want the pilots and upgrade sides the header counts, then %end)"
	if nPilots+nUpgrades > len(lines) {
		return nil, fail(cutShort)
	}
	s := &Set{info: Info{Ruleset: ruleset, Name: h[3], Source: h[4]},
		pilots: make([]pilotCard, 0, nPilots), upgrades: make([]upgradeCard, 0, nUpgrades), byID: make(map[string]int32, nPilots)}
	ship, faction, prev := "", -1, ""
	var above []string
	section := 0 // 0 pilots, 1 upgrades, 2 done
	for line = 3; line < len(lines); line++ {
		l := lines[line]
		switch {
		case section == 2:
			return nil, fail("text after %end")
		case l == "%upgrades" && section == 0:
			section, above, prev = 1, nil, ""
			continue
		case l == "%end" && section == 1:
			section = 2
			continue
		case section == 0 && strings.HasPrefix(l, "@"):
			sh, f, _ := strings.Cut(l[1:], "\t")
			fi, ok := factionIndex(f)
			if _, known := core.LookupShip(sh); !known || !ok {
				return nil, fail("unknown ship or faction")
			}
			ship, faction, above = sh, fi, nil
			continue
		}
		c := strings.Split(l, "\t")
		if len(c) != 11+2*section {
			return nil, fail("wrong number of cells")
		}
		for i, v := range c {
			if v == cardformat.Ditto {
				if i < 3 || i >= len(above) || above[i] == "" {
					return nil, fail("a ditto with nothing above it")
				}
				c[i] = above[i]
			}
		}
		above = c
		if section == 0 {
			p, ok := readPilot(c, ship, prev)
			if _, dup := s.byID[p.id]; !ok || faction < 0 || dup {
				return nil, fail("bad pilot row")
			}
			p.faction, prev = uint8(faction), p.id
			s.byID[p.id] = int32(len(s.pilots))
			s.pilots = append(s.pilots, p)
			continue
		}
		u, ok := readUpgrade(c, prev)
		if n := len(s.upgrades); ok && n > 0 {
			last := &s.upgrades[n-1]
			ok = last.id < u.id && last.side != 1 || last.id == u.id && last.side == 1 && u.side == 2
		}
		if !ok {
			return nil, fail("bad upgrade row, or one out of order (by id, then side 1, 2)")
		}
		if u.side != 2 {
			s.info.Upgrades++
		}
		prev = u.id
		s.upgrades = append(s.upgrades, u)
	}
	if section != 2 || len(s.pilots) != nPilots || len(s.upgrades) != nUpgrades {
		return nil, fail(cutShort)
	}
	for i := range s.pilots {
		splitList(s.pilots[i].loadout, func(id string) bool {
			if s.loadoutCard(id) == nil {
				s.missing = append(s.missing, upgradeCard{id: id, name: id})
			}
			return true
		})
	}
	s.info.Pilots = len(s.pilots)
	return s, nil
}

// convert turns a cell of letters and digits into bytes by pattern, one
// character of the pattern per character of the cell, the pattern
// repeating (a cell of a repeating pattern may hold any number of
// repeats, else exactly one): 's' a slot letter (its index), 'a' an arc
// letter (its index in arcNames), 'd' a digit (its value), '+' a sign
// (the next digit's value is negated when '-'). ok is false for any cell
// that doesn't fit.
func convert(cell, pattern string, repeat bool) (out []byte, ok bool) {
	if len(cell)%len(pattern) != 0 || !repeat && len(cell) != 0 && len(cell) != len(pattern) {
		return nil, false
	}
	neg := false
	for i := 0; i < len(cell); i++ {
		c := cell[i]
		switch pattern[i%len(pattern)] {
		case 's':
			if c < 'a' || int(c-'a') >= numSlots {
				return nil, false
			}
			out = append(out, c-'a')
		case 'a':
			if c < 'a' || int(c-'a') >= len(arcNames)-1 {
				return nil, false
			}
			out = append(out, c-'a'+1)
		case 'd':
			if c < '0' || c > '9' {
				return nil, false
			}
			d := c - '0'
			if neg {
				d, neg = -d, false
			}
			out = append(out, d)
		case '+':
			if c != '+' && c != '-' {
				return nil, false
			}
			neg = c == '-'
		}
	}
	return out, true
}

// readPilot reads a pilot row of ship's group; prev is the previous row's
// id.
func readPilot(c []string, ship, prev string) (pilotCard, bool) {
	p := pilotCard{id: xwsid.Decode(c[0], c[1], ship, prev), name: c[1], caption: c[2], ship: ship,
		actions: c[6], keywords: c[7], loadout: c[9]}
	ini, ok1 := convert(c[3], "d", false)
	slots, ok2 := convert(c[4], "s", true)
	attacks, ok3 := convert(c[5], "ad", true)
	force := true // force sides: "l", "d" or "ld"
	for i := 0; i < len(c[8]); i++ {
		switch c[8][i] {
		case 'l':
			p.force |= forceLight
		case 'd':
			p.force |= forceDark
		default:
			force = false
		}
	}
	p.slots, p.attacks = string(slots), string(attacks)
	lim, ok4 := readLimited(c[10])
	p.limited = lim
	if !ok1 || !ok4 || len(ini) != 1 || ini[0] > 8 || p.id == "" || p.name == "" {
		return p, false
	}
	p.initiative = ini[0]
	return p, ok2 && ok3 && force
}

// readUpgrade reads an upgrade row; prev is the previous row's id.
func readUpgrade(c []string, prev string) (upgradeCard, bool) {
	u := upgradeCard{id: xwsid.Decode(c[0], c[2], "", prev), name: c[2], grantActions: c[9], restrictions: c[10],
		loadoutOnly: c[11] == "1"}
	side, ok1 := convert(c[1], "d", false)
	kind, ok2 := convert(c[3], "s", false)
	slots, ok3 := convert(c[4], "s", true)
	atk, ok4 := convert(strings.TrimSuffix(c[5], "o"), "addd", false)
	arc, ok5 := convert(c[6], "a", false)
	grants, ok6 := convert(c[7], "s+d", true)
	grant, ok7 := convert(c[8], "ad", false)
	var okLimited bool
	u.limited, okLimited = readLimited(c[12])
	if !(ok1 && ok2 && ok3 && ok4 && ok5 && ok6 && ok7) || len(kind) != 1 || len(slots) == 0 || u.id == "" || u.name == "" ||
		c[11] != "" && !u.loadoutOnly || !okLimited || len(side) == 1 && (side[0] < 1 || side[0] > 2) {
		return u, false
	}
	u.kind, u.slots, u.grantSlots = kind[0], string(slots), string(grants)
	if len(side) == 1 {
		u.side = side[0]
	}
	if len(atk) == 4 {
		u.attack = attack{arc: atk[0], value: atk[1], minRange: atk[2], maxRange: atk[3], ordnance: len(c[5]) == 5}
		if atk[2] > atk[3] || atk[3] > core.MaxBand {
			return u, false
		}
	}
	if len(arc) == 1 {
		u.grantArc = arc[0]
	}
	if len(grant) == 2 {
		u.grantAttack = attack{arc: grant[0], value: grant[1]}
	}
	return u, true
}

// readLimited reads a limited cell: empty for none (0), else one digit.
func readLimited(cell string) (uint8, bool) {
	if cell == "" {
		return 0, true
	}
	d, ok := convert(cell, "d", false)
	if !ok || len(d) != 1 || d[0] == 0 {
		return 0, false
	}
	return d[0], true
}

// arcIndex returns a's index in arcNames (0 when it is none).
func arcIndex(a core.Arc) int {
	for i, b := range arcNames {
		if b == a {
			return i
		}
	}
	return 0
}

// Unload forgets ruleset r's cards (For says they are not loaded again):
// for tests of what a call does before a ruleset is loaded.
func Unload(r core.Ruleset) {
	if i := rulesetIndex(r); i >= 0 {
		loaded[i].Store(nil)
	}
}
