package api

import (
	"math"
	"testing"
	"unsafe"

	tp "github.com/xwing-arcs/arcs/internal/tapeproto"
)

// tapeOf writes Go values (float64, string, bool, nil, []any, and objects
// as [][2]any key-value lists, to keep their order; and what a walker
// writes for values that are no plain datum: special, threw, cut) as an
// argument tape, for native tests, benchmarks and profiles.
func tapeOf(args ...any) []byte {
	var codes []int32
	var text []byte
	var put func(v any)
	put = func(v any) {
		switch x := v.(type) {
		case special:
			codes = append(codes, int32(x))
		case threw:
			codes = append(codes, tp.ArgThrew, int32(len(text)), int32(len(x)))
			text = append(text, x...)
		case cut:
			codes = append(codes, tp.ArgCut, int32(x))
		case nil:
			codes = append(codes, tp.ArgNull)
		case bool:
			codes = append(codes, map[bool]int32{true: tp.ArgTrue, false: tp.ArgFalse}[x])
		case float64:
			b := math.Float64bits(x)
			codes = append(codes, tp.ArgNumber, int32(uint32(b)), int32(uint32(b>>32)))
		case string:
			codes = append(codes, tp.ArgString, int32(len(text)), int32(len(x)))
			text = append(text, x...)
		case []any:
			codes = append(codes, tp.ArgArray, int32(len(x)))
			for _, e := range x {
				put(e)
			}
		case [][2]any:
			codes = append(codes, tp.ArgObject, int32(len(x)))
			for _, kv := range x {
				k := kv[0].(string)
				codes = append(codes, int32(len(text)), int32(len(k)))
				text = append(text, k...)
				put(kv[1])
			}
		}
	}
	put(args)
	buf := make([]byte, 8+4*len(codes)+len(text))
	head := unsafe.Slice((*int32)(unsafe.Pointer(&buf[0])), 2)
	head[0], head[1] = int32(len(codes)), int32(len(text))
	copy(buf[8:], unsafe.Slice((*byte)(unsafe.Pointer(&codes[0])), 4*len(codes)))
	copy(buf[8+4*len(codes):], text)
	return buf
}

// special is a value a walker writes by its code alone: undefined, a
// function, a symbol, a bigint (tapeproto.ArgUndefined...).
type special int32

// threw is a value whose getter threw, with the message.
type threw string

// cut is a value a walker did not read, for a reason (tapeproto.Cut*).
type cut int32

var engine = Engine()

func small(x, y, heading float64) [][2]any {
	return [][2]any{{"x", x}, {"y", y}, {"heading", heading}, {"size", "small"}}
}

func BenchmarkCallRangeTo(b *testing.B) {
	tape := tapeOf(small(100, 100, 180), small(140, 300, 30))
	i := 1 // rangeTo
	b.ReportAllocs()
	for b.Loop() {
		answer, err := engine.Call(i, tape)
		if err != nil {
			b.Fatal(err.Message)
		}
		AnswerHead(answer)
	}
}

// BenchmarkCallRangeToArc is rangeTo(a, b, { arc: "front" }): the
// options' path too.
func BenchmarkCallRangeToArc(b *testing.B) {
	benchCall(b, tp.Index("rangeTo"), small(100, 100, 180), small(140, 300, 30), [][2]any{{"arc", "front"}})
}

func BenchmarkCallInArc(b *testing.B) {
	benchCall(b, tp.Index("inArc"), small(100, 100, 180), small(140, 300, 30), "front")
}

// benchCall times function i on args, its answer's tape included.
func benchCall(b *testing.B, i int, args ...any) {
	tape := tapeOf(args...)
	b.ReportAllocs()
	for b.Loop() {
		answer, err := engine.Call(i, tape)
		if err != nil {
			b.Fatal(err.Message)
		}
		AnswerHead(answer)
	}
}
