//go:build js && wasm

// Package bindings is the JavaScript face of the engine: the one layer that
// imports syscall/js. It decodes JavaScript arguments into core values,
// calls the pure core, encodes the results, and turns every error and panic
// into a thrown TypeError or RangeError (docs/api.md).
//
// Three facts about Go's js/wasm port shape it:
//
//   - A Go function called from JavaScript cannot throw: wasm_exec.js's
//     wrapper returns whatever Go returns. Each API function therefore
//     returns either its result or an Error object, and a one-line
//     JavaScript shim (made once with the Function constructor, or by
//     web/xwing.js when a Content-Security-Policy forbids that) throws the
//     Error.
//   - js.Value.Get, Index and Length are not guarded by wasm_exec.js: a
//     property getter that throws unwinds straight through the Go stack,
//     leaving the handler goroutine stuck. Untrusted objects are therefore
//     read only through Reflect.get called with Invoke, whose exceptions
//     wasm_exec.js catches and Go sees as a recoverable panic.
//   - For the same reason github.com/norunners/vert (whose decoding uses
//     js.Value.Get and also silently zeroes missing fields, truncates 2.7
//     to 2 and drops null array elements) is not used on caller objects;
//     the decoder here reads each property once, checks its type and domain,
//     and names the field path in every error.
package bindings
