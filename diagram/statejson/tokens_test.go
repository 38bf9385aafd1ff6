package statejson_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/xwing-arcs/arcs/core"
	"github.com/xwing-arcs/arcs/diagram/statejson"
)

// The diagram command reads official tokens as board(state) does: an
// obstacle by type is its placed outline, devices and remotes in tokens.
func TestParseTokens(t *testing.T) {
	s, _, err := statejson.Parse([]byte(`{"ships":[],
		"obstacles":[{"id":"rock","type":"coreasteroid5","x":400,"y":580,"heading":30,"flipped":true}],
		"tokens":[{"type":"protonbombs","x":470,"y":690,"heading":0,"team":"empire"},{"id":"probe","type":"drk1probedroid","x":1,"y":2,"heading":3}]}`))
	require.NoError(t, err)
	rock := core.Token{ID: "rock", Type: "coreasteroid5", X: 400, Y: 580, Heading: 30, Flipped: true}
	assert.Equal(t, rock.Obstacle(), s.Obstacles[0], "the printed outline, placed")
	assert.Equal(t, []core.Token{
		{Type: "protonbombs", X: 470, Y: 690, Team: "empire"},
		{ID: "probe", Type: "drk1probedroid", X: 1, Y: 2, Heading: 3},
	}, s.Tokens)
}

func TestParseTokenErrorsNameTheField(t *testing.T) {
	for _, tc := range []struct{ name, in, field string }{
		{"unknown type", `{"ships":[],"tokens":[{"type":"deathstar","x":0,"y":0,"heading":0}]}`, "tokens[0].type"},
		{"a bomb among obstacles", `{"ships":[],"obstacles":[{"type":"protonbombs","x":0,"y":0,"heading":0}]}`, "obstacles[0].type"},
		{"an asteroid among tokens", `{"ships":[],"tokens":[{"type":"coreasteroid0","x":0,"y":0,"heading":0}]}`, "tokens[0].type"},
		{"no heading", `{"ships":[],"tokens":[{"type":"protonbombs","x":0,"y":0}]}`, "tokens[0].heading"},
		{"no type", `{"ships":[],"tokens":[{"x":0,"y":0,"heading":0}]}`, "tokens[0].type"},
		{"unknown field", `{"ships":[],"tokens":[{"type":"protonbombs","x":0,"y":0,"heading":0,"size":9}]}`, "tokens[0].size"},
		{"bad x", `{"ships":[],"tokens":[{"type":"protonbombs","x":"far","y":0,"heading":0}]}`, "tokens[0].x"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, _, err := statejson.Parse([]byte(tc.in))
			require.Error(t, err)
			var fe *core.FieldError
			require.ErrorAs(t, err, &fe)
			assert.Equal(t, tc.field, fe.Field, err.Error())
		})
	}
}
