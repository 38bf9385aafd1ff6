package api

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	tp "github.com/xwing-arcs/arcs/internal/tapeproto"
)

// The loader calls functions by their index in tapeproto.Functions: the
// table here names the same functions.
func TestEveryFunctionOfTheProtocolExists(t *testing.T) {
	require.Len(t, functions, len(tp.Functions))
	for i, name := range tp.Functions {
		assert.NotNil(t, byIndex[i], name)
	}
}

// Every answer type has a tape plan: a field of a kind the writer doesn't
// know would panic in the middle of a call.
func TestEveryAnswerTypeHasAPlan(t *testing.T) {
	for _, v := range []any{
		measurementAnswer{}, arcMeasurementAnswer{}, []attackOptionAnswer{}, []outlineAnswer{}, []ringAnswer{},
		[]catalogShipAnswer{}, boardAnswer{}, squadAnswer{}, xwsAnswer{}, []pilotAnswer{}, []upgradeAnswer{},
		[]weaponAnswer{}, &errorAnswer{},
	} {
		assert.NotPanics(t, func() { AnswerTape(v) }, "%T", v)
	}
}
