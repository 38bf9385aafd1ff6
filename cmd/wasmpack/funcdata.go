package main

import (
	"encoding/binary"
	"errors"
)

// Besides its value tables, each function in Go's function table points
// at data of its own in go:func.* (its funcdata, runtime/symtab.go
// funcdata): pointer maps of its arguments and locals, its stack objects
// and its open-coded defers, which the garbage collector, stack growth
// and panics read to run; and its inline tree and its arguments' layout,
// which only reports of where code is read (tracebacks, runtime.Callers,
// runtime.FuncForPC: symtabinl.go newInlineUnwinder, traceback.go
// printArgs). Once dropLines has dropped the table that says which
// inlined call a position is in (PCDATA_InlTreeIndex), the inline tree
// is never indexed; a traceback then prints each frame's arguments as
// "(...)". dropFuncdata unhooks both from every function (an offset of
// ^0 is "none": the runtime's funcdata returns nil) and zeros their
// bytes: in this engine ~90 KB, most of it the inline trees of the
// packages built with inlining on.

const (
	funcNfuncdata      = 43 // _func.nfuncdata, a byte
	funcdataInlTree    = 3  // abi.FUNCDATA_InlTree
	funcdataArgInfo    = 5  // abi.FUNCDATA_ArgInfo
	pcdataInlTreeIndex = 2  // abi.PCDATA_InlTreeIndex
	inlinedCallSize    = 16 // runtime.inlinedCall: funcID, 3 bytes of padding, nameOff, parentPc, startLine
	noFuncdata         = ^uint32(0)
	// moduledata's words (runtime/symtab.go): the pcHeader pointer, the
	// name table's slice, ..., then gofunc, the base of every funcdata
	// offset, at word 40.
	moduledataFuncnametab = 1
	moduledataGofunc      = 40
	// The argument layout's codes (internal/abi TraceArgs*): a sequence
	// ends with 0xff; 0xfe, 0xfd, 0xfc and 0xfb are one byte; anything
	// else is an offset and a size.
	traceArgsEndSeq         = 0xff
	traceArgsOffsetTooLarge = 0xfb
	traceArgsMaxLen         = 171 // abi.TraceArgsMaxLen, (5*3+2)*10+1: no sequence is longer
)

var errModuledata = errors.New("no moduledata pointing at the function table found in the data")

// memoryOf reads the module's memory image across its data segments.
type memoryOf []segment

// at returns the n bytes at address addr, or nil where no one segment
// holds them all.
func (m memoryOf) at(addr, n uint64) []byte {
	for _, s := range m {
		if addr >= s.offset && addr+n <= s.offset+uint64(len(s.bytes)) {
			return s.bytes[addr-s.offset : addr-s.offset+n]
		}
	}
	return nil
}

// word reads the 8-byte word at address addr; bytes no segment holds
// are zeros, as in memory (Go's linker leaves zero runs out of its
// segments, so a word may start before a segment does).
func (m memoryOf) word(addr uint64) uint64 {
	var w [8]byte
	for i := range uint64(8) {
		if b := m.at(addr+i, 1); b != nil {
			w[i] = b[0]
		}
	}
	return binary.LittleEndian.Uint64(w[:])
}

// gofunc returns the base address of the funcdata of the function table
// whose header is at address header: the moduledata is the 8-aligned
// word pointing at the header whose next word points at its name table.
func (m memoryOf) gofunc(header uint64, h []byte) (uint64, error) {
	le := binary.LittleEndian
	names := header + le.Uint64(h[pcHeaderFuncname:])
	for _, s := range m {
		// i: where in s the name table's word of a moduledata at an
		// 8-aligned address would be.
		for i := (8 - s.offset%8) % 8; i+8 <= uint64(len(s.bytes)); i += 8 {
			if le.Uint64(s.bytes[i:]) != names {
				continue
			}
			at := s.offset + i - 8*moduledataFuncnametab
			if m.word(at) == header {
				return m.word(at + 8*moduledataGofunc), nil
			}
		}
	}
	return 0, errModuledata
}

// dropFuncdata unhooks and zeros the inline trees and argument layouts
// of the function table whose header h is at address header (funcs: each
// function's _func, from dropLines). It must run before the value tables
// are dropped: an inline tree's length is read from its index table. It
// returns how many bytes it zeroed.
func dropFuncdata(m memoryOf, header uint64, h []byte, funcs [][]byte) (int, error) {
	le := binary.LittleEndian
	base, err := m.gofunc(header, h)
	if err != nil {
		return 0, err
	}
	pctab := h[le.Uint64(h[pcHeaderPctab:]):le.Uint64(h[pcHeaderPcln:])]
	type span struct{ off, n uint64 }
	var drop []span
	kept := map[uint32]bool{} // offsets of the funcdata that stay
	for _, f := range funcs {
		npcdata := le.Uint32(f[funcNpcdata:])
		nfuncdata := uint32(f[funcNfuncdata])
		if int(funcPcdata+4*(npcdata+nfuncdata)) > len(f) {
			return 0, errPclntab
		}
		fd := f[funcPcdata+4*npcdata:]
		for k := range nfuncdata {
			off := le.Uint32(fd[4*k:])
			if off == noFuncdata {
				continue
			}
			var n uint64
			switch k {
			case funcdataInlTree:
				calls := 0
				if pcdataInlTreeIndex < npcdata {
					if calls, err = inlinedCalls(pctab, le.Uint32(f[funcPcdata+4*pcdataInlTreeIndex:])); err != nil {
						return 0, err
					}
				}
				n = uint64(calls) * inlinedCallSize
			case funcdataArgInfo:
				if n, err = argInfoLen(m, base+uint64(off)); err != nil {
					return 0, err
				}
			default:
				kept[off] = true
				continue
			}
			le.PutUint32(fd[4*k:], noFuncdata)
			drop = append(drop, span{base + uint64(off), n})
		}
	}
	zeroed := 0
	for _, d := range drop {
		if kept[uint32(d.off-base)] {
			continue // the same bytes serve a function's kept funcdata
		}
		b := m.at(d.off, d.n)
		if b == nil {
			return 0, errPclntab
		}
		for i := range b {
			if b[i] != 0 {
				b[i] = 0
				zeroed++
			}
		}
	}
	return zeroed, nil
}

// inlinedCalls returns how many entries of a function's inline tree its
// index table at off (0: none) uses: one more than the largest index.
func inlinedCalls(pctab []byte, off uint32) (int, error) {
	if off == 0 {
		return 0, nil
	}
	largest := int32(-1)
	val := int32(-1)
	p := int(off)
	for first := true; ; first = false {
		if p >= len(pctab) {
			return 0, errPclntab
		}
		if pctab[p] == tableTerminator && !first {
			return int(largest + 1), nil
		}
		uvdelta, n := uleb(pctab[p:])
		if n == 0 {
			return 0, errPclntab
		}
		p += n
		val += int32(-(uvdelta & 1) ^ (uvdelta >> 1)) // runtime.step's zig-zag
		largest = max(largest, val)
		if _, n = uleb(pctab[p:]); n == 0 { // the pc delta
			return 0, errPclntab
		}
		p += n
	}
}

// argInfoLen returns the length of the argument layout at address addr:
// its codes up to and including the end of the sequence.
func argInfoLen(m memoryOf, addr uint64) (uint64, error) {
	for n := uint64(0); n < traceArgsMaxLen; {
		b := m.at(addr+n, 1)
		if b == nil {
			return 0, errPclntab
		}
		switch {
		case b[0] == traceArgsEndSeq:
			return n + 1, nil
		case b[0] >= traceArgsOffsetTooLarge:
			n++
		default:
			n += 2
		}
	}
	return 0, errPclntab
}
