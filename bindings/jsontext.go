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
	str   string
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
	p := jsonParser{s: s}
	n, ok = p.value(0)
	return n, ok && p.i == len(s)
}

// maxNodes bounds the values one text may hold, so that no input makes the
// parser allocate without bound (the loader also caps the text's length).
const maxNodes = 1 << 18

type jsonParser struct {
	s     string
	i     int
	nodes int
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
	p.i++ // [
	if p.i < len(p.s) && p.s[p.i] == ']' {
		p.i++
		return n, true
	}
	for {
		v, ok := p.value(depth + 1)
		if !ok || p.i >= len(p.s) {
			return n, false
		}
		n.items = append(n.items, v)
		switch p.s[p.i] {
		case ',':
			p.i++
		case ']':
			p.i++
			return n, true
		default:
			return n, false
		}
	}
}

func (p *jsonParser) object(depth int) (jnode, bool) {
	n := jnode{kind: 'o'}
	p.i++ // {
	if p.i < len(p.s) && p.s[p.i] == '}' {
		p.i++
		return n, true
	}
	// Collect on the stack, then allocate once: objects are small.
	var keys [12]string
	var vals [12]jnode
	count := 0
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
		if count < len(keys) {
			keys[count], vals[count] = k, v
		} else {
			if count == len(keys) {
				n.keys, n.items = append(n.keys, keys[:]...), append(n.items, vals[:]...)
			}
			n.keys, n.items = append(n.keys, k), append(n.items, v)
		}
		count++
		switch p.s[p.i] {
		case ',':
			p.i++
			continue
		case '}':
			p.i++
		default:
			return n, false
		}
		if count <= len(keys) {
			n.keys = append(make([]string, 0, count), keys[:count]...)
			n.items = append(make([]jnode, 0, count), vals[:count]...)
		}
		return n, true
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
