package core_test

import (
	"fmt"

	"github.com/xwing-arcs/arcs/core"
)

// A TIE/ln fighter banks 2 left from the middle of the board, and an
// X-wing ahead of a straight 1 makes it bump.
func ExampleMove() {
	fighter := core.Ship{Model: "tielnfighter", X: 457.2, Y: 457.2, Heading: 0}
	r := core.Move(fighter, core.Maneuver{Speed: 2, Bearing: core.BankLeft}, nil, nil, nil, core.StandardArea, core.Options{})
	fmt.Printf("bank 2 left: (%.1f, %.1f) heading %.0f, %s\n", r.Final.X, r.Final.Y, r.Final.Heading, r.Difficulty)

	ahead := core.Ship{Model: "t65xwing", X: 457.2, Y: 340, Heading: 180}
	r = core.Move(fighter, core.Maneuver{Speed: 1, Bearing: core.Straight}, []core.Ship{ahead}, nil, nil, core.StandardArea, core.Options{})
	fmt.Printf("straight 1: bumped %v at y %.1f, overlapping %v; %v\n", r.Bumped, r.Final.Y, r.Overlaps, r.Warnings)
	// Output:
	// bank 2 left: (405.0, 331.1) heading 315, blue
	// straight 1: bumped true at y 380.0, overlapping [0]; [The TIE/ln Fighter's dial has no straight 1.]
}
