package core

// The catalog itself (catalog_data.go) is generated from
// internal/catalogtsv/ships.tsv, a copy of the contract's table of
// second-edition ship facts (shared/ships.tsv): as static data it costs the
// WebAssembly module far less than the code that parses the table.
//
//go:generate go run ../cmd/gencatalog -o catalog_data.go

// CatalogShip is one second-edition ship model.
type CatalogShip struct {
	// ID is the xws id, e.g. "t65xwing".
	ID   string
	Name string
	Size Size
	// Weapons are the primary attacks.
	Weapons []Weapon
	// Turret is "", "single" or "double": the turret indicator the ship
	// carries (including through a pilot variant).
	Turret string
	// TurretPositions lists where its indicator may point, e.g. only
	// "front" and "rear" for the RZ-2 A-wing, or "front-rear" and
	// "left-right" for a double turret.
	TurretPositions []string
	// Rotate says how the ship rotates its turret (action, linked action).
	Rotate string
	// Notes quotes the ship ability that limits its arcs or ranges.
	Notes    string
	Factions []string
	// Variants are pilots whose primary attacks differ.
	Variants []Variant
}

// Variant is a set of pilots with other primary attacks.
type Variant struct {
	Pilots  []string
	Weapons []Weapon
}

var catalogByID map[string]*CatalogShip

// Catalog returns every second-edition ship model, sorted by name.
func Catalog() []CatalogShip { return catalog }

// LookupShip returns the catalog entry with xws id id.
func LookupShip(id string) (CatalogShip, bool) {
	if m, ok := catalogByID[id]; ok {
		return *m, true
	}
	return CatalogShip{}, false
}

func init() {
	catalogByID = make(map[string]*CatalogShip, len(catalog))
	for i := range catalog {
		catalogByID[catalog[i].ID] = &catalog[i]
	}
}
