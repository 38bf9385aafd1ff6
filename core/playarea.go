package core

// The play areas (GEOMETRY.md 1; rules reference, "Setup"): the standard
// one is 3 ft square, an Epic one 6 x 3 ft, its depth between the two
// players' edges the same. The one place these sizes are kept: squads are
// set up, and diagrams framed, by them.
const (
	// PlayAreaDepth is the depth between the players' edges, in mm (3 ft).
	PlayAreaDepth = 914.4
	// StandardWidth is the standard play area's width, in mm (3 ft).
	StandardWidth = 914.4
	// EpicWidth is an Epic play area's width, in mm (6 ft).
	EpicWidth = 2 * StandardWidth
)
