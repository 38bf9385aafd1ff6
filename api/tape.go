package api

import (
	"reflect"
	"unsafe"

	tp "github.com/xwing-arcs/arcs/internal/tapeproto"
)

// The answer tape: how load()'s exported calls return an answer (the
// values in document order as int32 codes, numbers as raw float64s,
// strings once each in a table; the loader, web/xwing.js readTape,
// rebuilds the objects several times faster than JSON.parse reads the
// same answer as text, and numbers arrive as the exact float64s).
//
// Layout, little-endian, at an 8-byte aligned address:
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
// The codes are tapeproto's. The writer is generic: a plan per answer
// type (made once, by reflection) lists its fields' offsets, keys and
// kinds, and writing reads memory by those offsets, as fast as code
// written per type.

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
	if lasting && lastingByAddress && len(s) > 0 {
		t.refs = append(t.refs, int32(p), int32(len(s)))
	} else {
		t.refs = append(t.refs, 0, int32(len(s)))
		t.bytes = append(t.bytes, s...)
	}
	h.s, h.i, h.gen = s, i, t.gen
	return i
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

// sliceHeader is a slice as it lies in memory.
type sliceHeader struct {
	data     unsafe.Pointer
	len, cap int
}

// plan is how to write a value of one type.
type plan struct {
	kind    reflect.Kind
	mapType reflect.Type // a map's type
	lasting bool         // a string that lives for good
	point   bool         // a struct {x, y float64}: tapeproto.Point
	elem    *plan        // a slice's or pointer's element
	size    uintptr      // a slice element's size
	fields  []fieldPlan
}

type fieldPlan struct {
	key    string // the js tag: a literal, so lasting
	offset uintptr
	plan   *plan
}

var plans = map[reflect.Type]*plan{}

// planOf returns the plan of type t, made on first use. Only the kinds
// answers use are planned; another is a bug, found by the tests.
func planOf(t reflect.Type) *plan {
	if p, ok := plans[t]; ok {
		return p
	}
	p := &plan{kind: t.Kind(), mapType: t}
	plans[t] = p // before the fields: a type may contain itself
	switch t.Kind() {
	case reflect.Bool, reflect.Int, reflect.Float64, reflect.String, reflect.Interface:
	case reflect.Slice, reflect.Pointer, reflect.Map:
		p.elem, p.size = planOf(t.Elem()), t.Elem().Size()
	case reflect.Struct:
		for i := 0; i < t.NumField(); i++ {
			f := t.Field(i)
			fp := planOf(f.Type)
			if f.Tag.Get("tape") == "lasting" {
				fp = &plan{kind: reflect.String, lasting: true}
			}
			p.fields = append(p.fields, fieldPlan{f.Tag.Get("js"), f.Offset, fp})
		}
		p.point = t == reflect.TypeFor[pointAnswer]()
	default:
		panic("bindings: no tape plan for " + t.String())
	}
	return p
}

// writeAnswer writes v, an answer value, to the tape.
func (t *tape) writeAnswer(v any) {
	t.any(v)
}

// any writes the value an interface holds: the basic values answers put
// in interfaces (nil, ints, strings) directly, others by their plan.
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
		// The plan by the interface's type word, and the value where the
		// interface keeps it: no reflection once the type is known.
		e := (*eface)(unsafe.Pointer(&v))
		p, ok := plansByType[e.typ]
		if !ok {
			p = planOf(reflect.TypeOf(v))
			plansByType[e.typ] = p
		}
		if p.kind == reflect.Pointer || p.kind == reflect.Map {
			t.write(p, unsafe.Pointer(&e.data)) // pointer-shaped: the interface holds the pointer itself
		} else {
			t.write(p, e.data) // the interface points at its copy of the value
		}
	}
}

// eface is an interface value as it lies in memory.
type eface struct {
	typ, data unsafe.Pointer
}

// plansByType finds a plan by an interface's type word.
var plansByType = map[unsafe.Pointer]*plan{}

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

// num writes a number, as it is: the loader gets the same float64 a plain
// script's caller gets from vert.
func (t *tape) num(f float64) {
	t.codes = append(t.codes, tp.Number)
	t.nums = append(t.nums, f)
}

// write writes the value of plan p at ptr.
func (t *tape) write(p *plan, ptr unsafe.Pointer) {
	switch p.kind {
	case reflect.Bool:
		t.bool(*(*bool)(ptr))
	case reflect.Int:
		t.int(*(*int)(ptr))
	case reflect.Float64:
		t.num(*(*float64)(ptr))
	case reflect.String:
		t.codes = append(t.codes, tp.String, t.str(*(*string)(ptr), p.lasting))
	case reflect.Interface:
		t.any(*(*any)(ptr))
	case reflect.Pointer:
		q := *(*unsafe.Pointer)(ptr)
		if q == nil {
			t.codes = append(t.codes, tp.Null)
			return
		}
		t.write(p.elem, q)
	case reflect.Slice:
		s := (*sliceHeader)(ptr)
		if s.data == nil {
			t.codes = append(t.codes, tp.Null) // a nil slice, as vert writes it
			return
		}
		t.codes = append(t.codes, tp.Array)
		for i := 0; i < s.len; i++ {
			t.write(p.elem, unsafe.Add(s.data, uintptr(i)*p.size))
		}
		t.codes = append(t.codes, tp.End)
	case reflect.Map:
		// Keys in sorted order, so that a tape is reproducible (vert
		// takes Go's map order: only the key order may differ).
		m := reflect.NewAt(p.mapType, ptr).Elem()
		if m.IsNil() {
			t.codes = append(t.codes, tp.Null)
			return
		}
		keys := sortedKeys(m.MapKeys())
		t.codes = append(t.codes, tp.Object)
		v := reflect.New(p.mapType.Elem()).Elem()
		for _, k := range keys {
			t.codes = append(t.codes, t.str(k.String(), false))
			v.Set(m.MapIndex(k))
			t.write(p.elem, v.Addr().UnsafePointer())
		}
		t.codes = append(t.codes, tp.End)
	case reflect.Struct:
		if p.point {
			pt := (*pointAnswer)(ptr)
			t.codes = append(t.codes, tp.Point)
			t.nums = append(t.nums, pt.X, pt.Y)
			return
		}
		t.codes = append(t.codes, tp.Object)
		for i := range p.fields {
			f := &p.fields[i]
			t.codes = append(t.codes, t.str(f.key, true))
			t.write(f.plan, unsafe.Add(ptr, f.offset))
		}
		t.codes = append(t.codes, tp.End)
	}
}

// sortedKeys sorts a map's string keys by insertion: the maps of answers
// are small, and slices.SortFunc's instantiation for reflect.Value cost
// the module ~5 KB gzipped.
func sortedKeys(keys []reflect.Value) []reflect.Value {
	for i := 1; i < len(keys); i++ {
		for j := i; j > 0 && keys[j].String() < keys[j-1].String(); j-- {
			keys[j], keys[j-1] = keys[j-1], keys[j]
		}
	}
	return keys
}
