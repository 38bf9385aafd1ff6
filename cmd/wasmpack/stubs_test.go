package main

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// gatedCall: calls into the trapped functions matching callee from the
// functions matching callers are made only behind gate.
type gatedCall struct{ callee, callers, gate string }

// A trap is safe only where nothing runs it: every direct call into a
// trapped function from a function that keeps its body must be one of
// the calls below, each behind an enabled tracer or a GODEBUG setting in
// the runtime's source. A new Go whose runtime calls a trapped function
// from somewhere else (a small method no longer inlined, say: the engine
// would stop with "unreachable" in an ordinary run) fails here until that
// call is read and added, or the function is no longer trapped. (A trapped
// closure is called only through its parent, itself trapped or returning.)
var gatedCalls = []gatedCall{
	// A traceLocker is ok() only as handed out by an enabled tracer
	// (traceAcquire); its event methods are called behind trace.ok().
	{`runtime\.traceLocker\.[A-Z]\w*`, `.*`, "if trace.ok()"},
	// ok() itself is inlined everywhere but in freeSpan's closure, where
	// it is called behind traceAllocFreeEnabled().
	{`runtime\.traceLocker\.ok`, `runtime\.(\(\*sweepLocked\)\.sweep\.)?\(\*mheap\)\.freeSpan\.func\d+`, "traceAllocFreeEnabled()"},
	{`runtime\.traceWriter\.\w+`, `runtime\.(traceEventWriter|\(\*trace\w+\))\.\w+`, "the tracer's own writers"},
	{`runtime\.dump(Stacks|Types)Rec`, `runtime\.\(\*trace(Stack|Type)Table\)\.dump`, "the tracer's tables"},
	{`runtime\.traceAdvance`, `runtime\.gopanic`, "if traceEnabled()"},
	{`runtime\.schedtrace`, `runtime\.startpanic_m`, "debug.schedtrace > 0 || debug.scheddetail > 0"},
	{`runtime\.setCheckmark`, `runtime\.greyobject`, "if useCheckmark (GODEBUG=gccheckmark)"},
	{`runtime\.printScavTrace`, `runtime\.sweepone\.func\d+`, "debug.scavtrace > 0"},
	{`runtime\.(runCheckmark|checkFinalizersAndCleanups)`, `runtime\.gcMarkTermination\.func\d+`, "debug.gccheckmark, debug.checkfinalizers"},
}

func TestTrappedFunctionsAreCalledOnlyBehindTheirGates(t *testing.T) {
	if testing.Short() {
		t.Skip("builds a js/wasm program")
	}
	in := namedProbe(t)
	names, imports := functionNames(t, in)
	bodies := codeBodies(t, in)
	name := func(f int) string { return readable(names[f]) }
	var calls, ungated []string
	for i, body := range bodies {
		caller := imports + i
		if stubFor(name(caller)) != nil {
			continue // trapped or returning: it calls nothing any more
		}
		for _, callee := range directCalls(t, body) {
			if !bytes.Equal(stubFor(name(callee)), trapBody) {
				continue
			}
			call := fmt.Sprintf("%s <- %s", name(callee), name(caller))
			calls = append(calls, call)
			if !gated(name(callee), name(caller)) {
				ungated = append(ungated, call)
			}
		}
	}
	assert.Empty(t, ungated, "calls into a trapped function that no gate covers: read the runtime's source; a call that runs in an ordinary program must not be trapped")
	assert.Greater(t, len(calls), 20, "the tracer's events are called from the scheduler and the collector (the decoder finds calls)")
}

// TestTheGatesCatchAnUngatedCall checks the test above can fail: a call
// into a trapped function from an ordinary one is no gate's.
func TestTheGatesCatchAnUngatedCall(t *testing.T) {
	assert.True(t, gated("runtime.traceLocker.GoStart", "runtime.execute"))
	assert.True(t, gated("runtime.traceLocker.ok", "runtime.(*sweepLocked).sweep.(*mheap).freeSpan.func2"))
	assert.True(t, gated("runtime.dumpStacksRec", "runtime.(*traceStackTable).dump"))
	assert.False(t, gated("runtime.traceLocker.ok", "runtime.execute"), "ok() called where it isn't inlined")
	assert.False(t, gated("runtime.schedtrace", "runtime.schedule"))
	assert.False(t, gated("runtime.traceAdvance", "runtime.gcStart"))
}

// gated reports whether one of gatedCalls covers callee called by caller.
func gated(callee, caller string) bool {
	whole := func(re string) *regexp.Regexp { return regexp.MustCompile(`^(?:` + re + `)$`) }
	return slices.ContainsFunc(gatedCalls, func(g gatedCall) bool {
		return whole(g.callee).MatchString(callee) && whole(g.callers).MatchString(caller)
	})
}

// readable is a name section's name as the function table writes it (the
// name section writes a method's "(*T)." as "__T_.").
func readable(name string) string { return pointerMethod.ReplaceAllString(name, "(*$1).") }

// namedProbe builds testdata/probe for js/wasm with its name section.
func namedProbe(t *testing.T) []byte {
	t.Helper()
	wasm := filepath.Join(t.TempDir(), "probe.wasm")
	build := exec.Command("go", "build", "-trimpath", "-o", wasm, "./testdata/probe")
	build.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	out, err := build.CombinedOutput()
	require.NoError(t, err, "%s", out)
	in, err := os.ReadFile(wasm)
	require.NoError(t, err)
	return in
}

// directCalls decodes a function body (the instructions Go's wasm
// backend writes) and returns the function indices of its call
// instructions.
func directCalls(t *testing.T, body []byte) []int {
	t.Helper()
	var calls []int
	p := 0
	next := func() uint64 {
		v, n := uleb(body[p:])
		require.NotZero(t, n, "a LEB128 at %d", p)
		p += n
		return v
	}
	skipSigned := func() {
		for body[p] >= 0x80 {
			p++
		}
		p++
	}
	for range next() { // locals: count, type
		next()
		p++
	}
	for p < len(body) {
		op := body[p]
		p++
		switch {
		case op == 0x02 || op == 0x03 || op == 0x04: // block, loop, if
			if bt := body[p]; bt == 0x40 || bt >= 0x7b {
				p++
			} else {
				skipSigned()
			}
		case op == 0x0c || op == 0x0d: // br, br_if
			next()
		case op == 0x0e: // br_table
			for range next() + 1 {
				next()
			}
		case op == 0x10: // call
			calls = append(calls, int(next()))
		case op == 0x11: // call_indirect: type, table
			next()
			next()
		case op >= 0x20 && op <= 0x24: // locals, globals
			next()
		case op >= 0x28 && op <= 0x3e: // loads and stores: align, offset
			next()
			next()
		case op == 0x3f || op == 0x40: // memory.size, memory.grow
			p++
		case op == 0x41 || op == 0x42: // i32.const, i64.const
			skipSigned()
		case op == 0x43:
			p += 4
		case op == 0x44:
			p += 8
		case op == 0xfc:
			switch next() {
			case 8: // memory.init
				next()
				p++
			case 9: // data.drop
				next()
			case 10: // memory.copy
				p += 2
			case 11: // memory.fill
				p++
			}
		case op <= 0x1b || op >= 0x45 && op <= 0xc4: // no immediates
		default:
			t.Fatalf("an instruction Go's backend doesn't write: %#x at %d", op, p-1)
		}
	}
	return calls
}
