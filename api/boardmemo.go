package api

import (
	"unsafe"

	"github.com/xwing-arcs/arcs/core"
	tp "github.com/xwing-arcs/arcs/internal/tapeproto"
	"github.com/xwing-arcs/arcs/verdict"
)

// A board is answered every frame of a drag, and a frame changes one
// piece. board() keeps its last answer's parts by the core's ship index
// (memo) and reuses those of the ships core.BoardCache found unchanged:
// no conversion, no allocation. And the loader, which keeps the last
// board answer it read, is told "the same value as in your last answer,
// here" (tapeproto.Same) for every part that is, so that neither the tape
// nor the JavaScript objects are made again: a one-ship change crosses
// the boundary as a few hundred codes, not the whole board.

// boardMemo is what board() keeps from call to call.
type boardMemo struct {
	last *boardAnswer // the last answer made
	base *boardAnswer // the answer before it, which marks compares with
	sent *boardAnswer // the last answer the loader read (LoaderAnswerHead)
	// Of the last answer, by core ship index.
	at        []int // the state index
	attacks   [][]core.AttackOption
	attackAns [][]attackOptionAnswer
	pieces    []*pieceAnswer
	others    []otherAnswer
	otherAt   []int // the position in selected.others, -1: none
	// Of the last answer, the core-to-state maps.
	shipAt, obstacleAt []int
	// marks says which parts of last are base's, at the same place.
	marks sameMarks
	// The last answer's verdicts by core index (ok: worded), what it
	// named each ship and the obstacles, and its selected ship's core
	// index; those of the answer being made, until keep.
	verdicts, nextVerdicts []verdict.Verdict
	worded, nextWorded     []bool
	names, nextNames       []string
	obstacleLabels         []string
	nextObstacleLabels     []string
	selected, nextSelected int
}

// sameMarks are the parts of an answer equal to the answer before's at
// the same place: attacks and pieces by state index, others by position,
// and the selected ship's outlines.
type sameMarks struct {
	attacks, pieces, others []bool
	shapes                  bool
	obstacles               bool // the selected ship's ranges to them
}

var memo boardMemo

// keep records ans, the answer board() made from view, for the next call.
func (m *boardMemo) keep(ans *boardAnswer, view core.BoardView, r *refs, marks sameMarks) {
	n := len(view.Attacks)
	m.base, m.last, m.marks = m.last, ans, marks
	m.at = append(m.at[:0], r.shipAt...)
	m.attacks = append(m.attacks[:0], view.Attacks...)
	m.attackAns = m.attackAns[:0]
	m.pieces = m.pieces[:0]
	for i := 0; i < n; i++ {
		k := r.shipAt[i]
		m.attackAns = append(m.attackAns, ans.Attacks[k])
		m.pieces = append(m.pieces, ans.Pieces[k])
	}
	m.others = resizeOthers(m.others, n)
	m.otherAt = m.otherAt[:0]
	for i := 0; i < n; i++ {
		m.otherAt = append(m.otherAt, -1)
	}
	if view.Selected != nil {
		for x := range view.Selected.Others {
			i := view.Selected.Others[x].Index
			m.others[i], m.otherAt[i] = ans.Selected.Others[x], x
		}
	}
	m.verdicts, m.nextVerdicts = m.nextVerdicts, m.verdicts[:0]
	m.worded, m.nextWorded = m.nextWorded, m.worded[:0]
	m.names, m.nextNames = m.nextNames, m.names[:0]
	m.obstacleLabels, m.nextObstacleLabels = m.nextObstacleLabels, m.obstacleLabels[:0]
	m.selected, m.nextSelected = m.nextSelected, -1
	m.shipAt = append(m.shipAt[:0], r.shipAt...)
	m.obstacleAt = append(m.obstacleAt[:0], r.obstacleAt...)
}

func resizeOthers(s []otherAnswer, n int) []otherAnswer {
	if cap(s) < n {
		return make([]otherAnswer, n)
	}
	return s[:n]
}

// sameRefs reports whether the last answer referred to ships and
// obstacles as r does (the same pieces left out), so that a kept part's
// references still hold.
func (m *boardMemo) sameRefs(r *refs) bool {
	return m.last != nil && equalInts(r.shipAt, m.shipAt) && equalInts(r.obstacleAt, m.obstacleAt)
}

func equalInts(a, b []int) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// sameData reports whether a and b are the same slice of options (the
// core kept them).
func sameData(a, b []core.AttackOption) bool {
	return len(a) == len(b) && (len(a) == 0 || unsafe.SliceData(a) == unsafe.SliceData(b))
}

// shipParts fills ans's attacks and pieces (and, in the selected view,
// the others) from view, reusing the last answer's parts of the ships
// boards found unchanged, and returns the marks of those in the same
// place.
func (m *boardMemo) shipParts(ans *boardAnswer, view core.BoardView, r *refs, ships []core.Ship, o core.Options) sameMarks {
	refsSame := m.sameRefs(r)
	marks := sameMarks{attacks: make([]bool, len(ans.Attacks)), pieces: make([]bool, len(ans.Pieces))}
	for i, k := range r.shipAt {
		j := boards.Prev(i)
		if j >= 0 && refsSame {
			ans.Pieces[k] = m.pieces[j]
			marks.pieces[k] = m.at[j] == k
			if sameData(view.Attacks[i], m.attacks[j]) {
				ans.Attacks[k] = m.attackAns[j]
				marks.attacks[k] = m.at[j] == k
				continue
			}
		} else {
			ans.Pieces[k] = pieceOf(&ships[i], o)
		}
		ans.Attacks[k] = attackOptionsOf(view.Attacks[i], r)
	}
	if view.Selected == nil {
		return marks
	}
	kept := refsSame && boards.SelectionKept() && m.last.Selected != nil
	ans.Selected = selectedOf(view.Selected, r, o, kept, m)
	marks.shapes = kept
	marks.obstacles = kept && boards.ObstaclesKept()
	marks.others = make([]bool, len(view.Selected.Others))
	if kept {
		for x := range view.Selected.Others {
			if j := boards.Prev(view.Selected.Others[x].Index); j >= 0 && m.otherAt[j] >= 0 {
				marks.others[x] = m.otherAt[j] == x
			}
		}
	}
	return marks
}

// keepVerdicts lets b's wording take, for another ship, the last
// answer's verdict on it when nothing it is worded from changed: the
// selected ship, its arcs and the options (core.BoardCache.SelectionKept),
// the obstacles and their names, the other ship and its name, and the
// attacks of each of the two ships on the other. It reports whether the
// obstacles' ranges sentence holds too.
func (m *boardMemo) keepVerdicts(b *verdict.Board, r *refs, shipLabels, obstacleLabels []string) bool {
	sel := b.View.Selected
	js := boards.Prev(sel.Index)
	if !m.sameRefs(r) || !boards.SelectionKept() || !boards.ObstaclesKept() || !equalStrings(obstacleLabels, m.obstacleLabels) ||
		js < 0 || js != m.selected || m.last.Selected == nil {
		return false
	}
	self, oldSelf := b.View.Attacks[sel.Index], m.attacks[js]
	b.Keep = func(ov *core.OtherView) (verdict.Verdict, bool) {
		i := ov.Index
		j := boards.Prev(i)
		if j < 0 || j >= len(m.worded) || !m.worded[j] || m.names[j] != verdict.ShipName(b.Ships, shipLabels, i) ||
			!sameOptionsOn(self, i, oldSelf, j) || !sameOptionsOn(b.View.Attacks[i], sel.Index, m.attacks[j], js) {
			return verdict.Verdict{}, false
		}
		v := m.verdicts[j]
		v.Index = i
		return v, true
	}
	return true
}

// wordedVerdicts records the verdicts of the answer being made, by core
// index, with the names they were worded with.
func (m *boardMemo) wordedVerdicts(vs []verdict.Verdict, selected int, ships []core.Ship, shipLabels, obstacleLabels []string) {
	m.nextSelected = selected
	m.nextObstacleLabels = append(m.nextObstacleLabels[:0], obstacleLabels...)
	n := len(ships)
	for len(m.nextVerdicts) < n {
		m.nextVerdicts = append(m.nextVerdicts, verdict.Verdict{})
		m.nextWorded = append(m.nextWorded, false)
		m.nextNames = append(m.nextNames, "")
	}
	m.nextVerdicts, m.nextWorded, m.nextNames = m.nextVerdicts[:n], m.nextWorded[:n], m.nextNames[:n]
	for i := range m.nextWorded {
		m.nextWorded[i] = false
	}
	for _, v := range vs {
		m.nextVerdicts[v.Index], m.nextWorded[v.Index] = v, true
		m.nextNames[v.Index] = verdict.ShipName(ships, shipLabels, v.Index)
	}
}

// sameOptionsOn reports whether a's options on target ta are b's on tb.
func sameOptionsOn(a []core.AttackOption, ta int, b []core.AttackOption, tb int) bool {
	k := 0
	for i := range a {
		if a[i].Target != ta {
			continue
		}
		for k < len(b) && b[k].Target != tb {
			k++
		}
		if k == len(b) || !sameOption(&a[i], &b[k]) {
			return false
		}
		k++
	}
	for ; k < len(b); k++ {
		if b[k].Target == tb {
			return false
		}
	}
	return true
}

// sameOption reports whether two options say the same, their targets
// aside.
func sameOption(a, b *core.AttackOption) bool {
	if a.Weapon != b.Weapon || a.Arc != b.Arc || a.Measurement != b.Measurement || a.Bonus != b.Bonus ||
		a.Obstruction != b.Obstruction || len(a.ObstructedBy) != len(b.ObstructedBy) {
		return false
	}
	for i := range a.ObstructedBy {
		if a.ObstructedBy[i] != b.ObstructedBy[i] {
			return false
		}
	}
	return true
}

func equalStrings(a, b []string) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// any reports whether any part is marked the same: when none is (every
// ship moved), the answer is written whole, as fast as before there were
// marks.
func (s *sameMarks) any() bool {
	if s.shapes || s.obstacles {
		return true
	}
	for _, list := range [][]bool{s.attacks, s.pieces, s.others} {
		for _, v := range list {
			if v {
				return true
			}
		}
	}
	return false
}

// LoaderAnswerHead is AnswerHead for the loader (web/tape.js), which
// keeps the last answer of board() it read: the parts of a board answer
// that are that answer's, at the same place, are written as tp.Same.
func LoaderAnswerHead(answer any) []byte {
	b, ok := answer.(*boardAnswer)
	if !ok || b == nil {
		return AnswerHead(answer)
	}
	t := &answerTape
	t.reset()
	t.byAddress = lastingByAddress
	t.writeLoaderBoard(b)
	return t.head()
}

// writeLoaderBoard writes b as the loader is to read it: as a delta of the
// last answer it read when b is the memo's answer built on that one.
func (t *tape) writeLoaderBoard(b *boardAnswer) {
	if b == memo.last && memo.sent != nil && memo.sent == memo.base && memo.marks.any() {
		t.writeBoardDelta(b, memo.sent, &memo.marks)
	} else {
		t.write_boardAnswer(b)
	}
	memo.sent = b
}

// writeBoardDelta writes v as write_boardAnswer does (the same keys in
// the same order), each part marked the same as prev's, and each verdict
// and obstacle equal to prev's at the same place, as tp.Same.
func (t *tape) writeBoardDelta(v, prev *boardAnswer, same *sameMarks) {
	t.code(tp.Within)
	t.code(tp.Object)
	t.key("attacks")
	t.code(tp.Within)
	t.code(tp.Array)
	for k := range v.Attacks {
		if same.attacks[k] {
			t.code(tp.Same)
		} else {
			t.writeSlice_attackOptionAnswer(v.Attacks[k])
		}
	}
	t.code(tp.End)
	t.key("pieces")
	t.code(tp.Within)
	t.code(tp.Array)
	for k, p := range v.Pieces {
		switch {
		case same.pieces[k]:
			t.code(tp.Same)
		case p == nil:
			t.code(tp.Null)
		default:
			t.write_pieceAnswer(p)
		}
	}
	t.code(tp.End)
	t.key("selected")
	if s := v.Selected; s == nil {
		t.code(tp.Null)
	} else {
		t.code(tp.Within)
		t.code(tp.Object)
		t.key("index")
		t.int(s.Index)
		t.key("transform")
		t.text(s.Transform, false)
		t.key("arcs")
		if same.shapes {
			t.code(tp.Same)
		} else {
			t.writeSlice_shapeAnswer(s.Arcs)
		}
		t.key("rings")
		if same.shapes {
			t.code(tp.Same)
		} else {
			t.writeSlice_ringShapeAnswer(s.Rings)
		}
		t.key("others")
		t.code(tp.Within)
		t.code(tp.Array)
		for x := range s.Others {
			if same.others[x] {
				t.code(tp.Same)
			} else {
				t.write_otherAnswer(&s.Others[x])
			}
		}
		t.code(tp.End)
		t.key("obstacles")
		if same.obstacles {
			t.code(tp.Same)
		} else {
			t.writeSlice_obstacleRangeAnswer(s.Obstacles)
		}
		t.key("tokens")
		t.writeSlice_obstacleRangeAnswer(s.Tokens)
		t.code(tp.End)
	}
	t.key("verdicts")
	t.code(tp.Within)
	t.code(tp.Array)
	for x := range v.Verdicts {
		if x < len(prev.Verdicts) && sameVerdict(&v.Verdicts[x], &prev.Verdicts[x]) {
			t.code(tp.Same)
		} else {
			t.write_verdictAnswer(&v.Verdicts[x])
		}
	}
	t.code(tp.End)
	t.key("obstacleRanges")
	t.text(v.ObstacleRanges, false)
	t.key("problems")
	t.writeSlice_problemAnswer(v.Problems)
	t.key("obstacles")
	t.code(tp.Within)
	t.code(tp.Array)
	for k := range v.Obstacles {
		if k < len(prev.Obstacles) && samePiece(v.Obstacles[k], prev.Obstacles[k]) {
			t.code(tp.Same)
		} else {
			t.any(v.Obstacles[k])
		}
	}
	t.code(tp.End)
	t.key("tokens")
	t.writeSlicePtr_tokenAnswer(v.Tokens)
	t.key("moves")
	t.writeSlicePtr_moveAnswer(v.Moves)
	t.code(tp.End)
}

func sameVerdict(a, b *verdictAnswer) bool {
	if a.Index != b.Index || a.Kind != b.Kind || a.Headline != b.Headline || len(a.Details) != len(b.Details) {
		return false
	}
	for i := range a.Details {
		if a.Details[i] != b.Details[i] {
			return false
		}
	}
	return true
}

// samePiece reports whether two obstacles' drawings are the same.
func samePiece(a, b any) bool {
	switch x := a.(type) {
	case *obstaclePieceAnswer:
		y, ok := b.(*obstaclePieceAnswer)
		return ok && *x == *y
	case *polygonPieceAnswer:
		y, ok := b.(*polygonPieceAnswer)
		return ok && *x == *y
	}
	return false
}
