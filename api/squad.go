package api

import (
	"github.com/xwing-arcs/arcs/cards"
	"github.com/xwing-arcs/arcs/core"
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
	return weaponsOf(dc.ship(dc.arg(0), &ps, o.Edition).WeaponsIn(o.Edition))
}

// shipAnswer is a ship as the other functions take it back.
type shipAnswer struct {
	ID       string   `js:"id"`
	Pilot    string   `js:"pilot"`
	Ship     string   `js:"ship"`
	Upgrades []string `js:"upgrades"`
	Team     string   `js:"team"`
	X        float64  `js:"x"`
	Y        float64  `js:"y"`
	Heading  float64  `js:"heading"`
	Turret   any      `js:"turret"` // a position, or null for none
}

type warningAnswer struct {
	Path    string `js:"path"`
	Message string `js:"message"`
}

type squadAnswer struct {
	Name     string          `js:"name"`
	Faction  string          `js:"faction"`
	Ships    []shipAnswer    `js:"ships"`
	Warnings []warningAnswer `js:"warnings"`
}

// squad(xws, options?) -> { name, faction, ships, warnings }: the squad's
// ships armed and placed in the setup area of options.edge. xws is an
// XWS object or its JSON text; paths in errors are the XWS's own.
func squad(dc *decoder) any {
	po := top("options")
	opts := dc.arg(1)
	var o cards.Options
	if present(opts) {
		dc.object(opts, &po)
		pt, pe, pw, pl, pk := po.at("team"), po.at("edge"), po.at("boardWidth"), po.at("lenient"), po.at("takenIds")
		o.Team = dc.optStr(dc.field(opts, "team"), &pt)
		o.Edge = dc.optStr(dc.field(opts, "edge"), &pe)
		if v := dc.field(opts, "boardWidth"); present(v) {
			o.BoardWidth = dc.number(v, &pw)
		}
		o.Lenient = dc.optBool(dc.field(opts, "lenient"), &pl)
		if v := dc.field(opts, "takenIds"); present(v) {
			items := dc.array(v, &pk, maxShips, "ids")
			for i := range items {
				pi := pk.elem(i)
				o.TakenIDs = append(o.TakenIDs, dc.str(&items[i], &pi))
			}
		}
	}
	x := dc.xws(dc.arg(0))
	r, err := cards.Squad(x, o)
	if err != nil {
		if fe, ok := err.(*core.FieldError); ok && (fe.Field == "edge" || fe.Field == "boardWidth") {
			panic(fromCore(&po, err))
		}
		panic(fromCore(nil, err))
	}
	ans := squadAnswer{Name: r.Name, Faction: r.Faction, Ships: make([]shipAnswer, len(r.Ships)), Warnings: make([]warningAnswer, len(r.Warnings))}
	for i, s := range r.Ships {
		var turret any
		if s.Turret != "" {
			turret = s.Turret
		}
		ans.Ships[i] = shipAnswer{s.ID, s.Pilot, s.Model, nonNil(s.Upgrades), s.Team, s.X, s.Y, s.Heading, turret}
	}
	for i, w := range r.Warnings {
		ans.Warnings[i] = warningAnswer(w)
	}
	return ans
}

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
		d, root, ok := readTapeInto(&jsonBuilder, tape)
		if !ok {
			panic(rangeErr(nil, "internal error (please report): unreadable XWS"))
		}
		sub := &decoder{d: d, args: d.items(&root)}
		return sub.xwsObject(sub.arg(0))
	}
	return dc.xwsObject(n)
}

func (dc *decoder) xwsObject(n *node) cards.XWS {
	var root *path
	dc.object(n, root)
	pn, pf, pp := top("name"), top("faction"), top("pilots")
	x := cards.XWS{Name: dc.optStr(dc.field(n, "name"), &pn), Faction: dc.optStr(dc.field(n, "faction"), &pf)}
	items := dc.array(dc.field(n, "pilots"), &pp, cards.MaxPilots, "pilots")
	x.Pilots = make([]cards.XWSPilot, len(items))
	for i := range items {
		pe := pp.elem(i)
		m := dc.object(&items[i], &pe)
		pid, pnm, psh, pu := pe.at("id"), pe.at("name"), pe.at("ship"), pe.at("upgrades")
		xp := cards.XWSPilot{ID: dc.optStr(dc.field(m, "id"), &pid), Name: dc.optStr(dc.field(m, "name"), &pnm), Ship: dc.optStr(dc.field(m, "ship"), &psh)}
		if u := dc.field(m, "upgrades"); present(u) {
			dc.object(u, &pu)
			slots := dc.d.items(u)
			if u.kind == kArray || len(slots) > maxSlots {
				panic(typeErr(&pu, "want an object of slot keys to upgrade ids, got "+dc.describe(u)))
			}
			xp.Upgrades = make([]cards.XWSSlot, len(slots))
			for j := range slots {
				slot := dc.d.key(&slots[j])
				ps := pu.at(slot)
				ids := dc.array(&slots[j], &ps, cards.MaxUpgrades, "upgrade ids")
				xp.Upgrades[j] = cards.XWSSlot{Slot: slot, IDs: make([]string, len(ids))}
				for k := range ids {
					pk := ps.elem(k)
					xp.Upgrades[j].IDs[k] = dc.str(&ids[k], &pk)
				}
			}
		}
		x.Pilots[i] = xp
	}
	return x
}

type xwsPilotAnswer struct {
	ID       string              `js:"id"`
	Ship     string              `js:"ship"`
	Upgrades map[string][]string `js:"upgrades"`
}

type xwsAnswer struct {
	Name    string           `js:"name"`
	Faction string           `js:"faction"`
	Pilots  []xwsPilotAnswer `js:"pilots"`
}

// toXWS(ships, options?) -> XWS: the squad of those ships (each with a
// pilot), so that squad(toXWS(ships)) gives the same pilots and upgrades.
// options.name names the squad.
func toXWS(dc *decoder) any {
	ps, po := top("ships"), top("options")
	items := dc.array(dc.arg(0), &ps, maxShips, "ships")
	ships := make([]cards.ArmedShip, len(items))
	for i := range items {
		pe := ps.elem(i)
		ships[i] = dc.armed(&items[i], &pe, core.Second)
	}
	var name string
	if opts := dc.arg(1); present(opts) {
		dc.object(opts, &po)
		pn := po.at("name")
		name = dc.optStr(dc.field(opts, "name"), &pn)
	}
	x, err := cards.ToXWS(ships)
	if err != nil {
		panic(fromCore(nil, err))
	}
	ans := xwsAnswer{Name: name, Faction: x.Faction, Pilots: make([]xwsPilotAnswer, len(x.Pilots))}
	for i, p := range x.Pilots {
		ups := map[string][]string{}
		for _, s := range p.Upgrades {
			ups[s.Slot] = append(ups[s.Slot], s.IDs...)
		}
		ans.Pilots[i] = xwsPilotAnswer{ID: p.ID, Ship: p.Ship, Upgrades: ups}
	}
	return ans
}

type pilotAnswer struct {
	ID         string `js:"id"`
	Name       string `js:"name"`
	Caption    string `js:"caption"`
	Ship       string `js:"ship"`
	Faction    string `js:"faction"`
	Initiative int    `js:"initiative"`
}

// pilots() -> every pilot, for a search: { id, name, caption, ship,
// faction, initiative }[].
func pilots(dc *decoder) any {
	ps := cards.Pilots()
	out := make([]pilotAnswer, len(ps))
	for i, p := range ps {
		out[i] = pilotAnswer(p)
	}
	return out
}

type upgradeAnswer struct {
	ID          string   `js:"id"`
	Name        string   `js:"name"`
	Back        string   `js:"back"`
	Slots       []string `js:"slots"`
	LoadoutOnly bool     `js:"loadoutOnly"`
}

// upgrades() -> every upgrade card: { id, name, back, slots, loadoutOnly }[].
func upgrades(dc *decoder) any {
	us := cards.Upgrades()
	out := make([]upgradeAnswer, len(us))
	for i, u := range us {
		out[i] = upgradeAnswer{u.ID, u.Name, u.Back, nonNil(u.Slots), u.LoadoutOnly}
	}
	return out
}
