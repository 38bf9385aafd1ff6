// Command gentape writes web/protocol.js, the loader's copy of the tape
// protocol (internal/tapeproto): go generate ./internal/tapeproto.
package main

import (
	"flag"
	"log"
	"os"
)

func main() {
	out := flag.String("o", "web/protocol.js", "the file to write")
	flag.Parse()
	if err := os.WriteFile(*out, protocolJS(), 0o644); err != nil {
		log.Fatal(err)
	}
}
