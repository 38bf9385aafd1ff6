package statejson_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/xwing-arcs/arcs/core"
	"github.com/xwing-arcs/arcs/diagram"
	"github.com/xwing-arcs/arcs/diagram/statejson"
)

func TestParse(t *testing.T) {
	s, o, err := statejson.Parse([]byte(`{"edition":"2e","maxRange":4,"ships":[
		{"x":1,"y":2,"heading":3,"ship":"t65xwing","id":"a","team":"r"},
		{"x":100,"y":200,"heading":0,"size":"small","weapons":[{"name":"Gun","arc":"rear","minRange":1,"maxRange":2,"ordnance":true}]}],
		"obstacles":[{"id":"o","points":[{"x":0,"y":0},{"x":10,"y":0},{"x":0,"y":10}]}],
		"selected":1,"arcs":["rear"],"caption":"c","theme":"dark","view":"whole","width":640,"labels":["A"]}`))
	require.NoError(t, err)
	assert.Equal(t, 1, s.Selected)
	assert.Equal(t, core.Options{Edition: core.Second, MaxRange: 4}, s.Options)
	assert.Equal(t, core.Ship{X: 1, Y: 2, Heading: 3, Model: "t65xwing", ID: "a", Team: "r"}, s.Ships[0])
	assert.Equal(t, []core.Weapon{{Name: "Gun", Arc: core.Rear, MinRange: 1, MaxRange: 2, Ordnance: true}}, s.Ships[1].Weapons)
	assert.Equal(t, []core.Arc{core.Rear}, s.Arcs)
	assert.Len(t, s.Obstacles[0].Points, 3)
	assert.Equal(t, diagram.Options{Caption: "c", Theme: diagram.Dark, View: diagram.Whole, Width: 640, Labels: []string{"A"}}, o)

	s, _, err = statejson.Parse([]byte(`{"ships":[]}`))
	require.NoError(t, err)
	assert.Equal(t, -1, s.Selected, "no selection by default")
}

func TestParseErrorsNameTheField(t *testing.T) {
	ship := `{"x":0,"y":0,"heading":0,"size":"small"}`
	for _, tc := range []struct{ name, in, field string }{
		{"not an object", `[1]`, ""},
		{"no ships", `{}`, "ships"},
		{"heading type", `{"ships":[` + ship + `,{"x":0,"y":0,"heading":"north","size":"small"}]}`, "ships[1].heading"},
		{"missing x", `{"ships":[{"y":0,"heading":0,"size":"small"}]}`, "ships[0].x"},
		{"unknown field", `{"ships":[{"x":0,"y":0,"heading":0,"size":"small","colour":"red"}]}`, "ships[0].colour"},
		{"case matters", `{"ships":[{"X":0,"y":0,"heading":0,"size":"small"}]}`, "ships[0].X"},
		{"size", `{"ships":[{"x":0,"y":0,"heading":0,"size":"tiny"}]}`, "ships[0].size"},
		{"catalog id", `{"ships":[{"x":0,"y":0,"heading":0,"ship":"xwing"}]}`, "ships[0].ship"},
		{"weapon arc", `{"ships":[{"x":0,"y":0,"heading":0,"size":"small","weapons":[{"name":"g","arc":"up","minRange":1,"maxRange":2}]}]}`, "ships[0].weapons[0].arc"},
		{"weapon range", `{"ships":[{"x":0,"y":0,"heading":0,"size":"small","weapons":[{"name":"g","arc":"front","minRange":1}]}]}`, "ships[0].weapons[0].maxRange"},
		{"obstacle", `{"ships":[],"obstacles":[{"id":"o","points":[{"x":0,"y":0}]}]}`, "obstacles[0].points"},
		{"selected", `{"ships":[` + ship + `],"selected":1}`, "selected"},
		{"selected type", `{"ships":[` + ship + `],"selected":0.5}`, "selected"},
		{"arcs", `{"ships":[` + ship + `],"arcs":["primary"]}`, "arcs[0]"},
		{"edition", `{"edition":"3e","ships":[]}`, "edition"},
		{"theme", `{"ships":[],"theme":"blue"}`, "theme"},
		{"width", `{"ships":[],"width":100000}`, "width"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, _, err := statejson.Parse([]byte(tc.in))
			var fe *core.FieldError
			require.ErrorAs(t, err, &fe)
			assert.Equal(t, tc.field, fe.Field, err.Error())
		})
	}
}
