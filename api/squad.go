package api

import (
	"strconv"

	"github.com/xwing-arcs/arcs/cards"
	"github.com/xwing-arcs/arcs/core"
	"github.com/xwing-arcs/arcs/internal/quote"
)

// The squad functions (docs/api.md): the cards a ship carries, and squads
// in XWS, the community's squad format (package cards).

// maxSlots bounds the slot keys of one XWS pilot's upgrades.
const maxSlots = 64

// weapons(ship, options?) -> Weapon[]: every weapon the ship attacks
// with, its primary attacks (the pilot's) and each upgrade's.
func weapons(dc *decoder) any {
	po, ps := top("options"), top("ship")
	o := dc.options(dc.arg(1), &po)
	return weaponsOf(dc.ship(dc.arg(0), &ps, o.Edition).WeaponsWith(o))
}

// shipAnswer is a ship as the other functions take it back.
type shipAnswer struct {
	ID       string   `js:"id"`
	Pilot    any      `js:"pilot"` // an id, or null for a ship without pilot
	Ship     string   `js:"ship"`
	Upgrades []string `js:"upgrades"`
	Team     string   `js:"team"`
	X        float64  `js:"x"`
	Y        float64  `js:"y"`
	Heading  float64  `js:"heading"`
	Turret   any      `js:"turret"` // a position, or null for none
	// Slots are the ship's slots and what fills each (cards.Set.Slots);
	// empty for a ship without pilot.
	Slots []slotAnswer `js:"slots"`
	// Ruleset is the ruleset whose cards armed it: toXWS writes the ship
	// back under it.
	Ruleset string `js:"ruleset"`
}

type slotAnswer struct {
	Slot    string `js:"slot"`
	Upgrade any    `js:"upgrade"` // an id, or null for a free slot
}

type warningAnswer struct {
	Path    string `js:"path"`
	Message string `js:"message"`
}

type squadAnswer struct {
	Name    string `js:"name"`
	Faction string `js:"faction"`
	Ruleset string `js:"ruleset"`
	// RulesetFrom says where Ruleset came from: "options", "list" (the
	// XWS's ruleset field or builder) or "default" (the list doesn't say).
	RulesetFrom string          `js:"rulesetFrom"`
	Ships       []shipAnswer    `js:"ships"`
	Obstacles   []string        `js:"obstacles"`
	Warnings    []warningAnswer `js:"warnings"`
}

// squad(xws, options?) -> { name, faction, ruleset, rulesetFrom, ships,
// obstacles, warnings }: the squad's ships armed and placed, each with its slots
// (free and used) in the setup area of
// options.edge, read under options.ruleset, else the ruleset the XWS says
// or hints at (cards.RulesetOf). xws is an XWS object or its JSON text;
// paths in errors are the XWS's own.
func squad(dc *decoder) any {
	po := top("options")
	opts := dc.arg(1)
	var o cards.Options
	pr := po.at("ruleset")
	if present(opts) {
		dc.coldObject(opts, &po)
		pt, pe, pw, pl, pk := po.at("team"), po.at("edge"), po.at("boardWidth"), po.at("lenient"), po.at("takenIds")
		o.Ruleset = core.Ruleset(dc.coldOptStr(dc.coldField(opts, "ruleset"), &pr))
		if err := o.Ruleset.Validate(); err != nil {
			panic(fromCore(&po, err))
		}
		o.Team = dc.coldOptStr(dc.coldField(opts, "team"), &pt)
		o.Edge = dc.coldOptStr(dc.coldField(opts, "edge"), &pe)
		if v := dc.coldField(opts, "boardWidth"); present(v) {
			o.BoardWidth = dc.coldNumber(v, &pw)
		}
		o.Lenient = dc.coldOptBool(dc.coldField(opts, "lenient"), &pl)
		if v := dc.coldField(opts, "takenIds"); present(v) {
			items := dc.coldArray(v, &pk, maxShips, "ids")
			for i := range items {
				pi := pk.elem(i)
				o.TakenIDs = append(o.TakenIDs, dc.coldStr(&items[i], &pi))
			}
		}
	}
	x := dc.xws(dc.arg(0))
	r, err := cards.Squad(x, o)
	if err != nil {
		if nl, ok := err.(*cards.NotLoadedError); ok {
			if o.Ruleset != "" {
				panic(notLoadedErr(&pr, nl.Ruleset))
			}
			rp := top("ruleset") // the XWS's: what it says or hints at
			panic(notLoadedErr(&rp, nl.Ruleset))
		}
		if fe, ok := err.(*core.FieldError); ok && (fe.Field == "edge" || fe.Field == "boardWidth") {
			panic(fromCore(&po, err))
		}
		panic(fromCore(nil, err))
	}
	from := "default"
	switch {
	case o.Ruleset != "":
		from = "options"
	case cards.RulesetSaid(x): // said, or hinted at by its builder (cards.RulesetOf)
		from = "list"
	}
	ans := squadAnswer{Name: r.Name, Faction: r.Faction, Ruleset: string(r.Ruleset), RulesetFrom: from, Ships: make([]shipAnswer, len(r.Ships)),
		Obstacles: nonNil(r.Obstacles), Warnings: make([]warningAnswer, len(r.Warnings))}
	set, _ := cards.For(r.Ruleset) // loaded: Squad read the squad with it
	for i, s := range r.Ships {
		var turret any
		if s.Turret != "" {
			turret = s.Turret
		}
		var pilot any // null for a ship kept without its (unknown) pilot
		if s.Pilot != "" {
			pilot = s.Pilot
		}
		slots := []slotAnswer{}
		for _, u := range set.Slots(s.Pilot, s.Upgrades) {
			var id any // null for a free slot
			if u.Upgrade != "" {
				id = u.Upgrade
			}
			slots = append(slots, slotAnswer{u.Slot, id})
		}
		ans.Ships[i] = shipAnswer{s.ID, pilot, s.Model, nonNil(s.Upgrades), s.Team, s.X, s.Y, s.Heading, turret, slots, string(r.Ruleset)}
	}
	for i, w := range r.Warnings {
		ans.Warnings[i] = warningAnswer(w)
	}
	return ans
}

// The squad functions run once per import, not per frame: they call the
// decoder's helpers through these wrappers, which are not inlined, so
// that each call costs the module a call, not the helper's body.

//go:noinline
func (dc *decoder) coldField(n *node, k string) *node { return dc.field(n, k) }

//go:noinline
func (dc *decoder) coldOptStr(n *node, p *path) string { return dc.optStr(n, p) }

//go:noinline
func (dc *decoder) coldObject(n *node, p *path) *node { return dc.object(n, p) }

//go:noinline
func (dc *decoder) coldArray(n *node, p *path, max int, what string) []node {
	return dc.array(n, p, max, what)
}

//go:noinline
func (dc *decoder) coldStr(n *node, p *path) string { return dc.str(n, p) }

//go:noinline
func (dc *decoder) coldOptBool(n *node, p *path) bool { return dc.optBool(n, p) }

//go:noinline
func (dc *decoder) coldNumber(n *node, p *path) float64 { return dc.number(n, p) }

// ParseJSON turns JSON text into an argument tape (the bindings set it:
// JSON.parse, then their walker), or says why the text is no JSON.
var ParseJSON = func(text string) (tape []byte, err string) { return nil, "no JSON reader here" }

// jsonBuilder holds an XWS parsed from JSON text while the call's own
// arguments (in shared) are still being read.
var jsonBuilder builder

// xws decodes an XWS squad: an object, or its JSON text (read by the
// rules every argument is read by).
func (dc *decoder) xws(n *node) cards.XWS {
	if n.kind == kString {
		tape, err := ParseJSON(dc.d.str(n))
		if err != "" {
			panic(rangeErr(nil, "want XWS JSON text: "+err))
		}
		d, args, ok := readTapeInto(&jsonBuilder, tape)
		if !ok {
			panic(rangeErr(nil, "internal error (please report): unreadable XWS"))
		}
		sub := &decoder{d: d, args: args}
		return sub.xwsObject(sub.arg(0))
	}
	return dc.xwsObject(n)
}

func (dc *decoder) xwsObject(n *node) cards.XWS {
	var root *path
	dc.coldObject(n, root)
	pn, pf, pp, pr := top("name"), top("faction"), top("pilots"), top("ruleset")
	x := cards.XWS{Name: dc.coldOptStr(dc.coldField(n, "name"), &pn), Faction: dc.coldOptStr(dc.coldField(n, "faction"), &pf),
		Ruleset: dc.coldOptStr(dc.coldField(n, "ruleset"), &pr), Builder: dc.builder(dc.coldField(n, "vendor")),
		Obstacles: dc.obstacleNames(dc.coldField(n, "obstacles"))}
	items := dc.coldArray(dc.coldField(n, "pilots"), &pp, cards.MaxPilots, "pilots")
	x.Pilots = make([]cards.XWSPilot, len(items))
	for i := range items {
		pe := pp.elem(i)
		m := dc.coldObject(&items[i], &pe)
		pid, pnm, psh, pu := pe.at("id"), pe.at("name"), pe.at("ship"), pe.at("upgrades")
		xp := cards.XWSPilot{ID: dc.coldOptStr(dc.coldField(m, "id"), &pid), Name: dc.coldOptStr(dc.coldField(m, "name"), &pnm), Ship: dc.coldOptStr(dc.coldField(m, "ship"), &psh)}
		if u := dc.coldField(m, "upgrades"); u.kind == kArray {
			// A flat array of ids, as some builders export.
			xp.Upgrades = []cards.XWSSlot{{IDs: dc.upgradeIDs(u, &pu)}}
		} else if present(u) {
			dc.coldObject(u, &pu)
			slots := dc.d.items(u)
			if len(slots) > maxSlots {
				panic(rangeErr(&pu, "want at most "+strconv.Itoa(maxSlots)+" slot keys, got "+strconv.Itoa(len(slots))))
			}
			xp.Upgrades = make([]cards.XWSSlot, len(slots))
			for j := range slots {
				slot := dc.d.key(&slots[j])
				ps := pu.at(slot)
				xp.Upgrades[j] = cards.XWSSlot{Slot: slot, IDs: dc.upgradeIDs(&slots[j], &ps)}
			}
		}
		x.Pilots[i] = xp
	}
	return x
}

// upgradeIDs decodes an array of upgrade ids at p.
func (dc *decoder) upgradeIDs(n *node, p *path) []string {
	items := dc.coldArray(n, p, cards.MaxUpgrades, "upgrade ids")
	ids := make([]string, len(items))
	for k := range items {
		pk := p.elem(k)
		ids[k] = dc.coldStr(&items[k], &pk)
	}
	return ids
}

// builder returns the builder a squad's vendor entries name, e.g.
// {yasb: {builder: "YASB 2.0"}}: the first that is a string. The vendor
// object is the builders' own: whatever else it holds is no error.
func (dc *decoder) builder(vendor *node) string {
	if vendor.kind != kObject {
		return ""
	}
	for _, v := range dc.d.items(vendor) {
		if b := dc.coldField(&v, "builder"); b.kind == kString {
			return dc.d.str(b)
		}
	}
	return ""
}

// obstacleNames returns the first cards.MaxObstacles strings of a squad's
// obstacles array, as given; anything else there is ignored (no builder
// agrees on more than names), and so are names JavaScript objects
// reserve ("__proto__").
func (dc *decoder) obstacleNames(n *node) []string {
	if n.kind != kArray {
		return nil
	}
	var out []string
	for _, v := range dc.d.items(n) {
		// A name JavaScript objects reserve is no obstacle a page could
		// look up: ignored, as anything else that is no name.
		if v.kind == kString && len(out) < cards.MaxObstacles && !cards.ReservedKey(dc.d.str(&v)) {
			out = append(out, dc.d.str(&v))
		}
	}
	return out
}

type xwsPilotAnswer struct {
	ID       string              `js:"id"`
	Ship     string              `js:"ship"`
	Upgrades map[string][]string `js:"upgrades"`
}

type xwsAnswer struct {
	Name    string           `js:"name"`
	Faction string           `js:"faction"`
	Ruleset string           `js:"ruleset"`
	Pilots  []xwsPilotAnswer `js:"pilots"`
}

// toXWS(ships, options?) -> XWS: the squad of those ships (each with a
// pilot) under options.ruleset, which it names, so that
// squad(toXWS(ships)) gives the same pilots and upgrades. options.name
// names the squad. ships may be a squad() answer, whose ruleset and name
// stand when options don't say, and which is written back as it was read
// (its faction, a pilot of another or a ship without pilot included); else the ruleset is the one the ships
// were read under (their ruleset, as squad() gives it), else "xwa": what
// a list was read with is what it is written back with.
func toXWS(dc *decoder) any {
	root, po := top("ships"), top("options")
	opts := dc.arg(1)
	dc.options(opts, &po)
	pr := po.at("ruleset")
	needs := &pr // the field that chose the ruleset
	list, name, faction := dc.arg(0), "", ""
	ps := root
	var said core.Ruleset // the squad's or the ships' ruleset
	var psq, pqr path
	if list.kind == kObject {
		// A squad() answer.
		root = top("squad")
		pn, pf := root.at("name"), root.at("faction")
		psq, pqr = root.at("ships"), root.at("ruleset")
		name = dc.coldOptStr(dc.coldField(list, "name"), &pn)
		// The squad's faction, as squad() answers it (an id): its ships
		// are written back as they were read, another faction's pilot
		// and a ship without pilot included (cards.Set.ToXWSAs).
		if faction = dc.coldOptStr(dc.coldField(list, "faction"), &pf); faction != "" {
			id, ok := cards.FactionOf(faction)
			if !ok {
				panic(rangeErr(&pf, "unknown faction "+quote.String(faction)))
			}
			faction = id
		}
		said = dc.rulesetAt(dc.coldField(list, "ruleset"), &pqr)
		if said != "" {
			needs = &pqr
		}
		list, ps = dc.coldField(list, "ships"), psq
	}
	items := dc.coldArray(list, &ps, maxShips, "ships")
	shipPaths := make([]path, len(items))
	for i := range items {
		shipPaths[i] = ps.elem(i)
	}
	rulesetPaths := make([]path, len(items))
	for i := range items {
		rulesetPaths[i] = shipPaths[i].at("ruleset")
		if dc.opts.Ruleset != "" || items[i].kind != kObject {
			continue // options.ruleset says; armed reports a ship that is no object
		}
		r := dc.rulesetAt(dc.coldField(&items[i], "ruleset"), &rulesetPaths[i])
		switch {
		case r == "" || r == said:
		case said == "":
			said, needs = r, &rulesetPaths[i]
		default:
			panic(rangeErr(&rulesetPaths[i], "read under the ruleset "+quote.String(string(r))+", not "+quote.String(string(said))+
				" as "+needs.String()+" is: say which in options.ruleset"))
		}
	}
	if dc.opts.Ruleset == "" {
		dc.opts.Ruleset = said
	}
	set := dc.cardsAt(needs)
	ships := make([]cards.ArmedShip, len(items))
	for i := range items {
		ships[i] = dc.armed(&items[i], &shipPaths[i], core.Second)
	}
	if present(opts) {
		pn := po.at("name")
		if n := dc.coldField(opts, "name"); present(n) {
			name = dc.coldOptStr(n, &pn)
		}
	}
	x, err := set.ToXWSAs(faction, ships)
	if err != nil {
		panic(fromCore(nil, err))
	}
	ans := xwsAnswer{Name: name, Faction: x.Faction, Ruleset: x.Ruleset, Pilots: make([]xwsPilotAnswer, len(x.Pilots))}
	for i, p := range x.Pilots {
		ups := map[string][]string{}
		for _, s := range p.Upgrades {
			ups[s.Slot] = append(ups[s.Slot], s.IDs...)
		}
		ans.Pilots[i] = xwsPilotAnswer{ID: p.ID, Ship: p.Ship, Upgrades: ups}
	}
	return ans
}

// rulesetAt decodes an optional ruleset id at p ("" when absent).
func (dc *decoder) rulesetAt(n *node, p *path) core.Ruleset {
	r := core.Ruleset(dc.coldOptStr(n, p))
	if !r.Valid() && r != "" {
		panic(rangeErr(p, `want "xwa", "amg" or "legacy", got `+quote.String(string(r))))
	}
	return r
}
