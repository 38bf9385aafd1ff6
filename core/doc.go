// Package core decides X-Wing firing arcs and ranges exactly, as the
// project's GEOMETRY.md defines them, for the second edition (2e, also 2.5;
// the default) and the first edition (1e).
//
// Frame: lengths are millimetres on the board, origin at the top-left
// corner, x increasing to the right and y increasing down (as in SVG). A
// ship's heading is in degrees, clockwise on screen, 0 facing the top edge.
// In a ship's local frame u points to the ship's right and v forward:
//
//	world = centre + u*right + v*forward
//	forward = (sin t, -cos t), right = (cos t, sin t), t = heading in radians
//
// Units: headings and the arc angles of the rules are in degrees (names
// say so: headingDeg, arcAlphaDeg); every angle computed with is in
// radians (phiRad, loRad). Comparisons with slack use the tolerances of
// tolerance.go, each with its reason; arc regions and bases are closed.
//
// The geometry functions are total: they never panic and never return
// errors. Untrusted input is checked once, by the Validate methods, before
// it reaches them; a value that fails validation gives a documented but
// meaningless answer.
package core

// Version is the engine version reported to JavaScript.
const Version = "0.2.0"
