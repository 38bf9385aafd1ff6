package main

import (
	"bytes"
	"encoding/binary"
	"errors"
	"slices"
)

// Go's function table (runtime.pclntab) keeps, for every function, tables
// mapping each code position to a value: its source file, its line, its
// inlined calls, which arguments are live, whether it may be preempted
// there, its stack map, its stack-pointer offset. In a WebAssembly module
// the runtime reads only the last two to run (the garbage collector and
// stack growth); the rest is for reports of where code is (tracebacks,
// runtime.Caller, runtime.Frames), a debugger's calls, and asynchronous
// preemption, which js/wasm has not (preemptMSupported): 150 of the 169
// KB of tables, 80 KB gzipped. dropLineTables unhooks those tables from
// every function (an offset of 0 is "no table", which the runtime reads
// as an unknown place: a traceback shows "?:0" but still names each
// function), zeros the bytes no kept table shares, and zeros each
// function's first line and compilation unit (where its file names
// start), which only the same reports read. It then drops the names of
// the functions outside the runtime and reflect (dropNames), which only
// the same reports read, and the file tables: ~12 KB less in brotli; a
// traceback shows those functions nameless. The runtime's functions all
// keep one name, "runtime.", the part the runtime reads to run: 9 KB
// less in brotli; a traceback then hides their frames.

// pcHeader's layout (runtime/symtab.go): magic, two pad bytes, minLC,
// ptrSize, then nfunc, nfiles, an unused word, and the offsets of the
// name, compilation-unit, file, value and function tables from the header.
var pcHeaderMagic = []byte{0xf1, 0xff, 0xff, 0xff, 0, 0, 1, 8} // Go 1.20+, minLC 1, 8-byte pointers

const (
	pcHeaderNfunc     = 8
	pcHeaderFuncname  = 32
	pcHeaderCutab     = 40
	pcHeaderFiletab   = 48
	pcHeaderPctab     = 56
	pcHeaderPcln      = 64
	pcHeaderSize      = 72
	funcNameOff       = 4 // _func's fields, from its start
	funcPcfile        = 20
	funcPcln          = 24
	funcNpcdata       = 28
	funcCuOffset      = 32
	funcStartLine     = 36
	funcPcdata        = 44 // the pcdata offsets follow the fixed fields
	pcdataStackMapIdx = 1  // abi.PCDATA_StackMapIndex
	maxPcdataPerFunc  = 16
	functabEntrySize  = 8 // entryoff, funcoff
	tableTerminator   = 0
)

var errPclntab = errors.New("no Go 1.20+ function table of 8-byte pointers found in the data (is this a Go-built module of this Go's format?)")

// dropLineTables finds the function table in segs and drops its line
// tables in place; it returns how many bytes it zeroed.
func dropLineTables(segs []segment) (int, error) {
	header, h, err := findPclntab(segs)
	if err != nil {
		return 0, err
	}
	return dropLines(memoryOf(segs), header, h)
}

// findPclntab returns the address of the function table's header in
// segs and its bytes from there.
func findPclntab(segs []segment) (uint64, []byte, error) {
	for _, s := range segs {
		for at := 0; ; at += 8 {
			i := bytes.Index(s.bytes[at:], pcHeaderMagic)
			if i < 0 {
				break
			}
			at += i
			if (s.offset+uint64(at))%8 != 0 {
				continue
			}
			if len(s.bytes[at:]) < pcHeaderSize {
				return 0, nil, errPclntab
			}
			return s.offset + uint64(at), s.bytes[at:], nil
		}
	}
	return 0, nil, errPclntab
}

// dropLines drops the line tables of the function table whose header
// starts h, at address header of memory m, and the funcdata that only
// they lead to (dropFuncdata).
func dropLines(m memoryOf, header uint64, h []byte) (int, error) {
	le := binary.LittleEndian
	if len(h) < pcHeaderSize {
		return 0, errPclntab
	}
	nfunc := le.Uint64(h[pcHeaderNfunc:])
	pctabAt, pclnAt := le.Uint64(h[pcHeaderPctab:]), le.Uint64(h[pcHeaderPcln:])
	if nfunc == 0 || pctabAt < pcHeaderSize || pclnAt <= pctabAt || pclnAt+(nfunc+1)*functabEntrySize > uint64(len(h)) {
		return 0, errPclntab
	}
	pctab, pcln := h[pctabAt:pclnAt], h[pclnAt:]

	// Every table's bytes, marked kept or dropped; a byte any kept table
	// uses stays.
	const kept, dropped = 1, 2
	use := make([]byte, len(pctab))
	mark := func(off uint32, how byte) error {
		if off == 0 {
			return nil
		}
		end, err := tableEnd(pctab, int(off))
		if err != nil {
			return err
		}
		for i := int(off); i < end; i++ {
			use[i] |= how
		}
		return nil
	}
	funcs := make([][]byte, nfunc)
	for i := range funcs {
		at := le.Uint32(pcln[i*functabEntrySize+4:])
		if uint64(at)+funcPcdata > uint64(len(pcln)) {
			return 0, errPclntab
		}
		f := pcln[at:]
		npcdata := le.Uint32(f[funcNpcdata:])
		if npcdata > maxPcdataPerFunc || funcPcdata+4*int(npcdata) > len(f) {
			return 0, errPclntab
		}
		funcs[i] = f
		for k := uint32(0); k < npcdata; k++ {
			how := byte(kept)
			if k != pcdataStackMapIdx {
				how = dropped
			}
			if err := mark(le.Uint32(f[funcPcdata+4*k:]), how); err != nil {
				return 0, err
			}
		}
		// The stack-pointer table (pcsp, the word before pcfile) stays.
		if err := mark(le.Uint32(f[funcPcfile-4:]), kept); err != nil {
			return 0, err
		}
		for _, field := range []int{funcPcfile, funcPcln} {
			if err := mark(le.Uint32(f[field:]), dropped); err != nil {
				return 0, err
			}
		}
	}
	// The inline trees' lengths are read from the tables about to go.
	zeroed, err := dropFuncdata(m, header, h, funcs)
	if err != nil {
		return 0, err
	}
	for _, f := range funcs {
		le.PutUint32(f[funcCuOffset:], 0)
		le.PutUint32(f[funcStartLine:], 0)
		le.PutUint32(f[funcPcfile:], 0)
		le.PutUint32(f[funcPcln:], 0)
		for k := range le.Uint32(f[funcNpcdata:]) {
			if k != pcdataStackMapIdx {
				le.PutUint32(f[funcPcdata+4*k:], 0)
			}
		}
	}
	for i, how := range use {
		if how == dropped {
			pctab[i] = 0
			zeroed++
		}
	}
	names, err := dropNames(h, funcs)
	return zeroed + names, err
}

// keptNames are the functions whose names the runtime reads to run, not
// only to report: its own (a goroutine started by a runtime. function is
// the system's, not the program's: isSystemGoroutine, which reads the
// prefix alone, so they all share one name, runtimeName) and reflect's
// stubs (their frames' argument maps: stkframe.go, by the whole name).
var keptNames = [][]byte{runtimeName, []byte("reflect.")}

// runtimeName is the one name the runtime's functions keep.
var runtimeName = []byte("runtime.")

// dropNames drops the names of the other functions (funcname then reads
// "", as for a nameless one: nameOff 0), gives the runtime's one name
// (runtimeName: a traceback then hides their frames, as it hides the
// runtime's unexported functions) and drops the compilation-unit and
// file tables, which only the source places dropLines unhooked led to.
// It returns how many bytes it zeroed.
func dropNames(h []byte, funcs [][]byte) (int, error) {
	le := binary.LittleEndian
	nameAt, cuAt := le.Uint64(h[pcHeaderFuncname:]), le.Uint64(h[pcHeaderCutab:])
	fileAt, pctabAt := le.Uint64(h[pcHeaderFiletab:]), le.Uint64(h[pcHeaderPctab:])
	if nameAt < pcHeaderSize || cuAt < nameAt || fileAt < cuAt || pctabAt < fileAt || pctabAt > uint64(len(h)) {
		return 0, errPclntab
	}
	names := h[nameAt:cuAt]
	kept := make([]bool, len(names))
	shared := int32(-1) // where runtimeName is
	for _, f := range funcs {
		off := int32(le.Uint32(f[funcNameOff:]))
		if off == 0 {
			continue
		}
		if off < 0 || int(off) >= len(names) {
			return 0, errPclntab
		}
		end := bytes.IndexByte(names[off:], 0)
		if end < 0 {
			return 0, errPclntab
		}
		name := names[off : int(off)+end]
		if !slices.ContainsFunc(keptNames, func(p []byte) bool { return bytes.HasPrefix(name, p) }) {
			le.PutUint32(f[funcNameOff:], 0)
			continue
		}
		if bytes.HasPrefix(name, runtimeName) {
			if shared < 0 { // the first one's name becomes the shared one
				shared = off
				names[int(off)+len(runtimeName)] = 0
				for i := int(off); i <= int(off)+len(runtimeName); i++ {
					kept[i] = true
				}
			}
			le.PutUint32(f[funcNameOff:], uint32(shared))
			continue
		}
		for i := int(off); i <= int(off)+end; i++ {
			kept[i] = true
		}
	}
	zeroed := 0
	zero := func(b []byte, keep []bool) {
		for i := range b {
			if b[i] != 0 && (keep == nil || !keep[i]) {
				b[i] = 0
				zeroed++
			}
		}
	}
	zero(names, kept)
	zero(h[cuAt:pctabAt], nil) // the compilation-unit and file tables
	return zeroed, nil
}

// tableEnd returns where the value table at off ends: its pairs of
// varints (value delta, pc delta) run until a zero value delta that is
// not the first (runtime.step).
func tableEnd(pctab []byte, off int) (int, error) {
	p := off
	for first := true; ; first = false {
		if p >= len(pctab) {
			return 0, errPclntab
		}
		if pctab[p] == tableTerminator && !first {
			return p + 1, nil
		}
		for range 2 { // the value delta, then the pc delta
			for p < len(pctab) && pctab[p]&0x80 != 0 {
				p++
			}
			p++
		}
	}
}
