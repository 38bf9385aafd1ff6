package cards_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/xwing-arcs/arcs/core"
)

// The action bar as pilots.tsv prints it, and what upgrades grant
// (data/README.md), decide whether a ship can barrel roll, boost or cloak.
func TestHasAction(t *testing.T) {
	xwa := setOf(t, core.XWA)
	for _, tc := range []struct {
		name, pilot string
		upgrades    []string
		action      string
		has, known  bool
	}{
		{"Luke Skywalker's bar: barrel roll", "lukeskywalker", []string{}, "barrel roll", true, true},
		{"Luke Skywalker's bar: no boost", "lukeskywalker", []string{}, "boost", false, true},
		{"Servomotor S-foils (closed side) grant a boost", "lukeskywalker", []string{"servomotorsfoils"}, "boost", true, true},
		{"a link's second action counts: focus > barrel roll red", "bladesquadronveteran", []string{}, "barrel roll", true, true},
		{"an unknown pilot is not known", "nobody", nil, "boost", false, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			has, known := xwa.HasAction(tc.pilot, tc.upgrades, tc.action)
			assert.Equal(t, tc.has, has)
			assert.Equal(t, tc.known, known)
		})
	}
}
