//go:build js && wasm

package bindings

import (
	"encoding/json"
	"fmt"
	"math"
	"testing"
)

// benchBoardJSON is bench/bench.mjs's board: 8 rebels against 8 imperials
// on a 3' x 3' board, 6 asteroids, ship 2 selected.
func benchBoardJSON() string {
	rebels := []string{"t65xwing", "btla4ywing", "rz2awing", "asf01bwing", "t65xwing", "arc170starfighter", "hwk290lightfreighter", "modifiedyt1300lightfreighter"}
	imperials := []string{"tielnfighter", "tielnfighter", "tieininterceptor", "tieadvancedx1", "tiesabomber", "vt49decimator", "lambdaclasst4ashuttle", "tieddefender"}
	type ship struct {
		ID      string  `json:"id"`
		Team    string  `json:"team"`
		Ship    string  `json:"ship"`
		X       float64 `json:"x"`
		Y       float64 `json:"y"`
		Heading float64 `json:"heading"`
	}
	var ships []ship
	for i, s := range rebels {
		ships = append(ships, ship{fmt.Sprint("r", i), "rebels", s, 80 + float64(i)*105, 300 + float64(i%3)*40, 180 + float64((i*17)%40) - 20})
	}
	for i, s := range imperials {
		ships = append(ships, ship{fmt.Sprint("i", i), "empire", s, 90 + float64(i)*100, 560 - float64(i%3)*40, float64((i*23)%50) - 25})
	}
	type point struct {
		X float64 `json:"x"`
		Y float64 `json:"y"`
	}
	type obstacle struct {
		ID     string  `json:"id"`
		Points []point `json:"points"`
	}
	var obstacles []obstacle
	for k, a := range [][4]float64{{1, 250, 400, 45}, {2, 460, 470, 40}, {3, 680, 380, 50}, {4, 330, 560, 35}, {5, 600, 600, 42}, {6, 800, 480, 38}} {
		ob := obstacle{ID: fmt.Sprint("a", k+1)}
		for j := 0; j < 9; j++ {
			t := float64(j) / 9 * 2 * math.Pi
			r := a[3] * (0.8 + 0.2*math.Cos(3*t))
			ob.Points = append(ob.Points, point{a[1] + r*math.Cos(t), a[2] + r*math.Sin(t)})
		}
		obstacles = append(obstacles, ob)
	}
	text, _ := json.Marshal([]any{map[string]any{"ships": ships, "obstacles": obstacles, "selected": 2}})
	return string(text)
}

// benchFast times fast function i on args: the whole exported call, tape
// in and tape out, as web/xwing.js makes it (without the JavaScript side).
func benchFast(b *testing.B, name string, args []byte) {
	i := -1
	for k, f := range fastFunctions {
		if f.name == name {
			i = k
		}
	}
	b.ReportAllocs()
	for b.Loop() {
		xwingBuffer(int32(len(args)))
		copy(inBuf, args)
		if st := xwingCall(int32(i), int32(len(args))); st < 0 {
			b.Fatalf("status %d", st)
		}
	}
}

func BenchmarkFastBoard(b *testing.B) { benchFast(b, "board", argTape(b, benchBoardJSON())) }

// BenchmarkFastCrowd is one attacker against 400 enemies.
func BenchmarkFastCrowd(b *testing.B) {
	crowd := "["
	for i := 0; i < 400; i++ {
		if i > 0 {
			crowd += ","
		}
		crowd += fmt.Sprintf(`{"id":"e%d","team":"e","size":"small","x":%d,"y":%d,"heading":%d}`, i, 60+(i%20)*40, 40+(i/20)*40, (i*37)%360)
	}
	crowd += "]"
	benchFast(b, "attackOptions", argTape(b, `[{"id":"g","team":"g","size":"small","x":457,"y":880,"heading":0},`+crowd+`]`))
}
