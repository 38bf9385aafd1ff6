package api

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func measureOf(t *testing.T, a, b any, opts ...any) rulerAnswer {
	t.Helper()
	args := []any{a, b}
	args = append(args, opts...)
	v, err := callAPI(t, "measure", args...)
	require.Nil(t, err)
	return v.(rulerAnswer)
}

func pt(x, y float64) [][2]any { return obj("x", x, "y", y) }

// The ruler reads the edition's bands: touching is range 0 in 2e and
// range 1 in 1e; past 500 mm it is beyond range 5.
func TestMeasureBands(t *testing.T) {
	a, b := small(100, 100, 0), small(140, 100, 90) // 40 mm bases, side by side: touching
	m := measureOf(t, a, b)
	assert.Equal(t, 0, m.Range)
	assert.True(t, m.Touching)
	assert.Equal(t, "range 0 (touching)", m.Words)
	assert.Equal(t, "0.0 mm, range 0 (touching)", m.Text)
	m = measureOf(t, a, b, obj("edition", "1e"))
	assert.Equal(t, 1, m.Range, "1e: a ship is at range 1 of the ships it touches")
	assert.Equal(t, "range 1 (touching)", m.Words)

	m = measureOf(t, pt(0, 0), pt(512, 0))
	assert.Nil(t, m.Range)
	assert.Equal(t, "beyond range 5", m.Words)
	assert.Equal(t, "512.0 mm, beyond range 5", m.Text)
	m = measureOf(t, pt(0, 0), pt(0, 250))
	assert.Equal(t, 3, m.Range)
	assert.Equal(t, "250.0 mm, range 3", m.Text)
	m = measureOf(t, pt(0, 0), pt(0, 100))
	assert.Equal(t, 1, m.Range, "exactly 100 mm is range 1")
}

// A point end measures to the base's closest point, from a to b: a point
// on or inside a base touches it.
func TestMeasurePointAndBase(t *testing.T) {
	ship := small(100, 100, 0) // x 80..120, y 80..120
	m := measureOf(t, pt(100, 300), ship)
	assert.InDelta(t, 180, m.Distance, 1e-9)
	assert.Equal(t, pointAnswer{100, 300}, m.From, "from a")
	assert.InDelta(t, 120, m.To.Y, 1e-9)
	m = measureOf(t, ship, pt(100, 300))
	assert.InDelta(t, 120, m.From.Y, 1e-9)
	assert.Equal(t, pointAnswer{100, 300}, m.To)
	for _, p := range [][2]float64{{100, 100}, {81, 119}, {120, 80}} {
		m = measureOf(t, pt(p[0], p[1]), ship)
		assert.True(t, m.Touching, "%v is on the base", p)
		assert.Equal(t, 0, m.Range)
	}
	m = measureOf(t, pt(121, 100), ship)
	assert.False(t, m.Touching)
}

// On random pairs of ships the ruler gives rangeTo's band, distance and
// closest points: one measurement, two ways to ask.
func TestMeasureIsRangeTo(t *testing.T) {
	r := rand.New(rand.NewPCG(16, 1))
	for range 300 {
		for _, ed := range []string{"2e", "1e"} {
			sizes := []string{"small", "large"}
			if ed == "2e" {
				sizes = append(sizes, "medium")
			}
			ship := func() [][2]any {
				return obj("x", r.Float64()*900, "y", r.Float64()*900, "heading", r.Float64()*360, "size", sizes[r.IntN(len(sizes))])
			}
			a, b := ship(), ship()
			o := obj("edition", ed)
			m := measureOf(t, a, b, o)
			v, err := callAPI(t, "rangeTo", a, b, o)
			require.Nil(t, err)
			want := *v.(*measurementAnswer)
			assert.Equal(t, want.Range, m.Range)
			assert.Equal(t, want.Distance, m.Distance)
			assert.Equal(t, want.From, m.From)
			assert.Equal(t, want.To, m.To)
			assert.True(t, strings.HasSuffix(m.Text, m.Words))
		}
	}
}
