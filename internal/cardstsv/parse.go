// Package cardstsv reads the contract's pilot and upgrade tables, one
// pair per ruleset (xwa/, legacy/ and amg/: copies of shared/data/),
// checks every fact in them, and writes each ruleset as a compact card
// file (Text; cmd/gencards writes cards/cardfiles/<ruleset>.txt), which
// package cards reads at run time: the engine carries neither the tables
// nor this parser.
package cardstsv

import (
	"embed"
	"errors"
	"sort"
	"strconv"
	"strings"

	"github.com/xwing-arcs/arcs/core"
	"github.com/xwing-arcs/arcs/internal/cardformat"
	"github.com/xwing-arcs/arcs/internal/xwsid"
)

//go:embed xwa/*.tsv legacy/*.tsv amg/*.tsv
var tables embed.FS

// Source is one ruleset's pair of tables and where they come from.
type Source struct {
	Ruleset core.Ruleset
	// Origin names the card data the tables were extracted from, with its
	// version and date (shared/data/README.md).
	Origin                 string
	PilotsTSV, UpgradesTSV string
}

// origins are the card data each ruleset's tables come from
// (shared/data/README.md), all in the xwing-data2 format (MIT licence,
// copyright Guido Kessels and contributors).
var origins = map[core.Ruleset]string{
	core.XWA:    "gregkash16/xwing-data2 7fc3f76 (2026-02-18)",
	core.Legacy: "SogeMoge/xwing-data2-legacy 0c19f62 (2025-12-11)",
	core.AMG:    "xwingtmg/xwing-data2 3.9.1",
}

// Sources returns every ruleset's tables, in core.Rulesets' order.
func Sources() []Source {
	var out []Source
	for _, r := range core.Rulesets() {
		p, err1 := tables.ReadFile(string(r) + "/pilots.tsv")
		u, err2 := tables.ReadFile(string(r) + "/upgrades.tsv")
		if err1 != nil || err2 != nil {
			panic("cardstsv: the tables of " + string(r) + " are not embedded")
		}
		out = append(out, Source{Ruleset: r, Origin: origins[r], PilotsTSV: string(p), UpgradesTSV: string(u)})
	}
	return out
}

// Of returns ruleset r's tables, parsed and checked.
func Of(r core.Ruleset) (Tables, error) {
	for _, s := range Sources() {
		if s.Ruleset == r {
			return Parse(s.PilotsTSV, s.UpgradesTSV)
		}
	}
	return Tables{}, errors.New("no tables for the ruleset " + strconv.Quote(string(r)))
}

// Attack is a printed attack: an arc, a value and, for an upgrade's
// weapon, its range span and ordnance icon.
type Attack = cardformat.Attack

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
	// Limited is how many cards of its name a squad may field (the
	// card's dots; 0: any number).
	Limited int
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
	// Limited is as a Pilot's.
	Limited int
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

// MissingLoadoutCards returns the ids that pilots' standard loadouts name
// but the upgrade table lacks, sorted, once each. 2.0 Legacy's card data
// has the Battle over Endor pilots without their loadouts' cards: such a
// pilot carries the id, which gives it nothing (no slot, attack or grant).
func (t Tables) MissingLoadoutCards() []string {
	known := map[string]bool{}
	for _, u := range t.Upgrades {
		known[u.ID] = true
	}
	var out []string
	for _, p := range t.Pilots {
		for _, id := range p.Loadout {
			if !known[id] {
				known[id] = true
				out = append(out, id)
			}
		}
	}
	sort.Strings(out)
	return out
}

// limited reads a limited cell: 0 to 9 (no card has more than three
// dots).
func limited(cell string) (int, error) {
	if len(cell) != 1 || cell[0] < '0' || cell[0] > '9' {
		return 0, errors.New("bad limited " + strconv.Quote(cell))
	}
	return int(cell[0] - '0'), nil
}

// list splits a "; "-separated cell; an empty cell is an empty list.
func list(cell string) []string { return cardformat.List(cell) }

func parsePilot(f []string) (Pilot, error) {
	p := Pilot{
		ID: f[0], Name: f[1], Caption: f[2], Ship: f[3], Faction: f[4],
		Slots: list(f[7]), Actions: f[9], Keywords: list(f[10]), Loadout: list(f[12]),
	}
	if p.ID == "" || p.Name == "" {
		return p, errors.New("missing id or name")
	}
	// XWA's table names three Epic pilots' factions as printed
	// ("Separatist Alliance"): the id is its letters, in lower case.
	p.Faction = xwsid.FromName(p.Faction)
	ini, err := strconv.Atoi(f[5])
	if err != nil || ini < 0 || ini > 8 {
		return p, errors.New("bad initiative " + strconv.Quote(f[5]))
	}
	p.Initiative = ini
	if p.Limited, err = limited(f[6]); err != nil {
		return p, err
	}
	for _, a := range list(f[8]) {
		at, err := cardformat.PrimaryAttack(a)
		if err != nil {
			return p, err
		}
		p.Attacks = append(p.Attacks, at)
	}
	if f[11] != "" {
		p.ForceSides = strings.Split(f[11], ",")
	}
	if err := cardformat.CheckActions(p.Actions); err != nil {
		return p, err
	}
	return p, nil
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
	var err error
	if u.Limited, err = limited(f[11]); err != nil {
		return u, err
	}
	switch f[1] {
	case "":
	case "1", "2":
		u.Side = int(f[1][0] - '0')
	default:
		return u, errors.New("bad side " + strconv.Quote(f[1]))
	}
	if f[5] != "" {
		a, err := cardformat.WeaponAttack(f[5])
		if err != nil {
			return u, err
		}
		u.Attack = &a
	}
	if u.GrantArc != "" && !cardformat.IsArc(string(u.GrantArc)) {
		return u, errors.New("bad granted arc " + strconv.Quote(f[6]))
	}
	for _, g := range list(f[7]) {
		slot, d, err := cardformat.GrantedSlot(g)
		if err != nil {
			return u, err
		}
		u.GrantSlots = append(u.GrantSlots, SlotGrant{Slot: slot, Delta: d})
	}
	if f[8] != "" {
		a, err := cardformat.GrantedAttack(f[8])
		if err != nil {
			return u, err
		}
		u.GrantAttack = &a
	}
	if err := cardformat.CheckActions(u.GrantActions); err != nil {
		return u, err
	}
	return u, nil
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
			if id == "" || id == cardformat.Ditto {
				return errors.New("pilot " + p.ID + ": bad loadout upgrade " + strconv.Quote(id))
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
		err := cardformat.EachClause(u.Restrictions, func(kind, values string) error {
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
					ok = cardformat.IsArc(v)
				case "names":
					ok = names[v]
				case "keywords":
					ok = keywords[v]
				case "force_side":
					ok = v == "light" || v == "dark"
				case "action":
					ok = cardformat.IsAction(v)
				case "equipped":
					ok = slots[v]
				case "initiative", "shields", "energy", "agility", "limited":
					// "3 OR LOWER", "1 OR MORE", "5 OR HIGHER", "3"
					_, ok = cardformat.Compare(v, 0)
				case "solitary", "standardized", "non-limited":
					ok = v == "true" || v == "false"
				case "shipAbility":
					ok = true // a ship ability's name: the tables list none
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
