package verdict

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/xwing-arcs/arcs/core"
)

func TestMark(t *testing.T) {
	for _, tc := range []struct{ name, want string }{
		{"Core set asteroid 1", "A1"},
		{"core asteroid 6", "A6"},
		{"YT-2400 debris cloud 1", "D1"},
		{"VT-49 Decimator debris cloud 2", "VD2"},
		{"Gas cloud 1", "G1"},
		{"Force Awakens asteroid 3", "FA3"},
		{"Pride of Mandalore asteroid 1", "PA1"},
		{"Pride of Mandalore debris 3", "PD3"},
		{"asteroid 2", "A2"},
		{"debris cloud 1", "D1"},
		{"gas cloud 1", "G1"},
		{"Proton Bomb", "PB"},
		{"Proton Bomb #2", "PB#2"},
		{"core asteroid 5 #2", "A5#2"},
		{"Electro-Proton Bomb", "EPB"},
		{"DRK-1 Probe Droid", "DRK"},
		{"Cluster Mine (central)", "CM"},
		{"Buzz Droid Swarm", "BDS"},
		{"Electro-Chaff Cloud", "ECC"},
		{"rock", "R"},
		{"", ""},
		{"42", "42"},
	} {
		t.Run(tc.name, func(t *testing.T) { assert.Equal(t, tc.want, Mark(tc.name)) })
	}
}

// Every official token has a mark, and the numbered obstacles' marks are
// all different: a board with one of each tells them apart.
func TestMarkEveryToken(t *testing.T) {
	seen := map[string]string{}
	for _, typ := range core.Tokens() {
		m := Mark(typ.Name)
		require.NotEmpty(t, m, typ.ID)
		assert.LessOrEqual(t, len(m), 4, typ.ID)
		if typ.Kind == core.Asteroid || typ.Kind == core.Debris || typ.Kind == core.Gas {
			if other, ok := seen[m]; ok && typ.Name != "Loose Cargo" && typ.Name != "Spare Parts" {
				t.Errorf("%s and %s are both marked %s", other, typ.ID, m)
			}
			seen[m] = typ.ID
		}
	}
}
