package core

import (
	"math"
	"sort"
	"testing"

	"github.com/stretchr/testify/assert"
)

// sincosDeg must agree with package math to within a couple of ulps, and
// be exact on the quarter turns.
func TestSincosDeg(t *testing.T) {
	for d := -1080.0; d <= 1080; d += 0.37 {
		s, c := sincosDeg(d)
		// math.Mod is exact, so the reference loses no precision to a
		// large argument; it is rounded once converting to radians (up to
		// 6.3 rad, so a few ulps).
		ws, wc := math.Sincos(math.Mod(d, 360) * math.Pi / 180)
		assert.InDelta(t, ws, s, 3e-15, "sin %v", d)
		assert.InDelta(t, wc, c, 3e-15, "cos %v", d)
	}
	for k, want := range [][2]float64{{0, 1}, {1, 0}, {0, -1}, {-1, 0}} {
		s, c := sincosDeg(float64(k) * 90)
		assert.Equal(t, want[0], s, "sin %d°", k*90)
		assert.Equal(t, want[1], c, "cos %d°", k*90)
		s, c = sincosDeg(float64(k)*90 - 720)
		assert.Equal(t, want[0], s, "sin %d°", k*90-720)
		assert.Equal(t, want[1], c, "cos %d°", k*90-720)
	}
}

// insertionSort sorts like the standard library's stable sort.
func TestInsertionSort(t *testing.T) {
	type kv struct{ k, v int }
	for n := 0; n < 40; n++ {
		s := make([]kv, n)
		for i := range s {
			s[i] = kv{(i * 7919) % 5, i}
		}
		want := append([]kv{}, s...)
		sort.SliceStable(want, func(i, j int) bool { return want[i].k < want[j].k })
		insertionSort(s, func(a, b kv) bool { return a.k < b.k })
		assert.Equal(t, want, s, "n=%d", n)
	}
}
