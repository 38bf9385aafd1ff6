package core

import (
	"math"
	"testing"
)

// FuzzMeasure throws arbitrary placements at every measuring function:
// validation never panics, and for valid input nothing panics and every
// distance and point is finite. Run it with
//
//	go test ./core -run '^$' -fuzz FuzzMeasure -fuzztime 60s
func FuzzMeasure(f *testing.F) {
	f.Add(400.0, 400.0, 0.0, 400.0, 250.0, 180.0, uint8(0), uint8(1), uint8(0), false, uint8(0))
	f.Add(100.0, 100.0, 45.0, 140.0, 100.0, 90.0, uint8(1), uint8(3), uint8(5), true, uint8(5))
	f.Add(0.0, 0.0, 1e9, 1e6, -1e6, -7.5, uint8(2), uint8(2), uint8(8), false, uint8(4))
	f.Add(math.NaN(), 0.0, 0.0, 0.0, 0.0, 0.0, uint8(0), uint8(0), uint8(0), false, uint8(0))
	f.Fuzz(func(t *testing.T, x1, y1, h1, x2, y2, h2 float64, s1, s2, arcIdx uint8, first bool, maxRange uint8) {
		ed := Second
		if first {
			ed = First
		}
		o := Options{Edition: ed, MaxRange: int(maxRange % 6)}
		a := Ship{X: x1, Y: y1, Heading: h1, Size: allSizes[s1%4], Turret: []string{"", "left", TurretFrontRear}[s1%3]}
		b := Ship{X: x2, Y: y2, Heading: h2, Size: allSizes[s2%4]}
		arcs := Arcs(ed)
		arc := arcs[int(arcIdx)%len(arcs)]
		ob := Obstacle{ID: "o", Points: []Point{{x1 + 50, y1}, {x2, y2 + 30}, {x2 - 40, y1 - 20}}}
		if a.Validate(ed) != nil || b.Validate(ed) != nil || o.Validate() != nil || ValidateArc(arc, ed) != nil {
			return
		}
		check := func(what string, m Measurement) {
			if math.IsNaN(m.Distance) || math.IsInf(m.Distance, 0) || m.Distance < 0 || !m.From.finite() || !m.To.finite() {
				t.Fatalf("%s: not finite: %+v", what, m)
			}
			if m.Band < Beyond || m.Band > MaxBand {
				t.Fatalf("%s: band %d", what, m.Band)
			}
		}
		check("range", Range(a, b, o))
		if m, _, ok := AttackRange(a, b, arc, o); ok {
			check("attack range", m)
		}
		Relate(a, b)
		obstacles := []Obstacle{}
		if ob.Validate() == nil {
			obstacles = append(obstacles, ob)
			check("obstacle", RangeToObstacle(a, ob))
		}
		for _, op := range AttackOptions(a, []Ship{a, b}, obstacles, o) {
			check("attack option", op.Measurement)
		}
		if math.Abs(x1) < 1e4 && math.Abs(y1) < 1e4 {
			for _, out := range ArcOutline(a, arc, o) {
				for _, p := range out.Points {
					if !p.finite() {
						t.Fatalf("outline point not finite")
					}
				}
			}
		}
	})
}

// FuzzMove throws arbitrary placements and moves at Move: a valid move of
// a valid ship never panics, ends at finite poses with a heading in
// [0, 360), and a bump never ends overlapping. Run it with
//
//	go test ./core -run '^$' -fuzz FuzzMove -fuzztime 60s
func FuzzMove(f *testing.F) {
	f.Add(400.0, 400.0, 0.0, 400.0, 300.0, 180.0, uint8(0), uint8(0), uint8(1), uint8(0), uint8(0))
	f.Add(100.0, 100.0, 45.0, 140.0, 100.0, 90.0, uint8(1), uint8(3), uint8(2), uint8(1), uint8(2))
	f.Add(0.0, 0.0, 1e9, 1e6, -1e6, -7.5, uint8(2), uint8(9), uint8(3), uint8(2), uint8(5))
	f.Fuzz(func(t *testing.T, x1, y1, h1, x2, y2, h2 float64, s1, b, speed, kind, pos uint8) {
		a := Ship{X: x1, Y: y1, Heading: h1, Size: allSizes[s1%4]}
		other := Ship{X: x2, Y: y2, Heading: h2, Size: allSizes[(s1/4)%4]}
		if a.Validate(Second) != nil || other.Validate(Second) != nil {
			return
		}
		var m Maneuver
		positions := []Position{"", AtFront, AtMiddle, AtRear}
		switch kind % 3 {
		case 0:
			m = Maneuver{Speed: int(speed % 6), Bearing: Bearings[int(b)%len(Bearings)], Position: positions[pos%4]}
		case 1:
			m = Maneuver{Action: []Action{BarrelRoll, Boost, Decloak}[b%3], Direction: []string{"left", "right", "straight"}[speed%3],
				Template: []string{"", "straight", "bankForward", "bankBackward"}[pos%4], Position: positions[(pos/4)%4]}
		default:
			m = Maneuver{Device: []string{"protonbombs", "proximitymines", "seismiccharges"}[b%3], Speed: 1 + int(speed%3),
				Bearing: []Bearing{Straight, BankLeft, TurnRight}[pos%3], From: []string{"", "rear", "front"}[kind%3]}
		}
		if m.Validate() != nil {
			return
		}
		r := Move(a, m, []Ship{other}, nil, nil, StandardArea, Options{})
		for _, p := range []Pose{r.Final, r.Planned} {
			if !(Point{p.X, p.Y}).finite() || !(p.Heading >= 0 && p.Heading < 360) {
				t.Fatalf("%+v: pose %+v", m, p)
			}
		}
		if r.Bumped {
			nb, ob := newBase(a.size(), Point{r.Final.X, r.Final.Y}, r.Final.Heading), other.Base()
			start := a.Base()
			if basesOverlap(&nb, &ob) && !basesOverlap(&start, &ob) {
				t.Fatalf("%+v: bumped into an overlap at %+v", m, r.Final)
			}
		}
	})
}
