package main

import (
	"bytes"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// module is a module of one memory with data segments at offsets, in the
// order given, and a custom section after them.
func module(segs ...segment) []byte {
	m := []byte("\x00asm\x01\x00\x00\x00")
	m = append(m, 5, 3, 1, 0, 1) // memory section: one memory of one page
	data := writeSegments(segs)
	m = append(m, dataSection)
	m = appendULEB(m, uint64(len(data)))
	m = append(append(m, data...), 0, 4, 1, 'x', 'y', 'z') // custom section "x"
	return m
}

// memory is what a module's data segments leave in memory.
func memory(t *testing.T, m []byte) []byte {
	t.Helper()
	var segs []segment
	for r := m[8:]; len(r) > 0; {
		size, n := uleb(r[1:])
		if r[0] == dataSection {
			var err error
			segs, err = readSegments(r[1+n : 1+n+int(size)])
			require.NoError(t, err)
		}
		r = r[1+n+int(size):]
	}
	mem := make([]byte, 1<<16)
	for _, s := range segs {
		copy(mem[s.offset:], s.bytes)
	}
	return mem
}

func count(t *testing.T, m []byte) int {
	t.Helper()
	n := 0
	for r := m[8:]; len(r) > 0; {
		size, k := uleb(r[1:])
		if r[0] == dataSection {
			c, _ := uleb(r[1+k:])
			n = int(c)
		}
		r = r[1+k+int(size):]
	}
	return n
}

// Packing keeps the memory image and every other section; segments out
// of memory order (Go writes them so) and far apart stay apart.
func TestPackKeepsTheMemoryImage(t *testing.T) {
	in := module(
		segment{40000, []byte("tail")},
		segment{100, []byte("abc")},
		segment{110, []byte("de")},    // 7 zeros after abc
		segment{200, []byte{1, 2, 3}}, // 88 zeros after de
		segment{9000, []byte("far")},  // past the gap
		segment{64, []byte{0x40}},     // an offset whose LEB128 needs a sign byte
	)
	out, err := pack(in, 100)
	require.NoError(t, err)
	assert.Equal(t, memory(t, in), memory(t, out))
	assert.Equal(t, 6, count(t, in))
	assert.Equal(t, 3, count(t, out), "64-200 merged; 9000 and 40000 apart")
	assert.True(t, bytes.HasSuffix(out, []byte{0, 4, 1, 'x', 'y', 'z'}), "the custom section kept")
	assert.True(t, bytes.HasPrefix(out, in[:13]), "the header and memory section kept")
}

func TestPackRefusesWhatItCannotRead(t *testing.T) {
	for name, m := range map[string][]byte{
		"empty":            nil,
		"not wasm":         []byte("\x7fELF\x01\x00\x00\x00"),
		"truncated":        module(segment{1, []byte("abc")})[:20],
		"passive segment":  append([]byte("\x00asm\x01\x00\x00\x00"), dataSection, 4, 1, 1, 1, 'a'),
		"section too long": append([]byte("\x00asm\x01\x00\x00\x00"), dataSection, 9, 1),
	} {
		_, err := pack(m, 8)
		assert.ErrorIs(t, err, errFormat, name)
	}
}
