package diagram

// palette is a theme's colours. Team colours are told apart by hue and
// lightness both, so they survive a grey-scale print.
type palette struct {
	page, surround, board, boardEdge string
	ink, muted                       string
	teams                            []string
	arc, bullseye                    string
	// arcOpacity is one range band's shading; nearer bands overlap the
	// farther ones and read darker.
	arcOpacity                 float64
	baseOpacity                float64
	obstacleFill, obstacleEdge string
	attack, obstructed, inArc  string
}

var light = palette{
	page: "#ffffff", surround: "#e4e6ea", board: "#f5f6f8", boardEdge: "#8a929c",
	ink: "#1b1f24", muted: "#5d6672",
	teams: []string{"#1d5fd1", "#c8281e", "#18803c", "#7c3aed", "#b45309"},
	arc:   "#2f7be0", bullseye: "#e09b00", arcOpacity: 0.11, baseOpacity: 0.2,
	obstacleFill: "#a89f91", obstacleEdge: "#6b6256",
	attack: "#1b1f24", obstructed: "#c2410c", inArc: "#1d5fd1",
}

var dark = palette{
	page: "#15181d", surround: "#0d0f12", board: "#1f242b", boardEdge: "#5a6472",
	ink: "#e8ebf0", muted: "#9aa4b1",
	teams: []string{"#5b9bff", "#ff6b5e", "#4cc276", "#b48cff", "#f0a040"},
	arc:   "#5b9bff", bullseye: "#ffc233", arcOpacity: 0.14, baseOpacity: 0.3,
	obstacleFill: "#5c554b", obstacleEdge: "#a09483",
	attack: "#e8ebf0", obstructed: "#ff8c42", inArc: "#7fb2ff",
}

func paletteFor(t Theme) *palette {
	if t == Dark {
		return &dark
	}
	return &light
}
