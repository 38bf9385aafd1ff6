package core

import "math"

// BandLength is the length of one range band: the range ruler's bands are
// 100 mm each (GEOMETRY.md 4).
const BandLength = 100.0

// MaxBand is the last band: ranges 4 and 5 exist for Epic play.
const MaxBand = 5

// Beyond is the band of a distance past range 5.
const Beyond = -1

// Band returns the range band of a distance d in mm for edition ed: band n
// holds distances in (100(n-1), 100n], so exactly 100.0 mm is range 1
// (VASSAL's choice; the rules are silent). Touching or overlapping
// (d <= TouchDistance) is range 0 in 2e and range 1 in 1e ("a ship is at
// Range 1 of itself and any ships that it is touching"). Past 500 mm the
// band is Beyond.
func Band(d float64, ed Edition) int {
	if d <= TouchDistance {
		if ed == First {
			return 1
		}
		return 0
	}
	if !(d <= MaxBand*BandLength+bandEps) { // also catches NaN
		return Beyond
	}
	n := int(math.Ceil((d - bandEps) / BandLength))
	if n < 1 {
		n = 1
	}
	return n
}

// Measurement is a measured distance between two things on the board.
type Measurement struct {
	// Band is 0..5, or Beyond.
	Band int
	// Distance is in mm.
	Distance float64
	// From and To are the two closest points: From on the measuring ship
	// (its arc edge for an attack range), To on the other thing.
	From, To Point
}
