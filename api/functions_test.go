package api

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	tp "github.com/xwing-arcs/arcs/internal/tapeproto"
)

// The loader calls functions by their index in tapeproto.Functions: the
// engine answers every one, the diagram's included (one Go runtime per
// page).
func TestTheEngineAnswersEveryFunctionOfTheProtocol(t *testing.T) {
	engine := Engine()
	for i, name := range tp.Functions {
		assert.True(t, engine.Has(i), name)
	}
	assert.False(t, engine.Has(-1))
	assert.False(t, engine.Has(len(tp.Functions)))
}

// A function index outside the protocol is an error, not a crash.
func TestCallOutsideTheProtocol(t *testing.T) {
	_, err := Engine().Call(len(tp.Functions), tapeOf([][2]any{}))
	require.NotNil(t, err)
	assert.Equal(t, "RangeError", err.Name)
	assert.Contains(t, err.Message, "no such function")
}

// Every answer the API functions give has a tape writer (answer_tape.go):
// one missing from the generated type switch, which holds the types the
// package puts in an interface (cmd/genanswers), would panic in the
// middle of a call. The answers as the functions make them (pointers where
// they return one).
func TestEveryAnswerTypeHasAWriter(t *testing.T) {
	for _, v := range []any{
		&measurementAnswer{}, &arcMeasurementAnswer{}, []attackOptionAnswer{}, []outlineAnswer{}, []ringAnswer{},
		[]catalogShipAnswer{}, &boardAnswer{}, squadAnswer{}, xwsAnswer{}, []pilotAnswer{}, []upgradeAnswer{},
		[]weaponAnswer{}, &errorAnswer{}, cardsAnswer{}, []rulesetAnswer{}, &moveAnswer{Token: &placedTokenAnswer{Side: []sideTokenAnswer{{}}}},
		[]tokenTypeAnswer{}, &boardAnswer{Obstacles: []any{&obstaclePieceAnswer{}, &polygonPieceAnswer{}}},
		rulerAnswer{Range: 1}, &boardAnswer{Verdicts: []verdictAnswer{{Details: []string{"a"}}}},
		&boardAnswer{Tokens: []*tokenAnswer{{Near: []obstacleRangeAnswer{{}}, Attacks: []remoteAttackAnswer{{ObstructedBy: []any{"a"}}}}}},
	} {
		assert.NotPanics(t, func() { AnswerHead(v) }, "%T", v)
	}
}
