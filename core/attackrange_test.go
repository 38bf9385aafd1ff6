package core

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestWithinAndBeyond(t *testing.T) {
	a := Ship{X: 100, Y: 100, Size: Small}
	b := Ship{X: 100, Y: 210, Size: Small} // 70 mm gap, far edge 110 mm
	assert.False(t, Within(a, b, 1))
	assert.True(t, Within(a, b, 2))
	assert.False(t, BeyondRange(a, b, 1))
	assert.True(t, BeyondRange(a, Ship{X: 100, Y: 300, Size: Small}, 1))
}
