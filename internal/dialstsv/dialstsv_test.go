package dialstsv

import (
	"os"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/xwing-arcs/arcs/core"
)

// The engine's dials are exactly the table, and core/dials_data.go is what
// the generator writes today: edit dials.tsv, then go generate ./core.
func TestDialsAreTheTable(t *testing.T) {
	rows, err := Parse(TSV)
	require.NoError(t, err)
	require.Len(t, rows, 88)
	var ids []string
	for _, r := range rows {
		ids = append(ids, r.Ship)
		d, ok := core.Dial(r.Ship)
		require.True(t, ok, r.Ship)
		assert.Equal(t, r.Dial, d, r.Ship)
	}
	assert.Equal(t, ids, core.DialShips())
	src, err := GoSource(rows)
	require.NoError(t, err)
	have, err := os.ReadFile("../../core/dials_data.go")
	require.NoError(t, err)
	assert.Equal(t, string(src), string(have), "core/dials_data.go is stale: run go generate ./core")
}

func TestDialsKnowEveryShip(t *testing.T) {
	rows, err := Parse(TSV)
	require.NoError(t, err)
	for _, r := range rows {
		_, ok := core.LookupShip(r.Ship)
		assert.True(t, ok, "%s: not in the catalog", r.Ship)
	}
}

func TestParseRefusesBadRows(t *testing.T) {
	for name, row := range map[string]string{
		"columns":    "x",
		"speed":      "x\t6FW",
		"bearing":    "x\t1QW",
		"difficulty": "x\t1FG",
		"length":     "x\t1FWW",
	} {
		_, err := Parse("ship\tdial\n" + row)
		assert.Error(t, err, name)
	}
	_, err := Parse("ship\tdial\nx\t1FW\nx\t1FW")
	assert.Error(t, err, "repeated ship")
}
