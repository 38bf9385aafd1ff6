//go:build js && wasm

package bindings

import (
	"math"
	"unsafe"
)

// The fast path's answers travel as a tape, not as JSON text: the values
// in document order as int32 codes, numbers as raw float64s and strings
// once each in a table. JavaScript (web/xwing.js, readTape) rebuilds the
// objects from it several times faster than JSON.parse reads the same
// answer as text; numbers need no formatting here nor parsing there, and
// they arrive as the exact float64s the engine computed.
//
// Strings that never change for the life of the instance (keys, names
// from the core's constants, the core's cached shape path data) travel as
// their address in memory: the loader decodes each once and remembers it
// by address, so a board's path data and keys cost a map lookup, not a
// decode, and the same JavaScript strings come back every call. Every
// other string (ids, weapon names, messages) travels as bytes.
//
// Layout, little-endian, at an 8-byte aligned address:
//
//	int32 nCodes, nNums, nStrings, 0
//	int32 codes[nCodes], padded to 8 bytes
//	float64 nums[nNums]
//	(int32 address, int32 length)[nStrings]: address 0: the next length
//	  bytes of the string bytes below; else a string that lives at that
//	  address for good
//	the string bytes, one string after another (UTF-8)
//
// Codes: a value is tNull, tTrue, tFalse, tNum (the next number), tInt v,
// tStr i (string i), tArray values... tEnd, tObject (key value)... tEnd
// where a key is a string index (>= 0, so never tEnd), or tPoint, the
// object {x, y} of the next two numbers (the commonest object in answers,
// which the loader makes with one object literal).
const (
	tEnd    = -1
	tNull   = 1
	tTrue   = 2
	tFalse  = 3
	tNum    = 4
	tInt    = 5
	tStr    = 6
	tArray  = 7
	tObject = 8
	tPoint  = 9
)

func finite(f float64) bool { return !math.IsNaN(f) && !math.IsInf(f, 0) }

// tape is an answer being written; its slices are reused from call to call.
type tape struct {
	codes []int32
	nums  []float64
	refs  []int32 // (address, length) per string
	bytes []byte
	out   []byte
	// interned remembers strings already in the table, by the address of
	// their bytes: keys are literals and a board repeats each ship's id,
	// so a pointer comparison finds nearly every repeat. The string itself
	// is held so that its memory cannot be reused within the call; gen
	// tells this call's entries from older ones, and used lists them, to
	// let go of their strings (and the arguments' text) at the next reset.
	interned [256]struct {
		s   string
		i   int32
		gen uint32
	}
	gen  uint32
	used []uint8
}

var sharedTape tape

func (t *tape) reset() {
	t.codes, t.nums, t.refs, t.bytes = t.codes[:0], t.nums[:0], t.refs[:0], t.bytes[:0]
	for _, h := range t.used {
		t.interned[h].s = ""
	}
	t.used = t.used[:0]
	t.gen++
}

// str returns the table index of s, adding it if need be. A lasting
// string must live unchanged as long as the instance: a literal, a
// constant, or one the core caches for good.
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
	if lasting && len(s) > 0 {
		t.refs = append(t.refs, int32(p), int32(len(s)))
	} else {
		t.refs = append(t.refs, 0, int32(len(s)))
		t.bytes = append(t.bytes, s...)
	}
	h.s, h.i, h.gen = s, i, t.gen
	return i
}

// finish lays the tape out in one buffer and returns it; it stays valid
// until the next call.
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

// asBytes views a slice of fixed-size numbers as its bytes.
func asBytes[T int32 | float64](s []T, size int) []byte {
	if len(s) == 0 {
		return nil
	}
	return unsafe.Slice((*byte)(unsafe.Pointer(&s[0])), size*len(s))
}
