package main

import (
	"bytes"
	"cmp"
	"encoding/binary"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
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
	out, err := pack(in, 100, false)
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
		_, err := pack(m, 8, false)
		assert.ErrorIs(t, err, errFormat, name)
	}
}

// A real Go program for js/wasm (testdata/probe) runs the same with its
// line tables dropped: stacks still grow, the collector still finds every
// pointer, panics are still recovered, goroutines still run and the
// runtime's functions are still known as the runtime's; only the source
// place and the functions' names are unknown. And the tables are most of
// what it drops.
func TestDroppedLinesLeaveTheProgramWorking(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs a js/wasm program")
	}
	node, err := exec.LookPath("node")
	require.NoError(t, err, "this test runs a js/wasm program in Node")
	goroot, err := exec.Command("go", "env", "GOROOT").Output()
	require.NoError(t, err)
	dir := t.TempDir()
	wasm := filepath.Join(dir, "probe.wasm")
	build := exec.Command("go", "build", "-trimpath", "-ldflags=-s -w", "-o", wasm, "./testdata/probe")
	build.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	out, err := build.CombinedOutput()
	require.NoError(t, err, "%s", out)
	run := func() string {
		cmd := exec.Command(node, filepath.Join(strings.TrimSpace(string(goroot)), "lib", "wasm", "wasm_exec_node.js"), wasm)
		out, err := cmd.CombinedOutput()
		require.NoError(t, err, "%s", out)
		return string(out)
	}
	assert.Equal(t, "deep true\nrecovered true\nname \"main.main\"\nplace true\nruntime name \"runtime.goexit\"\ngoroutines true\nallocated true\n", run())
	unpackedPanic, _ := exec.Command(node, filepath.Join(strings.TrimSpace(string(goroot)), "lib", "wasm", "wasm_exec_node.js"), wasm, "panic").CombinedOutput()
	assert.Contains(t, string(unpackedPanic), "goroutine 1 [running]", "built as it is, a panic prints its goroutine")

	in, err := os.ReadFile(wasm)
	require.NoError(t, err)
	packed, err := pack(in, 1024, true)
	require.NoError(t, err)
	require.NoError(t, os.WriteFile(wasm, packed, 0o644))
	assert.Equal(t, "deep true\nrecovered true\nname \"\"\nplace false\nruntime name \"runtime.\"\ngoroutines true\nallocated true\n", run())

	// A program that panics still says why and exits as it did, without
	// the goroutine's traceback (stubs.go).
	fail := func(arg string) string {
		cmd := exec.Command(node, filepath.Join(strings.TrimSpace(string(goroot)), "lib", "wasm", "wasm_exec_node.js"), wasm, arg)
		out, err := cmd.CombinedOutput()
		var exit *exec.ExitError
		require.ErrorAs(t, err, &exit, "%s", out)
		assert.Equal(t, 2, exit.ExitCode(), "%s", out)
		assert.NotContains(t, string(out), "unreachable")
		return string(out)
	}
	out = []byte(fail("panic"))
	assert.True(t, strings.HasPrefix(string(out), "panic: probe failed\n"), "%s", out)
	assert.NotContains(t, string(out), "goroutine 1 [running]")
	assert.True(t, strings.HasPrefix(fail("panic-value"), "panic: "))

	// No function keeps an inline tree or an argument layout; the
	// funcdata the program runs on stay.
	segs := dataSegments(t, packed)
	kinds := funcdataKinds(t, segs)
	assert.Zero(t, kinds[funcdataInlTree], "inline trees")
	assert.Zero(t, kinds[funcdataArgInfo], "argument layouts")
	assert.NotZero(t, kinds[1], "locals pointer maps (abi.FUNCDATA_LocalsPointerMaps)")
	unpacked := funcdataKinds(t, dataSegments(t, in))
	assert.NotZero(t, unpacked[funcdataInlTree], "the probe has inline trees to drop")
	assert.Equal(t, unpacked[1], kinds[1])

	// Packing again finds no line tables left to drop.
	zeroed, err := dropLineTables(segs)
	require.NoError(t, err)
	assert.Zero(t, zeroed)
}

// Without a Go function table, nothing is guessed.
func TestDropLinesNeedsAGoFunctionTable(t *testing.T) {
	_, err := pack(module(segment{0, []byte("no table here")}), 8, true)
	assert.ErrorIs(t, err, errPclntab)
}

// dataSegments reads module m's data segments.
func dataSegments(t *testing.T, m []byte) []segment {
	t.Helper()
	for r := m[8:]; len(r) > 0; {
		size, n := uleb(r[1:])
		if r[0] == dataSection {
			segs, err := readSegments(r[1+n : 1+n+int(size)])
			require.NoError(t, err)
			return segs
		}
		r = r[1+n+int(size):]
	}
	t.Fatal("no data section")
	return nil
}

// funcdataKinds counts the functions of the function table in segs that
// have each kind of funcdata (abi.FUNCDATA_*).
func funcdataKinds(t *testing.T, segs []segment) map[int]int {
	t.Helper()
	segs = slices.Clone(segs)
	slices.SortStableFunc(segs, func(a, b segment) int { return cmp.Compare(a.offset, b.offset) })
	segs = merge(segs, 1024)
	le := binary.LittleEndian
	kinds := map[int]int{}
	for _, s := range segs {
		i := bytes.Index(s.bytes, pcHeaderMagic)
		if i < 0 || (s.offset+uint64(i))%8 != 0 {
			continue
		}
		h := s.bytes[i:]
		pcln := h[le.Uint64(h[pcHeaderPcln:]):]
		for f := range le.Uint64(h[pcHeaderNfunc:]) {
			fn := pcln[le.Uint32(pcln[f*functabEntrySize+4:]):]
			npcdata := le.Uint32(fn[funcNpcdata:])
			for k := range uint32(fn[funcNfuncdata]) {
				if le.Uint32(fn[funcPcdata+4*(npcdata+k):]) != noFuncdata {
					kinds[int(k)]++
				}
			}
		}
		return kinds
	}
	t.Fatal("no function table")
	return nil
}

// Exactly the functions stubFor names get its stub (a trap or a plain
// return), by the names the module's name section gives them (a build
// with its names): the function table's entries lead to the right bodies.
func TestStubbedFunctionsGetTheirStubs(t *testing.T) {
	if testing.Short() {
		t.Skip("builds a js/wasm program")
	}
	in := namedProbe(t)
	packed, err := pack(in, 1024, true)
	require.NoError(t, err)

	names, imports := functionNames(t, in)
	bodies := codeBodies(t, packed)
	traps, returns := 0, 0
	for i, body := range bodies {
		name := readable(names[imports+i])
		switch stub := stubFor(name); {
		case stub == nil:
			assert.False(t, bytes.Equal(body, trapBody) || bytes.Equal(body, returnBody), "%s (function %d) kept", name, i)
		case bytes.Equal(stub, trapBody):
			assert.Equal(t, trapBody, body, "%s (function %d)", name, i)
			traps++
		default:
			assert.Equal(t, returnBody, body, "%s (function %d)", name, i)
			returns++
		}
	}
	assert.Greater(t, traps, 30, "the tracer's functions are there to stub")
	assert.GreaterOrEqual(t, returns, 8, "so are the tracebacks and memory dumps")
	for _, name := range []string{"runtime.traceLocker.GoStart", "runtime.traceAdvance.func1", "runtime.schedtrace", "runtime.checkFinalizersAndCleanups.func1", "runtime.traceback2", "runtime.(*hexdumper).flushLine", "runtime.traceback1.func1"} {
		assert.Equal(t, trapBody, stubFor(name), name)
	}
	for _, name := range []string{"runtime.traceback1", "runtime.goroutineheader", "runtime.printanycustomtype", "runtime.gcDumpObject"} {
		assert.Equal(t, returnBody, stubFor(name), name)
	}
	// What runs in a program that isn't failing, and what says why it is
	// (or throws after a dump: reportZombies).
	for _, name := range []string{"runtime.traceAcquire", "runtime.traceEnabled", "runtime.traceAdvancerState.start", "runtime.tracebackPCs", "runtime.(*unwinder).next", "runtime.callers", "runtime.printpanicval", "runtime.printpanics", "runtime.throw", "runtime.(*mspan).reportZombies", "runtime.traceback1x"} {
		assert.Nil(t, stubFor(name), name)
	}

	_, err = stubCode(appendULEB(nil, 0), map[int][]byte{3: trapBody})
	assert.ErrorIs(t, err, errFormat, "a function the code section hasn't")
}

var pointerMethod = regexp.MustCompile(`__(\w+?)_\.`)

// functionNames reads module m's function names (its name section) and
// how many functions it imports.
func functionNames(t *testing.T, m []byte) (map[int]string, int) {
	t.Helper()
	names := map[int]string{}
	imports := 0
	for r := m[8:]; len(r) > 0; {
		size, n := uleb(r[1:])
		body := r[1+n : 1+n+int(size)]
		r = r[1+n+int(size):]
		switch r0 := body; {
		case len(r0) > 5 && string(r0[1:5]) == "name" && r0[0] == 4:
			for p := 5; p < len(body); {
				sub := body[p]
				sz, k := uleb(body[p+1:])
				sec := body[p+1+k : p+1+k+int(sz)]
				p += 1 + k + int(sz)
				if sub != 1 {
					continue
				}
				count, q := uleb(sec)
				for range count {
					idx, k := uleb(sec[q:])
					q += k
					l, k := uleb(sec[q:])
					q += k
					names[int(idx)] = string(sec[q : q+int(l)])
					q += int(l)
				}
			}
		}
		if m[len(m)-len(r)-len(body)-n-1] == 2 { // the import section
			count, q := uleb(body)
			for range count {
				for range 2 { // module and field names
					l, k := uleb(body[q:])
					q += k + int(l)
				}
				kind := body[q]
				q++
				_, k := uleb(body[q:])
				q += k
				require.Zero(t, kind, "Go's modules import functions only")
				imports++
			}
		}
	}
	require.NotEmpty(t, names, "a build with its names")
	return names, imports
}

// codeBodies reads module m's function bodies.
func codeBodies(t *testing.T, m []byte) [][]byte {
	t.Helper()
	for r := m[8:]; len(r) > 0; {
		size, n := uleb(r[1:])
		body := r[1+n : 1+n+int(size)]
		if r[0] == codeSection {
			count, p := uleb(body)
			var out [][]byte
			for range count {
				sz, k := uleb(body[p:])
				out = append(out, body[p+k:p+k+int(sz)])
				p += k + int(sz)
			}
			return out
		}
		r = r[1+n+int(size):]
	}
	t.Fatal("no code section")
	return nil
}
