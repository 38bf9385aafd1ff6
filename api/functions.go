package api

import (
	"github.com/xwing-arcs/arcs/internal/quote"
	"strconv"

	"github.com/xwing-arcs/arcs/core"
	tp "github.com/xwing-arcs/arcs/internal/tapeproto"
)

// apiFunc is one API function: it decodes its arguments, asks the core,
// and returns its answer (answer.go).
type apiFunc func(dc *decoder) any

// A Module is the API a WebAssembly module answers, by the tape's
// function indices: the engine (web/xwing.wasm) answers every function,
// the diagram's included, so a page runs one Go runtime.
type Module struct {
	byIndex []apiFunc // by tapeproto.Functions' index; nil for a function not built
}

// Engine is the engine's functions on globalThis.xwing (docs/api.md).
func Engine() Module {
	return newModule(map[string]apiFunc{
		"inArc":         inArc,
		"rangeTo":       rangeTo,
		"within":        within,
		"beyond":        beyond,
		"relation":      relation,
		"attackOptions": attackOptions,
		"arcOutline":    arcOutline,
		"rangeOutline":  rangeOutline,
		"catalog":       catalog,
		"board":         board,
		"diagram":       diagramSVG,
		"weapons":       weapons,
		"squad":         squad,
		"toXWS":         toXWS,
		"pilots":        pilots,
		"upgrades":      upgrades,
		"addCards":      addCards,
		"rulesets":      rulesets,
		"tokens":        tokenTypes,
		"measure":       measure,
		"move":          move,
	})
}

func newModule(fns map[string]apiFunc) Module {
	m := Module{make([]apiFunc, len(tp.Functions))}
	for i, name := range tp.Functions {
		m.byIndex[i] = fns[name]
	}
	return m
}

// Has reports whether the module answers function i.
func (m Module) Has(i int) bool { return i >= 0 && i < len(m.byIndex) && m.byIndex[i] != nil }

// inArc(attacker, target, arc, options?) -> boolean
func inArc(dc *decoder) any {
	po, pa, pt, parc := top("options"), top("attacker"), top("target"), top("arc")
	dc.options(dc.arg(3), &po)
	o := &dc.opts
	var a, t core.Ship // decoded in place: a Ship copied is a memory.copy in WebAssembly
	dc.shipInto(&a, dc.arg(0), &pa, o.Edition)
	dc.shipInto(&t, dc.arg(1), &pt, o.Edition)
	return core.InArc(a, t, dc.arc(dc.arg(2), &parc, o.Edition), *o)
}

// rangeTo(from, to, options?) -> Measurement | null; to is a Ship, an
// Obstacle (an object with points) or a token (with a type);
// options.arc measures inside that arc.
func rangeTo(dc *decoder) any {
	po, pf, pt := top("options"), top("from"), top("to")
	opts := dc.arg(2)
	dc.options(opts, &po)
	o := &dc.opts
	var in core.Arc
	if v := dc.field(opts, "arc"); present(v) {
		parc := po.at("arc")
		in = dc.arc(v, &parc, o.Edition)
	}
	var from, target core.Ship // decoded in place, as inArc's
	dc.shipInto(&from, dc.arg(0), &pf, o.Edition)
	to := dc.object(dc.arg(1), &pt)
	if present(dc.field(to, "type")) {
		parc := po.at("arc")
		return dc.rangeToToken(from, to, &pt, in, &parc, *o) // an official token (tokens.go)
	}
	if present(dc.field(to, "points")) {
		if in != "" {
			parc := po.at("arc")
			panic(rangeErr(&parc, "want no arc when to is an obstacle (an object with points), got "+quote.String(string(in))))
		}
		m := core.RangeToObstacle(from, dc.obstacle(to, &pt))
		return measurementAnswerOf(&m)
	}
	dc.shipInto(&target, to, &pt, o.Edition)
	if in == "" {
		m := core.Range(from, target, *o)
		return measurementAnswerOf(&m)
	}
	m, used, ok := core.AttackRange(from, target, in, *o)
	if !ok {
		return nil
	}
	return arcMeasurementAnswerOf(used, &m)
}

// pairWithin decodes within's and beyond's arguments: (a, b, n, options?).
func pairWithin(dc *decoder) (a, b core.Ship, n int) {
	po, pa, pb, pn := top("options"), top("a"), top("b"), top("n")
	o := dc.options(dc.arg(3), &po)
	a = dc.ship(dc.arg(0), &pa, o.Edition)
	b = dc.ship(dc.arg(1), &pb, o.Edition)
	n = dc.integer(dc.arg(2), &pn)
	if n < 0 || n > core.MaxBand {
		panic(rangeErr(&pn, "want an integer from 0 to "+strconv.Itoa(core.MaxBand)+", got "+strconv.Itoa(n)))
	}
	return a, b, n
}

// within(a, b, n, options?) -> boolean
func within(dc *decoder) any {
	a, b, n := pairWithin(dc)
	return core.Within(a, b, n)
}

// beyond(a, b, n, options?) -> boolean
func beyond(dc *decoder) any {
	a, b, n := pairWithin(dc)
	return core.BeyondRange(a, b, n)
}

// relation(ship, other, options?) -> "inFront" | "behind" | "flanking" | null
func relation(dc *decoder) any {
	po, ps, pt := top("options"), top("ship"), top("other")
	o := dc.options(dc.arg(2), &po)
	return relationOf(core.Relate(dc.ship(dc.arg(0), &ps, o.Edition), dc.ship(dc.arg(1), &pt, o.Edition)))
}

// attackOptions(attacker, ships, options?) -> AttackOption[];
// options.obstacles: Obstacle[].
func attackOptions(dc *decoder) any {
	po, pa, ps := top("options"), top("attacker"), top("ships")
	opts := dc.arg(2)
	o := dc.options(opts, &po)
	pob := po.at("obstacles")
	obstacles := dc.obstacles(dc.field(opts, "obstacles"), &pob)
	attacker := dc.ship(dc.arg(0), &pa, o.Edition)
	ships := dc.ships(dc.arg(1), &ps, o.Edition)
	return attackOptionsOf(core.AttackOptions(attacker, ships, obstacles, o), &refs{ships: ships, obstacles: obstacles})
}

// arcOutline(ship, arc, options?) -> { arc, range, points }[]
func arcOutline(dc *decoder) any {
	po, ps, pa := top("options"), top("ship"), top("arc")
	o := dc.options(dc.arg(2), &po)
	s := dc.ship(dc.arg(0), &ps, o.Edition)
	return arcOutlinesOf(core.ArcOutline(s, dc.arc(dc.arg(1), &pa, o.Edition), o))
}

// rangeOutline(ship, options?) -> { range, points }[]
func rangeOutline(dc *decoder) any {
	po, ps := top("options"), top("ship")
	o := dc.options(dc.arg(1), &po)
	return ringsOf(core.RangeOutline(dc.ship(dc.arg(0), &ps, o.Edition), o))
}

// catalog() -> the ship catalog; a fresh copy each call.
func catalog(dc *decoder) any { return catalogOf(core.Catalog()) }

// board(state, options?) -> { attacks, pieces, obstacles, tokens,
// selected, verdicts, problems }: the whole board in one call;
// options.labels and options.obstacleLabels name the pieces in the
// verdicts (verdicts.go). A ship, an obstacle or a token
// that fails to decode is left out and reported in problems (with the path and message its error would have),
// so that a page shows the rest and marks the bad piece; the state itself,
// selected and arcs still throw.
func board(dc *decoder) any {
	ps := top("state")
	state := dc.object(dc.arg(0), &ps)
	o := dc.options(state, nil)
	var problems []problemAnswer
	pob, psh := top("obstacles"), top("ships")
	var obstacles []core.Obstacle
	var placed []core.Token // where each obstacle token lies, for its drawing
	var obstacleAt []int
	nob := 0
	if v := dc.field(state, "obstacles"); present(v) {
		items := dc.array(v, &pob, maxObstacles, "obstacles")
		nob = len(items)
		obstacles, obstacleAt, placed = make([]core.Obstacle, 0, nob), make([]int, 0, nob), make([]core.Token, 0, nob)
		for i := range items {
			pe := pob.elem(i)
			var ob core.Obstacle
			var t core.Token
			placedObstacles.at = i
			err := tryDecode(func() { ob, t = dc.placedObstacle(&items[i], &pe) })
			placedObstacles.at = -1
			if err != nil {
				problems = append(problems, problemOf(err))
			} else {
				obstacles, obstacleAt, placed = append(obstacles, ob), append(obstacleAt, i), append(placed, t)
			}
		}
	}
	tokens, tokenAt, ntok, problems := dc.boardTokens(state, problems)
	items := dc.array(dc.field(state, "ships"), &psh, maxShips, "ships")
	// The decoded ships and their indices live until the next call (the
	// cache keeps copies): one set of arrays, reused.
	ships := boardBufs.ships[:0]
	shipAt := boardBufs.shipAt[:0]
	at := grow(boardBufs.at, len(items)) // index among ships, -1 when left out
	defer func() { boardBufs.ships, boardBufs.shipAt, boardBufs.at = ships[:0], shipAt[:0], at[:0] }()
	for i := range items {
		pe := psh.elem(i)
		s, err := decodeOr(func() core.Ship { return dc.ship(&items[i], &pe, o.Edition) })
		at[i] = -1
		if err != nil {
			problems = append(problems, problemOf(err))
			continue
		}
		at[i] = len(ships)
		ships, shipAt = append(ships, s), append(shipAt, i)
	}
	selected, drawn := dc.selection(state, len(items), o.Edition) // drawn nil: every arc the edition draws
	if selected >= 0 {
		selected = at[selected] // -1 when the selected ship is left out
	}
	names := dc.names(dc.arg(1), len(items), nob)
	// Planned moves (move.go): the ships move in place, and what follows
	// is after the moves (the cache below keys on the moved ships).
	moves, problems := dc.plannedMoves(state, items, ships, shipAt, obstacles, obstacleAt, tokens, o, names, problems)
	view := boards.Board(ships, obstacles, selected, drawn, o)
	r := &refs{ships: ships, obstacles: obstacles, shipAt: shipAt, obstacleAt: obstacleAt}
	ans := &boardAnswer{
		Attacks:  make([][]attackOptionAnswer, len(items)),
		Pieces:   make([]*pieceAnswer, len(items)),
		Problems: nonNil(problems),
		Moves:    moves,
	}
	marks := memo.shipParts(ans, view, r, ships, o) // attacks, pieces, selected
	if dc.wordsWanted(dc.arg(1)) {
		ans.Verdicts, ans.ObstacleRanges = verdictsOf(ships, obstacles, view, o, r, names, problems, at)
	} else {
		ans.Verdicts = []verdictAnswer{}
	}
	ans.Obstacles = obstaclePiecesOf(obstacles, placed, obstacleAt, nob)
	ans.Tokens = tokensOf(core.BoardTokens(ships, tokens, obstacles, selected, o), tokens, tokenAt, ntok, r, ans.Selected)
	memo.keep(ans, view, r, marks)
	return ans
}

// wordsWanted reads board's options.verdicts (default true): false leaves
// the verdicts out (an empty list, obstacleRanges ""), for a page that
// shows them only once a drag ends and keeps the drag's frames short.
func (dc *decoder) wordsWanted(n *node) bool {
	if !present(n) {
		return true
	}
	v := dc.field(n, "verdicts")
	if !present(v) {
		return true
	}
	po := top("options")
	pv := po.at("verdicts")
	return dc.optBool(v, &pv)
}

// boardBufs are board()'s arrays of decoded ships, reused from call to call.
var boardBufs struct {
	ships      []core.Ship
	shipAt, at []int
}

func grow[T any](s []T, n int) []T {
	if cap(s) < n {
		return make([]T, n)
	}
	return s[:n]
}

// boards keeps what board() computed, so that the next call, usually the
// same board with one piece moved (a drag: a call per frame), measures only
// what changed (core.BoardCache). Calls run one at a time, as callDecoder's.
var boards core.BoardCache

// decodeOr runs a decoding step and returns its argument error instead of
// panicking with it (other panics go on).
func decodeOr[T any](f func() T) (v T, err *argError) {
	defer func() {
		if r := recover(); r != nil {
			e, ok := r.(*argError)
			if !ok || e.kind == plainError { // cards not loaded: the call throws
				panic(r)
			}
			err = e
		}
	}()
	return f(), nil
}

func problemOf(e *argError) problemAnswer {
	return problemAnswer{Path: e.Field, Name: e.kind.String(), Message: "board: " + e.Error()}
}

// labelGap is how far behind its base a ship's label sits, in mm.
const labelGap = 8

// pieceOf tells the page how to draw a ship: its base, its arcs, and
// where its label goes (behind the base, where no arc is drawn).
func pieceOf(s *core.Ship, o core.Options) *pieceAnswer {
	b := s.Base()
	arcs := s.Arcs(o)
	names := make([]string, len(arcs))
	for i, a := range arcs {
		names[i] = string(a)
	}
	return &pieceAnswer{Width: 2 * b.HalfWidth, Length: 2 * b.HalfLength, Arcs: names,
		Label: pointOf(b.World(0, -b.HalfLength-labelGap))}
}

// selection decodes a board state's selected index (-1: none) among n
// ships, and its arcs to outline (nil when absent).
func (dc *decoder) selection(state *node, n int, ed core.Edition) (selected int, arcs []core.Arc) {
	psel, parcs := top("selected"), top("arcs")
	selected = dc.optInt(dc.field(state, "selected"), &psel, -1)
	if selected < -1 || selected >= n {
		panic(rangeErr(&psel, "want -1 or an index into ships (0 to "+strconv.Itoa(n-1)+"), got "+strconv.Itoa(selected)))
	}
	if v := dc.field(state, "arcs"); present(v) {
		names := dc.array(v, &parcs, maxDrawn, "arc names")
		arcs = make([]core.Arc, len(names))
		for i := range names {
			pe := parcs.elem(i)
			arcs[i] = dc.arc(&names[i], &pe, ed)
		}
	}
	return selected, arcs
}
