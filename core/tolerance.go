package core

// Tolerances. Every comparison the engine makes with some slack uses one
// of these constants; none is a bare literal elsewhere. Lengths are in mm,
// angles in radians, parameters are fractions of a segment.
//
// Validated coordinates are within ±MaxCoordinate (1e6 mm), where a
// float64 is exact to about 1e-10 mm, and every board position in play is
// within a few thousand mm, exact to about 1e-12 mm. The tolerances sit a
// few orders of magnitude above that rounding and far below anything a
// player can measure (the reference cases compare to 2e-3 mm).

// TouchDistance is the distance at or below which two bases touch or
// overlap (GEOMETRY.md 4: "distance <= 1e-6 mm"): range 0 in 2e, range 1
// in 1e. Rotated corners carry rounding of about 1e-13 mm, so bases placed
// edge to edge by hand land well inside it.
const TouchDistance = 1e-6

// bandEps absorbs rounding at band edges, in mm, so that a distance of
// exactly 100.0 mm built from rotated coordinates is still range 1
// (GEOMETRY.md 4); it is the same 1e-6 mm as TouchDistance, for one rule
// at both ends of a band. It also pads every reach test (arc reach,
// within, beyond, the quick farApart rejection) so that they agree with
// Band.
const bandEps = 1e-6

// insideEps is how far, in mm, a point may lie outside a closed base and
// still count as in it: the corners of a target clipped by an arc region
// lie on the attacker's base up to rounding, which must not make an
// empty in-arc part look non-empty. Rounding is ~1e-12 mm; 1e-9 mm leaves
// a thousandfold margin and is still far below TouchDistance.
const insideEps = 1e-9

// clipEps is how far, in mm, a point may lie outside an arc region's
// boundary line and still count as in it: arc regions are closed
// (GEOMETRY.md 3), and a target corner exactly on an arc line, computed
// through a rotation, lands within rounding (~1e-12 mm) of it.
const clipEps = 1e-9

// lineTouchEps is the distance, in mm, at or below which collinear
// segments touch: an attack line along an obstacle's edge touches the
// obstacle (and so is obstructed by it), and two edges of an obstacle
// outline that overlap make it not simple. The same 1e-9 mm as clipEps.
const lineTouchEps = 1e-9

// tieEps is how close, in mm, two shortest lines' lengths must be to tie
// (GEOMETRY.md 7: the attacker chooses among tied lines). It matches
// TouchDistance: lines that differ by less than the touching tolerance
// are the same length for the rules.
const tieEps = 1e-6

// parallelSin is the sine of the angle below which two edges count as
// parallel, so that their closest points form a family of tied lines:
// edges of bases at the same heading, rotated separately, differ by about
// 1e-16 rad; 1e-9 also catches headings typed as 0.0000001 apart, whose
// lines differ by far less than tieEps over a base's length.
const parallelSin = 1e-9

// paramEps is the least length, as a fraction of a segment, of a piece
// worth keeping: a family of tied lines shorter than this is one line,
// sample parameters closer than this are one sample, and a segment that
// meets a box over less than this only touches it. Over the longest edge
// in play (221 mm) it is 2e-10 mm.
const paramEps = 1e-12

// angleEps is how close, in radians, two angles must be to be the same
// (a base corner on an arc line, a half-turn arc whose two lines are one)
// and how small a direction's component must be to be zero. The angles
// come from atan2 and the fixed arc angles, exact to about 1e-16 rad; at
// a huge base's 110 mm half-length, 1e-12 rad is 1e-10 mm.
const angleEps = 1e-12

// fullTurnEps is how close, in radians, a corner's turn between two edge
// normals must be to a full turn to be no turn at all, when an outline
// is offset: the normals come from rounded edge directions, ~1e-15 rad
// apart for edges that are in fact parallel; 1e-9 rad is far larger, and
// a real corner of an arc edge turns at least the bullseye's ~0.07 rad.
const fullTurnEps = 1e-9

// minObstacleArea is the least area, in mm², of a valid obstacle outline:
// below it the points are collinear up to rounding, and no printed
// obstacle is smaller than a few hundred mm².
const minObstacleArea = 1e-6

// sweepPad is the margin, in mm, by which an obstacle's bounding box must
// miss the box of a family of tied lines for the obstacle to be left out
// of the family's samples (obstruction.go): far above the rounding of the
// coordinates that place a vertex inside or outside the swept
// parallelogram, so leaving the obstacle out changes no sample.
const sweepPad = 1e-3
