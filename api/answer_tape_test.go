package api

import (
	"encoding/json"
	"math"
	"reflect"
	"strings"
	"testing"
	"unsafe"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/xwing-arcs/arcs/cards/cardfiles"
	tp "github.com/xwing-arcs/arcs/internal/tapeproto"
)

// The generated writers (answer_tape.go) against a reference: the
// reflective writer the engine used before them, kept here as the
// oracle. For the answers of many calls, both lay out the same tape.

// argsOf makes tapeOf's arguments from JSON text (objects' keys sorted).
func argsOf(t *testing.T, text string) []any {
	var v []any
	require.NoError(t, json.Unmarshal([]byte(text), &v), text)
	var conv func(v any) any
	conv = func(v any) any {
		switch x := v.(type) {
		case []any:
			out := make([]any, len(x))
			for i, e := range x {
				out[i] = conv(e)
			}
			return out
		case map[string]any:
			var out [][2]any
			for _, k := range sortedKeys(x) {
				out = append(out, [2]any{k, conv(x[k])})
			}
			return out
		}
		return v
	}
	return conv(v).([]any)
}

var referenceCalls = []struct{ name, args string }{
	{"rangeTo", `[{"x": 100, "y": 100, "heading": 180, "size": "small"}, {"x": 100, "y": 300, "heading": 0, "size": "small"}]`},
	{"rangeTo", `[{"x": 100, "y": 100, "heading": 180, "size": "small"}, {"x": 100, "y": 900, "heading": 0, "size": "small"}, {"arc": "front"}]`},
	{"rangeTo", `[{"x": 100, "y": 100, "heading": 0, "size": "small"}, {"type": "coreasteroid4", "x": 160, "y": 100, "heading": 30, "flipped": true}]`},
	{"relation", `[{"x": 100, "y": 100, "heading": 0, "size": "small"}, {"x": 100, "y": 300, "heading": 0, "size": "large"}]`},
	{"attackOptions", `[{"id": "a", "x": 100, "y": 100, "heading": 180, "ship": "t65xwing", "team": "r"}, [{"id": "b", "x": 120, "y": 260, "heading": 0, "ship": "tielnfighter", "team": "i"}, {"x": 100, "y": 120, "heading": 0, "size": "small", "team": "i"}], {"obstacles": [{"points": [{"x": 105, "y": 180}, {"x": 115, "y": 180}, {"x": 110, "y": 190}]}]}]`},
	{"arcOutline", `[{"x": 100, "y": 100, "heading": 30, "size": "medium"}, "front"]`},
	{"rangeOutline", `[{"x": 100, "y": 100, "heading": 30, "size": "large"}]`},
	{"catalog", `[]`},
	{"weapons", `[{"x": 1, "y": 1, "heading": 0, "ship": "t65xwing", "pilot": "lukeskywalker", "upgrades": ["protontorpedoes"]}]`},
	{"squad", `[{"faction": "rebelalliance", "pilots": [{"id": "lukeskywalker", "upgrades": {"torpedo": ["protontorpedoes"]}}, {"id": "nosuchpilot", "ship": "t65xwing"}]}, {"lenient": true}]`},
	{"toXWS", `[[{"x": 1, "y": 1, "heading": 0, "ship": "t65xwing", "pilot": "lukeskywalker"}]]`},
	{"pilots", `[]`},
	{"upgrades", `[]`},
	{"rulesets", `[]`},
	{"tokens", `[]`},
	{"board", `[{"ships": [{"id": "l", "x": 200, "y": 200, "heading": 180, "ship": "t65xwing", "pilot": "lukeskywalker", "team": "r"}, {"id": "v", "x": 210, "y": 300, "heading": 0, "ship": "tieadvancedx1", "team": "i"}, {"x": "bad"}],
		"obstacles": [{"id": "o", "type": "coreasteroid0", "x": 200, "y": 250, "heading": 10}, {"points": [{"x": 5, "y": 5}, {"x": 15, "y": 5}, {"x": 10, "y": 15}]}],
		"tokens": [{"id": "b", "type": "protonbombs", "x": 220, "y": 260, "heading": 0}, {"id": "p", "type": "drk1probedroid", "x": 150, "y": 320, "heading": 0}], "selected": 0}]`},
}

func TestGeneratedWritersMatchTheReference(t *testing.T) {
	cardfiles.MustLoadAll()
	objects := 0
	for _, c := range referenceCalls {
		i := tp.Index(c.name)
		require.GreaterOrEqual(t, i, 0, c.name)
		answer, err := engine.Call(i, tapeOf(argsOf(t, c.args)...))
		require.Nil(t, err, "%s %s", c.name, c.args)
		got := AnswerJSON(answer)
		ref := &answerTape
		ref.reset()
		ref.refAnswer(answer)
		want := tapeJSON(ref.finish())
		assert.Equal(t, want, got, "%s %s", c.name, c.args)
		objects += strings.Count(want, "{")
	}
	assert.Greater(t, objects, 3000, "the calls answer much")
}

// sliceHeader is a slice as it lies in memory.
type sliceHeader struct {
	data     unsafe.Pointer
	len, cap int
}

// plan is how to write a value of one type.
type plan struct {
	kind    reflect.Kind
	mapType reflect.Type // a map's type
	lasting bool         // a string that lives for good
	point   bool         // a struct {x, y float64}: tapeproto.Point
	elem    *plan        // a slice's or pointer's element
	size    uintptr      // a slice element's size
	fields  []fieldPlan
}

type fieldPlan struct {
	key    string // the js tag: a literal, so lasting
	offset uintptr
	plan   *plan
}

var plans = map[reflect.Type]*plan{}

// planOf returns the plan of type t, made on first use. Only the kinds
// answers use are planned; another is a bug, found by the tests.
func planOf(t reflect.Type) *plan {
	if p, ok := plans[t]; ok {
		return p
	}
	p := &plan{kind: t.Kind(), mapType: t}
	plans[t] = p // before the fields: a type may contain itself
	switch t.Kind() {
	case reflect.Bool, reflect.Int, reflect.Float64, reflect.String, reflect.Interface:
	case reflect.Slice, reflect.Pointer, reflect.Map:
		p.elem, p.size = planOf(t.Elem()), t.Elem().Size()
	case reflect.Struct:
		for i := 0; i < t.NumField(); i++ {
			f := t.Field(i)
			fp := planOf(f.Type)
			if f.Tag.Get("tape") == "lasting" {
				fp = &plan{kind: reflect.String, lasting: true}
			}
			p.fields = append(p.fields, fieldPlan{f.Tag.Get("js"), f.Offset, fp})
		}
		p.point = t == reflect.TypeFor[pointAnswer]()
	default:
		panic("api: no reference plan for " + t.String())
	}
	return p
}

// writeAnswer writes v, an answer value, to the tape.
func (t *tape) refAnswer(v any) {
	t.refAny(v)
}

// any writes the value an interface holds: the basic values answers put
// in interfaces (nil, ints, strings) directly, others by their plan.
func (t *tape) refAny(v any) {
	switch x := v.(type) {
	case nil:
		t.codes = append(t.codes, tp.Null)
	case int:
		t.int(x)
	case string:
		t.codes = append(t.codes, tp.String, t.str(x, false))
	case bool:
		t.bool(x)
	case float64:
		t.num(x)
	default:
		// The plan by the interface's type word, and the value where the
		// interface keeps it: no reflection once the type is known.
		e := (*eface)(unsafe.Pointer(&v))
		p, ok := plansByType[e.typ]
		if !ok {
			p = planOf(reflect.TypeOf(v))
			plansByType[e.typ] = p
		}
		if p.kind == reflect.Pointer || p.kind == reflect.Map {
			t.refWrite(p, unsafe.Pointer(&e.data)) // pointer-shaped: the interface holds the pointer itself
		} else {
			t.refWrite(p, e.data) // the interface points at its copy of the value
		}
	}
}

// eface is an interface value as it lies in memory.
type eface struct {
	typ, data unsafe.Pointer
}

// plansByType finds a plan by an interface's type word.
var plansByType = map[unsafe.Pointer]*plan{}

// write writes the value of plan p at ptr.
func (t *tape) refWrite(p *plan, ptr unsafe.Pointer) {
	switch p.kind {
	case reflect.Bool:
		t.bool(*(*bool)(ptr))
	case reflect.Int:
		t.int(*(*int)(ptr))
	case reflect.Float64:
		t.num(*(*float64)(ptr))
	case reflect.String:
		t.codes = append(t.codes, tp.String, t.str(*(*string)(ptr), p.lasting))
	case reflect.Interface:
		t.refAny(*(*any)(ptr))
	case reflect.Pointer:
		q := *(*unsafe.Pointer)(ptr)
		if q == nil {
			t.codes = append(t.codes, tp.Null)
			return
		}
		t.refWrite(p.elem, q)
	case reflect.Slice:
		s := (*sliceHeader)(ptr)
		if s.data == nil {
			t.codes = append(t.codes, tp.Null) // a nil slice, as vert writes it
			return
		}
		t.codes = append(t.codes, tp.Array)
		for i := 0; i < s.len; i++ {
			t.refWrite(p.elem, unsafe.Add(s.data, uintptr(i)*p.size))
		}
		t.codes = append(t.codes, tp.End)
	case reflect.Map:
		// Keys in sorted order, so that a tape is reproducible (vert
		// takes Go's map order: only the key order may differ).
		m := reflect.NewAt(p.mapType, ptr).Elem()
		if m.IsNil() {
			t.codes = append(t.codes, tp.Null)
			return
		}
		keys := refSortedKeys(m.MapKeys())
		t.codes = append(t.codes, tp.Object)
		v := reflect.New(p.mapType.Elem()).Elem()
		for _, k := range keys {
			t.codes = append(t.codes, t.str(k.String(), false))
			v.Set(m.MapIndex(k))
			t.refWrite(p.elem, v.Addr().UnsafePointer())
		}
		t.codes = append(t.codes, tp.End)
	case reflect.Struct:
		if p.point {
			pt := (*pointAnswer)(ptr)
			t.codes = append(t.codes, tp.Point)
			t.nums = append(t.nums, pt.X, pt.Y)
			return
		}
		t.codes = append(t.codes, tp.Object)
		for i := range p.fields {
			f := &p.fields[i]
			t.codes = append(t.codes, t.str(f.key, true))
			t.refWrite(f.plan, unsafe.Add(ptr, f.offset))
		}
		t.codes = append(t.codes, tp.End)
	}
}

// sortedKeys sorts a map's string keys by insertion: the maps of answers
// are small, and slices.SortFunc's instantiation for reflect.Value cost
// the module ~5 KB gzipped.
func refSortedKeys(keys []reflect.Value) []reflect.Value {
	for i := 1; i < len(keys); i++ {
		for j := i; j > 0 && keys[j].String() < keys[j-1].String(); j-- {
			keys[j], keys[j-1] = keys[j-1], keys[j]
		}
	}
	return keys
}

// tapeJSONOf is the JSON text of what write writes on an answer tape: a
// value of a type no answer puts in an interface (the writers' type
// switch holds only those, cmd/genanswers).
func tapeJSONOf(write func(t *tape)) string {
	t := &answerTape
	t.reset()
	t.byAddress = false
	write(t)
	return tapeJSON(t.finish())
}

// AnswerJSON's strings read back as encoding/json reads them: quotes,
// backslashes, control characters, non-ASCII, and invalid UTF-8 as U+FFFD.
func TestAnswerJSONStrings(t *testing.T) {
	for _, s := range []string{"", `"`, `\`, "a\nb\tc\x00\x1f\x7f", "é😀", "\xff\xfeok", "\u2028"} {
		var back []string
		require.NoError(t, json.Unmarshal([]byte(tapeJSONOf(func(t *tape) { t.writeSlice_string([]string{s}) })), &back), "%q", s)
		assert.Equal(t, []string{string([]rune(s))}, back, "%q", s) // U+FFFD per bad byte, as TextDecoder
	}
}

// Numbers cross as the same float64, -0 and the extremes included.
func TestAnswerJSONNumbers(t *testing.T) {
	nums := []float64{0, 1, -1.5, 0.1 + 0.2, 1e21, 1e-7, 5e-324, 1.7976931348623157e308, 123456789.123456789}
	writeNums := func(ns []float64) func(t *tape) {
		return func(t *tape) {
			t.code(tp.Array)
			for _, n := range ns {
				t.num(n)
			}
			t.code(tp.End)
		}
	}
	var back []float64
	require.NoError(t, json.Unmarshal([]byte(tapeJSONOf(writeNums(nums))), &back))
	assert.Equal(t, nums, back)
	assert.Equal(t, "[-0]", tapeJSONOf(writeNums([]float64{math.Copysign(0, -1)})))
}
