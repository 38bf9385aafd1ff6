package cardfiles

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/xwing-arcs/arcs/cards"
	"github.com/xwing-arcs/arcs/core"
	"github.com/xwing-arcs/arcs/internal/cardstsv"
)

// The card files are what the generator writes today from the tables:
// edit a table, then go generate ./cards/cardfiles.
func TestCardFilesAreTheTables(t *testing.T) {
	for _, s := range cardstsv.Sources() {
		tables, err := cardstsv.Parse(s.PilotsTSV, s.UpgradesTSV)
		require.NoError(t, err)
		text, err := cardstsv.Text(s.Ruleset, s.Origin, tables)
		require.NoError(t, err)
		assert.Equal(t, text, Text(s.Ruleset), "cards/cardfiles/%s.txt is stale: run go generate ./cards/cardfiles", s.Ruleset)
	}
}

func TestLoadAll(t *testing.T) {
	infos, err := LoadAll()
	require.NoError(t, err)
	require.Len(t, infos, 3)
	assert.Equal(t, []cards.Info{
		{Ruleset: core.XWA, Name: "X-Wing Alliance", Source: "gregkash16/xwing-data2 7fc3f76 (2026-02-18)", Pilots: 726, Upgrades: 615},
		{Ruleset: core.Legacy, Name: "2.0 Legacy", Source: "SogeMoge/xwing-data2-legacy 0c19f62 (2025-12-11)", Pilots: 755, Upgrades: 512},
		{Ruleset: core.AMG, Name: "AMG 2.5", Source: "xwingtmg/xwing-data2 3.9.1", Pilots: 672, Upgrades: 524},
	}, infos)
	for _, info := range infos {
		got, ok := cards.Loaded(info.Ruleset)
		assert.True(t, ok)
		assert.Equal(t, info, got)
	}
	assert.Empty(t, Text("1e"))
}
