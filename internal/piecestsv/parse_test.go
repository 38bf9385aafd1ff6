package piecestsv

import (
	"os"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/xwing-arcs/arcs/core"
)

// core/pieces_data.go is what the generator writes today: edit
// pieces.tsv, then go generate ./core.
func TestGeneratedFileIsTheTable(t *testing.T) {
	rows, err := Parse(TSV)
	require.NoError(t, err)
	require.Len(t, rows, 49, "pieces.md: 49 tokens")
	src, err := GoSource(rows)
	require.NoError(t, err)
	have, err := os.ReadFile("../../core/pieces_data.go")
	require.NoError(t, err)
	assert.Equal(t, string(src), string(have), "core/pieces_data.go is stale: run go generate ./core")
}

// The engine's table, decoded, is the TSV: every id, name, kind and
// size, and every point to the float64 its decimal text reads as.
func TestEveryDecodedPoint(t *testing.T) {
	rows, err := Parse(TSV)
	require.NoError(t, err)
	tokens := core.Tokens()
	require.Len(t, tokens, len(rows))
	for i, r := range rows {
		tk := tokens[i]
		assert.Equal(t, r.ID, tk.ID)
		assert.Equal(t, r.Name, tk.Name, r.ID)
		assert.Equal(t, core.TokenKind(r.Kind), tk.Kind, r.ID)
		assert.Equal(t, float64(r.Width)/100, tk.Width, r.ID)
		assert.Equal(t, float64(r.Length)/100, tk.Length, r.ID)
		require.Len(t, tk.Points, len(r.Points), r.ID)
		for k, p := range r.Points {
			require.Equal(t, core.Point{X: float64(p[0]) / 100, Y: float64(p[1]) / 100}, tk.Points[k], "%s point %d", r.ID, k)
		}
		looked, ok := core.LookupToken(r.ID)
		require.True(t, ok, r.ID)
		assert.Equal(t, tk, looked)
	}
}

func TestHundredths(t *testing.T) {
	for s, want := range map[string]int{"1.21": 121, "-0.04": -4, "12": 1200, "-20.2": -2020, "0.00": 0, "-0.5": -50} {
		got, err := hundredths(s)
		require.NoError(t, err, s)
		assert.Equal(t, want, got, s)
	}
	for _, s := range []string{"", "-", "1.234", "x", "1.x", "+1", "1.-2", ".5"} {
		_, err := hundredths(s)
		assert.Error(t, err, s)
	}
}

func TestParseRefusesBadRows(t *testing.T) {
	head := "id\tname\tkind\twidth_mm\tlength_mm\tarea_mm2\tpoints\n"
	square := "\t2.00\t2.00\t4.0\t-1.00,-1.00 1.00,-1.00 1.00,1.00 -1.00,1.00"
	_, err := Parse(head + "a\tA\tbomb" + square)
	require.NoError(t, err)
	for name, row := range map[string]string{
		"columns":       "a\tA\tbomb",
		"kind":          "a\tA\tboulder" + square,
		"repeated id":   "a\tA\tbomb" + square + "\na\tB\tbomb" + square,
		"width":         "a\tA\tbomb\t3.00\t2.00\t4.0\t-1.00,-1.00 1.00,-1.00 1.00,1.00 -1.00,1.00",
		"area":          "a\tA\tbomb\t2.00\t2.00\t9.0\t-1.00,-1.00 1.00,-1.00 1.00,1.00 -1.00,1.00",
		"not centred":   "a\tA\tbomb\t2.00\t2.00\t4.0\t0.00,0.00 2.00,0.00 2.00,2.00 0.00,2.00",
		"anticlockwise": "a\tA\tbomb\t2.00\t2.00\t4.0\t-1.00,1.00 1.00,1.00 1.00,-1.00 -1.00,-1.00",
		"two points":    "a\tA\tbomb\t2.00\t2.00\t0.0\t-1.00,-1.00 1.00,1.00",
		"point":         "a\tA\tbomb\t2.00\t2.00\t4.0\t-1.00;-1.00 1.00,-1.00 1.00,1.00 -1.00,1.00",
		"decimals":      "a\tA\tbomb\t2.00\t2.00\t4.0\t-1.001,-1.00 1.00,-1.00 1.00,1.00 -1.00,1.00",
	} {
		_, err := Parse(head + row)
		assert.Error(t, err, name)
	}
}
