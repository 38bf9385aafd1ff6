//go:build js && wasm

package bindings

import (
	"fmt"
	"syscall/js"

	"github.com/xwing-arcs/arcs/core"
)

// throwShim is the JavaScript that turns a raw API function, which returns
// an Error instead of throwing it (Go cannot throw into JavaScript), into
// one that throws. It also turns an exception that escapes the engine (a
// getter or proxy trap throwing during vert's decoding read, which
// js.Value.Get does not guard) into a TypeError starting with the
// function's name. web/xwing.js has the same lines.
const throwShim = `const w = function () {
	let r;
	try {
		r = f.apply(this, arguments);
	} catch (e) {
		if ((e instanceof TypeError || e instanceof RangeError) && String(e.message).startsWith(name + ": ")) throw e;
		let what;
		try {
			what = e instanceof Error ? JSON.stringify(String(e.message)) : typeof e === "object" && e !== null ? "an object" : String(e);
		} catch {
			what = "an exception";
		}
		throw new TypeError(name + ": reading an argument threw " + what, { cause: e });
	}
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
	for _, f := range functions {
		v := js.FuncOf(handler(f.name, f.fn)).Value
		if wrap.Truthy() {
			v = wrap.Invoke(v, f.name)
		}
		api.Set(f.name, v)
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

// handler adapts fn to js.FuncOf: every panic (an argument error, a
// JavaScript exception while reading an argument, a bug) becomes the
// returned TypeError or RangeError named after the function, so no input
// stops the instance.
func handler(name string, fn apiFunc) func(js.Value, []js.Value) any {
	return func(_ js.Value, args []js.Value) (result any) {
		d := &decoder{args: args}
		defer func() {
			if r := recover(); r != nil {
				result = toJSError(name, d, r)
			}
		}()
		return fn(d)
	}
}

var (
	typeErrorCtor  = js.Global().Get("TypeError")
	rangeErrorCtor = js.Global().Get("RangeError")
)

// toJSError makes the JavaScript error for a recovered panic r:
//   - an *argError: its kind, "name: path: message";
//   - a js.Error (a getter or proxy trap threw while d read a property): a
//     TypeError naming the property;
//   - anything else is a bug in the bindings or the core reached with
//     input the decoder let through: a RangeError, since the input is of
//     the right types but outside what the engine handles.
func toJSError(name string, d *decoder, r any) js.Value {
	kind, msg := rangeError, ""
	switch e := r.(type) {
	case *argError:
		kind, msg = e.kind, e.Error()
	case js.Error:
		where := "an argument"
		if d != nil {
			where = d.readingPath()
		}
		kind, msg = typeError, fmt.Sprintf("%s: reading it threw %s", where, thrown(e.Value))
	default:
		msg = fmt.Sprintf("internal error (please report): %v", r)
	}
	ctor := typeErrorCtor
	if kind == rangeError {
		ctor = rangeErrorCtor
	}
	return ctor.New(name + ": " + msg)
}

// thrown describes a thrown JavaScript value: an Error by its message. It
// reads the message safely: the thrown value may be hostile too.
func thrown(v js.Value) (s string) {
	defer func() {
		if recover() != nil {
			s = "an exception"
		}
	}()
	if t, bigint := jsType(v); !bigint && t == js.TypeObject {
		if m := reflectGet.Invoke(v, kMessage.js()); m.Type() == js.TypeString {
			return fmt.Sprintf("%q", m.String())
		}
	}
	return describe(v)
}
