package cards_test

import (
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/xwing-arcs/arcs/cards"
	"github.com/xwing-arcs/arcs/core"
)

// asExpected writes a ship's weapons as the case files do: a primary
// weapon by arc and value, an upgrade's weapon with its name, range span
// and ordnance.
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

// assertShips checks every ship's pilot, ship and weapons.
func assertShips(t *testing.T, want []expectedShip, got []cards.ArmedShip, what string) bool {
	t.Helper()
	if !assert.Len(t, got, len(want), what) {
		return false
	}
	ok := true
	for k, w := range want {
		s := got[k]
		ok = assert.Equal(t, w.Pilot, s.Pilot, "%s ship %d", what, k) && ok
		ok = assert.Equal(t, w.Ship, s.Model, "%s ship %d", what, k) && ok
		ok = assert.Equal(t, w.Weapons, asExpected(s.Weapons), "%s ship %d (%s, %v)", what, k, s.Pilot, s.Upgrades) && ok
	}
	return ok
}

func TestPublicSquadsGetTheirWeaponsUnderTheirRuleset(t *testing.T) {
	for _, r := range core.Rulesets() {
		t.Run(string(r), func(t *testing.T) {
			ps := loadPublicSquads(t, r)
			for i, sq := range ps.Squads {
				what := string(r) + " squad " + itoa(i) + " (" + sq.Kind + ")"
				x := decodeXWS(t, sq.XWS)
				s, err := cards.Squad(x, cards.Options{Ruleset: r})
				if !assert.NoError(t, err, what) {
					continue
				}
				assert.Equal(t, r, s.Ruleset)
				assertShips(t, sq.Expect, s.Ships, what)
				assert.Empty(t, s.Warnings, what)
				lenient, err := cards.Squad(x, cards.Options{Ruleset: r, Lenient: true})
				require.NoError(t, err)
				assert.Equal(t, s, lenient, "%s: lenient, a legal list reads the same", what)
			}
		})
	}
}

func TestIllegalSquadsAreRefusedStrictlyAndWarnedLeniently(t *testing.T) {
	for _, r := range core.Rulesets() {
		t.Run(string(r), func(t *testing.T) {
			ps := loadPublicSquads(t, r)
			require.NotEmpty(t, ps.Illegal)
			for i, sq := range ps.Illegal {
				what := string(r) + " illegal " + itoa(i) + ": " + sq.Why
				x := decodeXWS(t, sq.XWS)
				if wantsWhite(sq.Why) {
					_, err := cards.Squad(x, cards.Options{Ruleset: r})
					assert.NoError(t, err, "%s: the tables write a white action and any action alike (see hasAction)", what)
					continue
				}
				_, err := cards.Squad(x, cards.Options{Ruleset: r})
				var fe *core.FieldError
				if assert.ErrorAs(t, err, &fe, what) {
					assert.Regexp(t, `^pilots\[\d+\]\.upgrades\.[a-z-]+\[\d+\]$`, fe.Field, what)
					if slot, ok := strings.CutPrefix(sq.Why, "no free "); ok {
						slot = strings.ReplaceAll(strings.TrimSuffix(slot, " slot"), "-", " ")
						assert.Contains(t, fe.Msg, "no free "+slot, what)
					} else {
						assert.Contains(t, fe.Msg, "requires", what)
					}
				}
				s, err := cards.Squad(x, cards.Options{Ruleset: r, Lenient: true})
				require.NoError(t, err, what)
				if assert.Len(t, s.Warnings, 1, what) && fe != nil {
					assert.Equal(t, fe.Field, s.Warnings[0].Path)
					assert.Equal(t, fe.Msg, s.Warnings[0].Message, "the same words both ways")
				}
				assert.Len(t, s.Ships, len(x.Pilots), "%s: every ship kept", what)
			}
		})
	}
}

// The real lists players flew: a legal one imports under its ruleset
// with no warning and exactly its weapons; an illegal one warns, and
// keeps every ship whose type is known.
func TestRealSquads(t *testing.T) {
	counts := map[string]int{}
	for i, l := range loadRealSquads(t).Lists {
		what := "list " + itoa(i) + " (" + string(l.Ruleset) + ", " + l.Date + ")"
		x := decodeXWS(t, l.XWS)
		s, err := cards.Squad(x, cards.Options{Ruleset: l.Ruleset, Lenient: true})
		require.NoError(t, err, what)
		assert.Equal(t, l.Ruleset, s.Ruleset)
		if l.Legal {
			counts["legal"]++
			if assert.Empty(t, s.Warnings, what) && assertShips(t, l.Expect, s.Ships, what) {
				counts["legal and right"]++
			}
			continue
		}
		counts["illegal"]++
		if len(l.Problems) == 1 && wantsWhite(l.Problems[0]) {
			assert.Empty(t, s.Warnings, "%s: the tables write a white action and any action alike (see hasAction)", what)
			continue
		}
		if assert.NotEmpty(t, s.Warnings, "%s: %v", what, l.Problems) {
			counts["illegal and warned"]++
		}
		known := 0
		for _, p := range x.Pilots {
			id := p.ID
			if id == "" {
				id = p.Name
			}
			if _, ok := core.LookupShip(p.Ship); ok || pilotIDs(t, l.Ruleset)[id] {
				known++
			}
		}
		assert.GreaterOrEqual(t, len(s.Ships), known, "%s: every ship whose type is known is kept", what)
	}
	t.Logf("real lists: %v", counts)
}

// Where the XWS says or hints at its ruleset, the import reads it so.
func TestRealSquadsSayTheirRuleset(t *testing.T) {
	n := 0
	for i, l := range loadRealSquads(t).Lists {
		x := decodeXWS(t, l.XWS)
		if x.Ruleset == "" && x.Builder != "YASB 2.0" {
			continue
		}
		n++
		r, ok := cards.RulesetOf(x)
		assert.True(t, ok)
		assert.Equal(t, l.Ruleset, r, "list %d (%s, %s)", i, x.Ruleset, x.Builder)
		s, err := cards.Squad(x, cards.Options{Lenient: true})
		require.NoError(t, err)
		assert.Equal(t, l.Ruleset, s.Ruleset, "list %d", i)
	}
	assert.Equal(t, 44, n, "31 lists say XWA, 13 come from YASB 2.0")
}

func itoa(i int) string { return strconv.Itoa(i) }

var pilotSets = map[core.Ruleset]map[string]bool{}

// pilotIDs returns ruleset r's pilot ids.
func pilotIDs(t testing.TB, r core.Ruleset) map[string]bool {
	if ids, ok := pilotSets[r]; ok {
		return ids
	}
	ids := map[string]bool{}
	for _, p := range setOf(t, r).Pilots() {
		ids[p.ID] = true
	}
	pilotSets[r] = ids
	return ids
}

// wantsWhite reports whether an expected answer refuses a card for want
// of a white action: a difficulty the tables leave unwritten, as they
// do for a card that takes any (restrict.go, hasAction).
func wantsWhite(why string) bool { return strings.Contains(why, "'difficulty': 'White'") }
