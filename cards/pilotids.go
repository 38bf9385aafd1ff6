package cards

//go:generate go run ../cmd/genpilotids -o pilotids_data.go

import (
	"strings"

	"github.com/xwing-arcs/arcs/core"
	"github.com/xwing-arcs/arcs/internal/quote"
)

// UnknownPilot returns the error a call gets for a pilot id that ruleset
// r's cards don't have, or nil when they have it, whether the cards are
// loaded or not (pilotIDs, generated from the same tables as the card
// files). A call that names a pilot no card has is then refused with the
// same error before and after loadCards, and on both ways in (a plain
// script in Node starts without cards, the loader reads them at once).
func UnknownPilot(r core.Ruleset, id string) error {
	if r == "" {
		r = core.XWA
	}
	for i, x := range core.Rulesets() {
		if x == r {
			if strings.Contains(pilotIDs[i], " "+id+" ") && !strings.Contains(id, " ") {
				return nil
			}
			return &core.FieldError{Field: "pilot", Msg: "unknown pilot " + quote.String(id) + " in " + r.Name() + "'s cards"}
		}
	}
	return nil // not a ruleset: For says so
}
