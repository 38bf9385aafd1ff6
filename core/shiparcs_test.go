package core

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// A ship names only the arcs it has: the verdict must not speak of an
// auxiliary arc a 1e X-wing doesn't have.
func TestShipArcs(t *testing.T) {
	for _, tc := range []struct {
		name string
		ship Ship
		o    Options
		want []Arc
	}{
		{"2e X-wing: front and bullseye", Ship{Model: "t65xwing"}, Options{}, []Arc{Front, Bullseye}},
		{"2e ARC-170: front, rear", Ship{Model: "arc170starfighter"}, Options{}, []Arc{Front, Rear, Bullseye}},
		{"2e YT-1300, double turret left-right: left and right, not front", Ship{Model: "modifiedyt1300lightfreighter", Turret: TurretLeftRight}, Options{},
			[]Arc{Left, Right, Bullseye}},
		{"1e by size: the primary arc", Ship{Size: Small}, Options{Edition: First}, []Arc{Primary, Bullseye}},
		{"1e special arc: drawn as auxRear", Ship{Size: Large, Weapons: []Weapon{{Arc: Primary}, {Arc: Special, Kind: "torpedo"}}},
			Options{Edition: First}, []Arc{Primary, AuxRear, Bullseye}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			assert.Equal(t, tc.want, tc.ship.Arcs(tc.o))
		})
	}
}
