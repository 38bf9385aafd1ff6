package api

import (
	"math"
	"unsafe"

	tp "github.com/xwing-arcs/arcs/internal/tapeproto"
)

// The argument model: a call's arguments as a flat list of nodes without
// a single pointer (building it costs the garbage collector nothing),
// read from a tape (internal/tapeproto) by readParts, and by one decoder
// (decode.go) from there. Both ways in write the same tape:
//
//   - load()'s exported calls: the loader (web/xwing.js, put) writes it
//     into the engine's memory;
//   - a plain script's js.FuncOf calls: the bindings' walker writes it
//     from the JavaScript arguments, by the same rules.
//
// A value that is not a plain datum (a function, a symbol, a BigInt, what
// a getter threw, a part not read) is a node of its own kind, so the
// decoder, not the transport, decides what it means: an error if the
// engine needs that field, nothing if it doesn't.

// Node kinds.
const (
	kNumber   = 'n'
	kString   = 's'
	kTrue     = 't'
	kFalse    = 'f'
	kNull     = 'z'
	kUndef    = 'u'
	kArray    = 'a'
	kObject   = 'o'
	kFunction = 'F'
	kSymbol   = 'S'
	kBigInt   = 'B'
	kThrew    = 'x' // s0:s1 is the message, if the thrown value had one
	kCut      = 'c' // first is the reason (tapeproto.Cut*)
)

// node is a value of the arguments.
type node struct {
	kind byte
	// num is a number's value, or an array's true length.
	num float64
	// k0:k1 is an object member's key in the strings; s0:s1 a string's
	// bytes or a thrown message.
	k0, k1, s0, s1 int32
	// first and count locate the children (elements or members) in the
	// document's nodes.
	first, count int32
}

// doc is a call's arguments: its nodes and their strings.
type doc struct {
	text  string
	nodes []node
}

var undefinedNode = node{kind: kUndef}

// items returns the children of an array or object.
func (d *doc) items(n *node) []node { return d.nodes[n.first : n.first+n.count] }

// str returns a string's value (or a thrown message).
func (d *doc) str(n *node) string { return d.text[n.s0:n.s1] }

func (d *doc) key(n *node) string { return d.text[n.k0:n.k1] }

// builder fills a doc (read): the nodes, and the stacks of values and
// containers being read, kept from call to call.
type builder struct {
	d     doc
	stack []node
	opens []open
}

// shared is reused from call to call: a call's arguments are not used
// after it.
var shared builder

// setText sets the document's strings. They are copied: the core may
// keep one (an id in an answer being written) after the buffer is
// reused. A call whose strings are those of the call before (the same
// keys, ids and names: the usual case) reuses that copy.
func (b *builder) setText(text []byte) {
	if b.d.text != string(text) {
		b.d.text = string(text)
	}
}

// readTapeInto reads the argument tape in buf: int32 nCodes, nBytes,
// codes[nCodes], bytes[nBytes], with the builder b. ok is false for a
// malformed tape, which only a loader of another version writes.
func readTapeInto(b *builder, buf []byte) (d *doc, args []node, ok bool) {
	codes, text, _ := SplitTape(buf)
	return readParts(b, codes, text)
}

// SplitTape returns the codes and the strings' bytes of the argument tape
// in buf; ok is false (and both nil) for a malformed one.
func SplitTape(buf []byte) (codes []int32, text []byte, ok bool) {
	if len(buf) < 8 || uintptr(unsafe.Pointer(&buf[0]))%4 != 0 {
		return nil, nil, false
	}
	head := unsafe.Slice((*int32)(unsafe.Pointer(&buf[0])), 2)
	nc, nb := int(head[0]), int(head[1])
	if nc < 1 || nb < 0 || nc > (len(buf)-8)/4 || nb != len(buf)-8-4*nc {
		return nil, nil, false
	}
	return unsafe.Slice((*int32)(unsafe.Pointer(&buf[8])), nc), buf[8+4*nc:], true
}

// readParts reads an argument tape given as its codes and its strings'
// bytes (the loader writes them where they fit, not one after the
// other) with the builder b, and returns the arguments.
func readParts(b *builder, codes []int32, text []byte) (d *doc, args []node, ok bool) {
	if len(codes) == 0 || len(text) > 1<<31-1 {
		return nil, nil, false
	}
	root, ok := b.read(codes, int32(len(text)))
	if !ok || root.kind != kArray {
		return nil, nil, false
	}
	b.setText(text)
	return &b.d, b.d.items(&root), true
}

// open is a container being read: where its node is on the builder's
// stack (-1: the root), where its children begin there, how many are
// still to come, and whether they are members (with keys). 16 bytes: in
// WebAssembly a larger struct is copied by a memory.copy call.
type open struct {
	at, base, left int32
	object         bool
}

// maxTapeValues is more values than any walker writes.
const maxTapeValues = tp.MaxValues + tp.MaxDepth*(tp.MaxElements+tp.MaxKeys) + 1

// read reads the one value codes hold (the arguments array), whose
// strings are nstr bytes, into b's nodes. A loop with its own stack of
// open containers, on local slices, each node written in place: in
// WebAssembly a function call per value, the builder's fields read and
// written per value, or a node copied (a memory.copy call) were most of
// the cost of a small call's arguments. Containers below MaxDepth arrive
// cut, so the stack stays short.
func (b *builder) read(codes []int32, nstr int32) (root node, ok bool) {
	nodes, stack, opens := b.d.nodes[:0], b.stack[:0], b.opens[:0]
	i, count := 0, 0
loop:
	for {
		// The value's node: the root, or the next child of the innermost
		// open container, on the stack.
		n := &root
		var k0, k1 int32
		if len(opens) > 0 {
			if len(stack) == cap(stack) {
				stack = append(stack, node{})[:len(stack)]
			}
			stack = stack[:len(stack)+1]
			n = &stack[len(stack)-1]
			if opens[len(opens)-1].object { // a member: its key first
				if i+2 > len(codes) {
					break
				}
				at, l := codes[i], codes[i+1]
				i += 2
				if at < 0 || l < 0 || at > nstr-l {
					break
				}
				k0, k1 = at, at+l
			}
		}
		n.kind, n.num, n.k0, n.k1, n.s0, n.s1, n.first, n.count = 0, 0, k0, k1, 0, 0, 0, 0
		if count++; i >= len(codes) || len(opens) > tp.MaxDepth+1 || count > maxTapeValues {
			break
		}
		c := codes[i]
		i++
		// Numbers and strings first, as most values are: in WebAssembly
		// each jump of a switch's search costs a dispatch.
		if c == tp.ArgNumber && i+2 <= len(codes) {
			n.kind, n.num = kNumber, math.Float64frombits(uint64(uint32(codes[i]))|uint64(uint32(codes[i+1]))<<32)
			i += 2
			if n.num == 0 {
				n.num = 0 // -0 too: syscall/js hands a plain script's -0 to Go as 0
			}
		} else if c == tp.ArgString && i+2 <= len(codes) && codes[i] >= 0 && codes[i+1] >= 0 && codes[i] <= nstr-codes[i+1] {
			n.kind, n.s0, n.s1 = kString, codes[i], codes[i]+codes[i+1]
			i += 2
		} else {
			switch c {
			case tp.ArgNull:
				n.kind = kNull
			case tp.ArgTrue:
				n.kind = kTrue
			case tp.ArgFalse:
				n.kind = kFalse
			case tp.ArgUndefined:
				n.kind = kUndef
			case tp.ArgFunction:
				n.kind = kFunction
			case tp.ArgSymbol:
				n.kind = kSymbol
			case tp.ArgBigInt:
				n.kind = kBigInt
			case tp.ArgNumber, tp.ArgString:
				break loop // the tests above take every whole one: this one is cut short or out of bounds
			case tp.ArgThrew:
				if i+2 > len(codes) {
					break loop
				}
				at, l := codes[i], codes[i+1]
				i += 2
				if at < 0 || l < 0 || at > nstr-l {
					break loop
				}
				n.kind, n.s0, n.s1 = kThrew, at, at+l
			case tp.ArgCut:
				if i >= len(codes) {
					break loop
				}
				n.kind, n.first = kCut, codes[i]
				i++
			case tp.ArgArray, tp.ArgObject:
				if i >= len(codes) {
					break loop
				}
				k := int(uint32(codes[i]))
				i++
				if c == tp.ArgArray {
					// An array's true length; only the elements of one of at
					// most MaxElements follow.
					n.kind, n.num = kArray, float64(k)
					if k > tp.MaxElements {
						k = 0
					}
				} else {
					n.kind = kObject
					if k > tp.MaxKeys {
						break loop
					}
				}
				if k > 0 {
					at := int32(len(stack) - 1) // -1 for the root: the stack is empty
					opens = append(opens, open{at, int32(len(stack)), int32(k), c == tp.ArgObject})
					continue
				}
				n.first = int32(len(nodes))
			default:
				break loop
			}
		}
		// The value is whole: it completes the root, or it may complete
		// its container, and that one its own, and so on up. A complete
		// container's children move from the stack to nodes in one piece,
		// so that they are contiguous.
		for {
			if len(opens) == 0 {
				ok = i == len(codes)
				break loop
			}
			top := &opens[len(opens)-1]
			if top.left--; top.left > 0 {
				break
			}
			container := &root
			if top.at >= 0 {
				container = &stack[top.at]
			}
			container.first, container.count = int32(len(nodes)), int32(len(stack))-top.base
			nodes = append(nodes, stack[top.base:]...)
			stack = stack[:top.base]
			opens = opens[:len(opens)-1]
		}
	}
	b.d.nodes, b.stack, b.opens = nodes, stack, opens
	return root, ok
}
