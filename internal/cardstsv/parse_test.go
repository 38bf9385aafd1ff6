package cardstsv

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/xwing-arcs/arcs/core"
)

// Every ruleset's tables parse and check, with the row counts
// shared/data/README.md gives.
func TestEveryRowParses(t *testing.T) {
	want := map[core.Ruleset][2]int{core.XWA: {726, 647}, core.Legacy: {755, 544}, core.AMG: {672, 556}}
	for _, s := range Sources() {
		t.Run(string(s.Ruleset), func(t *testing.T) {
			tables, err := Parse(s.PilotsTSV, s.UpgradesTSV)
			require.NoError(t, err)
			assert.Len(t, tables.Pilots, strings.Count(s.PilotsTSV, "\n")-1, "one pilot a row")
			assert.Equal(t, want[s.Ruleset], [2]int{len(tables.Pilots), len(tables.Upgrades)}, "pilots and upgrade sides")
			assert.NotEmpty(t, s.Origin)
		})
	}
}

// 2.0 Legacy's card data lacks the cards of its Battle over Endor
// pilots' standard loadouts (the other rulesets have them all): the
// pilots carry the ids, which give them nothing.
func TestMissingLoadoutCards(t *testing.T) {
	for _, r := range core.Rulesets() {
		tables, err := Of(r)
		require.NoError(t, err)
		missing := tables.MissingLoadoutCards()
		if r != core.Legacy {
			assert.Empty(t, missing, r)
			continue
		}
		assert.Len(t, missing, 23)
		for _, id := range missing {
			assert.True(t, strings.HasSuffix(id, "-battleoverendor"), id)
		}
	}
}

func TestParseRefusesBadRows(t *testing.T) {
	src := Sources()[0]
	pilotHead, _, _ := strings.Cut(src.PilotsTSV, "\n")
	upgradeHead, _, _ := strings.Cut(src.UpgradesTSV, "\n")
	goodPilot := "p\tP\t\tt65xwing\trebelalliance\t3\t0\ttorpedo\tfront 3\tfocus\tX-wing\t\t\tyes\tyes\tyes"
	goodUpgrade := "u\t\tU\tTorpedo\ttorpedo\tfront 4 2-3 ordnance\t\t\t\t\tfactions=rebelalliance; initiative=3 OR LOWER\t0\tno\tyes\tyes\tyes"
	_, err := Parse(pilotHead+"\n"+goodPilot+"\n", upgradeHead+"\n"+goodUpgrade+"\n")
	require.NoError(t, err, "the good rows")
	for name, rows := range map[string][2]string{
		"columns":             {"p\tP", goodUpgrade},
		"initiative":          {strings.Replace(goodPilot, "\t3\t", "\tx\t", 1), goodUpgrade},
		"unknown ship":        {strings.Replace(goodPilot, "t65xwing", "tiefighter1e", 1), goodUpgrade},
		"attack arc":          {strings.Replace(goodPilot, "front 3", "sideways 3", 1), goodUpgrade},
		"action":              {strings.Replace(goodPilot, "focus", "Focus!", 1), goodUpgrade},
		"force side":          {strings.Replace(goodPilot, "X-wing\t", "X-wing\tgrey", 1), goodUpgrade},
		"loadout ditto":       {strings.Replace(goodPilot, "X-wing\t\t", "X-wing\t\t\"", 1), goodUpgrade},
		"upgrade range":       {goodPilot, strings.Replace(goodUpgrade, "2-3", "3-2", 1)},
		"upgrade side":        {goodPilot, strings.Replace(goodUpgrade, "u\t\t", "u\t3\t", 1)},
		"restriction kind":    {goodPilot, strings.Replace(goodUpgrade, "factions=", "colours=", 1)},
		"restriction faction": {goodPilot, strings.Replace(goodUpgrade, "rebelalliance;", "hutts;", 1)},
		"initiative value":    {goodPilot, strings.Replace(goodUpgrade, "3 OR LOWER", "three or lower", 1)},
		"granted slot":        {goodPilot, strings.Replace(goodUpgrade, "ordnance\t\t\t", "ordnance\t\tspoon +1\t", 1)},
	} {
		_, err := Parse(pilotHead+"\n"+rows[0]+"\n", upgradeHead+"\n"+rows[1]+"\n")
		assert.Error(t, err, name)
	}
}
