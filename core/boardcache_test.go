package core

import (
	"math/rand/v2"
	"reflect"
	"strconv"
	"testing"

	"github.com/stretchr/testify/require"
)

// boardStep is one change a player (or a page) makes between two calls.
type boardStep func(r *rand.Rand, st *cacheState)

type cacheArea struct{ Width, Height float64 }

type cacheState struct {
	ships     []Ship
	obstacles []Obstacle
	selected  int
	drawn     []Arc
	o         Options
}

var cacheModels = []string{"t65xwing", "tielnfighter", "vt49decimator", "btla4ywing", "rz2awing", "hwk290lightfreighter", "tieadvancedx1", "modifiedyt1300lightfreighter", "ut60duwing"}
var cacheRocks = []string{"coreasteroid0", "core2asteroid3", "gascloud4", "yt2400debris1", "pomasteroid2", "loosecargo"}

func cacheShip(r *rand.Rand, n int, area cacheArea) Ship {
	s := Ship{X: 20 + r.Float64()*(area.Width-40), Y: 20 + r.Float64()*(area.Height-40), Heading: float64(r.IntN(360))}
	switch r.IntN(6) {
	case 0:
		s.Size = Size([]string{"small", "medium", "large"}[r.IntN(3)])
	case 1:
		s.Model = cacheModels[r.IntN(len(cacheModels))]
		s.Weapons = []Weapon{{Name: "Primary", Arc: Front, MinRange: 0, MaxRange: 3, Primary: true},
			{Name: "Torpedoes", Arc: Front, MinRange: 2, MaxRange: 3, Ordnance: true}}
	default:
		s.Model = cacheModels[r.IntN(len(cacheModels))]
	}
	if r.IntN(3) > 0 {
		s.ID = "s" + strconv.Itoa(n)
	}
	s.Team = []string{"", "rebels", "empire", "empire"}[r.IntN(4)]
	return s
}

func cacheObstacle(r *rand.Rand, area cacheArea) Obstacle {
	t := Token{Type: cacheRocks[r.IntN(len(cacheRocks))], X: r.Float64() * area.Width, Y: r.Float64() * area.Height,
		Heading: float64(r.IntN(360)), Flipped: r.IntN(2) == 0}
	return t.Obstacle()
}

// TestBoardCacheMatchesBoard: over random sequences of moves, adds,
// removes, obstacle moves, selection and option changes, every answer of
// one BoardCache is exactly a fresh Board's.
func TestBoardCacheMatchesBoard(t *testing.T) {
	area := cacheArea{Width: EpicWidth, Height: PlayAreaDepth}
	steps := []boardStep{
		func(r *rand.Rand, st *cacheState) { // move a ship a little (a drag)
			if len(st.ships) == 0 {
				return
			}
			i := r.IntN(len(st.ships))
			st.ships[i].X += r.Float64()*10 - 5
			st.ships[i].Y += r.Float64()*10 - 5
		},
		func(r *rand.Rand, st *cacheState) { // move one far, or turn it
			if len(st.ships) == 0 {
				return
			}
			i := r.IntN(len(st.ships))
			st.ships[i].X, st.ships[i].Heading = r.Float64()*area.Width, float64(r.IntN(360))
		},
		func(r *rand.Rand, st *cacheState) { // add a ship somewhere
			i := r.IntN(len(st.ships) + 1)
			st.ships = append(st.ships[:i], append([]Ship{cacheShip(r, 1000+r.IntN(1000), area)}, st.ships[i:]...)...)
		},
		func(r *rand.Rand, st *cacheState) { // remove one
			if len(st.ships) == 0 {
				return
			}
			i := r.IntN(len(st.ships))
			st.ships = append(st.ships[:i], st.ships[i+1:]...)
			if st.selected >= len(st.ships) {
				st.selected = -1
			}
		},
		func(r *rand.Rand, st *cacheState) { // swap two ships' places in the list
			if len(st.ships) < 2 {
				return
			}
			i, j := r.IntN(len(st.ships)), r.IntN(len(st.ships))
			st.ships[i], st.ships[j] = st.ships[j], st.ships[i]
		},
		func(r *rand.Rand, st *cacheState) { // change a ship's team
			if len(st.ships) == 0 {
				return
			}
			st.ships[r.IntN(len(st.ships))].Team = []string{"", "rebels", "empire"}[r.IntN(3)]
		},
		func(r *rand.Rand, st *cacheState) { // move or replace an obstacle
			if len(st.obstacles) == 0 {
				return
			}
			st.obstacles[r.IntN(len(st.obstacles))] = cacheObstacle(r, area)
		},
		func(r *rand.Rand, st *cacheState) { // add or remove an obstacle
			if len(st.obstacles) > 0 && r.IntN(2) == 0 {
				st.obstacles = st.obstacles[:len(st.obstacles)-1]
				return
			}
			st.obstacles = append(st.obstacles, cacheObstacle(r, area))
		},
		func(r *rand.Rand, st *cacheState) { // select another ship, or none
			st.selected = r.IntN(len(st.ships)+1) - 1
		},
		func(r *rand.Rand, st *cacheState) { // draw other arcs
			st.drawn = [][]Arc{nil, {Front}, {Front, Bullseye}}[r.IntN(3)]
		},
		func(r *rand.Rand, st *cacheState) { // another edition, ruleset or reach
			st.o = []Options{{}, {Ruleset: Legacy}, {Edition: First}, {MaxRange: 5}}[r.IntN(4)]
			if st.o.Edition == First {
				st.drawn = nil
			}
		},
		func(r *rand.Rand, st *cacheState) {}, // the same state again
	}
	for seed := uint64(1); seed <= 6; seed++ {
		r := rand.New(rand.NewPCG(seed, 25))
		st := &cacheState{selected: 0}
		for i := 0; i < 40; i++ {
			st.ships = append(st.ships, cacheShip(r, i, area))
		}
		for k := 0; k < 12; k++ {
			st.obstacles = append(st.obstacles, cacheObstacle(r, area))
		}
		var c BoardCache
		for step := 0; step < 120; step++ {
			steps[r.IntN(len(steps))](r, st)
			if st.selected >= len(st.ships) {
				st.selected = -1
			}
			// The cache may keep the state it was given: give it copies, as
			// the API's decoder does.
			ships := append([]Ship(nil), st.ships...)
			obstacles := append([]Obstacle(nil), st.obstacles...)
			got := c.Board(ships, obstacles, st.selected, st.drawn, st.o)
			want := Board(st.ships, st.obstacles, st.selected, st.drawn, st.o)
			require.True(t, reflect.DeepEqual(want, got), "seed %d step %d: the cache's answer differs from Board's", seed, step)
		}
	}
}
