// Package cardstsv reads the contract's pilot and upgrade tables
// (pilots.tsv and upgrades.tsv, copies of shared/data/), checks every
// fact in them, and writes them as Go source (cards/cards_data.go, by
// cmd/gencards): the cards package carries the tables as static data, not
// this parser.
package cardstsv

import (
	_ "embed"
	"errors"
	"sort"
	"strconv"
	"strings"

	"github.com/xwing-arcs/arcs/core"
)

// PilotsTSV and UpgradesTSV are the tables.
var (
	//go:embed pilots.tsv
	PilotsTSV string
	//go:embed upgrades.tsv
	UpgradesTSV string
)

// Attack is a printed attack: an arc, a value and, for an upgrade's
// weapon, its range span and ordnance icon.
type Attack struct {
	Arc                core.Arc
	Value              int
	MinRange, MaxRange int
	Ordnance           bool
}

// Pilot is one row of pilots.tsv.
type Pilot struct {
	ID, Name, Caption, Ship, Faction string
	Initiative                       int
	Slots                            []string
	// Attacks are the primary attacks; empty means the ship's.
	Attacks []Attack
	// Actions is the action bar as printed in the table.
	Actions    string
	Keywords   []string
	ForceSides []string
	Loadout    []string
}

// SlotGrant adds (Delta > 0) or removes slots of one kind.
type SlotGrant struct {
	Slot  string
	Delta int
}

// Upgrade is one row of upgrades.tsv: one side of a card.
type Upgrade struct {
	ID string
	// Side is 0 for a one-sided card, else 1 or 2.
	Side int
	Name string
	// Kind is the card's type as a slot key, e.g. "force-power".
	Kind   string
	Slots  []string
	Attack *Attack
	// GrantArc is the arc the ship gains, or "".
	GrantArc   core.Arc
	GrantSlots []SlotGrant
	// GrantAttack adds Value to the primary attack in Arc, or nil.
	GrantAttack  *Attack
	GrantActions string
	// Restrictions is the restrictions column as printed (checked).
	Restrictions string
	LoadoutOnly  bool
}

// Tables is both tables, parsed and cross-checked.
type Tables struct {
	Pilots   []Pilot   // sorted by ID
	Upgrades []Upgrade // sorted by ID, then Side
}

// Parse reads both tables and checks every fact against the other table
// and the ship catalog: known ships, factions, slots, arcs, actions, the
// standard loadouts' upgrades and every restriction.
func Parse(pilotsTSV, upgradesTSV string) (Tables, error) {
	var t Tables
	if err := eachRow(pilotsTSV, 16, func(line int, f []string) error {
		p, err := parsePilot(f)
		if err != nil {
			return rowErr("pilots.tsv", line, err)
		}
		t.Pilots = append(t.Pilots, p)
		return nil
	}); err != nil {
		return Tables{}, err
	}
	if err := eachRow(upgradesTSV, 16, func(line int, f []string) error {
		u, err := parseUpgrade(f)
		if err != nil {
			return rowErr("upgrades.tsv", line, err)
		}
		t.Upgrades = append(t.Upgrades, u)
		return nil
	}); err != nil {
		return Tables{}, err
	}
	sort.SliceStable(t.Pilots, func(i, j int) bool { return t.Pilots[i].ID < t.Pilots[j].ID })
	sort.SliceStable(t.Upgrades, func(i, j int) bool {
		a, b := t.Upgrades[i], t.Upgrades[j]
		return a.ID < b.ID || a.ID == b.ID && a.Side < b.Side
	})
	return t, t.check()
}

func eachRow(tsv string, columns int, row func(line int, f []string) error) error {
	lines := strings.Split(strings.TrimRight(tsv, "\n"), "\n")
	for i, line := range lines[1:] {
		f := strings.Split(strings.TrimRight(line, "\r"), "\t")
		if len(f) != columns {
			return errors.New("line " + strconv.Itoa(i+2) + ": want " + strconv.Itoa(columns) + " columns, got " + strconv.Itoa(len(f)))
		}
		if err := row(i+2, f); err != nil {
			return err
		}
	}
	return nil
}

func rowErr(file string, line int, err error) error {
	return errors.New(file + " line " + strconv.Itoa(line) + ": " + err.Error())
}

// list splits a "; "-separated cell; an empty cell is an empty list.
func list(cell string) []string {
	if cell == "" {
		return nil
	}
	return strings.Split(cell, "; ")
}

func parsePilot(f []string) (Pilot, error) {
	p := Pilot{
		ID: f[0], Name: f[1], Caption: f[2], Ship: f[3], Faction: f[4],
		Slots: list(f[7]), Actions: f[9], Keywords: list(f[10]), Loadout: list(f[12]),
	}
	if p.ID == "" || p.Name == "" {
		return p, errors.New("missing id or name")
	}
	ini, err := strconv.Atoi(f[5])
	if err != nil || ini < 0 || ini > 8 {
		return p, errors.New("bad initiative " + strconv.Quote(f[5]))
	}
	p.Initiative = ini
	for _, a := range list(f[8]) {
		// "front 3"
		arc, value, _ := strings.Cut(a, " ")
		at, err := attack(arc, value)
		if err != nil {
			return p, err
		}
		p.Attacks = append(p.Attacks, at)
	}
	if f[11] != "" {
		p.ForceSides = strings.Split(f[11], ",")
	}
	if err := checkActions(p.Actions); err != nil {
		return p, err
	}
	return p, nil
}

func attack(arc, value string) (Attack, error) {
	v, err := strconv.Atoi(value)
	if err != nil || v < 0 || v > 9 || !isArc(arc) {
		return Attack{}, errors.New("bad attack " + strconv.Quote(arc+" "+value))
	}
	return Attack{Arc: core.Arc(arc), Value: v}, nil
}

func isArc(a string) bool {
	for _, b := range core.Arcs(core.Second) {
		if string(b) == a {
			return true
		}
	}
	return false
}

func parseUpgrade(f []string) (Upgrade, error) {
	u := Upgrade{
		ID: f[0], Name: f[2], Kind: strings.ReplaceAll(strings.ToLower(f[3]), " ", "-"),
		Slots: list(f[4]), GrantArc: core.Arc(f[6]), GrantActions: f[9], Restrictions: f[10],
		LoadoutOnly: f[12] == "yes",
	}
	if u.ID == "" || u.Name == "" || len(u.Slots) == 0 {
		return u, errors.New("missing id, name or slots")
	}
	switch f[1] {
	case "":
	case "1", "2":
		u.Side = int(f[1][0] - '0')
	default:
		return u, errors.New("bad side " + strconv.Quote(f[1]))
	}
	if f[5] != "" {
		// "front 3 2-3 ordnance"
		w := strings.Fields(f[5])
		if len(w) < 3 || len(w) > 4 || len(w) == 4 && w[3] != "ordnance" {
			return u, errors.New("bad attack " + strconv.Quote(f[5]))
		}
		a, err := attack(w[0], w[1])
		lo, hi, ok := strings.Cut(w[2], "-")
		minR, e1 := strconv.Atoi(lo)
		maxR, e2 := strconv.Atoi(hi)
		if err != nil || !ok || e1 != nil || e2 != nil || minR < 0 || minR > maxR || maxR > core.MaxBand {
			return u, errors.New("bad attack " + strconv.Quote(f[5]))
		}
		a.MinRange, a.MaxRange, a.Ordnance = minR, maxR, len(w) == 4
		u.Attack = &a
	}
	if u.GrantArc != "" && !isArc(string(u.GrantArc)) {
		return u, errors.New("bad granted arc " + strconv.Quote(f[6]))
	}
	for _, g := range list(f[7]) {
		// "crew +2", "device -1"
		slot, delta, _ := strings.Cut(g, " ")
		d, err := strconv.Atoi(delta)
		if err != nil || d == 0 || slot == "" {
			return u, errors.New("bad granted slots " + strconv.Quote(g))
		}
		u.GrantSlots = append(u.GrantSlots, SlotGrant{Slot: slot, Delta: d})
	}
	if f[8] != "" {
		// "front +1"
		arc, delta, _ := strings.Cut(f[8], " ")
		d, err := strconv.Atoi(delta)
		if err != nil || d <= 0 || !isArc(arc) {
			return u, errors.New("bad granted attack " + strconv.Quote(f[8]))
		}
		u.GrantAttack = &Attack{Arc: core.Arc(arc), Value: d}
	}
	if err := checkActions(u.GrantActions); err != nil {
		return u, err
	}
	return u, nil
}

// checkActions checks an action list: "focus; barrel roll > lock red".
func checkActions(cell string) error {
	for _, a := range list(cell) {
		for _, one := range strings.Split(a, " > ") {
			if !isAction(one) {
				return errors.New("bad action " + strconv.Quote(one))
			}
		}
	}
	return nil
}

// isAction reports whether s is an action with an optional difficulty
// ("boost", "lock red", "evade purple").
func isAction(s string) bool {
	s = strings.TrimSuffix(strings.TrimSuffix(s, " red"), " purple")
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

// check cross-checks the tables: pilots' ships are catalog ships,
// loadouts name existing upgrades, every slot and restriction value is
// one the tables know.
func (t Tables) check() error {
	slots := map[string]bool{}
	factions := map[string]bool{}
	names := map[string]bool{}
	keywords := map[string]bool{}
	for _, p := range t.Pilots {
		for _, s := range p.Slots {
			slots[s] = true
		}
		factions[p.Faction] = true
		names[p.Name] = true
		for _, k := range p.Keywords {
			keywords[k] = true
		}
	}
	upgrades := map[string]bool{}
	for _, u := range t.Upgrades {
		upgrades[u.ID] = true
		for _, s := range u.Slots {
			slots[s] = true
		}
	}
	for i, p := range t.Pilots {
		if i > 0 && t.Pilots[i-1].ID == p.ID {
			return errors.New("pilot " + p.ID + ": listed twice")
		}
		if _, ok := core.LookupShip(p.Ship); !ok {
			return errors.New("pilot " + p.ID + ": unknown ship " + strconv.Quote(p.Ship))
		}
		for _, id := range p.Loadout {
			if !upgrades[id] {
				return errors.New("pilot " + p.ID + ": unknown loadout upgrade " + strconv.Quote(id))
			}
		}
		for _, f := range p.ForceSides {
			if f != "light" && f != "dark" {
				return errors.New("pilot " + p.ID + ": bad force side " + strconv.Quote(f))
			}
		}
	}
	for i, u := range t.Upgrades {
		if i > 0 && t.Upgrades[i-1].ID == u.ID && (u.Side != 2 || t.Upgrades[i-1].Side != 1) {
			return errors.New("upgrade " + u.ID + ": sides are not 1 and 2")
		}
		if u.Side == 1 && (i+1 == len(t.Upgrades) || t.Upgrades[i+1].ID != u.ID) {
			return errors.New("upgrade " + u.ID + ": side 1 without side 2")
		}
		if !slots[u.Kind] {
			return errors.New("upgrade " + u.ID + ": type " + strconv.Quote(u.Kind) + " is no slot")
		}
		for _, g := range u.GrantSlots {
			if !slots[g.Slot] {
				return errors.New("upgrade " + u.ID + ": grants unknown slot " + strconv.Quote(g.Slot))
			}
		}
		err := EachClause(u.Restrictions, func(kind, values string) error {
			for _, v := range strings.Split(values, ",") {
				var ok bool
				switch kind {
				case "factions":
					ok = factions[v]
				case "ships":
					_, ok = core.LookupShip(v)
				case "sizes":
					_, _, ok = core.Size(v).Dimensions()
				case "arcs":
					ok = isArc(v)
				case "names":
					ok = names[v]
				case "keywords":
					ok = keywords[v]
				case "force_side":
					ok = v == "light" || v == "dark"
				case "action":
					ok = isAction(v)
				case "equipped":
					ok = slots[v]
				case "solitary", "standardized", "non-limited", "shipAbility":
					ok = true
				default:
					return errors.New("unknown restriction kind " + strconv.Quote(kind))
				}
				if !ok {
					return errors.New("unknown " + kind + " value " + strconv.Quote(v))
				}
			}
			return nil
		})
		if err != nil {
			return errors.New("upgrade " + u.ID + ": " + err.Error())
		}
	}
	return nil
}

// EachClause calls f for every "kind=values" alternative of a
// restrictions cell ("a=x; b=y | c=z"), stopping at the first error.
func EachClause(cell string, f func(kind, values string) error) error {
	for _, object := range list(cell) {
		for _, alt := range strings.Split(object, " | ") {
			kind, values, ok := strings.Cut(alt, "=")
			if !ok || values == "" {
				return errors.New("bad restriction " + strconv.Quote(alt))
			}
			if err := f(kind, values); err != nil {
				return err
			}
		}
	}
	return nil
}
