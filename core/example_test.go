package core_test

import (
	"fmt"

	"github.com/xwing-arcs/arcs/core"
)

// An X-wing at the middle of the board facing the top edge, and a TIE
// fighter 150 mm ahead of it, a little to its right, facing right.
var (
	xwing = core.Ship{ID: "Luke", Team: "rebels", Model: "t65xwing", X: 450, Y: 450, Heading: 0}
	tie   = core.Ship{ID: "Howlrunner", Team: "empire", Model: "tielnfighter", X: 480, Y: 260, Heading: 90}
)

func ExampleInArc() {
	fmt.Println(core.InArc(xwing, tie, core.Front, core.Options{}))
	fmt.Println(core.InArc(xwing, tie, core.Rear, core.Options{}))
	// Output:
	// true
	// false
}

func ExampleRange() {
	m := core.Range(xwing, tie, core.Options{})
	fmt.Printf("range %d, %.1f mm from (%.0f, %.0f) to (%.0f, %.0f)\n", m.Band, m.Distance, m.From.X, m.From.Y, m.To.X, m.To.Y)
	// Output:
	// range 2, 150.0 mm from (460, 430) to (460, 280)
}

func ExampleAttackRange() {
	// A large ship's right arc: the target is measured from the arc edge
	// (the right side of the base) to the part of its base in the arc.
	falcon := core.Ship{Size: core.Large, X: 450, Y: 450, Heading: 0, Turret: "right"}
	target := core.Ship{Size: core.Small, X: 640, Y: 450, Heading: 45}
	m, used, ok := core.AttackRange(falcon, target, core.SingleTurret, core.Options{})
	fmt.Printf("%v: in the %s arc at range %d (%.1f mm)\n", ok, used, m.Band, m.Distance)

	// Outside every region of the arc: no measurement.
	_, _, ok = core.AttackRange(falcon, target, core.Left, core.Options{})
	fmt.Println(ok)
	// Output:
	// true: in the right arc at range 2 (121.7 mm)
	// false
}

func ExampleAttackOptions() {
	rock := core.Obstacle{ID: "rock", Points: []core.Point{{440, 350}, {500, 350}, {500, 380}, {440, 380}}}
	ships := []core.Ship{xwing, tie}
	for _, op := range core.AttackOptions(xwing, ships, []core.Obstacle{rock}, core.Options{}) {
		fmt.Printf("%s at %s: %s arc, range %d, %s by %v, bonus %+v\n",
			op.Weapon.Name, ships[op.Target].ID, op.Arc, op.Band, op.Obstruction, op.ObstructedBy, op.Bonus)
	}
	// Output:
	// Primary (front) at Howlrunner: front arc, range 2, obstructed by [0], bonus {Attack:0 Defense:1}
}

func ExampleRelate() {
	// Relate says where the other ship stands relative to the first: the
	// TIE faces right, and the X-wing is on its left, short of its midway
	// line.
	fmt.Println(core.Relate(tie, xwing))
	behind := core.Ship{Size: core.Small, X: 450, Y: 600}
	fmt.Println(core.Relate(xwing, behind))
	beside := core.Ship{Size: core.Small, X: 560, Y: 460}
	fmt.Println(core.Relate(xwing, beside))
	// Output:
	// behind
	// behind
	// flanking
}

func ExampleWithin() {
	a := core.Ship{Size: core.Small, X: 100, Y: 100}
	b := core.Ship{Size: core.Small, X: 100, Y: 250} // 110 mm apart, 190 mm to its far edge
	fmt.Println(core.Within(a, b, 1), core.Within(a, b, 2))
	fmt.Println(core.BeyondRange(a, b, 1), core.BeyondRange(a, b, 2))
	// Output:
	// false true
	// true false
}

func ExampleBoard() {
	ships := []core.Ship{xwing, tie}
	v := core.Board(ships, nil, 0, []core.Arc{core.Front}, core.Options{})
	fmt.Println("attacks of each ship:", len(v.Attacks[0]), len(v.Attacks[1]))
	sel := v.Selected
	fmt.Println("front arc outlines:", len(sel.Arcs), "range rings:", len(sel.Rings))
	for _, o := range sel.Others {
		fmt.Printf("%s: range %d, %q", ships[o.Index].ID, o.Range.Band, o.Relation)
		for _, a := range o.Arcs {
			fmt.Printf(", %s arc at range %d", a.Arc, a.Band)
		}
		fmt.Println()
	}
	// Output:
	// attacks of each ship: 1 0
	// front arc outlines: 3 range rings: 3
	// Howlrunner: range 2, "inFront", front arc at range 2, fullFront arc at range 2
}

func ExampleArcOutline() {
	// The front arc area of a small ship out to range 1, 2 and 3, as
	// polygons on the board whose curves are within 0.1 mm.
	for _, out := range core.ArcOutline(core.Ship{Size: core.Small, X: 450, Y: 450}, core.Front, core.Options{}) {
		top := out.Points[0]
		for _, p := range out.Points {
			if p.Y < top.Y {
				top = p
			}
		}
		fmt.Printf("%s range %d: %d points, reaching y = %.1f\n", out.Arc, out.Range, len(out.Points), top.Y)
	}
	// Output:
	// front range 1: 28 points, reaching y = 330.0
	// front range 2: 38 points, reaching y = 230.0
	// front range 3: 44 points, reaching y = 130.0
}
