//go:build js && wasm

package bindings

import (
	"math"
	"strconv"
	"syscall/js"

	"github.com/norunners/vert"
	"github.com/xwing-arcs/arcs/core"
	"github.com/xwing-arcs/arcs/internal/jsnum"
)

// Length caps: a longer array is a RangeError, found before any element is
// read, so that a hostile array length costs nothing.
const (
	maxShips     = 1000
	maxObstacles = 1000
	maxWeapons   = 32
	maxPoints    = core.MaxObstaclePoints
	// maxInt bounds integer arguments before conversion to int.
	maxInt = 1 << 31
)

var (
	reflectGet   = js.Global().Get("Reflect").Get("get")
	arrayIsArray = js.Global().Get("Array").Get("isArray")
)

// key is a property name the decoder reads: an index into keyNames and
// keyValues (the names made JavaScript strings once, in one loop: a var per
// name made init large).
type key uint8

// The property names the decoder reads.
const (
	kX key = iota
	kY
	kHeading
	kSize
	kShip
	kID
	kTeam
	kPilot
	kTurret
	kMobile
	kWeapons
	kName
	kArc
	kMinRange
	kMaxRange
	kPrimary
	kKind
	kValue
	kPoints
	kEdition
	kObstacles
	kShips
	kSelected
	kLength
	kMessage
	kArcs
	numKeys
)

var keyNames = [numKeys]string{"x", "y", "heading", "size", "ship", "id", "team", "pilot", "turret",
	"mobile", "weapons", "name", "arc", "minRange", "maxRange", "primary", "kind", "value", "points",
	"edition", "obstacles", "ships", "selected", "length", "message", "arcs"}

var keyValues = func() (vs [numKeys]js.Value) {
	for i, n := range keyNames {
		vs[i] = js.ValueOf(n)
	}
	return vs
}()

func (k key) String() string { return keyNames[k] }

func (k key) js() js.Value { return keyValues[k] }

// decoder turns the arguments of one call into core values, in two passes
// per value:
//
//  1. validation (the check methods): every property the engine uses is
//     read with Reflect.get through Invoke, so that a getter or proxy trap
//     that throws surfaces as a recoverable js.Error panic (reading records
//     the path being read for that message); presence, types, finiteness,
//     integer-ness and array lengths are checked, with the field path in
//     every error. Arrays are walked here only, their lengths capped first.
//  2. decoding (assign): each validated object, and each validated array
//     element, is decoded by github.com/norunners/vert into a boundary
//     struct (boundary.go), which is converted to core values and checked
//     against the core's domains (Validate), again with field paths.
//
// Methods panic with an *argError on a bad value; the call's wrapper
// (export.go) recovers it.
type decoder struct {
	args []js.Value
	// reading is where the property being read is: parent and key, or
	// parent and index when key is "" (the path is only built for an
	// error message).
	reading struct {
		parent, key string
		index       int
	}
}

// readingPath is the path of the property being read.
func (d *decoder) readingPath() string {
	if r := d.reading; r.key != "" {
		return join(r.parent, r.key)
	} else if r.index >= 0 {
		return indexPath(r.parent, r.index)
	}
	return d.reading.parent
}

func (d *decoder) at(parent, key string, index int) {
	d.reading.parent, d.reading.key, d.reading.index = parent, key, index
}

// arg returns argument i, undefined when absent.
func (d *decoder) arg(i int) js.Value {
	if i < len(d.args) {
		return d.args[i]
	}
	return js.Undefined()
}

func join(parent, key string) string {
	if parent == "" {
		return key
	}
	return parent + "." + key
}

func indexPath(parent string, i int) string {
	return parent + "[" + strconv.Itoa(i) + "]"
}

// present reports whether v is neither undefined nor null: optional fields
// take either as absent.
func present(v js.Value) bool {
	t, bigint := jsType(v)
	return bigint || (t != js.TypeUndefined && t != js.TypeNull)
}

func isArray(v js.Value) bool {
	return arrayIsArray.Invoke(v).Bool()
}

// get reads obj[key]; an absent obj (an omitted options argument) has no
// properties.
func (d *decoder) get(obj js.Value, parent string, k key) js.Value {
	if !present(obj) {
		return js.Undefined()
	}
	d.at(parent, k.String(), -1)
	return reflectGet.Invoke(obj, k.js())
}

// object checks that v, at path, is an object (not a function). Arrays
// pass, to save a crossing per object: their fields are missing.
func (d *decoder) object(v js.Value, path string) {
	t, bigint := jsType(v)
	if bigint || t != js.TypeObject {
		panic(typeErrorf(path, "want an object, got %s", describe(v)))
	}
}

// array checks that v, at path, is an array of at most max elements of
// what, and returns its length.
func (d *decoder) array(v js.Value, path string, max int, what string) int {
	d.at(path, "", -1)
	if t, bigint := jsType(v); bigint || t != js.TypeObject || !isArray(v) {
		panic(typeErrorf(path, "want an array of %s, got %s", what, describe(v)))
	}
	lv := d.get(v, path, kLength)
	if t, _ := jsType(lv); t != js.TypeNumber {
		// Only a Proxy of an array can get here.
		panic(typeErrorf(path, "want an array of %s, got a length of %s", what, describe(lv)))
	}
	n := lv.Float()
	if !(n >= 0 && n <= float64(max)) {
		panic(rangeErrorf(path, "want at most %d %s, got %s", max, what, jsnum.Format(n)))
	}
	return int(n)
}

// index reads element i of array arr at path.
func (d *decoder) index(arr js.Value, path string, i int) js.Value {
	d.at(path, "", i)
	return reflectGet.Invoke(arr, i)
}

// number checks that v, at path, is a finite number.
func number(v js.Value, path string) float64 {
	if t, bigint := jsType(v); bigint || t != js.TypeNumber {
		panic(typeErrorf(path, "want a number, got %s", describe(v)))
	}
	f := v.Float()
	if math.IsNaN(f) || math.IsInf(f, 0) {
		panic(rangeErrorf(path, "want a finite number, got %s", jsnum.Format(f)))
	}
	return f
}

// integer checks that v, at path, is a number with an integer value. A
// non-integer number is a RangeError: the type is right, the value is not.
func integer(v js.Value, path string) int {
	if t, bigint := jsType(v); bigint || t != js.TypeNumber {
		panic(typeErrorf(path, "want an integer, got %s", describe(v)))
	}
	f := v.Float()
	if f != math.Trunc(f) || math.Abs(f) >= maxInt {
		panic(rangeErrorf(path, "want an integer, got %s", jsnum.Format(f)))
	}
	return int(f)
}

// str checks that v, at path, is a string.
func str(v js.Value, path string) {
	if t, bigint := jsType(v); bigint || t != js.TypeString {
		panic(typeErrorf(path, "want a string, got %s", describe(v)))
	}
}

// num checks a required finite number field.
func (d *decoder) num(obj js.Value, parent string, k key) {
	v := d.get(obj, parent, k)
	if t, _ := jsType(v); t == js.TypeNumber {
		if f := v.Float(); !math.IsNaN(f) && !math.IsInf(f, 0) {
			return
		}
	}
	number(v, join(parent, k.String())) // panics with the reason
}

// reqInt checks a required integer field.
func (d *decoder) reqInt(obj js.Value, parent string, k key) {
	integer(d.get(obj, parent, k), join(parent, k.String()))
}

// reqStr checks a required string field.
func (d *decoder) reqStr(obj js.Value, parent string, k key) {
	str(d.get(obj, parent, k), join(parent, k.String()))
}

// optInt checks an optional integer field and returns it, def when absent.
func (d *decoder) optInt(obj js.Value, parent string, k key, def int) int {
	v := d.get(obj, parent, k)
	if !present(v) {
		return def
	}
	return integer(v, join(parent, k.String()))
}

// optStr checks an optional string field and reports whether it is there.
func (d *decoder) optStr(obj js.Value, parent string, k key) bool {
	v := d.get(obj, parent, k)
	if !present(v) {
		return false
	}
	str(v, join(parent, k.String()))
	return true
}

// optBool checks an optional boolean field.
func (d *decoder) optBool(obj js.Value, parent string, k key) {
	v := d.get(obj, parent, k)
	if t, _ := jsType(v); present(v) && t != js.TypeBoolean {
		panic(typeErrorf(join(parent, k.String()), "want a boolean, got %s", describe(v)))
	}
}

// assign decodes v, validated at path, into the boundary value dst with
// vert. Validation ran first, so vert's silent zeroing and truncation
// cannot bite; an error here means the value changed between the two
// reads (a getter or proxy answering differently the second time).
func (d *decoder) assign(v js.Value, path string, dst any) {
	d.at(path, "", -1)
	if err := vert.ValueOf(v).AssignTo(dst); err != nil {
		panic(typeErrorf(path, "changed while it was read: %v", err))
	}
}

// checkOptions validates the options object at path (or, for board, the
// state object with path "").
func (d *decoder) checkOptions(v js.Value, path string) {
	d.object(v, path)
	d.optStr(v, path, kEdition)
	d.optInt(v, path, kMaxRange, 0)
}

// options decodes the optional options argument at path (or, for board,
// the state object with path ""); opts is the object, for the calling
// function's own fields, or undefined.
func (d *decoder) options(v js.Value, path string) (o core.Options, opts js.Value) {
	if !present(v) {
		return core.Options{}, js.Undefined()
	}
	d.checkOptions(v, path)
	var b jsOptions
	d.assign(v, path, &b)
	o = b.core()
	if err := o.Validate(); err != nil {
		panic(fromCore(path, err))
	}
	return o, v
}

// arc decodes v, at path, as an arc of edition ed.
func (d *decoder) arc(v js.Value, path string, ed core.Edition) core.Arc {
	str(v, path)
	var s string
	d.assign(v, path, &s)
	a := core.Arc(s)
	if err := core.ValidateArc(a, ed); err != nil {
		panic(fromCore(path, err))
	}
	return a
}

// checkShip validates a Ship at path; weapons are its weapon objects,
// has whether it gives weapons.
func (d *decoder) checkShip(v js.Value, path string) (weapons []js.Value, has bool) {
	d.object(v, path)
	d.num(v, path, kX)
	d.num(v, path, kY)
	d.num(v, path, kHeading)
	model := d.optStr(v, path, kShip)
	if !d.optStr(v, path, kSize) && !model {
		panic(typeErrorf(join(path, "size"), "want a size (small, medium, large, huge) or a catalog id in ship, got neither"))
	}
	for _, k := range []key{kID, kTeam, kPilot, kTurret, kMobile} {
		d.optStr(v, path, k)
	}
	w := d.get(v, path, kWeapons)
	if !present(w) {
		return nil, false
	}
	wp := join(path, "weapons")
	weapons = make([]js.Value, d.array(w, wp, maxWeapons, "weapons"))
	for i := range weapons {
		weapons[i] = d.index(w, wp, i)
		d.checkWeapon(weapons[i], indexPath(wp, i))
	}
	return weapons, true
}

func (d *decoder) checkWeapon(v js.Value, path string) {
	d.object(v, path)
	d.reqStr(v, path, kName)
	d.reqStr(v, path, kArc)
	d.reqInt(v, path, kMinRange)
	d.reqInt(v, path, kMaxRange)
	d.optBool(v, path, kPrimary)
	d.optStr(v, path, kKind)
	d.optInt(v, path, kValue, 0)
}

// ship decodes a Ship at path and validates it for edition ed.
func (d *decoder) ship(v js.Value, path string, ed core.Edition) core.Ship {
	weapons, has := d.checkShip(v, path)
	var b jsShip
	d.assign(v, path, &b)
	s := b.core()
	if has {
		s.Weapons = make([]core.Weapon, len(weapons))
		for i, w := range weapons {
			var bw jsWeapon
			d.assign(w, indexPath(join(path, "weapons"), i), &bw)
			s.Weapons[i] = bw.core()
		}
	}
	if err := s.Validate(ed); err != nil {
		panic(fromCore(path, err))
	}
	return s
}

// obstacle decodes an Obstacle at path and validates it.
func (d *decoder) obstacle(v js.Value, path string) core.Obstacle {
	d.object(v, path)
	d.optStr(v, path, kID)
	pts, pp := d.get(v, path, kPoints), join(path, kPoints.String())
	elems := make([]js.Value, d.array(pts, pp, maxPoints, "points"))
	for i := range elems {
		elems[i] = d.index(pts, pp, i)
		ep := indexPath(pp, i)
		d.object(elems[i], ep)
		d.num(elems[i], ep, kX)
		d.num(elems[i], ep, kY)
	}
	var b jsObstacle
	d.assign(v, path, &b)
	ob := core.Obstacle{ID: b.ID, Points: make([]core.Point, len(elems))}
	for i, e := range elems {
		var p jsPoint
		d.assign(e, indexPath(pp, i), &p)
		ob.Points[i] = core.Point{X: p.X, Y: p.Y}
	}
	if err := ob.Validate(); err != nil {
		panic(fromCore(path, err))
	}
	return ob
}

// ships decodes an array of at most maxShips ships at path.
func (d *decoder) ships(v js.Value, path string, ed core.Edition) []core.Ship {
	ships := make([]core.Ship, d.array(v, path, maxShips, "ships"))
	for i := range ships {
		ships[i] = d.ship(d.index(v, path, i), indexPath(path, i), ed)
	}
	return ships
}

// obstacles decodes an optional array of obstacles at path.
func (d *decoder) obstacles(v js.Value, path string) []core.Obstacle {
	if !present(v) {
		return nil
	}
	obs := make([]core.Obstacle, d.array(v, path, maxObstacles, "obstacles"))
	for i := range obs {
		obs[i] = d.obstacle(d.index(v, path, i), indexPath(path, i))
	}
	return obs
}
