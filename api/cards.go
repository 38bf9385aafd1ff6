package api

import (
	"github.com/xwing-arcs/arcs/cards"
	"github.com/xwing-arcs/arcs/core"
	"github.com/xwing-arcs/arcs/internal/quote"
)

// The cards' side of the API (docs/api.md, "Rulesets and cards"): each
// ruleset's pilots and upgrades are loaded at run time from its card file
// (addCards; the loader's loadCards fetches the file and calls it), and
// every function that reads cards takes the ruleset (options.ruleset, a
// board state's ruleset). A call that needs a ruleset's cards before they
// are loaded throws an Error (not a TypeError or RangeError: the input is
// right) naming the field that needed them.

// notLoadedErr is the error of a call that needs cards not loaded yet,
// for the field at p. Board, which reports a bad ship and goes on, lets
// it through (decodeOr): the whole call throws.
func notLoadedErr(p *path, r core.Ruleset) *argError {
	q := quote.String(string(r))
	return &argError{plainError, core.FieldError{Field: p.String(), Msg: "cards for the ruleset " + q + " are not loaded: await xwing.loadCards(" + q + ") first"}}
}

// cardSet returns ruleset r's cards, or panics: the Error when they are
// not loaded, with path p, the field that needed them.
func cardSet(p *path, r core.Ruleset) *cards.Set {
	set, err := cards.For(r)
	if err != nil {
		if nl, ok := err.(*cards.NotLoadedError); ok {
			panic(notLoadedErr(p, nl.Ruleset))
		}
		panic(fromCore(p, err))
	}
	return set
}

// cards returns the cards of the ruleset the call's options chose (see
// decoder.options), for the field at p.
func (dc *decoder) cardsAt(p *path) *cards.Set { return cardSet(p, dc.opts.Ruleset) }

type cardsAnswer struct {
	Ruleset  string `js:"ruleset"`
	Name     string `js:"name"`
	Pilots   int    `js:"pilots"`
	Upgrades int    `js:"upgrades"`
}

// addCards(text) -> { ruleset, name, pilots, upgrades }: loads one
// ruleset's card file (its header names the ruleset), in place of any
// loaded before. An unreadable or stale file is a RangeError and changes
// nothing.
func addCards(dc *decoder) any {
	pt := top("text")
	info, err := cards.Load(dc.coldStr(dc.arg(0), &pt))
	if err != nil {
		panic(rangeErr(&pt, err.Error()))
	}
	return cardsAnswer{string(info.Ruleset), info.Name, info.Pilots, info.Upgrades}
}

type rulesetAnswer struct {
	ID       string `js:"id"`
	Name     string `js:"name"`
	Source   string `js:"source"`
	Loaded   bool   `js:"loaded"`
	Pilots   int    `js:"pilots"`
	Upgrades int    `js:"upgrades"`
}

// rulesets() -> [{ id, name, source, loaded, pilots, upgrades }]: every
// ruleset, the default first; source and the counts are the loaded
// file's ("" and 0 until it is loaded).
func rulesets(dc *decoder) any {
	rs := core.Rulesets()
	out := make([]rulesetAnswer, len(rs))
	for i, r := range rs {
		info, ok := cards.Loaded(r)
		out[i] = rulesetAnswer{ID: string(r), Name: r.Name(), Source: info.Source, Loaded: ok, Pilots: info.Pilots, Upgrades: info.Upgrades}
	}
	return out
}

type pilotAnswer struct {
	ID         string `js:"id"`
	Name       string `js:"name"`
	Caption    string `js:"caption"`
	Ship       string `js:"ship"`
	Faction    string `js:"faction"`
	Initiative int    `js:"initiative"`
}

// pilots(options?) -> every pilot of options.ruleset, for a search:
// { id, name, caption, ship, faction, initiative }[].
func pilots(dc *decoder) any {
	po := top("options")
	dc.options(dc.arg(0), &po)
	pr := po.at("ruleset")
	ps := dc.cardsAt(&pr).Pilots()
	out := make([]pilotAnswer, len(ps))
	for i, p := range ps {
		out[i] = pilotAnswer{p.ID, p.Name, p.Caption, p.Ship, p.Faction, p.Initiative}
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

// upgrades(options?) -> every upgrade card of options.ruleset: { id,
// name, back, slots, loadoutOnly }[].
func upgrades(dc *decoder) any {
	po := top("options")
	dc.options(dc.arg(0), &po)
	pr := po.at("ruleset")
	us := dc.cardsAt(&pr).Upgrades()
	out := make([]upgradeAnswer, len(us))
	for i, u := range us {
		out[i] = upgradeAnswer{u.ID, u.Name, u.Back, nonNil(u.Slots), u.LoadoutOnly}
	}
	return out
}
