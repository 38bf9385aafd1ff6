package jsnum

import (
	"math"
	"testing"

	"github.com/stretchr/testify/assert"
)

// The cases are what node prints for String(v).
func TestFormat(t *testing.T) {
	for v, want := range map[float64]string{
		0: "0", 2e6: "2000000", 1e21: "1e+21", 1e-7: "1e-7", 0.000001: "0.000001",
		-1.5: "-1.5", 0.1: "0.1", 123456789: "123456789", 1.7976931348623157e308: "1.7976931348623157e+308",
	} {
		assert.Equal(t, want, Format(v), "%v", v)
	}
	inf := 1.0
	for range 1100 {
		inf *= 2
	}
	assert.Equal(t, "Infinity", Format(inf))
	assert.Equal(t, "-Infinity", Format(-inf))
	assert.Equal(t, "NaN", Format(inf-inf))
	assert.Equal(t, "0", Format(math.Copysign(0, -1)), "String(-0) is 0")
}
