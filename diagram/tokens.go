package diagram

import (
	"github.com/xwing-arcs/arcs/core"
	"github.com/xwing-arcs/arcs/internal/svgpath"
	"github.com/xwing-arcs/arcs/verdict"
)

// Devices and remotes (GEOMETRY.md 10) as the board page draws them: the
// printed outline placed by its type, heading and side, and around it the
// edge of range 1, the area "each ship at range 0-1" of a bomb reaches.

// tokenInk is the fill and edge of a device (bombs and mines) and of a
// remote in a theme: a device warm as a blast, a remote cool as a droid,
// both apart from the obstacles' browns and the teams' colours.
type tokenInk struct{ deviceFill, deviceEdge, remoteFill, remoteEdge string }

var (
	lightTokenInk = tokenInk{deviceFill: "#e8b0a0", deviceEdge: "#a33a22", remoteFill: "#a9cde8", remoteEdge: "#1f5f8b"}
	darkTokenInk  = tokenInk{deviceFill: "#6b2b25", deviceEdge: "#f08a6c", remoteFill: "#24465e", remoteEdge: "#8cc8f0"}
)

// obstacleInk is how an obstacle is drawn, as the board page draws its
// kind (style.css .kind-*): asteroids in the theme's obstacle colours,
// debris dashed, gas and chaff clouds translucent; a polygon without a
// type as an asteroid.
type obstacleInk struct {
	fill, edge string
	opacity    string // fill-opacity; "" for opaque
	dashed     bool
}

func (d *doc) obstacleInk(ob *core.Obstacle) obstacleInk {
	ink := obstacleInk{fill: d.pal.obstacleFill, edge: d.pal.obstacleEdge}
	typ, ok := core.LookupToken(ob.Type)
	if !ok {
		return ink
	}
	switch typ.Kind {
	case core.Debris:
		ink.dashed = true
		if d.pal == &dark {
			ink.fill, ink.edge = "#3f3a33", "#b5a48a"
		}
	case core.Gas:
		ink = obstacleInk{fill: "#966edc", edge: "#b99cf0", opacity: "0.35"}
		if d.pal != &dark {
			ink.edge = "#7a52c7"
		}
	case core.Chaff:
		ink = obstacleInk{fill: "#78c8dc", edge: "#8fd6e6", opacity: "0.3"}
		if d.pal != &dark {
			ink.edge = "#2f8ea6"
		}
	}
	return ink
}

func (d *doc) tokenInk() tokenInk {
	if d.pal == &dark {
		return darkTokenInk
	}
	return lightTokenInk
}

// tokens draws state.Tokens: each one's range 1 edge (dashed), then its
// outline, in the token's frame with the transform that places it, the
// same path data and transform as the board answer's tokens.
func (d *doc) tokens() {
	ink := d.tokenInk()
	for _, t := range d.st.Tokens {
		typ, ok := core.LookupToken(t.Type)
		if !ok {
			continue // Validate refused it before drawing
		}
		fill, edge := ink.deviceFill, ink.deviceEdge
		if typ.Kind == core.Remote {
			fill, edge = ink.remoteFill, ink.remoteEdge
		}
		d.s(`<g transform="`, svgpath.TokenTransform(t), `">`, "\n")
		if ring := typ.RangeOutline(1); ring != nil {
			d.ring(svgpath.Path(ring), edge)
		}
		d.s(`<path d="`, svgpath.Path(typ.Points), `" fill="`, fill, `" stroke="`, edge, `" stroke-linejoin="round"`)
		d.attrNum("stroke-width", edgePx*d.mm)
		d.s("/>\n</g>\n")
	}
}

// marks writes each obstacle's and token's mark at its centre, as the
// board page does (verdict.Mark: the engine's one naming), each in a
// group titled with the mark, so that a reader (and a test) can tell
// which path spells what. It returns the marks' boxes.
func (d *doc) marks() []rect {
	size := d.font * pillScale * d.mm
	var boxes []rect
	mark := func(m string, x, y float64) {
		w := textWidth(m, size)
		boxes = append(boxes, rect{x - w/2, y - size/2, x + w/2, y + size/2})
		d.s(`<g class="obstacle-mark"><title>`)
		d.text(m)
		d.s(`</title>`)
		d.label(m, x, y+size*0.36, size, d.pal.ink, d.pal.page, haloPx*d.mm, true)
		d.s("</g>\n")
	}
	for i := range d.st.Obstacles {
		r := emptyRect()
		for _, p := range d.st.Obstacles[i].Points {
			r = r.add(p)
		}
		mark(verdict.ObstacleMark(d.st.Obstacles, d.o.ObstacleLabels, i), (r.x0+r.x1)/2, (r.y0+r.y1)/2)
	}
	for i, m := range verdict.TokenMarks(d.st.Tokens) {
		mark(m, d.st.Tokens[i].X, d.st.Tokens[i].Y)
	}
	// A device a planned move would place (move.go): its type's mark.
	for _, m := range d.st.Moves {
		if t := m.Token; t != nil {
			mark(verdict.TokenMarks([]core.Token{{Type: t.Type}})[0], t.X, t.Y)
		}
	}
	return boxes
}

// tokenBounds grows b by every token's outline on the board, so a fitted
// view shows the devices and remotes too.
func tokenBounds(b rect, tokens []core.Token) rect {
	for _, t := range tokens {
		for _, p := range t.Outline() {
			b = b.add(p)
		}
	}
	return b
}

// ring draws path data as a range edge: a thin dashed line in colour col,
// as the range bands around the selected ship and around a token are.
func (d *doc) ring(path, col string) {
	d.s(`<path d="`, path, `" fill="none" stroke="`, col, `" stroke-opacity="0.8"`)
	d.attrNum("stroke-width", ringPx*d.mm)
	d.s(` stroke-dasharray="`)
	d.num(dashPx * d.mm)
	d.s(" ")
	d.num(dashPx * d.mm)
	d.s(`"/>`, "\n")
}
