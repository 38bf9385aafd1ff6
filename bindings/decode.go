//go:build js && wasm

package bindings

import (
	"math"
	"strconv"
	"syscall/js"

	"github.com/xwing-arcs/arcs/core"
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

// key is a property name, made a JavaScript string once.
type key struct {
	name string
	js   js.Value
}

func newKey(name string) key { return key{name, js.ValueOf(name)} }

// The property names the decoder reads.
var (
	kX, kY, kHeading = newKey("x"), newKey("y"), newKey("heading")
	kSize, kShip     = newKey("size"), newKey("ship")
	kID, kTeam       = newKey("id"), newKey("team")
	kPilot, kTurret  = newKey("pilot"), newKey("turret")
	kMobile          = newKey("mobile")
	kWeapons         = newKey("weapons")
	kName, kArc      = newKey("name"), newKey("arc")
	kMinRange        = newKey("minRange")
	kMaxRange        = newKey("maxRange")
	kPrimary, kKind  = newKey("primary"), newKey("kind")
	kValue           = newKey("value")
	kPoints          = newKey("points")
	kEdition         = newKey("edition")
	kObstacles       = newKey("obstacles")
	kShips           = newKey("ships")
	kSelected        = newKey("selected")
	kLength          = newKey("length")
	kMessage         = newKey("message")
)

// decoder reads the arguments of one call. Its methods panic with an
// *argError on a bad value; the call's wrapper (export.go) recovers it.
// Every property is read once, with Reflect.get through Invoke, so that a
// getter or proxy trap that throws surfaces as a recoverable js.Error panic;
// reading records the path being read for that message.
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
	d.at(parent, k.name, -1)
	return reflectGet.Invoke(obj, k.js)
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
		panic(rangeErrorf(path, "want at most %d %s, got %s", max, what, formatNumber(n)))
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
		panic(rangeErrorf(path, "want a finite number, got %s", formatNumber(f)))
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
		panic(rangeErrorf(path, "want an integer, got %s", formatNumber(f)))
	}
	return int(f)
}

// str checks that v, at path, is a string.
func str(v js.Value, path string) string {
	if t, bigint := jsType(v); bigint || t != js.TypeString {
		panic(typeErrorf(path, "want a string, got %s", describe(v)))
	}
	for _, k := range interned {
		if v.Equal(k.js) {
			return k.name
		}
	}
	return v.String()
}

// interned are the strings str recognises without copying them out of
// JavaScript: wasm_exec.js gives equal strings the same reference, so
// comparing is a Go comparison, while String costs two crossings.
var interned = func() []key {
	names := []string{"small", "medium", "large", "huge", "2e", "1e",
		"front", "rear", "left", "right", core.TurretFrontRear, core.TurretLeftRight}
	for _, ed := range []core.Edition{core.Second, core.First} {
		for _, a := range core.Arcs(ed) {
			names = append(names, string(a))
		}
	}
	names = append(names, string(core.Turret360))
	for _, s := range core.Catalog() {
		names = append(names, s.ID)
	}
	seen := map[string]bool{}
	var keys []key
	for _, n := range names {
		if !seen[n] {
			seen[n] = true
			keys = append(keys, newKey(n))
		}
	}
	return keys
}()

// num reads a required finite number field.
func (d *decoder) num(obj js.Value, parent string, k key) float64 {
	v := d.get(obj, parent, k)
	if t, _ := jsType(v); t == js.TypeNumber {
		if f := v.Float(); !math.IsNaN(f) && !math.IsInf(f, 0) {
			return f
		}
	}
	return number(v, join(parent, k.name)) // panics with the reason
}

// reqInt reads a required integer field.
func (d *decoder) reqInt(obj js.Value, parent string, k key) int {
	v := d.get(obj, parent, k)
	if t, _ := jsType(v); t == js.TypeNumber {
		if f := v.Float(); f == math.Trunc(f) && math.Abs(f) < maxInt {
			return int(f)
		}
	}
	return integer(v, join(parent, k.name)) // panics with the reason
}

// reqStr reads a required string field.
func (d *decoder) reqStr(obj js.Value, parent string, k key) string {
	v := d.get(obj, parent, k)
	if t, _ := jsType(v); t != js.TypeString {
		str(v, join(parent, k.name)) // panics with the reason
	}
	return str(v, "")
}

// optInt reads an optional integer field, def when absent.
func (d *decoder) optInt(obj js.Value, parent string, k key, def int) int {
	v := d.get(obj, parent, k)
	if !present(v) {
		return def
	}
	return integer(v, join(parent, k.name))
}

// optStr reads an optional string field, "" when absent.
func (d *decoder) optStr(obj js.Value, parent string, k key) string {
	v := d.get(obj, parent, k)
	if !present(v) {
		return ""
	}
	if t, _ := jsType(v); t == js.TypeString {
		return str(v, "")
	}
	return str(v, join(parent, k.name)) // panics with the reason
}

// optBool reads an optional boolean field, false when absent.
func (d *decoder) optBool(obj js.Value, parent string, k key) bool {
	v := d.get(obj, parent, k)
	if !present(v) {
		return false
	}
	if t, _ := jsType(v); t != js.TypeBoolean {
		panic(typeErrorf(join(parent, k.name), "want a boolean, got %s", describe(v)))
	}
	return v.Bool()
}

// options reads the optional options argument at path (or, for board, the
// state object with path ""); opts is the object, for the calling
// function's own fields, or undefined.
func (d *decoder) options(v js.Value, path string) (o core.Options, opts js.Value) {
	if !present(v) {
		return core.Options{}, js.Undefined()
	}
	d.object(v, path)
	o = core.Options{
		Edition:  core.Edition(d.optStr(v, path, kEdition)),
		MaxRange: d.optInt(v, path, kMaxRange, 0),
	}
	if err := o.Validate(); err != nil {
		panic(fromCore(path, err))
	}
	return o, v
}

// arc checks that v, at path, names an arc of edition ed.
func arc(v js.Value, path string, ed core.Edition) core.Arc {
	a := core.Arc(str(v, path))
	if err := core.ValidateArc(a, ed); err != nil {
		panic(fromCore(path, err))
	}
	return a
}

// ship reads a Ship at path and validates it for edition ed.
func (d *decoder) ship(v js.Value, path string, ed core.Edition) core.Ship {
	d.object(v, path)
	s := core.Ship{
		X:       d.num(v, path, kX),
		Y:       d.num(v, path, kY),
		Heading: d.num(v, path, kHeading),
		Model:   d.optStr(v, path, kShip),
		ID:      d.optStr(v, path, kID),
		Team:    d.optStr(v, path, kTeam),
		Pilot:   d.optStr(v, path, kPilot),
		Turret:  d.optStr(v, path, kTurret),
		Mobile:  d.optStr(v, path, kMobile),
	}
	if size := d.get(v, path, kSize); present(size) {
		s.Size = core.Size(str(size, join(path, "size")))
	} else if s.Model == "" {
		panic(typeErrorf(join(path, "size"), "want a size (small, medium, large, huge) or a catalog id in ship, got neither"))
	}
	if w := d.get(v, path, kWeapons); present(w) {
		wp := join(path, "weapons")
		n := d.array(w, wp, maxWeapons, "weapons")
		s.Weapons = make([]core.Weapon, n)
		for i := range s.Weapons {
			s.Weapons[i] = d.weapon(d.index(w, wp, i), indexPath(wp, i))
		}
	}
	if err := s.Validate(ed); err != nil {
		panic(fromCore(path, err))
	}
	return s
}

// weapon reads a Weapon at path; Ship.Validate checks its values.
func (d *decoder) weapon(v js.Value, path string) core.Weapon {
	d.object(v, path)
	return core.Weapon{
		Name:     d.reqStr(v, path, kName),
		Arc:      core.Arc(d.reqStr(v, path, kArc)),
		MinRange: d.reqInt(v, path, kMinRange),
		MaxRange: d.reqInt(v, path, kMaxRange),
		Primary:  d.optBool(v, path, kPrimary),
		Kind:     d.optStr(v, path, kKind),
		Value:    d.optInt(v, path, kValue, 0),
	}
}

// point reads a Point at path.
func (d *decoder) point(v js.Value, path string) core.Point {
	d.object(v, path)
	return core.Point{X: d.num(v, path, kX), Y: d.num(v, path, kY)}
}

// obstacle reads an Obstacle at path and validates it.
func (d *decoder) obstacle(v js.Value, path string) core.Obstacle {
	d.object(v, path)
	ob := core.Obstacle{ID: d.optStr(v, path, kID)}
	pts, pp := d.get(v, path, kPoints), join(path, kPoints.name)
	ob.Points = make([]core.Point, d.array(pts, pp, maxPoints, "points"))
	for i := range ob.Points {
		ob.Points[i] = d.point(d.index(pts, pp, i), indexPath(pp, i))
	}
	if err := ob.Validate(); err != nil {
		panic(fromCore(path, err))
	}
	return ob
}

// ships reads an array of at most maxShips ships at path.
func (d *decoder) ships(v js.Value, path string, ed core.Edition) []core.Ship {
	ships := make([]core.Ship, d.array(v, path, maxShips, "ships"))
	for i := range ships {
		ships[i] = d.ship(d.index(v, path, i), indexPath(path, i), ed)
	}
	return ships
}

// obstacles reads an optional array of obstacles at path.
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
