//go:build js && wasm

// Command diagram is the diagram as a WebAssembly module of its own
// (web/xwing-diagram.wasm): it adds diagram to the API (globalThis.xwing,
// or globalThis.xwingRaw when the loader set it to true, as the engine does) and waits for
// calls. Its code and glyphs stay out of the engine, which every page
// downloads, so that only a page that draws a diagram pays for them.
package main

import (
	"syscall/js"

	"github.com/xwing-arcs/arcs/api"
	"github.com/xwing-arcs/arcs/bindings"
	"github.com/xwing-arcs/arcs/cards/cardfiles"
)

func main() {
	// The diagram draws ships with pilots, so it needs the cards: until it
	// joins the engine's module (which loads them at run time, addCards),
	// this module carries every ruleset's.
	cardfiles.MustLoadAll()
	bindings.Install(js.Global(), api.Diagram(), !bindings.RawWanted(js.Global()))
	select {}
}
