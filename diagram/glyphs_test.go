package diagram

import (
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestGlyphsUpToDate fails when glyphs_data.go is not what cmd/genglyphs
// writes: run `go generate ./diagram`.
func TestGlyphsUpToDate(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the generator")
	}
	out := filepath.Join(t.TempDir(), "glyphs_data.go")
	msg, err := exec.Command("go", "run", "../cmd/genglyphs", "-o", out).CombinedOutput()
	require.NoError(t, err, string(msg))
	want, err := os.ReadFile(out)
	require.NoError(t, err)
	got, err := os.ReadFile("glyphs_data.go")
	require.NoError(t, err)
	assert.Equal(t, string(want), string(got), "glyphs_data.go is stale: run go generate ./diagram")
}

func TestGlyphs(t *testing.T) {
	for i := range glyphs[:firstExtra] {
		assert.Equal(t, rune(' '+i), glyphs[i].r, "ASCII glyphs in rune order")
	}
	assert.Equal(t, '?', lookup('\u2603').r, "a rune without an outline draws as ?")
	assert.Equal(t, '°', lookup('°').r)
	assert.Greater(t, textWidth("MM", 10), textWidth("ii", 10))
	assert.Empty(t, appendTextPath(nil, "  "), "spaces draw nothing")
}
