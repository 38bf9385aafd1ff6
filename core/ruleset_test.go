package core

import (
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// rulesetTarget returns a small ship facing the attacker of tiedBoard's
// column (front edge at y = 480) with d mm between the two front edges:
//
//	[ target ]   front edge y = 480 - d
//	    |        d
//	[attacker]   front edge y = 480
func rulesetTarget(d float64) Ship {
	return Ship{ID: "t", Team: "e", X: 300, Y: 460 - d, Heading: 180, Size: Small}
}

// Three weapons in the front arc, each spanning range 0-5: a primary, a
// special weapon without ordnance (a cannon) and one with (a missile).
var rulesetWeapons = []Weapon{
	{Name: "Primary", Arc: Front, MinRange: 0, MaxRange: 5, Primary: true},
	{Name: "Cannon", Arc: Front, MinRange: 0, MaxRange: 5, Kind: "cannon"},
	{Name: "Missile", Arc: Front, MinRange: 0, MaxRange: 5, Ordnance: true, Kind: "missile"},
}

// GEOMETRY.md 7, side by side: X-Wing Alliance (and AMG's 2.5) give the
// range bonus to every attack without ordnance and let primaries attack
// at range 0; 2.0 Legacy gives it to primary attacks only, and primaries
// never attack at range 0.
func TestRulesetsAttackRules(t *testing.T) {
	attacker := Ship{ID: "a", Team: "r", X: 300, Y: 500, Size: Small, Weapons: rulesetWeapons}
	none, atk1, def1, def2 := Bonus{}, Bonus{Attack: 1}, Bonus{Defense: 1}, Bonus{Defense: 2}
	// distance to the target by band (band 0: the bases touch)
	distance := []float64{0, 50, 150, 250, 350, 450}
	for _, tc := range []struct {
		ruleset Ruleset
		// want[band] is each weapon's bonus; nil: no option
		primary, cannon, missile []*Bonus
	}{
		{XWA, []*Bonus{&none, &atk1, &none, &def1, &def2, &def2}, []*Bonus{&none, &atk1, &none, &def1, &def2, &def2}, []*Bonus{&none, &none, &none, &none, &none, &none}},
		{AMG, []*Bonus{&none, &atk1, &none, &def1, &def2, &def2}, []*Bonus{&none, &atk1, &none, &def1, &def2, &def2}, []*Bonus{&none, &none, &none, &none, &none, &none}},
		{"", []*Bonus{&none, &atk1, &none, &def1, &def2, &def2}, []*Bonus{&none, &atk1, &none, &def1, &def2, &def2}, []*Bonus{&none, &none, &none, &none, &none, &none}},
		{Legacy, []*Bonus{nil, &atk1, &none, &def1, &def2, &def2}, []*Bonus{&none, &none, &none, &none, &none, &none}, []*Bonus{&none, &none, &none, &none, &none, &none}},
	} {
		for band, d := range distance {
			name := "ruleset " + string(tc.ruleset) + ", range " + strconv.Itoa(band)
			t.Run(name, func(t *testing.T) {
				o := Options{Ruleset: tc.ruleset, MaxRange: 5}
				got := map[string]Bonus{}
				for _, op := range AttackOptions(attacker, []Ship{rulesetTarget(d)}, nil, o) {
					require.Equal(t, band, op.Band)
					got[op.Weapon.Name] = op.Bonus
				}
				for weapon, want := range map[string]*Bonus{"Primary": tc.primary[band], "Cannon": tc.cannon[band], "Missile": tc.missile[band]} {
					b, ok := got[weapon]
					if want == nil {
						assert.False(t, ok, "%s: no %s attack", name, weapon)
						continue
					}
					if assert.True(t, ok, "%s: a %s attack", name, weapon) {
						assert.Equal(t, *want, b, "%s: %s bonus", name, weapon)
					}
				}
			})
		}
	}
}

// Touching catalog ships: under X-Wing Alliance an X-wing attacks a TIE
// whose base touches its own with its primary weapon (no bonus); under
// 2.0 Legacy it can't, and the first edition (whatever the ruleset) puts
// touching ships at range 1.
func TestRulesetsTouchingShips(t *testing.T) {
	xwing := Ship{ID: "x", Team: "r", Model: "t65xwing", X: 300, Y: 500}
	tie := Ship{ID: "t", Team: "e", Model: "tielnfighter", X: 300, Y: 460, Heading: 180}
	xwa := AttackOptions(xwing, []Ship{tie}, nil, Options{})
	require.Len(t, xwa, 1, "XWA: the primary attacks at range 0")
	assert.Equal(t, 0, xwa[0].Band)
	assert.Equal(t, Bonus{}, xwa[0].Bonus)
	assert.Empty(t, AttackOptions(xwing, []Ship{tie}, nil, Options{Ruleset: Legacy}), "2.0 Legacy: no primary attack between touching bases")
	assert.Empty(t, AttackOptions(tie, []Ship{xwing}, nil, Options{Ruleset: Legacy}), "2.0 Legacy: nor back")
	first := AttackOptions(Ship{ID: "x", Team: "r", X: 300, Y: 500, Size: Small}, []Ship{{ID: "t", Team: "e", X: 300, Y: 460, Heading: 180, Size: Small}}, nil, Options{Edition: First, Ruleset: Legacy})
	require.Len(t, first, 1, "1e: touching ships are at range 1, whatever the ruleset")
	assert.Equal(t, 1, first[0].Band)
}

// A special weapon keeps its card's span in every ruleset: one that
// attacks at range 0 (Hotshot Tail Blaster, 0-1) still does in 2.0 Legacy.
func TestRulesetsSpecialWeaponAtRangeZero(t *testing.T) {
	tail := Weapon{Name: "Hotshot Tail Blaster", Arc: Front, MinRange: 0, MaxRange: 1}
	a := Ship{ID: "a", Team: "r", X: 300, Y: 500, Size: Small, Weapons: []Weapon{tail}}
	for _, r := range Rulesets() {
		opts := AttackOptions(a, []Ship{rulesetTarget(0)}, nil, Options{Ruleset: r})
		require.Len(t, opts, 1, r)
		assert.Equal(t, 0, opts[0].Band, r)
	}
}

// WeaponsWith reports primaries with the ruleset's span: the catalog's
// 0-3 is 1-3 in 2.0 Legacy; a span that starts at 1 (the CR90's
// Broadside Batteries, 1-4... any card's) is left as printed.
func TestRulesetsPrimarySpan(t *testing.T) {
	xwing := Ship{Model: "t65xwing"}
	for _, tc := range []struct {
		o        Options
		min, max int
	}{
		{Options{}, 0, 3}, {Options{Ruleset: AMG}, 0, 3}, {Options{Ruleset: Legacy}, 1, 3},
		{Options{Edition: First}, 1, 3}, {Options{Edition: First, Ruleset: Legacy}, 1, 3},
	} {
		lo, hi := tc.o.PrimarySpan()
		assert.Equal(t, [2]int{tc.min, tc.max}, [2]int{lo, hi}, "%+v", tc.o)
	}
	ws := xwing.WeaponsWith(Options{Ruleset: Legacy})
	require.Len(t, ws, 1)
	assert.Equal(t, [2]int{1, 3}, [2]int{ws[0].MinRange, ws[0].MaxRange}, "2.0 Legacy: the X-wing's primary spans 1-3")
	assert.Equal(t, 0, xwing.WeaponsWith(Options{})[0].MinRange, "XWA: 0-3")
	assert.Equal(t, 0, catalogByID["t65xwing"].Weapons[0].MinRange, "the catalog itself is left as it is")
	special := Ship{Size: Small, Weapons: []Weapon{{Name: "Cannon", Arc: Front, MinRange: 0, MaxRange: 1}, {Name: "Broadside", Arc: Left, MinRange: 1, MaxRange: 4, Primary: true}}}
	assert.Equal(t, special.Weapons, special.WeaponsWith(Options{Ruleset: Legacy}), "nothing to change: the same weapons")
}

func TestRulesetValidation(t *testing.T) {
	for _, r := range []Ruleset{"", XWA, AMG, Legacy} {
		assert.NoError(t, Options{Ruleset: r}.Validate(), r)
	}
	err := Options{Ruleset: "XWA"}.Validate()
	require.Error(t, err)
	assert.Equal(t, `ruleset: want "xwa", "amg" or "legacy", got "XWA"`, err.Error())
	assert.Equal(t, []string{"X-Wing Alliance", "2.0 Legacy", "AMG 2.5"}, []string{XWA.Name(), Legacy.Name(), AMG.Name()})
	assert.Equal(t, XWA, Options{}.RulesetIn())
}
