//go:build js && wasm

package bindings

import (
	"syscall/js"
	"unsafe"

	"github.com/xwing-arcs/arcs/api"
	"github.com/xwing-arcs/arcs/core"
	tp "github.com/xwing-arcs/arcs/internal/tapeproto"
)

// The plain way in: a js.FuncOf per function. The arguments are walked
// into the argument tape, the answer's tape made JSON text
// (api.AnswerJSON) that JSON.parse makes the JavaScript value.

// throwShim is the JavaScript that turns a raw API function, which
// returns an Error instead of throwing it (Go cannot throw into
// JavaScript), into one that throws. web/xwing.js does the same itself.
const throwShim = `const w = function () {
	const r = f.apply(this, arguments);
	if (r instanceof Error) throw r;
	return r;
};
Object.defineProperty(w, "name", { value: name });
return w;`

// installed is the module this instance answers for, in both ways in.
var installed api.Module

// Install puts module m's functions, and the engine version, on global:
// a module can't return a value to JavaScript, so it leaves them on an
// object there.
//
// With throwing set (a plain script's way), each function is wrapped by
// throwShim, compiled once with the Function constructor, and added to
// globalThis.xwing, made when absent (a page's script may have put
// something there first). Where a Content-Security-Policy forbids the Function constructor
// the functions are raw: they return a TypeError or RangeError object
// instead of throwing it.
//
// Without throwing (web/xwing.js asks for that by setting
// globalThis.xwingRaw to true before the module starts: RawWanted),
// the raw functions go on a new object at globalThis.xwingRaw, which the
// loader takes, wraps and removes: its own frozen API stays as it is.
func Install(global js.Value, m api.Module, throwing bool) js.Value {
	installed = m
	var target js.Value
	wrap := js.Undefined()
	if throwing {
		wrap = compileShim()
		target = global.Get("xwing")
		if target.Type() != js.TypeObject {
			target = js.Global().Get("Object").New()
			global.Set("xwing", target)
		}
	} else {
		target = js.Global().Get("Object").New()
		global.Set("xwingRaw", target)
	}
	for i, name := range tp.Functions {
		if !m.Has(i) {
			continue
		}
		v := js.FuncOf(handler(i)).Value
		if wrap.Truthy() {
			v = wrap.Invoke(v, name)
		}
		target.Set(name, v)
	}
	target.Set("version", core.Version)
	return target
}

// RawWanted reports whether the loader asks for raw functions (it wraps
// them itself) by globalThis.xwingRaw === true. A global rather than a
// command-line argument: reading os.Args would link package os, whose
// initialization alone costs the module ~15 KB gzipped.
func RawWanted(global js.Value) bool {
	return global.Get("xwingRaw").Equal(js.ValueOf(true))
}

// compileShim returns throwShim as a function (f, name) => wrapped f, or
// undefined where the Function constructor is forbidden.
func compileShim() (shim js.Value) {
	defer func() {
		if recover() != nil {
			js.Global().Get("console").Call("warn", "xwing: the Function constructor is blocked "+
				"(Content-Security-Policy); API functions return their errors instead of "+
				"throwing them. Load the engine with web/xwing.js to get throwing functions.")
			shim = js.Undefined()
		}
	}()
	return js.Global().Get("Function").New("f", "name", throwShim)
}

// handler adapts function i to js.FuncOf: the arguments are walked into
// an argument tape, the answer made a JavaScript value by toJS.
func handler(i int) func(js.Value, []js.Value) any {
	return func(_ js.Value, args []js.Value) (result any) {
		defer func() {
			if r := recover(); r != nil { // a bug in walk: still no lost instance
				result = jsError(&api.Error{Name: "RangeError", Message: tp.Functions[i] + ": internal error (please report)"})
			}
		}()
		answer, err := installed.Call(i, walk(args))
		if err != nil {
			return jsError(err)
		}
		return toJS(answer)
	}
}

// toJS makes the JavaScript value of an answer: the basic values as
// syscall/js makes them, the structured ones through the answer tape that
// load() reads (one writer for both ways in) and JSON.parse.
func toJS(answer any) any {
	switch answer.(type) {
	case nil, bool, int, float64, string:
		return answer
	}
	return jsonParse.Invoke(api.AnswerJSON(answer))
}

var (
	typeErrorCtor  = js.Global().Get("TypeError")
	rangeErrorCtor = js.Global().Get("RangeError")
	errorCtor      = js.Global().Get("Error")
)

// jsError makes the JavaScript error of an argument error: its class
// (TypeError, RangeError, or Error for cards not loaded yet), its
// message, and its path as error.path.
func jsError(e *api.Error) js.Value {
	ctor := typeErrorCtor
	switch e.Name {
	case "RangeError":
		ctor = rangeErrorCtor
	case "Error":
		ctor = errorCtor
	}
	v := ctor.New(e.Message)
	v.Set("path", e.Path)
	return v
}

// parseJSON is api.ParseJSON: JSON.parse, then the walker, so that JSON
// text is read by the rules every argument is read by.
func parseJSON(text string) (tape []byte, err string) {
	defer func() {
		if r := recover(); r != nil {
			e, ok := r.(js.Error)
			if !ok {
				panic(r)
			}
			err = "not JSON"
			if m := e.Value.Get("message"); m.Type() == js.TypeString {
				err = m.String()
			}
		}
	}()
	return walk([]js.Value{jsonParse.Invoke(text)}), ""
}

var jsonParse = js.Global().Get("JSON").Get("parse")

func init() { api.ParseJSON = parseJSON }

// The load() way in: //go:wasmexport calls, which cost nanoseconds where
// a js.FuncOf call costs ~13 µs, and no value crosses through syscall/js:
//
//  1. xwingBuffer(n) returns the address of a buffer of at least n bytes;
//     the loader writes a call's argument tape (args.go) there, in place:
//     its codes from byte 8, its strings' bytes from a byte of its
//     choosing (its codes' count is known only once they are written);
//  2. xwingCall(i, nCodes, nBytes, bytesAt) runs function i
//     (tapeproto.Functions) on them and writes its answer as a tape
//     (api/tape.go), whose head's address (api.AnswerHead) it leaves in
//     the buffer's first 4 bytes; the loader rebuilds the answer from
//     the tape's parts where they lie.

var inBuf = make([]byte, 1<<16)

// xwingBuffer returns the address of the input buffer, grown to n bytes.
//
//go:wasmexport xwingBuffer
func xwingBuffer(n int32) uint32 {
	if n > int32(len(inBuf)) {
		inBuf = make([]byte, n)
	}
	return uint32(uintptr(unsafe.Pointer(unsafe.SliceData(inBuf))))
}

// xwingTapeVersion returns tapeproto.Version: the loader calls only an
// engine of its own version.
//
//go:wasmexport xwingTapeVersion
func xwingTapeVersion() int32 { return tp.Version }

// xwingCall runs function i on the argument tape in the input buffer,
// nCodes codes from byte 8 and nBytes bytes of strings from byte bytesAt,
// leaves the address of its answer tape's head in the buffer's first 4
// bytes, and answers 0, or tapeproto.ErrorBase for an error, whose answer
// is the object {name, message, path}.
//
//go:wasmexport xwingCall
func xwingCall(i, nCodes, nBytes, bytesAt int32) int32 {
	codes, text := inTape(nCodes, nBytes, bytesAt)
	answer, err := installed.CallParts(int(i), codes, text)
	var head []byte
	status := int32(0)
	if err != nil {
		head, status = api.ErrorHead(err), tp.ErrorBase
	} else {
		head = api.LoaderAnswerHead(answer)
	}
	*(*uint32)(unsafe.Pointer(&inBuf[0])) = uint32(uintptr(unsafe.Pointer(unsafe.SliceData(head))))
	return status
}

// inTape returns the argument tape's codes and bytes in the input buffer,
// or nothing when they don't lie inside it (an unreadable tape: Call
// says so).
func inTape(nCodes, nBytes, bytesAt int32) ([]int32, []byte) {
	n := int64(len(inBuf))
	if nCodes < 0 || nBytes < 0 || int64(bytesAt) < 8+4*int64(nCodes) || int64(bytesAt)+int64(nBytes) > n {
		return nil, nil
	}
	return unsafe.Slice((*int32)(unsafe.Pointer(&inBuf[8])), nCodes), inBuf[bytesAt : bytesAt+nBytes]
}
