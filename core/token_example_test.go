package core_test

import (
	"fmt"

	"github.com/xwing-arcs/arcs/core"
)

// A proton bomb dropped 100 mm ahead of an X-wing, and a DRK-1 probe
// droid of the other side beyond it: the bomb's range 0-1 list (what its
// detonation hits), and the X-wing's attack on the probe.
func ExampleBoardTokens() {
	ships := []core.Ship{{ID: "Luke", Team: "rebels", Model: "t65xwing", X: 400, Y: 500}}
	tokens := []core.Token{
		{ID: "bomb", Type: "protonbombs", X: 400, Y: 400},
		{ID: "probe", Type: "drk1probedroid", X: 400, Y: 300, Heading: 45, Team: "empire"},
	}
	for _, v := range core.BoardTokens(ships, tokens, nil, -1, core.Options{}) {
		t := tokens[v.Index]
		for _, n := range v.Near {
			fmt.Printf("%s: %s at range %d (%.1f mm)\n", t.ID, ships[n.Index].ID, n.Range.Band, n.Range.Distance)
		}
		for _, a := range v.Attacks {
			fmt.Printf("%s: %s attacks it with %s in its %s arc at range %d\n", t.ID, ships[a.Target].ID, a.Weapon.Name, a.Arc, a.Band)
		}
	}
	// Output:
	// bomb: Luke at range 1 (63.7 mm)
	// probe: Luke attacks it with Primary (front) in its front arc at range 2
}
