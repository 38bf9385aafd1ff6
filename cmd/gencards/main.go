// Command gencards writes cards/cards_data.go, the pilot and upgrade
// tables as Go static data, from internal/cardstsv/pilots.tsv and
// upgrades.tsv. Run it through `go generate ./cards` after updating the
// tables.
package main

import (
	"flag"
	"log"
	"os"

	"github.com/xwing-arcs/arcs/internal/cardstsv"
)

func main() {
	out := flag.String("o", "cards/cards_data.go", "file to write")
	flag.Parse()
	t, err := cardstsv.Parse(cardstsv.PilotsTSV, cardstsv.UpgradesTSV)
	if err != nil {
		log.Fatal(err)
	}
	src, err := cardstsv.GoSource(t)
	if err != nil {
		log.Fatal(err)
	}
	if err := os.WriteFile(*out, src, 0o644); err != nil {
		log.Fatal(err)
	}
}
