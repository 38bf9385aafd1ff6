//go:build js && wasm

package bindings

import (
	"math"
	"unsafe"
)

// The fast path's arguments arrive as a tape that web/xwing.js (writeArgs)
// writes straight into the input buffer: the values of the arguments
// array in document order, as JSON.stringify would visit them (own
// enumerable properties; undefined, functions and symbols left out), but
// with numbers as their float64 bits, so that neither side formats or
// parses a number. The reader turns it into a flat list of nodes without
// a single pointer, so that building it costs the garbage collector
// nothing.
//
// Layout, little-endian, at the buffer's 8-byte aligned start:
//
//	int32 nCodes, nBytes
//	int32 codes[nCodes]
//	the strings' bytes (UTF-8), nBytes of them
//
// Codes: a value is tNull, tTrue, tFalse, tNum lo hi (the float64's bits),
// tStr at n (the n bytes at offset at of the strings), tArray values...
// tEnd, or tObject (at n value)... tEnd, a key being a string's at n (at
// >= 0, so never tEnd). The codes are those of answers (tape.go).

// jnode is a decoded value.
type jnode struct {
	kind byte // 'n' number, 's' string, 't' true, 'f' false, 'z' null, 'a' array, 'o' object
	num  float64
	// k0:k1 is an object member's key in the strings; s0:s1 a string's
	// bytes.
	k0, k1, s0, s1 int32
	// first and count locate the children (elements or members) in the
	// document's nodes.
	first, count int32
}

// jdoc is a decoded tape: its nodes and their strings.
type jdoc struct {
	text  string
	nodes []jnode
	root  jnode
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
func (d *jdoc) str(n *jnode) string { return d.text[n.s0:n.s1] }

// maxNodes bounds the values one tape may hold, so that no input makes the
// reader allocate without bound (the loader also caps the tape's length).
const maxNodes = 1 << 18

// reader is reused from call to call; a call's document is not used after
// the call.
var reader argReader

type argReader struct {
	doc   jdoc
	codes []int32
	i     int
	stack []jnode // the children of the containers being read
}

// readArgs reads the tape in b; ok is false for anything but a well-formed
// tape (the fast path then falls back), or for nesting deeper than 16.
func readArgs(b []byte) (*jdoc, bool) {
	if len(b) < 8 || uintptr(unsafe.Pointer(&b[0]))%4 != 0 {
		return nil, false
	}
	head := unsafe.Slice((*int32)(unsafe.Pointer(&b[0])), 2)
	nc, nb := int(head[0]), int(head[1])
	if nc < 1 || nb < 0 || nc > (len(b)-8)/4 || nb != len(b)-8-4*nc {
		return nil, false
	}
	r := &reader
	// The strings are copied: the core may keep one (a size in a cache key)
	// after the buffer is overwritten.
	r.doc = jdoc{text: string(b[8+4*nc:]), nodes: r.doc.nodes[:0]}
	r.codes = unsafe.Slice((*int32)(unsafe.Pointer(&b[8])), nc)
	r.i, r.stack = 0, r.stack[:0]
	root, ok := r.value(0)
	r.doc.root = root
	r.codes = nil
	return &r.doc, ok && r.i == nc
}

// next returns the next code, ok false past the end.
func (r *argReader) next() (int32, bool) {
	if r.i >= len(r.codes) {
		return 0, false
	}
	r.i++
	return r.codes[r.i-1], true
}

// span reads a string's offset and length and checks them.
func (r *argReader) span() (s0, s1 int32, ok bool) {
	at, ok1 := r.next()
	n, ok2 := r.next()
	if !ok1 || !ok2 || at < 0 || n < 0 || int(at)+int(n) > len(r.doc.text) {
		return 0, 0, false
	}
	return at, at + n, true
}

func (r *argReader) value(depth int) (jnode, bool) {
	c, ok := r.next()
	if !ok || depth > 16 || len(r.doc.nodes)+len(r.stack) > maxNodes {
		return jnode{}, false
	}
	switch c {
	case tNull:
		return jnode{kind: 'z'}, true
	case tTrue:
		return jnode{kind: 't'}, true
	case tFalse:
		return jnode{kind: 'f'}, true
	case tNum:
		lo, ok1 := r.next()
		hi, ok2 := r.next()
		return jnode{kind: 'n', num: math.Float64frombits(uint64(uint32(lo)) | uint64(uint32(hi))<<32)}, ok1 && ok2
	case tStr:
		s0, s1, ok := r.span()
		return jnode{kind: 's', s0: s0, s1: s1}, ok
	case tArray, tObject:
		return r.container(depth, c == tObject)
	}
	return jnode{}, false
}

// container reads an array's or object's children onto the stack, then
// moves them all at once to the document's nodes.
func (r *argReader) container(depth int, object bool) (jnode, bool) {
	n := jnode{kind: 'a'}
	if object {
		n.kind = 'o'
	}
	base := len(r.stack)
	for {
		if r.i >= len(r.codes) {
			return n, false
		}
		if r.codes[r.i] == tEnd {
			r.i++
			break
		}
		var k0, k1 int32
		if object {
			var ok bool
			if k0, k1, ok = r.span(); !ok {
				return n, false
			}
		}
		v, ok := r.value(depth + 1)
		if !ok {
			return n, false
		}
		v.k0, v.k1 = k0, k1
		r.stack = append(r.stack, v)
	}
	n.first, n.count = int32(len(r.doc.nodes)), int32(len(r.stack)-base)
	r.doc.nodes = append(r.doc.nodes, r.stack[base:]...)
	r.stack = r.stack[:base]
	return n, true
}
