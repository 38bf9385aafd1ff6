// Package catalogtsv reads the contract's table of second-edition ship
// facts (ships.tsv, a copy of shared/ships.tsv) into the core's catalog,
// and writes that catalog as Go source (core/catalog_data.go, by
// cmd/gencatalog): the engine carries the catalog as static data, not this
// parser.
package catalogtsv

import (
	_ "embed"
	"errors"
	"sort"
	"strconv"
	"strings"

	"github.com/xwing-arcs/arcs/core"
)

// TSV is the table.
//
//go:embed ships.tsv
var TSV string

var arcOfPrinted = map[string]core.Arc{
	"Front": core.Front, "Rear": core.Rear, "Left": core.Left, "Right": core.Right,
	"Full Front": core.FullFront, "Bullseye": core.Bullseye,
	"Single Turret": core.SingleTurret, "Double Turret": core.DoubleTurret,
}

// Parse reads the ships table. Rows with the same xws id (one ship
// in several factions) merge into one entry.
func Parse(tsv string) ([]core.CatalogShip, error) {
	lines := strings.Split(strings.TrimSpace(tsv), "\n")
	var out []core.CatalogShip
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
		// 2e primary weapons span range 0-3 (the 2.5 rules reference).
		minR, maxR := 0, 3
		// "Broadside Batteries: primary attacks at range 1-4"
		if _, span, ok := strings.Cut(f[7], "primary attacks at range "); ok && len(span) >= 3 && span[1] == '-' {
			minR, maxR = int(span[0]-'0'), int(span[2]-'0')
		}
		weapons, err := parseAttacks(f[4], minR, maxR)
		if err != nil {
			return nil, lineErr(i, err.Error())
		}
		s := core.CatalogShip{
			ID: id, Name: f[0], Size: core.Size(strings.ToLower(f[2])),
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
			s.Variants = append(s.Variants, core.Variant{Pilots: pilots, Weapons: vw})
		}
		s.Turret, s.TurretPositions = turretOf(s)
		byID[id] = len(out)
		out = append(out, s)
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out, nil
}

func lineErr(i int, msg string) error {
	return errors.New("line " + strconv.Itoa(i+2) + ": " + msg)
}

func parseAttacks(text string, minR, maxR int) ([]core.Weapon, error) {
	ws := []core.Weapon{}
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
		ws = append(ws, core.Weapon{
			Name: "Primary (" + strings.ToLower(printed) + ")", Arc: arc,
			MinRange: minR, MaxRange: maxR, Primary: true, Value: v,
		})
	}
	return ws, nil
}

// turretOf derives the indicator a ship carries and where it may point,
// from its weapons and the ship ability quoted in its notes.
func turretOf(s core.CatalogShip) (string, []string) {
	kind := ""
	all := append([]core.Weapon{}, s.Weapons...)
	for _, v := range s.Variants {
		all = append(all, v.Weapons...)
	}
	for _, w := range all {
		switch w.Arc {
		case core.SingleTurret:
			if kind == "" {
				kind = "single"
			}
		case core.DoubleTurret:
			kind = "double"
		}
	}
	switch {
	case kind == "double":
		return kind, []string{core.TurretFrontRear, core.TurretLeftRight}
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
	sort.Strings(out)
	return out
}
