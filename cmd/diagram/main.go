// Command diagram draws a board state as an SVG document a wiki accepts
// (package diagram), reading it through the API's decoder: its output is
// xwing.diagram's for the same state, pilots and upgrades included.
//
//	go run ./cmd/diagram [-o out.svg] [state.json]    # one state, stdin without a file
//	go run ./cmd/diagram -dir docs/diagrams/src -out docs/diagrams
//
// A state is the JavaScript API's board(state) argument plus diagram's
// options as members of its own: caption, theme ("light" or "dark"),
// view ("fit" or "whole"), width (px), labels and obstacleLabels
// (api/jsoncall). Every ruleset's cards are loaded, so ships may name
// pilots and upgrades. With -dir, every *.json file in the folder is drawn
// to the same name with .svg in -out. Bad input is an error that names
// the file and the field, e.g. "k-wing.json: diagram: ships[1].heading:
// want a number, got "north"".
package main

import (
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"github.com/xwing-arcs/arcs/api/jsoncall"
	"github.com/xwing-arcs/arcs/cards/cardfiles"
)

func main() {
	out := flag.String("o", "", "output file (default: standard output)")
	dir := flag.String("dir", "", "draw every *.json in this folder")
	outDir := flag.String("out", "", "with -dir: the folder to write the .svg files to (default: -dir)")
	flag.Usage = func() {
		fmt.Fprintln(os.Stderr, "usage: diagram [-o out.svg] [state.json]\n       diagram -dir src [-out folder]")
		flag.PrintDefaults()
	}
	flag.Parse()
	if err := run(*out, *dir, *outDir, flag.Args()); err != nil {
		fmt.Fprintln(os.Stderr, "diagram:", err)
		os.Exit(1)
	}
}

func run(out, dir, outDir string, args []string) error {
	cardfiles.MustLoadAll()
	if dir != "" {
		if out != "" || len(args) > 0 {
			return fmt.Errorf("-dir takes no -o and no file arguments")
		}
		if outDir == "" {
			outDir = dir
		}
		_, err := RenderDir(dir, outDir)
		return err
	}
	if len(args) > 1 {
		return fmt.Errorf("want at most one state file, got %d", len(args))
	}
	var data []byte
	var err error
	name := "stdin"
	if len(args) == 1 {
		name = args[0]
		data, err = os.ReadFile(name)
	} else {
		data, err = io.ReadAll(os.Stdin)
	}
	if err != nil {
		return err
	}
	svg, err := jsoncall.Diagram(data)
	if err != nil {
		return fmt.Errorf("%s: %w", name, err)
	}
	if out == "" {
		_, err = os.Stdout.Write(svg)
		return err
	}
	return os.WriteFile(out, svg, 0o644)
}

// RenderDir draws every *.json in dir to outDir, in name order, and
// returns the files written.
func RenderDir(dir, outDir string) ([]string, error) {
	names, err := filepath.Glob(filepath.Join(dir, "*.json"))
	if err != nil {
		return nil, err
	}
	sort.Strings(names)
	if len(names) == 0 {
		return nil, fmt.Errorf("%s: no *.json files", dir)
	}
	var written []string
	for _, n := range names {
		data, err := os.ReadFile(n)
		if err != nil {
			return written, err
		}
		svg, err := jsoncall.Diagram(data)
		if err != nil {
			return written, fmt.Errorf("%s: %w", n, err)
		}
		dst := filepath.Join(outDir, strings.TrimSuffix(filepath.Base(n), ".json")+".svg")
		if err := os.WriteFile(dst, svg, 0o644); err != nil {
			return written, err
		}
		written = append(written, dst)
	}
	return written, nil
}
