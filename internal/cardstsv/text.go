package cardstsv

import (
	"errors"
	"sort"
	"strconv"
	"strings"

	"github.com/xwing-arcs/arcs/core"
	"github.com/xwing-arcs/arcs/internal/cardformat"
	"github.com/xwing-arcs/arcs/internal/xwsid"
)

// Text returns ruleset r's card file: the facts of t the engine uses,
// in the compact text form cmd/gencards documents, which package cards
// reads (cards.Load). origin names the card data (Source.Origin).
func Text(r core.Ruleset, origin string, t Tables) (string, error) {
	if !r.Valid() {
		return "", errors.New("unknown ruleset " + strconv.Quote(string(r)))
	}
	var b strings.Builder
	head := []string{cardformat.Magic, strconv.Itoa(cardformat.Version), string(r), r.Name(), origin,
		strconv.Itoa(len(t.Pilots)), strconv.Itoa(len(t.Upgrades))}
	if err := row(&b, head, nil); err != nil {
		return "", err
	}

	// Pilots, grouped by ship and faction (each group under one "@" line),
	// by id within a group.
	pilots := append([]Pilot(nil), t.Pilots...)
	sort.SliceStable(pilots, func(i, j int) bool {
		a, c := pilots[i], pilots[j]
		if a.Ship != c.Ship {
			return a.Ship < c.Ship
		}
		if a.Faction != c.Faction {
			return a.Faction < c.Faction
		}
		return a.ID < c.ID
	})
	var above []string
	group, prev := "", ""
	for _, p := range pilots {
		if g := p.Ship + "\t" + p.Faction; g != group {
			group, above = g, nil
			b.WriteString("@" + g + "\n")
		}
		code, ok := xwsid.Encode(p.ID, p.Name, p.Ship, prev)
		if !ok {
			return "", errors.New("pilot " + p.ID + ": an id the card file can't hold")
		}
		prev = p.ID
		attacks := make([]string, len(p.Attacks))
		for i, a := range p.Attacks {
			attacks[i] = string(a.Arc) + " " + strconv.Itoa(a.Value)
		}
		cells := []string{code, p.Name, p.Caption, strconv.Itoa(p.Initiative),
			join(p.Slots), join(attacks), p.Actions, join(p.Keywords), strings.Join(p.ForceSides, ","), join(p.Loadout)}
		if err := row(&b, cells, above); err != nil {
			return "", errors.New("pilot " + p.ID + ": " + err.Error())
		}
		above = cells
	}

	b.WriteString("%upgrades\n")
	above, prev = nil, ""
	for _, u := range t.Upgrades {
		code, ok := xwsid.Encode(u.ID, u.Name, "", prev)
		if !ok {
			return "", errors.New("upgrade " + u.ID + ": an id the card file can't hold")
		}
		prev = u.ID
		side := ""
		if u.Side > 0 {
			side = strconv.Itoa(u.Side)
		}
		attack, grantAttack := "", ""
		if a := u.Attack; a != nil {
			attack = string(a.Arc) + " " + strconv.Itoa(a.Value) + " " + strconv.Itoa(a.MinRange) + "-" + strconv.Itoa(a.MaxRange)
			if a.Ordnance {
				attack += " ordnance"
			}
		}
		if a := u.GrantAttack; a != nil {
			grantAttack = string(a.Arc) + " +" + strconv.Itoa(a.Value)
		}
		grants := make([]string, len(u.GrantSlots))
		for i, g := range u.GrantSlots {
			grants[i] = g.Slot + " " + strconv.Itoa(g.Delta)
			if g.Delta > 0 {
				grants[i] = g.Slot + " +" + strconv.Itoa(g.Delta)
			}
		}
		only := ""
		if u.LoadoutOnly {
			only = "1"
		}
		cells := []string{code, side, u.Name, u.Kind, join(u.Slots), attack, string(u.GrantArc),
			join(grants), grantAttack, u.GrantActions, u.Restrictions, only}
		if err := row(&b, cells, above); err != nil {
			return "", errors.New("upgrade " + u.ID + ": " + err.Error())
		}
		above = cells
	}
	b.WriteString("%end\n")
	return b.String(), nil
}

func join(items []string) string { return strings.Join(items, "; ") }

// dittoFrom is the first column a ditto may stand in: ids, names and the
// one-character columns before it stay as they are.
const dittoFrom = 3

// row writes one line of tab-separated cells, each cell from dittoFrom
// on that repeats the one above it (a non-empty cell of the previous row)
// as a ditto.
func row(b *strings.Builder, cells, above []string) error {
	for i, c := range cells {
		if strings.ContainsAny(c, "\t\n\r") || c == cardformat.Ditto || strings.HasPrefix(c, "@") && i == 0 || strings.HasPrefix(c, "%") && i == 0 {
			return errors.New("a cell the card file can't hold: " + strconv.Quote(c))
		}
		if i > 0 {
			b.WriteByte('\t')
		}
		if i >= dittoFrom && i < len(above) && c != "" && c == above[i] {
			c = cardformat.Ditto
		}
		b.WriteString(c)
	}
	b.WriteByte('\n')
	return nil
}
