package cards_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/xwing-arcs/arcs/cards"
	"github.com/xwing-arcs/arcs/core"
)

// The generated pilot ids are the card files' (a test fails on drift:
// `go generate ./cards`), and an id no card has is refused with the very
// error the loaded cards give.
func TestUnknownPilotIsTheCards(t *testing.T) {
	for _, r := range core.Rulesets() {
		set := setOf(t, r)
		for _, p := range set.Pilots() {
			require.NoError(t, cards.UnknownPilot(r, p.ID), "%s: %s is in the card file but not in pilotids_data.go: go generate ./cards", r, p.ID)
		}
		for _, id := range []string{"tiny", "1", "front", "luke", "lukeskywalker lukeskywalker", "__proto__", "\xed\xa0\x80"} {
			want := cards.UnknownPilot(r, id)
			require.Error(t, want, "%s: %q", r, id)
			_, got := set.ArmCards(core.Ship{Size: core.Small}, id, nil)
			assert.Equal(t, got, want, "%s: %q", r, id)
		}
	}
	assert.NoError(t, cards.UnknownPilot("", "lukeskywalker"), "the default ruleset")
}
