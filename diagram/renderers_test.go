package diagram_test

import (
	"fmt"
	"image"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/xwing-arcs/arcs/core"
	"github.com/xwing-arcs/arcs/diagram"
)

// Two renderings agree when at most maxDifferent of their pixels differ,
// a pixel differing when some channel differs by more than channelTolerance
// (anti-aliasing and gradients of edges differ between renderers by less).
const (
	channelTolerance = 48
	maxDifferent     = 0.02
)

// TestLibrsvgMatchesChromium renders every example with rsvg-convert (what
// MediaWiki renders uploads with) and with headless Chromium at the same
// size, and compares the pixels. It skips, loudly, only when neither tool
// is installed; `make test` installs Debian's chromium, and librsvg2-bin
// gives rsvg-convert.
func TestLibrsvgMatchesChromium(t *testing.T) {
	rsvg, _ := exec.LookPath("rsvg-convert")
	chromium := ""
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome"} {
		if p, err := exec.LookPath(name); err == nil {
			chromium = p
			break
		}
	}
	if os.Getenv("XWING_REQUIRE_RENDERERS") != "" && (rsvg == "" || chromium == "") {
		t.Fatalf("make test wants both renderers: rsvg-convert %q, chromium %q (make deps-system installs them)", rsvg, chromium)
	}
	if rsvg == "" && chromium == "" {
		msg := "SKIPPED: neither rsvg-convert (librsvg2-bin) nor chromium is installed: the SVG documents were NOT rendered"
		fmt.Fprintln(os.Stderr, "\n*** "+msg+" ***")
		t.Skip(msg)
	}
	if rsvg == "" || chromium == "" {
		fmt.Fprintf(os.Stderr, "\n*** diagram: rsvg-convert %q, chromium %q: only rendering, no comparison ***\n", rsvg, chromium)
	}
	type drawing struct {
		name string
		svg  []byte
	}
	var cases []drawing
	for _, ex := range examples(t) {
		cases = append(cases, drawing{ex.name, ex.render(t)})
	}
	for _, theme := range []diagram.Theme{diagram.Light, diagram.Dark} {
		cases = append(cases, drawing{"four-ships-every-arc-" + string(theme), render(t, fourShips(core.DrawnArcs(core.Second)),
			diagram.Options{Theme: theme, Caption: "Four ships, every arc of the selected one."})})
	}
	dir := t.TempDir()
	// Two at a time: Chromium takes seconds to start, the machine is small.
	sem := make(chan struct{}, 2)
	var mu sync.Mutex
	for _, ex := range cases {
		t.Run(ex.name, func(t *testing.T) {
			t.Parallel()
			sem <- struct{}{}
			defer func() { <-sem }()
			svg := ex.svg
			file := filepath.Join(dir, ex.name+".svg")
			require.NoError(t, os.WriteFile(file, svg, 0o644))
			var a, b image.Image
			if rsvg != "" {
				out := filepath.Join(dir, ex.name+"-rsvg.png")
				msg, err := exec.Command(rsvg, "-o", out, file).CombinedOutput()
				require.NoError(t, err, string(msg))
				a = readPNG(t, out)
			}
			if chromium == "" {
				return
			}
			w, h := a.Bounds().Dx(), a.Bounds().Dy()
			out := filepath.Join(dir, ex.name+"-chromium.png")
			cmd := exec.Command(chromium, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
				"--force-device-scale-factor=1", "--user-data-dir="+filepath.Join(dir, "profile-"+ex.name),
				"--screenshot="+out, "--window-size="+strconv.Itoa(w)+","+strconv.Itoa(h), "file://"+file)
			msg, err := cmd.CombinedOutput()
			require.NoError(t, err, string(msg))
			b = readPNG(t, out)
			require.Equal(t, a.Bounds().Size(), b.Bounds().Size(), "rendered sizes")
			frac := differing(a, b)
			mu.Lock()
			t.Logf("%s: %dx%d px, %.3f%% of pixels differ (> %d/255 in a channel)", ex.name, w, h, 100*frac, channelTolerance)
			mu.Unlock()
			assert.LessOrEqual(t, frac, maxDifferent, "librsvg and Chromium disagree on %s (PNGs in %s)", ex.name, dir)
		})
	}
}

func readPNG(t *testing.T, path string) image.Image {
	t.Helper()
	f, err := os.Open(path)
	require.NoError(t, err)
	defer f.Close()
	img, err := png.Decode(f)
	require.NoError(t, err, path)
	return img
}

// differing returns the fraction of pixels where a and b differ by more
// than channelTolerance in some channel, both composited over white.
func differing(a, b image.Image) float64 {
	r := a.Bounds()
	n := 0
	for y := 0; y < r.Dy(); y++ {
		for x := 0; x < r.Dx(); x++ {
			ca := overWhite(a, r.Min.X+x, r.Min.Y+y)
			cb := overWhite(b, b.Bounds().Min.X+x, b.Bounds().Min.Y+y)
			for i := range ca {
				if d := ca[i] - cb[i]; d > channelTolerance || d < -channelTolerance {
					n++
					break
				}
			}
		}
	}
	return float64(n) / float64(r.Dx()*r.Dy())
}

func overWhite(img image.Image, x, y int) [3]int {
	r, g, b, a := img.At(x, y).RGBA() // premultiplied, 16 bit
	white := 0xffff - a
	return [3]int{int((r + white) >> 8), int((g + white) >> 8), int((b + white) >> 8)}
}
