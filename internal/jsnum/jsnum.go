// Package jsnum writes numbers as JavaScript prints them, for the messages
// and answers that reach JavaScript users: 2000000, 1e+21, NaN, Infinity.
package jsnum

import (
	"math"
	"strconv"
)

// Format returns v as JavaScript's String(v) prints it: the shortest text
// that reads back to the same float64, exponent form below 1e-6 and from
// 1e21 on.
func Format(v float64) string { return string(Append(nil, v)) }

// Append appends Format(v) to buf.
func Append(buf []byte, v float64) []byte {
	switch {
	case v == 0:
		return append(buf, '0') // -0 too, as String(-0) prints it
	case math.IsNaN(v):
		return append(buf, "NaN"...)
	case math.IsInf(v, 1):
		return append(buf, "Infinity"...)
	case math.IsInf(v, -1):
		return append(buf, "-Infinity"...)
	case v != 0 && (math.Abs(v) >= 1e21 || math.Abs(v) < 1e-6):
		// Go writes at least two exponent digits (1e-07), JavaScript as
		// many as needed (1e-7).
		start := len(buf)
		buf = strconv.AppendFloat(buf, v, 'e', -1, 64)
		for i := len(buf) - 3; i > start; i-- {
			if buf[i] == 'e' && buf[i+2] == '0' && len(buf)-(i+2) > 1 {
				return append(buf[:i+2], buf[i+3:]...)
			}
		}
		return buf
	}
	return strconv.AppendFloat(buf, v, 'f', -1, 64)
}
