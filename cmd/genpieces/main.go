// Command genpieces writes core/pieces_data.go, the official tokens'
// table as Go static data, from internal/piecestsv/pieces.tsv. Run it
// through `go generate ./core` after updating the table.
package main

import (
	"flag"
	"log"
	"os"

	"github.com/xwing-arcs/arcs/internal/piecestsv"
)

func main() {
	out := flag.String("o", "core/pieces_data.go", "file to write")
	flag.Parse()
	rows, err := piecestsv.Parse(piecestsv.TSV)
	if err != nil {
		log.Fatalf("pieces.tsv: %v", err)
	}
	src, err := piecestsv.GoSource(rows)
	if err != nil {
		log.Fatal(err)
	}
	if err := os.WriteFile(*out, src, 0o644); err != nil {
		log.Fatal(err)
	}
}
