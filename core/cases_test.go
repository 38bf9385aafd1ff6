package core

import (
	"encoding/json"
	"fmt"
	"os"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// referenceCases is testdata/public-cases.json: randomly placed pairs of
// ships measured by an independent implementation of GEOMETRY.md (a copy
// of the contract's cases/public-cases.json).
type referenceCases struct {
	Seed  int `json:"seed"`
	Cases []struct {
		Edition  Edition `json:"edition"`
		Attacker refShip `json:"attacker"`
		Target   refShip `json:"target"`
		Range    refMeas `json:"range"`
		Arcs     map[Arc]struct {
			InArc    bool     `json:"inArc"`
			Distance *float64 `json:"distance"`
			Band     *int     `json:"band"`
		} `json:"arcs"`
	} `json:"cases"`
}

type refShip struct {
	X, Y, Heading float64
	Size          Size
}

type refMeas struct {
	Distance float64 `json:"distance"`
	Band     *int    `json:"band"`
}

func (r refShip) ship() Ship { return Ship{X: r.X, Y: r.Y, Heading: r.Heading, Size: r.Size} }

func loadReferenceCases(t testing.TB) referenceCases {
	raw, err := os.ReadFile("testdata/public-cases.json")
	require.NoError(t, err)
	var rc referenceCases
	require.NoError(t, json.Unmarshal(raw, &rc))
	require.NotEmpty(t, rc.Cases)
	return rc
}

func bandOrNull(b int) *int {
	if b == Beyond {
		return nil
	}
	return &b
}

// TestReferenceCases runs every public reference case: plain range and
// every arc's verdict, band and distance (within 0.001 mm) must agree.
func TestReferenceCases(t *testing.T) {
	rc := loadReferenceCases(t)
	for i, c := range rc.Cases {
		t.Run(fmt.Sprintf("%03d_%s_%s_vs_%s", i, c.Edition, c.Attacker.Size, c.Target.Size), func(t *testing.T) {
			o := Options{Edition: c.Edition}
			a, tg := c.Attacker.ship(), c.Target.ship()
			m := Range(a, tg, o)
			assert.InDelta(t, c.Range.Distance, m.Distance, 1e-3, "plain range distance")
			assert.Equal(t, c.Range.Band, bandOrNull(m.Band), "plain range band")
			require.NotEmpty(t, c.Arcs)
			for arc, want := range c.Arcs {
				got, _, in := AttackRange(a, tg, arc, o)
				if !assert.Equal(t, want.InArc, in, "%s: in arc", arc) || !in {
					continue
				}
				require.NotNil(t, want.Distance)
				assert.InDelta(t, *want.Distance, got.Distance, 1e-3, "%s: attack range distance", arc)
				assert.Equal(t, want.Band, bandOrNull(got.Band), "%s: attack range band", arc)
				assert.InDelta(t, got.Distance, got.From.Dist(got.To), 1e-9, "%s: closest points are distance apart", arc)
			}
		})
	}
}
