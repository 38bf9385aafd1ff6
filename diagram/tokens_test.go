package diagram_test

import (
	"math"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/xwing-arcs/arcs/core"
	"github.com/xwing-arcs/arcs/diagram"
)

// A drawn token: the transform of its group and the path data inside it.
var tokenGroup = regexp.MustCompile(`<g transform="translate\(([-\d.e]+) ([-\d.e]+)\) rotate\(([-\d.e]+)\)( scale\(-1 1\))?">\n((?:<path [^>]*/>\n)+)</g>`)
var pathData = regexp.MustCompile(`d="([^"]*)"`)
var number = regexp.MustCompile(`-?\d+(?:\.\d+)?`)

// drawnToken is one token as the SVG places it.
type drawnToken struct {
	x, y, heading float64
	mirrored      bool
	paths         [][]core.Point // in the token's frame: the ring (when drawn), then the outline
}

func drawnTokens(t *testing.T, svg string) []drawnToken {
	var out []drawnToken
	for _, m := range tokenGroup.FindAllStringSubmatch(svg, -1) {
		f := func(s string) float64 {
			v, err := strconv.ParseFloat(s, 64)
			require.NoError(t, err)
			return v
		}
		d := drawnToken{x: f(m[1]), y: f(m[2]), heading: f(m[3]), mirrored: m[4] != ""}
		for _, p := range pathData.FindAllStringSubmatch(m[5], -1) {
			nums := number.FindAllString(p[1], -1)
			require.Zero(t, len(nums)%2, "path data pairs x and y")
			pts := make([]core.Point, len(nums)/2)
			for i := range pts {
				pts[i] = core.Point{X: f(nums[2*i]), Y: f(nums[2*i+1])}
			}
			d.paths = append(d.paths, pts)
		}
		out = append(out, d)
	}
	return out
}

// place applies the SVG transform (translate, rotate, then the mirror
// applied first to the point) to a token-frame point.
func (d drawnToken) place(p core.Point) core.Point {
	if d.mirrored {
		p.X = -p.X
	}
	s, c := math.Sincos(d.heading * math.Pi / 180)
	return core.Point{X: d.x + p.X*c - p.Y*s, Y: d.y + p.X*s + p.Y*c}
}

// TestDiagramDrawsTokensWhereTheEngineMeasuresThem: the outline a diagram
// draws for a device or remote, placed by its transform, is the outline
// the engine measures (core.Token.Outline, GEOMETRY.md 10), at any heading
// and on either side; the edge of range 1 is drawn around it.
func TestDiagramDrawsTokensWhereTheEngineMeasuresThem(t *testing.T) {
	for _, typ := range []string{"protonbombs", "clustermines_left", "drk1probedroid", "sensorbuoy_red"} {
		for _, heading := range []float64{0, 37.5, 90, 200, 359.9} {
			for _, flipped := range []bool{false, true} {
				tok := core.Token{Type: typ, X: 400, Y: 300, Heading: heading, Flipped: flipped}
				name := typ + " heading " + strconv.FormatFloat(heading, 'f', -1, 64) + " flipped " + strconv.FormatBool(flipped)
				t.Run(name, func(t *testing.T) {
					svg, err := diagram.Render(diagram.State{
						Ships:    []core.Ship{{Size: core.Small, X: 300, Y: 500}},
						Tokens:   []core.Token{tok},
						Selected: -1,
					}, diagram.Options{})
					require.NoError(t, err)
					drawn := drawnTokens(t, string(svg))
					require.Len(t, drawn, 1, "one token group")
					d := drawn[0]
					require.Len(t, d.paths, 2, "the range 1 edge, then the outline")
					want := tok.Outline()
					got := d.paths[1]
					require.Len(t, got, len(want))
					for i := range got {
						k := i // the back side's outline lists its points in reverse (still clockwise)
						if flipped {
							k = len(want) - 1 - i
						}
						p := d.place(got[i])
						assert.InDelta(t, want[k].X, p.X, 0.02, "point %d x", i)
						assert.InDelta(t, want[k].Y, p.Y, 0.02, "point %d y", i)
					}
					// Every point of the ring is 100 mm from the outline.
					typ, _ := core.LookupToken(typ)
					ring := typ.RangeOutline(1)
					require.Len(t, d.paths[0], len(ring))
					for i := range ring {
						assert.InDelta(t, ring[i].X, d.paths[0][i].X, 0.01)
					}
				})
			}
		}
	}
}

// TestDiagramFitsTokens: a fitted view shows a token far from the ships.
func TestDiagramFitsTokens(t *testing.T) {
	tok := core.Token{Type: "buzzdroidswarm", X: 850, Y: 850, Heading: 45}
	st := diagram.State{Ships: []core.Ship{{Size: core.Small, X: 100, Y: 100}}, Selected: -1}
	without, err := diagram.Render(st, diagram.Options{})
	require.NoError(t, err)
	st.Tokens = []core.Token{tok}
	with, err := diagram.Render(st, diagram.Options{})
	require.NoError(t, err)
	box := func(svg []byte) [4]float64 {
		m := regexp.MustCompile(`<svg x="0" y="0"[^>]* viewBox="([^"]*)"`).FindSubmatch(svg)
		require.NotNil(t, m, "the board's nested svg")
		f := strings.Fields(string(m[1]))
		var v [4]float64
		for i := range v {
			v[i], _ = strconv.ParseFloat(f[i], 64)
		}
		return v
	}
	v := box(with)
	for _, p := range tok.Outline() {
		assert.True(t, p.X >= v[0] && p.X <= v[0]+v[2] && p.Y >= v[1] && p.Y <= v[1]+v[3], "token point %v in view %v", p, v)
	}
	w := box(without)
	assert.Less(t, w[0]+w[2], 800.0, "without the token the view stays by the ship: %v", w)
	assert.Len(t, drawnTokens(t, string(without)), 0)
}
