package cardstsv

import (
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// cards/cards_data.go is what the generator writes today from the two
// tables: edit a table, then go generate ./cards.
func TestGeneratedDataIsTheTables(t *testing.T) {
	tables, err := Parse(PilotsTSV, UpgradesTSV)
	require.NoError(t, err)
	src, err := GoSource(tables)
	require.NoError(t, err)
	have, err := os.ReadFile("../../cards/cards_data.go")
	require.NoError(t, err)
	assert.Equal(t, string(src), string(have), "cards/cards_data.go is stale: run go generate ./cards")
}

func TestEveryRowParses(t *testing.T) {
	tables, err := Parse(PilotsTSV, UpgradesTSV)
	require.NoError(t, err)
	assert.Len(t, tables.Pilots, strings.Count(PilotsTSV, "\n")-1, "pilots.tsv: 672 pilots")
	assert.Len(t, tables.Pilots, 672)
	assert.Len(t, tables.Upgrades, 556, "upgrades.tsv: 556 upgrade sides")
}

func TestParseRefusesBadRows(t *testing.T) {
	pilotHead, _, _ := strings.Cut(PilotsTSV, "\n")
	upgradeHead, _, _ := strings.Cut(UpgradesTSV, "\n")
	goodPilot := "p\tP\t\tt65xwing\trebelalliance\t3\t0\ttorpedo\tfront 3\tfocus\tX-wing\t\t\tyes\tyes\tyes"
	goodUpgrade := "u\t\tU\tTorpedo\ttorpedo\tfront 4 2-3 ordnance\t\t\t\t\tfactions=rebelalliance\t0\tno\tyes\tyes\tyes"
	_, err := Parse(pilotHead+"\n"+goodPilot+"\n", upgradeHead+"\n"+goodUpgrade+"\n")
	require.NoError(t, err, "the good rows")
	for name, rows := range map[string][2]string{
		"columns":             {"p\tP", goodUpgrade},
		"initiative":          {strings.Replace(goodPilot, "\t3\t", "\tx\t", 1), goodUpgrade},
		"unknown ship":        {strings.Replace(goodPilot, "t65xwing", "tiefighter1e", 1), goodUpgrade},
		"attack arc":          {strings.Replace(goodPilot, "front 3", "sideways 3", 1), goodUpgrade},
		"action":              {strings.Replace(goodPilot, "focus", "Focus!", 1), goodUpgrade},
		"force side":          {strings.Replace(goodPilot, "X-wing\t", "X-wing\tgrey", 1), goodUpgrade},
		"loadout upgrade":     {strings.Replace(goodPilot, "X-wing\t\t", "X-wing\t\tnosuchcard", 1), goodUpgrade},
		"upgrade range":       {goodPilot, strings.Replace(goodUpgrade, "2-3", "3-2", 1)},
		"upgrade side":        {goodPilot, strings.Replace(goodUpgrade, "u\t\t", "u\t3\t", 1)},
		"restriction kind":    {goodPilot, strings.Replace(goodUpgrade, "factions=", "colours=", 1)},
		"restriction faction": {goodPilot, strings.Replace(goodUpgrade, "rebelalliance", "hutts", 1)},
		"granted slot":        {goodPilot, strings.Replace(goodUpgrade, "ordnance\t\t\t", "ordnance\t\tspoon +1\t", 1)},
	} {
		_, err := Parse(pilotHead+"\n"+rows[0]+"\n", upgradeHead+"\n"+rows[1]+"\n")
		assert.Error(t, err, name)
	}
}
