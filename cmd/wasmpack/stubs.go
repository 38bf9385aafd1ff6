package main

import (
	"bytes"
	"encoding/binary"
	"errors"
	"slices"
	"strings"
)

// Every Go program carries the runtime's execution tracer (~60 KB of
// code), though its functions run only while a trace is taken:
// runtime/trace.Start, which the engine never links, turns the tracer on;
// every other call is behind traceEnabled() or a traceLocker, which only
// an enabled tracer hands out (runtime/trace*.go, panic.go). And a few
// GODEBUG settings, which no page sets, alone run their checks and
// reports (schedtrace, scavtrace, gccheckmark, checkfinalizers). Their
// bodies become a trap (unreachable): ~12 KB less in brotli. Were one
// called, the instance would stop with "unreachable", as on any fatal
// error.
//
// The functions that print a goroutine's traceback or dump memory run only
// once the instance is failing, after the runtime has printed why ("fatal
// error: ..." or the panic's message) and before it exits: here the
// traceback names no function or line anyway (lines.go drops those
// tables). Their bodies become a plain return, so the failing program
// still exits as it did, printing only less: ~11 KB less in brotli. The
// memory profiler's own unwinding (tracebackPCs, the unwinder) runs in
// every program and stays, as does runtime.Stack's path, which nothing
// here links.
//
// -keep-lines keeps every body.

// A function's name, or a type's methods (ending in "."); each with its
// closures (name.funcN).
var (
	traceOnly = []string{
		"runtime.traceLocker.", "runtime.traceWriter.", // handed out by an enabled tracer only
		"runtime.traceAdvance", // StartTrace, StopTrace, the advancer, a panic's flush: each while tracing
		"runtime.traceReadCPU", "runtime.traceStartReadCPU", "runtime.traceStopReadCPU",
		"runtime.traceSyncBatch", "runtime.traceRegisterLabelsAndReasons", "runtime.traceStack",
		"runtime.dumpStacksRec", "runtime.dumpTypesRec", // the trace's tables, which traceAdvance writes
		"runtime.(*profBuf).read", // the CPU profile's reader: traceReadCPU's (runtime/pprof isn't linked)
		// GODEBUG's: schedtrace, scavtrace, gccheckmark (which alone sets
		// useCheckmark), checkfinalizers.
		"runtime.schedtrace", "runtime.printScavTrace", "runtime.runCheckmark", "runtime.setCheckmark",
		"runtime.checkFinalizersAndCleanups",
	}
	// Each prints and returns nothing: its callers then go on failing
	// (throw, dopanic_m's exit).
	printsFailing = []string{
		// A goroutine's traceback: dopanic_m, tracebackothers, newstack's
		// and morestack's throws (and runtime.Stack, which isn't linked).
		"runtime.traceback1", "runtime.tracebackothers", "runtime.tracebacksomeothers", "runtime.goroutineheader",
		"runtime.printcreatedby", "runtime.printAncestorTraceback", "runtime.tracebackHexdump",
		// Memory dumps before a throw: a bad pointer's object, a stack.
		"runtime.hexdumpWords", "runtime.gcDumpObject",
		// An unrecovered panic's value of a type with no Error or String
		// method (printpanicval, which prints the others, stays).
		"runtime.printanycustomtype",
	}
	// What only those call: traceback1's frames (cgo's too: none here),
	// hexdumpWords' lines.
	onlyTheirs = []string{
		"runtime.traceback2", "runtime.printArgs", "runtime.printcreatedby1", "runtime.printFuncName",
		"runtime.printAncestorTracebackFuncInfo", "runtime.printCgoTraceback", "runtime.printOneCgoTraceback",
		"runtime.(*hexdumper).",
	}
)

// named reports whether the function named name is one of list's.
func named(name string, list []string) bool {
	for _, prefix := range list {
		if name == prefix || strings.HasPrefix(name, prefix) && (strings.HasSuffix(prefix, ".") || strings.HasPrefix(name[len(prefix):], ".func")) {
			return true
		}
	}
	return false
}

// stubFor returns the body the function named name gets, or nil to keep
// its own: a trap for what never runs here (traceOnly, and onlyTheirs and
// the closures of printsFailing, whose callers no longer call them), a
// plain return for what prints while the instance fails (printsFailing:
// each returns nothing).
func stubFor(name string) []byte {
	switch {
	case slices.Contains(printsFailing, name):
		return returnBody
	case named(name, traceOnly), named(name, onlyTheirs), named(name, printsFailing):
		return trapBody
	}
	return nil
}

// trapBody is a function body that traps: no locals, unreachable, end.
var trapBody = []byte{0x00, 0x00, 0x0b}

// returnBody is a function body that returns as a Go function does
// (cmd/internal/obj/wasm's RET): it pops the return address its caller
// pushed on the Go stack (global 0, SP, += 8) and answers 0, "not
// unwinding". No locals, no frame of its own.
var returnBody = []byte{
	0x00,       // no locals
	0x23, 0x00, // global.get 0 (SP)
	0x41, 0x08, // i32.const 8
	0x6a,       // i32.add
	0x24, 0x00, // global.set 0
	0x41, 0x00, // i32.const 0
	0x0b, // end
}

// funcValueOffset: a function's entry in the function table is
// funcValueOffset plus its index in the code section (cmd/link's wasm
// assignAddress: its PC_F).
const funcValueOffset = 0x1000

var errEntries = errors.New("the function table's entries are not functions of the code section (a Go js/wasm module of this Go's format?)")

// stubbedFuncs returns the new body of each function stubFor stubs, by
// its code-section index, read from the function table whose header starts h
// (before dropNames renames the runtime's functions).
func stubbedFuncs(h []byte) (map[int][]byte, error) {
	le := binary.LittleEndian
	nfunc := le.Uint64(h[pcHeaderNfunc:])
	nameAt, cuAt := le.Uint64(h[pcHeaderFuncname:]), le.Uint64(h[pcHeaderCutab:])
	pclnAt := le.Uint64(h[pcHeaderPcln:])
	if nameAt < pcHeaderSize || cuAt < nameAt || cuAt > uint64(len(h)) || pclnAt+(nfunc+1)*functabEntrySize > uint64(len(h)) {
		return nil, errPclntab
	}
	names, pcln := h[nameAt:cuAt], h[pclnAt:]
	out := map[int][]byte{}
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
		if stub := stubFor(string(names[off : int(off)+end])); stub != nil {
			out[int(entry-funcValueOffset)] = stub
		}
	}
	return out, nil
}

// stubCode returns the code section body with the functions of stubs (by
// index in the section) given their new bodies.
func stubCode(body []byte, stubs map[int][]byte) ([]byte, error) {
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
		if stub, ok := stubs[i]; ok {
			fn = stub
		}
		out = appendULEB(out, uint64(len(fn)))
		out = append(out, fn...)
	}
	if len(r) != 0 {
		return nil, errFormat
	}
	for i := range stubs {
		if i >= int(count) {
			return nil, errFormat
		}
	}
	return out, nil
}
