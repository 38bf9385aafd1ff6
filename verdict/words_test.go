package verdict

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/xwing-arcs/arcs/core"
)

func TestRangeWords(t *testing.T) {
	m := func(band int, d float64) *core.Measurement { return &core.Measurement{Band: band, Distance: d} }
	assert.Equal(t, "range 2", RangeWords(m(2, 150), 3))
	assert.Equal(t, "range 0, touching", RangeWords(m(0, 0), 3))
	assert.Equal(t, "range 1, touching", RangeWords(m(1, 0), 3), "1e: touching is range 1")
	assert.Equal(t, "beyond range 3", RangeWords(m(4, 350), 3))
	assert.Equal(t, "beyond range 5", RangeWords(m(core.Beyond, 600), 5))
	assert.Equal(t, "range 1 (touching)", RulerWords(*m(1, 0)))
	assert.Equal(t, "beyond range 5", RulerWords(*m(core.Beyond, 512)))
	assert.Equal(t, "512.0 mm, beyond range 5", RulerText(*m(core.Beyond, 512)))
	assert.Equal(t, "99.9 mm, range 1", RulerText(*m(1, 99.94)))
}

func TestWordsPlayersUse(t *testing.T) {
	assert.Equal(t, "+1 attack die", BonusWords(core.Bonus{Attack: 1}))
	assert.Equal(t, "+2 defense dice", BonusWords(core.Bonus{Defense: 2}))
	assert.Equal(t, "", BonusWords(core.Bonus{}))
	assert.Equal(t, "core asteroid 5", TokenName("Core set asteroid 5"))
	assert.Equal(t, "gas cloud 2", TokenName("Gas cloud 2"))
	assert.Equal(t, "Force Awakens asteroid 1", TokenName("Force Awakens asteroid 1"))
	assert.Equal(t, "auxiliary 180° arc", ArcWords(core.Aux180))
	assert.Equal(t, "double turret arc", ArcWords(core.DoubleTurret))
	assert.Equal(t, "front arc", ArcWords(core.Front))
	assert.Equal(t, "Proton Torpedoes (front, range 2–3)", weaponTitle(core.Weapon{Name: "Proton Torpedoes", Arc: core.Front, MinRange: 2, MaxRange: 3}))
	assert.Equal(t, "Primary (rear, range 0–3)", weaponTitle(core.Weapon{Name: "Primary (rear)", Arc: core.Rear, MinRange: 0, MaxRange: 3}))
	assert.Equal(t, "a, b and c", listWords([]string{"a", "b", "c"}))
}

func TestNames(t *testing.T) {
	ships := []core.Ship{{ID: "Luke"}, {Model: "t65xwing"}, {Size: core.Small}}
	assert.Equal(t, "Red Five", ShipName(ships, []string{"Red Five"}, 0))
	assert.Equal(t, "Luke", ShipName(ships, nil, 0))
	assert.Equal(t, "Ship 3", ShipName(ships, []string{"", ""}, 2))
	obs := []core.Obstacle{{ID: "rock"}, {Type: "coreasteroid4"}, {}}
	assert.Equal(t, "rock", ObstacleName(obs, nil, 0))
	assert.Equal(t, "core asteroid 5", ObstacleName(obs, nil, 1))
	assert.Equal(t, "obstacle 3", ObstacleName(obs, nil, 2))
	assert.Equal(t, "asteroid 2", ObstacleName(obs, []string{"", "asteroid 2"}, 1))
}

// A second official token of one type is numbered, as the page lists it.
func TestObstacleNameNumbersRepeatedTokens(t *testing.T) {
	obs := []core.Obstacle{{Type: "coreasteroid4"}, {Type: "gascloud3"}, {Type: "coreasteroid4"}, {Type: "coreasteroid4", ID: "rock"}}
	assert.Equal(t, "core asteroid 5", ObstacleName(obs, nil, 0))
	assert.Equal(t, "gas cloud 3", ObstacleName(obs, nil, 1))
	assert.Equal(t, "core asteroid 5 #2", ObstacleName(obs, nil, 2))
	assert.Equal(t, "rock", ObstacleName(obs, nil, 3))
	assert.Equal(t, "asteroid 1", ObstacleName(obs, []string{"asteroid 1", "", ""}, 0))
	assert.Equal(t, "core asteroid 5", ObstacleName(obs, []string{"asteroid 1", "", ""}, 2), "a labelled one is not counted")
}
