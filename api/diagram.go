package api

import "github.com/xwing-arcs/arcs/diagram"

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
