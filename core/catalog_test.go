package core

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestCatalog(t *testing.T) {
	cat := Catalog()
	require.Equal(t, 91, len(cat), "every distinct xws id of ships.tsv (two of them 2.0 Legacy ships)")
	ids := map[string]bool{}
	for _, s := range cat {
		require.False(t, ids[s.ID], "duplicate %s", s.ID)
		ids[s.ID] = true
		_, _, ok := s.Size.Dimensions()
		require.True(t, ok, s.ID)
		for _, w := range s.Weapons {
			require.NoError(t, w.Validate(Second), s.ID)
		}
	}
	x, ok := LookupShip("t65xwing")
	require.True(t, ok)
	assert.Equal(t, Small, x.Size)
	assert.Equal(t, []Weapon{{Name: "Primary (front)", Arc: Front, MinRange: 0, MaxRange: 3, Primary: true, Value: 3}}, x.Weapons)

	rz2, _ := LookupShip("rz2awing")
	assert.Equal(t, "single", rz2.Turret)
	assert.Equal(t, []string{"front", "rear"}, rz2.TurretPositions)
	nantex, _ := LookupShip("nantexclassstarfighter")
	assert.Equal(t, []string{"front", "left", "right"}, nantex.TurretPositions)
	k, _ := LookupShip("btls8kwing")
	assert.Equal(t, "double", k.Turret)
	assert.Equal(t, Medium, k.Size)
	cr90, _ := LookupShip("cr90corelliancorvette")
	assert.Equal(t, Huge, cr90.Size)
	require.Len(t, cr90.Weapons, 2)
	assert.Equal(t, 4, cr90.Weapons[0].MaxRange, "Broadside Batteries: range 1-4")
	yt, _ := LookupShip("yt2400lightfreighter")
	assert.Equal(t, []string{"rebel-alliance", "scum-and-villainy"}, yt.Factions, "rows of one ship merge")
	require.Len(t, yt.Variants, 1)
	assert.Equal(t, []string{"dashrendar", "leebo"}, yt.Variants[0].Pilots)
	assert.Equal(t, 4, yt.Variants[0].Weapons[0].Value)
	rz1, _ := LookupShip("rz1awing")
	assert.Equal(t, "single", rz1.Turret, "a pilot variant carries the turret")
	ring, _ := LookupShip("syliureclasshyperspacering")
	assert.Empty(t, ring.Weapons)
	_, ok = LookupShip("nope")
	assert.False(t, ok)
}
