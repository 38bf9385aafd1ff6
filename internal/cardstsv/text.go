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
	slot := map[string]byte{}
	for i, s := range strings.Split(cardformat.SlotsLine, "\t")[1:] {
		slot[s] = byte('a' + i)
	}
	for _, s := range t.slotNames() {
		if slot[s] == 0 {
			return "", errors.New("slot " + strconv.Quote(s) + " is not in cardformat.SlotsLine")
		}
	}
	arc := map[core.Arc]byte{"": 0}
	for i, a := range strings.Split(cardformat.ArcsLine, "\t")[1:] {
		arc[core.Arc(a)] = byte('a' + i)
	}
	letters := func(names []string) string {
		b := make([]byte, len(names))
		for i, n := range names {
			b[i] = slot[n]
		}
		return string(b)
	}
	var b strings.Builder
	head := []string{cardformat.Magic, strconv.Itoa(cardformat.Version), string(r), r.Name(), origin,
		strconv.Itoa(len(t.Pilots)), strconv.Itoa(len(t.Upgrades))}
	if err := row(&b, head, nil); err != nil {
		return "", err
	}
	b.WriteString(cardformat.SlotsLine + "\n" + cardformat.ArcsLine + "\n")

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
		if !ok || strings.HasPrefix(code, "@") || strings.HasPrefix(code, "%") {
			return "", errors.New("pilot " + p.ID + ": an id the card file can't hold")
		}
		prev = p.ID
		var attacks []byte
		for _, a := range p.Attacks {
			attacks = append(attacks, arc[a.Arc], byte('0'+a.Value))
		}
		force := ""
		for _, f := range p.ForceSides {
			force += f[:1] // "l", "d"
		}
		cells := []string{code, p.Name, p.Caption, strconv.Itoa(p.Initiative),
			letters(p.Slots), string(attacks), p.Actions, join(p.Keywords), force, join(p.Loadout), limitedCell(p.Limited)}
		if err := row(&b, cells, above); err != nil {
			return "", errors.New("pilot " + p.ID + ": " + err.Error())
		}
		above = cells
	}

	b.WriteString("%upgrades\n")
	above, prev = nil, ""
	for _, u := range t.Upgrades {
		code, ok := xwsid.Encode(u.ID, u.Name, "", prev)
		if !ok || strings.HasPrefix(code, "%") {
			return "", errors.New("upgrade " + u.ID + ": an id the card file can't hold")
		}
		prev = u.ID
		side := ""
		if u.Side > 0 {
			side = strconv.Itoa(u.Side)
		}
		var attack, grantAttack, grants []byte
		if a := u.Attack; a != nil {
			attack = []byte{arc[a.Arc], byte('0' + a.Value), byte('0' + a.MinRange), byte('0' + a.MaxRange)}
			if a.Ordnance {
				attack = append(attack, 'o')
			}
		}
		if a := u.GrantAttack; a != nil {
			grantAttack = []byte{arc[a.Arc], byte('0' + a.Value)}
		}
		for _, g := range u.GrantSlots {
			sign, d := byte('+'), g.Delta
			if d < 0 {
				sign, d = '-', -d
			}
			grants = append(grants, slot[g.Slot], sign, byte('0'+d))
		}
		grantArc := ""
		if u.GrantArc != "" {
			grantArc = string(arc[u.GrantArc])
		}
		only := ""
		if u.LoadoutOnly {
			only = "1"
		}
		cells := []string{code, side, u.Name, string(slot[u.Kind]), letters(u.Slots), string(attack), grantArc,
			string(grants), string(grantAttack), u.GrantActions, u.Restrictions, only, limitedCell(u.Limited)}
		if err := row(&b, cells, above); err != nil {
			return "", errors.New("upgrade " + u.ID + ": " + err.Error())
		}
		above = cells
	}
	b.WriteString("%end\n")
	return b.String(), nil
}

// limitedCell writes a card's limit: "" for none (0), else its digit.
func limitedCell(n int) string {
	if n == 0 {
		return ""
	}
	return strconv.Itoa(n)
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
		if strings.ContainsAny(c, "\t\n\r") || c == cardformat.Ditto {
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

// slotNames returns every slot kind the tables use, sorted.
func (t Tables) slotNames() []string {
	set := map[string]bool{}
	for _, p := range t.Pilots {
		for _, s := range p.Slots {
			set[s] = true
		}
	}
	for _, u := range t.Upgrades {
		set[u.Kind] = true
		for _, s := range u.Slots {
			set[s] = true
		}
		for _, g := range u.GrantSlots {
			set[g.Slot] = true
		}
	}
	out := make([]string, 0, len(set))
	for s := range set {
		out = append(out, s)
	}
	sort.Strings(out)
	return out
}
