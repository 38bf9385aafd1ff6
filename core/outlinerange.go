package core

import "math"

// Measuring to a token's outline: a non-convex polygon of up to ~190
// points (pieces.tsv), where a base is a rectangle. Remotes are attacked
// "exactly as for a base" (GEOMETRY.md 10): in an arc when part of the
// outline lies in the arc area, at the distance from the arc edge to that
// part.

// chunkEdges is how many consecutive edges of an outline share one
// bounding circle: a ship far from most of a token's edges skips them in
// runs (the tokens have 19-192 edges).
const chunkEdges = 16

// circle is a bounding circle.
type circle struct {
	c Point
	r float64
}

// outline is a polygon (a placed token's outline, closed, either
// orientation) with the bounding circle of its points and of each run of
// chunkEdges edges: edges first..first+chunkEdges-1 of run k, first =
// k*chunkEdges, and so points first..first+chunkEdges (wrapping).
//
// An outline made by inFrame is another's in a base's frame, made lazily:
// only the circles at once, a run's points when run (chunk) first asks
// for them.
type outline struct {
	pts    []Point
	all    circle
	chunks []circle
	// src and frame: the points of the outline this one is in frame's
	// coordinates; ready says which runs' points are made. src is nil for
	// an outline made by newOutline. (The points, not the outline: a
	// pointer stored here would move an attack scan to the heap.)
	src   []Point
	frame Base
	ready []bool
}

// newOutline prepares pts for measuring.
func newOutline(pts []Point) outline {
	n := len(pts)
	q := outline{pts: pts, all: circleOf(pts, 0, n-1)}
	for first := 0; first < n; first += chunkEdges {
		q.chunks = append(q.chunks, circleOf(pts, first, min(first+chunkEdges, n)))
	}
	return q
}

// circleOf returns a circle around points i0..i1 of pts (indices taken
// modulo len(pts)): the centre of their bounding box and the farthest
// point from it.
func circleOf(pts []Point, i0, i1 int) circle {
	n := len(pts)
	if n == 0 {
		return circle{}
	}
	b := bounds{math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)}
	for i := i0; i <= i1; i++ {
		p := pts[i%n]
		b.minX, b.maxX = fmin(b.minX, p.X), fmax(b.maxX, p.X)
		b.minY, b.maxY = fmin(b.minY, p.Y), fmax(b.maxY, p.Y)
	}
	c := Point{(b.minX + b.maxX) / 2, (b.minY + b.maxY) / 2}
	r := 0.0
	for i := i0; i <= i1; i++ {
		d := pts[i%n].Sub(c)
		r = fmax(r, d.Dot(d))
	}
	// A hair wider, so that rounding never puts a point outside.
	return circle{c, math.Sqrt(r) + insideEps}
}

// inFrame makes dst q in base a's local frame, reusing dst's memory: the
// circles now, the points of each run on first use (chunk).
func (q *outline) inFrame(a Base, dst *outline) {
	n := len(q.pts)
	if cap(dst.pts) < n {
		dst.pts = make([]Point, n)
	}
	dst.pts = dst.pts[:n]
	dst.chunks, dst.ready = dst.chunks[:0], dst.ready[:0]
	for _, ch := range q.chunks {
		dst.chunks = append(dst.chunks, circle{a.Local(ch.c), ch.r})
		dst.ready = append(dst.ready, false)
	}
	dst.all = circle{a.Local(q.all.c), q.all.r}
	dst.src, dst.frame = q.pts, a
}

// chunk returns run k's edges, first..last-1, their points made.
func (q *outline) chunk(k int) (first, last int) {
	n := len(q.pts)
	first, last = k*chunkEdges, min(k*chunkEdges+chunkEdges, n)
	if q.src != nil && !q.ready[k] {
		for i := first; i <= last; i++ {
			j := i
			if j == n {
				j = 0
			}
			q.pts[j] = q.frame.Local(q.src[j])
		}
		q.ready[k] = true
	}
	return first, last
}

// contains reports whether p lies inside the polygon (even-odd rule; a
// point on the outline may go either way).
func (q *outline) contains(p Point) bool {
	if q.all.c.Dist(p) > q.all.r {
		return false
	}
	if q.src != nil {
		ob := Obstacle{Points: q.src}
		return ob.contains(q.frame.worldOf(p))
	}
	ob := Obstacle{Points: q.pts}
	return ob.contains(p)
}

// edge returns edge i, from point i to the next.
func (q *outline) edge(i int) (Point, Point) {
	j := i + 1
	if j == len(q.pts) {
		j = 0
	}
	return q.pts[i], q.pts[j]
}

// boxGap returns the distance from local point c to the box |u| <= hw,
// |v| <= hl (0 inside).
func boxGap(c Point, hw, hl float64) float64 {
	du, dv := fmax(math.Abs(c.X)-hw, 0), fmax(math.Abs(c.Y)-hl, 0)
	return math.Sqrt(du*du + dv*dv)
}

// segmentBoxGap2 is a lower bound of the squared distance from segment
// [p,q] to the box: the gap between their bounding boxes.
func segmentBoxGap2(p, q Point, hw, hl float64) float64 {
	gu := fmax(fmax(fmin(p.X, q.X)-hw, -hw-fmax(p.X, q.X)), 0)
	gv := fmax(fmax(fmin(p.Y, q.Y)-hl, -hl-fmax(p.Y, q.Y)), 0)
	return gu*gu + gv*gv
}

// clipSegment returns the part of segment [p,q] in the closed region (its
// lines allow clipEps, as clipInto does), ok false when there is none.
func (g *arcGeom) clipSegment(p, q Point) (Point, Point, bool) {
	t0, t1 := 0.0, 1.0
	for i := 0; i < g.nplane; i++ {
		dp, dq := g.planes[i].eval(p)+clipEps, g.planes[i].eval(q)+clipEps
		switch {
		case dp < 0 && dq < 0:
			return p, q, false
		case dp < 0:
			t0 = fmax(t0, dp/(dp-dq))
		case dq < 0:
			t1 = fmin(t1, dp/(dp-dq))
		}
	}
	if t0 > t1 {
		return p, q, false
	}
	return p.lerp(q, t0), p.lerp(q, t1), true
}

// segmentMeetsBox reports whether segment [p,q] meets the closed box
// |u| <= hw, |v| <= hl, and if so the parameter of a point where it does:
// where it enters, or where it leaves when p is inside.
func segmentMeetsBox(p, q Point, hw, hl float64) (float64, bool) {
	d := q.Sub(p)
	t0, t1 := 0.0, 1.0
	for _, c := range [4][2]float64{{-d.X, p.X + hw}, {d.X, hw - p.X}, {-d.Y, p.Y + hl}, {d.Y, hl - p.Y}} {
		pk, qk := c[0], c[1]+insideEps
		switch {
		case pk == 0:
			if qk < 0 {
				return 0, false
			}
		case pk < 0:
			t0 = fmax(t0, qk/pk)
		default:
			t1 = fmin(t1, qk/pk)
		}
	}
	if t0 > t1 {
		return 0, false
	}
	if t0 == 0 {
		return t1, true // p is inside: where the segment leaves
	}
	return t0, true
}

// chainToSegment returns the distance from chain e to segment [p,q] and a
// closest pair (on e, on the segment).
func chainToSegment(e *chain, p, q Point) (float64, Point, Point) {
	best := math.Inf(1)
	var x, y Point
	for i := 0; i < e.segments(); i++ {
		a0, a1 := e.segment(i)
		if d, xi, yi := segmentsClosest(a0, a1, p, q); d < best {
			best, x, y = d, xi, yi
		}
	}
	return best, x, y
}

// maxChunks bounds the runs of an outline: the table's longest has 192
// points, 12 runs (a test checks every outline fits).
const maxChunks = 16

// runOrder is the runs of an outline worth measuring, nearest first: by
// a lower bound of their distance to the base, so that once the best
// distance found is below the next run's bound, no later run can beat it.
type runOrder struct {
	k  [maxChunks]int
	lb [maxChunks]float64
	n  int
}

// order lists the runs of q (in base a's frame, box hw x hl) that may
// hold part of region g's arc area outside the base: not wholly beyond a
// region line, not wholly inside the base.
func (o *runOrder) order(q *outline, g *arcGeom, hw, hl float64) {
	o.n = 0
	for k, ch := range q.chunks {
		if k == maxChunks {
			break // never: the table's outlines fit
		}
		out := false
		for i := 0; i < g.nplane; i++ {
			out = out || g.planes[i].eval(ch.c) < -ch.r-clipEps
		}
		if out || math.Abs(ch.c.X)+ch.r < hw && math.Abs(ch.c.Y)+ch.r < hl {
			continue
		}
		o.add(k, boxGap(ch.c, hw, hl)-ch.r)
	}
}

// add inserts run k with lower bound lb in order.
func (o *runOrder) add(k int, lb float64) {
	j := o.n
	for ; j > 0 && o.lb[j-1] > lb; j-- {
		o.k[j], o.lb[j] = o.k[j-1], o.lb[j-1]
	}
	o.k[j], o.lb[j] = k, lb
	o.n++
}

// measureOutlineInRegion measures from the arc edge of region g of base a
// to T = (Q ∩ region) \ a, Q the polygon q in a's local frame; ok is false
// when T is empty or farther than reach.
//
// T's closest point to the edge lies on T's boundary, which is made of
// Q's edges inside the region, the region's boundary lines inside Q, and
// the arc edge itself. A Q edge in the region that meets the base crosses
// the base's perimeter inside the region, which is the arc edge: distance
// 0. A region line leaves the base at an end of the arc edge, and the
// distance to the arc edge grows along it (the distance to a convex set,
// base ∩ region, from a point of it), so its part inside Q is nearest
// where it enters Q, on a Q edge, unless the end of the arc edge is
// itself inside Q: distance 0. What remains is the least distance from
// the arc edge to the Q edges in the region outside the base.
func measureOutlineInRegion(a Base, g *arcGeom, q *outline, reach float64, ed Edition) (Measurement, bool) {
	hw, hl := a.HalfWidth, a.HalfLength
	for i := 0; i < g.nplane; i++ {
		if g.planes[i].eval(q.all.c) < -q.all.r-clipEps {
			return Measurement{}, false
		}
	}
	touching := func(x Point) (Measurement, bool) {
		w := a.worldOf(x)
		return Measurement{Band: Band(0, ed), From: w, To: w}, true
	}
	if e0, ek := g.edge.pts[0], g.edge.pts[g.edge.n-1]; q.contains(e0) {
		return touching(e0)
	} else if q.contains(ek) {
		return touching(ek)
	}
	best := math.Inf(1)
	var from, to Point
	var runs runOrder
	runs.order(q, g, hw, hl)
	for r := 0; r < runs.n; r++ {
		if runs.lb[r] > fmin(best, reach)+bandEps {
			break // this run and every later one are farther
		}
		first, last := q.chunk(runs.k[r])
		for i := first; i < last; i++ {
			p0, p1 := q.edge(i)
			s0, s1, ok := g.clipSegment(p0, p1)
			if !ok || a.containsLocal(s0, insideEps) && a.containsLocal(s1, insideEps) {
				continue // outside the region, or inside the base: no part of T
			}
			if t, meets := segmentMeetsBox(s0, s1, hw, hl); meets {
				return touching(s0.lerp(s1, t))
			}
			if lim := fmin(best, reach) + bandEps; segmentBoxGap2(s0, s1, hw, hl) > lim*lim {
				continue
			}
			if d, x, y := chainToSegment(&g.edge, s0, s1); d < best {
				best, from, to = d, x, y
			}
		}
	}
	if best > reach+bandEps {
		return Measurement{}, false
	}
	return Measurement{Band: Band(best, ed), Distance: best, From: a.worldOf(from), To: a.worldOf(to)}, true
}

// outlineLines appends every shortest line, of length d, from the arc
// edge of g to T (measureOutlineInRegion), in the base's local frame.
func outlineLines(out []lineFamily, a Base, g *arcGeom, q *outline, d float64) []lineFamily {
	if d <= TouchDistance {
		return out // touching: the measured pair stands
	}
	hw, hl := a.HalfWidth, a.HalfLength
	lim := d + tieEps
	var runs runOrder
	runs.order(q, g, hw, hl)
	for r := 0; r < runs.n && runs.lb[r] <= lim; r++ {
		first, last := q.chunk(runs.k[r])
		for i := first; i < last; i++ {
			p0, p1 := q.edge(i)
			s0, s1, ok := g.clipSegment(p0, p1)
			if !ok || segmentBoxGap2(s0, s1, hw, hl) > lim*lim {
				continue
			}
			var sp poly
			sp.push(s0)
			sp.push(s1)
			out = shortestLines(out, &g.edge, &sp, d)
		}
	}
	return out
}

// outlineRange measures plain range from base b to polygon q on the board
// (closest point to closest point; 0 when they touch or overlap), banded
// for edition ed, and when withLines appends every shortest line to
// lines.
func outlineRange(b Base, q *outline, ed Edition, lines []lineFamily, withLines bool) (Measurement, []lineFamily) {
	m := rangeToOutline(b, q, math.Inf(1))
	m.Band = Band(m.Distance, ed)
	if withLines && m.Distance > TouchDistance {
		pb := b.polygon()
		loop := closedLoop(&pb)
		lim := m.Distance + tieEps
		for i := range q.pts {
			p0, p1 := q.edge(i)
			var sp poly
			sp.push(p0)
			sp.push(p1)
			if d, _, _ := chainToSegment(&loop, p0, p1); d <= lim {
				lines = shortestLines(lines, &loop, &sp, m.Distance)
			}
		}
	}
	return m, lines
}

// polygonRange measures from a base to a polygon's edges, in the base's
// frame. An edge that meets the base puts them at range 0 there; the
// others are apart from it, their closest pair joining an end of the
// edge to the base (a clamp) or a base corner to the edge, and an edge
// whose bounding box lies farther than the best so far is skipped.
type polygonRange struct {
	b        Base
	best     float64 // squared
	from, to Point   // the best pair, in the base's frame
	meets    bool    // an edge meets the base, at from
}

// scan measures edges first..last-1 of pts (point indices modulo
// len(pts)), which are in the base's frame when local, else on the board.
func (pr *polygonRange) scan(pts []Point, first, last int, local bool) {
	hw, hl := pr.b.HalfWidth, pr.b.HalfLength
	at := func(i int) Point {
		if i >= len(pts) {
			i -= len(pts)
		}
		if local {
			return pts[i]
		}
		return pr.b.Local(pts[i])
	}
	prev := at(first)
	for i := first + 1; i <= last; i++ {
		cur := at(i)
		if segmentBoxGap2(prev, cur, hw, hl) < pr.best {
			if t, meets := segmentMeetsBox(prev, cur, hw, hl); meets {
				pr.best, pr.meets = 0, true
				pr.from = prev.lerp(cur, t)
				pr.to = pr.from
				return
			}
			for _, e := range [2]Point{prev, cur} {
				c := Point{clamp(e.X, hw), clamp(e.Y, hl)}
				if d := e.Sub(c); d.Dot(d) < pr.best {
					pr.best, pr.from, pr.to = d.Dot(d), c, e
				}
			}
			for _, c := range [4]Point{{-hw, -hl}, {hw, -hl}, {hw, hl}, {-hw, hl}} {
				if y, d := pointSegment2(c, prev, cur); d < pr.best {
					pr.best, pr.from, pr.to = d, c, y
				}
			}
		}
		prev = cur
	}
}

// measurement returns the range found; inside reports whether the base
// lies inside the polygon, asked only when no edge met it.
func (pr *polygonRange) measurement(inside func(Point) bool) Measurement {
	if !pr.meets {
		if c := pr.b.World(-pr.b.HalfWidth, -pr.b.HalfLength); inside(c) {
			return Measurement{Band: 0, From: c, To: c} // the base lies inside the polygon
		}
	}
	d := math.Sqrt(pr.best)
	return Measurement{Band: Band(d, Second), Distance: d, From: pr.b.worldOf(pr.from), To: pr.b.worldOf(pr.to)}
}

// rangeToPolygon is RangeToObstacle from base b.
func rangeToPolygon(b Base, ob *Obstacle) Measurement {
	if len(ob.Points) == 0 {
		return Measurement{Band: Beyond, Distance: math.Inf(1)}
	}
	pr := polygonRange{b: b, best: math.Inf(1)}
	pr.scan(ob.Points, 0, len(ob.Points), false)
	return pr.measurement(ob.contains)
}

// rangeToOutline is rangeToPolygon for an outline, whose runs of edges
// farther than limit from the base (or than the best so far) are
// skipped: past limit, the distance is only known to be past it.
func rangeToOutline(b Base, q *outline, limit float64) Measurement {
	pr := polygonRange{b: b, best: math.Inf(1)}
	var runs runOrder
	for k, ch := range q.chunks[:min(len(q.chunks), maxChunks)] {
		runs.add(k, boxGap(b.Local(ch.c), b.HalfWidth, b.HalfLength)-ch.r)
	}
	for r := 0; r < runs.n && runs.lb[r] <= fmin(math.Sqrt(pr.best), limit); r++ {
		first := runs.k[r] * chunkEdges
		if pr.scan(q.pts, first, min(first+chunkEdges, len(q.pts)), false); pr.meets {
			break
		}
	}
	return pr.measurement(q.contains)
}
