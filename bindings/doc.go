//go:build js && wasm

// Package bindings is the thin layer that imports syscall/js: it moves a
// call's arguments into an argument tape, hands it to package api (one
// decoder, one API table, one answer per function), and moves the answer
// or the error back (docs/api.md). Two ways in differ only in how bytes
// arrive and leave:
//
//   - load() (web/xwing.js) calls //go:wasmexport functions (export.go):
//     the loader writes the argument tape into the module's memory, and
//     reads the answer tape. A call costs nanoseconds and no value crosses
//     through syscall/js.
//   - a plain script calls js.FuncOf functions (~13 µs each): walk
//     (args.go) writes the same tape from the JavaScript arguments by the
//     loader's rules, and the answer crosses once, as JSON text read
//     from its tape (api.AnswerJSON), to JSON.parse.
//
// Go cannot throw into JavaScript, so functions return their errors and a
// small wrapper throws them (the loader's, or a shim the engine compiles).
package bindings
