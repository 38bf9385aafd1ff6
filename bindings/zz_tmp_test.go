//go:build js && wasm

package bindings

import (
	"strconv"
	"syscall/js"
	"testing"

	"github.com/xwing-arcs/arcs/core"
)

var reflectSet = js.Global().Get("Reflect").Get("set")
var objectCtor = js.Global().Get("Object")

func directMeasurement(m core.Measurement) js.Value {
	pt := func(p core.Point) js.Value {
		o := objectCtor.New()
		reflectSet.Invoke(o, kX.js, p.X)
		reflectSet.Invoke(o, kY.js, p.Y)
		return o
	}
	o := objectCtor.New()
	reflectSet.Invoke(o, "range", m.Band)
	reflectSet.Invoke(o, "distance", m.Distance)
	reflectSet.Invoke(o, "from", pt(m.From))
	reflectSet.Invoke(o, "to", pt(m.To))
	return o
}

var m = core.Measurement{Band: 2, Distance: 160.123456789, From: core.Point{X: 117.15418682499018, Y: 120}, To: core.Point{X: 117.15418682499018, Y: 280}}

func BenchmarkJSON(b *testing.B) {
	for i := 0; i < b.N; i++ {
		var e encoder
		e.measurement(m).value()
	}
}
func BenchmarkDirect(b *testing.B) {
	for i := 0; i < b.N; i++ {
		directMeasurement(m)
	}
}
func BenchmarkMap(b *testing.B) {
	for i := 0; i < b.N; i++ {
		js.ValueOf(map[string]any{"range": m.Band, "distance": m.Distance, "from": map[string]any{"x": m.From.X, "y": m.From.Y}, "to": map[string]any{"x": m.To.X, "y": m.To.Y}})
	}
}
func BenchmarkEncodeOnly(b *testing.B) {
	for i := 0; i < b.N; i++ {
		var e encoder
		e.measurement(m)
	}
}
func BenchmarkStringVal(b *testing.B) {
	for i := 0; i < b.N; i++ {
		js.ValueOf(`{"range":2,"distance":160.123456789,"from":{"x":117.15418682499018,"y":120},"to":{"x":117.15418682499018,"y":280}}`)
	}
}
func BenchmarkInvokeGet(b *testing.B) {
	o := js.Global().Get("Object").New()
	o.Set("x", 1)
	for i := 0; i < b.N; i++ {
		reflectGet.Invoke(o, kX.js)
	}
}
func BenchmarkGet(b *testing.B) {
	o := js.Global().Get("Object").New()
	o.Set("x", 1)
	for i := 0; i < b.N; i++ {
		o.Get("x")
	}
}

var sink []byte

func BenchmarkEncodeReuse(b *testing.B) {
	e := encoder{b: make([]byte, 0, 512)}
	for i := 0; i < b.N; i++ {
		e.b = e.b[:0]
		e.measurement(m)
	}
	sink = e.b
}
func BenchmarkFloatShortest(b *testing.B) {
	buf := make([]byte, 0, 64)
	for i := 0; i < b.N; i++ {
		buf = strconv.AppendFloat(buf[:0], 117.15418682499018, 'g', -1, 64)
	}
	sink = buf
}
func BenchmarkFloat17(b *testing.B) {
	buf := make([]byte, 0, 64)
	for i := 0; i < b.N; i++ {
		buf = strconv.AppendFloat(buf[:0], 117.15418682499018, 'g', 17, 64)
	}
	sink = buf
}
func BenchmarkInt(b *testing.B) {
	buf := make([]byte, 0, 64)
	for i := 0; i < b.N; i++ {
		buf = strconv.AppendInt(buf[:0], 117154186824990, 10)
	}
	sink = buf
}
