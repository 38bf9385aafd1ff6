package jsoncall_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/xwing-arcs/arcs/api"
	"github.com/xwing-arcs/arcs/api/jsoncall"
	"github.com/xwing-arcs/arcs/cards/cardfiles"
)

const state = `{"ships": [
  {"pilot": "lukeskywalker", "upgrades": ["protontorpedoes"], "team": "1", "x": 450, "y": 700, "heading": 0},
  {"pilot": "darthvader", "team": "2", "x": 470, "y": 480, "heading": 180}
], "selected": 0, "edition": "2e"}`

// A diagram file is the state with diagram's options as members: drawn,
// it is diagram(state, options), pilots and upgrades armed by the cards.
func TestDiagramFile(t *testing.T) {
	cardfiles.MustLoadAll()
	file := `{"caption": "Luke", "theme": "dark", "labels": ["Luke", "Vader"], ` + state[1:]
	svg, err := jsoncall.Diagram([]byte(file))
	require.NoError(t, err)
	want, err := jsoncall.Call(api.Engine(), "diagram", []byte(state), []byte(`{"caption": "Luke", "theme": "dark", "labels": ["Luke", "Vader"]}`))
	require.NoError(t, err)
	assert.Equal(t, want.(string), string(svg))
	assert.Contains(t, string(svg), "Proton Torpedoes (front, range 2–3): in range 2, clear shot.")
}

// Errors are the API's: the class, the path and the message.
func TestErrors(t *testing.T) {
	cardfiles.MustLoadAll()
	_, err := jsoncall.Diagram([]byte(`{"ships": [{"x": "west", "y": 1, "heading": 0, "size": "small"}]}`))
	require.Error(t, err)
	e := err.(*jsoncall.Error)
	assert.Equal(t, jsoncall.Error{Name: "TypeError", Path: "ships[0].x", Message: `diagram: ships[0].x: want a number, got "west"`}, *e)
	_, err = jsoncall.Diagram([]byte(`{"ships": [], "theme": "neon"}`))
	require.Error(t, err)
	assert.Contains(t, err.Error(), `options.theme: want "light" or "dark"`)
	_, err = jsoncall.Diagram([]byte(`{"ships": [`))
	assert.Error(t, err, "malformed JSON")
	_, err = jsoncall.Call(api.Engine(), "rangeTo", []byte(`{"x": 1}`), []byte(`1 2`))
	assert.ErrorContains(t, err, "argument 1: want one JSON value")
	_, err = jsoncall.Call(api.Engine(), "nothing")
	assert.ErrorContains(t, err, `no API function "nothing"`)
	// Numbers as JSON.parse reads them: 1e999 is Infinity, which the
	// decoder refuses as JavaScript's would.
	_, err = jsoncall.Call(api.Engine(), "rangeTo", []byte(`{"x": 1e999, "y": 0, "heading": 0, "size": "small"}`), []byte(`{"x": 0, "y": 0, "heading": 0, "size": "small"}`))
	assert.ErrorContains(t, err, "from.x: want a finite number, got Infinity")
}
