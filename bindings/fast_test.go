//go:build js && wasm

package bindings

import (
	"encoding/binary"
	"encoding/json"
	"math"
	"strings"
	"testing"
	"unsafe"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// callFast runs fast function name on args (JSON text) as web/xwing.js
// does: the arguments' tape into the input buffer, xwingCall, the answer
// out of outBuf. Text that isn't JSON goes in as it is.
func callFast(t *testing.T, name, args string) (status int32, answer string) {
	t.Helper()
	i := -1
	for k, f := range fastFunctions {
		if f.name == name {
			i = k
		}
	}
	require.GreaterOrEqual(t, i, 0, name)
	in := []byte(args)
	if json.Valid(in) {
		in = argTape(t, args)
	}
	xwingBuffer(int32(len(in)))
	n := copy(inBuf, in)
	status = xwingCall(int32(i), int32(n))
	switch {
	case status >= 0:
		require.Len(t, outBuf, int(status))
		return status, tapeJSON(t, outBuf)
	case status == fastFallback:
		return status, ""
	}
	require.Len(t, outBuf, int(fastErrorBase-status))
	return status, tapeJSON(t, outBuf)
}

// argTape writes JSON text as web/xwing.js's put writes the values
// it stands for (argtape.go), members in the text's order.
func argTape(t testing.TB, text string) []byte {
	t.Helper()
	var codes []int32
	var strs []byte
	str := func(s string) {
		codes = append(codes, int32(len(strs)), int32(len(s)))
		strs = append(strs, s...)
	}
	dec := json.NewDecoder(strings.NewReader(text))
	dec.UseNumber()
	var value func(tok json.Token)
	value = func(tok json.Token) {
		switch v := tok.(type) {
		case nil:
			codes = append(codes, tNull)
		case bool:
			codes = append(codes, map[bool]int32{true: tTrue, false: tFalse}[v])
		case json.Number:
			f, err := v.Float64()
			require.NoError(t, err)
			bits := math.Float64bits(f)
			codes = append(codes, tNum, int32(uint32(bits)), int32(uint32(bits>>32)))
		case string:
			codes = append(codes, tStr)
			str(v)
		case json.Delim:
			object := v == '{'
			codes = append(codes, map[bool]int32{true: tObject, false: tArray}[object])
			for dec.More() {
				tok, err := dec.Token()
				require.NoError(t, err)
				if object {
					str(tok.(string))
					tok, err = dec.Token()
					require.NoError(t, err)
				}
				value(tok)
			}
			_, err := dec.Token() // the closing delimiter
			require.NoError(t, err)
			codes = append(codes, tEnd)
		}
	}
	tok, err := dec.Token()
	require.NoError(t, err)
	value(tok)
	out := binary.LittleEndian.AppendUint32(nil, uint32(len(codes)))
	out = binary.LittleEndian.AppendUint32(out, uint32(len(strs)))
	for _, c := range codes {
		out = binary.LittleEndian.AppendUint32(out, uint32(c))
	}
	return append(out, strs...)
}

// tapeJSON reads a tape as web/xwing.js's readTape does, into JSON text.
func tapeJSON(t *testing.T, b []byte) string {
	t.Helper()
	i32 := func(at int) int32 { return int32(binary.LittleEndian.Uint32(b[at:])) }
	nc, nn, ns := int(i32(0)), int(i32(4)), int(i32(8))
	numsAt := (16 + 4*nc + 7) &^ 7
	refsAt := numsAt + 8*nn
	bytesAt := refsAt + 8*ns
	strs := make([]string, ns)
	for k, q := 0, bytesAt; k < ns; k++ {
		addr, n := uint32(i32(refsAt+8*k)), int(i32(refsAt+8*k+4))
		if addr == 0 {
			strs[k] = string(b[q : q+n])
			q += n
		} else {
			// A lasting string: read it where it lives.
			strs[k] = unsafe.String((*byte)(unsafe.Add(unsafe.Pointer(nil), addr)), n)
		}
	}
	c, f := 0, 0
	code := func() int32 { c++; return i32(16 + 4*(c-1)) }
	var value func() any
	value = func() any {
		switch code() {
		case tNull:
			return nil
		case tTrue:
			return true
		case tFalse:
			return false
		case tNum:
			f++
			return math.Float64frombits(binary.LittleEndian.Uint64(b[numsAt+8*(f-1):]))
		case tInt:
			return code()
		case tStr:
			return strs[code()]
		case tArray:
			a := []any{}
			for i32(16+4*c) != tEnd {
				a = append(a, value())
			}
			c++
			return a
		case tPoint:
			f += 2
			return map[string]any{"x": math.Float64frombits(binary.LittleEndian.Uint64(b[numsAt+8*(f-2):])),
				"y": math.Float64frombits(binary.LittleEndian.Uint64(b[numsAt+8*(f-1):]))}
		case tObject:
			o := map[string]any{}
			for i32(16+4*c) != tEnd {
				k := strs[code()]
				o[k] = value()
			}
			c++
			return o
		}
		t.Fatalf("bad code at %d", c-1)
		return nil
	}
	v := value()
	require.Equal(t, nc, c, "every code read")
	require.Equal(t, nn, f, "every number read")
	out, err := json.Marshal(v)
	require.NoError(t, err)
	return string(out)
}

const fastA, fastB = `{"x":100,"y":100,"heading":180,"size":"small"}`, `{"x":100,"y":300,"heading":0,"size":"small"}`

func TestFastPath(t *testing.T) {
	t.Run("answers as a tape", func(t *testing.T) {
		st, out := callFast(t, "rangeTo", "["+fastA+","+fastB+"]")
		require.GreaterOrEqual(t, st, int32(0))
		var m struct {
			Range    int
			Distance float64
		}
		require.NoError(t, json.Unmarshal([]byte(out), &m))
		assert.Equal(t, 2, m.Range)
		assert.Equal(t, 160.0, m.Distance)
		_, out = callFast(t, "inArc", "["+fastA+","+fastB+`,"front"]`)
		assert.Equal(t, "true", out)
		_, out = callFast(t, "rangeTo", "["+fastA+","+fastB+`,{"arc":"rear"}]`)
		assert.Equal(t, "null", out, "not in the rear arc")
		_, out = callFast(t, "relation", "["+fastA+","+fastB+"]")
		assert.Equal(t, `"inFront"`, out)
	})
	t.Run("domain errors answer with the regular path's message", func(t *testing.T) {
		st, out := callFast(t, "board", `[{"ships":[`+fastA+`,{"x":1,"y":1,"heading":0,"size":"tiny"}]}]`)
		require.Less(t, st, int32(fastFallback))
		assert.JSONEq(t, `{"name":"RangeError","message":"board: ships[1].size: want one of small, medium, large, huge, got \"tiny\""}`, out)
		_, out = callFast(t, "inArc", "["+fastA+","+fastB+`,"up"]`)
		assert.Contains(t, out, `"inArc: arc: want a 2e arc`)
	})
	t.Run("anything unexpected falls back to the regular path", func(t *testing.T) {
		for _, args := range []string{
			`[{"x":null,"y":1,"heading":0,"size":"small"},` + fastB + `]`, // NaN, as JSON writes it
			`[{"x":"1","y":1,"heading":0,"size":"small"},` + fastB + `]`,
			`[{"x":1,"y":1,"heading":0},` + fastB + `]`,
			`[` + fastA + `]`,
			`[` + fastA + `,` + fastB + `,{"maxRange":3.5}]`,
			`not json`, `{}`, `[[[[[[[[[[[[[[[[[[[[1]]]]]]]]]]]]]]]]]]]`,
		} {
			st, _ := callFast(t, "rangeTo", args)
			assert.Equal(t, int32(fastFallback), st, args)
		}
		assert.Equal(t, int32(fastFallback), xwingCall(99, 0), "no such function")
		assert.Equal(t, int32(fastFallback), xwingCall(0, 1<<30), "more bytes than the buffer")
	})
	t.Run("a panic becomes an internal error, and the next call answers", func(t *testing.T) {
		fastFunctions = append(fastFunctions, struct {
			name string
			fn   func(a *fastArgs, e *encoder)
		}{"boom", func(*fastArgs, *encoder) { panic("boom") }})
		defer func() { fastFunctions = fastFunctions[:len(fastFunctions)-1] }()
		st, out := callFast(t, "boom", "[]")
		require.Less(t, st, int32(fastFallback))
		assert.JSONEq(t, `{"name":"RangeError","message":"boom: internal error (please report): boom"}`, out)
		_, out = callFast(t, "inArc", "["+fastA+","+fastB+`,"front"]`)
		assert.Equal(t, "true", out)
	})
	t.Run("obstacle outlines are validated once, by their text", func(t *testing.T) {
		rock := `{"id":"r","points":[{"x":400,"y":400},{"x":440,"y":400},{"x":420,"y":440}]}`
		clear(validOutlines)
		st, _ := callFast(t, "rangeTo", "["+fastA+","+rock+"]")
		require.GreaterOrEqual(t, st, int32(0))
		assert.Len(t, validOutlines, 1)
		bow := `{"points":[{"x":0,"y":0},{"x":10,"y":10},{"x":10,"y":0},{"x":0,"y":5}]}`
		_, out := callFast(t, "rangeTo", "["+fastA+","+bow+"]")
		assert.Contains(t, out, "rangeTo: to.points: want a simple polygon")
		assert.Len(t, validOutlines, 1, "a bad outline is not remembered")
	})
}

func TestShipField(t *testing.T) {
	for j, k := range shipFields {
		assert.Equal(t, j, shipField(k), k)
	}
	for _, k := range []string{"", "z", "w", "X", "ib", "sizes", "siz", "shop", "tram", "pilat", "turrer", "mobilx", "headinx", "weaponz", "xx"} {
		assert.Equal(t, -1, shipField(k), k)
	}
}
