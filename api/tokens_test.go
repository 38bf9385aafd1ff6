package api

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/xwing-arcs/arcs/core"
	tp "github.com/xwing-arcs/arcs/internal/tapeproto"
)

// call runs an engine function natively on Go values (tapeOf's), and
// checks its answer lays out as a tape.
func callEngine(t *testing.T, fn string, args ...any) (any, *Error) {
	t.Helper()
	answer, err := engine.Call(tp.Index(fn), tapeOf(args...))
	if err == nil {
		require.NotPanics(t, func() { AnswerHead(answer) }, fn)
	}
	return answer, err
}

func token(typ string, x, y, heading float64, more ...[2]any) [][2]any {
	return append([][2]any{{"type", typ}, {"x", x}, {"y", y}, {"heading", heading}}, more...)
}

func TestTokensTable(t *testing.T) {
	answer, err := callEngine(t, "tokens")
	require.Nil(t, err)
	table := answer.([]tokenTypeAnswer)
	require.Len(t, table, 49)
	assert.Equal(t, "coreasteroid0", table[0].ID)
	assert.Equal(t, "Core set asteroid 1", table[0].Name)
	assert.Equal(t, "asteroid", table[0].Kind)
	assert.Equal(t, 40.42, table[0].Width)
	assert.Equal(t, pointAnswer{1.21, 15.61}, table[0].Points[0])
}

// An obstacle given by type obstructs exactly as its outline given as
// points does, and keeps its id.
func TestObstacleByType(t *testing.T) {
	a := [][2]any{{"id", "A"}, {"x", 100.0}, {"y", 100.0}, {"heading", 180.0}, {"size", "small"}}
	b := [][2]any{{"id", "B"}, {"x", 100.0}, {"y", 300.0}, {"heading", 0.0}, {"size", "small"}}
	rock := core.Token{ID: "rock", Type: "core2asteroid5", X: 100, Y: 200, Heading: 33, Flipped: true}
	var pts []any
	for _, p := range rock.Outline() {
		pts = append(pts, [][2]any{{"x", p.X}, {"y", p.Y}})
	}
	byType, err := callEngine(t, "attackOptions", a, []any{b}, [][2]any{{"obstacles", []any{token("core2asteroid5", 100, 200, 33, [2]any{"flipped", true}, [2]any{"id", "rock"})}}})
	require.Nil(t, err)
	byPoints, err := callEngine(t, "attackOptions", a, []any{b}, [][2]any{{"obstacles", []any{[][2]any{{"id", "rock"}, {"points", pts}}}}})
	require.Nil(t, err)
	assert.Equal(t, byPoints, byType)
	opts := byType.([]attackOptionAnswer)
	require.Len(t, opts, 1)
	assert.Equal(t, "obstructed", opts[0].Obstruction)
	assert.Equal(t, []any{"rock"}, opts[0].ObstructedBy)
}

func TestRangeToTokens(t *testing.T) {
	ship := [][2]any{{"x", 400.0}, {"y", 400.0}, {"heading", 0.0}, {"size", "small"}}
	// A proton bomb's centre 150 mm ahead: its outline is 32.56 mm long.
	m, err := callEngine(t, "rangeTo", ship, token("protonbombs", 400, 250, 0))
	require.Nil(t, err)
	assert.InDelta(t, 150-20-32.56/2, m.(*measurementAnswer).Distance, 1e-9)
	assert.Equal(t, 2, m.(*measurementAnswer).Range)
	on, _ := callEngine(t, "rangeTo", ship, token("protonbombs", 410, 400, 45))
	assert.Equal(t, 0, on.(*measurementAnswer).Range, "a bomb on the base: range 0")
	arc, err := callEngine(t, "rangeTo", ship, token("drk1probedroid", 400, 250, 0), [][2]any{{"arc", "front"}})
	require.Nil(t, err)
	assert.Equal(t, "front", arc.(*arcMeasurementAnswer).Arc)
	rear, err := callEngine(t, "rangeTo", ship, token("drk1probedroid", 400, 250, 0), [][2]any{{"arc", "rear"}})
	require.Nil(t, err)
	assert.Nil(t, rear, "not in the rear arc")
	_, err = callEngine(t, "rangeTo", ship, token("protonbombs", 400, 250, 0), [][2]any{{"arc", "front"}})
	require.NotNil(t, err)
	assert.Equal(t, Error{"RangeError", "options.arc", `rangeTo: options.arc: want no arc when to is a bomb (only a remote is attacked), got "front"`}, *err)
	obst, err := callEngine(t, "rangeTo", ship, token("coreasteroid0", 400, 250, 0))
	require.Nil(t, err, "any token, obstacles too")
	assert.Equal(t, 2, obst.(*measurementAnswer).Range)
}

// Hostile token input: clear errors with paths.
func TestHostileTokens(t *testing.T) {
	ship := [][2]any{{"x", 400.0}, {"y", 400.0}, {"heading", 0.0}, {"size", "small"}}
	a := [][2]any{{"x", 100.0}, {"y", 100.0}, {"heading", 180.0}, {"size", "small"}}
	many := make([]any, 101)
	for i := range many {
		many[i] = token("bomblet", 1, 1, 0)
	}
	for _, tc := range []struct {
		fn   string
		args []any
		want Error
	}{
		{"rangeTo", []any{ship, token("nope", 1, 1, 0)}, Error{"RangeError", "to.type", `rangeTo: to.type: want a token type of pieces.tsv (e.g. "coreasteroid0", "protonbombs"; tokens() lists them), got "nope"`}},
		{"rangeTo", []any{ship, [][2]any{{"type", 5.0}}}, Error{"TypeError", "to.type", "rangeTo: to.type: want a string, got 5"}},
		{"rangeTo", []any{ship, token("bomblet", 1, 1, 0, [2]any{"flipped", "yes"})}, Error{"TypeError", "to.flipped", `rangeTo: to.flipped: want a boolean, got "yes"`}},
		{"rangeTo", []any{ship, [][2]any{{"type", "bomblet"}, {"x", 1.0}, {"y", 1.0}}}, Error{"TypeError", "to.heading", "rangeTo: to.heading: want a number, got undefined"}},
		{"rangeTo", []any{ship, token("bomblet", 2e6, 1, 0)}, Error{"RangeError", "to.x", "rangeTo: to.x: want a number within ±1000000, got 2000000"}},
		{"attackOptions", []any{a, []any{}, [][2]any{{"obstacles", []any{token("protonbombs", 1, 1, 0)}}}},
			Error{"RangeError", "options.obstacles[0].type", `attackOptions: options.obstacles[0].type: "protonbombs" is a bomb, not an obstacle: put it in tokens`}},
		{"attackOptions", []any{a, []any{}, [][2]any{{"obstacles", []any{token("coreasteroid0", 1, 1, 0, [2]any{"points", []any{}})}}}},
			Error{"RangeError", "options.obstacles[0].points", "attackOptions: options.obstacles[0].points: want points or a token type, not both"}},
		{"board", []any{[][2]any{{"ships", []any{}}, {"tokens", many}}}, Error{"RangeError", "tokens", "board: tokens: want at most 100 tokens, got 101"}},
		{"board", []any{[][2]any{{"ships", []any{}}, {"tokens", 3.0}}}, Error{"TypeError", "tokens", "board: tokens: want an array of tokens, got 3"}},
		{"diagram", []any{[][2]any{{"ships", []any{}}, {"tokens", []any{token("gascloud1", 1, 1, 0)}}}},
			Error{"RangeError", "tokens[0].type", `diagram: tokens[0].type: "gascloud1" is a gas cloud, an obstacle: put it in obstacles`}},
	} {
		_, err := engine.Call(tp.Index(tc.fn), tapeOf(tc.args...))
		if assert.NotNil(t, err, tc.want.Message) {
			assert.Equal(t, tc.want, *err)
		}
	}
}

// board: per token its drawing, the ships at range 0-1 and (remotes)
// every enemy ship's attacks; obstacles' drawings; bad tokens in problems.
func TestBoardTokens(t *testing.T) {
	ship := func(id, team string, x, y, h float64) [][2]any {
		return [][2]any{{"id", id}, {"team", team}, {"x", x}, {"y", y}, {"heading", h}, {"size", "small"}}
	}
	state := [][2]any{
		{"ships", []any{ship("near", "rebels", 400, 350, 0), ship("far", "empire", 400, 700, 0), ship("touch", "empire", 430, 250, 0)}},
		{"obstacles", []any{token("coreasteroid3", 200, 200, 10, [2]any{"id", "rock"}), [][2]any{{"points", []any{
			[][2]any{{"x", 0.0}, {"y", 0.0}}, [][2]any{{"x", 10.0}, {"y", 0.0}}, [][2]any{{"x", 0.0}, {"y", 10.0}}}}}}},
		{"tokens", []any{
			token("protonbombs", 400, 250, 0, [2]any{"id", "bomb"}),
			token("sensorbuoy_red", 400, 250, 90, [2]any{"flipped", true}, [2]any{"team", "empire"}),
			token("coreasteroid0", 1, 1, 0),
			token("drk1probedroid", 400, 250, 0),
		}},
		{"selected", 0.0},
	}
	answer, err := callEngine(t, "board", state)
	require.Nil(t, err)
	b := answer.(*boardAnswer)
	require.Len(t, b.Obstacles, 2)
	rock := b.Obstacles[0].(*obstaclePieceAnswer)
	assert.Equal(t, obstaclePieceAnswer{"coreasteroid3", "asteroid", "Core set asteroid 4", rock.Path, "translate(200 200) rotate(10)"}, *rock)
	assert.True(t, strings.HasPrefix(rock.Path, "M18.05 20.49L"), rock.Path)
	poly := b.Obstacles[1].(*polygonPieceAnswer)
	assert.Equal(t, "M0.00 0.00L10.00 0.00L0.00 10.00Z", poly.Path)

	require.Len(t, b.Tokens, 4)
	require.Len(t, b.Problems, 1)
	assert.Equal(t, "tokens[2].type", b.Problems[0].Path)
	assert.Nil(t, b.Tokens[2])

	bomb := b.Tokens[0]
	assert.Equal(t, "bomb", bomb.Target)
	assert.Equal(t, "bomb", bomb.Kind)
	assert.NotEmpty(t, bomb.Ring)
	assert.Equal(t, "translate(400 250) rotate(0)", bomb.Transform)
	var near []any
	for _, n := range bomb.Near {
		near = append(near, n.Target)
	}
	assert.Equal(t, []any{"near", "touch"}, near, "the bomb's range 0-1: \"far\" is at range 4")
	assert.Empty(t, bomb.Attacks, "a device is not attacked")

	buoy := b.Tokens[1]
	assert.Equal(t, 1, buoy.Target, "no id: its index in state.tokens")
	assert.Equal(t, "translate(400 250) rotate(90) scale(-1 1)", buoy.Transform)
	var attackers []any
	for _, a := range buoy.Attacks {
		attackers = append(attackers, a.Target)
	}
	assert.Equal(t, []any{"near"}, attackers, "the empire's buoy: the rebel attacks it; \"far\" is past range 3, \"touch\" a friend")
	assert.Equal(t, "front", buoy.Attacks[0].Arc)

	probe := b.Tokens[3]
	attackers = nil
	for _, a := range probe.Attacks {
		attackers = append(attackers, a.Target)
	}
	assert.Equal(t, []any{"near", "touch"}, attackers, "no team: everyone's enemy in arc (\"touch\" at range 0: its base overlaps the probe)")
	assert.Equal(t, 0, probe.Attacks[1].Range)

	require.NotNil(t, b.Selected)
	require.Len(t, b.Selected.Tokens, 3)
	assert.Equal(t, []any{"bomb", 1, 3}, []any{b.Selected.Tokens[0].Target, b.Selected.Tokens[1].Target, b.Selected.Tokens[2].Target})
	assert.Equal(t, 3, b.Selected.Tokens[2].Index)

	plain, err := callEngine(t, "board", [][2]any{{"ships", []any{}}})
	require.Nil(t, err)
	assert.Equal(t, []*tokenAnswer{}, plain.(*boardAnswer).Tokens)
	assert.Equal(t, []any{}, plain.(*boardAnswer).Obstacles)
}

func TestBoardTokenRanges(t *testing.T) {
	ship := [][2]any{{"id", "s"}, {"x", 430.0}, {"y", 250.0}, {"heading", 0.0}, {"size", "small"}}
	answer, err := callEngine(t, "board", [][2]any{{"ships", []any{ship}}, {"tokens", []any{token("protonbombs", 400, 250, 0)}}})
	require.Nil(t, err)
	near := answer.(*boardAnswer).Tokens[0].Near
	require.Len(t, near, 1)
	assert.Equal(t, 0, near[0].Range.Range, "a ship on the bomb: range 0")
}
