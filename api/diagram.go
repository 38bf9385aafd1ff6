package api

import (
	"github.com/xwing-arcs/arcs/core"
	"github.com/xwing-arcs/arcs/diagram"
)

// diagram(state, options?) -> string: the board state drawn as one
// self-contained SVG document (package diagram). Unlike board, a bad
// piece throws: a picture without it would mislead.
func diagramSVG(dc *decoder) any {
	ps, po := top("state"), top("options")
	state := dc.object(dc.arg(0), &ps)
	o := dc.options(state, nil)
	pob, psh := top("obstacles"), top("ships")
	st := diagram.State{Options: o, Obstacles: dc.obstacles(dc.field(state, "obstacles"), &pob)}
	ptok := top("tokens")
	st.Tokens = dc.tokens(dc.field(state, "tokens"), &ptok)
	st.Ships = dc.ships(dc.field(state, "ships"), &psh, o.Edition)
	st.Moves = dc.diagramMoves(state, st.Ships, st.Obstacles, st.Tokens, o)
	st.Selected, st.Arcs = dc.selection(state, len(st.Ships), o.Edition)
	opts := dc.arg(1)
	var do diagram.Options
	if present(opts) {
		dc.object(opts, &po)
		pc, pt, pv, pw, pl, pb := po.at("caption"), po.at("theme"), po.at("view"), po.at("width"), po.at("labels"), po.at("obstacleLabels")
		do.Caption = dc.optStr(dc.field(opts, "caption"), &pc)
		do.Theme = diagram.Theme(dc.optStr(dc.field(opts, "theme"), &pt))
		do.View = diagram.View(dc.optStr(dc.field(opts, "view"), &pv))
		do.Width = dc.optInt(dc.field(opts, "width"), &pw, 0)
		do.Labels = dc.labels(dc.field(opts, "labels"), &pl, maxShips)
		do.ObstacleLabels = dc.labels(dc.field(opts, "obstacleLabels"), &pb, maxObstacles)
		if err := do.Validate(); err != nil {
			panic(fromCore(&po, err))
		}
	}
	svg, err := diagram.Render(st, do)
	if err != nil {
		panic(fromCore(nil, err))
	}
	return string(svg)
}

// diagramMoves resolves the state's planned moves (state.ships[i].move)
// as board() does (plannedMoves): the ships move in place, and each move
// is drawn from where its ship stood. A bad move throws, as a bad piece
// does here.
func (dc *decoder) diagramMoves(state *node, ships []core.Ship, obstacles []core.Obstacle, tokens []core.Token, o core.Options) []diagram.Move {
	psh := top("ships")
	items := dc.array(dc.field(state, "ships"), &psh, maxShips, "ships")
	shipAt := make([]int, len(items))
	from := make([]core.Pose, len(items))
	planned := false
	for i := range items {
		shipAt[i] = i
		from[i] = core.Pose{X: ships[i].X, Y: ships[i].Y, Heading: ships[i].Heading}
		if v := dc.field(&items[i], "move"); present(v) {
			pe := psh.elem(i)
			pm := pe.at("move")
			dc.maneuver(v, &pm) // throws with its path
			planned = true
		}
	}
	if !planned {
		return nil
	}
	obstacleAt := make([]int, len(obstacles)) // a diagram keeps every obstacle: the identity
	for k := range obstacleAt {
		obstacleAt[k] = k
	}
	answers, _ := dc.plannedMoves(state, items, ships, shipAt, obstacles, obstacleAt, tokens, o, pieceNames{}, nil)
	var out []diagram.Move
	for i, a := range answers {
		if a == nil {
			continue
		}
		m := diagram.Move{Ship: i, From: from[i], Bumped: a.Bumped, Planned: core.Pose{X: a.Planned.X, Y: a.Planned.Y, Heading: a.Planned.Heading}}
		for _, p := range a.Template {
			m.Template = append(m.Template, core.Point{X: p.X, Y: p.Y})
		}
		if t := a.Token; t != nil {
			m.Token = &core.Token{Type: t.Type, X: t.X, Y: t.Y, Heading: t.Heading}
			for _, sd := range t.Side {
				m.Side = append(m.Side, core.Token{Type: sd.Type, X: sd.X, Y: sd.Y, Heading: sd.Heading})
			}
		}
		out = append(out, m)
	}
	return out
}
