package cards

import "github.com/xwing-arcs/arcs/core"

// Play area facts (rules reference, "Setup"): the standard play area is
// 3 ft square; each player sets up within range 1 of their own edge.
const (
	// BoardDepth is the play area's depth between the two players' edges,
	// in mm (3 ft); an Epic play area is as deep and twice as wide.
	BoardDepth = core.PlayAreaDepth
	// BoardWidth is the standard play area's width, in mm (3 ft).
	BoardWidth = core.StandardWidth
	// setupDepth is the setup area's depth: range 1.
	setupDepth = core.BandLength
	// placeGap is the least room between two bases set up side by side,
	// and between rows when the setup area is full, in mm.
	placeGap = 10.0
)

// place sets every ship up at its edge, facing the far edge (bottom edge:
// heading 0; top: 180): in squad order along x, spread evenly over the
// board's width without overlapping, every base fully within range 1 of
// the edge (centred 50 mm from it). A huge base is longer than range 1:
// it touches the edge, as close as it gets. Ships that find no room in
// that row go in rows farther in; place returns their indices.
func place(ships []ArmedShip, o Options) []int {
	width := o.BoardWidth
	if width == 0 {
		width = BoardWidth
	}
	var outside []int
	from := 0.0 // distance from the edge to the current row
	for start := 0; start < len(ships); {
		// The row: as many ships as fit across with placeGap around each.
		end, sum, depth := start, 0.0, 0.0
		for end < len(ships) {
			w, _, _ := ships[end].BaseSize().Dimensions()
			if end > start && sum+w+float64(end-start+2)*placeGap > width {
				break
			}
			sum += w
			end++
		}
		n := end - start
		gap := (width - sum) / float64(n+1)
		x := 0.0
		for i := start; i < end; i++ {
			w, l, _ := ships[i].BaseSize().Dimensions()
			depth = max(depth, l)
			d := from + l/2 // centre's distance from the edge
			if from == 0 && l <= setupDepth {
				d = setupDepth / 2
			}
			if d+l/2 > max(setupDepth, l)+1e-9 {
				outside = append(outside, i)
			}
			x += gap + w/2
			ships[i].X = x
			x += w / 2
			if o.Edge == "top" {
				ships[i].Y, ships[i].Heading = d, 180
			} else {
				ships[i].Y, ships[i].Heading = BoardDepth-d, 0
			}
		}
		if from == 0 {
			depth = max(depth, setupDepth)
		}
		from += depth + placeGap
		start = end
	}
	return outside
}
