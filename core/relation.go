package core

// Relation is where one ship stands relative to another (GEOMETRY.md 6).
type Relation string

const (
	InFront  Relation = "inFront"
	Behind   Relation = "behind"
	Flanking Relation = "flanking"
	// NoRelation: none of the three, e.g. beyond range 3.
	NoRelation Relation = ""
)

// Relate returns where other stands relative to ship, by the 2e rules.
// The midway line of ship runs through its centre perpendicular to its
// facing, from each side edge's midpoint out to range 3:
//   - other is flanking ship when other's base crosses (meets) that line;
//   - otherwise it is in front of ship when it is in ship's fullFront arc,
//     and behind it when it is in the fullRear arc.
func Relate(ship, other Ship) Relation {
	return relate(&ship, ship.Base(), other.Base())
}

// relate is Relate with the bases placed: b is ship's, a the other's.
func relate(ship *Ship, b, a Base) Relation {
	reach := 3 * BandLength
	if farApart(b, a, reach) {
		// Farther than the midway line's ends and the arcs' reach: none.
		return NoRelation
	}
	var midway chain
	midway.push(Point{-(b.HalfWidth + reach), 0})
	midway.push(Point{b.HalfWidth + reach, 0})
	var p poly
	for _, c := range b.localCorners(a) {
		p.push(c)
	}
	if d, _, _ := chainToPoly(&midway, &p); d <= TouchDistance {
		return Flanking
	}
	size := ship.size()
	if _, in := measureInRegion(b, geomFor(Second, size, regFullFront), a, reach, Second, &p); in {
		return InFront
	}
	if _, in := measureInRegion(b, geomFor(Second, size, regFullRear), a, reach, Second, &p); in {
		return Behind
	}
	return NoRelation
}
