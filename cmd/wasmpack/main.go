// Command wasmpack rewrites a WebAssembly module built by Go so that it
// compresses better, changing nothing it does:
//
//	go run ./cmd/wasmpack [-gap 1024] [-keep-lines] module.wasm
//
// Go's linker leaves every run of more than 8 zero bytes out of the data
// section and starts a new data segment after it: the engine's 1.3 MB of
// data became ~44,000 segments. Each segment's header (its memory offset
// and length, LEB128) is bytes gzip and brotli can't predict, while
// zeros cost them next to nothing: merging segments whose gap is at most
// -gap bytes, the gap written as zeros, leaves the same memory image in
// a module ~9% smaller raw, 8% smaller gzipped and 7% smaller in brotli.
// It then drops the function table's tables that only reports of where
// code is read, source lines and the like (lines.go): 80 KB less
// gzipped; the names of the functions outside reflect (12 KB less in
// brotli; the runtime's functions all become "runtime.", 9 KB); and the
// inline trees and argument layouts those tables led to (funcdata.go: 20
// KB less in brotli): a traceback says what went wrong and names no
// function, place, inlined call or argument. Last, the runtime's
// functions that run only while tracing or under a GODEBUG setting, or
// only once the instance is failing (its tracebacks and memory dumps),
// become a trap or a plain return (stubs.go: ~25 KB less in brotli). -keep-lines keeps them all,
// for a build to debug.
// The module is rewritten in place; every other section is kept byte for
// byte.
package main

import (
	"cmp"
	"errors"
	"flag"
	"fmt"
	"os"
	"slices"
)

func main() {
	gap := flag.Int("gap", 1024, "merge data segments at most this many zero bytes apart")
	keepLines := flag.Bool("keep-lines", false, "keep the function table's source-line tables, function names and the like")
	flag.Parse()
	if flag.NArg() != 1 {
		fmt.Fprintln(os.Stderr, "usage: wasmpack [-gap n] [-keep-lines] module.wasm")
		os.Exit(2)
	}
	file := flag.Arg(0)
	in, err := os.ReadFile(file)
	if err == nil {
		var out []byte
		if out, err = pack(in, *gap, !*keepLines); err == nil {
			err = os.WriteFile(file, out, 0o644)
		}
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "wasmpack:", err)
		os.Exit(1)
	}
}

// The WebAssembly sections' ids that pack reads.
const (
	codeSection = 10
	dataSection = 11
)

// segment is an active data segment of memory 0: bytes placed at offset.
type segment struct {
	offset uint64
	bytes  []byte
}

var errFormat = errors.New("not a WebAssembly module this tool reads (a Go-built one)")

// pack returns module with its data segments merged where at most gap
// zero bytes lie between them and, with dropLines, without its line
// tables (dropLineTables) and with the runtime's functions that run only
// while tracing or once the instance is failing stubbed (stubFor).
func pack(module []byte, gap int, dropLines bool) ([]byte, error) {
	if len(module) < 8 || string(module[:4]) != "\x00asm" {
		return nil, errFormat
	}
	type section struct {
		id   byte
		body []byte
	}
	var sections []section
	for r := module[8:]; len(r) > 0; {
		id := r[0]
		size, n := uleb(r[1:])
		if n == 0 || uint64(len(r)-1-n) < size {
			return nil, errFormat
		}
		sections = append(sections, section{id, r[1+n : 1+n+int(size)]})
		r = r[1+n+int(size):]
	}
	// The data first: the function table there says which code to stub.
	var stubs map[int][]byte
	for k, s := range sections {
		if s.id != dataSection {
			continue
		}
		segs, err := readSegments(s.body)
		if err != nil {
			return nil, err
		}
		slices.SortStableFunc(segs, func(a, b segment) int { return cmp.Compare(a.offset, b.offset) })
		segs = merge(segs, uint64(gap))
		if dropLines {
			_, h, err := findPclntab(segs)
			if err != nil {
				return nil, err
			}
			if stubs, err = stubbedFuncs(h); err != nil {
				return nil, err
			}
			if _, err := dropLineTables(segs); err != nil {
				return nil, err
			}
		}
		sections[k].body = writeSegments(segs)
	}
	out := append([]byte(nil), module[:8]...)
	for _, s := range sections {
		body := s.body
		if s.id == codeSection && len(stubs) > 0 {
			var err error
			if body, err = stubCode(body, stubs); err != nil {
				return nil, err
			}
		}
		out = append(out, s.id)
		out = appendULEB(out, uint64(len(body)))
		out = append(out, body...)
	}
	return out, nil
}

// readSegments reads a data section of active segments of memory 0 at
// constant offsets, the only kind Go's linker writes.
func readSegments(b []byte) ([]segment, error) {
	count, n := uleb(b)
	b = b[n:]
	segs := make([]segment, 0, count)
	for i := uint64(0); i < count; i++ {
		// 0x00 (active, memory 0), i32.const offset, end, length, bytes.
		if len(b) < 2 || b[0] != 0 || b[1] != 0x41 {
			return nil, errFormat
		}
		offset, n := sleb(b[2:])
		b = b[2+n:]
		if n == 0 || offset < 0 || len(b) < 1 || b[0] != 0x0b {
			return nil, errFormat
		}
		length, n := uleb(b[1:])
		b = b[1+n:]
		if n == 0 || uint64(len(b)) < length {
			return nil, errFormat
		}
		segs = append(segs, segment{uint64(offset), b[:length]})
		b = b[length:]
	}
	if len(b) != 0 {
		return nil, errFormat
	}
	return segs, nil
}

// merge joins each segment (in memory order) to the one before it when it starts at most
// gap bytes after that one's end, filling the gap with zeros (what memory
// holds there anyway).
func merge(segs []segment, gap uint64) []segment {
	var out []segment
	for _, s := range segs {
		if k := len(out) - 1; k >= 0 {
			end := out[k].offset + uint64(len(out[k].bytes))
			if s.offset >= end && s.offset-end <= gap {
				out[k].bytes = append(append(out[k].bytes, make([]byte, s.offset-end)...), s.bytes...)
				continue
			}
		}
		out = append(out, segment{s.offset, append([]byte(nil), s.bytes...)})
	}
	return out
}

func writeSegments(segs []segment) []byte {
	b := appendULEB(nil, uint64(len(segs)))
	for _, s := range segs {
		b = append(b, 0, 0x41)
		b = appendSLEB(b, int64(s.offset))
		b = append(b, 0x0b)
		b = appendULEB(b, uint64(len(s.bytes)))
		b = append(b, s.bytes...)
	}
	return b
}

// uleb reads an unsigned LEB128 number and its length in bytes (0: none).
func uleb(b []byte) (uint64, int) {
	var v uint64
	for i := 0; i < len(b) && i < 10; i++ {
		v |= uint64(b[i]&0x7f) << (7 * i)
		if b[i] < 0x80 {
			return v, i + 1
		}
	}
	return 0, 0
}

// sleb reads a signed LEB128 number and its length in bytes (0: none).
func sleb(b []byte) (int64, int) {
	var v int64
	for i := 0; i < len(b) && i < 10; i++ {
		v |= int64(b[i]&0x7f) << (7 * i)
		if b[i] < 0x80 {
			if shift := 7 * (i + 1); shift < 64 && b[i]&0x40 != 0 {
				v |= -1 << shift
			}
			return v, i + 1
		}
	}
	return 0, 0
}

func appendULEB(b []byte, v uint64) []byte {
	for {
		c := byte(v & 0x7f)
		v >>= 7
		if v == 0 {
			return append(b, c)
		}
		b = append(b, c|0x80)
	}
}

func appendSLEB(b []byte, v int64) []byte {
	for {
		c := byte(v & 0x7f)
		v >>= 7
		if (v == 0 && c&0x40 == 0) || (v == -1 && c&0x40 != 0) {
			return append(b, c)
		}
		b = append(b, c|0x80)
	}
}
