package svgpath

import (
	"math"
	"math/rand"
	"strconv"
	"strings"
	"testing"
	"unsafe"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/xwing-arcs/arcs/core"
)

func TestPath(t *testing.T) {
	assert.Equal(t, "M1.00 2.00L3.46 4.00L5.00 6.79Z", Path([]core.Point{{X: 1, Y: 2}, {X: 3.456, Y: 4}, {X: 5, Y: 6.789}}))
	assert.Equal(t, "", Path(nil))
}

func TestAppendFixed2(t *testing.T) {
	rng := rand.New(rand.NewSource(3))
	for i := 0; i < 20000; i++ {
		x := (rng.Float64()*2 - 1) * math.Pow(10, float64(rng.Intn(7)))
		want := strconv.FormatFloat(x, 'f', 2, 64)
		got := string(appendFixed2(nil, x))
		if want == "-0.00" {
			want = "0.00"
		}
		// Halfway cases may round either way; anything else must agree.
		if got != want {
			require.InDelta(t, x, mustParse(t, got), 0.00500001, "%v: %s vs %s", x, got, want)
		}
	}
	assert.Equal(t, "-12.50", string(appendFixed2(nil, -12.5)))
	assert.Equal(t, "914.40", string(appendFixed2(nil, 914.4)))
}

func mustParse(t *testing.T, s string) float64 {
	v, err := strconv.ParseFloat(s, 64)
	require.NoError(t, err)
	return v
}

// parsePath reads path data of the form Path writes.
func parsePath(t *testing.T, d string) []core.Point {
	require.True(t, strings.HasPrefix(d, "M") && strings.HasSuffix(d, "Z"), d)
	var pts []core.Point
	for _, seg := range strings.FieldsFunc(d[:len(d)-1], func(r rune) bool { return r == 'M' || r == 'L' }) {
		xy := strings.Fields(seg)
		require.Len(t, xy, 2, seg)
		pts = append(pts, core.Point{X: mustParse(t, xy[0]), Y: mustParse(t, xy[1])})
	}
	return pts
}

// place applies an SVG "translate(x y) rotate(a)" the way SVG does.
func place(t *testing.T, transform string, p core.Point) core.Point {
	parts := strings.FieldsFunc(transform, func(r rune) bool { return r == '(' || r == ')' || r == ' ' })
	require.Equal(t, []string{"translate", "rotate"}, []string{parts[0], parts[3]}, transform)
	x, y, a := mustParse(t, parts[1]), mustParse(t, parts[2]), mustParse(t, parts[4])
	require.True(t, a >= 0 && a < 360, transform)
	s, c := math.Sincos(a * math.Pi / 180)
	return core.Point{X: x + p.X*c - p.Y*s, Y: y + p.X*s + p.Y*c}
}

// A shape's path data placed by its ship's transform, as a browser draws
// it, is the engine's outline on the board, point for point, to the path
// data's rounding (0.01 mm).
func TestShapesPlaced(t *testing.T) {
	rng := rand.New(rand.NewSource(11))
	for i := 0; i < 300; i++ {
		ed := []core.Edition{core.Second, core.First}[i%2]
		s := core.Ship{X: rng.Float64() * 900, Y: rng.Float64() * 900, Heading: (rng.Float64()*2 - 1) * 1000,
			Size: core.Size([]string{"small", "large", "medium", "huge"}[rng.Intn(map[core.Edition]int{core.Second: 4, core.First: 2}[ed])])}
		o := core.Options{Edition: ed, MaxRange: []int{0, 5}[rng.Intn(2)]}
		arcs := core.DrawnArcs(ed)
		if ed == core.Second {
			s.Turret = []string{"front", "left", core.TurretFrontRear}[rng.Intn(3)]
			arcs = append(arcs, core.SingleTurret, core.DoubleTurret)
		} else {
			s.Mobile = []string{"front", "rear", "left", "right"}[rng.Intn(4)]
		}
		check := func(what string, outs []core.Outline, shapes []core.Shape) {
			require.Len(t, shapes, len(outs), what)
			for k := range outs {
				local := parsePath(t, Shape(shapes[k]))
				require.Len(t, local, len(outs[k].Points), what)
				for j, p := range local {
					q := place(t, Transform(s), p)
					require.InDelta(t, 0, q.Dist(outs[k].Points[j]), 0.0071, "%s %v: point %d", what, s, j)
				}
			}
		}
		for _, a := range arcs {
			check(string(a), core.ArcOutline(s, a, o), core.ArcShapes(s, a, o))
		}
		check("rings", core.RangeOutline(s, o), core.RangeShapes(s, o))
	}
	assert.Equal(t, "translate(1.5 -2) rotate(270)", Transform(core.Ship{X: 1.5, Y: -2, Heading: -90}))
	assert.Equal(t, "translate(0 0) rotate(0)", Transform(core.Ship{Heading: 720}))
}

// A shape's text is made once: the same bytes every call.
func TestShapeKept(t *testing.T) {
	s := core.Ship{Size: core.Small}
	a, b := core.RangeShapes(s, core.Options{})[1], core.RangeShapes(s, core.Options{})[1]
	require.Same(t, &a.Points[0], &b.Points[0])
	p, q := Shape(a), Shape(b)
	assert.Equal(t, unsafe.StringData(p), unsafe.StringData(q))
}

// A token's outline drawn in its own frame and placed by TokenTransform,
// as SVG applies it (scale first, then rotate, then translate), is the
// engine's placed outline (GEOMETRY.md 10), to the path data's rounding.
func TestTokenTransform(t *testing.T) {
	rng := rand.New(rand.NewSource(12))
	table := core.Tokens()
	for i := 0; i < 200; i++ {
		tk := core.Token{Type: table[rng.Intn(len(table))].ID, X: rng.Float64() * 900, Y: rng.Float64() * 900,
			Heading: (rng.Float64()*2 - 1) * 1000, Flipped: i%2 == 1}
		tr := TokenTransform(tk)
		typ, _ := core.LookupToken(tk.Type)
		local := parsePath(t, Path(typ.Points))
		want := tk.Outline()
		n := len(want)
		for j, p := range local {
			plain := tr
			if tk.Flipped {
				require.True(t, strings.HasSuffix(tr, " scale(-1 1)"), tr)
				plain = strings.TrimSuffix(tr, " scale(-1 1)")
				p.X = -p.X
			}
			k := j
			if tk.Flipped {
				k = n - 1 - j // the placed back side lists its points in reverse: still clockwise
			}
			require.InDelta(t, 0, place(t, plain, p).Dist(want[k]), 0.0071, "%+v point %d", tk, j)
		}
	}
	assert.Equal(t, "translate(1 2) rotate(350) scale(-1 1)", TokenTransform(core.Token{X: 1, Y: 2, Heading: -10, Flipped: true}))
}
