// Command gencatalog writes core/catalog_data.go, the ship catalog as Go
// static data, from internal/catalogtsv/ships.tsv. Run it through
// `go generate ./core` after updating the table.
package main

import (
	"flag"
	"log"
	"os"

	"github.com/xwing-arcs/arcs/internal/catalogtsv"
)

func main() {
	out := flag.String("o", "core/catalog_data.go", "file to write")
	flag.Parse()
	ships, err := catalogtsv.Parse(catalogtsv.TSV)
	if err != nil {
		log.Fatalf("ships.tsv: %v", err)
	}
	src, err := catalogtsv.GoSource(ships)
	if err != nil {
		log.Fatal(err)
	}
	if err := os.WriteFile(*out, src, 0o644); err != nil {
		log.Fatal(err)
	}
}
