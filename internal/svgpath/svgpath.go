// Package svgpath writes SVG text for the engine's polygons: path data to
// 0.01 mm and the transform that places a ship's own-frame shapes on the
// board. The bindings and the diagram writer share it; the engine itself
// knows nothing of SVG.
package svgpath

import (
	"math"
	"strconv"
	"sync"

	"github.com/xwing-arcs/arcs/core"
	"github.com/xwing-arcs/arcs/internal/jsnum"
)

// Append appends the closed polygon pts as path data, "M x y L x y ... Z"
// with coordinates to 0.01 mm; nothing for no points.
func Append(buf []byte, pts []core.Point) []byte {
	for i, p := range pts {
		if i == 0 {
			buf = append(buf, 'M')
		} else {
			buf = append(buf, 'L')
		}
		buf = appendFixed2(buf, p.X)
		buf = append(buf, ' ')
		buf = appendFixed2(buf, p.Y)
	}
	if len(pts) > 0 {
		buf = append(buf, 'Z')
	}
	return buf
}

// Path returns Append's path data as a string.
func Path(pts []core.Point) string { return string(Append(make([]byte, 0, 16*len(pts)+4), pts)) }

// Shape returns the path data of a shape in its ship's frame (core.Shape):
// x to the ship's right and y toward its rear, SVG's orientation of that
// frame, so that Transform places it. The core keeps each shape's points
// for good, so the text is made once per shape and kept by the address of
// its points: the same string comes back every call, which the bindings
// pass to JavaScript by address.
func Shape(s core.Shape) string {
	if len(s.Points) == 0 {
		return ""
	}
	key := &s.Points[0]
	shapeMu.Lock()
	path, ok := shapes[key]
	shapeMu.Unlock()
	if ok {
		return path
	}
	flipped := make([]core.Point, len(s.Points))
	for i, p := range s.Points {
		flipped[i] = core.Point{X: p.X, Y: -p.Y}
	}
	path = Path(flipped)
	shapeMu.Lock()
	defer shapeMu.Unlock()
	if first, ok := shapes[key]; ok {
		return first // made meanwhile: the stored string is the lasting one
	}
	shapes[key] = path
	return path
}

var (
	shapeMu sync.Mutex
	// shapes holds the path data of every shape by its first point; there
	// are at most a few hundred (editions x sizes x regions x ranges).
	shapes = map[*core.Point]string{}
)

// Transform returns the SVG transform that puts a ship's shapes on the
// board: "translate(x y) rotate(h)", the heading taken modulo 360.
func Transform(s core.Ship) string { return Placement(s.X, s.Y, s.Heading, false) }

// TokenTransform returns the SVG transform that puts a token's shapes,
// drawn in its own frame (x right, y down as it lies at heading 0), on the
// board: Transform's, with "scale(-1 1)" after it for the back side (the
// front mirrored, x -> -x, before turning: GEOMETRY.md 10).
func TokenTransform(t core.Token) string { return Placement(t.X, t.Y, t.Heading, t.Flipped) }

// Placement returns "translate(x y) rotate(h)", the heading taken modulo
// 360, with " scale(-1 1)" when mirrored.
func Placement(x, y, heading float64, mirrored bool) string {
	h := math.Mod(heading, 360)
	if h < 0 {
		h += 360
	}
	t := "translate(" + jsnum.Format(x) + " " + jsnum.Format(y) + ") rotate(" + jsnum.Format(h) + ")"
	if mirrored {
		t += " scale(-1 1)"
	}
	return t
}

// appendFixed2 appends x with two decimals, as strconv.AppendFloat(buf, x,
// 'f', 2, 64) would for the board's magnitudes, several times faster: path
// data for a whole board is formatted on every frame.
func appendFixed2(buf []byte, x float64) []byte {
	if math.IsNaN(x) || math.Abs(x) >= 1e15 {
		return strconv.AppendFloat(buf, x, 'f', 2, 64)
	}
	c := int64(math.Round(x * 100))
	if c < 0 {
		buf = append(buf, '-')
		c = -c
	}
	var d [24]byte
	i := len(d)
	for k := 0; k < 2; k++ { // the two decimals
		i--
		d[i] = byte('0' + c%10)
		c /= 10
	}
	i--
	d[i] = '.'
	for {
		i--
		d[i] = byte('0' + c%10)
		c /= 10
		if c == 0 {
			break
		}
	}
	return append(buf, d[i:]...)
}
