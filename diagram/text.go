package diagram

//go:generate go run ../cmd/genglyphs -o glyphs_data.go

// glyph is one letter's outline (glyphs_data.go).
type glyph struct {
	r rune
	// adv is the advance width; x, y the first point of the outline; d the
	// rest of the outline, relative. All in glyph units (glyphEm per em).
	adv  int16
	x, y int16
	d    string
}

// firstExtra is the index in glyphs of the first rune past ASCII.
const firstExtra = int('~' - ' ' + 1)

// lookup returns the glyph for r; a rune the diagram has no outline for
// is drawn as '?', so that nothing is ever silently left out.
func lookup(r rune) *glyph {
	if r >= ' ' && r <= '~' {
		return &glyphs[r-' ']
	}
	for i := firstExtra; i < len(glyphs); i++ {
		if glyphs[i].r == r {
			return &glyphs[i]
		}
	}
	return &glyphs['?'-' ']
}

// textWidth returns the advance of s at font size size (px or mm, as
// size).
func textWidth(s string, size float64) float64 {
	w := 0
	for _, r := range s {
		w += int(lookup(r).adv)
	}
	return float64(w) * size / glyphEm
}

// appendTextPath appends the path data of s in glyph units, the pen
// starting at the origin on the baseline: every glyph's first moveto is
// absolute, so the glyphs' relative data need no rewriting.
func appendTextPath(buf []byte, s string) []byte {
	pen := 0
	for _, r := range s {
		g := lookup(r)
		if g.d != "" {
			buf = append(buf, 'M')
			buf = appendInt(buf, pen+int(g.x))
			buf = append(buf, ' ')
			buf = appendInt(buf, int(g.y))
			buf = append(buf, g.d...)
		}
		pen += int(g.adv)
	}
	return buf
}

func appendInt(buf []byte, v int) []byte {
	if v < 0 {
		buf = append(buf, '-')
		v = -v
	}
	var d [20]byte
	i := len(d)
	for {
		i--
		d[i] = byte('0' + v%10)
		v /= 10
		if v == 0 {
			break
		}
	}
	return append(buf, d[i:]...)
}
