package verdict

import (
	"strconv"
	"strings"

	"github.com/xwing-arcs/arcs/core"
)

// ShipName names ship i: its label when the caller gave one (the page
// gives its own names), else its id, else its catalog name, else "Ship n".
func ShipName(ships []core.Ship, labels []string, i int) string {
	if i < len(labels) && labels[i] != "" {
		return labels[i]
	}
	if i < 0 || i >= len(ships) {
		return "Ship " + strconv.Itoa(i+1)
	}
	if id := ships[i].ID; id != "" {
		return id
	}
	if m, ok := core.LookupShip(ships[i].Model); ok {
		return m.Name
	}
	return "Ship " + strconv.Itoa(i+1)
}

// ObstacleName names obstacle i as players do: its label when the caller
// gave one, else its id, else its official token's name ("core asteroid
// 5", "gas cloud 2"; "#2" for a second of its type), else "obstacle n".
func ObstacleName(obstacles []core.Obstacle, labels []string, i int) string {
	if i < len(labels) && labels[i] != "" {
		return labels[i]
	}
	if i < 0 || i >= len(obstacles) {
		return "obstacle " + strconv.Itoa(i+1)
	}
	ob := &obstacles[i]
	if ob.ID != "" {
		return ob.ID
	}
	if t, ok := core.LookupToken(ob.Type); ok {
		n := 1 // a second token of the same type is "#2"
		for k := 0; k < i; k++ {
			if obstacles[k].Type == ob.Type && (k >= len(labels) || labels[k] == "") && obstacles[k].ID == "" {
				n++
			}
		}
		if n > 1 {
			return TokenName(t.Name) + " #" + strconv.Itoa(n)
		}
		return TokenName(t.Name)
	}
	return "obstacle " + strconv.Itoa(i+1)
}

// TokenName is a token table's name as players say it: "Core set
// asteroid 5" is "core asteroid 5", "Gas cloud 2" is "gas cloud 2"; names
// that start with a proper name ("Force Awakens asteroid 1") stay.
func TokenName(name string) string {
	if rest, ok := strings.CutPrefix(name, "Core set "); ok {
		return "core " + rest
	}
	if rest, ok := strings.CutPrefix(name, "Gas cloud"); ok {
		return "gas cloud" + rest
	}
	return name
}
