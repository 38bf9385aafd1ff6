package core

import "math"

// radians converts an angle in degrees to radians.
func radians(deg float64) float64 { return deg * (math.Pi / 180) }

// sincosDeg returns the sine and cosine of an angle in degrees. Reducing
// by quarter turns in degrees first is exact, so the quarter turns (0, 90,
// 180, 270) give exact 0 and ±1, and axis-aligned bases have exact
// corners; what remains, within ±45°, goes through the same polynomials
// as package math (Cephes sin.c), without its general argument reduction.
func sincosDeg(deg float64) (sin, cos float64) {
	if math.Abs(deg) > maxExactDeg || math.IsNaN(deg) {
		return math.Sincos(radians(deg)) // out of the validated domain
	}
	k := math.Floor(deg/90 + 0.5) // nearest quarter turn (Floor is an intrinsic)
	r := deg - 90*k               // exact: 90*k is exact and r is small
	x := radians(r)
	z := x * x
	s := x + x*z*((((((sinC[0]*z)+sinC[1])*z+sinC[2])*z+sinC[3])*z+sinC[4])*z+sinC[5])
	// Within ±45° the cosine is at least 0.707, so the square root has
	// no cancellation to fear: as accurate as the polynomial, and cheaper.
	c := math.Sqrt(1 - s*s)
	switch int64(k) & 3 {
	case 0:
		return s, c
	case 1:
		return c, -s
	case 2:
		return -s, -c
	}
	return -c, s
}

// maxExactDeg bounds the angles, in degrees, whose reduction by quarter
// turns is exact: the quarter-turn count k stays below 2^53/90, so 90*k
// and deg-90*k are exact float64 values.
const maxExactDeg = 1e15

// Coefficients of the Cephes sine polynomial on [-π/4, π/4], as in
// package math.
var sinC = [...]float64{
	1.58962301576546568060e-10,
	-2.50507477628578072866e-8,
	2.75573136213857245213e-6,
	-1.98412698295895385996e-4,
	8.33333333332211858878e-3,
	-1.66666666666666307295e-1,
}
