package cards_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/xwing-arcs/arcs/cards"
	"github.com/xwing-arcs/arcs/core"
)

// asExpected writes a ship's weapons as public-squads.json does: a
// primary weapon by arc and value, an upgrade's weapon with its name,
// range span and ordnance.
func asExpected(ws []core.Weapon) []expectedWeapon {
	out := make([]expectedWeapon, len(ws))
	for i, w := range ws {
		if w.Primary {
			out[i] = expectedWeapon{Arc: string(w.Arc), Value: w.Value, Primary: true}
			continue
		}
		out[i] = expectedWeapon{Name: w.Name, Arc: string(w.Arc), Value: w.Value,
			MinRange: w.MinRange, MaxRange: w.MaxRange, Ordnance: w.Ordnance}
	}
	return out
}

func TestPublicSquadsGetTheirWeapons(t *testing.T) {
	ps := loadPublicSquads(t)
	passed := 0
	for i, sq := range ps.Squads {
		x := decodeXWS(t, sq.XWS)
		r, err := cards.Squad(x, cards.Options{})
		if !assert.NoError(t, err, "squad %d (%s)", i, sq.Kind) {
			continue
		}
		require.Len(t, r.Ships, len(sq.Expect), "squad %d", i)
		ok := true
		for k, want := range sq.Expect {
			s := r.Ships[k]
			ok = assert.Equal(t, want.Pilot, s.Pilot, "squad %d ship %d", i, k) && ok
			ok = assert.Equal(t, want.Ship, s.Model, "squad %d ship %d", i, k) && ok
			ok = assert.Equal(t, want.Weapons, asExpected(s.Weapons), "squad %d ship %d (%s, %v)", i, k, s.Pilot, s.Upgrades) && ok
			for _, w := range s.Weapons {
				if w.Primary {
					assert.Equal(t, 0, w.MinRange, "2e primary weapons span range 0-3")
					assert.Equal(t, 3, w.MaxRange, "2e primary weapons span range 0-3")
				}
			}
		}
		assert.Empty(t, r.Warnings, "squad %d", i)
		if ok {
			passed++
		}
	}
	t.Logf("%d of %d public squads give exactly the expected weapons", passed, len(ps.Squads))
}

func TestIllegalSquadsAreRefusedStrictlyAndWarnedLeniently(t *testing.T) {
	ps := loadPublicSquads(t)
	require.NotEmpty(t, ps.Illegal)
	for i, sq := range ps.Illegal {
		x := decodeXWS(t, sq.XWS)
		_, err := cards.Squad(x, cards.Options{})
		var fe *core.FieldError
		if assert.ErrorAs(t, err, &fe, "illegal %d: %s", i, sq.Why) {
			assert.Regexp(t, `^pilots\[\d+\]\.upgrades\.[a-z-]+\[\d+\]$`, fe.Field, "illegal %d", i)
			if slot, ok := strings.CutPrefix(sq.Why, "no free "); ok {
				assert.Contains(t, fe.Msg, "no free "+strings.TrimSuffix(slot, " slot"), "illegal %d", i)
			} else {
				assert.Contains(t, fe.Msg, "requires", "illegal %d: %s", i, sq.Why)
			}
		}
		r, err := cards.Squad(x, cards.Options{Lenient: true})
		require.NoError(t, err, "illegal %d, lenient", i)
		if assert.Len(t, r.Warnings, 1, "illegal %d, lenient", i) && fe != nil {
			assert.Equal(t, fe.Field, r.Warnings[0].Path)
		}
		for _, s := range r.Ships {
			assert.Empty(t, s.Upgrades, "illegal %d: the illegal upgrade is left out", i)
		}
	}
}
