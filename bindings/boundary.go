//go:build js && wasm

package bindings

import "github.com/xwing-arcs/arcs/core"

// Boundary structs: what github.com/norunners/vert decodes validated
// JavaScript objects into (decoder.assign). vert names fields by their js
// tag and handles only basic kinds (float64, int, bool, string), slices
// and structs: no named types such as core.Size, no fixed arrays, no tag
// options. Arrays are not decoded by vert: the validation pass walks them
// (their lengths capped and read once) and vert decodes each element, so
// a proxy whose length changes between reads cannot make vert allocate.

// jsShip is a Ship without its weapons (decoded one by one: jsWeapon).
type jsShip struct {
	X       float64 `js:"x"`
	Y       float64 `js:"y"`
	Heading float64 `js:"heading"`
	Size    string  `js:"size"`
	Ship    string  `js:"ship"`
	ID      string  `js:"id"`
	Team    string  `js:"team"`
	Pilot   string  `js:"pilot"`
	Turret  string  `js:"turret"`
	Mobile  string  `js:"mobile"`
}

func (b *jsShip) core() core.Ship {
	return core.Ship{
		X: b.X, Y: b.Y, Heading: b.Heading, Size: core.Size(b.Size), Model: b.Ship,
		ID: b.ID, Team: b.Team, Pilot: b.Pilot, Turret: b.Turret, Mobile: b.Mobile,
	}
}

type jsWeapon struct {
	Name     string `js:"name"`
	Arc      string `js:"arc"`
	MinRange int    `js:"minRange"`
	MaxRange int    `js:"maxRange"`
	Primary  bool   `js:"primary"`
	Kind     string `js:"kind"`
	Value    int    `js:"value"`
}

func (b *jsWeapon) core() core.Weapon {
	return core.Weapon{
		Name: b.Name, Arc: core.Arc(b.Arc), MinRange: b.MinRange, MaxRange: b.MaxRange,
		Primary: b.Primary, Kind: b.Kind, Value: b.Value,
	}
}

type jsPoint struct {
	X float64 `js:"x"`
	Y float64 `js:"y"`
}

// jsObstacle is an Obstacle without its points (decoded one by one).
type jsObstacle struct {
	ID string `js:"id"`
}

// jsOptions are the options every function takes.
type jsOptions struct {
	Edition  string `js:"edition"`
	MaxRange int    `js:"maxRange"`
}

func (b *jsOptions) core() core.Options {
	return core.Options{Edition: core.Edition(b.Edition), MaxRange: b.MaxRange}
}
