package cards_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/xwing-arcs/arcs/core"
)

// The attacker faces the top edge (heading 0) at (450, 450); targets are
// small bases a given gap ahead of or behind its base, or to the side.
//
//	[T]     target ahead: gap mm between the bases
//	 |
//	[A]     attacker
func armedAt(t *testing.T, s core.Ship, pilot string, upgrades ...string) core.Ship {
	t.Helper()
	s.X, s.Y, s.ID, s.Team = 450, 450, "attacker", "a"
	out, err := amg().Arm(s, pilot, upgrades)
	require.NoError(t, err)
	return out
}

// target returns a small enemy base dx mm to the attacker's right, at gap
// mm beyond the attacker's front edge (behind its rear edge when behind).
func target(a core.Ship, gap, dx float64, behind bool) core.Ship {
	half := a.Base().HalfLength
	y := a.Y - half - gap - 20
	if behind {
		y = a.Y + half + gap + 20
	}
	return core.Ship{ID: "target", Team: "b", Size: core.Small, X: a.X + dx, Y: y}
}

// option returns the attack option of the named weapon, if any.
func option(a core.Ship, tgt core.Ship, weapon string, o core.Options) (core.AttackOption, bool) {
	for _, opt := range core.AttackOptions(a, []core.Ship{a, tgt}, nil, o) {
		if opt.Weapon.Name == weapon {
			return opt, true
		}
	}
	return core.AttackOption{}, false
}

func TestProtonTorpedoesFireAtRange2To3WithoutRangeBonus(t *testing.T) {
	a := armedAt(t, core.Ship{}, "biggsdarklighter", "protontorpedoes")
	_, ok := option(a, target(a, 50, 0, false), "Proton Torpedoes", core.Options{})
	assert.False(t, ok, "range 1: torpedoes can't fire")
	opt, ok := option(a, target(a, 150, 0, false), "Proton Torpedoes", core.Options{})
	require.True(t, ok, "range 2")
	assert.Equal(t, 2, opt.Band)
	assert.Equal(t, core.Bonus{}, opt.Bonus, "ordnance: no range bonus")
	opt, ok = option(a, target(a, 250, 0, false), "Proton Torpedoes", core.Options{})
	require.True(t, ok, "range 3")
	assert.Equal(t, core.Bonus{}, opt.Bonus, "ordnance: the defender gets no range 3 die")
	prim, ok := option(a, target(a, 250, 0, false), "Primary (front)", core.Options{})
	require.True(t, ok)
	assert.Equal(t, core.Bonus{Defense: 1}, prim.Bonus, "the primary weapon does")
}

func TestHeavyLaserCannonOnlyInTheBullseye(t *testing.T) {
	a := armedAt(t, core.Ship{}, "nusquadronpilot", "heavylasercannon")
	opt, ok := option(a, target(a, 150, 0, false), "Heavy Laser Cannon", core.Options{})
	require.True(t, ok, "dead ahead at range 2")
	assert.Equal(t, core.Bullseye, opt.Arc)
	assert.Equal(t, core.Bonus{}, opt.Bonus, "no bonus at range 2")
	_, ok = option(a, target(a, 150, 70, false), "Heavy Laser Cannon", core.Options{})
	assert.False(t, ok, "in the front arc, out of the bullseye")
	_, ok = option(a, target(a, 150, 70, false), "Primary (front)", core.Options{})
	assert.True(t, ok, "the primary still fires there")
}

func TestDorsalTurretFiresAtRange1To2WhereItPoints(t *testing.T) {
	a := armedAt(t, core.Ship{Turret: "rear"}, "amaxinewarrior", "dorsalturret")
	opt, ok := option(a, target(a, 50, 0, true), "Dorsal Turret", core.Options{})
	require.True(t, ok, "behind at range 1, the indicator pointing rear")
	assert.Equal(t, core.Rear, opt.Arc)
	assert.Equal(t, core.Bonus{Attack: 1}, opt.Bonus, "not ordnance: range 1 bonus")
	_, ok = option(a, target(a, 250, 0, true), "Dorsal Turret", core.Options{})
	assert.False(t, ok, "range 3 is beyond its span")
	_, ok = option(a, target(a, 50, 0, false), "Dorsal Turret", core.Options{})
	assert.False(t, ok, "ahead: the indicator points rear")
}

func TestHotshotTailBlasterFiresAtRange0To1Rear(t *testing.T) {
	a := armedAt(t, core.Ship{}, "bobafett", "hotshottailblaster")
	opt, ok := option(a, target(a, 50, 0, true), "Hotshot Tail Blaster", core.Options{})
	require.True(t, ok, "behind at range 1")
	assert.Equal(t, core.Rear, opt.Arc)
	assert.Equal(t, core.Bonus{}, opt.Bonus, "ordnance: no range bonus")
	_, ok = option(a, target(a, 0, 0, true), "Hotshot Tail Blaster", core.Options{})
	assert.True(t, ok, "touching: range 0")
	_, ok = option(a, target(a, 150, 0, true), "Hotshot Tail Blaster", core.Options{})
	assert.False(t, ok, "range 2")
	_, ok = option(a, target(a, 50, 0, false), "Hotshot Tail Blaster", core.Options{})
	assert.False(t, ok, "ahead: rear arc only")
}

func TestEpicTurbolaserReachesRange5(t *testing.T) {
	a := armedAt(t, core.Ship{}, "alderaanianguard", "turbolaserbattery")
	epic := core.Options{MaxRange: 5}
	opt, ok := option(a, target(a, 350, 0, false), "Turbolaser Battery", epic)
	require.True(t, ok, "range 4 ahead, the indicator pointing front")
	assert.Equal(t, 4, opt.Band)
	assert.Equal(t, core.Bonus{Defense: 2}, opt.Bonus, "the defender rolls 2 extra dice at range 4-5")
	opt, ok = option(a, target(a, 450, 0, false), "Turbolaser Battery", epic)
	require.True(t, ok, "range 5")
	assert.Equal(t, 5, opt.Band)
	_, ok = option(a, target(a, 150, 0, false), "Turbolaser Battery", epic)
	assert.False(t, ok, "range 2 is below its span")
	_, ok = option(a, target(a, 350, 0, false), "Primary (left)", epic)
	assert.False(t, ok, "the broadsides don't reach ahead")
}
