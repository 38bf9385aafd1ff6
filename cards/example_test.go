package cards_test

import (
	"fmt"

	"github.com/xwing-arcs/arcs/cards"
	"github.com/xwing-arcs/arcs/core"
)

func ExampleArm() {
	s, err := cards.Arm(core.Ship{X: 450, Y: 860}, "biggsdarklighter", []string{"protontorpedoes", "r2d2"})
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, w := range s.Weapons {
		fmt.Printf("%s: %s %d, range %d-%d\n", w.Name, w.Arc, w.Value, w.MinRange, w.MaxRange)
	}
	_, err = cards.Arm(core.Ship{}, "biggsdarklighter", []string{"protontorpedoes", "iontorpedoes"})
	fmt.Println(err)
	// Output:
	// Primary (front): front 3, range 0-3
	// Proton Torpedoes: front 4, range 2-3
	// upgrades[1]: no free torpedo slot
}

func ExampleSquad() {
	x := cards.XWS{Faction: "galacticempire", Pilots: []cards.XWSPilot{
		{ID: "darthvader", Upgrades: []cards.XWSSlot{{Slot: "force-power", IDs: []string{"hate"}}}},
		{ID: "academypilot"},
		{ID: "academypilot", Upgrades: []cards.XWSSlot{{Slot: "torpedo", IDs: []string{"protontorpedoes"}}}},
	}}
	r, err := cards.Squad(x, cards.Options{Lenient: true})
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, s := range r.Ships {
		fmt.Printf("%s (%s) at x %.1f y %.1f heading %g: %d weapons\n", s.ID, s.Model, s.X, s.Y, s.Heading, len(s.Weapons))
	}
	for _, w := range r.Warnings {
		fmt.Printf("%s: %s\n", w.Path, w.Message)
	}
	// Output:
	// Darth Vader (tieadvancedx1) at x 218.6 y 864.4 heading 0: 1 weapons
	// Academy Pilot 1 (tielnfighter) at x 457.2 y 864.4 heading 0: 1 weapons
	// Academy Pilot 2 (tielnfighter) at x 695.8 y 864.4 heading 0: 1 weapons
	// pilots[2].upgrades.torpedo[0]: no free torpedo slot: left out
}
