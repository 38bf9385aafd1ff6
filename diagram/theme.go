package diagram

import "github.com/xwing-arcs/arcs/core"

// palette is a theme's colours: the board page's (web/style.css), so that
// a diagram and the page show a board alike: team 1 in the page's team 1
// colour, each arc in its own colour, attack lines in the clear and
// obstructed colours.
type palette struct {
	page, surround, board, boardEdge string
	ink, muted                       string
	// teams are the page's team "1" and team "2" colours first, then
	// colours for other teams in order of appearance.
	teams []string
	// arcs is each arc's colour; arcDefault the colour of one not listed.
	arcs       map[core.Arc]string
	arcDefault string
	// arcOpacity is one range band's shading; nearer bands overlap the
	// farther ones and read darker.
	arcOpacity                 float64
	baseOpacity                float64
	obstacleFill, obstacleEdge string
	attack, obstructed, choice string
	inArc, plain, friend       string
}

// pageArcs are the page's arc colours (style.css, "arcs: each arc its own
// colour"), the dark theme's.
var pageArcs = map[core.Arc]string{
	core.Front: "#f5a524", core.Primary: "#f5a524",
	core.Rear: "#a78bfa", core.AuxRear: "#a78bfa", core.Special: "#a78bfa",
	core.Left: "#2dd4bf", core.Right: "#a3e635",
	core.FullFront: "#fb923c", core.Aux180: "#fb923c",
	core.FullRear: "#f472b6", core.Bullseye: "#fde047", core.Mobile: "#38bdf8",
	core.SingleTurret: "#e2e8f0", core.DoubleTurret: "#e2e8f0",
}

// lightArcs are the page's light theme's: the same, but for the two that
// would not show on a light board.
var lightArcs = func() map[core.Arc]string {
	m := map[core.Arc]string{}
	for a, c := range pageArcs {
		m[a] = c
	}
	m[core.Bullseye] = "#c9a400"
	m[core.SingleTurret], m[core.DoubleTurret] = "#5b6478", "#5b6478"
	return m
}()

var light = palette{
	page: "#ffffff", surround: "#eef1f7", board: "#f4f6fa", boardEdge: "#c3ccdc",
	ink: "#141a26", muted: "#4b566d",
	teams: []string{"#d12c35", "#1d67c8", "#18803c", "#7c3aed", "#b45309"},
	arcs:  lightArcs, arcDefault: "#5b6478", arcOpacity: 0.13, baseOpacity: 0.28,
	obstacleFill: "#a89f91", obstacleEdge: "#6b6256",
	attack: "#0f8a52", obstructed: "#b86a00", choice: "#5f8f00",
	inArc: "#8a5200", plain: "#4b566d", friend: "#3c5aa0",
}

var dark = palette{
	page: "#0d1320", surround: "#0a0f19", board: "#151d2e", boardEdge: "#2b3856",
	ink: "#e6ebf5", muted: "#9aa6c0",
	teams: []string{"#ff5a5f", "#4ea1ff", "#4cc276", "#b48cff", "#f0a040"},
	arcs:  pageArcs, arcDefault: "#e2e8f0", arcOpacity: 0.08, baseOpacity: 0.28,
	obstacleFill: "#5b4d40", obstacleEdge: "#a08a72",
	attack: "#3ddc97", obstructed: "#ffb020", choice: "#c7f36b",
	inArc: "#ffd166", plain: "#9aa6c0", friend: "#8caaff",
}

func paletteFor(t Theme) *palette {
	if t == Dark {
		return &dark
	}
	return &light
}

// arc is arc a's colour.
func (p *palette) arc(a core.Arc) string {
	if c, ok := p.arcs[a]; ok {
		return c
	}
	return p.arcDefault
}
