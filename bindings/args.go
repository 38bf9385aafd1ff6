//go:build js && wasm

package bindings

import (
	"math"
	"syscall/js"
	"unsafe"

	tp "github.com/xwing-arcs/arcs/internal/tapeproto"
)

var (
	reflectGet   = js.Global().Get("Reflect").Get("get")
	arrayIsArray = js.Global().Get("Array").Get("isArray")
	objectKeys   = js.Global().Get("Object").Get("keys")
	lengthKey    = js.ValueOf("length")
	messageKey   = js.ValueOf("message")
)

// walk writes a plain script's arguments as the loader's tape, by the
// loader's rules (tapeproto), so that one reader (readTape) makes the
// argument model either way. Each property is read once with Reflect.get
// through Invoke, whose exceptions wasm_exec.js catches (js.Value.Get
// would let a throwing getter unwind through Go's stack).
func walk(args []js.Value) []byte {
	w := &sharedWalker
	w.codes, w.text, w.count = w.codes[:0], w.text[:0], 1
	w.codes = append(w.codes, tp.ArgArray, int32(len(args)))
	if len(args) <= tp.MaxElements {
		for _, a := range args {
			w.value(a, 1)
		}
	}
	// The tape: int32 nCodes, nBytes, the codes, the bytes; 4-aligned.
	n := 8 + 4*len(w.codes) + len(w.text)
	if cap(w.buf) < n {
		w.buf = make([]byte, n+n/4)
	}
	buf := w.buf[:n]
	head := unsafe.Slice((*int32)(unsafe.Pointer(&buf[0])), 2)
	head[0], head[1] = int32(len(w.codes)), int32(len(w.text))
	copy(buf[8:], unsafe.Slice((*byte)(unsafe.Pointer(&w.codes[0])), 4*len(w.codes)))
	copy(buf[8+4*len(w.codes):], w.text)
	return buf
}

// walker writes an argument tape from JavaScript values.
type walker struct {
	codes []int32
	text  []byte
	buf   []byte
	count int // values so far, for tapeproto.MaxValues
}

var sharedWalker walker

// member reads property key of obj and writes its value; what the read
// throws is the member's value.
func (w *walker) member(obj js.Value, key any, depth int) {
	defer func() {
		if r := recover(); r != nil {
			w.caught(r)
		}
	}()
	v := reflectGet.Invoke(obj, key)
	w.value(v, depth)
}

// caught writes a recovered JavaScript exception as a value (any other
// panic goes on).
func (w *walker) caught(r any) {
	e, ok := r.(js.Error)
	if !ok {
		panic(r)
	}
	w.count++
	w.threw(e.Value)
}

// value writes v. What an object's own traps throw (Array.isArray,
// length, Object.keys on a Proxy) makes the object a thrown value.
func (w *walker) value(v js.Value, depth int) {
	w.count++
	mark, markText := len(w.codes), len(w.text)
	defer func() {
		if r := recover(); r != nil {
			w.codes, w.text = w.codes[:mark], w.text[:markText]
			w.count--
			w.caught(r)
		}
	}()
	t, bigint := jsType(v)
	switch {
	case bigint:
		w.codes = append(w.codes, tp.ArgBigInt)
	case t == js.TypeUndefined:
		w.codes = append(w.codes, tp.ArgUndefined)
	case t == js.TypeNull:
		w.codes = append(w.codes, tp.ArgNull)
	case t == js.TypeBoolean && v.Bool():
		w.codes = append(w.codes, tp.ArgTrue)
	case t == js.TypeBoolean:
		w.codes = append(w.codes, tp.ArgFalse)
	case t == js.TypeNumber:
		bits := math.Float64bits(v.Float())
		w.codes = append(w.codes, tp.ArgNumber, int32(uint32(bits)), int32(uint32(bits>>32)))
	case t == js.TypeString:
		w.codes = append(w.codes, tp.ArgString)
		w.str(v.String())
	case t == js.TypeSymbol:
		w.codes = append(w.codes, tp.ArgSymbol)
	case t == js.TypeFunction:
		w.codes = append(w.codes, tp.ArgFunction)
	default:
		w.object(v, depth)
	}
}

// object writes an object or array, by the same checks in the same order
// as the loader's put.
func (w *walker) object(v js.Value, depth int) {
	switch {
	case depth > tp.MaxDepth:
		w.codes = append(w.codes, tp.ArgCut, tp.CutDeep)
		return
	case w.count > tp.MaxValues:
		w.codes = append(w.codes, tp.ArgCut, tp.CutValues)
		return
	}
	if arrayIsArray.Invoke(v).Bool() {
		l := reflectGet.Invoke(v, lengthKey)
		length := -1.0
		if lt, _ := jsType(l); lt == js.TypeNumber {
			length = l.Float()
		}
		if !(length >= 0 && length <= math.MaxUint32 && length == math.Trunc(length)) {
			w.codes = append(w.codes, tp.ArgCut, tp.CutBadArray)
			return
		}
		w.codes = append(w.codes, tp.ArgArray, int32(uint32(length)))
		for i := 0; length <= tp.MaxElements && i < int(length); i++ {
			w.member(v, i, depth+1)
		}
		return
	}
	keys := objectKeys.Invoke(v)
	nk := keys.Length()
	if nk > tp.MaxKeys {
		w.codes = append(w.codes, tp.ArgCut, tp.CutKeys)
		return
	}
	w.codes = append(w.codes, tp.ArgObject, int32(nk))
	for i := 0; i < nk; i++ {
		k := keys.Index(i) // a fresh array of strings: no user code runs
		w.str(k.String())
		w.member(v, k, depth+1)
	}
}

// str writes a string's offset and length, and its bytes.
func (w *walker) str(s string) {
	w.codes = append(w.codes, int32(len(w.text)), int32(len(s)))
	w.text = append(w.text, s...)
}

// threw writes what a getter or trap threw, as the loader does: a string
// as is, an object's string message, otherwise nothing. The thrown value
// may be hostile too: its message is read by the same guarded get.
func (w *walker) threw(v js.Value) {
	message := ""
	func() {
		defer func() {
			if recover() != nil {
				message = ""
			}
		}()
		switch t, bigint := jsType(v); {
		case bigint:
		case t == js.TypeString:
			message = v.String()
		case t == js.TypeObject:
			if m := reflectGet.Invoke(v, messageKey); m.Type() == js.TypeString {
				message = m.String()
			}
		}
	}()
	w.codes = append(w.codes, tp.ArgThrew)
	w.str(message)
}
