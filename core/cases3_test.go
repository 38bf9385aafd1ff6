package core

import (
	"encoding/json"
	"fmt"
	"os"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The third reference file, testdata/public-cases-3.json (a copy of the
// contract's cases/public-cases-3.json): official tokens placed by type,
// centre, heading and side (GEOMETRY.md 10). Attack options with obstacle
// tokens, plain ranges to obstacle tokens, and ranges to devices and
// remotes, each within caseTolerance.
func TestReferenceCases3(t *testing.T) {
	raw, err := os.ReadFile("testdata/public-cases-3.json")
	require.NoError(t, err)
	var rc refCases2
	require.NoError(t, json.Unmarshal(raw, &rc))
	require.Len(t, rc.Cases, 150)
	counts := map[string]int{}
	for i, c := range rc.Cases {
		counts[c.Kind]++
		t.Run(fmt.Sprintf("%03d_%s", i, c.Kind), func(t *testing.T) {
			switch c.Kind {
			case "attack":
				checkPlacedOutlines(t, &c)
				checkAttackCase(t, &c)
			case "obstacleRange":
				checkObstacleRangeCase(t, &c)
			case "device":
				checkDeviceCase(t, &c)
			default:
				t.Fatalf("unknown case kind %q", c.Kind)
			}
		})
	}
	assert.Equal(t, map[string]int{"attack": 60, "obstacleRange": 35, "device": 55}, counts)
}

// checkPlacedOutlines: each token placed by the engine is the case's
// polygon, point for point, in the same (clockwise) order.
func checkPlacedOutlines(t *testing.T, c *case2) {
	for _, r := range c.Options.Obstacles {
		want := c.Polys[r.ID]
		got := r.token().Outline()
		require.Len(t, got, len(want), r.ID)
		for k := range want {
			require.InDelta(t, 0, got[k].Dist(Point{want[k].X, want[k].Y}), caseTolerance, "%s (%s, flipped %v) point %d", r.ID, r.Type, r.Flipped, k)
		}
	}
}

// checkDeviceCase: the plain range from a ship to a device or remote
// token, range 0 when it touches or overlaps the base.
func checkDeviceCase(t *testing.T, c *case2) {
	s, tk := c.Ship.ship(), c.Device.token()
	require.NoError(t, s.Validate(c.Edition))
	require.NoError(t, tk.Validate())
	require.False(t, tk.Kind().IsObstacle(), tk.Type)
	m := RangeToToken(s, tk)
	assert.InDelta(t, c.Distance, m.Distance, caseTolerance, "distance")
	assert.Equal(t, c.Band, bandOrNull(m.Band), "band")
	assert.Equal(t, c.Overlap, m.Distance <= TouchDistance, "touching or overlapping")
	if !c.Overlap {
		assert.True(t, onSomeLine(c.Lines, m.From, m.To), "%v -> %v is a closest pair", m.From, m.To)
	}
}
