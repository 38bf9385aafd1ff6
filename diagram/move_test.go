package diagram_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/xwing-arcs/arcs/api/jsoncall"
	"github.com/xwing-arcs/arcs/core"
	"github.com/xwing-arcs/arcs/diagram"
	"github.com/xwing-arcs/arcs/internal/svgpath"
)

// bank2 is an X-wing's bank 2 left from (450, 700) facing up, as core.Move
// resolves it, drawn as a diagram: the ship where it ends, its template,
// where it started.
func bank2(t *testing.T) (diagram.State, core.MoveResult) {
	t.Helper()
	xwing := core.Ship{ID: "Red One", Team: "rebels", Model: "t65xwing", X: 450, Y: 700, Heading: 0}
	tie := core.Ship{ID: "Black Three", Team: "empire", Model: "tielnfighter", X: 150, Y: 460, Heading: 90}
	r := core.Move(xwing, core.Maneuver{Speed: 2, Bearing: core.BankLeft}, []core.Ship{tie}, nil, nil, core.StandardArea, core.Options{})
	moved := xwing
	moved.X, moved.Y, moved.Heading = r.Final.X, r.Final.Y, r.Final.Heading
	return diagram.State{
		Ships:    []core.Ship{moved, tie},
		Selected: 0,
		Moves:    []diagram.Move{{Ship: 0, From: core.Pose{X: 450, Y: 700, Heading: 0}, Template: r.Template, Bumped: r.Bumped, Planned: r.Planned}},
	}, r
}

func TestPlannedMoveDrawn(t *testing.T) {
	s, r := bank2(t)
	require.NotEmpty(t, r.Template)
	svg := string(render(t, s, diagram.Options{}))
	// The template as laid, in the ship's colour.
	assert.True(t, strings.Contains(svg, `<path d="`+svgpath.Path(r.Template)+`" fill=`), "the template")
	// Where the ship started: its base at the start, dashed.
	start := core.Ship{Model: "t65xwing", X: 450, Y: 700}
	c := start.Base().Corners()
	i := strings.Index(svg, `<path d="`+svgpath.Path(c[:])+`"`)
	require.GreaterOrEqual(t, i, 0, "the start is outlined")
	assert.Contains(t, svg[i:i+300], "stroke-dasharray", "dashed")
	// The verdicts are of the ship where it ends: Black Three is in its arc.
	assert.Contains(t, descOf(t, []byte(svg)), "Black Three is in your front arc")

	// Without the move, the same ships are drawn without template nor start.
	s.Moves = nil
	plain := string(render(t, s, diagram.Options{}))
	assert.False(t, strings.Contains(plain, svgpath.Path(r.Template)), "no template")
	assert.False(t, strings.Contains(plain, svgpath.Path(c[:])), "no start")
}

func TestPlannedMoveInView(t *testing.T) {
	// The fitted view takes in where the ship started and its template.
	s, _ := bank2(t)
	s.Selected = -1
	s.Moves[0].From = core.Pose{X: 450, Y: 880, Heading: 0} // far below the ships
	_, y, _, h := boardView(t, string(render(t, s, diagram.Options{})))
	assert.GreaterOrEqual(t, y+h, 880+20.0, "the start's base is in view")
}

func TestPlannedMoveBumped(t *testing.T) {
	s, r := bank2(t)
	s.Moves[0].Bumped = true
	s.Moves[0].Planned = core.Pose{X: r.Final.X - 30, Y: r.Final.Y - 30, Heading: r.Final.Heading}
	planned := core.Ship{Model: "t65xwing", X: r.Final.X - 30, Y: r.Final.Y - 30, Heading: r.Final.Heading}
	c := planned.Base().Corners()
	assert.True(t, strings.Contains(string(render(t, s, diagram.Options{})), `<path d="`+svgpath.Path(c[:])+`"`), "where the template would have put it")
}

func TestPlannedMoveInvalid(t *testing.T) {
	s, _ := bank2(t)
	s.Moves[0].Ship = 2
	_, err := diagram.Render(s, diagram.Options{})
	var fe *core.FieldError
	require.ErrorAs(t, err, &fe)
	assert.Equal(t, "moves[0].ship", fe.Field)
}

func TestPlannedMoveThroughTheAPI(t *testing.T) {
	// The diagram reads a planned move as board() does (state.ships[i].move).
	svg, err := jsoncall.Diagram([]byte(`{"ships": [{"ship": "t65xwing", "x": 450, "y": 700, "heading": 0, "move": {"speed": 2, "bearing": "bankLeft"}}]}`))
	require.NoError(t, err)
	r := core.Move(core.Ship{Model: "t65xwing", X: 450, Y: 700}, core.Maneuver{Speed: 2, Bearing: core.BankLeft}, nil, nil, nil, core.StandardArea, core.Options{})
	assert.True(t, strings.Contains(string(svg), `<path d="`+svgpath.Path(r.Template)+`"`), "the template")
	moved := core.Ship{Model: "t65xwing", X: r.Final.X, Y: r.Final.Y, Heading: r.Final.Heading}
	c := moved.Base().Corners()
	assert.True(t, strings.Contains(string(svg), `<path d="`+svgpath.Path(c[:])+`"`), "the ship where it ends")

	// A bad move is an error with its path, as a bad piece is.
	_, err = jsoncall.Diagram([]byte(`{"ships": [{"ship": "t65xwing", "x": 450, "y": 700, "heading": 0, "move": {"speed": 9, "bearing": "bankLeft"}}]}`))
	require.Error(t, err)
	assert.Contains(t, err.Error(), "ships[0].move.speed")
}

// dropped is a TIE/sa bomber at (450, 500) facing up dropping a Proton
// Bomb on the 1-straight, a small ship 150 mm behind it, drawn as a
// diagram: the bomber stays; its template and the bomb where it would be
// placed.
//
//	[bomber]   y 480-520
//	  |T|      template, y 520-560
//	 [PB]      token, y 560-592.6
//	           ~37 mm: range 1
//	[near]     y 630-670
func dropped(t *testing.T) (diagram.State, core.MoveResult) {
	t.Helper()
	bomber := core.Ship{ID: "Bomber", Model: "tiesabomber", X: 450, Y: 500}
	near := core.Ship{ID: "Near", Size: core.Small, X: 450, Y: 650}
	r := core.Move(bomber, core.Maneuver{Device: "protonbombs", Speed: 1, Bearing: core.Straight}, []core.Ship{near}, nil, nil, core.StandardArea, core.Options{})
	require.NotNil(t, r.Device)
	tok := r.Device.Token
	return diagram.State{
		Ships:    []core.Ship{bomber, near},
		Selected: -1,
		Moves:    []diagram.Move{{Ship: 0, From: core.Pose{X: 450, Y: 500}, Template: r.Template, Planned: r.Planned, Token: &tok}},
	}, r
}

func TestPlannedDeviceDrawn(t *testing.T) {
	s, r := dropped(t)
	svg := string(render(t, s, diagram.Options{}))
	assert.True(t, strings.Contains(svg, `<path d="`+svgpath.Path(r.Template)+`" fill=`), "the template")
	// The bomb where the engine places it: its outline in its frame, its
	// range 1 edge, its mark.
	typ, ok := core.LookupToken("protonbombs")
	require.True(t, ok)
	i := strings.Index(svg, `<g class="planned-token" transform="`+svgpath.TokenTransform(r.Device.Token)+`">`)
	require.GreaterOrEqual(t, i, 0, "the planned token, placed")
	g := svg[i : i+strings.Index(svg[i:], "</g>")]
	assert.Contains(t, g, `<path d="`+svgpath.Path(typ.RangeOutline(1))+`"`, "its range 1 edge")
	assert.Contains(t, g, `<path d="`+svgpath.Path(typ.Points)+`"`, "its outline")
	assert.Contains(t, g, "stroke-dasharray", "dashed: not on the table yet")
	assert.Contains(t, svg, "<title>PB</title>", "its mark")
	// The ship stays: no base drawn where it started, other than the ship.
	c := s.Ships[0].Base().Corners()
	assert.Equal(t, 1, strings.Count(svg, `<path d="`+svgpath.Path(c[:])+`"`), "the bomber once: no start ghost under it")
}

func TestPlannedDeviceInView(t *testing.T) {
	// The fitted view takes in the token, far below the ships.
	s, _ := dropped(t)
	s.Moves[0].Token.Y = 880
	_, y, _, h := boardView(t, string(render(t, s, diagram.Options{})))
	assert.GreaterOrEqual(t, y+h, 880+16.0, "the token is in view")
}

// boardView reads the view box of a drawing's board (its inner svg).
func boardView(t *testing.T, svg string) (x, y, w, h float64) {
	t.Helper()
	i := strings.Index(svg, `<svg x="0" y="0"`)
	require.GreaterOrEqual(t, i, 0)
	v := svg[i:]
	v = v[strings.Index(v, `viewBox="`)+len(`viewBox="`):]
	_, err := fmt.Sscan(v[:strings.Index(v, `"`)], &x, &y, &w, &h)
	require.NoError(t, err)
	return x, y, w, h
}

func TestPlannedDeviceInvalid(t *testing.T) {
	s, _ := dropped(t)
	s.Moves[0].Token.Type = "nosuchbomb"
	_, err := diagram.Render(s, diagram.Options{})
	var fe *core.FieldError
	require.ErrorAs(t, err, &fe)
	assert.Equal(t, "moves[0].token.type", fe.Field)
}

func TestPlannedDeviceThroughTheAPI(t *testing.T) {
	// The diagram reads a planned device as board() does.
	svg, err := jsoncall.Diagram([]byte(`{"ships": [{"ship": "tiesabomber", "x": 450, "y": 500, "heading": 0, "move": {"device": "protonbombs", "from": "front"}}]}`))
	require.NoError(t, err)
	r := core.Move(core.Ship{Model: "tiesabomber", X: 450, Y: 500}, core.Maneuver{Device: "protonbombs", Speed: 1, Bearing: core.Straight, From: "front"}, nil, nil, nil, core.StandardArea, core.Options{})
	assert.Contains(t, string(svg), `<g class="planned-token" transform="`+svgpath.TokenTransform(r.Device.Token)+`">`, "launched ahead")
	assert.Less(t, r.Device.Token.Y, 500.0)
}

// Cluster Mines: the diagram draws the central token and both side tokens
// where the engine places them.
func TestPlannedClusterMinesDrawnWhole(t *testing.T) {
	layer := core.Ship{ID: "Layer", Size: core.Small, X: 450, Y: 500}
	r := core.Move(layer, core.Maneuver{Device: "clustermines_center", Speed: 1, Bearing: core.Straight}, nil, nil, nil, core.StandardArea, core.Options{})
	require.NotNil(t, r.Device)
	require.Len(t, r.Device.Side, 2)
	tok := r.Device.Token
	side := []core.Token{r.Device.Side[0].Token, r.Device.Side[1].Token}
	s := diagram.State{Ships: []core.Ship{layer}, Selected: -1, Moves: []diagram.Move{{Ship: 0, From: core.Pose{X: 450, Y: 500}, Template: r.Template, Planned: r.Planned, Token: &tok, Side: side}}}
	svg := string(render(t, s, diagram.Options{}))
	for _, tk := range append([]core.Token{tok}, side...) {
		assert.Contains(t, svg, `<g class="planned-token" transform="`+svgpath.TokenTransform(tk)+`">`, tk.Type)
	}
	s.Moves[0].Side[1].Type = "nosuchtoken"
	assert.ErrorContains(t, s.Validate(), "side[1]")
}
