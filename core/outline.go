package core

import (
	"math"
	"sync"
)

// Outline is a polygon the page draws: an arc area or a range ring out to
// range Range.
type Outline struct {
	// Arc is the standard arc drawn (empty for a range ring).
	Arc   Arc
	Range int
	// Points is the closed polygon on the board; the last point does not
	// repeat the first.
	Points []Point
}

// curveTolerance bounds, in mm, how far a drawn chord strays inside the
// true circular arc it stands for (the contract asks for 0.1 mm).
const curveTolerance = 0.05

// ArcOutline returns the arc area of ship's arc (GEOMETRY.md 3: the region
// minus the ship's own base) out to each range 1..N of its arc edge, N =
// o.MaxRange or 3: the same sets AttackRange decides with, drawn with
// curves within curveTolerance. A turret gives one outline per standard
// arc it points at; an unknown arc gives none.
func ArcOutline(ship Ship, arc Arc, o Options) []Outline {
	ed := o.edition()
	b := ship.Base()
	rs, n := ship.regions(arc)
	var out []Outline
	for i := 0; i < n; i++ {
		for r := 1; r <= maxOutlineRange(o); r++ {
			local := localArcArea(ed, ship.size(), rs[i], r)
			out = append(out, Outline{Arc: arcName(arc, rs[i]), Range: r, Points: toWorld(b, local)})
		}
	}
	return out
}

// An arc area's shape in its ship's frame depends only on the edition, the
// size, the region and the range, so each is computed once and then only
// placed.
var (
	areaCacheMu sync.Mutex
	areaCache   = map[areaKey][]Point{}
)

// areaKey names a shape. Edition and size are kept as indices, not as
// the strings a caller passed: a cache that lives for good must not hold
// on to the text those strings point into.
type areaKey struct {
	ed, size int
	r        region
	rng      int
}

func arcKey(ed Edition, size Size, r region, rng int) areaKey {
	return areaKey{editionIndex(ed), sizeIndex(size), r, rng}
}

func ringKey(size Size, rng int) areaKey { return areaKey{size: sizeIndex(size), r: -1, rng: rng} }

func localArcArea(ed Edition, size Size, r region, rng int) []Point {
	return cachedShape(arcKey(ed, size, r, rng), func() []Point {
		w, l, _ := size.Dimensions()
		b := Base{Forward: Point{0, 1}, Right: Point{1, 0}, HalfWidth: w / 2, HalfLength: l / 2}
		return arcArea(b, geomFor(ed, size, r), float64(rng)*BandLength)
	})
}

// cachedShape returns the shape stored under k, making it first if need be.
func cachedShape(k areaKey, build func() []Point) []Point {
	areaCacheMu.Lock()
	defer areaCacheMu.Unlock()
	pts, ok := areaCache[k]
	if !ok {
		pts = build()
		areaCache[k] = pts
	}
	return pts
}

// Shape is an outline in its ship's own frame: u (X) to the ship's right,
// v (Y) forward, origin at the base's centre, in mm. Placing it at its
// ship (Base) gives the Outline. A shape depends only on the edition, the
// size, the region and the range, so it is computed once: Points is shared
// and lives as long as the program; callers must not change it (the
// bindings key their path text by it, internal/svgpath).
type Shape struct {
	// Arc is the standard arc drawn (empty for a range ring).
	Arc    Arc
	Range  int
	Points []Point
}

// ArcShapes is ArcOutline in the ship's frame.
func ArcShapes(ship Ship, arc Arc, o Options) []Shape { return appendArcShapes(nil, ship, arc, o) }

func appendArcShapes(out []Shape, ship Ship, arc Arc, o Options) []Shape {
	ed, size := o.edition(), ship.size()
	rs, n := ship.regions(arc)
	for i := 0; i < n; i++ {
		for r := 1; r <= maxOutlineRange(o); r++ {
			out = append(out, Shape{Arc: arcName(arc, rs[i]), Range: r, Points: localArcArea(ed, size, rs[i], r)})
		}
	}
	return out
}

// RangeShapes is RangeOutline in the ship's frame.
func RangeShapes(ship Ship, o Options) []Shape {
	var out []Shape
	size := ship.size()
	for r := 1; r <= maxOutlineRange(o); r++ {
		out = append(out, Shape{Range: r, Points: localRing(size, r)})
	}
	return out
}

// RangeOutline returns the outer edge of ranges 1..N around the whole base
// (N = o.MaxRange or 3): every point within range n of the base lies
// inside outline n.
func RangeOutline(ship Ship, o Options) []Outline {
	b := ship.Base()
	var out []Outline
	for r := 1; r <= maxOutlineRange(o); r++ {
		out = append(out, Outline{Range: r, Points: toWorld(b, localRing(ship.size(), r))})
	}
	return out
}

// localRing returns the outer edge of range rng around a base of the given
// size, in the ship's frame, computed once per size and range.
func localRing(size Size, rng int) []Point {
	return cachedShape(ringKey(size, rng), func() []Point {
		w, l, _ := size.Dimensions()
		hw, hl := w/2, l/2
		return offsetConvex([]Point{{hw, hl}, {hw, -hl}, {-hw, -hl}, {-hw, hl}}, float64(rng)*BandLength)
	})
}

func maxOutlineRange(o Options) int {
	if o.MaxRange > 3 {
		return o.MaxRange
	}
	return 3
}

// toWorld returns local points placed on the board by b, as a new slice.
func toWorld(b Base, local []Point) []Point {
	out := make([]Point, len(local))
	for i, p := range local {
		out[i] = b.worldOf(p)
	}
	return out
}

// arcArea returns, in b's local frame, the polygon {p in region : dist(p,
// edge) <= reach} minus the base. Because the edge is a convex chain
// shorter than any reach, the points within reach of it are the points
// within reach of its convex hull, a convex set; clipped to the convex
// region it stays convex, and the base cuts out the fan between the arc
// lines, whose boundary inside the area is the arc edge itself.
func arcArea(b Base, g *arcGeom, reach float64) []Point {
	hull := g.edge.pts[:g.edge.n]
	c := offsetConvex(hull, reach)
	for i := 0; i < g.nplane; i++ {
		c = clipSlice(c, g.planes[i])
	}
	return cutBase(c, b.HalfWidth, b.HalfLength, hull)
}

// offsetConvex returns the polygon at distance r around convex polygon
// hull (vertices ordered by increasing phi; two vertices make a segment):
// each edge moved out by r, joined by circular arcs around the vertices.
func offsetConvex(hull []Point, r float64) []Point {
	n := len(hull)
	normal := func(i int) Point { // outward normal of edge i -> i+1
		d := hull[(i+1)%n].Sub(hull[i])
		l := d.Norm()
		return Point{-d.Y / l, d.X / l}
	}
	// A chord of a circle of radius r over an angle step strays
	// r(1-cos(step/2)) inside it.
	stepRad := 2 * math.Acos(1-curveTolerance/r)
	var out []Point
	for i := 0; i < n; i++ {
		nin, nout := normal((i+n-1)%n), normal(i)
		startRad := math.Atan2(nin.X, nin.Y)
		sweepRad := math.Mod(math.Atan2(nout.X, nout.Y)-startRad+4*math.Pi, 2*math.Pi)
		if sweepRad > 2*math.Pi-fullTurnEps {
			sweepRad = 0
		}
		k := int(math.Ceil(sweepRad / stepRad))
		if k < 1 {
			k = 1
		}
		for j := 0; j <= k; j++ {
			out = append(out, hull[i].Add(dirAt(startRad+sweepRad*float64(j)/float64(k)).Mul(r)))
		}
	}
	return out
}

// clipSlice is poly.clip for polygons of any size.
func clipSlice(pts []Point, h halfPlane) []Point {
	out := make([]Point, 0, len(pts)+2)
	for i := range pts {
		a, b := pts[i], pts[(i+1)%len(pts)]
		da, db := h.eval(a), h.eval(b)
		if da >= -clipEps {
			out = append(out, a)
		}
		if (da >= -clipEps) != (db >= -clipEps) {
			out = append(out, a.lerp(b, da/(da-db)))
		}
	}
	return out
}

// cutBase removes the base |u| <= hw, |v| <= hl from polygon c, where the
// part of c's boundary inside the base is one connected path from one end
// of edge to the other: that path is replaced by edge.
func cutBase(c []Point, hw, hl float64, edge []Point) []Point {
	out := make([]Point, 0, len(c)+len(edge))
	mark := -1
	var entry Point
	for i := range c {
		p, q := c[i], c[(i+1)%len(c)]
		t0, t1, hit := segmentInBox(p, q, hw, hl)
		if !hit || t0 > 0 {
			out = append(out, p)
		}
		if hit && t0 > 0 && t0 <= 1 {
			entry = p.lerp(q, t0)
			out = append(out, entry)
			mark = len(out)
		}
		if hit && t1 < 1 {
			out = append(out, p.lerp(q, t1))
		}
	}
	if mark < 0 {
		return out
	}
	inner := make([]Point, 0, len(edge))
	if entry.Dist(edge[0]) <= entry.Dist(edge[len(edge)-1]) {
		inner = append(inner, edge[1:len(edge)-1]...)
	} else {
		for i := len(edge) - 2; i >= 1; i-- {
			inner = append(inner, edge[i])
		}
	}
	return append(out[:mark], append(inner, out[mark:]...)...)
}

// segmentInBox returns the parameter interval [t0, t1] of segment p->q
// inside the box |u| <= hw, |v| <= hl (Liang-Barsky); hit is false when the
// segment misses it or only touches it at a point.
func segmentInBox(p, q Point, hw, hl float64) (t0, t1 float64, hit bool) {
	d := q.Sub(p)
	t0, t1 = 0, 1
	for _, c := range [4][2]float64{{-d.X, p.X + hw}, {d.X, hw - p.X}, {-d.Y, p.Y + hl}, {d.Y, hl - p.Y}} {
		den, num := c[0], c[1]
		if den == 0 {
			if num < 0 {
				return 0, 0, false
			}
			continue
		}
		t := num / den
		if den < 0 {
			t0 = fmax(t0, t)
		} else {
			t1 = fmin(t1, t)
		}
	}
	return t0, t1, t1-t0 > paramEps
}
