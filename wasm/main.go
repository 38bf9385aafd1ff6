//go:build js && wasm

// Command wasm is the engine as a WebAssembly module (web/xwing.wasm): it
// installs the JavaScript API on globalThis.xwing and waits for calls.
//
// Run with the argument -raw (web/xwing.js does), it leaves the API
// functions raw: they return their errors, and the loader wraps them to
// throw, so no code is compiled at run time (Content-Security-Policy).
package main

import (
	"os"
	"runtime/debug"
	"slices"
	"syscall/js"

	"github.com/xwing-arcs/arcs/bindings"
)

func main() {
	// The live heap is small (the catalog, cached shapes), so the default
	// GOGC collects every few hundred kilobytes of short-lived decoding
	// garbage, and in WebAssembly a collection is slow: measured, it was
	// most of a small call's time. Collect less often.
	debug.SetGCPercent(1000)
	bindings.Install(js.Global(), !slices.Contains(os.Args[1:], "-raw"))
	select {}
}
