package api

import (
	"github.com/xwing-arcs/arcs/cards"
	"github.com/xwing-arcs/arcs/core"
)

// Ships: a ship's fields, the cards that arm it and its own weapons, as
// the decoder reads them (decode.go).

// ship decodes a Ship and validates it for edition ed.
func (dc *decoder) ship(n *node, p *path, ed core.Edition) core.Ship {
	var s core.Ship
	dc.shipInto(&s, n, p, ed)
	return s
}

// armed decodes a Ship with the cards it was built from: a pilot and
// upgrades (package cards) arm it, and its own weapons, when given,
// replace whatever it would attack with.
func (dc *decoder) armed(n *node, p *path, ed core.Edition) cards.ArmedShip {
	var a cards.ArmedShip
	a.Upgrades = dc.shipInto(&a.Ship, n, p, ed)
	return a
}

// shipInto decodes a Ship into *s, a zero Ship, as armed does, and
// returns its upgrades. In place, and with the fields' paths made only
// for an error: in WebAssembly every copy of a struct over 16 bytes (a
// Ship, a path) is a memory.copy call, which made a small call's ship
// decoding cost more than its geometry.
func (dc *decoder) shipInto(s *core.Ship, n *node, p *path, ed core.Edition) (ups []string) {
	dc.object(n, p)
	// One pass over the members finds every field (a lookup per field
	// would scan them a dozen times); the checks then run in a fixed
	// order, so the first error is the same whatever the key order.
	var x, y, heading, size, model, id, team, pilot, turret, mobile, weapons, upgrades, ruleset *node
	u := &undefinedNode
	x, y, heading, size, model, id, team, pilot, turret, mobile, weapons, upgrades, ruleset = u, u, u, u, u, u, u, u, u, u, u, u, u
	if n.kind == kObject {
		for i := n.first; i < n.first+n.count; i++ {
			m := &dc.d.nodes[i]
			switch dc.d.key(m) {
			case "x":
				x = m
			case "y":
				y = m
			case "heading":
				heading = m
			case "size":
				size = m
			case "ship":
				model = m
			case "id":
				id = m
			case "team":
				team = m
			case "pilot":
				pilot = m
			case "turret":
				turret = m
			case "mobile":
				mobile = m
			case "weapons":
				weapons = m
			case "upgrades":
				upgrades = m
			case "ruleset":
				ruleset = m
			}
		}
	}
	s.X, s.Y, s.Heading = dc.numberAt(x, p, "x"), dc.numberAt(y, p, "y"), dc.numberAt(heading, p, "heading")
	s.Model = dc.optStrAt(model, p, "ship")
	s.Size = core.Size(dc.optStrAt(size, p, "size"))
	s.Pilot = dc.optStrAt(pilot, p, "pilot")
	if s.Size == "" && s.Model == "" && s.Pilot == "" {
		ps := p.at("size")
		panic(typeErr(&ps, "want a size (small, medium, large, huge), a catalog id in ship or a pilot, got none"))
	}
	s.ID, s.Team = dc.optStrAt(id, p, "id"), dc.optStrAt(team, p, "team")
	s.Turret, s.Mobile = dc.optStrAt(turret, p, "turret"), dc.optStrAt(mobile, p, "mobile")
	if present(upgrades) || s.Pilot != "" {
		ups = dc.arm(s, p, upgrades, ruleset)
	}
	if present(weapons) {
		pw := p.at("weapons")
		items := dc.array(weapons, &pw, maxWeapons, "weapons")
		s.Weapons = make([]core.Weapon, len(items))
		for i := range items {
			pe := pw.elem(i)
			s.Weapons[i] = dc.weapon(&items[i], &pe)
		}
	}
	if err := s.Validate(ed); err != nil {
		panic(fromCore(p, err))
	}
	return ups
}

// arm arms ship s, at p, with its pilot and the upgrades in node
// upgrades (absent: the pilot's standard loadout), and returns the
// upgrades it carries. The cards are the ruleset's the call's options
// name, else the ship's own (node ruleset: a ship squad() made says
// which cards armed it), else X-Wing Alliance's.
func (dc *decoder) arm(s *core.Ship, p *path, upgrades, ruleset *node) (ups []string) {
	pp, pg := p.at("pilot"), p.at("upgrades")
	if present(upgrades) {
		items := dc.array(upgrades, &pg, maxUpgrades, "upgrade ids")
		ups = make([]string, len(items))
		for i := range items {
			pe := pg.elem(i)
			ups[i] = dc.str(&items[i], &pe)
		}
	}
	needs := &pp // the field that needs the cards
	if s.Pilot == "" {
		if len(ups) == 0 {
			// A ship without pilot and no upgrades, as squad() gives one
			// it kept without its unknown pilot: nothing to arm.
			return ups
		}
		needs = &pg
	}
	r := dc.opts.Ruleset
	if r == "" && present(ruleset) {
		pr := p.at("ruleset")
		r = dc.rulesetAt(ruleset, &pr)
	}
	if _, loaded := cards.Loaded(r); !loaded && s.Pilot != "" {
		// Without the cards, a pilot no card has is refused as they would
		// refuse it (cards.UnknownPilot): the same error before and after
		// loadCards, and on both ways in. With them, ArmCards says so.
		if err := cards.UnknownPilot(r, s.Pilot); err != nil {
			panic(fromCore(p, err))
		}
	}
	armed, err := cardSet(needs, r).ArmCards(*s, s.Pilot, ups)
	if err != nil {
		panic(fromCore(p, err))
	}
	*s = armed.Ship
	return armed.Upgrades
}

// weapon decodes a Weapon (validated with its ship). A primary weapon
// may leave out its range span: the rules' (core.Options.PrimarySpan).
func (dc *decoder) weapon(n *node, p *path) core.Weapon {
	dc.object(n, p)
	pn, pa, plo, phi := p.at("name"), p.at("arc"), p.at("minRange"), p.at("maxRange")
	pp, po, pk, pv := p.at("primary"), p.at("ordnance"), p.at("kind"), p.at("value")
	w := core.Weapon{
		Name:     dc.str(dc.field(n, "name"), &pn),
		Arc:      core.Arc(dc.str(dc.field(n, "arc"), &pa)),
		Primary:  dc.optBool(dc.field(n, "primary"), &pp),
		Ordnance: dc.optBool(dc.field(n, "ordnance"), &po),
		Kind:     dc.optStr(dc.field(n, "kind"), &pk),
		Value:    dc.optInt(dc.field(n, "value"), &pv, 0),
	}
	lo, hi := dc.field(n, "minRange"), dc.field(n, "maxRange")
	w.MinRange, w.MaxRange = dc.opts.PrimarySpan()
	if !w.Primary || present(lo) {
		w.MinRange = dc.integer(lo, &plo)
	}
	if !w.Primary || present(hi) {
		w.MaxRange = dc.integer(hi, &phi)
	}
	return w
}

// ships decodes an array of ships.
func (dc *decoder) ships(n *node, p *path, ed core.Edition) []core.Ship {
	items := dc.array(n, p, maxShips, "ships")
	ships := make([]core.Ship, len(items))
	for i := range items {
		pe := p.elem(i)
		ships[i] = dc.ship(&items[i], &pe, ed)
	}
	return ships
}
