package catalogtsv

import (
	"os"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/xwing-arcs/arcs/core"
)

// The engine's catalog is exactly the table, and core/catalog_data.go is
// what the generator writes today: edit ships.tsv, then go generate ./core.
func TestCatalogIsTheTable(t *testing.T) {
	ships, err := Parse(TSV)
	require.NoError(t, err)
	assert.Equal(t, ships, core.Catalog())
	src, err := GoSource(ships)
	require.NoError(t, err)
	have, err := os.ReadFile("../../core/catalog_data.go")
	require.NoError(t, err)
	assert.Equal(t, string(src), string(have), "core/catalog_data.go is stale: run go generate ./core")
}

func TestParseRefusesBadRows(t *testing.T) {
	head := "ship\txws\tsize\tbase_mm\tprimary\tvariants\trotate\tnotes\tfactions\n"
	for name, row := range map[string]string{
		"columns":      "X\tx\tSmall\t40x40\tFront Arc 3",
		"size":         "X\tx\tTiny\t40x40\tFront Arc 3\t\t\t\tf",
		"attack":       "X\tx\tSmall\t40x40\tSideways Arc 3\t\t\t\tf",
		"variant":      "X\tx\tSmall\t40x40\tFront Arc 3\tFront Arc 2 (a)\t\t\tf",
		"attack value": "X\tx\tSmall\t40x40\tFront Arc x\t\t\t\tf",
	} {
		_, err := Parse(head + row)
		assert.Error(t, err, name)
	}
	ships, err := Parse(head + "X\tx\tSmall\t40x40\tFront Arc 3 + Single Turret Arc 2\tDouble Turret Arc 2 [p1, p2]\t\t\tb,a\nX\tx\tSmall\t40x40\tFront Arc 3\t\t\t\tc")
	require.NoError(t, err)
	require.Len(t, ships, 1, "rows with one id merge")
	assert.Equal(t, []string{"a", "b", "c"}, ships[0].Factions)
	assert.Equal(t, "double", ships[0].Turret)
	assert.Equal(t, []string{"p1", "p2"}, ships[0].Variants[0].Pilots)
}
