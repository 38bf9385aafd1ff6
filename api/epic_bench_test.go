package api

import (
	"math/rand"
	"strconv"
	"testing"

	tp "github.com/xwing-arcs/arcs/internal/tapeproto"
)

// epicBoard is a board like bench/epic.mjs's (200 ships facing each other
// across an Epic play area, 60 official obstacles, one selected), with
// ship 110 moved dx mm and every ship all mm: the native side of the
// Epic rows.
func epicBoard(dx, all float64) [][2]any {
	rnd := rand.New(rand.NewSource(25))
	kinds := [2][]string{{"t65xwing", "btla4ywing", "rz2awing", "asf01bwing"}, {"tielnfighter", "tieininterceptor", "tieadvancedx1", "vt49decimator"}}
	rocks := []string{"coreasteroid0", "coreasteroid5", "core2asteroid3", "yt2400debris1", "gascloud4", "pomasteroid2"}
	cell := 1828.8 / 20
	var ships []any
	for row := 0; row < 10; row++ {
		for col := 0; col < 20; col++ {
			side, team, heading := 0, "rebels", 90.0
			if col >= 10 {
				side, team, heading = 1, "empire", 270
			}
			n := len(ships)
			x := cell*(float64(col)+0.5) + (rnd.Float64()-0.5)*24
			if n == 110 {
				x += dx
			}
			x += all
			ships = append(ships, obj("id", "s"+strconv.Itoa(n), "team", team, "ship", kinds[side][(row*3+col)%4],
				"x", x, "y", cell*(float64(row)+0.5)+(rnd.Float64()-0.5)*24, "heading", heading+(rnd.Float64()-0.5)*80))
		}
	}
	var obstacles []any
	for k := 0; k < 60; k++ {
		obstacles = append(obstacles, obj("type", rocks[k%len(rocks)], "x", 1828.8*(float64(k%10)+0.5)/10+(rnd.Float64()-0.5)*60,
			"y", 914.4*(float64(k/10)+0.5)/6+(rnd.Float64()-0.5)*40, "heading", float64(rnd.Intn(360))))
	}
	return obj("ships", ships, "obstacles", obstacles, "selected", 95.0)
}

// BenchmarkEpicOneShipUpdate is a drag's frame on the Epic board through
// the loader's way in: one ship moved 1 mm back and forth, the answer
// written as the loader reads it (LoaderAnswerHead).
func BenchmarkEpicOneShipUpdate(b *testing.B) {
	tapes := [2][]byte{tapeOf(epicBoard(1, 0)), tapeOf(epicBoard(-1, 0))}
	fn := tp.Index("board")
	engine.Call(fn, tapes[1])
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		v, err := engine.Call(fn, tapes[i&1])
		if err != nil {
			b.Fatal(err)
		}
		LoaderAnswerHead(v)
	}
}

// BenchmarkEpicFirstCall is the Epic board with every ship moved since the
// call before: nothing is kept, as on a first call.
func BenchmarkEpicFirstCall(b *testing.B) {
	tapes := [2][]byte{tapeOf(epicBoard(0, 0)), tapeOf(epicBoard(0, 0.5))}
	fn := tp.Index("board")
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		v, err := engine.Call(fn, tapes[i&1])
		if err != nil {
			b.Fatal(err)
		}
		LoaderAnswerHead(v)
	}
}
