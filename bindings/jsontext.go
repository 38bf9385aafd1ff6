//go:build js && wasm

package bindings

import (
	"strconv"
	"unicode/utf16"
	"unicode/utf8"
)

// The fast path's arguments arrive as the text of JSON.stringify(arguments):
// one string instead of one boundary crossing per property (fast.go). The
// parser turns it into a flat list of nodes without a single pointer, so
// that building it costs the garbage collector nothing.

// jnode is a parsed JSON value.
type jnode struct {
	kind byte // 'n' number, 's' string, 't' true, 'f' false, 'z' null, 'a' array, 'o' object
	num  float64
	// k0:k1 is an object member's key in the text; s0:s1 a string's
	// characters (s0 < 0: decoded[-s0-1], for strings with escapes), or an
	// array's or object's own text.
	k0, k1, s0, s1 int32
	// first and count locate the children (elements or members) in the
	// document's nodes.
	first, count int32
}

// jdoc is a parsed text: its nodes and their strings.
type jdoc struct {
	text    string
	nodes   []jnode
	decoded []string
	root    jnode
}

// items returns the children of an array or object.
func (d *jdoc) items(n *jnode) []jnode { return d.nodes[n.first : n.first+n.count] }

// field returns the value of key k of an object, nil when absent or null.
func (d *jdoc) field(n *jnode, k string) *jnode {
	if n == nil || n.kind != 'o' {
		return nil
	}
	for i := n.first; i < n.first+n.count; i++ {
		m := &d.nodes[i]
		if d.text[m.k0:m.k1] == k {
			if m.kind == 'z' {
				return nil
			}
			return m
		}
	}
	return nil
}

// str returns a string node's value.
func (d *jdoc) str(n *jnode) string {
	if n.s0 < 0 {
		return d.decoded[-n.s0-1]
	}
	return d.text[n.s0:n.s1]
}

// span returns an array's or object's own text.
func (d *jdoc) span(n *jnode) string { return d.text[n.s0:n.s1] }

// maxNodes bounds the values one text may hold, so that no input makes the
// parser allocate without bound (the loader also caps the text's length).
const maxNodes = 1 << 18

// parser is reused from call to call; a call's document is not used after
// the call.
var parser jsonParser

type jsonParser struct {
	doc   jdoc
	i     int
	stack []jnode // the children of the containers being parsed
}

// parseJSON parses the text JSON.stringify wrote; ok is false for anything
// else (the fast path then falls back), or for nesting deeper than 16.
func parseJSON(s string) (*jdoc, bool) {
	p := &parser
	p.doc = jdoc{text: s, nodes: p.doc.nodes[:0]}
	p.i, p.stack = 0, p.stack[:0]
	root, ok := p.value(0)
	p.doc.root = root
	return &p.doc, ok && p.i == len(s)
}

func (p *jsonParser) value(depth int) (jnode, bool) {
	s := p.doc.text
	if p.i >= len(s) || depth > 16 || len(p.doc.nodes)+len(p.stack) > maxNodes {
		return jnode{}, false
	}
	switch c := s[p.i]; {
	case c == '{':
		return p.container(depth, '}')
	case c == '[':
		return p.container(depth, ']')
	case c == '"':
		return p.string()
	case c == 't':
		return jnode{kind: 't'}, p.literal("true")
	case c == 'f':
		return jnode{kind: 'f'}, p.literal("false")
	case c == 'n':
		return jnode{kind: 'z'}, p.literal("null")
	default:
		return p.number()
	}
}

// pow10 holds the powers of ten that a float64 represents exactly.
var pow10 = [...]float64{1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10,
	1e11, 1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22}

// number reads a number. Plain decimals of up to 15 significant digits
// (most of what a board holds) are converted exactly by one
// multiplication or division of two exact doubles (Clinger's fast path);
// the rest go to strconv.ParseFloat.
func (p *jsonParser) number() (jnode, bool) {
	s := p.doc.text
	start, j := p.i, p.i
	neg := j < len(s) && s[j] == '-'
	if neg {
		j++
	}
	var mant uint64
	digits, frac := 0, 0
	seenPoint, simple, anyDigit := false, true, false
scan:
	for ; j < len(s); j++ {
		c := s[j]
		switch {
		case c >= '0' && c <= '9':
			anyDigit = true
			if mant == 0 && c == '0' && !seenPoint {
				continue // leading zeros
			}
			mant = mant*10 + uint64(c-'0')
			digits++
			if seenPoint {
				frac++
			}
			continue
		case c == '.' && !seenPoint:
			seenPoint = true
			continue
		case c == 'e' || c == 'E' || c == '+' || (c == '-' && j > start):
			simple = false
			continue
		}
		break scan
	}
	text := s[start:j]
	p.i = j
	if simple && anyDigit && digits <= 15 && frac <= 22 && text[len(text)-1] != '.' {
		f := float64(mant) / pow10[frac]
		if neg {
			f = -f
		}
		return jnode{kind: 'n', num: f}, true
	}
	f, err := strconv.ParseFloat(text, 64)
	return jnode{kind: 'n', num: f}, err == nil
}

func (p *jsonParser) literal(w string) bool {
	s := p.doc.text
	if len(s)-p.i >= len(w) && s[p.i:p.i+len(w)] == w {
		p.i += len(w)
		return true
	}
	return false
}

// container parses an array (close ']') or an object (close '}'): its
// children go on the stack, then all at once to the document's nodes.
func (p *jsonParser) container(depth int, close byte) (jnode, bool) {
	s := p.doc.text
	n := jnode{kind: 'a', s0: int32(p.i)}
	if close == '}' {
		n.kind = 'o'
	}
	p.i++
	base := len(p.stack)
	if p.i < len(s) && s[p.i] == close {
		p.i++
		n.s1 = int32(p.i)
		return n, true
	}
	for {
		var k0, k1 int32
		if close == '}' {
			key, ok := p.string()
			if !ok || key.s0 < 0 || p.i >= len(s) || s[p.i] != ':' {
				return n, false // keys with escapes are not ours
			}
			k0, k1 = key.s0, key.s1
			p.i++
		}
		v, ok := p.value(depth + 1)
		if !ok || p.i >= len(s) {
			return n, false
		}
		v.k0, v.k1 = k0, k1
		p.stack = append(p.stack, v)
		switch s[p.i] {
		case ',':
			p.i++
			continue
		case close:
			p.i++
		default:
			return n, false
		}
		n.first, n.count = int32(len(p.doc.nodes)), int32(len(p.stack)-base)
		p.doc.nodes = append(p.doc.nodes, p.stack[base:]...)
		p.stack = p.stack[:base]
		n.s1 = int32(p.i)
		return n, true
	}
}

// string reads a JSON string: JSON.stringify escapes only ", \ and
// control characters (as \n, \uXXXX...), and lone surrogates as \uXXXX.
func (p *jsonParser) string() (jnode, bool) {
	s := p.doc.text
	if p.i >= len(s) || s[p.i] != '"' {
		return jnode{}, false
	}
	p.i++
	start := p.i
	for p.i < len(s) && s[p.i] != '"' && s[p.i] != '\\' {
		p.i++
	}
	if p.i < len(s) && s[p.i] == '"' {
		p.i++
		return jnode{kind: 's', s0: int32(start), s1: int32(p.i - 1)}, true
	}
	b := []byte(s[start:p.i])
	for p.i < len(s) {
		c := s[p.i]
		switch {
		case c == '"':
			p.i++
			p.doc.decoded = append(p.doc.decoded, string(b))
			return jnode{kind: 's', s0: int32(-len(p.doc.decoded))}, true
		case c != '\\':
			b = append(b, c)
			p.i++
			continue
		}
		if p.i+1 >= len(s) {
			return jnode{}, false
		}
		e := s[p.i+1]
		p.i += 2
		switch e {
		case '"', '\\', '/':
			b = append(b, e)
		case 'b':
			b = append(b, '\b')
		case 'f':
			b = append(b, '\f')
		case 'n':
			b = append(b, '\n')
		case 'r':
			b = append(b, '\r')
		case 't':
			b = append(b, '\t')
		case 'u':
			r, ok := p.hex4()
			if !ok {
				return jnode{}, false
			}
			if utf16.IsSurrogate(r) {
				r2 := utf8.RuneError
				if p.i+1 < len(s) && s[p.i] == '\\' && s[p.i+1] == 'u' {
					p.i += 2
					if lo, ok := p.hex4(); ok {
						r2 = utf16.DecodeRune(r, lo)
					}
				}
				r = r2
			}
			b = utf8.AppendRune(b, r)
		default:
			return jnode{}, false
		}
	}
	return jnode{}, false
}

func (p *jsonParser) hex4() (rune, bool) {
	s := p.doc.text
	if p.i+4 > len(s) {
		return 0, false
	}
	v, err := strconv.ParseUint(s[p.i:p.i+4], 16, 32)
	p.i += 4
	return rune(v), err == nil
}
