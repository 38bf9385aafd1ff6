package diagram

import (
	"github.com/xwing-arcs/arcs/core"
	"github.com/xwing-arcs/arcs/internal/svgpath"
)

// Stroke widths and dashes on the board, in px (converted to mm by the
// scale): thin enough not to hide the shading, thick enough to survive
// a wiki's thumbnail.
const (
	edgePx     = 1.0
	basePx     = 1.6
	selectedPx = 3.0
	linePx     = 2.0
	plainPx    = 1.4
	ringPx     = 1.0
	dashPx     = 6.0
	dotPx      = 2.5
	// labelGapPx separates a ship's name from its base.
	labelGapPx = 4.0
)

// lineSample is the step, in mm, at which labels see a measured line.
const lineSample = 4.0

// board draws the board area: a nested <svg> in mm, which clips what
// lies outside the view (arcs reach far) without a clip path.
func (d *doc) board(height float64, bv core.BoardView, ts []target) {
	v := d.view
	pal := d.pal
	d.s(`<svg x="0" y="0"`)
	d.attrNum("width", d.width)
	d.attrNum("height", height)
	d.s(` viewBox="`)
	d.num(v.x0)
	d.s(" ")
	d.num(v.y0)
	d.s(" ")
	d.num(v.w())
	d.s(" ")
	d.num(v.h())
	d.s(`">`, "\n")
	d.rect(v, pal.surround, "", 0)
	d.rect(playArea(d.st), pal.board, pal.boardEdge, edgePx*d.mm)

	// The selected ship's arcs, shaded band by band, and its range rings.
	if sel := bv.Selected; sel != nil {
		ship := d.st.Ships[sel.Index]
		d.s(`<g transform="`, svgpath.Transform(ship), `">`, "\n")
		for _, sh := range sel.Arcs {
			col := pal.arc(sh.Arc)
			d.s(`<path d="`, svgpath.Shape(sh), `" fill="`, col, `"`)
			d.attrNum("fill-opacity", pal.arcOpacity)
			d.s(` stroke="`, col, `" stroke-opacity="0.55" stroke-linejoin="round"`)
			d.attrNum("stroke-width", ringPx*d.mm)
			d.s("/>\n")
		}
		for _, sh := range sel.Rings {
			d.ring(svgpath.Shape(sh), pal.muted)
		}
		d.s("</g>\n")
	}

	// Obstacles, over the shading: they stay their own colour.
	for i := range d.st.Obstacles {
		ob := &d.st.Obstacles[i]
		ink := d.obstacleInk(ob) // as the page draws its kind (tokens.go)
		d.s(`<path d="`, svgpath.Path(ob.Points), `" fill="`, ink.fill, `" stroke="`, ink.edge, `" stroke-linejoin="round"`)
		if ink.opacity != "" {
			d.s(` fill-opacity="`, ink.opacity, `"`)
		}
		d.attrNum("stroke-width", edgePx*d.mm)
		if ink.dashed {
			d.s(` stroke-dasharray="`)
			d.num(dashPx * d.mm)
			d.s(" ")
			d.num(dashPx * d.mm / 2)
			d.s(`"`)
		}
		d.s("/>\n")
	}
	d.tokens()         // devices and remotes (tokens.go)
	d.moves()          // planned moves: templates and where the ships started (move.go)
	marks := d.marks() // what tells them apart: "A1", "PB" (tokens.go)

	// Measured lines, under the ships.
	for _, t := range ts {
		for _, l := range t.lines {
			d.line(l)
		}
	}

	// Ships.
	pl := &placer{view: d.view, taken: marks} // range numbers keep off the marks
	for i, sh := range d.st.Ships {
		d.ship(sh, d.colors[i], i == d.st.Selected)
		r := emptyRect()
		for _, c := range sh.Base().Corners() {
			r = r.add(c)
		}
		pl.taken = append(pl.taken, r)
	}

	// Range numbers on the lines (on a line, so placed before the lines
	// take their room), then the ships' names.
	pill := d.font * pillScale * d.mm
	for _, t := range ts {
		for _, l := range t.lines {
			d.rangePill(pl, l, pill)
		}
	}
	// The lines themselves, as small boxes along them: names keep off.
	for _, t := range ts {
		for _, l := range t.lines {
			n := int(l.from.Dist(l.to)/lineSample) + 1
			for k := 0; k <= n; k++ {
				p := l.from.Add(l.to.Sub(l.from).Mul(float64(k) / float64(n)))
				pl.taken = append(pl.taken, rect{p.X, p.Y, p.X, p.Y}.grow(lineSample/2))
			}
		}
	}

	size := d.font * labelScale * d.mm
	for i, sh := range d.st.Ships {
		name := d.o.label(d.st, i)
		w := textWidth(name, size)
		asc, desc := size*0.78, size*0.22
		gap := labelGapPx * d.mm
		r := emptyRect()
		for _, c := range sh.Base().Corners() {
			r = r.add(c)
		}
		cx, cy := (r.x0+r.x1)/2, (r.y0+r.y1)/2
		box := pl.place([]rect{
			{cx - w/2, r.y1 + gap, cx + w/2, r.y1 + gap + asc + desc},          // below
			{cx - w/2, r.y0 - gap - asc - desc, cx + w/2, r.y0 - gap},          // above
			{r.x1 + gap, cy - (asc+desc)/2, r.x1 + gap + w, cy + (asc+desc)/2}, // right
			{r.x0 - gap - w, cy - (asc+desc)/2, r.x0 - gap, cy + (asc+desc)/2}, // left
		})
		d.label(name, box.x0, box.y0+asc, size, d.pal.ink, d.pal.page, haloPx*d.mm, false)
	}
	d.s("</svg>\n")
}

func (d *doc) rect(r rect, fill, stroke string, sw float64) {
	d.s("<rect")
	d.attrNum("x", r.x0)
	d.attrNum("y", r.y0)
	d.attrNum("width", r.w())
	d.attrNum("height", r.h())
	d.s(` fill="`, fill, `"`)
	if stroke != "" {
		d.s(` stroke="`, stroke, `"`)
		d.attrNum("stroke-width", sw)
	}
	d.s("/>\n")
}

// ship draws a base with its nose pointer: an arrowhead from the base's
// middle to its front edge, so the facing reads at a glance.
func (d *doc) ship(sh core.Ship, col string, selected bool) {
	b := sh.Base()
	c := b.Corners()
	w := basePx
	if selected {
		// The selected ship gets a halo in the page colour under a thick
		// outline, so it stands out from the shading around it.
		d.s(`<path d="`, svgpath.Path(c[:]), `" fill="none" stroke="`, d.pal.page, `" stroke-linejoin="round"`)
		d.attrNum("stroke-width", (selectedPx+3)*d.mm)
		d.s("/>\n")
		w = selectedPx
	}
	d.s(`<path d="`, svgpath.Path(c[:]), `" fill="`, col, `"`)
	d.attrNum("fill-opacity", d.pal.baseOpacity)
	d.s(` stroke="`, col, `" stroke-linejoin="round"`)
	d.attrNum("stroke-width", w*d.mm)
	d.s("/>\n")
	hw, hl := b.HalfWidth, b.HalfLength
	nose := []core.Point{
		b.World(0, hl-noseInset),
		b.World(hw*noseWidth, hl-hw*noseLength),
		b.World(0, hl-hw*noseLength*noseNotch),
		b.World(-hw*noseWidth, hl-hw*noseLength),
	}
	d.s(`<path d="`, svgpath.Path(nose), `" fill="`, col, `"/>`, "\n")
}

// The nose pointer's shape, relative to the base's half width: it spans
// noseWidth of the width and noseLength of the half width back from the
// front edge, with a notch at its back.
const (
	noseInset  = 1.5 // mm inside the front edge
	noseWidth  = 0.55
	noseLength = 1.1
	noseNotch  = 0.6
)

// line draws a measured line in its style.
func (d *doc) line(l measured) {
	col, w := d.pal.attack, linePx
	dash := ""
	switch l.style {
	case styleObstructed:
		col = d.pal.obstructed
		dash = fmtNum(dashPx*d.mm) + " " + fmtNum(dashPx*0.6*d.mm)
	case styleChoice:
		col = d.pal.choice
		dash = fmtNum(dotPx*d.mm) + " " + fmtNum(dotPx*1.5*d.mm)
	case styleInArc:
		col = d.pal.inArc
	case stylePlain, styleFriend:
		col, w = d.pal.plain, plainPx
		if l.style == styleFriend {
			col = d.pal.friend
		}
		dash = fmtNum(dotPx*d.mm) + " " + fmtNum(dotPx*d.mm)
	}
	d.s("<path")
	d.s(` d="M`)
	d.num(l.from.X)
	d.s(" ")
	d.num(l.from.Y)
	d.s("L")
	d.num(l.to.X)
	d.s(" ")
	d.num(l.to.Y)
	d.s(`" stroke="`, col, `" stroke-linecap="round"`)
	d.attrNum("stroke-width", w*d.mm)
	if dash != "" {
		d.s(` stroke-dasharray="`, dash, `"`)
	}
	d.s("/>\n")
	// End marks: the two closest points.
	for _, p := range []core.Point{l.from, l.to} {
		d.s("<circle")
		d.attrNum("cx", p.X)
		d.attrNum("cy", p.Y)
		d.attrNum("r", (w+1)*d.mm)
		d.s(` fill="`, col, `"/>`, "\n")
	}
}

// rangePill writes a line's range band in a rounded box on the line,
// where it covers no ship and no other label.
func (d *doc) rangePill(pl *placer, l measured, size float64) {
	text := bandText(l.band)
	w := textWidth(text, size) + size*0.7
	h := size * 1.25
	var cands []rect
	for _, t := range []float64{0.5, 0.38, 0.62, 0.27, 0.73, 0.18, 0.82} {
		p := l.from.Add(l.to.Sub(l.from).Mul(t))
		cands = append(cands, rect{p.X - w/2, p.Y - h/2, p.X + w/2, p.Y + h/2})
	}
	box := pl.place(cands)
	fill, ink := d.pal.attack, d.pal.page
	switch l.style {
	case styleObstructed:
		fill = d.pal.obstructed
	case styleChoice:
		fill = d.pal.choice
	case styleInArc:
		fill = d.pal.inArc
	case stylePlain, styleFriend:
		fill, ink = d.pal.page, d.pal.muted
	}
	d.s("<rect")
	d.attrNum("x", box.x0)
	d.attrNum("y", box.y0)
	d.attrNum("width", box.w())
	d.attrNum("height", box.h())
	d.attrNum("rx", h/2)
	d.s(` fill="`, fill, `"`)
	if l.style == stylePlain || l.style == styleFriend {
		d.s(` stroke="`, d.pal.muted, `"`)
		d.attrNum("stroke-width", plainPx*d.mm)
	}
	d.s("/>\n")
	d.label(text, (box.x0+box.x1)/2, box.y0+h/2+size*0.36, size, ink, "", 0, true)
}

// bandText is a band as written on a line: "2", or "0" for touching.
func bandText(b int) string {
	if b == core.Beyond {
		return ">5"
	}
	return string(rune('0' + b))
}
