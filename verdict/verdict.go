package verdict

import (
	"strings"

	"github.com/xwing-arcs/arcs/core"
)

// Board is what the verdicts are worded from: the pieces as the core
// measured them, the core's answer, and what the pieces are called.
type Board struct {
	Ships     []core.Ship
	Obstacles []core.Obstacle
	View      core.BoardView
	Options   core.Options
	// ShipName and ObstacleName name a piece by its index in Ships and
	// Obstacles (Names makes them).
	ShipName, ObstacleName func(i int) string
	// Keep, when not nil, may return an earlier call's verdict on the other
	// ship ov that still holds (api keeps them across a drag's frames).
	Keep func(ov *core.OtherView) (Verdict, bool)
}

// Kinds of verdict, in the order they are listed.
const (
	Target = "target" // an enemy the selected ship can attack
	Enemy  = "enemy"  // an enemy it can't attack
	Friend = "friend"
	// Invalid: a ship the engine left out (api adds these).
	Invalid = "invalid"
)

// Verdict is what the selected ship can do about one other ship: a
// headline sentence and detail sentences.
type Verdict struct {
	Index    int // in Board.Ships
	Kind     string
	Headline string
	Details  []string
}

// reach is the largest range the words speak of: the options' maxRange
// (3 when unset).
func reach(o core.Options) int {
	if o.MaxRange > 3 {
		return o.MaxRange
	}
	return 3
}

// Verdicts words the selected ship's verdict on every other ship:
// enemies it can attack first, then other enemies, then friends, each
// group in board order. Nil when no ship is selected.
func Verdicts(b Board) []Verdict {
	sel := b.View.Selected
	if sel == nil {
		return nil
	}
	w := wording{b: &b, me: &b.Ships[sel.Index], self: sel.Index, reach: reach(b.Options)}
	w.arcs = w.me.Arcs(b.Options)
	w.weapons = w.me.WeaponsWith(b.Options)
	// Far measures past the arcs' reach, to say where a ship out of reach is.
	w.far = b.Options
	if w.far.Edition != core.First {
		w.far.MaxRange = core.MaxBand
	}
	all := make([]Verdict, len(sel.Others))
	for i := range sel.Others {
		if b.Keep != nil {
			if v, ok := b.Keep(&sel.Others[i]); ok {
				all[i] = v
				continue
			}
		}
		all[i] = w.verdict(&sel.Others[i])
	}
	out := make([]Verdict, 0, len(all))
	for _, k := range Kinds {
		for _, v := range all {
			if v.Kind == k {
				out = append(out, v)
			}
		}
	}
	return out
}

// Kinds are the kinds of verdict Verdicts lists, in its order.
var Kinds = []string{Target, Enemy, Friend}

type wording struct {
	b       *Board
	me      *core.Ship
	self    int
	reach   int
	arcs    []core.Arc // the ship's
	weapons []core.Weapon
	far     core.Options
}

// relationWords says a 2e spatial relation: "in front of you", or "".
func relationWords(r core.Relation) string {
	switch r {
	case core.InFront:
		return "in front of you"
	case core.Behind:
		return "behind you"
	case core.Flanking:
		return "flanking you"
	}
	return ""
}

// hasArc reports whether the selected ship has arc a.
func (w *wording) hasArc(a core.Arc) bool {
	for _, x := range w.arcs {
		if x == a {
			return true
		}
	}
	return false
}

func (w *wording) verdict(ov *core.OtherView) Verdict {
	b := w.b
	other := &b.Ships[ov.Index]
	name := b.ShipName(ov.Index)
	plain := "Plain range: " + RangeWords(&ov.Range, w.reach) + ", " + mm(ov.Range.Distance) + " between closest points."
	rel := ""
	if b.Options.Edition != core.First { // spatial relations are a 2e rule
		rel = relationWords(ov.Relation)
	}
	var details []string
	if !core.IsEnemy(*w.me, *other) {
		details = append(details, plain)
		if rel != "" {
			details = append(details, "It is "+rel+".")
		}
		return Verdict{ov.Index, Friend, "Friendly " + name + " is " + atRange(&ov.Range, w.reach) + ".", details}
	}
	var opts []*core.AttackOption
	for i := range b.View.Attacks[w.self] {
		if a := &b.View.Attacks[w.self][i]; a.Target == ov.Index {
			opts = append(opts, a)
		}
	}
	// The arcs it is in: arcs this ship has, within reach.
	var arcsIn []*core.ArcMeasurement
	for i := range ov.Arcs {
		if a := &ov.Arcs[i]; w.hasArc(a.Arc) && a.Band != core.Beyond && a.Band <= w.reach {
			arcsIn = append(arcsIn, a)
		}
	}
	var headline string
	kind := Enemy
	switch {
	case len(opts) > 0:
		kind = Target
		var seen []string // "front arc at range 2", once each
		for _, a := range opts {
			p := ArcWords(a.Arc) + " at " + RangeWords(&a.Measurement, w.reach)
			if a.Arc == core.Turret360 {
				p = "turret's reach at " + RangeWords(&a.Measurement, w.reach)
			}
			if !contains(seen, p) {
				seen = append(seen, p)
			}
		}
		headline = name + " is in your " + listWords(seen) + "; " + w.obstruction(opts[0]) + "."
		if opts[0].Band == 0 {
			details = append(details, "Range 0: you may attack, with no range bonus.")
		}
	case len(arcsIn) > 0:
		headline = name + " is in your " + ArcWords(arcsIn[0].Arc) + " " + atRange(&arcsIn[0].Measurement, w.reach) + ", but none of your weapons can attack it there."
	default:
		headline = name + " is " + w.where(ov) + "; you can't attack it."
	}
	// Other arcs it is in (abilities care), beyond those the headline named.
	var also []string
	for k, a := range arcsIn {
		named := k == 0 && len(opts) == 0
		for _, o := range opts {
			named = named || o.Arc == a.Arc
		}
		if !named {
			also = append(also, ArcWords(a.Arc)+" ("+RangeWords(&a.Measurement, w.reach)+")")
		}
	}
	if len(also) > 0 {
		details = append(details, "Also in your "+listWords(also)+".")
	}
	for _, wp := range w.weapons {
		details = append(details, w.weaponLine(wp, opts, other, &ov.Range))
	}
	details = append(details, plain)
	if rel != "" {
		details = append(details, "It is "+rel+".")
	}
	back := "It can't attack you."
	for i := range b.View.Attacks[ov.Index] {
		if a := &b.View.Attacks[ov.Index][i]; a.Target == w.self {
			back = "It can attack you: " + ArcWords(a.Arc) + " at " + RangeWords(&a.Measurement, w.reach) + ", " + w.obstruction(a) + "."
			break
		}
	}
	details = append(details, back)
	return Verdict{ov.Index, kind, headline, details}
}

// where says where an enemy it can't attack stands: the way one of the
// ship's arcs points when it is in it past the arcs' reach ("ahead,
// beyond range 3"), else "outside your arcs, at range 2".
func (w *wording) where(ov *core.OtherView) string {
	other := w.b.Ships[ov.Index]
	for _, a := range w.arcs {
		if _, _, ok := core.AttackRange(*w.me, other, a, w.far); ok {
			return direction(a) + ", " + RangeWords(&ov.Range, w.reach)
		}
	}
	return "outside your arcs, " + atRange(&ov.Range, w.reach)
}

// obstruction says whether the line is clear: "clear shot", "obstructed
// by core asteroid 5", "attacker's choice: a clear line exists".
func (w *wording) obstruction(a *core.AttackOption) string {
	switch a.Obstruction {
	case core.Obstructed:
		var by []string
		for _, k := range a.ObstructedBy {
			by = append(by, w.b.ObstacleName(k))
		}
		if len(by) == 0 {
			return "obstructed"
		}
		return "obstructed by " + listWords(by)
	case core.Choice:
		return "attacker's choice: a clear line exists"
	}
	return "clear shot"
}

// weaponLine says whether weapon wp can fire at the other ship and why
// not: "Proton Torpedoes (front, range 2–3): in range 2, clear shot." or
// "...: out of range: range 1."
func (w *wording) weaponLine(wp core.Weapon, opts []*core.AttackOption, other *core.Ship, plain *core.Measurement) string {
	title := weaponTitle(wp)
	for _, a := range opts {
		if a.Weapon.Name != wp.Name || a.Weapon.Arc != wp.Arc {
			continue
		}
		line := title + ": in " + RangeWords(&a.Measurement, w.reach) + ", " + w.obstruction(a)
		if bonus := BonusWords(a.Bonus); bonus != "" {
			line += "; " + bonus
		} else if a.Band == 0 {
			line += "; no range bonus at range 0"
		}
		return line + "."
	}
	m, _, ok := core.AttackRange(*w.me, *other, wp.Arc, w.far)
	if wp.Arc == core.Turret360 {
		m, ok = *plain, true
	}
	if !ok {
		return title + ": out of arc."
	}
	if m.Band == core.Beyond || m.Band > wp.MaxRange || m.Band < wp.MinRange {
		return title + ": out of range: " + RangeWords(&m, max(w.reach, wp.MaxRange)) + "."
	}
	return title + ": can't attack it there."
}

func contains(ss []string, s string) bool {
	for _, x := range ss {
		if x == s {
			return true
		}
	}
	return false
}

// Lines is a verdict as lines of text: its headline, then its details.
func (v Verdict) Lines() []string { return append([]string{v.Headline}, v.Details...) }

// Text is a verdict as one paragraph.
func (v Verdict) Text() string { return strings.Join(v.Lines(), " ") }

// ObstacleRanges says how far each obstacle is from the selected ship:
// "Obstacles: asteroid 1 at range 2; core asteroid 5 beyond range 3.", or
// "" with no obstacle or no ship selected.
func ObstacleRanges(b Board) string {
	sel := b.View.Selected
	if sel == nil || len(sel.Obstacles) == 0 {
		return ""
	}
	r := reach(b.Options)
	parts := make([]string, len(sel.Obstacles))
	for i := range sel.Obstacles {
		ob := &sel.Obstacles[i]
		parts[i] = b.ObstacleName(ob.Index) + " " + atRange(&ob.Range, r)
	}
	return "Obstacles: " + strings.Join(parts, "; ") + "."
}
