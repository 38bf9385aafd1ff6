//go:build js && wasm

// Package bindings is the JavaScript face of the engine: the one layer that
// imports syscall/js. Every call, whichever way it comes in, goes the same
// path (docs/api.md):
//
//	arguments -> the argument model (args.go) -> the decoder (decode.go)
//	-> the core -> an answer value (answer.go) -> JavaScript
//
// Two ways in differ only in how bytes arrive and leave:
//
//   - load() (web/xwing.js) calls //go:wasmexport functions (export.go):
//     the loader writes the arguments as a tape into the module's memory,
//     and reads the answer from a tape (tape.go). A call costs nanoseconds
//     and no value crosses through syscall/js.
//   - a plain script calls js.FuncOf functions (~13 µs each): walk reads
//     the arguments by the loader's rules, and github.com/norunners/vert
//     makes the answer a JavaScript value.
//
// The protocol between loader and engine (tape codes, function order,
// limits, version) is defined once in internal/tapeproto and generated
// into web/protocol.js. Errors are *argError values with a field path
// until the last moment, thrown as TypeError or RangeError with
// error.path. Go cannot throw into JavaScript, so functions return their
// errors and a small wrapper throws them (the loader's, or a shim the
// engine compiles).
package bindings
