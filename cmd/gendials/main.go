// Command gendials writes core/dials_data.go, every ship's dial as Go
// static data, from internal/dialstsv/dials.tsv. Run it through
// `go generate ./core` after updating the table.
package main

import (
	"flag"
	"log"
	"os"

	"github.com/xwing-arcs/arcs/internal/dialstsv"
)

func main() {
	out := flag.String("o", "core/dials_data.go", "file to write")
	flag.Parse()
	rows, err := dialstsv.Parse(dialstsv.TSV)
	if err != nil {
		log.Fatal(err)
	}
	src, err := dialstsv.GoSource(rows)
	if err != nil {
		log.Fatal(err)
	}
	if err := os.WriteFile(*out, src, 0o644); err != nil {
		log.Fatal(err)
	}
}
