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
//   - Decoding is two passes (decode.go): a validation pass reads every
//     property with Reflect.get (presence, types, finiteness, integers,
//     array lengths, field paths), then github.com/norunners/vert decodes
//     each validated object into a boundary struct (boundary.go), which
//     becomes core values checked by the core's Validate. vert reads with
//     js.Value.Get, so a getter that throws on that second read escapes
//     the call as a JavaScript exception; the throwing wrappers (throwShim,
//     web/xwing.js) turn it into a TypeError naming the function, and the
//     instance keeps answering.
//   - A js.FuncOf call costs ~13 µs before any work, and every property
//     read crosses the boundary. So web/xwing.js calls the hot functions
//     through a fast path (fast.go): one //go:wasmexport call, arguments
//     as a tape in the module's memory (argtape.go reads it), the answer
//     as a tape (tape.go), falling back to the functions above for any
//     input it does not take as it is, so that errors read the same
//     either way.
package bindings
