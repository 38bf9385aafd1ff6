package core

import (
	"math"
)

// Obstruction says whether an attack's line crosses an obstacle.
type Obstruction string

const (
	Clear      Obstruction = "clear"
	Obstructed Obstruction = "obstructed"
	// Choice: several shortest lines tie, some clear and some obstructed;
	// the attacker chooses (GEOMETRY.md 7).
	Choice Obstruction = "choice"
)

// lineFamily is a set of tied shortest lines: the line from a0+s(a1-a0)
// to b0+s(b1-b0) for s in [0,1]. Parallel closest edges give a family of
// parallel lines; elsewhere a0 == a1 and b0 == b1.
type lineFamily struct {
	a0, a1, b0, b1 Point
}

func (f lineFamily) at(s float64) (Point, Point) {
	return f.a0.lerp(f.a1, s), f.b0.lerp(f.b1, s)
}

// shortestLines appends to out every shortest line between chain e and
// convex polygon p, both in the same frame, given their distance d.
func shortestLines(out []lineFamily, e *chain, p *poly, d float64) []lineFamily {
	if d <= TouchDistance {
		// Touching: the "line" is a point; the measured pair stands.
		return out
	}
	for i := 0; i < e.segments(); i++ {
		a0, a1 := e.segment(i)
		for j := 0; j < p.edges(); j++ {
			b0, b1 := p.edge(j)
			dij, x, y := segmentsClosest(a0, a1, b0, b1)
			if dij > d+tieEps {
				continue
			}
			da, db := a1.Sub(a0), b1.Sub(b0)
			la, lb := da.Norm(), db.Norm()
			if la > 0 && lb > 0 && math.Abs(da.Cross(db)) <= parallelSin*la*lb {
				// Parallel edges: every point of a0a1 whose foot falls on
				// b0b1 starts a shortest line.
				t0 := b0.Sub(a0).Dot(da) / (la * la)
				t1 := b1.Sub(a0).Dot(da) / (la * la)
				if t0 > t1 {
					t0, t1 = t1, t0
				}
				t0, t1 = fmax(t0, 0), fmin(t1, 1)
				if t1-t0 > paramEps {
					off := y.Sub(x)
					s0, s1 := a0.lerp(a1, t0), a0.lerp(a1, t1)
					out = append(out, lineFamily{s0, s1, s0.Add(off), s1.Add(off)})
					continue
				}
			}
			out = append(out, lineFamily{x, x, y, y})
		}
	}
	return out
}

// obstruction classifies the tied shortest lines against the obstacles.
// It returns the verdict, a line to report (a clear one when the attacker
// has the choice) and the indices of the obstacles some tied line crosses.
func obstruction(lines []lineFamily, from, to Point, obstacles []Obstacle, boxes []bounds) (Obstruction, Point, Point, []int) {
	if len(obstacles) == 0 {
		return Clear, from, to, nil
	}
	if len(lines) == 0 {
		lines = []lineFamily{{from, from, to, to}}
	}
	var hitBy []bool
	anyClear, anyHit := false, false
	clearFrom, clearTo := from, to
	for _, f := range lines {
		for _, s := range samples(f, obstacles, boxes) {
			p, q := f.at(s)
			hit := false
			for k := range obstacles {
				if obstacles[k].crossedBy(p, q, boxes[k]) {
					if hitBy == nil {
						hitBy = make([]bool, len(obstacles))
					}
					hit = true
					hitBy[k] = true
				}
			}
			if hit {
				anyHit = true
			} else if !anyClear {
				anyClear, clearFrom, clearTo = true, p, q
			}
		}
	}
	var ids []int
	for k, hit := range hitBy {
		if hit {
			ids = append(ids, k)
		}
	}
	switch {
	case anyHit && anyClear:
		return Choice, clearFrom, clearTo, ids
	case anyHit:
		return Obstructed, from, to, ids
	}
	return Clear, from, to, nil
}

var singleSample = []float64{0}

// samples returns the parameters s at which the family's lines must be
// tested: whether line s meets an obstacle can change only where the
// swept lines pass an obstacle vertex or where an obstacle edge crosses
// the first or last points' tracks, so testing those values and the
// midpoints between them decides every line exactly. Only vertices inside
// the parallelogram the lines sweep and edges crossing its two tracks give
// values in [0, 1]: an obstacle whose box (boxes[k]) misses the
// parallelogram's box by more than sweepPad gives none, and is skipped
// without changing the answer.
func samples(f lineFamily, obstacles []Obstacle, boxes []bounds) []float64 {
	e := f.a1.Sub(f.a0)
	if e.Norm() == 0 {
		return singleSample
	}
	w := f.b0.Sub(f.a0)
	det := e.Cross(w)
	if det == 0 {
		return []float64{0, 0.5, 1}
	}
	// coords returns (s, h) with x = a0 + s*e + h*w.
	coords := func(x Point) (float64, float64) {
		r := x.Sub(f.a0)
		return r.Cross(w) / det, e.Cross(r) / det
	}
	sweep := boundsOf([]Point{f.a0, f.a1, f.b0, f.b1})
	ss := []float64{0, 1}
	for k := range obstacles {
		if !sweep.meets(boxes[k], sweepPad) {
			continue
		}
		ob := &obstacles[k]
		n := len(ob.Points)
		for i := 0; i < n; i++ {
			s0, h0 := coords(ob.Points[i])
			s1, h1 := coords(ob.Points[(i+1)%n])
			if h0 >= 0 && h0 <= 1 {
				ss = append(ss, s0)
			}
			for _, h := range []float64{0, 1} {
				if (h0-h)*(h1-h) < 0 {
					ss = append(ss, s0+(s1-s0)*(h-h0)/(h1-h0))
				}
			}
		}
	}
	insertionSort(ss, func(a, b float64) bool { return a < b })
	out := make([]float64, 0, 2*len(ss))
	prev := math.Inf(-1)
	for _, s := range ss {
		if s < 0 || s > 1 || s-prev < paramEps {
			continue
		}
		if !math.IsInf(prev, -1) {
			out = append(out, (prev+s)/2)
		}
		out = append(out, s)
		prev = s
	}
	return out
}
