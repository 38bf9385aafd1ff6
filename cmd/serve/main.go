// Command serve serves the board page (or any folder) for `make serve`:
// each file's precompressed copy (FILE.br, FILE.gz, written by `make wasm`)
// when the browser accepts it, the right types (application/wasm for the
// engine), and CORS headers so pages on other origins can load the loader
// and the engine. README "Serving it yourself" says what another static
// host needs to do the same.
package main

import (
	"flag"
	"fmt"
	"io"
	"log"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"time"
)

func main() {
	dir := flag.String("dir", "web", "folder to serve")
	addr := flag.String("addr", "localhost:8080", "address to listen on (port 0: any free port)")
	accessLog := flag.Bool("log", false, "print a line per request: method, path, status, content coding, body bytes")
	flag.Parse()
	if _, err := os.Stat(filepath.Join(*dir, "xwing.wasm")); err != nil {
		log.Fatalf("serve: %s/xwing.wasm is missing: run `make wasm` (or `make serve`) first", *dir)
	}
	var logTo io.Writer
	if *accessLog {
		logTo = os.Stdout
	}
	s, err := newServer(*dir, logTo)
	if err != nil {
		log.Fatalf("serve: %v", err)
	}
	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		log.Fatalf("serve: %v", err)
	}
	// The address actually bound (a test starts this with port 0 and
	// reads the line).
	fmt.Printf("serving %s at http://%s/\n", *dir, ln.Addr())
	srv := &http.Server{Handler: s, ReadHeaderTimeout: 10 * time.Second}
	log.Fatal(srv.Serve(ln))
}
