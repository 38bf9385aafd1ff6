package core

import (
	"github.com/xwing-arcs/arcs/internal/quote"
	"math"
	"strings"
)

// Arc names an arc as the rules and the JavaScript API do.
type Arc string

// Second-edition arcs.
const (
	Front        Arc = "front"
	Rear         Arc = "rear"
	Left         Arc = "left"
	Right        Arc = "right"
	FullFront    Arc = "fullFront"
	FullRear     Arc = "fullRear"
	Bullseye     Arc = "bullseye" // also a first-edition arc
	SingleTurret Arc = "singleTurret"
	DoubleTurret Arc = "doubleTurret"
)

// First-edition arcs and the 1e turret weapon.
const (
	Primary   Arc = "primary"
	AuxRear   Arc = "auxRear"
	Aux180    Arc = "aux180"
	Mobile    Arc = "mobile"
	Special   Arc = "special"
	Turret360 Arc = "turret360" // a weapon's "arc": any direction, plain range
)

// Arcs returns the arc names of edition ed, in the order the page lists them.
func Arcs(ed Edition) []Arc {
	if ed == First {
		return []Arc{Primary, AuxRear, Aux180, Mobile, Special, Bullseye}
	}
	return []Arc{Front, Rear, Left, Right, FullFront, FullRear, Bullseye, SingleTurret, DoubleTurret}
}

// validIn reports whether a is an arc name of edition ed (turret360 is a
// weapon arc, not an arc: see Weapon).
func (a Arc) validIn(ed Edition) bool {
	for _, b := range Arcs(ed) {
		if a == b {
			return true
		}
	}
	return false
}

// region is one of the seven geometric arc regions every arc name resolves
// to for a given ship.
type region int

const (
	regFront region = iota
	regRear
	regLeft
	regRight
	regFullFront
	regFullRear
	regBullseye
	numRegions
)

// standardArc names each region with its 2e arc name.
var standardArc = [numRegions]Arc{Front, Rear, Left, Right, FullFront, FullRear, Bullseye}

// regionOfStandard maps a 2e standard arc name (as a turret indicator or a
// mobile pointer uses) to its region.
func regionOfStandard(a Arc) (region, bool) {
	for r, n := range standardArc {
		if n == a {
			return region(r), true
		}
	}
	return 0, false
}

// arcAlphaDeg returns alpha in degrees: the angle between a printed arc line
// and the ship's forward direction, half the front arc (GEOMETRY.md 3,
// from the VASSAL module's measurements of physical tokens). 2e small: the
// line meets the front edge 2.846 mm from the corner.
func arcAlphaDeg(ed Edition, s Size) float64 {
	if ed == First {
		if s == Large {
			return 42.025
		}
		return 40.45
	}
	switch s {
	case Medium:
		return 41.40
	case Large:
		return 41.76
	case Huge:
		return 41.45
	}
	return 40.62
}

// bullseyeWidth returns the width of the bullseye arc in mm, the width of
// the range ruler (GEOMETRY.md 3).
func bullseyeWidth(ed Edition) float64 {
	if ed == First {
		return 15.8
	}
	return 14.8
}

// arcGeom is a region in a ship's local frame (X=u, Y=v) with its arc edge,
// precomputed per edition, size and region.
type arcGeom struct {
	planes [3]halfPlane
	nplane int
	// loRad..hiRad is the interval of phi = atan2(u, v), in radians
	// increasing clockwise, that the arc edge spans.
	loRad, hiRad float64
	// startDir and endDir point outward along the region's boundary lines
	// through the arc edge's first and last points.
	startDir, endDir Point
	// edge is the arc edge: the part of the base perimeter in the region,
	// ordered by increasing phi.
	edge chain
}

// contains reports whether local point l lies in the closed region.
func (g *arcGeom) contains(l Point) bool {
	for i := 0; i < g.nplane; i++ {
		if g.planes[i].eval(l) < -clipEps {
			return false
		}
	}
	return true
}

var arcTable [2][4][numRegions]arcGeom

func editionIndex(ed Edition) int {
	if ed == First {
		return 1
	}
	return 0
}

func sizeIndex(s Size) int {
	switch s {
	case Medium:
		return 1
	case Large:
		return 2
	case Huge:
		return 3
	}
	return 0
}

func init() {
	for _, ed := range []Edition{Second, First} {
		for _, s := range []Size{Small, Medium, Large, Huge} {
			for r := region(0); r < numRegions; r++ {
				arcTable[editionIndex(ed)][sizeIndex(s)][r] = newArcGeom(ed, s, r)
			}
		}
	}
}

// geomFor returns the precomputed region r of a base of size s.
func geomFor(ed Edition, s Size, r region) *arcGeom {
	return &arcTable[editionIndex(ed)][sizeIndex(s)][r]
}

// dirAt returns the unit direction (u, v) at angle phiRad from forward,
// clockwise.
func dirAt(phiRad float64) Point {
	s, c := math.Sincos(phiRad)
	return Point{s, c}
}

// newArcGeom builds region r for a base of size s. The regions are closed
// sets in the local frame, with phi = atan2(u, v) (GEOMETRY.md 3):
//
//	front      |phi| <= alpha
//	rear       |phi| >= 180 - alpha
//	right      alpha <= phi <= 180 - alpha
//	left       -(180 - alpha) <= phi <= -alpha
//	fullFront  v >= 0
//	fullRear   v <= 0
//	bullseye   |u| <= w/2 and v >= 0
func newArcGeom(ed Edition, s Size, r region) arcGeom {
	w, l, _ := s.Dimensions()
	hw, hl := w/2, l/2
	a := radians(arcAlphaDeg(ed, s))
	var g arcGeom
	cone := func(loRad, hiRad float64) {
		g.loRad, g.hiRad = loRad, hiRad
		// phi >= lo and phi <= hi, as half-planes through the centre.
		g.planes[0] = halfPlane{N: Point{math.Cos(loRad), -math.Sin(loRad)}}
		g.planes[1] = halfPlane{N: Point{-math.Cos(hiRad), math.Sin(hiRad)}}
		g.nplane = 2
		if math.Abs(hiRad-loRad-math.Pi) < angleEps {
			// A half-plane: both lines are one (full arcs).
			g.planes[0] = halfPlane{N: dirAt((loRad + hiRad) / 2)}
			g.nplane = 1
		}
		g.startDir, g.endDir = dirAt(loRad), dirAt(hiRad)
	}
	switch r {
	case regFront:
		cone(-a, a)
	case regRear:
		cone(math.Pi-a, math.Pi+a)
	case regRight:
		cone(a, math.Pi-a)
	case regLeft:
		cone(math.Pi+a, 2*math.Pi-a)
	case regFullFront:
		cone(-math.Pi/2, math.Pi/2)
	case regFullRear:
		cone(math.Pi/2, 3*math.Pi/2)
	case regBullseye:
		half := bullseyeWidth(ed) / 2
		g.planes[0] = halfPlane{N: Point{1, 0}, C: -half}
		g.planes[1] = halfPlane{N: Point{-1, 0}, C: -half}
		g.planes[2] = halfPlane{N: Point{0, 1}}
		g.nplane = 3
		g.loRad, g.hiRad = -math.Atan2(half, hl), math.Atan2(half, hl)
		g.startDir, g.endDir = Point{0, 1}, Point{0, 1}
	}
	g.edge = perimeterBetween(hw, hl, g.loRad, g.hiRad)
	return g
}

// perimeterBetween returns the part of the rectangle |u| <= hw, |v| <= hl
// whose points have phi in [loRad, hiRad], as a chain ordered by phi.
func perimeterBetween(hw, hl, loRad, hiRad float64) chain {
	// hit returns where the ray at phi leaves the rectangle, snapped onto
	// the side it leaves by, so that edge pieces stay exactly axis-aligned.
	hit := func(phiRad float64) Point {
		d := dirAt(phiRad)
		tu, tv := math.Inf(1), math.Inf(1)
		if math.Abs(d.X) > angleEps {
			tu = hw / math.Abs(d.X)
		}
		if math.Abs(d.Y) > angleEps {
			tv = hl / math.Abs(d.Y)
		}
		if tv <= tu {
			return Point{d.X * tv, math.Copysign(hl, d.Y)}
		}
		return Point{math.Copysign(hw, d.X), d.Y * tu}
	}
	pc := math.Atan2(hw, hl)
	corners := [4]struct {
		phiRad float64
		p      Point
	}{
		{pc, Point{hw, hl}},
		{math.Pi - pc, Point{hw, -hl}},
		{math.Pi + pc, Point{-hw, -hl}},
		{2*math.Pi - pc, Point{-hw, hl}},
	}
	var c chain
	c.push(hit(loRad))
	for k := -1; k <= 1; k++ {
		for _, cn := range corners {
			if phi := cn.phiRad + float64(k)*2*math.Pi; phi > loRad+angleEps && phi < hiRad-angleEps {
				c.push(cn.p)
			}
		}
	}
	c.push(hit(hiRad))
	return c
}

// ValidateArc checks that a is an arc name of edition ed.
func ValidateArc(a Arc, ed Edition) error {
	if ed == "" {
		ed = Second
	}
	if a.validIn(ed) {
		return nil
	}
	return arcError(a, ed, "")
}

// arcError says that a is no arc of edition ed; also names what else
// would do (" or turret360").
func arcError(a Arc, ed Edition, also string) *FieldError {
	names := make([]string, 0, 9)
	for _, n := range Arcs(ed) {
		names = append(names, string(n))
	}
	return &FieldError{Msg: "want a " + string(ed) + " arc (" + strings.Join(names, ", ") + ")" + also + ", got " + quote.String(string(a))}
}
