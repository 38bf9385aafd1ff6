package api

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/xwing-arcs/arcs/cards/cardfiles"
)

func moveOf(t *testing.T, args ...any) *moveAnswer {
	t.Helper()
	v, err := callAPI(t, "move", args...)
	require.Nil(t, err)
	return v.(*moveAnswer)
}

func TestMoveAnswers(t *testing.T) {
	tie := obj("ship", "tielnfighter", "x", 400.0, "y", 400.0, "heading", 0.0)
	a := moveOf(t, tie, obj("speed", 2.0, "bearing", "bankLeft"))
	assert.Equal(t, "Bank 2 left: lands clear.", a.Headline)
	assert.Equal(t, "blue", a.Difficulty)
	assert.InDelta(t, 315, a.Heading, 1e-9)
	assert.NotEmpty(t, a.Template)
	assert.Equal(t, []string{}, a.Warnings)

	a = moveOf(t, tie, obj("speed", 1.0, "bearing", "straight"))
	assert.Equal(t, []string{"The TIE/ln Fighter's dial has no straight 1."}, a.Warnings)
	assert.Nil(t, a.Difficulty)

	// By index: the others are the board's other ships, named by board index.
	board := obj("ships", []any{obj("id", "Black One", "size", "small", "x", 400.0, "y", 285.0, "heading", 0.0), tie},
		"obstacles", []any{obj("type", "coreasteroid0", "x", 400.0, "y", 100.0, "heading", 0.0)})
	a = moveOf(t, 1.0, obj("speed", 1.0, "bearing", "straight"), board)
	assert.True(t, a.Bumped)
	assert.Equal(t, []int{0}, a.Overlaps)
	assert.InDelta(t, 325, a.Y, 1e-5)
	assert.Equal(t, "Straight 1: bumps into Black One and stops short.", a.Headline)

	a = moveOf(t, tie, obj("device", "protonbombs"), obj("ships", []any{obj("size", "small", "x", 400.0, "y", 560.0, "heading", 0.0)}))
	require.NotNil(t, a.Token)
	assert.Equal(t, []int{0}, a.Token.Ships)
	assert.Equal(t, "Drop Proton Bomb (straight 1): you and Ship 1 are at range 0-1.", a.Headline)

	a = moveOf(t, 0.0, obj("device", "protonbombs"), obj("ships", []any{tie, obj("size", "small", "x", 400.0, "y", 560.0, "heading", 0.0)}))
	assert.Equal(t, []int{0, 1}, a.Token.Ships, "the dropping ship by its board index")
	assert.Equal(t, []sideTokenAnswer{}, a.Token.Side, "one token")

	// Cluster Mines: the side tokens, each with its ships by board index; the
	// headline names every ship at range 0-1 of any of the three, once.
	byLeft := obj("size", "small", "x", 240.0, "y", 482.3, "heading", 0.0)
	a = moveOf(t, 1.0, obj("device", "clustermines_center"), obj("ships", []any{byLeft, tie}))
	require.Len(t, a.Token.Side, 2)
	assert.Equal(t, "clustermines_left", a.Token.Side[0].Type)
	assert.InDelta(t, 360, a.Token.Side[0].X, 1e-9)
	assert.Equal(t, []int{0, 1}, a.Token.Side[0].Ships)
	assert.Equal(t, []int{1}, a.Token.Ships)
	assert.Equal(t, []int{1}, a.Token.Side[1].Ships)
	assert.Equal(t, "Drop Cluster Mines (straight 1): you and Ship 1 are at range 0-1.", a.Headline)
}

func TestMoveErrorsHavePaths(t *testing.T) {
	tie := obj("ship", "tielnfighter", "x", 400.0, "y", 400.0, "heading", 0.0)
	for _, tc := range []struct {
		args       []any
		name, path string
	}{
		{[]any{tie, obj("speed", 1.0, "bearing", "sideways")}, "RangeError", "move.bearing"},
		{[]any{tie, obj("speed", 9.0, "bearing", "straight")}, "RangeError", "move.speed"},
		{[]any{tie, obj("speed", "1", "bearing", "straight")}, "TypeError", "move.speed"},
		{[]any{tie, obj("bearing", "straight")}, "TypeError", "move.speed"},
		{[]any{tie, obj("action", "barrelroll", "direction", "up")}, "RangeError", "move.direction"},
		{[]any{tie, obj("device", "protonbombs", "template", obj("speed", 1.0, "bearing", "koiogran"))}, "RangeError", "move.template.bearing"},
		{[]any{3.0, obj("speed", 1.0, "bearing", "straight"), obj("ships", []any{tie})}, "RangeError", "ship"},
		{[]any{tie, obj("speed", 1.0, "bearing", "straight"), obj("area", "huge")}, "RangeError", "board.area"},
		{[]any{tie, obj("speed", 1.0, "bearing", "straight"), obj("ships", []any{obj("x", 1.0)})}, "TypeError", "board.ships[0].y"},
	} {
		_, err := callAPI(t, "move", tc.args...)
		if assert.NotNil(t, err, tc.path) {
			assert.Equal(t, tc.name, err.Name, tc.path)
			assert.Equal(t, tc.path, err.Path, tc.path)
		}
	}
}

// board() resolves planned moves in order and answers after them.
func TestBoardPlannedMoves(t *testing.T) {
	ships := []any{
		append(generic("1", 400, 400, 0), obj("move", obj("speed", 1.0, "bearing", "straight"))...),
		generic("2", 400, 200, 180),
		append(generic("2", 600, 600, 0), obj("move", obj("speed", 9.0, "bearing", "straight"))...),
	}
	b := boardOf(t, obj("ships", ships, "selected", 0.0))
	require.Len(t, b.Moves, 3)
	require.NotNil(t, b.Moves[0])
	assert.Nil(t, b.Moves[1])
	assert.Nil(t, b.Moves[2], "a bad move is a problem")
	assert.InDelta(t, 320, b.Moves[0].Y, 1e-9)
	require.Len(t, b.Problems, 1)
	assert.Equal(t, "ships[2].move.speed", b.Problems[0].Path)
	require.NotEmpty(t, b.Attacks[0])
	assert.Equal(t, 1, b.Attacks[0][0].Range, "80 mm apart after the move: range 1")
}

// board()'s move headlines name ships by the page's labels.
func TestPlannedMoveHeadlineUsesLabels(t *testing.T) {
	ships := []any{
		append(generic("1", 400, 400, 0), obj("move", obj("speed", 1.0, "bearing", "straight"))...),
		generic("2", 400, 285, 0),
	}
	b := boardOf(t, obj("ships", ships), obj("labels", []any{"Luke", "Black One"}))
	assert.Equal(t, "Straight 1: bumps into Black One and stops short.", b.Moves[0].Headline)
}

// An action the ship's cards don't list is answered, with a warning that
// says so: the pilot's action bar, or what an upgrade grants.
func TestMoveActionTheCardsDontList(t *testing.T) {
	cardfiles.MustLoadAll()
	luke := obj("pilot", "lukeskywalker", "upgrades", []any{}, "x", 400.0, "y", 400.0, "heading", 0.0)
	boost := obj("action", "boost", "direction", "straight")
	a := moveOf(t, luke, boost)
	assert.Equal(t, []string{"Luke Skywalker's card lists no boost action (nor do the upgrades)."}, a.Warnings)
	assert.InDelta(t, 400-80, a.Y, 1e-9, "answered all the same: a 1-straight")

	a = moveOf(t, luke, obj("action", "barrelroll", "direction", "left"))
	assert.Equal(t, []string{}, a.Warnings, "Luke's bar has a barrel roll")

	foils := obj("pilot", "lukeskywalker", "upgrades", []any{"servomotorsfoils"}, "x", 400.0, "y", 400.0, "heading", 0.0)
	assert.Equal(t, []string{}, moveOf(t, foils, boost).Warnings, "Servomotor S-foils grant a boost")

	tie := obj("ship", "tielnfighter", "x", 400.0, "y", 400.0, "heading", 0.0)
	assert.Equal(t, []string{}, moveOf(t, tie, boost).Warnings, "no pilot: no card to say")

	// A boost on the 1-turn: the pilot's upgrades must have Daredevil or
	// Extreme Maneuvers, else a warning says they haven't.
	turn := obj("action", "boost", "direction", "right", "template", "turn")
	fel := func(ups ...any) [][2]any {
		return obj("pilot", "soontirfel", "upgrades", ups, "x", 400.0, "y", 400.0, "heading", 0.0)
	}
	a = moveOf(t, fel(), turn)
	assert.Equal(t, []string{"Soontir Fel's upgrades have neither Daredevil nor Extreme Maneuvers, which let a ship boost on the 1-turn."}, a.Warnings)
	assert.InDelta(t, 90, a.Heading, 1e-9, "answered all the same: the 1-turn right")
	assert.Equal(t, []string{}, moveOf(t, fel("daredevil"), turn).Warnings)
	assert.Equal(t, []string{}, moveOf(t, fel(), obj("action", "boost", "direction", "right")).Warnings, "the 1-bank needs no card")

	// board()'s planned moves say the same.
	planned := obj("pilot", "lukeskywalker", "upgrades", []any{}, "x", 400.0, "y", 400.0, "heading", 0.0, "move", boost)
	v, err := callAPI(t, "board", obj("ships", []any{planned}))
	require.Nil(t, err)
	assert.Equal(t, []string{"Luke Skywalker's card lists no boost action (nor do the upgrades)."}, v.(*boardAnswer).Moves[0].Warnings)
}
