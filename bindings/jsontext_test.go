//go:build js && wasm

package bindings

import (
	"encoding/json"
	"math"
	"math/rand"
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The fast path's parser reads numbers exactly as strconv does.
func TestParseNumbers(t *testing.T) {
	rng := rand.New(rand.NewSource(4))
	var cases []string
	for i := 0; i < 20000; i++ {
		f := (rng.Float64()*2 - 1) * math.Pow(10, float64(rng.Intn(30)-12))
		cases = append(cases, strconv.FormatFloat(f, 'g', -1, 64), strconv.FormatFloat(math.Round(f*1000)/1000, 'f', -1, 64))
	}
	cases = append(cases, "0", "-0", "0.5", "0.05", "100", "914.4", "1e21", "1e-7", "123456789012345", "1234567890123456789", "5e-324", "1.7976931348623157e308")
	for _, c := range cases {
		doc, ok := parseJSON("[" + c + "]")
		require.True(t, ok, c)
		want, _ := strconv.ParseFloat(c, 64)
		got := doc.items(&doc.root)[0].num
		require.Equal(t, math.Float64bits(want), math.Float64bits(got), "%s", c)
	}
	for _, bad := range []string{"[-]", "[.]", "[1.2.3]", "[1e]", "[--1]", "[1,]", "[", "{\"a\":}", "[1 2]", "[\"\\x\"]", "{\"a\\n\":1}"} {
		_, ok := parseJSON(bad)
		assert.False(t, ok, bad)
	}
}

// Whatever JSON.stringify writes, the parser reads as encoding/json does.
func TestParseDocuments(t *testing.T) {
	text := `[{"x":1.5,"y":-2,"id":"a\"b\\c\u00e9\ud83d\ude00\n","ok":true,"no":false,"z":null,"w":[{"n":1},[],{}]},[0.1,"s"]]`
	doc, ok := parseJSON(text)
	require.True(t, ok)
	var want []any
	require.NoError(t, json.Unmarshal([]byte(text), &want))
	assert.Equal(t, want, toAny(doc, &doc.root))
}

func toAny(d *jdoc, n *jnode) any {
	switch n.kind {
	case 'n':
		return n.num
	case 's':
		return d.str(n)
	case 't':
		return true
	case 'f':
		return false
	case 'z':
		return nil
	case 'a':
		out := []any{}
		for i := range d.items(n) {
			out = append(out, toAny(d, &d.items(n)[i]))
		}
		return out
	}
	out := map[string]any{}
	for i := range d.items(n) {
		m := &d.items(n)[i]
		out[d.text[m.k0:m.k1]] = toAny(d, m)
	}
	return out
}
