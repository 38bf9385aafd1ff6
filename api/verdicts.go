package api

import (
	"strconv"
	"strings"

	"github.com/xwing-arcs/arcs/core"
	"github.com/xwing-arcs/arcs/verdict"
)

// The verdict sentences (package verdict) in board()'s answer: the page,
// the <xwing-board> element and the screen-reader announcements show
// them as they are, and the diagram draws the same sentences.

// verdictAnswer is the selected ship's verdict on one other ship: index
// is the ship's index in the state; kind "target", "enemy", "friend", or
// "invalid" for a ship the engine left out.
type verdictAnswer struct {
	Index    int      `js:"index"`
	Kind     string   `js:"kind" tape:"lasting"`
	Headline string   `js:"headline"`
	Details  []string `js:"details"`
}

// pieceNames are what a call names the pieces (board's and diagram's
// options.labels and options.obstacleLabels), by index in the state.
type pieceNames struct {
	ships, obstacles []string
}

// names decodes the optional labels and obstacleLabels of options n, for
// nShips ships and nObstacles obstacles.
func (dc *decoder) names(n *node, nShips, nObstacles int) pieceNames {
	po := top("options")
	if !present(n) {
		return pieceNames{}
	}
	dc.object(n, &po)
	pl, pb := po.at("labels"), po.at("obstacleLabels")
	return pieceNames{dc.labels(dc.field(n, "labels"), &pl, maxShips), dc.labels(dc.field(n, "obstacleLabels"), &pb, maxObstacles)}
}

// labels decodes an optional array of strings (null entries are "").
func (dc *decoder) labels(n *node, p *path, max int) []string {
	if !present(n) {
		return nil
	}
	items := dc.array(n, p, max, "labels")
	out := make([]string, len(items))
	for i := range items {
		pe := p.elem(i)
		out[i] = dc.optStr(&items[i], &pe)
	}
	return out
}

// inCore reorders labels given by state index into the core's indices
// (at maps core index to state index; nil is the identity).
func (pn pieceNames) inCore(labels []string, at []int, n int) []string {
	if at == nil || labels == nil {
		return labels
	}
	out := make([]string, n)
	for k := 0; k < n && k < len(at); k++ {
		if at[k] < len(labels) {
			out[k] = labels[at[k]]
		}
	}
	return out
}

// verdictsOf words the selected ship's verdicts (none when no ship is
// selected), then one "invalid" entry per other ship left out as a
// problem, and the obstacles' ranges.
func verdictsOf(ships []core.Ship, obstacles []core.Obstacle, view core.BoardView, o core.Options, r *refs, pn pieceNames, problems []problemAnswer, at []int) ([]verdictAnswer, string) {
	if view.Selected == nil {
		return []verdictAnswer{}, ""
	}
	shipLabels := pn.inCore(pn.ships, r.shipAt, len(ships))
	obstacleLabels := pn.inCore(pn.obstacles, r.obstacleAt, len(obstacles))
	b := verdict.Board{
		Ships: ships, Obstacles: obstacles, View: view, Options: o,
		ShipName:     func(i int) string { return verdict.ShipName(ships, shipLabels, i) },
		ObstacleName: func(i int) string { return verdict.ObstacleName(obstacles, obstacleLabels, i) },
	}
	keptRanges := memo.keepVerdicts(&b, r, shipLabels, obstacleLabels)
	vs := verdict.Verdicts(b)
	memo.wordedVerdicts(vs, view.Selected.Index, ships, shipLabels, obstacleLabels)
	out := make([]verdictAnswer, 0, len(vs)+len(problems))
	for _, v := range vs {
		out = append(out, verdictAnswer{r.shipIndex(v.Index), v.Kind, v.Headline, nonNil(v.Details)})
	}
	for i, k := range at {
		if k >= 0 {
			continue
		}
		name := "Ship " + strconv.Itoa(i+1)
		if i < len(pn.ships) && pn.ships[i] != "" {
			name = pn.ships[i]
		}
		out = append(out, verdictAnswer{i, verdict.Invalid, name + " can't be measured: " + problemWhy(problems, i), []string{}})
	}
	if keptRanges {
		return out, memo.last.ObstacleRanges
	}
	return out, verdict.ObstacleRanges(b)
}

// problemWhy is what is wrong with ship i, from its problem's message
// ("board: ships[2].x: want a number"): the part after the path.
func problemWhy(problems []problemAnswer, i int) string {
	prefix := "ships[" + strconv.Itoa(i) + "]"
	for _, p := range problems {
		if p.Path == prefix || strings.HasPrefix(p.Path, prefix+".") || strings.HasPrefix(p.Path, prefix+"[") {
			if _, why, ok := strings.Cut(p.Message, p.Path+": "); ok {
				return why
			}
			return strings.TrimPrefix(p.Message, "board: ")
		}
	}
	return "the engine left it out"
}
