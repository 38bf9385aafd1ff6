package core

import (
	"math/rand"
	"testing"

	"github.com/stretchr/testify/assert"
)

// A bump lands where walking back along the template in 0.02 mm steps
// first finds the ship clear: the long steps taken while it overlaps
// deeply skip no clear pose.
func TestBumpSkipsNoClearPose(t *testing.T) {
	rng := rand.New(rand.NewSource(25))
	bearings := []Bearing{Straight, BankLeft, BankRight, TurnLeft, TurnRight, Reverse, ReverseBankLeft}
	checked := 0
	for i := 0; i < 300; i++ {
		size := []Size{Small, Medium, Large}[rng.Intn(3)]
		s := Ship{X: 450, Y: 450, Heading: rng.Float64() * 360, Size: size}
		m := Maneuver{Speed: 1 + rng.Intn(3), Bearing: bearings[rng.Intn(len(bearings))]}
		var others []Ship
		for k := 0; k < 1+rng.Intn(4); k++ {
			others = append(others, Ship{X: 300 + rng.Float64()*300, Y: 300 + rng.Float64()*300, Heading: rng.Float64() * 360, Size: []Size{Small, Medium, Large}[rng.Intn(3)]})
		}
		start := s.Base()
		clear0 := true
		for k := range others {
			ob := others[k].Base()
			if basesOverlap(&start, &ob) {
				clear0 = false
			}
		}
		if !clear0 {
			continue
		}
		r := Move(s, m, others, nil, nil, PlayArea{}, Options{})
		if !r.Bumped {
			continue
		}
		checked++
		mp := planManeuver(start, Pose{s.X, s.Y, normDeg(s.Heading)}, m)
		overlaps := func(p Pose) bool {
			nb := newBase(size, Point{p.X, p.Y}, p.Heading)
			for k := range others {
				ob := others[k].Base()
				if basesOverlap(&nb, &ob) {
					return true
				}
			}
			return false
		}
		want := mp.poseAt(mp.minS(start.HalfLength))
		for x := mp.path.length; x > mp.minS(start.HalfLength); x -= 0.02 {
			if !overlaps(mp.poseAt(x)) {
				want = mp.poseAt(x)
				break
			}
		}
		assert.InDelta(t, want.X, r.Final.X, 0.05, "case %d", i)
		assert.InDelta(t, want.Y, r.Final.Y, 0.05, "case %d", i)
	}
	assert.Greater(t, checked, 30)
}
