package main

import (
	"bytes"
	"encoding/binary"
	"errors"
	"strings"
)

// Every Go program carries the runtime's execution tracer (~60 KB of
// code), though its functions run only while a trace is taken:
// runtime/trace.Start, which the engine never links, turns the tracer on;
// every other call is behind traceEnabled() or a traceLocker, which only
// an enabled tracer hands out (runtime/trace*.go, panic.go). And
// GODEBUG=schedtrace, which no page sets, alone runs schedtrace. Their
// bodies become a trap (unreachable): ~10 KB less in brotli. Were one
// called, the instance would stop with "unreachable", as on any fatal
// error; -keep-lines keeps them.

// traceOnly reports whether the runtime function named name runs only
// while a trace is taken or GODEBUG=schedtrace is set.
func traceOnly(name string) bool {
	for _, prefix := range []string{
		"runtime.traceLocker.", "runtime.traceWriter.", // handed out by an enabled tracer only
		"runtime.traceAdvance", // StartTrace, StopTrace, the advancer, a panic's flush: each while tracing
		"runtime.traceReadCPU", "runtime.traceStartReadCPU", "runtime.traceStopReadCPU",
		"runtime.traceSyncBatch", "runtime.traceRegisterLabelsAndReasons", "runtime.traceStack",
		"runtime.schedtrace",
	} {
		if name == prefix || strings.HasPrefix(name, prefix) && (strings.HasSuffix(prefix, ".") || strings.HasPrefix(name[len(prefix):], ".func")) {
			return true
		}
	}
	return false
}

// funcValueOffset: a function's entry in the function table is
// funcValueOffset plus its index in the code section (cmd/link's wasm
// assignAddress: its PC_F).
const funcValueOffset = 0x1000

var errEntries = errors.New("the function table's entries are not functions of the code section (a Go js/wasm module of this Go's format?)")

// traceOnlyFuncs returns the code-section indices of the functions
// traceOnly names, read from the function table whose header starts h
// (before dropNames renames the runtime's functions).
func traceOnlyFuncs(h []byte) ([]int, error) {
	le := binary.LittleEndian
	nfunc := le.Uint64(h[pcHeaderNfunc:])
	nameAt, cuAt := le.Uint64(h[pcHeaderFuncname:]), le.Uint64(h[pcHeaderCutab:])
	pclnAt := le.Uint64(h[pcHeaderPcln:])
	if nameAt < pcHeaderSize || cuAt < nameAt || cuAt > uint64(len(h)) || pclnAt+(nfunc+1)*functabEntrySize > uint64(len(h)) {
		return nil, errPclntab
	}
	names, pcln := h[nameAt:cuAt], h[pclnAt:]
	var out []int
	for i := range nfunc {
		entry := le.Uint32(pcln[i*functabEntrySize:])
		if entry < funcValueOffset {
			return nil, errEntries
		}
		at := le.Uint32(pcln[i*functabEntrySize+4:])
		if uint64(at)+funcPcdata > uint64(len(pcln)) {
			return nil, errPclntab
		}
		off := int32(le.Uint32(pcln[at+funcNameOff:]))
		if off <= 0 || int(off) >= len(names) {
			continue
		}
		end := bytes.IndexByte(names[off:], 0)
		if end < 0 {
			return nil, errPclntab
		}
		if traceOnly(string(names[off : int(off)+end])) {
			out = append(out, int(entry-funcValueOffset))
		}
	}
	return out, nil
}

// trapBody is a function body that traps: no locals, unreachable, end.
var trapBody = []byte{0x00, 0x00, 0x0b}

// stubCode returns the code section body with the functions at indices
// (in the section) made traps.
func stubCode(body []byte, indices []int) ([]byte, error) {
	stub := make(map[int]bool, len(indices))
	for _, i := range indices {
		stub[i] = true
	}
	count, n := uleb(body)
	if n == 0 {
		return nil, errFormat
	}
	out := appendULEB(nil, count)
	r := body[n:]
	for i := range int(count) {
		size, n := uleb(r)
		if n == 0 || uint64(len(r)-n) < size {
			return nil, errFormat
		}
		fn := r[n : n+int(size)]
		r = r[n+int(size):]
		if stub[i] {
			fn = trapBody
			delete(stub, i)
		}
		out = appendULEB(out, uint64(len(fn)))
		out = append(out, fn...)
	}
	if len(r) != 0 || len(stub) != 0 {
		return nil, errFormat
	}
	return out, nil
}
