package diagram_test

import (
	"fmt"
	"strings"

	"github.com/xwing-arcs/arcs/core"
	"github.com/xwing-arcs/arcs/diagram"
)

func ExampleRender() {
	state := diagram.State{
		Ships: []core.Ship{
			{ID: "Luke", Team: "rebels", Model: "t65xwing", X: 200, Y: 150, Heading: 180},
			{ID: "Howlrunner", Team: "empire", Model: "tielnfighter", X: 230, Y: 380, Heading: 10},
		},
		Selected: 0, // Luke's arcs, ranges and verdicts
	}
	svg, err := diagram.Render(state, diagram.Options{Caption: "Luke's front arc", Theme: diagram.Dark, Width: 600})
	if err != nil {
		fmt.Println(err)
		return
	}
	doc := string(svg)
	fmt.Println(strings.HasPrefix(doc, `<svg xmlns="http://www.w3.org/2000/svg"`))
	desc := doc[strings.Index(doc, "<desc>")+6 : strings.Index(doc, "</desc>")]
	fmt.Println(strings.Split(desc, "\n")[0])
	// Output:
	// true
	// Howlrunner is in your front arc at range 2; clear shot.
}
