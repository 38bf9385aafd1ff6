// Command gencards writes the card files, cards/cardfiles/<ruleset>.txt,
// one per ruleset, from the tables internal/cardstsv/<ruleset>/pilots.tsv
// and upgrades.tsv (copies of the contract's shared/data/). Run it through
// `go generate ./cards/cardfiles` after updating the tables; a test fails
// when the files drift from them. The engine reads the files at run time
// (cards.Load; the page fetches them as web/cards-<ruleset>.txt), so they
// weigh on no first visit.
//
// # The card file, format 2
//
// UTF-8 text, one record a line, cells separated by tabs; no cell holds a
// tab or a line break. Only the facts the engine uses are kept (no
// points or formats), each written as the tables write it
// (internal/cardformat): lists separated by "; ", attacks "front 3" or
// "front 4 2-3 ordnance", granted slots "crew +1", granted attacks
// "front +1", restrictions as printed. What makes it compact (about half
// the tables' size, and brotli packs it to a tenth of that):
//
//   - ids are stored as internal/xwsid encodes them: empty when the id is
//     the name's letters and digits, "+" for that and "-<ship>", "-x" for
//     that and "-x", "^" for the previous row's id (a card's second
//     side), else the id itself;
//   - pilots are grouped by ship and faction: an "@<ship>\t<faction>" line
//     opens a group, whose rows name neither;
//   - a cell that repeats the one above it (the same column of the
//     previous row of the same group or section, from the fourth column
//     on) is a ditto, `"`.
//
// The lines:
//
//	xwing-cards	2	<ruleset id>	<ruleset name>	<source>	<pilots>	<upgrade sides>
//	@<ship>	<faction>
//	<id>	<name>	<caption>	<initiative>	<slots>	<attacks>	<actions>	<keywords>	<force sides>	<standard loadout>	<limited>
//	...
//	%upgrades
//	<id>	<side>	<name>	<type>	<slots>	<attack>	<grants arc>	<grants slots>	<grants attack>	<grants actions>	<restrictions>	<loadout only>	<limited>
//	...
//	%end
//
// The header names the format version (a reader refuses another), the
// ruleset (e.g. "xwa", "X-Wing Alliance"), the card data it was made from
// and how many pilots and upgrade sides follow; "%end" closes a whole
// file. Pilots come by ship, then faction, then id; upgrades by id, then
// side. A pilot's force sides are "light", "dark" or "light,dark"; an
// upgrade's side is empty for a one-sided card, else 1 or 2, and "loadout
// only" is 1 for a card only standard loadouts carry. "limited" is how
// many cards of its name a squad may field (its dots), empty for any
// number. Format 2 added it (format 1 had no limits).
package main

import (
	"flag"
	"log"
	"os"
	"path/filepath"

	"github.com/xwing-arcs/arcs/internal/cardstsv"
)

func main() {
	out := flag.String("o", "cards/cardfiles", "the folder to write <ruleset>.txt to")
	flag.Parse()
	for _, s := range cardstsv.Sources() {
		t, err := cardstsv.Parse(s.PilotsTSV, s.UpgradesTSV)
		if err != nil {
			log.Fatal(string(s.Ruleset) + ": " + err.Error())
		}
		text, err := cardstsv.Text(s.Ruleset, s.Origin, t)
		if err != nil {
			log.Fatal(string(s.Ruleset) + ": " + err.Error())
		}
		if err := os.WriteFile(filepath.Join(*out, string(s.Ruleset)+".txt"), []byte(text), 0o644); err != nil {
			log.Fatal(err)
		}
	}
}
