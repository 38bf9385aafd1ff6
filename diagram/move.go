package diagram

import (
	"math"
	"strconv"

	"github.com/xwing-arcs/arcs/core"
	"github.com/xwing-arcs/arcs/internal/svgpath"
)

// Move is a ship's planned move as board() resolved it (the API's
// state.ships[i].move): the ship, State.Ships[Ship], already stands where
// the move ends, and every verdict is of it there. The picture adds where
// it started, the template as laid and, after a bump, where the template
// would have put it. A planned device (dropped or launched) leaves the
// ship where it stands: the picture adds the template and the token
// where it would be placed, with its range 1 edge.
type Move struct {
	// Ship is the index in State.Ships of the ship that moved.
	Ship int
	// From is where the ship stood before the move.
	From core.Pose
	// Template is the template's outline as laid, in mm; empty for a
	// stationary maneuver.
	Template []core.Point
	// Bumped reports whether the ship stopped short of Planned, where the
	// template would have put it.
	Bumped  bool
	Planned core.Pose
	// Token is the device a planned drop or launch would place (its type
	// a bomb, mine or remote of core's table); nil for a maneuver or an action.
	// Side: the other tokens of a set it places with it (Cluster Mines'
	// side tokens).
	Token *core.Token
	Side  []core.Token
}

// Validate checks a move against the ships it may name.
func (m Move) Validate(ships int) error {
	if m.Ship < 0 || m.Ship >= ships {
		return &core.FieldError{Field: "ship", Msg: "want an index into ships (0 to " + strconv.Itoa(ships-1) + "), got " + strconv.Itoa(m.Ship)}
	}
	finite := func(vs ...float64) bool {
		for _, v := range vs {
			if math.IsNaN(v) || math.IsInf(v, 0) {
				return false
			}
		}
		return true
	}
	if !finite(m.From.X, m.From.Y, m.From.Heading, m.Planned.X, m.Planned.Y, m.Planned.Heading) {
		return &core.FieldError{Field: "from", Msg: "want finite poses"}
	}
	for i, p := range m.Template {
		if !finite(p.X, p.Y) {
			return &core.FieldError{Field: "template[" + strconv.Itoa(i) + "]", Msg: "want a finite point"}
		}
	}
	if m.Token != nil {
		if err := m.Token.Validate(); err != nil {
			return within(err, "token")
		}
	}
	for i := range m.Side {
		if err := m.Side[i].Validate(); err != nil {
			return within(err, "side["+strconv.Itoa(i)+"]")
		}
	}
	return nil
}

// at is ship sh standing at pose p.
func at(sh core.Ship, p core.Pose) core.Ship {
	sh.X, sh.Y, sh.Heading = p.X, p.Y, p.Heading
	return sh
}

// moveBounds adds every move's start, template and planned pose to b.
func moveBounds(b rect, s State) rect {
	for _, m := range s.Moves {
		if m.Ship < 0 || m.Ship >= len(s.Ships) {
			continue
		}
		start := at(s.Ships[m.Ship], m.From)
		for _, c := range start.Base().Corners() {
			b = b.add(c)
		}
		for _, p := range m.Template {
			b = b.add(p)
		}
		if m.Token != nil {
			for _, p := range m.Token.Outline() {
				b = b.add(p)
			}
		}
		for _, t := range m.Side {
			for _, p := range t.Outline() {
				b = b.add(p)
			}
		}
	}
	return b
}

// Template inks, relative to the ship's colour.
const (
	templateOpacity     = 0.22
	startOpacity        = 0.12
	plannedTokenOpacity = 0.45
)

// moves draws the planned moves under the ships: each template, shaded in
// its ship's colour, the base where the ship started (dashed, faint) and,
// after a bump, the base where the template would have put it (dotted);
// for a planned device, the token where it would be placed instead of
// the start (the ship stays).
func (d *doc) moves() {
	for _, m := range d.st.Moves {
		col := d.colors[m.Ship]
		sh := d.st.Ships[m.Ship]
		if len(m.Template) > 0 {
			d.s(`<path d="`, svgpath.Path(m.Template), `" fill="`, col, `" stroke="`, col, `" stroke-linejoin="round"`)
			d.attrNum("fill-opacity", templateOpacity)
			d.attrNum("stroke-width", edgePx*d.mm)
			d.s("/>\n")
		}
		if m.Token != nil {
			d.plannedToken(*m.Token)
			for _, t := range m.Side {
				d.plannedToken(t)
			}
			continue
		}
		d.ghost(at(sh, m.From), col, startOpacity, dashPx)
		if m.Bumped {
			d.ghost(at(sh, m.Planned), col, 0, dotPx)
		}
	}
}

// ghost outlines ship sh's base, dashed by dash px, filled at opacity.
func (d *doc) ghost(sh core.Ship, col string, opacity, dash float64) {
	c := sh.Base().Corners()
	d.dashedOutline(svgpath.Path(c[:]), col, col, opacity, dash)
}

// dashedOutline draws outline path filled at opacity and stroked as a
// base is, dashed by dash px: how the diagram draws what a move would
// place.
func (d *doc) dashedOutline(path, fill, stroke string, opacity, dash float64) {
	d.s(`<path d="`, path, `" fill="`, fill, `" stroke="`, stroke, `" stroke-linejoin="round"`)
	d.attrNum("fill-opacity", opacity)
	d.attrNum("stroke-width", basePx*d.mm)
	d.s(` stroke-dasharray="`)
	d.num(dash * d.mm)
	d.s(" ")
	d.num(dash * d.mm / 2)
	d.s(`"/>`, "\n")
}

// plannedToken draws a device a planned move would place as the board's
// devices are drawn (tokens.go): its range 1 edge, then its outline, but
// dashed and faint, as a ghost is.
func (d *doc) plannedToken(t core.Token) {
	typ, ok := core.LookupToken(t.Type)
	if !ok {
		return // Validate refused it before drawing
	}
	ink := d.tokenInk()
	d.s(`<g class="planned-token" transform="`, svgpath.TokenTransform(t), `">`, "\n")
	if ring := typ.RangeOutline(1); ring != nil {
		d.ring(svgpath.Path(ring), ink.deviceEdge)
	}
	d.dashedOutline(svgpath.Path(typ.Points), ink.deviceFill, ink.deviceEdge, plannedTokenOpacity, dashPx)
	d.s("</g>\n")
}
