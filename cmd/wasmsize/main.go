// Command wasmsize prints what a WebAssembly module built by Go is made
// of: its code by package (from the name section: build without -s -w to
// keep it), its data segment, and each section, raw and gzipped.
//
//	go run ./cmd/wasmsize [-top 30] [-funcs 20] module.wasm
//
// Code sizes are raw function bodies; "gzip" attributes to each package
// the gzipped size of its bodies laid end to end (an estimate: gzip's
// window spans packages, so the sum exceeds the module's gzip size a
// little).
package main

import (
	"bytes"
	"compress/gzip"
	"encoding/binary"
	"errors"
	"flag"
	"fmt"
	"os"
	"sort"
	"strings"
)

func main() {
	top := flag.Int("top", 30, "packages to list")
	funcs := flag.Int("funcs", 0, "largest functions to list")
	flag.Parse()
	if flag.NArg() != 1 {
		fmt.Fprintln(os.Stderr, "usage: wasmsize [-top n] [-funcs n] module.wasm")
		os.Exit(2)
	}
	data, err := os.ReadFile(flag.Arg(0))
	if err == nil {
		err = report(data, *top, *funcs)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "wasmsize:", err)
		os.Exit(1)
	}
}

type section struct {
	id   byte
	name string
	body []byte
}

func sections(data []byte) ([]section, error) {
	if len(data) < 8 || !bytes.Equal(data[:4], []byte("\x00asm")) {
		return nil, errors.New("not a WebAssembly module")
	}
	var out []section
	r := data[8:]
	for len(r) > 0 {
		id := r[0]
		n, k := binary.Uvarint(r[1:])
		if k <= 0 || uint64(len(r)-1-k) < n {
			return nil, errors.New("bad section header")
		}
		body := r[1+k : 1+k+int(n)]
		s := section{id: id, body: body}
		if id == 0 {
			l, j := binary.Uvarint(body)
			s.name = string(body[j : j+int(l)])
			s.body = body[j+int(l):]
		}
		out = append(out, s)
		r = r[1+k+int(n):]
	}
	return out, nil
}

var sectionNames = map[byte]string{1: "type", 2: "import", 3: "function", 4: "table", 5: "memory", 6: "global", 7: "export", 8: "start", 9: "element", 10: "code", 11: "data", 12: "datacount"}

func gz(b []byte) int {
	var buf bytes.Buffer
	w, _ := gzip.NewWriterLevel(&buf, 9)
	w.Write(b)
	w.Close()
	return buf.Len()
}

// pkgOf names a Go function's package: "github.com/x/y.(*T).M" -> "github.com/x/y".
// Go's name section writes a package path with '_' for '/' and for the
// dots of its domain ("github.com_xwing_arcs_arcs_api.board").
func pkgOf(name string) string {
	rest := name
	if i := strings.Index(name, ".com_"); i >= 0 {
		rest = name[i+5:]
	}
	dot := strings.Index(rest, ".")
	if dot < 0 {
		return name
	}
	return name[:len(name)-len(rest)+dot]
}

func report(data []byte, top, nfuncs int) error {
	secs, err := sections(data)
	if err != nil {
		return err
	}
	var imports int
	var code, names []byte
	fmt.Printf("%-14s %10s %10s\n", "section", "raw", "gzip")
	for _, s := range secs {
		n := sectionNames[s.id]
		if s.id == 0 {
			n = "custom " + s.name
		}
		fmt.Printf("%-14s %10d %10d\n", n, len(s.body), gz(s.body))
		switch {
		case s.id == 2:
			c, _ := binary.Uvarint(s.body)
			imports = int(c) // every import of a Go module is a function
		case s.id == 10:
			code = s.body
		case s.id == 0 && s.name == "name":
			names = s.body
		}
	}
	fmt.Printf("%-14s %10d %10d\n\n", "module", len(data), gz(data))
	if code == nil {
		return errors.New("no code section")
	}
	fname := map[int]string{}
	for r := names; len(r) > 0; {
		id := r[0]
		n, k := binary.Uvarint(r[1:])
		sub := r[1+k : 1+k+int(n)]
		r = r[1+k+int(n):]
		if id != 1 {
			continue
		}
		count, j := binary.Uvarint(sub)
		sub = sub[j:]
		for i := 0; i < int(count); i++ {
			idx, a := binary.Uvarint(sub)
			l, b := binary.Uvarint(sub[a:])
			fname[int(idx)] = string(sub[a+b : a+b+int(l)])
			sub = sub[a+b+int(l):]
		}
	}
	if len(fname) == 0 {
		fmt.Println("no name section: build without -ldflags='-s -w' to see code by package")
		return nil
	}
	count, j := binary.Uvarint(code)
	r := code[j:]
	type fn struct {
		name string
		body []byte
	}
	var fns []fn
	for i := 0; i < int(count); i++ {
		n, k := binary.Uvarint(r)
		fns = append(fns, fn{fname[imports+i], r[k : k+int(n)]})
		r = r[k+int(n):]
	}
	byPkg := map[string][][]byte{}
	raw := map[string]int{}
	for _, f := range fns {
		p := pkgOf(f.name)
		byPkg[p] = append(byPkg[p], f.body)
		raw[p] += len(f.body)
	}
	pkgs := make([]string, 0, len(raw))
	for p := range raw {
		pkgs = append(pkgs, p)
	}
	sort.Slice(pkgs, func(a, b int) bool { return raw[pkgs[a]] > raw[pkgs[b]] })
	fmt.Printf("%-60s %10s %10s %6s\n", "code by package", "raw", "gzip", "funcs")
	for i, p := range pkgs {
		if i == top {
			rest, n := 0, 0
			for _, q := range pkgs[i:] {
				rest += raw[q]
				n += len(byPkg[q])
			}
			fmt.Printf("%-60s %10d %10s %6d\n", fmt.Sprintf("(%d more)", len(pkgs)-i), rest, "", n)
			break
		}
		fmt.Printf("%-60s %10d %10d %6d\n", p, raw[p], gz(bytes.Join(byPkg[p], nil)), len(byPkg[p]))
	}
	if nfuncs > 0 {
		sort.Slice(fns, func(a, b int) bool { return len(fns[a].body) > len(fns[b].body) })
		fmt.Printf("\n%-80s %10s\n", "largest functions", "raw")
		for _, f := range fns[:min(nfuncs, len(fns))] {
			fmt.Printf("%-80s %10d\n", f.name, len(f.body))
		}
	}
	return nil
}
