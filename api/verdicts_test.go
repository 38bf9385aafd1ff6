package api

import (
	"encoding/xml"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	tp "github.com/xwing-arcs/arcs/internal/tapeproto"
)

// generic is a ship added by size on the page: the arc the user chose, no
// range span (the engine's, by edition and ruleset).
func generic(team string, x, y, heading float64) [][2]any {
	return obj("team", team, "x", x, "y", y, "heading", heading, "size", "small",
		"weapons", []any{obj("name", "Primary", "arc", "front", "primary", true)})
}

func boardOf(t *testing.T, state [][2]any, opts ...any) *boardAnswer {
	t.Helper()
	v, err := callAPI(t, "board", append([]any{state}, opts...)...)
	require.Nil(t, err)
	return v.(*boardAnswer)
}

func headlines(b *boardAnswer) []string {
	var out []string
	for _, v := range b.Verdicts {
		out = append(out, v.Headline)
	}
	return out
}

// Two generic ships whose bases touch, facing each other, attack each
// other at range 0 under 2.5 and XWA, with no range bonus, and the words
// say so; under 2.0 Legacy primaries can't.
func TestTouchingGenericShipsAttackAtRangeZero(t *testing.T) {
	state := func(ruleset string) [][2]any {
		return obj("ships", []any{generic("1", 100, 100, 180), generic("2", 100, 140, 0)}, "selected", 0.0, "ruleset", ruleset)
	}
	for _, rs := range []string{"xwa", "amg"} {
		b := boardOf(t, state(rs), obj("labels", []any{"Luke", "Vader"}))
		require.Len(t, b.Attacks[0], 1, rs)
		assert.Equal(t, 0, b.Attacks[0][0].Range, rs)
		require.Len(t, b.Verdicts, 1)
		v := b.Verdicts[0]
		assert.Equal(t, "target", v.Kind)
		assert.Equal(t, "Vader is in your front arc at range 0, touching; clear shot.", v.Headline)
		assert.Contains(t, v.Details, "Range 0: you may attack, with no range bonus.")
		assert.Contains(t, v.Details, "Primary (front, range 0–3): in range 0, touching, clear shot; no range bonus at range 0.")
		assert.Contains(t, v.Details, "It can attack you: front arc at range 0, touching, clear shot.")
	}
	b := boardOf(t, state("legacy"), obj("labels", []any{"Luke", "Vader"}))
	assert.Empty(t, b.Attacks[0], "2.0 Legacy: no primary attack at range 0")
	assert.Equal(t, "enemy", b.Verdicts[0].Kind)
	assert.Contains(t, b.Verdicts[0].Details, "Primary (front, range 1–3): out of range: range 0, touching.")
}

// The words players ask about: bonuses as dice, a ship ahead past the
// arcs' reach, obstacles by the names players use, friends.
func TestVerdictWords(t *testing.T) {
	ships := []any{
		generic("1", 400, 400, 0),
		generic("2", 400, 330, 180), // ahead, 30 mm between bases: range 1
		generic("2", 400, 130, 180), // ahead, 230 mm: range 3
		generic("2", 400, -20, 180), // ahead, 380 mm: range 4
		generic("1", 460, 400, 0),   // a friend beside
	}
	b := boardOf(t, obj("ships", ships, "selected", 0.0), obj("labels", []any{"Luke", "Black One", "Black Two", "Black Three", "Wedge"}))
	assert.Equal(t, []string{
		"Black One is in your front arc at range 1; clear shot.",
		"Black Two is in your front arc at range 3; clear shot.",
		"Black Three is ahead, beyond range 3; you can't attack it.",
		"Friendly Wedge is at range 1.",
	}, headlines(b))
	assert.Contains(t, b.Verdicts[0].Details, "Primary (front, range 0–3): in range 1, clear shot; +1 attack die.")
	assert.Contains(t, b.Verdicts[1].Details, "Primary (front, range 0–3): in range 3, clear shot; +1 defense die.")
	assert.Contains(t, b.Verdicts[2].Details, "Primary (front, range 0–3): out of range: beyond range 3.")
	assert.Equal(t, "", b.ObstacleRanges, "no obstacle: no sentence")

	// An official asteroid between them, named as players name it.
	rock := obj("type", "coreasteroid4", "x", 400.0, "y", 250.0, "heading", 0.0)
	b = boardOf(t, obj("ships", []any{generic("1", 400, 400, 0), generic("2", 400, 130, 180)}, "obstacles", []any{rock}, "selected", 0.0))
	require.Len(t, b.Verdicts, 1)
	assert.Contains(t, b.Verdicts[0].Headline, "obstructed by core asteroid 5")
	assert.True(t, strings.HasPrefix(b.Verdicts[0].Headline, "Ship 2 is in your front arc"), "no label: Ship n")
	assert.Contains(t, b.ObstacleRanges, "core asteroid 5 at range")
	// The caller's names win.
	b = boardOf(t, obj("ships", []any{generic("1", 400, 400, 0), generic("2", 400, 130, 180)}, "obstacles", []any{rock}, "selected", 0.0),
		obj("obstacleLabels", []any{"asteroid 1"}))
	assert.Contains(t, b.Verdicts[0].Headline, "obstructed by asteroid 1")
}

// A ship the engine leaves out is listed as such, by the caller's name.
func TestVerdictOfAShipLeftOut(t *testing.T) {
	bad := obj("team", "2", "x", "far", "y", 0.0, "heading", 0.0, "size", "small")
	b := boardOf(t, obj("ships", []any{generic("1", 400, 400, 0), bad}, "selected", 0.0), obj("labels", []any{"Luke", "Vader"}))
	require.Len(t, b.Verdicts, 1)
	assert.Equal(t, verdictAnswer{1, "invalid", `Vader can't be measured: want a number, got "far"`, []string{}}, b.Verdicts[0])
	b = boardOf(t, obj("ships", []any{generic("1", 400, 400, 0), bad}, "selected", -1.0))
	assert.Empty(t, b.Verdicts, "no ship selected: nothing to say")
}

// The diagram words the verdict with the same sentences, once: its
// <desc> is board()'s verdicts, line by line.
func TestDiagramDescIsTheVerdict(t *testing.T) {
	rock := obj("type", "coreasteroid4", "x", 400.0, "y", 250.0, "heading", 0.0)
	state := obj("ships", []any{generic("1", 400, 400, 0), generic("2", 400, 130, 180), generic("2", 300, 330, 90), generic("1", 460, 400, 0)},
		"obstacles", []any{rock}, "selected", 0.0)
	names := obj("labels", []any{"Luke", "Vader", "Black One", "Wedge"})
	b := boardOf(t, state, names)
	var want []string
	for _, v := range b.Verdicts {
		want = append(want, v.Headline)
		want = append(want, v.Details...)
	}
	svg, err := Engine().Call(tp.Index("diagram"), tapeOf(state, names))
	require.Nil(t, err)
	var doc struct {
		Desc string `xml:"desc"`
	}
	require.NoError(t, xml.Unmarshal([]byte(svg.(string)), &doc))
	assert.Equal(t, strings.Join(want, "\n"), doc.Desc)
	assert.Len(t, b.Verdicts, 3)
}
