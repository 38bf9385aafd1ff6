package api

import (
	"encoding/json"
	"math"
	"math/rand"
	"reflect"
	"sort"
	"strconv"
	"testing"

	"github.com/stretchr/testify/require"
	tp "github.com/xwing-arcs/arcs/internal/tapeproto"
)

// writeBoardDelta is a hand copy of the generated write_boardAnswer that
// marks parts as the last answer's: read back against that answer, its
// tape must say exactly what the whole answer says. A boardAnswer field
// added to the generator but not to the copy fails here, natively, before
// test/node/incremental.test.mjs would.
func TestBoardDeltaSaysWhatTheWholeAnswerSays(t *testing.T) {
	rnd := rand.New(rand.NewSource(24))
	fn := tp.Index("board")
	state := newDeltaBoard(rnd)
	var prev any
	deltas := 0
	for step := 0; step < 400; step++ {
		state.mutate(rnd)
		answer, err := engine.Call(fn, tapeOf(state.args()))
		require.Nil(t, err, "step %d", step)
		b := answer.(*boardAnswer)

		var want any
		require.NoError(t, json.Unmarshal([]byte(AnswerJSON(b)), &want))

		tape := &answerTape
		tape.reset()
		tape.byAddress = false
		tape.writeLoaderBoard(b)
		r := newTapeValues(tape.finish())
		if r.codes[0] == tp.Within {
			deltas++
		}
		got := r.value(prev)
		if d := firstDifference(want, got, "answer"); d != "" {
			t.Fatalf("step %d (%s): the delta says otherwise at %s", step, state.last, d)
		}
		prev = got
	}
	require.Greater(t, deltas, 200, "most steps are written as deltas")
}

// deltaBoard is a small board that changes one piece a step, as a drag,
// a planned move or an edit does.
type deltaBoard struct {
	ships     []deltaShip
	obstacles [][3]float64
	selected  int
	last      string
}

type deltaShip struct {
	x, y, heading float64
	team, ship    string
	move          [][2]any // a planned maneuver, or nil
}

func newDeltaBoard(rnd *rand.Rand) *deltaBoard {
	d := &deltaBoard{selected: 0}
	kinds := []string{"t65xwing", "tielnfighter", "vt49decimator", "rz2awing"}
	for i := 0; i < 12; i++ {
		team := "rebels"
		if i%2 == 1 {
			team = "empire"
		}
		d.ships = append(d.ships, deltaShip{x: 100 + rnd.Float64()*700, y: 100 + rnd.Float64()*700,
			heading: rnd.Float64() * 360, team: team, ship: kinds[i%len(kinds)]})
	}
	for k := 0; k < 5; k++ {
		d.obstacles = append(d.obstacles, [3]float64{150 + rnd.Float64()*600, 150 + rnd.Float64()*600, rnd.Float64() * 360})
	}
	return d
}

func (d *deltaBoard) mutate(rnd *rand.Rand) {
	i := rnd.Intn(len(d.ships))
	s := &d.ships[i]
	switch k := rnd.Intn(10); {
	case k < 5: // a drag's step
		s.x += rnd.Float64()*6 - 3
		s.y += rnd.Float64()*6 - 3
		d.last = "moved ship " + strconv.Itoa(i)
	case k == 5:
		s.heading = math.Mod(s.heading+rnd.Float64()*40, 360)
		d.last = "turned ship " + strconv.Itoa(i)
	case k == 6:
		if s.move == nil {
			s.move = obj("speed", float64(1+rnd.Intn(3)), "bearing", []string{"straight", "bankleft", "turnright"}[rnd.Intn(3)])
		} else {
			s.move = nil
		}
		d.last = "planned move of ship " + strconv.Itoa(i)
	case k == 7:
		d.selected = rnd.Intn(len(d.ships)+2) - 2 // none, or any ship
		d.last = "selected " + strconv.Itoa(d.selected)
	case k == 8:
		o := &d.obstacles[rnd.Intn(len(d.obstacles))]
		o[0] += rnd.Float64()*10 - 5
		d.last = "moved an obstacle"
	default: // nothing changed
		d.last = "the same board"
	}
}

func (d *deltaBoard) args() [][2]any {
	var ships []any
	for i, s := range d.ships {
		kv := []any{"id", "s" + strconv.Itoa(i), "team", s.team, "ship", s.ship, "x", s.x, "y", s.y, "heading", s.heading}
		if s.move != nil {
			kv = append(kv, "move", s.move)
		}
		ships = append(ships, obj(kv...))
	}
	var obstacles []any
	for _, o := range d.obstacles {
		obstacles = append(obstacles, obj("type", "coreasteroid0", "x", o[0], "y", o[1], "heading", o[2]))
	}
	board := obj("ships", ships, "obstacles", obstacles)
	if d.selected >= 0 {
		board = append(board, [2]any{"selected", float64(d.selected)})
	}
	return board
}

// tapeValues reads a finished answer tape into the values json.Unmarshal
// gives, following the last answer read into Within parts and taking its
// value for Same, as web/tape.js does.
type tapeValues struct {
	codes   []int32
	nums    []float64
	strs    []string
	at, num int
}

func newTapeValues(tape []byte) *tapeValues {
	r := answerReader{tape: tape}
	nc, nn, ns := r.int32At(0), r.int32At(4), r.int32At(8)
	v := &tapeValues{}
	for i := 0; i < nc; i++ {
		v.codes = append(v.codes, int32(r.int32At(16+4*i)))
	}
	numsAt := (16 + 4*nc + 7) &^ 7
	for i := 0; i < nn; i++ {
		at := numsAt + 8*i
		v.nums = append(v.nums, math.Float64frombits(uint64(uint32(r.int32At(at)))|uint64(uint32(r.int32At(at+4)))<<32))
	}
	refsAt := numsAt + 8*nn
	at := refsAt + 8*ns
	for i := 0; i < ns; i++ {
		n := r.int32At(refsAt + 8*i + 4)
		v.strs = append(v.strs, string(tape[at:at+n]))
		at += n
	}
	return v
}

func (v *tapeValues) next() int32 { c := v.codes[v.at]; v.at++; return c }

func (v *tapeValues) number() float64 { f := v.nums[v.num]; v.num++; return f }

func (v *tapeValues) value(prev any) any {
	switch c := v.next(); c {
	case tp.Null:
		return nil
	case tp.True:
		return true
	case tp.False:
		return false
	case tp.Number:
		return v.number()
	case tp.Int:
		return float64(v.next())
	case tp.String:
		return v.strs[v.next()]
	case tp.Point:
		x := v.number()
		return map[string]any{"x": x, "y": v.number()}
	case tp.Same:
		return prev
	case tp.Within:
		return v.container(v.next(), prev)
	case tp.Array, tp.Object:
		return v.container(c, nil)
	default:
		panic("answer tape code " + strconv.Itoa(int(c)))
	}
}

// container reads an array or object, prev the last answer's value at its
// place (nil outside Within parts).
func (v *tapeValues) container(c int32, prev any) any {
	if c == tp.Array {
		list := []any{}
		prevList, _ := prev.([]any)
		for k := 0; v.codes[v.at] != tp.End; k++ {
			var p any
			if k < len(prevList) {
				p = prevList[k]
			}
			list = append(list, v.value(p))
		}
		v.at++
		return list
	}
	o := map[string]any{}
	prevObject, _ := prev.(map[string]any)
	for v.codes[v.at] != tp.End {
		key := v.strs[v.next()]
		o[key] = v.value(prevObject[key])
	}
	v.at++
	return o
}

// firstDifference names the first place where a and b differ ("" if
// nowhere), with both values there.
func firstDifference(a, b any, at string) string {
	switch x := a.(type) {
	case []any:
		y, ok := b.([]any)
		if !ok || len(x) != len(y) {
			break
		}
		for i := range x {
			if d := firstDifference(x[i], y[i], at+"["+strconv.Itoa(i)+"]"); d != "" {
				return d
			}
		}
		return ""
	case map[string]any:
		y, ok := b.(map[string]any)
		if !ok || len(x) != len(y) {
			break
		}
		keys := make([]string, 0, len(x))
		for k := range x {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		for _, k := range keys {
			if d := firstDifference(x[k], y[k], at+"."+k); d != "" {
				return d
			}
		}
		return ""
	}
	if reflect.DeepEqual(a, b) {
		return ""
	}
	show := func(v any) string {
		text, _ := json.Marshal(v)
		if len(text) > 200 {
			text = append(text[:200], "..."...)
		}
		return string(text)
	}
	return at + ": " + show(a) + " against " + show(b)
}
