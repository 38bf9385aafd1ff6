// Command serve serves the board page on localhost for `make serve`.
package main

import (
	"flag"
	"fmt"
	"log"
	"net/http"
	"os"
	"path/filepath"
)

func main() {
	dir := flag.String("dir", "web", "folder to serve")
	addr := flag.String("addr", "localhost:8080", "address to listen on")
	flag.Parse()
	if _, err := os.Stat(filepath.Join(*dir, "xwing.wasm")); err != nil {
		log.Fatalf("serve: %s/xwing.wasm is missing: run `make wasm` (or `make serve`) first", *dir)
	}
	files := http.FileServer(http.Dir(*dir))
	http.Handle("/", http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		// Revalidate every time so a new build is seen at once; the
		// service worker does the offline caching.
		w.Header().Set("Cache-Control", "no-cache")
		files.ServeHTTP(w, r)
	}))
	fmt.Printf("serving %s at http://%s/\n", *dir, *addr)
	log.Fatal(http.ListenAndServe(*addr, nil))
}
