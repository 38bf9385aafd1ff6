package diagram

import (
	"math"
	"strconv"
	"unicode/utf8"
)

// writer builds the document. Every number goes through num, so the
// same input gives the same bytes: two decimals at most, trailing zeros
// and the sign of zero dropped.
type writer struct{ b []byte }

func (w *writer) s(parts ...string) {
	for _, p := range parts {
		w.b = append(w.b, p...)
	}
}

// num appends x with at most two decimals.
func (w *writer) num(x float64) { w.b = appendNum(w.b, x) }

func appendNum(buf []byte, x float64) []byte {
	if math.IsNaN(x) || math.IsInf(x, 0) {
		x = 0 // never reached with validated input; keeps the XML valid
	}
	x = math.Round(x*100) / 100
	if x == 0 {
		return append(buf, '0')
	}
	buf = strconv.AppendFloat(buf, x, 'f', 2, 64)
	for buf[len(buf)-1] == '0' {
		buf = buf[:len(buf)-1]
	}
	if buf[len(buf)-1] == '.' {
		buf = buf[:len(buf)-1]
	}
	return buf
}

func fmtNum(x float64) string { return string(appendNum(nil, x)) }

// attr appends ` name="value"` with the number formatted by num.
func (w *writer) attrNum(name string, x float64) {
	w.s(" ", name, `="`)
	w.num(x)
	w.s(`"`)
}

// text appends s as XML character data: markup characters escaped, and
// characters XML does not allow (most control characters, broken UTF-8)
// replaced, so that any label or caption keeps the document well formed.
func (w *writer) text(s string) {
	for i := 0; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		i += n
		switch {
		case r == '&':
			w.s("&amp;")
		case r == '<':
			w.s("&lt;")
		case r == '>':
			w.s("&gt;")
		case r == '"':
			w.s("&quot;")
		case r == utf8.RuneError && n == 1, !xmlChar(r):
			w.b = utf8.AppendRune(w.b, utf8.RuneError)
		default:
			w.b = utf8.AppendRune(w.b, r)
		}
	}
}

// xmlChar reports whether r may appear in an XML 1.0 document.
func xmlChar(r rune) bool {
	return r == '\t' || r == '\n' || r == '\r' || (r >= 0x20 && r <= 0xD7FF) ||
		(r >= 0xE000 && r <= 0xFFFD) || (r >= 0x10000 && r <= 0x10FFFF)
}
