package api

import (
	"github.com/xwing-arcs/arcs/internal/quote"
	"math"
	"strconv"

	"github.com/xwing-arcs/arcs/core"
	"github.com/xwing-arcs/arcs/internal/jsnum"
	tp "github.com/xwing-arcs/arcs/internal/tapeproto"
)

// Length caps: a longer array is a RangeError, found from its length
// before any element is used. Each is at most tapeproto.MaxElements, so
// the decoder always sees an array's true length.
const (
	maxShips     = 1000
	maxObstacles = 1000 // obstacles given by type too (tokens.go caps state.tokens)
	maxWeapons   = 32
	maxUpgrades  = tp.MaxUpgrades
	maxPoints    = core.MaxObstaclePoints
	maxDrawn     = 16
	// maxInt bounds integer arguments before conversion to int.
	maxInt = 1 << 31
)

// path is where a value is in a call's arguments, e.g. ships[3].weapons[0]:
// a chain of frames on the decoder's stack, made into text only for an
// error (a board reads thousands of values and fails on few).
type path struct {
	up    *path
	key   string // a member, or "" for an element
	index int
}

// at returns the path of member key below p.
func (p *path) at(key string) path { return path{up: p, key: key} }

// elem returns the path of element i below p.
func (p *path) elem(i int) path { return path{up: p, index: i} }

// String is the path as an error shows it. Its bytes are copied, not
// shared with the frames (as a concatenation may): so the frames, on the
// decoder's stack, never move to the heap.
//
//go:noinline
func (p *path) String() string {
	if p == nil {
		return ""
	}
	return string(p.appendTo(nil))
}

func (p *path) appendTo(b []byte) []byte {
	if p.up != nil {
		b = p.up.appendTo(b)
	}
	if p.key == "" {
		b = append(b, '[')
		b = strconv.AppendInt(b, int64(p.index), 10)
		return append(b, ']')
	}
	if len(b) > 0 {
		b = append(b, '.')
	}
	return append(b, p.key...)
}

// top is the path of a top-level argument, e.g. "attacker".
func top(name string) path { return path{key: name} }

// decoder reads a call's arguments (the argument model, args.go) into
// core values. Every check names the field's path; a bad value panics
// with an *argError, which the call's wrapper (call.go) recovers.
//
// Absent, undefined and null are the same for an optional field; for a
// required one the message says which it was.
type decoder struct {
	d    *doc
	args []node
	// opts are the call's options, as options read them last: the
	// ruleset picks the cards of the ships decoded after them.
	opts core.Options
}

// arg returns argument i (undefined when absent).
func (dc *decoder) arg(i int) *node {
	if i < len(dc.args) {
		return &dc.args[i]
	}
	return &undefinedNode
}

// field returns member k of object n (undefined when absent, or when n is
// no object).
func (dc *decoder) field(n *node, k string) *node {
	if n.kind == kObject {
		for i := n.first; i < n.first+n.count; i++ {
			if m := &dc.d.nodes[i]; dc.d.key(m) == k {
				return m
			}
		}
	}
	return &undefinedNode
}

// present reports whether an optional value is given.
func present(n *node) bool { return n.kind != kUndef && n.kind != kNull }

// readable panics when n could not be read: it threw, or was not read.
func (dc *decoder) readable(n *node, p *path) {
	switch n.kind {
	case kThrew:
		what := "an exception"
		if n.s1 > n.s0 {
			what = quote.String(dc.d.str(n))
		}
		panic(typeErr(p, "reading it threw "+what))
	case kCut:
		panic(rangeErr(p, cutReason(n.first)))
	}
}

func cutReason(r int32) string {
	switch r {
	case tp.CutDeep:
		return "want values nested at most " + strconv.Itoa(tp.MaxDepth) + " deep"
	case tp.CutValues:
		return "want arguments of at most " + strconv.Itoa(tp.MaxValues) + " values in all"
	case tp.CutKeys:
		return "want an object of at most " + strconv.Itoa(tp.MaxKeys) + " properties"
	}
	return "want an array with a length"
}

// object checks that n is an object (arrays pass: their fields are
// missing).
func (dc *decoder) object(n *node, p *path) *node {
	if n.kind != kObject && n.kind != kArray {
		dc.notObject(n, p)
	}
	return n
}

// notObject panics with the error of object; apart, so that object's
// check is inlined (a call costs a small call more than its checks in
// WebAssembly), as numberAt's and optStrAt's are.
//
//go:noinline
func (dc *decoder) notObject(n *node, p *path) {
	dc.readable(n, p)
	panic(typeErr(p, "want an object, got "+dc.describe(n)))
}

// array checks that n is an array of at most max elements of what and
// returns them.
func (dc *decoder) array(n *node, p *path, max int, what string) []node {
	if n.kind != kArray {
		dc.readable(n, p)
		panic(typeErr(p, "want an array of "+what+", got "+dc.describe(n)))
	}
	if n.num > float64(max) {
		panic(rangeErr(p, "want at most "+strconv.Itoa(max)+" "+what+", got "+jsnum.Format(n.num)))
	}
	return dc.d.items(n)
}

// number returns a finite number.
func (dc *decoder) number(n *node, p *path) float64 {
	if n.kind != kNumber {
		dc.readable(n, p)
		panic(typeErr(p, "want a number, got "+dc.describe(n)))
	}
	if math.IsNaN(n.num) || math.IsInf(n.num, 0) {
		panic(rangeErr(p, "want a finite number, got "+jsnum.Format(n.num)))
	}
	return n.num
}

// integer returns an integer. A non-integer number is a RangeError: the
// type is right, the value is not.
func (dc *decoder) integer(n *node, p *path) int {
	if n.kind != kNumber {
		dc.readable(n, p)
		panic(typeErr(p, "want an integer, got "+dc.describe(n)))
	}
	if f := n.num; f != math.Trunc(f) || math.Abs(f) >= maxInt {
		panic(rangeErr(p, "want an integer, got "+jsnum.Format(f)))
	}
	return int(n.num)
}

// str returns a string.
func (dc *decoder) str(n *node, p *path) string {
	if n.kind != kString {
		dc.readable(n, p)
		panic(typeErr(p, "want a string, got "+dc.describe(n)))
	}
	return dc.d.str(n)
}

// optInt returns an optional integer, def when absent.
func (dc *decoder) optInt(n *node, p *path, def int) int {
	if !present(n) {
		return def
	}
	return dc.integer(n, p)
}

// optStr returns an optional string, "" when absent.
func (dc *decoder) optStr(n *node, p *path) string {
	if !present(n) {
		return ""
	}
	return dc.str(n, p)
}

// optBool returns an optional boolean, false when absent.
func (dc *decoder) optBool(n *node, p *path) bool {
	switch {
	case !present(n), n.kind == kFalse:
		return false
	case n.kind == kTrue:
		return true
	}
	dc.readable(n, p)
	panic(typeErr(p, "want a boolean, got "+dc.describe(n)))
}

// numberAt is number at member key of p, whose path is made only for
// an error (a path made per field costs a small call more than its
// checks).
func (dc *decoder) numberAt(n *node, p *path, key string) float64 {
	if n.kind == kNumber && n.num-n.num == 0 { // finite: NaN and infinities give NaN
		return n.num
	}
	return dc.numberAtSlow(n, p, key)
}

//go:noinline
func (dc *decoder) numberAtSlow(n *node, p *path, key string) float64 {
	pk := p.at(key)
	return dc.number(n, &pk)
}

// optStrAt is optStr at member key of p, whose path is made only for an
// error. An absent field (most of a ship's) is told by the check that is
// inlined.
func (dc *decoder) optStrAt(n *node, p *path, key string) string {
	if n == &undefinedNode {
		return ""
	}
	return dc.presentStrAt(n, p, key)
}

func (dc *decoder) presentStrAt(n *node, p *path, key string) string {
	switch {
	case n.kind == kString:
		return dc.d.str(n)
	case !present(n):
		return ""
	}
	pk := p.at(key)
	return dc.str(n, &pk)
}

// optIntAt is optInt at member key of p, whose path is made only for an
// error.
func (dc *decoder) optIntAt(n *node, p *path, key string, def int) int {
	switch {
	case n.kind == kNumber && n.num == math.Trunc(n.num) && math.Abs(n.num) < maxInt:
		return int(n.num)
	case !present(n):
		return def
	}
	pk := p.at(key)
	return dc.integer(n, &pk)
}

// options decodes an options object (or, for board, the state, with path
// nil) for the fields every function takes, and keeps them for the ships
// decoded after (their cards are the ruleset's).
func (dc *decoder) options(n *node, p *path) core.Options {
	dc.opts = core.Options{}
	if !present(n) {
		return dc.opts
	}
	dc.object(n, p)
	o := core.Options{
		Edition:  core.Edition(dc.optStrAt(dc.field(n, "edition"), p, "edition")),
		MaxRange: dc.optIntAt(dc.field(n, "maxRange"), p, "maxRange", 0),
		Ruleset:  core.Ruleset(dc.optStrAt(dc.field(n, "ruleset"), p, "ruleset")),
	}
	if err := o.Validate(); err != nil {
		panic(fromCore(p, err))
	}
	dc.opts = o
	return o
}

// arc decodes an arc name of edition ed.
func (dc *decoder) arc(n *node, p *path, ed core.Edition) core.Arc {
	a := core.Arc(dc.str(n, p))
	if err := core.ValidateArc(a, ed); err != nil {
		panic(fromCore(p, err))
	}
	return a
}

// obstacle decodes an Obstacle, { id?, points } or an official token
// { id?, type, x, y, heading, flipped? }, and validates it.
func (dc *decoder) obstacle(n *node, p *path) core.Obstacle {
	dc.object(n, p)
	if present(dc.field(n, "type")) {
		ob, _ := dc.placedObstacle(n, p) // an official token (tokens.go)
		return ob
	}
	pi, pp := p.at("id"), p.at("points")
	ob := core.Obstacle{ID: dc.optStr(dc.field(n, "id"), &pi)}
	items := dc.array(dc.field(n, "points"), &pp, maxPoints, "points")
	ob.Points = make([]core.Point, len(items))
	for i := range items {
		pe := pp.elem(i)
		e := dc.object(&items[i], &pe)
		px, py := pe.at("x"), pe.at("y")
		ob.Points[i] = core.Point{X: dc.number(dc.field(e, "x"), &px), Y: dc.number(dc.field(e, "y"), &py)}
	}
	if err := ob.Validate(); err != nil {
		panic(fromCore(p, err))
	}
	return ob
}

// obstacles decodes an optional array of obstacles.
func (dc *decoder) obstacles(n *node, p *path) []core.Obstacle {
	if !present(n) {
		return nil
	}
	items := dc.array(n, p, maxObstacles, "obstacles")
	obs := make([]core.Obstacle, len(items))
	for i := range items {
		pe := p.elem(i)
		obs[i] = dc.obstacle(&items[i], &pe)
	}
	return obs
}

// describe names a value for a message: numbers as JavaScript prints
// them, strings quoted (cut at 40 characters), others by kind.
func (dc *decoder) describe(n *node) string {
	switch n.kind {
	case kNumber:
		return jsnum.Format(n.num)
	case kString:
		s := dc.d.str(n)
		if r := []rune(s); len(r) > 40 {
			s = string(r[:40]) + "…"
		}
		return quote.String(s)
	case kTrue:
		return "true"
	case kFalse:
		return "false"
	case kNull:
		return "null"
	case kUndef:
		return "undefined"
	case kArray:
		return "an array"
	case kObject:
		return "an object"
	case kFunction:
		return "a function"
	case kSymbol:
		return "a symbol"
	case kBigInt:
		return "a bigint"
	}
	return "an unreadable value"
}
