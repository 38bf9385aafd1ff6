//go:build js && wasm

package bindings

import (
	"github.com/xwing-arcs/arcs/api"
	"syscall/js"
	"testing"
)

// benchBoard is bench/bench.mjs's board: 8 rebels against 8 imperials on
// a 3' x 3' board, 6 asteroids, ship 2 selected.
const benchBoard = `[(() => {
	const rebels = ["t65xwing", "btla4ywing", "rz2awing", "asf01bwing", "t65xwing", "arc170starfighter", "hwk290lightfreighter", "modifiedyt1300lightfreighter"];
	const imperials = ["tielnfighter", "tielnfighter", "tieininterceptor", "tieadvancedx1", "tiesabomber", "vt49decimator", "lambdaclasst4ashuttle", "tieddefender"];
	const ships = [
		...rebels.map((ship, i) => ({ id: "r" + i, team: "rebels", ship, x: 80 + i * 105, y: 300 + (i % 3) * 40, heading: 180 + ((i * 17) % 40) - 20 })),
		...imperials.map((ship, i) => ({ id: "i" + i, team: "empire", ship, x: 90 + i * 100, y: 560 - (i % 3) * 40, heading: ((i * 23) % 50) - 25 })),
	];
	const obstacles = [[1, 250, 400, 45], [2, 460, 470, 40], [3, 680, 380, 50], [4, 330, 560, 35], [5, 600, 600, 42], [6, 800, 480, 38]].map(([k, x, y, r0]) => ({
		id: "a" + k,
		points: Array.from({ length: 9 }, (_, j) => { const t = (j / 9) * 2 * Math.PI, r = r0 * (0.8 + 0.2 * Math.cos(3 * t)); return { x: x + r * Math.cos(t), y: y + r * Math.sin(t) }; }),
	}));
	return { ships, obstacles, selected: 2 };
})()]`

// benchCall times API function name on args: the whole exported call, tape
// in and tape out, as web/xwing.js makes it (without the JavaScript side).
func benchCall(b *testing.B, name, args string) {
	tape := append([]byte(nil), walk(argsValues(args))...)
	codes, text, _ := api.SplitTape(tape)
	nc, nb := int32(len(codes)), int32(len(text))
	i := index(b, name)
	b.ReportAllocs()
	for b.Loop() {
		xwingBuffer(int32(len(tape)))
		copy(inBuf, tape)
		if st := xwingCall(int32(i), nc, nb, 8+4*nc); st < 0 {
			b.Fatalf("status %d", st)
		}
	}
}

func BenchmarkExportedBoard(b *testing.B) { benchCall(b, "board", benchBoard) }

// BenchmarkExportedCrowd is one attacker against 400 enemies.
func BenchmarkExportedCrowd(b *testing.B) {
	benchCall(b, "attackOptions", `[{id: "g", team: "g", size: "small", x: 457, y: 880, heading: 0},
		Array.from({length: 400}, (_, i) => ({id: "e" + i, team: "e", size: "small", x: 60 + (i % 20) * 40, y: 40 + Math.floor(i / 20) * 40, heading: (i * 37) % 360}))]`)
}

// BenchmarkPlainRangeTo is a plain script's rangeTo without the js.FuncOf
// hop: walk, decode, measure, JSON text, JSON.parse.
func BenchmarkPlainRangeTo(b *testing.B) {
	h := handler(index(b, "rangeTo"))
	args := argsValues(`[{x: 100, y: 100, heading: 180, size: "small"}, {x: 100, y: 300, heading: 0, size: "small"}]`)
	b.ReportAllocs()
	for b.Loop() {
		h(js.Undefined(), args)
	}
}

// The small calls bench/bench.mjs times through load(), without the
// JavaScript side.
func BenchmarkExportedRangeTo(b *testing.B) {
	benchCall(b, "rangeTo", `[{x: 100, y: 100, heading: 180, size: "small"}, {x: 140, y: 300, heading: 30, size: "small"}]`)
}

func BenchmarkExportedRangeToArc(b *testing.B) {
	benchCall(b, "rangeTo", `[{x: 100, y: 100, heading: 180, size: "small"}, {x: 140, y: 300, heading: 30, size: "small"}, {arc: "front"}]`)
}

func BenchmarkExportedInArc(b *testing.B) {
	benchCall(b, "inArc", `[{x: 100, y: 100, heading: 180, size: "small"}, {x: 140, y: 300, heading: 30, size: "small"}, "front"]`)
}
