package cards_test

import (
	"fmt"

	"github.com/xwing-arcs/arcs/cards"
	"github.com/xwing-arcs/arcs/cards/cardfiles"
	"github.com/xwing-arcs/arcs/core"
)

func ExampleSet_Arm() {
	cardfiles.MustLoadAll() // a native program's cards: every ruleset's, embedded
	xwa, err := cards.For(core.XWA)
	if err != nil {
		fmt.Println(err)
		return
	}
	s, err := xwa.Arm(core.Ship{X: 450, Y: 860}, "lukeskywalker", []string{"protontorpedoes", "r2d2"})
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, w := range s.Weapons {
		fmt.Printf("%s: %s %d, range %d-%d\n", w.Name, w.Arc, w.Value, w.MinRange, w.MaxRange)
	}
	_, err = xwa.Arm(core.Ship{}, "lukeskywalker", []string{"protontorpedoes", "iontorpedoes"})
	fmt.Println(err)
	// Output:
	// Primary (front): front 3, range 0-3
	// Proton Torpedoes: front 4, range 2-3
	// upgrades[1]: no free torpedo slot
}

func ExampleSquad() {
	cardfiles.MustLoadAll()
	x := cards.XWS{Faction: "galacticempire", Builder: "YASB 2.0", Pilots: []cards.XWSPilot{
		{ID: "darthvader", Upgrades: []cards.XWSSlot{{Slot: "force", IDs: []string{"hate"}}}},
		{ID: "academypilot"},
		{ID: "academypilot", Upgrades: []cards.XWSSlot{{Slot: "torpedo", IDs: []string{"protontorpedoes"}}}},
		{ID: "nosuchpilot", Ship: "tielnfighter"},
	}}
	r, err := cards.Squad(x, cards.Options{Lenient: true})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(r.Ruleset)
	for _, s := range r.Ships {
		fmt.Printf("%s (%s) at x %.1f y %.1f heading %g: %d weapons\n", s.ID, s.Model, s.X, s.Y, s.Heading, len(cards.Weapons(s.Ship)))
	}
	for _, w := range r.Warnings {
		fmt.Printf("%s: %s\n", w.Path, w.Message)
	}
	// Output:
	// legacy
	// Darth Vader (tieadvancedx1) at x 170.9 y 864.4 heading 0: 1 weapons
	// Academy Pilot 1 (tielnfighter) at x 361.8 y 864.4 heading 0: 1 weapons
	// Academy Pilot 2 (tielnfighter) at x 552.6 y 864.4 heading 0: 1 weapons
	// TIE/ln Fighter (tielnfighter) at x 743.5 y 864.4 heading 0: 1 weapons
	// pilots[2].upgrades.torpedo[0]: Academy Pilot: Proton Torpedoes: no free torpedo slot
	// pilots[3].id: unknown pilot "nosuchpilot" in 2.0 Legacy's cards: kept as a TIE/ln Fighter with its primary attacks, without pilot
}
