//go:build js && wasm

package bindings

import (
	"strconv"
	"unicode/utf16"
	"unicode/utf8"
)

// jnode is a parsed JSON value: the fast path's arguments arrive as the
// text of JSON.stringify(arguments), one string, instead of one boundary
// crossing per property (fast.go).
type jnode struct {
	kind  byte // 'n' number, 's' string, 't' true, 'f' false, 'z' null, 'a' array, 'o' object
	num   float64
	str   string   // a string's value; an object's or array's own text
	items []jnode  // array elements, or object values
	keys  []string // object keys
}

// field returns the value of key k of an object, nil when absent or null.
func (n *jnode) field(k string) *jnode {
	if n == nil || n.kind != 'o' {
		return nil
	}
	for i, key := range n.keys {
		if key == k {
			if n.items[i].kind == 'z' {
				return nil
			}
			return &n.items[i]
		}
	}
	return nil
}

// parseJSON parses the text JSON.stringify wrote; ok is false for anything
// else (the fast path then falls back), including nesting deeper than 16.
func parseJSON(s string) (n jnode, ok bool) {
	p := &parser
	p.s, p.i, p.nodes = s, 0, 0
	p.arena, p.keyArena = p.arena[:0], p.keyArena[:0]
	p.stack, p.keyStack = p.stack[:0], p.keyStack[:0]
	n, ok = p.value(0)
	return n, ok && p.i == len(s)
}

// parser is reused from call to call: its arenas hold every array's and
// object's children, so a parse allocates a few large blocks instead of
// two slices per object. A call's nodes are not used after the call.
var parser jsonParser

// maxNodes bounds the values one text may hold, so that no input makes the
// parser allocate without bound (the loader also caps the text's length).
const maxNodes = 1 << 18

type jsonParser struct {
	s     string
	i     int
	nodes int
	// stack and keyStack hold the children of the arrays and objects being
	// parsed; when one closes, its children move to the arenas.
	stack, arena       []jnode
	keyStack, keyArena []string
}

// settle moves the children above base (and keys above kbase) from the
// stacks to the arenas and returns them there.
func (p *jsonParser) settle(base, kbase int) ([]jnode, []string) {
	a := len(p.arena)
	p.arena = append(p.arena, p.stack[base:]...)
	items := p.arena[a:len(p.arena):len(p.arena)]
	var keys []string
	if kbase >= 0 {
		k := len(p.keyArena)
		p.keyArena = append(p.keyArena, p.keyStack[kbase:]...)
		keys = p.keyArena[k:len(p.keyArena):len(p.keyArena)]
		p.keyStack = p.keyStack[:kbase]
	}
	p.stack = p.stack[:base]
	return items, keys
}

func (p *jsonParser) value(depth int) (jnode, bool) {
	p.nodes++
	if p.i >= len(p.s) || depth > 16 || p.nodes > maxNodes {
		return jnode{}, false
	}
	switch c := p.s[p.i]; {
	case c == '{':
		return p.object(depth)
	case c == '[':
		return p.array(depth)
	case c == '"':
		s, ok := p.string()
		return jnode{kind: 's', str: s}, ok
	case c == 't':
		return jnode{kind: 't'}, p.literal("true")
	case c == 'f':
		return jnode{kind: 'f'}, p.literal("false")
	case c == 'n':
		return jnode{kind: 'z'}, p.literal("null")
	default:
		j := p.i
		for j < len(p.s) && (p.s[j] == '-' || p.s[j] == '+' || p.s[j] == '.' || p.s[j] == 'e' || p.s[j] == 'E' || (p.s[j] >= '0' && p.s[j] <= '9')) {
			j++
		}
		f, err := strconv.ParseFloat(p.s[p.i:j], 64)
		p.i = j
		return jnode{kind: 'n', num: f}, err == nil
	}
}

func (p *jsonParser) literal(w string) bool {
	if len(p.s)-p.i >= len(w) && p.s[p.i:p.i+len(w)] == w {
		p.i += len(w)
		return true
	}
	return false
}

func (p *jsonParser) array(depth int) (jnode, bool) {
	n := jnode{kind: 'a'}
	start := p.i
	p.i++ // [
	if p.i < len(p.s) && p.s[p.i] == ']' {
		p.i++
		return n, true
	}
	base := len(p.stack)
	for {
		v, ok := p.value(depth + 1)
		if !ok || p.i >= len(p.s) {
			return n, false
		}
		p.stack = append(p.stack, v)
		switch p.s[p.i] {
		case ',':
			p.i++
		case ']':
			p.i++
			n.items, _ = p.settle(base, -1)
			n.str = p.s[start:p.i]
			return n, true
		default:
			return n, false
		}
	}
}

func (p *jsonParser) object(depth int) (jnode, bool) {
	n := jnode{kind: 'o'}
	start := p.i
	p.i++ // {
	if p.i < len(p.s) && p.s[p.i] == '}' {
		p.i++
		return n, true
	}
	base, kbase := len(p.stack), len(p.keyStack)
	for {
		if p.i >= len(p.s) || p.s[p.i] != '"' {
			return n, false
		}
		k, ok := p.string()
		if !ok || p.i >= len(p.s) || p.s[p.i] != ':' {
			return n, false
		}
		p.i++
		v, ok := p.value(depth + 1)
		if !ok || p.i >= len(p.s) {
			return n, false
		}
		p.keyStack = append(p.keyStack, k)
		p.stack = append(p.stack, v)
		switch p.s[p.i] {
		case ',':
			p.i++
		case '}':
			p.i++
			n.items, n.keys = p.settle(base, kbase)
			n.str = p.s[start:p.i]
			return n, true
		default:
			return n, false
		}
	}
}

// string reads a JSON string: JSON.stringify escapes only ", \ and
// control characters (as \n, \uXXXX...), and lone surrogates as \uXXXX.
func (p *jsonParser) string() (string, bool) {
	p.i++ // "
	start := p.i
	for p.i < len(p.s) && p.s[p.i] != '"' && p.s[p.i] != '\\' {
		p.i++
	}
	if p.i < len(p.s) && p.s[p.i] == '"' {
		s := p.s[start:p.i]
		p.i++
		return s, true
	}
	b := []byte(p.s[start:p.i])
	for p.i < len(p.s) {
		c := p.s[p.i]
		switch {
		case c == '"':
			p.i++
			return string(b), true
		case c != '\\':
			b = append(b, c)
			p.i++
			continue
		}
		if p.i+1 >= len(p.s) {
			return "", false
		}
		e := p.s[p.i+1]
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
				return "", false
			}
			if utf16.IsSurrogate(r) {
				r2 := utf8.RuneError
				if p.i+1 < len(p.s) && p.s[p.i] == '\\' && p.s[p.i+1] == 'u' {
					p.i += 2
					if lo, ok := p.hex4(); ok {
						r2 = utf16.DecodeRune(r, lo)
					}
				}
				r = r2
			}
			b = utf8.AppendRune(b, r)
		default:
			return "", false
		}
	}
	return "", false
}

func (p *jsonParser) hex4() (rune, bool) {
	if p.i+4 > len(p.s) {
		return 0, false
	}
	v, err := strconv.ParseUint(p.s[p.i:p.i+4], 16, 32)
	p.i += 4
	return rune(v), err == nil
}
