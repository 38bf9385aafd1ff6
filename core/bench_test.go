package core

import (
	"fmt"
	"math/rand"
	"testing"
)

// benchPairs are fixed pseudo-random placements, most of them within
// range 3 of each other, as on a real board.
func benchPairs(n int) [][2]Ship {
	rng := rand.New(rand.NewSource(7))
	sizes := []Size{Small, Medium, Large}
	out := make([][2]Ship, n)
	for i := range out {
		a := Ship{X: 300 + rng.Float64()*300, Y: 300 + rng.Float64()*300, Heading: rng.Float64() * 360, Size: sizes[rng.Intn(3)]}
		b := Ship{X: a.X + rng.Float64()*400 - 200, Y: a.Y + rng.Float64()*400 - 200, Heading: rng.Float64() * 360, Size: sizes[rng.Intn(3)]}
		out[i] = [2]Ship{a, b}
	}
	return out
}

func BenchmarkRange(b *testing.B) {
	pairs := benchPairs(1024)
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		p := &pairs[i&1023]
		Range(p[0], p[1], Options{})
	}
}

func BenchmarkAttackRange(b *testing.B) {
	pairs := benchPairs(1024)
	for _, arc := range []Arc{Front, Rear, Left, Right, FullFront, FullRear, Bullseye, SingleTurret, DoubleTurret} {
		b.Run(string(arc), func(b *testing.B) {
			b.ReportAllocs()
			for i := 0; b.Loop(); i++ {
				p := &pairs[i&1023]
				AttackRange(p[0], p[1], arc, Options{})
			}
		})
	}
}

// BenchmarkAttackRangeInArc measures only targets that are in the arc,
// where the whole measurement runs (no early exit).
func BenchmarkAttackRangeInArc(b *testing.B) {
	var pairs [][2]Ship
	for _, p := range benchPairs(8192) {
		if InArc(p[0], p[1], Front, Options{}) {
			pairs = append(pairs, p)
		}
	}
	n := 1
	for n*2 <= len(pairs) {
		n *= 2 // a power of two, so that picking a pair is a mask
	}
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		p := &pairs[i&(n-1)]
		AttackRange(p[0], p[1], Front, Options{})
	}
}

// benchBoard is a 16-ship board, two teams of 8 facing each other, with 6
// obstacles in the middle.
func benchBoard() ([]Ship, []Obstacle) {
	rng := rand.New(rand.NewSource(11))
	models := []string{"t65xwing", "tielnfighter", "btls8kwing", "firesprayclasspatrolcraft", "modifiedyt1300lightfreighter", "tieadvancedx1", "arc170starfighter", "rz2awing"}
	var ships []Ship
	for i := 0; i < 16; i++ {
		team, y, h := "rebels", 250.0, 180.0
		if i%2 == 1 {
			team, y, h = "empire", 650, 0
		}
		ships = append(ships, Ship{
			ID: fmt.Sprintf("s%d", i), Team: team, Model: models[i%len(models)],
			X: 80 + float64(i/2)*100 + rng.Float64()*20, Y: y + rng.Float64()*100 - 50, Heading: h + rng.Float64()*60 - 30,
		})
	}
	var obs []Obstacle
	for k := 0; k < 6; k++ {
		cx, cy := 120+float64(k)*140, 450+rng.Float64()*60-30
		obs = append(obs, Obstacle{ID: fmt.Sprintf("o%d", k), Points: []Point{
			{cx - 40, cy - 10}, {cx - 10, cy - 38}, {cx + 35, cy - 25}, {cx + 42, cy + 15}, {cx + 5, cy + 40}, {cx - 35, cy + 28},
		}})
	}
	return ships, obs
}

func BenchmarkAttackOptions16(b *testing.B) {
	ships, obs := benchBoard()
	b.ReportAllocs()
	for b.Loop() {
		for i := range ships {
			AttackOptions(ships[i], ships, obs, Options{})
		}
	}
}

func BenchmarkBoard16(b *testing.B) {
	ships, obs := benchBoard()
	b.ReportAllocs()
	for b.Loop() {
		Board(ships, obs, 3, nil, Options{})
	}
}

// benchTokenObstacles places six official obstacle tokens where
// benchBoard puts its six polygons.
func benchTokenObstacles() []Obstacle {
	rng := rand.New(rand.NewSource(11))
	types := []string{"coreasteroid5", "core2asteroid3", "gascloud4", "yt2400debris0", "pomasteroid2", "vt49decimatordebris1"}
	var obs []Obstacle
	for k := 0; k < 6; k++ {
		t := Token{ID: fmt.Sprintf("o%d", k), Type: types[k], X: 120 + float64(k)*140, Y: 450 + rng.Float64()*60 - 30,
			Heading: rng.Float64() * 360, Flipped: k%2 == 1}
		obs = append(obs, t.Obstacle())
	}
	return obs
}

// BenchmarkBoard16TokenObstacles is BenchmarkBoard16 with the six
// obstacles given as official tokens (53-101 points each, where the
// polygons have 6).
func BenchmarkBoard16TokenObstacles(b *testing.B) {
	ships, _ := benchBoard()
	obs := benchTokenObstacles()
	b.ReportAllocs()
	for b.Loop() {
		Board(ships, obs, 3, nil, Options{})
	}
}

// BenchmarkBoardTokens16 is what board adds for two bombs and two
// remotes on the 16-ship board with six obstacle tokens: the ships at
// range 0-1 of each, every ship's attacks on the remotes.
func BenchmarkBoardTokens16(b *testing.B) {
	ships, _ := benchBoard()
	obs := benchTokenObstacles()
	tokens := []Token{
		{Type: "protonbombs", X: 300, Y: 330}, {Type: "proximitymines", X: 600, Y: 560, Heading: 40},
		{Type: "drk1probedroid", X: 450, Y: 380, Team: "empire"}, {Type: "buzzdroidswarm", X: 520, Y: 520, Heading: 200},
	}
	b.ReportAllocs()
	for b.Loop() {
		BoardTokens(ships, tokens, obs, 3, Options{})
	}
}

// BenchmarkBoardCache16AllMoved is BenchmarkBoard16 through a BoardCache
// whose every call sees every ship moved: what keeping costs when
// nothing can be kept.
func BenchmarkBoardCache16AllMoved(b *testing.B) {
	ships, obs := benchBoard()
	moved := append([]Ship(nil), ships...)
	for i := range moved {
		moved[i].X += 0.5
	}
	var c BoardCache
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		if i++; i&1 == 0 {
			c.Board(ships, obs, 3, nil, Options{})
		} else {
			c.Board(moved, obs, 3, nil, Options{})
		}
	}
}

// BenchmarkBoardCache16OneMoved: one ship moves 1 mm back and forth.
func BenchmarkBoardCache16OneMoved(b *testing.B) {
	ships, obs := benchBoard()
	moved := append([]Ship(nil), ships...)
	moved[5].X++
	var c BoardCache
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		if i++; i&1 == 0 {
			c.Board(ships, obs, 3, nil, Options{})
		} else {
			c.Board(moved, obs, 3, nil, Options{})
		}
	}
}
