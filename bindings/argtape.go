//go:build js && wasm

package bindings

import (
	"math"
	"unsafe"
)

// The fast path's arguments arrive as a tape that web/xwing.js (put)
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
	root, ok := r.read(unsafe.Slice((*int32)(unsafe.Pointer(&b[8])), nc))
	r.doc.root = root
	return &r.doc, ok
}

// read reads the one value codes hold. It is a loop with its own stack of
// open containers rather than a recursion: in WebAssembly a Go call costs
// more than reading a value.
func (r *argReader) read(codes []int32) (jnode, bool) {
	type open struct {
		n    jnode // kind and key
		base int   // where its children start on r.stack
	}
	var opens [17]open
	depth := 0
	nstr := int32(len(r.doc.text))
	r.stack = r.stack[:0]
	i := 0
	for {
		var v jnode
		if depth > 0 {
			if i >= len(codes) {
				return jnode{}, false
			}
			if codes[i] == tEnd { // the innermost container closes
				i++
				depth--
				o := &opens[depth]
				v = o.n
				v.first, v.count = int32(len(r.doc.nodes)), int32(len(r.stack)-o.base)
				r.doc.nodes = append(r.doc.nodes, r.stack[o.base:]...)
				r.stack = r.stack[:o.base]
				if depth == 0 {
					return v, i == len(codes)
				}
				r.stack = append(r.stack, v)
				continue
			}
			if opens[depth-1].n.kind == 'o' { // a key
				if i+2 > len(codes) || codes[i] < 0 || codes[i+1] < 0 || codes[i] > nstr-codes[i+1] {
					return jnode{}, false
				}
				v.k0, v.k1 = codes[i], codes[i]+codes[i+1]
				i += 2
			}
		}
		if i >= len(codes) || len(r.doc.nodes)+len(r.stack) > maxNodes {
			return jnode{}, false
		}
		c := codes[i]
		i++
		switch c {
		case tNull:
			v.kind = 'z'
		case tTrue:
			v.kind = 't'
		case tFalse:
			v.kind = 'f'
		case tNum:
			if i+2 > len(codes) {
				return jnode{}, false
			}
			v.kind, v.num = 'n', math.Float64frombits(uint64(uint32(codes[i]))|uint64(uint32(codes[i+1]))<<32)
			i += 2
		case tStr:
			if i+2 > len(codes) || codes[i] < 0 || codes[i+1] < 0 || codes[i] > nstr-codes[i+1] {
				return jnode{}, false
			}
			v.kind, v.s0, v.s1 = 's', codes[i], codes[i]+codes[i+1]
			i += 2
		case tArray, tObject:
			if depth == len(opens) {
				return jnode{}, false // deeper than 16 below the arguments
			}
			v.kind = 'a'
			if c == tObject {
				v.kind = 'o'
			}
			opens[depth] = open{n: v, base: len(r.stack)}
			depth++
			continue
		default:
			return jnode{}, false
		}
		if depth == 0 {
			return v, i == len(codes)
		}
		r.stack = append(r.stack, v)
	}
}
