package diagram

import (
	"math"
	"strconv"
	"strings"

	"github.com/xwing-arcs/arcs/core"
	"github.com/xwing-arcs/arcs/verdict"
)

// Sizes in px of the document, relative to its font size (fontFraction
// of the width, within minFont..maxFont): the picture scales as a whole.
const (
	fontFraction = 0.02
	minFont      = 11.0
	maxFont      = 28.0
	// labelScale and pillScale size the ship names and the range numbers
	// on the board, relative to the font size.
	labelScale = 0.86
	pillScale  = 0.95
	// lineGap is the height of a line of text under the board.
	lineGap = 1.4
	// haloPx is the width of the outline around text on the board, in
	// the page colour, so that it stays readable over lines and shading.
	haloPx = 3.0
)

// Render draws the board as one self-contained SVG document. It returns
// an error only for input that fails validation (State.Validate,
// Options.Validate); the same input gives the same bytes.
func Render(s State, o Options) ([]byte, error) {
	if err := o.Validate(); err != nil {
		return nil, err
	}
	if err := s.Validate(); err != nil {
		return nil, err
	}
	return render(s, o), nil
}

// doc is one rendering in progress.
type doc struct {
	writer
	st  State
	o   Options
	pal *palette
	// width is the document's width in px; font its text size in px;
	// mm is the size of a px on the board, in mm.
	width, font, mm float64
	view            rect
	colors          []string
}

func render(s State, o Options) []byte {
	if o.Width == 0 {
		o.Width = DefaultWidth
	}
	sel := -1
	var drawn []core.Arc
	if s.Selected >= 0 && s.Selected < len(s.Ships) {
		sel = s.Selected
		drawn = s.Arcs
		if drawn == nil {
			drawn = s.Ships[sel].Arcs(s.Options)
		}
	}
	bv := core.Board(s.Ships, s.Obstacles, sel, drawn, s.Options)
	ts := targets(s, bv)
	vs := verdicts(s, o, bv)

	d := &doc{st: s, o: o, pal: paletteFor(o.Theme), width: float64(o.Width)}
	d.font = min(max(d.width*fontFraction, minFont), maxFont)
	d.view = viewBox(s, o)
	d.mm = d.view.w() / d.width
	d.colors = teamColors(s, d.pal)
	boardH := d.view.h() / d.mm

	// The text under the board, laid out first: it sets the height.
	pad := d.font
	var rows []textRow
	if bv.Selected != nil {
		rows = append(rows, textRow{text: "From " + o.label(s, sel) + ":", color: d.pal.ink})
		for _, v := range vs {
			for i, l := range wrap(v.Headline, d.width-2*pad-d.font*1.3, d.font) {
				r := textRow{text: l, color: d.pal.ink, indent: d.font * 1.3}
				if i == 0 {
					r.swatch = d.colors[v.Index]
				}
				rows = append(rows, r)
			}
		}
	}
	if o.Caption != "" {
		if len(rows) > 0 {
			rows = append(rows, textRow{})
		}
		for _, para := range strings.Split(o.Caption, "\n") {
			for _, l := range wrap(para, d.width-2*pad, d.font) {
				rows = append(rows, textRow{text: l, color: d.pal.muted})
			}
		}
	}
	textH := 0.0
	if len(rows) > 0 {
		textH = 2*pad + float64(len(rows))*d.font*lineGap - (lineGap-1)*d.font
	}
	// A whole number of px: renderers then agree on the last row.
	height := math.Ceil(boardH + textH)

	d.s(`<svg xmlns="http://www.w3.org/2000/svg" version="1.1"`)
	d.attrNum("width", d.width)
	d.attrNum("height", height)
	d.s(` viewBox="0 0 `)
	d.num(d.width)
	d.s(" ")
	d.num(height)
	d.s(`">`, "\n<title>")
	title := o.Caption
	if title == "" {
		title = "X-Wing board diagram"
	}
	d.text(firstLine(title))
	d.s("</title>\n")
	// The verdict sentences, as the page shows them: each headline, then
	// its details, a line each.
	if len(vs) > 0 {
		d.s("<desc>")
		for i, v := range vs {
			for k, l := range v.Lines() {
				if i > 0 || k > 0 {
					d.s("\n")
				}
				d.text(l)
			}
		}
		d.s("</desc>\n")
	}
	d.s(`<rect width="100%" height="100%" fill="`, d.pal.page, `"/>`, "\n")
	d.board(boardH, bv, ts)
	y := boardH + pad
	for _, r := range rows {
		base := y + d.font*0.8
		if r.swatch != "" {
			d.s(`<rect`)
			d.attrNum("x", pad)
			d.attrNum("y", base-d.font*0.72)
			d.attrNum("width", d.font*0.75)
			d.attrNum("height", d.font*0.75)
			d.attrNum("rx", d.font*0.12)
			d.s(` fill="`, r.swatch, `"/>`, "\n")
		}
		if r.text != "" {
			d.label(r.text, pad+r.indent, base, d.font, r.color, "", 0, false)
		}
		y += d.font * lineGap
	}
	d.s("</svg>\n")
	return d.b
}

// textRow is a line of text under the board.
type textRow struct {
	text, color string
	// swatch is the ship's colour, shown before the row's first line.
	swatch string
	indent float64
}

func firstLine(s string) string {
	l, _, _ := strings.Cut(s, "\n")
	return l
}

// teamColors gives each ship its team's colour, as the page does: team
// "1" and team "2" the page's two team colours, other teams the next
// colours in order of first appearance, a ship without a team its own.
func teamColors(s State, pal *palette) []string {
	teams := []string{"1", "2"}
	out := make([]string, len(s.Ships))
	for i, sh := range s.Ships {
		k := -1
		for j, t := range teams {
			if sh.Team != "" && t == sh.Team {
				k = j
			}
		}
		if k < 0 {
			k = len(teams)
			teams = append(teams, sh.Team)
		}
		out[i] = pal.teams[k%len(pal.teams)]
	}
	return out
}

// verdicts words the selected ship's verdicts (package verdict), naming
// the pieces as the caller does (Options.Labels, ObstacleLabels).
func verdicts(s State, o Options, bv core.BoardView) []verdict.Verdict {
	return verdict.Verdicts(verdict.Board{
		Ships: s.Ships, Obstacles: s.Obstacles, View: bv, Options: s.Options,
		ShipName:     func(i int) string { return o.label(s, i) },
		ObstacleName: func(i int) string { return verdict.ObstacleName(s.Obstacles, o.ObstacleLabels, i) },
	})
}

// wrap breaks s into lines no wider than w px at font size size, at spaces.
func wrap(s string, w, size float64) []string {
	words := strings.Fields(s)
	if len(words) == 0 {
		return []string{""}
	}
	var out []string
	line := words[0]
	for _, word := range words[1:] {
		if textWidth(line+" "+word, size) > w {
			out = append(out, line)
			line = word
			continue
		}
		line += " " + word
	}
	return append(out, line)
}

// label writes s as glyph outlines with its baseline's start (or centre)
// at x, y in the current user units, size the font size in those units;
// halo, when not empty, outlines the letters first in that colour,
// haloW wide (user units).
func (d *doc) label(s string, x, y, size float64, fill, halo string, haloW float64, centre bool) {
	if centre {
		x -= textWidth(s, size) / 2
	}
	k := size / glyphEm
	d.s(`<path transform="translate(`)
	d.num(x)
	d.s(" ")
	d.num(y)
	d.s(") scale(")
	d.b = appendScale(d.b, k)
	d.s(`)" fill="`, fill, `"`)
	if halo != "" {
		// The transform scales the stroke: its width is in glyph units.
		d.s(` stroke="`, halo, `" stroke-linejoin="round" paint-order="stroke"`)
		d.attrNum("stroke-width", haloW/k)
	}
	d.s(` d="`)
	d.b = appendTextPath(d.b, s)
	d.s(`"/>`, "\n")
}

// scaleDigits is the precision of a glyph scale factor: glyph units are
// a thousandth of the font size, so the factors are small, and two
// decimals would not do.
const scaleDigits = 6

// appendScale appends k with scaleDigits decimals, trailing zeros dropped.
func appendScale(buf []byte, k float64) []byte {
	buf = strconv.AppendFloat(buf, k, 'f', scaleDigits, 64)
	for buf[len(buf)-1] == '0' {
		buf = buf[:len(buf)-1]
	}
	if buf[len(buf)-1] == '.' {
		buf = buf[:len(buf)-1]
	}
	return buf
}
