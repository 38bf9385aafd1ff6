//go:build js && wasm

// Command wasm is the engine as a WebAssembly module (web/xwing.wasm): it
// installs the JavaScript API on globalThis.xwing and waits for calls.
// The diagram is a module of its own (wasm/diagram).
//
// Started with globalThis.xwingRaw set to true (web/xwing.js does), it
// leaves the API functions raw at globalThis.xwingRaw: they return their errors, and the
// loader wraps them to throw, so no code is compiled at run time
// (Content-Security-Policy).
package main

import (
	"syscall/js"

	"github.com/xwing-arcs/arcs/api"
	"github.com/xwing-arcs/arcs/bindings"
)

func main() {
	bindings.Install(js.Global(), api.Engine(), !bindings.RawWanted(js.Global()))
	select {}
}
