package api

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	tp "github.com/xwing-arcs/arcs/internal/tapeproto"
)

// The loader calls functions by their index in tapeproto.Functions: each
// is answered by exactly one module, the diagram by the diagram's.
func TestEveryFunctionOfTheProtocolIsInOneModule(t *testing.T) {
	engine, diagram := Engine(), Diagram()
	for i, name := range tp.Functions {
		assert.True(t, engine.Has(i) != diagram.Has(i), "%s: in exactly one module", name)
		assert.Equal(t, name == "diagram", diagram.Has(i), name)
	}
	assert.False(t, engine.Has(-1))
	assert.False(t, engine.Has(len(tp.Functions)))
}

// A function another module answers is an error, not a crash.
func TestCallOutsideTheModule(t *testing.T) {
	_, err := Engine().Call(tp.Index("diagram"), tapeOf([][2]any{}))
	require.NotNil(t, err)
	assert.Equal(t, "RangeError", err.Name)
	assert.Contains(t, err.Message, "not in this module")
}

// Every answer type has a tape writer (answer_tape.go): one missing from
// the generated type switch would panic in the middle of a call.
func TestEveryAnswerTypeHasAWriter(t *testing.T) {
	for _, v := range []any{
		measurementAnswer{}, arcMeasurementAnswer{}, []attackOptionAnswer{}, []outlineAnswer{}, []ringAnswer{},
		[]catalogShipAnswer{}, boardAnswer{}, squadAnswer{}, xwsAnswer{}, []pilotAnswer{}, []upgradeAnswer{},
		[]weaponAnswer{}, &errorAnswer{}, cardsAnswer{}, []rulesetAnswer{},
		[]tokenTypeAnswer{}, []any{&obstaclePieceAnswer{}, &polygonPieceAnswer{}},
		[]*tokenAnswer{{Near: []obstacleRangeAnswer{{}}, Attacks: []remoteAttackAnswer{{ObstructedBy: []any{"a"}}}}},
	} {
		assert.NotPanics(t, func() { AnswerTape(v) }, "%T", v)
	}
}
