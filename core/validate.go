package core

import (
	"math"
	"strconv"
	"strings"

	"github.com/xwing-arcs/arcs/internal/jsnum"
)

// FieldError reports an invalid input value and the path of the field that
// holds it, relative to the value validated (e.g. "weapons[0].arc").
type FieldError struct {
	Field string
	Msg   string
}

func (e *FieldError) Error() string {
	if e.Field == "" {
		return e.Msg
	}
	return e.Field + ": " + e.Msg
}

// Within returns the error with its field path prefixed by parent, as
// "parent.field" (or "parent[i]" style when field starts with "[").
func (e *FieldError) Within(parent string) *FieldError {
	switch {
	case parent == "":
		return e
	case e.Field == "":
		return &FieldError{Field: parent, Msg: e.Msg}
	case strings.HasPrefix(e.Field, "["):
		return &FieldError{Field: parent + e.Field, Msg: e.Msg}
	}
	return &FieldError{Field: parent + "." + e.Field, Msg: e.Msg}
}

func fieldErr(field, msg string) *FieldError {
	return &FieldError{Field: field, Msg: msg}
}

var (
	quote = strconv.Quote
	itoa  = strconv.Itoa
)

// MaxCoordinate bounds positions, in mm: a kilometre is far past any
// board, and keeps every derived distance finite.
const MaxCoordinate = 1e6

// MaxObstaclePoints bounds an obstacle outline.
const MaxObstaclePoints = 1000

func checkNumber(field string, v, limit float64) *FieldError {
	if math.IsNaN(v) || math.IsInf(v, 0) {
		return fieldErr(field, "want a finite number, got "+jsnum.Format(v))
	}
	if limit > 0 && math.Abs(v) > limit {
		return fieldErr(field, "want a number within ±"+jsnum.Format(limit)+", got "+jsnum.Format(v))
	}
	return nil
}

func oneOf(field, got string, want ...string) *FieldError {
	for _, w := range want {
		if got == w {
			return nil
		}
	}
	return fieldErr(field, "want one of "+strings.Join(want, ", ")+", got "+quote(got))
}

// Validate checks the options.
func (o Options) Validate() error {
	if e := oneOf("edition", string(o.Edition), "", string(Second), string(First)); e != nil {
		return fieldErr("edition", `want "2e" or "1e", got `+quote(string(o.Edition)))
	}
	if o.MaxRange != 0 && (o.MaxRange < 3 || o.MaxRange > MaxBand) {
		return fieldErr("maxRange", "want an integer from 3 to 5, got "+itoa(o.MaxRange))
	}
	return nil
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
	return &FieldError{Msg: "want a " + string(ed) + " arc (" + strings.Join(names, ", ") + ")" + also + ", got " + quote(string(a))}
}

// Validate checks a ship for edition ed (empty means 2e): finite
// coordinates, a size or a known catalog model available in that edition,
// turret and mobile positions, and its weapons.
func (s Ship) Validate(ed Edition) error {
	if ed == "" {
		ed = Second
	}
	for _, f := range []struct {
		name  string
		v     float64
		limit float64
	}{{"x", s.X, MaxCoordinate}, {"y", s.Y, MaxCoordinate}, {"heading", s.Heading, 1e9}} {
		if e := checkNumber(f.name, f.v, f.limit); e != nil {
			return e
		}
	}
	var model *CatalogShip
	if s.Model != "" {
		m, ok := catalogByID[s.Model]
		if !ok {
			return fieldErr("ship", `want a catalog ship id (xws, e.g. "t65xwing"), got `+quote(s.Model))
		}
		model = m
	}
	switch {
	case s.Size == "" && model == nil:
		return fieldErr("size", "want a size or a catalog ship, got neither")
	case s.Size != "":
		if _, _, ok := s.Size.Dimensions(); !ok {
			return oneOf("size", string(s.Size), "small", "medium", "large", "huge")
		}
		if model != nil && model.Size != s.Size {
			return fieldErr("size", quote(string(s.Size))+" disagrees with catalog ship "+quote(s.Model)+", which is "+string(model.Size))
		}
	}
	if size := s.size(); !size.availableIn(ed) {
		return fieldErr("size", string(size)+" bases do not exist in "+string(ed)+" (want small or large)")
	}
	if s.Turret != "" {
		if e := oneOf("turret", s.Turret, "front", "rear", "left", "right", TurretFrontRear, TurretLeftRight); e != nil {
			return e
		}
		if model != nil && model.Turret != "" && oneOf("", s.Turret, model.TurretPositions...) != nil {
			return fieldErr("turret", "the "+model.Name+"'s turret indicator can point "+
				strings.Join(model.TurretPositions, " or ")+", got "+quote(s.Turret))
		}
	}
	if s.Mobile != "" {
		if e := oneOf("mobile", s.Mobile, "front", "rear", "left", "right"); e != nil {
			return e
		}
	}
	for i, w := range s.Weapons {
		if err := w.Validate(ed); err != nil {
			return err.(*FieldError).Within("weapons[" + itoa(i) + "]")
		}
	}
	return nil
}

// Validate checks a weapon for edition ed.
func (w Weapon) Validate(ed Edition) error {
	if ed == "" {
		ed = Second
	}
	if (w.Arc != Turret360 || ed != First) && !w.Arc.validIn(ed) {
		also := ""
		if ed == First {
			also = " or turret360"
		}
		return arcError(w.Arc, ed, also).Within("arc")
	}
	if w.MinRange < 0 || w.MinRange > MaxBand {
		return fieldErr("minRange", "want an integer from 0 to 5, got "+itoa(w.MinRange))
	}
	if w.MaxRange < 1 || w.MaxRange > MaxBand {
		return fieldErr("maxRange", "want an integer from 1 to 5, got "+itoa(w.MaxRange))
	}
	if w.MinRange > w.MaxRange {
		return fieldErr("minRange", "want at most maxRange ("+itoa(w.MaxRange)+"), got "+itoa(w.MinRange))
	}
	return nil
}

// Validate checks an obstacle: 3 to 1000 finite points forming a simple
// polygon with non-zero area.
func (ob Obstacle) Validate() error {
	n := len(ob.Points)
	if n < 3 || n > MaxObstaclePoints {
		return fieldErr("points", "want 3 to "+itoa(MaxObstaclePoints)+" points, got "+itoa(n))
	}
	for i, p := range ob.Points {
		if e := checkNumber("points["+itoa(i)+"].x", p.X, MaxCoordinate); e != nil {
			return e
		}
		if e := checkNumber("points["+itoa(i)+"].y", p.Y, MaxCoordinate); e != nil {
			return e
		}
	}
	if math.Abs(signedArea(ob.Points)) < 1e-6 {
		return fieldErr("points", "want a polygon with an area, got a degenerate one")
	}
	for i := 0; i < n; i++ {
		a0, a1 := ob.Points[i], ob.Points[(i+1)%n]
		if a0 == a1 {
			return fieldErr("points["+itoa((i+1)%n)+"]", "repeats the point before it")
		}
		for j := i + 2; j < n; j++ {
			if i == 0 && j == n-1 {
				continue // adjacent through the closing edge
			}
			if segmentsMeet(a0, a1, ob.Points[j], ob.Points[(j+1)%n]) {
				return fieldErr("points", "want a simple polygon, but edges "+itoa(i)+" and "+itoa(j)+" cross")
			}
		}
	}
	return nil
}

// segmentsMeet reports whether segments [a0,a1] and [b0,b1] cross or touch,
// by orientation tests: it runs for every pair of an outline's edges, so it
// must be cheap.
func segmentsMeet(a0, a1, b0, b1 Point) bool {
	if max(a0.X, a1.X) < min(b0.X, b1.X) || max(b0.X, b1.X) < min(a0.X, a1.X) ||
		max(a0.Y, a1.Y) < min(b0.Y, b1.Y) || max(b0.Y, b1.Y) < min(a0.Y, a1.Y) {
		return false
	}
	da, db := a1.Sub(a0), b1.Sub(b0)
	d1, d2 := da.Cross(b0.Sub(a0)), da.Cross(b1.Sub(a0))
	d3, d4 := db.Cross(a0.Sub(b0)), db.Cross(a1.Sub(b0))
	if (d1 > 0 && d2 > 0) || (d1 < 0 && d2 < 0) || (d3 > 0 && d4 > 0) || (d3 < 0 && d4 < 0) {
		return false
	}
	if (d1 != 0 || d2 != 0) && (d3 != 0 || d4 != 0) {
		return true
	}
	d, _, _ := segmentsClosest(a0, a1, b0, b1) // collinear
	return d <= 1e-9
}

func signedArea(pts []Point) float64 {
	s := 0.0
	for i := range pts {
		s += pts[i].Cross(pts[(i+1)%len(pts)])
	}
	return s / 2
}
