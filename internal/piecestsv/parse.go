// Package piecestsv reads the contract's table of official tokens
// (pieces.tsv, a copy of shared/pieces.tsv: obstacles, devices and
// remotes, their outlines in mm), checks it, and writes it as Go source
// (core/pieces_data.go, by cmd/genpieces): the engine carries the table as
// compact static data, not this parser.
package piecestsv

import (
	_ "embed"
	"errors"
	"math"
	"strconv"
	"strings"
)

// TSV is the table.
//
//go:embed pieces.tsv
var TSV string

// Row is one token of the table. Lengths are in hundredths of a mm, the
// table's own precision (every coordinate has two decimals).
type Row struct {
	ID, Name, Kind string
	// Width and Length are the outline's extent along x and y.
	Width, Length int
	// Area is the table's area in mm², for checking only.
	Area float64
	// Points is the outline in the token frame (GEOMETRY.md 10), clockwise
	// on screen.
	Points [][2]int
}

// Kinds are the token kinds of the table (pieces.md).
var Kinds = []string{"asteroid", "debris", "gas", "chaff", "bomb", "mine", "remote"}

// Parse reads and checks the table: seven columns, unique ids, known
// kinds, coordinates of two decimals, at least 3 points, the outline
// centred on its bounding box, whose extent is the stated width and length
// (within 0.01 mm), clockwise on screen, with the stated area (within
// 0.5 mm²: the table's figures come from the unrounded outline).
func Parse(tsv string) ([]Row, error) {
	lines := strings.Split(strings.TrimSpace(tsv), "\n")
	var out []Row
	seen := map[string]bool{}
	for i, line := range lines[1:] {
		f := strings.Split(strings.TrimRight(line, "\r"), "\t")
		if len(f) != 7 {
			return nil, lineErr(i, "want 7 columns, got "+strconv.Itoa(len(f)))
		}
		r := Row{ID: f[0], Name: f[1], Kind: f[2]}
		if r.ID == "" || seen[r.ID] {
			return nil, lineErr(i, "empty or repeated id "+strconv.Quote(r.ID))
		}
		seen[r.ID] = true
		if !known(r.Kind) {
			return nil, lineErr(i, "unknown kind "+strconv.Quote(r.Kind))
		}
		var err error
		if r.Width, err = hundredths(f[3]); err != nil {
			return nil, lineErr(i, "width: "+err.Error())
		}
		if r.Length, err = hundredths(f[4]); err != nil {
			return nil, lineErr(i, "length: "+err.Error())
		}
		if r.Area, err = strconv.ParseFloat(f[5], 64); err != nil {
			return nil, lineErr(i, "area: "+err.Error())
		}
		for _, p := range strings.Fields(f[6]) {
			xs, ys, ok := strings.Cut(p, ",")
			x, err1 := hundredths(xs)
			y, err2 := hundredths(ys)
			if !ok || err1 != nil || err2 != nil {
				return nil, lineErr(i, "bad point "+strconv.Quote(p))
			}
			r.Points = append(r.Points, [2]int{x, y})
		}
		if err := r.check(); err != nil {
			return nil, lineErr(i, r.ID+": "+err.Error())
		}
		out = append(out, r)
	}
	return out, nil
}

func (r *Row) check() error {
	if len(r.Points) < 3 {
		return errors.New("want at least 3 points")
	}
	minX, minY, maxX, maxY := math.MaxInt, math.MaxInt, math.MinInt, math.MinInt
	area2 := 0
	for i, p := range r.Points {
		q := r.Points[(i+1)%len(r.Points)]
		area2 += p[0]*q[1] - q[0]*p[1]
		minX, maxX = min(minX, p[0]), max(maxX, p[0])
		minY, maxY = min(minY, p[1]), max(maxY, p[1])
	}
	switch {
	case abs(minX+maxX) > 1 || abs(minY+maxY) > 1:
		return errors.New("the outline is not centred on its bounding box")
	case abs(maxX-minX-r.Width) > 1 || abs(maxY-minY-r.Length) > 1:
		return errors.New("the outline's extent is not the stated width and length")
	case area2 <= 0:
		// y down: clockwise on screen is a positive area by the shoelace formula.
		return errors.New("the outline is not clockwise on screen")
	case math.Abs(float64(area2)/2e4-r.Area) > 0.5:
		return errors.New("the outline's area is not the stated area")
	}
	return nil
}

// hundredths reads a number of at most two decimals as an integer count
// of hundredths, exactly.
func hundredths(s string) (int, error) {
	whole, frac, _ := strings.Cut(s, ".")
	if len(frac) > 2 || whole == "" || whole == "-" {
		return 0, errors.New("want a number with at most two decimals, got " + strconv.Quote(s))
	}
	neg := strings.HasPrefix(whole, "-")
	w, err := strconv.Atoi(strings.TrimPrefix(whole, "-"))
	if err != nil || strings.HasPrefix(whole, "+") {
		return 0, errors.New("want a number, got " + strconv.Quote(s))
	}
	frac += "00"[len(frac):]
	fr, err := strconv.Atoi(frac)
	if err != nil || frac[0] == '-' || frac[0] == '+' {
		return 0, errors.New("want a number, got " + strconv.Quote(s))
	}
	v := w*100 + fr
	if neg {
		v = -v
	}
	return v, nil
}

func known(kind string) bool {
	for _, k := range Kinds {
		if k == kind {
			return true
		}
	}
	return false
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

func lineErr(i int, msg string) error {
	return errors.New("line " + strconv.Itoa(i+2) + ": " + msg)
}
