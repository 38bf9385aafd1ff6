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
		return nil, (core.Options{Ruleset: r}).Validate()
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

// cardReader walks a card file line by line.
type cardReader struct {
	rest string
	line int
	// above is the previous row's cells, for dittos.
	above []string
}

// next returns the next line; ok is false at the end of the text.
func (r *cardReader) next() (line string, ok bool) {
	if r.rest == "" {
		return "", false
	}
	r.line++
	line, r.rest, _ = strings.Cut(r.rest, "\n")
	return strings.TrimSuffix(line, "\r"), true
}

func (r *cardReader) fail(msg string) error {
	return errors.New("card file line " + strconv.Itoa(r.line) + ": " + msg)
}

// cells splits a row into want cells, each ditto replaced by the cell
// above it.
func (r *cardReader) cells(line string, want int) ([]string, error) {
	c := strings.Split(line, "\t")
	if len(c) != want {
		return nil, r.fail("want " + strconv.Itoa(want) + " cells, got " + strconv.Itoa(len(c)))
	}
	for i, v := range c {
		if v != cardformat.Ditto {
			continue
		}
		if i < 3 || i >= len(r.above) || r.above[i] == "" {
			return nil, r.fail("a ditto with nothing above it")
		}
		c[i] = r.above[i]
	}
	r.above = c
	return c, nil
}

func parseCardFile(text string) (*Set, error) {
	r := &cardReader{rest: text}
	head, _ := r.next()
	h := strings.Split(head, "\t")
	if len(h) < 2 || h[0] != cardformat.Magic {
		return nil, errors.New("not a card file: want a first line starting " + quote.String(cardformat.Magic))
	}
	if h[1] != strconv.Itoa(cardformat.Version) {
		return nil, errors.New("a card file of format " + quote.String(h[1]) + ": this engine reads format " +
			strconv.Itoa(cardformat.Version) + " (a file for another version of the engine)")
	}
	if len(h) != 7 {
		return nil, r.fail("want 7 header cells, got " + strconv.Itoa(len(h)))
	}
	ruleset := core.Ruleset(h[2])
	if !ruleset.Valid() {
		return nil, r.fail("unknown ruleset " + quote.String(h[2]))
	}
	nPilots, e1 := strconv.Atoi(h[5])
	nUpgrades, e2 := strconv.Atoi(h[6])
	if e1 != nil || e2 != nil || nPilots < 0 || nUpgrades < 0 || nPilots > len(text) || nUpgrades > len(text) {
		return nil, r.fail("bad counts " + quote.String(h[5]) + ", " + quote.String(h[6]))
	}
	s := &Set{info: Info{Ruleset: ruleset, Name: h[3], Source: h[4]},
		pilots: make([]pilotCard, 0, nPilots), upgrades: make([]upgradeCard, 0, nUpgrades)}

	// Pilots, by group.
	ship, faction, prev := "", -1, ""
	for {
		line, ok := r.next()
		if !ok {
			return nil, r.fail("cut short: no upgrades")
		}
		if line == "%upgrades" {
			break
		}
		if g, isGroup := strings.CutPrefix(line, "@"); isGroup {
			sh, f, _ := strings.Cut(g, "\t")
			fi, ok := factionIndex(f)
			if _, known := core.LookupShip(sh); !known || !ok {
				return nil, r.fail("unknown ship or faction " + quote.String(g))
			}
			ship, faction, r.above = sh, fi, nil
			continue
		}
		if faction < 0 {
			return nil, r.fail("a pilot before any ship")
		}
		p, err := r.pilot(line, ship, prev)
		if err != nil {
			return nil, err
		}
		p.faction = uint8(faction)
		prev = p.id
		s.pilots = append(s.pilots, p)
	}
	r.above, prev = nil, ""
	for {
		line, ok := r.next()
		if !ok {
			return nil, r.fail("cut short: no %end")
		}
		if line == "%end" {
			break
		}
		u, err := r.upgrade(line, prev)
		if err != nil {
			return nil, err
		}
		if n := len(s.upgrades); n > 0 {
			last := &s.upgrades[n-1]
			if last.id > u.id || last.id == u.id && !(last.side == 1 && u.side == 2) {
				return nil, r.fail("upgrade " + quote.String(u.id) + " out of order (by id, then side 1, 2)")
			}
			if last.side == 1 && last.id != u.id {
				return nil, r.fail("upgrade " + quote.String(last.id) + ": side 1 without side 2")
			}
		}
		prev = u.id
		s.upgrades = append(s.upgrades, u)
	}
	if len(s.pilots) != nPilots || len(s.upgrades) != nUpgrades {
		return nil, r.fail("want " + h[5] + " pilots and " + h[6] + " upgrade sides, got " +
			strconv.Itoa(len(s.pilots)) + " and " + strconv.Itoa(len(s.upgrades)))
	}
	sortPilots(s.pilots)
	for i := range s.pilots {
		p := &s.pilots[i]
		if i > 0 && s.pilots[i-1].id == p.id {
			return nil, errors.New("card file: pilot " + quote.String(p.id) + " listed twice")
		}
		splitList(p.loadout, func(id string) bool {
			if s.loadoutCard(id) == nil {
				s.missing = append(s.missing, upgradeCard{id: id, name: id})
			}
			return true
		})
	}
	for i := range s.upgrades {
		if s.upgrades[i].side != 2 {
			s.info.Upgrades++
		}
	}
	s.info.Pilots = len(s.pilots)
	return s, nil
}

// pilot reads a pilot row of ship's group; prev is the previous row's id.
func (r *cardReader) pilot(line, ship, prev string) (pilotCard, error) {
	c, err := r.cells(line, 10)
	if err != nil {
		return pilotCard{}, err
	}
	p := pilotCard{id: xwsid.Decode(c[0], c[1], ship, prev), name: c[1], caption: c[2], ship: ship,
		actions: c[6], keywords: c[7], loadout: c[9]}
	ini, err := strconv.Atoi(c[3])
	if p.id == "" || p.name == "" || err != nil || ini < 0 || ini > 8 {
		return p, r.fail("bad pilot id, name or initiative")
	}
	p.initiative = uint8(ini)
	if p.slots, err = r.slotList(c[4]); err != nil {
		return p, err
	}
	var a []byte
	for _, cell := range cardformat.List(c[5]) {
		at, err := cardformat.PrimaryAttack(cell)
		if err != nil {
			return p, r.fail(err.Error())
		}
		a = append(a, byte(arcIndex(at.Arc)), byte(at.Value))
	}
	p.attacks = string(a)
	if err := cardformat.CheckActions(p.actions); err != nil {
		return p, r.fail(err.Error())
	}
	switch c[8] {
	case "":
	case "light":
		p.force = forceLight
	case "dark":
		p.force = forceDark
	case "light,dark", "dark,light":
		p.force = forceLight | forceDark
	default:
		return p, r.fail("bad force sides " + quote.String(c[8]))
	}
	return p, nil
}

// upgrade reads an upgrade row; prev is the previous row's id.
func (r *cardReader) upgrade(line, prev string) (upgradeCard, error) {
	c, err := r.cells(line, 12)
	if err != nil {
		return upgradeCard{}, err
	}
	u := upgradeCard{id: xwsid.Decode(c[0], c[2], "", prev), name: c[2], grantActions: c[9], restrictions: c[10]}
	switch c[1] {
	case "":
	case "1", "2":
		u.side = c[1][0] - '0'
	default:
		return u, r.fail("bad side " + quote.String(c[1]))
	}
	kind, ok := slotIndex(c[3])
	if u.id == "" || u.name == "" || !ok {
		return u, r.fail("bad upgrade id, name or type")
	}
	u.kind = uint8(kind)
	if u.slots, err = r.slotList(c[4]); err != nil || u.slots == "" {
		return u, r.fail("bad slots " + quote.String(c[4]))
	}
	if c[5] != "" {
		a, err := cardformat.WeaponAttack(c[5])
		if err != nil {
			return u, r.fail(err.Error())
		}
		u.attack = attack{arc: uint8(arcIndex(a.Arc)), value: uint8(a.Value), minRange: uint8(a.MinRange), maxRange: uint8(a.MaxRange), ordnance: a.Ordnance}
	}
	if c[6] != "" {
		if !cardformat.IsArc(c[6]) {
			return u, r.fail("bad granted arc " + quote.String(c[6]))
		}
		u.grantArc = uint8(arcIndex(core.Arc(c[6])))
	}
	var g []byte
	for _, cell := range cardformat.List(c[7]) {
		slot, d, err := cardformat.GrantedSlot(cell)
		k, ok := slotIndex(slot)
		if err != nil || !ok {
			return u, r.fail("bad granted slots " + quote.String(cell))
		}
		g = append(g, byte(k), byte(int8(d)))
	}
	u.grantSlots = string(g)
	if c[8] != "" {
		a, err := cardformat.GrantedAttack(c[8])
		if err != nil {
			return u, r.fail(err.Error())
		}
		u.grantAttack = attack{arc: uint8(arcIndex(a.Arc)), value: uint8(a.Value)}
	}
	if err := cardformat.CheckActions(u.grantActions); err != nil {
		return u, r.fail(err.Error())
	}
	if err := cardformat.EachClause(u.restrictions, func(string, string) error { return nil }); err != nil {
		return u, r.fail(err.Error())
	}
	switch c[11] {
	case "":
	case "1":
		u.loadoutOnly = true
	default:
		return u, r.fail("bad loadout-only mark " + quote.String(c[11]))
	}
	return u, nil
}

// slotList reads a "; "-separated list of slot keys as slot indices.
func (r *cardReader) slotList(cell string) (string, error) {
	items := cardformat.List(cell)
	b := make([]byte, len(items))
	for i, it := range items {
		k, ok := slotIndex(it)
		if !ok {
			return "", r.fail("unknown slot " + quote.String(it))
		}
		b[i] = byte(k)
	}
	return string(b), nil
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

// sortPilots sorts pilots by id: a merge sort, as the standard library's
// generic sorts would add their instantiation to the WebAssembly module.
// The file's order is by ship, then id, so the runs are long.
func sortPilots(ps []pilotCard) {
	if len(ps) < 2 {
		return
	}
	tmp := make([]pilotCard, len(ps))
	for width := 1; width < len(ps); width *= 2 {
		for lo := 0; lo < len(ps); lo += 2 * width {
			mid, hi := min(lo+width, len(ps)), min(lo+2*width, len(ps))
			i, j, k := lo, mid, lo
			for i < mid && j < hi {
				if ps[j].id < ps[i].id {
					tmp[k] = ps[j]
					j++
				} else {
					tmp[k] = ps[i]
					i++
				}
				k++
			}
			k += copy(tmp[k:], ps[i:mid])
			copy(tmp[k:], ps[j:hi])
		}
		copy(ps, tmp)
	}
}

// Unload forgets ruleset r's cards (For says they are not loaded again):
// for tests of what a call does before a ruleset is loaded.
func Unload(r core.Ruleset) {
	if i := rulesetIndex(r); i >= 0 {
		loaded[i].Store(nil)
	}
}
