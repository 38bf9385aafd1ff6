package core

import (
	_ "embed"
	"errors"
	"strconv"
	"strings"
)

// ships.tsv is a copy of the contract's table of second-edition ship facts
// (shared/ships.tsv), kept here so the engine builds without it.
//
//go:embed data/ships.tsv
var shipsTSV string

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

var (
	catalog     []CatalogShip
	catalogByID map[string]*CatalogShip
)

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
	var err error
	catalog, err = parseCatalog(shipsTSV)
	if err != nil {
		panic("core: bad embedded ships.tsv: " + err.Error())
	}
	catalogByID = make(map[string]*CatalogShip, len(catalog))
	for i := range catalog {
		catalogByID[catalog[i].ID] = &catalog[i]
	}
}

var arcOfPrinted = map[string]Arc{
	"Front": Front, "Rear": Rear, "Left": Left, "Right": Right,
	"Full Front": FullFront, "Bullseye": Bullseye,
	"Single Turret": SingleTurret, "Double Turret": DoubleTurret,
}

// parseCatalog reads the ships table. Rows with the same xws id (one ship
// in several factions) merge into one entry.
func parseCatalog(tsv string) ([]CatalogShip, error) {
	lines := strings.Split(strings.TrimSpace(tsv), "\n")
	var out []CatalogShip
	byID := map[string]int{}
	for i, line := range lines[1:] {
		f := strings.Split(strings.TrimRight(line, "\r"), "\t")
		if len(f) < 9 {
			return nil, lineErr(i, "want 9 columns, got "+strconv.Itoa(len(f)))
		}
		id := f[1]
		if j, ok := byID[id]; ok {
			out[j].Factions = mergeSorted(out[j].Factions, strings.Split(f[8], ","))
			continue
		}
		minR, maxR := 1, 3
		// "Broadside Batteries: primary attacks at range 1-4"
		if _, span, ok := strings.Cut(f[7], "primary attacks at range "); ok && len(span) >= 3 && span[1] == '-' {
			minR, maxR = int(span[0]-'0'), int(span[2]-'0')
		}
		weapons, err := parseAttacks(f[4], minR, maxR)
		if err != nil {
			return nil, lineErr(i, err.Error())
		}
		s := CatalogShip{
			ID: id, Name: f[0], Size: Size(lower(f[2])),
			Weapons: weapons, Rotate: f[6], Notes: f[7],
			Factions: mergeSorted(nil, strings.Split(f[8], ",")),
		}
		if _, _, ok := s.Size.Dimensions(); !ok {
			return nil, lineErr(i, "unknown size "+strconv.Quote(f[2]))
		}
		if f[5] != "" {
			// "Single Turret Arc 2 [pilot-a, pilot-b]"
			attacks, list, ok := strings.Cut(f[5], " [")
			if !ok || !strings.HasSuffix(list, "]") {
				return nil, lineErr(i, "bad pilot variant "+strconv.Quote(f[5]))
			}
			vw, err := parseAttacks(attacks, minR, maxR)
			if err != nil {
				return nil, lineErr(i, err.Error())
			}
			pilots := strings.Split(strings.TrimSuffix(list, "]"), ",")
			for k := range pilots {
				pilots[k] = strings.TrimSpace(pilots[k])
			}
			s.Variants = append(s.Variants, Variant{Pilots: pilots, Weapons: vw})
		}
		s.Turret, s.TurretPositions = turretOf(s)
		byID[id] = len(out)
		out = append(out, s)
	}
	insertionSort(out, func(a, b CatalogShip) bool { return a.Name < b.Name })
	return out, nil
}

func lineErr(i int, msg string) error {
	return errors.New("line " + strconv.Itoa(i+2) + ": " + msg)
}

func parseAttacks(text string, minR, maxR int) ([]Weapon, error) {
	ws := []Weapon{}
	if text == "(none)" {
		return ws, nil
	}
	for _, part := range strings.Split(text, " + ") {
		// "Front Arc 3", "Double Turret Arc 2"
		printed, value, ok := strings.Cut(strings.TrimSpace(part), " Arc ")
		arc, known := arcOfPrinted[printed]
		v, err := strconv.Atoi(value)
		if !ok || !known || err != nil || v < 0 {
			return nil, errors.New("bad primary attack " + strconv.Quote(part))
		}
		ws = append(ws, Weapon{
			Name: "Primary (" + lower(printed) + ")", Arc: arc,
			MinRange: minR, MaxRange: maxR, Primary: true, Value: v,
		})
	}
	return ws, nil
}

// turretOf derives the indicator a ship carries and where it may point,
// from its weapons and the ship ability quoted in its notes.
func turretOf(s CatalogShip) (string, []string) {
	kind := ""
	all := append([]Weapon{}, s.Weapons...)
	for _, v := range s.Variants {
		all = append(all, v.Weapons...)
	}
	for _, w := range all {
		switch w.Arc {
		case SingleTurret:
			if kind == "" {
				kind = "single"
			}
		case DoubleTurret:
			kind = "double"
		}
	}
	switch {
	case kind == "double":
		return kind, []string{TurretFrontRear, TurretLeftRight}
	case kind == "":
		return "", nil
	case strings.Contains(s.Notes, "only front or rear"):
		return kind, []string{"front", "rear"}
	case strings.Contains(s.Notes, "never rear"):
		return kind, []string{"front", "left", "right"}
	}
	return kind, []string{"front", "rear", "left", "right"}
}

func mergeSorted(a, b []string) []string {
	set := map[string]bool{}
	for _, s := range append(append([]string{}, a...), b...) {
		if s = strings.TrimSpace(s); s != "" {
			set[s] = true
		}
	}
	out := make([]string, 0, len(set))
	for s := range set {
		out = append(out, s)
	}
	insertionSort(out, func(a, b string) bool { return a < b })
	return out
}

// lower lowercases ASCII letters, all the table's words hold.
func lower(s string) string {
	b := []byte(s)
	for i, c := range b {
		if 'A' <= c && c <= 'Z' {
			b[i] = c + 'a' - 'A'
		}
	}
	return string(b)
}
