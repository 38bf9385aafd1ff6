package api

import (
	"math"
	"testing"
)

func plannedBoard(withMoves bool) [][2]any {
	rebels := []string{"t65xwing", "btla4ywing", "rz2awing", "asf01bwing", "t65xwing", "arc170starfighter", "hwk290lightfreighter", "modifiedyt1300lightfreighter"}
	imps := []string{"tielnfighter", "tielnfighter", "tieininterceptor", "tieadvancedx1", "tiesabomber", "vt49decimator", "lambdaclasst4ashuttle", "tieddefender"}
	plans := [][2][2]any{}
	_ = plans
	moves := []any{obj("speed", 2.0, "bearing", "straight"), obj("speed", 1.0, "bearing", "bankLeft"), obj("speed", 3.0, "bearing", "bankRight"), obj("speed", 2.0, "bearing", "turnLeft"),
		obj("speed", 4.0, "bearing", "koiogran"), obj("action", "barrelroll", "direction", "left"), obj("action", "boost", "direction", "right"), obj("speed", 1.0, "bearing", "tallonRight", "position", "front")}
	var ships []any
	for i := range rebels {
		r := obj("id", "r", "team", "rebels", "ship", rebels[i], "x", 80.0+float64(i)*105, "y", 300.0+float64(i%3)*40, "heading", 180.0+float64((i*17)%40-20))
		e := obj("id", "i", "team", "empire", "ship", imps[i], "x", 90.0+float64(i)*100, "y", 560.0-float64(i%3)*40, "heading", float64((i*23)%50-25))
		if withMoves {
			r = append(r, obj("move", moves[(2*i)%8])...)
			e = append(e, obj("move", moves[(2*i+1)%8])...)
		}
		ships = append(ships, r, e)
	}
	var obstacles []any
	for k, c := range [][3]float64{{250, 400, 45}, {460, 470, 40}, {680, 380, 50}, {330, 560, 35}, {600, 600, 42}, {800, 480, 38}} {
		_ = k
		var pts []any
		for j := 0; j < 9; j++ {
			a := float64(j) / 9 * 2 * math.Pi
			rr := c[2] * (0.8 + 0.2*math.Cos(3*a))
			pts = append(pts, obj("x", c[0]+rr*math.Cos(a), "y", c[1]+rr*math.Sin(a)))
		}
		obstacles = append(obstacles, obj("points", pts))
	}
	return obj("ships", ships, "obstacles", obstacles, "selected", 2.0)
}

func BenchmarkBoardPlanned(b *testing.B) {
	tape := tapeOf(plannedBoard(true))
	for i := 0; i < b.N; i++ {
		engine.Call(9, tape)
	}
}
func BenchmarkBoardUnplanned(b *testing.B) {
	tape := tapeOf(plannedBoard(false))
	for i := 0; i < b.N; i++ {
		engine.Call(9, tape)
	}
}
