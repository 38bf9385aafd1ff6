package api

import (
	"math"
	"unsafe"

	tp "github.com/xwing-arcs/arcs/internal/tapeproto"
)

// The argument model: a call's arguments as a flat list of nodes without
// a single pointer (building it costs the garbage collector nothing),
// read from a tape (internal/tapeproto) by readTape, and by one decoder
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

// builder fills a doc. Containers are built depth-first: a container's
// children are collected on stack while its descendants are built, then
// moved to nodes in one piece, so that children are contiguous.
type builder struct {
	d     doc
	stack []node
	text  []byte
	opens []open
	count int // values so far, for tapeproto.MaxValues
}

// shared is reused from call to call: a call's arguments are not used
// after it.
var shared builder

func (b *builder) reset() {
	b.d.nodes, b.stack, b.text, b.count = b.d.nodes[:0], b.stack[:0], b.text[:0], 0
}

// finish returns the arguments array's node and the document.
func (b *builder) finish(root node) (*doc, node) {
	// The strings are copied: the core may keep one (an id in an answer
	// being written) after the buffer is reused. A call whose strings are
	// those of the call before (the same keys, ids and names: the usual
	// case) reuses that copy.
	if b.d.text != string(b.text) {
		b.d.text = string(b.text)
	}
	return &b.d, root
}

// close moves the children of a container that began at base on the stack
// into nodes and returns the container.
func (b *builder) close(n node, base int) node {
	n.first, n.count = int32(len(b.d.nodes)), int32(len(b.stack)-base)
	b.d.nodes = append(b.d.nodes, b.stack[base:]...)
	b.stack = b.stack[:base]
	return n
}

// readTape reads the loader's argument tape in buf: int32 nCodes, nBytes,
// codes[nCodes], bytes[nBytes]. ok is false for a malformed tape, which
// only a loader of another version writes.
func readTape(buf []byte) (d *doc, root node, ok bool) { return readTapeInto(&shared, buf) }

// readTapeInto is readTape with the builder b.
func readTapeInto(b *builder, buf []byte) (d *doc, root node, ok bool) {
	if len(buf) < 8 || uintptr(unsafe.Pointer(&buf[0]))%4 != 0 {
		return nil, node{}, false
	}
	head := unsafe.Slice((*int32)(unsafe.Pointer(&buf[0])), 2)
	nc, nb := int(head[0]), int(head[1])
	if nc < 1 || nb < 0 || nc > (len(buf)-8)/4 || nb != len(buf)-8-4*nc {
		return nil, node{}, false
	}
	b.reset()
	b.text = append(b.text, buf[8+4*nc:]...)
	root, ok = b.read(unsafe.Slice((*int32)(unsafe.Pointer(&buf[8])), nc), int32(nb))
	if !ok || root.kind != kArray {
		return nil, node{}, false
	}
	d, root = b.finish(root)
	return d, root, true
}

// open is a container being read: its node, where its children begin on
// the builder's stack, and how many are still to come.
type open struct {
	n          node
	base, left int
}

// maxTapeValues is more values than any walker writes.
const maxTapeValues = tp.MaxValues + tp.MaxDepth*(tp.MaxElements+tp.MaxKeys) + 1

// read reads the one value codes hold (the arguments array), whose
// strings are nstr bytes. A loop with its own stack of open containers,
// not a recursion: a function call per value is most of the cost of a
// small call's arguments in WebAssembly. Containers below MaxDepth
// arrive cut, so the stack stays short.
func (b *builder) read(codes []int32, nstr int32) (root node, ok bool) {
	b.opens = b.opens[:0]
	i := 0
	for {
		var n node
		if len(b.opens) > 0 && b.opens[len(b.opens)-1].n.kind == kObject {
			// A member: its key first.
			if i+2 > len(codes) {
				return n, false
			}
			at, l := codes[i], codes[i+1]
			i += 2
			if at < 0 || l < 0 || at > nstr-l {
				return n, false
			}
			n.k0, n.k1 = at, at+l
		}
		if i >= len(codes) || len(b.opens) > tp.MaxDepth+1 {
			return n, false
		}
		if b.count++; b.count > maxTapeValues {
			return n, false
		}
		c := codes[i]
		i++
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
		case tp.ArgNumber:
			if i+2 > len(codes) {
				return n, false
			}
			n.kind, n.num = kNumber, math.Float64frombits(uint64(uint32(codes[i]))|uint64(uint32(codes[i+1]))<<32)
			i += 2
			if n.num == 0 {
				n.num = 0 // -0 too: syscall/js hands a plain script's -0 to Go as 0
			}
		case tp.ArgString, tp.ArgThrew:
			n.kind = kString
			if c == tp.ArgThrew {
				n.kind = kThrew
			}
			if i+2 > len(codes) {
				return n, false
			}
			at, l := codes[i], codes[i+1]
			i += 2
			if at < 0 || l < 0 || at > nstr-l {
				return n, false
			}
			n.s0, n.s1 = at, at+l
		case tp.ArgCut:
			if i >= len(codes) {
				return n, false
			}
			n.kind, n.first = kCut, codes[i]
			i++
		case tp.ArgArray, tp.ArgObject:
			if i >= len(codes) {
				return n, false
			}
			count := int(uint32(codes[i]))
			i++
			if c == tp.ArgArray {
				// An array's true length; only the elements of one of at
				// most MaxElements follow.
				n.kind, n.num = kArray, float64(count)
				if count > tp.MaxElements {
					count = 0
				}
			} else {
				n.kind = kObject
				if count > tp.MaxKeys {
					return n, false
				}
			}
			if count > 0 {
				b.opens = append(b.opens, open{n, len(b.stack), count})
				continue
			}
			n = b.close(n, len(b.stack))
		default:
			return n, false
		}
		// n is whole: it is the root, or the next child of the innermost
		// open container, which it may close, and so on up.
		for {
			if len(b.opens) == 0 {
				return n, i == len(codes)
			}
			top := &b.opens[len(b.opens)-1]
			b.stack = append(b.stack, n)
			if top.left--; top.left > 0 {
				break
			}
			n = b.close(top.n, top.base)
			b.opens = b.opens[:len(b.opens)-1]
		}
	}
}
