//go:build js && wasm

package bindings

import (
	"syscall/js"
	"unsafe"

	"github.com/norunners/vert"
	"github.com/xwing-arcs/arcs/core"
	tp "github.com/xwing-arcs/arcs/internal/tapeproto"
)

// call runs API function fn on a call's arguments and returns its answer,
// or the argument error (every panic becomes one: no input stops the
// instance).
func call(fn apiFunc, d *doc, root node) (answer any, err *argError) {
	defer func() {
		if r := recover(); r != nil {
			answer, err = nil, asArgError(r)
		}
	}()
	return fn(&decoder{d: d, args: d.items(&root)}), nil
}

// The plain way in: a js.FuncOf per function. The arguments are walked
// into the argument model, the answer made a JavaScript value by vert.

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

// Install sets globalThis.xwing (on global) to the API and returns it.
//
// With throwing set, each function is wrapped by throwShim, compiled once
// with the Function constructor. Where a Content-Security-Policy forbids
// that, or without throwing (web/xwing.js asks for that with the -raw
// argument and wraps the functions itself), the functions are raw: they
// return a TypeError or RangeError object instead of throwing it.
func Install(global js.Value, throwing bool) js.Value {
	api := js.Global().Get("Object").New()
	wrap := js.Undefined()
	if throwing {
		wrap = compileShim()
	}
	for _, name := range tp.Functions {
		v := js.FuncOf(handler(name, functions[name])).Value
		if wrap.Truthy() {
			v = wrap.Invoke(v, name)
		}
		api.Set(name, v)
	}
	api.Set("version", core.Version)
	global.Set("xwing", api)
	return api
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

// handler adapts fn to js.FuncOf.
func handler(name string, fn apiFunc) func(js.Value, []js.Value) any {
	return func(_ js.Value, args []js.Value) (result any) {
		defer func() {
			if r := recover(); r != nil { // a bug in walk: still no lost instance
				result = jsError(name, asArgError(r))
			}
		}()
		d, root, ok := readTape(walk(args))
		if !ok { // a bug: walk writes what readTape reads
			return jsError(name, rangeErr(nil, "internal error (please report): unreadable arguments"))
		}
		answer, err := call(fn, d, root)
		if err != nil {
			return jsError(name, err)
		}
		return toJS(answer)
	}
}

// toJS makes the JavaScript value of an answer: vert for the structured
// ones (returning a vert.Value itself would panic in js.FuncOf), syscall/js
// for the basic values vert's ValueOf would wrap all the same.
func toJS(answer any) any {
	switch answer.(type) {
	case nil, bool, int, float64, string:
		return answer
	}
	return vert.ValueOf(answer).Value
}

var (
	typeErrorCtor  = js.Global().Get("TypeError")
	rangeErrorCtor = js.Global().Get("RangeError")
)

// jsError makes the JavaScript error of an argument error: its class, the
// message "fn: path: what", and the path as error.path.
func jsError(name string, e *argError) js.Value {
	ctor := typeErrorCtor
	if e.kind == rangeError {
		ctor = rangeErrorCtor
	}
	v := ctor.New(name + ": " + e.Error())
	v.Set("path", e.Field)
	return v
}

// The load() way in: //go:wasmexport calls, which cost nanoseconds where
// a js.FuncOf call costs ~13 µs, and no value crosses through syscall/js:
//
//  1. xwingBuffer(n) returns the address of a buffer of at least n bytes;
//     the loader writes the arguments there as a tape (args.go);
//  2. xwingCall(i, n) runs function i (tapeproto.Functions) on those n
//     bytes and writes its answer as a tape (tape.go), whose address
//     xwingOut() returns; the loader rebuilds the answer from it.

var (
	inBuf  = make([]byte, 1<<12)
	outBuf []byte // the last answer, alive until the next call
)

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

// xwingOut returns the address of the last answer.
//
//go:wasmexport xwingOut
func xwingOut() uint32 {
	if len(outBuf) == 0 {
		return 0
	}
	return uint32(uintptr(unsafe.Pointer(unsafe.SliceData(outBuf))))
}

// xwingCall runs function i on the n bytes of tape in the input buffer and
// answers the length of its answer's tape, or for an error
// tapeproto.ErrorBase minus the length of the error's tape, the object
// {name, message, path}. A malformed tape (only a loader of another
// version writes one) is an error too.
//
//go:wasmexport xwingCall
func xwingCall(i, n int32) int32 {
	t := &answerTape
	t.reset()
	name := "xwing"
	var err *argError
	if i < 0 || int(i) >= len(byIndex) || n < 0 || n > int32(len(inBuf)) {
		err = rangeErr(nil, "no such call (a loader of another version?)")
	} else if d, root, ok := readTape(inBuf[:n]); !ok {
		name = tp.Functions[i]
		err = rangeErr(nil, "unreadable arguments (a loader of another version?)")
	} else {
		name = tp.Functions[i]
		var answer any
		if answer, err = call(byIndex[i], d, root); err == nil {
			t.writeAnswer(answer)
			outBuf = t.finish()
			return int32(len(outBuf))
		}
	}
	t.writeAnswer(&errorAnswer{Name: err.kind.String(), Message: name + ": " + err.Error(), Path: err.Field})
	outBuf = t.finish()
	return tp.ErrorBase - int32(len(outBuf))
}

type errorAnswer struct {
	Name    string `js:"name" tape:"lasting"`
	Message string `js:"message"`
	Path    string `js:"path"`
}
