//go:build js && wasm

package bindings

import (
	"encoding/binary"
	"encoding/json"
	"math"
	"math/rand"
	"strings"
	"testing"
	"unsafe"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The reader gives back what the writer wrote: every kind of value,
// numbers to the bit, strings of any characters, nesting.
func TestReadArgs(t *testing.T) {
	text := `[{"x":1.5,"y":-2,"id":"a\"b\\cé😀\n","ok":true,"no":false,"z":null,"w":[{"n":1},[],{}]},[0.1,"s",-0,5e-324,1.7976931348623157e308]]`
	doc, ok := readArgs(aligned(argTape(t, text)))
	require.True(t, ok)
	var want []any
	require.NoError(t, json.Unmarshal([]byte(text), &want))
	assert.Equal(t, want, toAny(doc, &doc.root))
	items := doc.items(&doc.items(&doc.root)[1])
	assert.True(t, math.Signbit(items[2].num), "-0 keeps its sign")
	assert.Equal(t, "é😀", doc.str(doc.field(&doc.items(&doc.root)[0], "id"))[5:11])
}

// Anything but a well-formed tape is refused (the fast path falls back),
// and no input makes the reader panic.
func TestReadArgsRefuses(t *testing.T) {
	good := argTape(t, `[{"a":[1,"xy",true]},null]`)
	_, ok := readArgs(aligned(good))
	require.True(t, ok)
	put := func(b []byte, at int, v int32) []byte {
		c := append([]byte(nil), b...)
		binary.LittleEndian.PutUint32(c[at:], uint32(v))
		return c
	}
	nc := int(binary.LittleEndian.Uint32(good))
	for name, bad := range map[string][]byte{
		"empty":               {},
		"short":               good[:6],
		"cut":                 good[:len(good)-1],
		"too many codes":      put(good, 0, int32(nc+1)),
		"negative count":      put(good, 0, -1),
		"unknown code":        put(good, 8, 99),
		"string out of range": put(good, 8+4*2, 1000), // the key "a"'s offset
		"negative length":     put(good, 8+4*3, -3),
		"value out of range":  put(good, 8+4*10, 1000), // "xy"'s length
		"deep":                argTape(t, strings.Repeat("[", 20)+"1"+strings.Repeat("]", 20)),
	} {
		_, ok := readArgs(aligned(bad))
		assert.False(t, ok, name)
	}
	rng := rand.New(rand.NewSource(5))
	for i := 0; i < 20000; i++ {
		b := append([]byte(nil), good...)
		for k := 0; k < 1+rng.Intn(4); k++ {
			b[rng.Intn(len(b))] = byte(rng.Intn(256))
		}
		readArgs(aligned(b)) // must not panic
	}
}

// aligned copies b to a 4-byte aligned buffer, as the input buffer is.
func aligned(b []byte) []byte {
	words := make([]uint64, len(b)/8+1)
	out := unsafeBytes(words)[:len(b)]
	copy(out, b)
	return out
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

func unsafeBytes(w []uint64) []byte {
	return unsafe.Slice((*byte)(unsafe.Pointer(unsafe.SliceData(w))), 8*len(w))
}
