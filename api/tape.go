package api

import (
	"unsafe"

	tp "github.com/xwing-arcs/arcs/internal/tapeproto"
)

// The answer tape: how load()'s exported calls return an answer (the
// values in document order as int32 codes, numbers as raw float64s,
// strings once each in a table; the loader, web/tape.js readTape,
// rebuilds the objects several times faster than JSON.parse reads the
// same answer as text, and numbers arrive as the exact float64s). The
// loader reads its parts where they were written (tape.head); laid out
// in one buffer (tape.finish, for AnswerJSON), little-endian, at an
// 8-byte aligned address:
//
//	int32 nCodes, nNums, nStrings, 0
//	int32 codes[nCodes], padded to 8 bytes
//	float64 nums[nNums]
//	(int32 address, int32 length)[nStrings]: address 0: the next length
//	  bytes of the string bytes below; else a string that lives at that
//	  address for good (keys, core names, cached path data), which the
//	  loader decodes once and keeps by address
//	the string bytes, one string after another (UTF-8)
//
// The codes are tapeproto's. A string's code (a member's key, or a
// String's) is its index in the table, or, negative, a string that lives
// for good given in place: its length's complement, then its address
// (tape.inline). Each answer type has its own writer,
// generated from its fields by cmd/genanswers (answer_tape.go): no
// reflection in the module.

type tape struct {
	codes []int32
	nums  []float64
	refs  []int32 // (address, length) per string
	bytes []byte
	out   []byte
	// interned remembers strings already in the table by the address of
	// their bytes (keys are literals, and a board repeats each id): the
	// string is held so that its memory cannot be reused within the call;
	// gen tells this call's entries from older ones, and used lists them,
	// to let go of their strings at the next reset.
	interned [256]struct {
		s   string
		i   int32
		gen uint32
	}
	gen  uint32
	used []uint8
	// byAddress lets strings that live for good cross by address
	// (lastingByAddress), for the loader (AnswerHead); AnswerJSON reads
	// every string from the tape's bytes.
	byAddress bool
	heads     [8]uint32 // head's
}

var answerTape tape

func (t *tape) reset() {
	t.codes, t.nums, t.refs, t.bytes = t.codes[:0], t.nums[:0], t.refs[:0], t.bytes[:0]
	for _, h := range t.used {
		t.interned[h].s = ""
	}
	t.used = t.used[:0]
	t.gen++
}

// str returns the table index of s, adding it if need be. A lasting string
// must live unchanged as long as the instance.
func (t *tape) str(s string, lasting bool) int32 {
	p := uintptr(unsafe.Pointer(unsafe.StringData(s)))
	slot := uint8(p>>3 ^ p>>11 ^ uintptr(len(s)))
	h := &t.interned[slot]
	if h.gen == t.gen && len(h.s) == len(s) && unsafe.StringData(h.s) == unsafe.StringData(s) {
		return h.i
	}
	if h.gen != t.gen {
		t.used = append(t.used, slot)
	}
	i := int32(len(t.refs) / 2)
	if lasting && t.byAddress && len(s) > 0 {
		t.refs = append(t.refs, int32(p), int32(len(s)))
	} else {
		t.refs = append(t.refs, 0, int32(len(s)))
		t.bytes = append(t.bytes, s...)
	}
	h.s, h.i, h.gen = s, i, t.gen
	return i
}

// inline writes a reference to a string that lives for good as its
// length's complement (negative) and its address, where the loader reads
// it (and decodes it once), without a place in the string table: a
// table entry, found again by address for each key of each answer, cost
// more than the rest of writing a small answer. It reports whether it
// did: in WebAssembly, for a string that is not empty, unless every
// string goes in the tape's bytes (AnswerJSON).
func (t *tape) inline(s string) bool {
	if !t.byAddress || len(s) == 0 {
		return false
	}
	t.codes = append(t.codes, ^int32(len(s)), int32(uintptr(unsafe.Pointer(unsafe.StringData(s)))))
	return true
}

// head returns the tape's head for a reader in the same memory (the
// loader), which reads its parts where they were written, none copied:
// uint32 nCodes, nNums, nStrings, then the addresses of the codes, the
// numbers, the string references and the string bytes. Valid until the
// next call; its addresses mean something only in WebAssembly.
func (t *tape) head() []byte {
	h := &t.heads
	h[0], h[1], h[2] = uint32(len(t.codes)), uint32(len(t.nums)), uint32(len(t.refs)/2)
	h[3], h[4], h[5], h[6] = address(t.codes), address(t.nums), address(t.refs), address(t.bytes)
	return unsafe.Slice((*byte)(unsafe.Pointer(h)), 4*len(h))
}

func address[T int32 | float64 | byte](s []T) uint32 {
	return uint32(uintptr(unsafe.Pointer(unsafe.SliceData(s))))
}

// finish lays the tape out in one buffer, valid until the next call.
func (t *tape) finish() []byte {
	nc, nn, ns := len(t.codes), len(t.nums), len(t.refs)/2
	codesEnd := 16 + 4*nc
	numsAt := (codesEnd + 7) &^ 7
	refsAt := numsAt + 8*nn
	bytesAt := refsAt + 8*ns
	n := bytesAt + len(t.bytes)
	if cap(t.out) < n {
		t.out = make([]byte, n+n/4)
	}
	out := t.out[:n]
	head := unsafe.Slice((*int32)(unsafe.Pointer(&out[0])), 4)
	head[0], head[1], head[2], head[3] = int32(nc), int32(nn), int32(ns), 0
	copy(out[16:codesEnd], asBytes(t.codes, 4))
	copy(out[numsAt:refsAt], asBytes(t.nums, 8))
	copy(out[refsAt:bytesAt], asBytes(t.refs, 4))
	copy(out[bytesAt:], t.bytes)
	if cap(t.out) > 1<<22 {
		t.out = nil // don't hold on to a huge answer's buffer
	}
	return out
}

func asBytes[T int32 | float64](s []T, size int) []byte {
	if len(s) == 0 {
		return nil
	}
	return unsafe.Slice((*byte)(unsafe.Pointer(&s[0])), size*len(s))
}

// writeAnswer writes v, an answer value, to the tape.
func (t *tape) writeAnswer(v any) {
	t.any(v)
}

// any writes the value an interface holds: the basic values answers put
// in interfaces (nil, ints, strings) directly, others by their type's
// generated writer (answer_tape.go).
func (t *tape) any(v any) {
	switch x := v.(type) {
	case nil:
		t.codes = append(t.codes, tp.Null)
	case int:
		t.int(x)
	case string:
		t.codes = append(t.codes, tp.String, t.str(x, false))
	case bool:
		t.bool(x)
	case float64:
		t.num(x)
	default:
		t.dynamic(v)
	}
}

// code, key and text are what the generated writers (answer_tape.go)
// write with: out of line, a field costs a call and a few bytes of code
// rather than an append inlined at each field (the writers were half of
// package api's code).
//
//go:noinline
func (t *tape) code(c int32) { t.codes = append(t.codes, c) }

// key writes an object's key, a literal that lives for good: in place
// (inline) where it can.
//
//go:noinline
func (t *tape) key(k string) {
	if !t.inline(k) {
		t.codes = append(t.codes, t.str(k, true))
	}
}

// text writes a string value; lasting as for str, and in place (inline)
// where it can.
//
//go:noinline
func (t *tape) text(s string, lasting bool) {
	t.codes = append(t.codes, tp.String)
	if !lasting || !t.inline(s) {
		t.codes = append(t.codes, t.str(s, lasting))
	}
}

func (t *tape) int(v int) {
	if v == int(int32(v)) {
		t.codes = append(t.codes, tp.Int, int32(v))
	} else {
		t.num(float64(v))
	}
}

func (t *tape) bool(v bool) {
	if v {
		t.codes = append(t.codes, tp.True)
	} else {
		t.codes = append(t.codes, tp.False)
	}
}

// num writes a number, as it is: the loader and a plain script's caller
// (bindings/answerjson.go) get the same float64. Out of line, as code is.
//
//go:noinline
func (t *tape) num(f float64) {
	t.codes = append(t.codes, tp.Number)
	t.nums = append(t.nums, f)
}

// sortedKeys returns a map's keys in sorted order, so that a tape is
// reproducible (sorted by insertion: the maps of answers are small).
func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	for i := 1; i < len(keys); i++ {
		for j := i; j > 0 && keys[j] < keys[j-1]; j-- {
			keys[j], keys[j-1] = keys[j-1], keys[j]
		}
	}
	return keys
}

//go:generate go run ../cmd/genanswers -dir . -o answer_tape.go
