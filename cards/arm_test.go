package cards_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/xwing-arcs/arcs/cards"
	"github.com/xwing-arcs/arcs/core"
	"github.com/xwing-arcs/arcs/internal/cardstsv"
)

// amg is AMG's cards, which the tests below were written against (the
// cards of the other rulesets differ in slots and restrictions).
func amg() *cards.Set {
	s, err := cards.For(core.AMG)
	if err != nil {
		panic(err)
	}
	return s
}

// arm arms a ship placed nowhere in particular, with AMG's cards.
func arm(pilot string, upgrades ...string) (core.Ship, error) {
	if upgrades == nil {
		upgrades = []string{}
	}
	return amg().Arm(core.Ship{}, pilot, upgrades)
}

// refusal returns the field path and message of err, a *core.FieldError.
func refusal(t *testing.T, err error) (string, string) {
	t.Helper()
	var fe *core.FieldError
	require.ErrorAs(t, err, &fe)
	return fe.Field, fe.Msg
}

func TestEveryPilotAndUpgradeRowLoads(t *testing.T) {
	for _, src := range cardstsv.Sources() {
		tables, err := cardstsv.Parse(src.PilotsTSV, src.UpgradesTSV)
		require.NoError(t, err)
		set := setOf(t, src.Ruleset)
		infos := map[string]cards.PilotInfo{}
		for _, p := range set.Pilots() {
			infos[p.ID] = p
		}
		require.Len(t, infos, len(tables.Pilots))
		for _, p := range tables.Pilots {
			assert.Equal(t, cards.PilotInfo{ID: p.ID, Name: p.Name, Caption: p.Caption, Ship: p.Ship, Faction: p.Faction, Initiative: p.Initiative, Limited: p.Limited}, infos[p.ID])
			s, err := set.Arm(core.Ship{}, p.ID, nil)
			if !assert.NoError(t, err, "%s: pilot %s arms with no upgrades given", src.Ruleset, p.ID) {
				continue
			}
			assert.Equal(t, p.Ship, s.Model, p.ID)
			want := len(p.Attacks)
			if want == 0 {
				want = len(cards.Weapons(core.Ship{Model: p.Ship, Pilot: p.ID}))
			}
			assert.Len(t, cards.Weapons(s), want+countWeapons(tables, p.Loadout), "%s: pilot %s: its primary attacks and its loadout's weapons", src.Ruleset, p.ID)
		}
		ups := set.Upgrades()
		sides := 0
		for _, u := range ups {
			sides++
			if u.Back != "" {
				sides++
			}
		}
		assert.Equal(t, len(tables.Upgrades), sides, "every upgrade side is in the list")
		k := 0
		for _, u := range tables.Upgrades {
			if u.Side == 2 {
				assert.Equal(t, u.Name, ups[k-1].Back, u.ID)
				continue
			}
			assert.Equal(t, u.ID, ups[k].ID)
			assert.Equal(t, u.Name, ups[k].Name)
			assert.Equal(t, u.Slots, ups[k].Slots, u.ID)
			assert.Equal(t, u.LoadoutOnly, ups[k].LoadoutOnly, u.ID)
			assert.Equal(t, u.Limited, ups[k].Limited, u.ID)
			k++
		}
	}
}

func countWeapons(tables cardstsv.Tables, ids []string) int {
	n := 0
	for _, id := range ids {
		for _, u := range tables.Upgrades {
			if u.ID == id && u.Side <= 1 && u.Attack != nil {
				n++
			}
		}
	}
	return n
}

// Every upgrade, alone on some pilot of the tables, arms that pilot: no
// card is unusable through a mistake in its slots or restrictions.
func TestEveryUpgradeFitsSomePilot(t *testing.T) {
	// Cards that need another upgrade equipped go with one; the command
	// cards for small ships need a command slot that only Epic's
	// squad-building rules give (no card grants one).
	companion := map[string]string{"notorious": "coaxiumhyperfuel", "sparepartscanisters": "q7astromech"}
	epicCommand := map[string]bool{"b6bladewingprototype-command": true, "combatboardingtube": true, "jedicommander": true}
	pilots := amg().Pilots()
	for _, u := range amg().Upgrades() {
		if u.LoadoutOnly || epicCommand[u.ID] {
			continue
		}
		ids := []string{u.ID}
		if c, ok := companion[u.ID]; ok {
			ids = append(ids, c)
		}
		fits := false
		for _, p := range pilots {
			if _, err := arm(p.ID, ids...); err == nil {
				fits = true
				break
			}
		}
		assert.True(t, fits, "upgrade %s fits no pilot", u.ID)
	}
}

func TestArmPrimaryWeapons(t *testing.T) {
	s, err := arm("biggsdarklighter")
	require.NoError(t, err)
	assert.Equal(t, []core.Weapon{{Name: "Primary (front)", Arc: core.Front, MinRange: 0, MaxRange: 3, Primary: true, Value: 3}}, s.Weapons,
		"2e primary weapons span range 0-3")
	s, err = arm("alderaanianguard")
	require.NoError(t, err)
	require.Len(t, s.Weapons, 2)
	for _, w := range s.Weapons {
		assert.Equal(t, [2]int{1, 4}, [2]int{w.MinRange, w.MaxRange}, "CR90 Broadside Batteries: primary attacks at range 1-4")
	}
	s, err = arm("dashrendar")
	require.NoError(t, err)
	assert.Equal(t, 4, s.Weapons[0].Value, "Dash Rendar's YT-2400 rolls 4 in its double turret")
}

func TestArmGrantedAttack(t *testing.T) {
	s, err := arm("jediknight", "delta7b")
	require.NoError(t, err)
	require.Len(t, s.Weapons, 1)
	assert.Equal(t, 3, s.Weapons[0].Value, "Delta-7B: front +1 turns front 2 into 3")

	s, err = arm("janors", "moldycrow")
	require.NoError(t, err)
	require.Len(t, s.Weapons, 2)
	assert.Equal(t, core.SingleTurret, s.Weapons[0].Arc, "the HWK-290 keeps its turret")
	assert.Equal(t, core.Weapon{Name: "Primary (front)", Arc: core.Front, MinRange: 0, MaxRange: 3, Primary: true, Value: 3}, s.Weapons[1],
		"Moldy Crow: front +3 gives a turret-only HWK-290 a front 3")
}

func TestArmUpgradeWeaponsInOrder(t *testing.T) {
	s, err := arm("amaxinewarrior", "dorsalturret", "protontorpedoes", "r3astromech", "clustermissiles")
	require.NoError(t, err)
	require.Len(t, s.Weapons, 4)
	assert.Equal(t, core.Weapon{Name: "Dorsal Turret", Arc: core.SingleTurret, MinRange: 1, MaxRange: 2, Kind: "turret", Value: 2}, s.Weapons[1])
	assert.Equal(t, core.Weapon{Name: "Proton Torpedoes", Arc: core.Front, MinRange: 2, MaxRange: 3, Ordnance: true, Kind: "torpedo", Value: 4}, s.Weapons[2])
	assert.Equal(t, "Cluster Missiles", s.Weapons[3].Name)
	assert.Equal(t, "front", s.Turret, "a turret weapon on a ship without an indicator gives it one, pointing front")
	assert.Equal(t, s.Weapons, cards.Weapons(s))
}

func TestArmTurretIndicatorGivenByUpgrades(t *testing.T) {
	s, err := amg().Arm(core.Ship{Turret: "rear"}, "amaxinewarrior", []string{"dorsalturret"})
	require.NoError(t, err)
	assert.Equal(t, "rear", s.Turret, "the player's indicator position stays")
	_, err = amg().Arm(core.Ship{Turret: core.TurretLeftRight}, "amaxinewarrior", []string{"dorsalturret"})
	field, _ := refusal(t, err)
	assert.Equal(t, "turret", field, "the indicator an upgrade gives is single")
	s, err = arm("amaxinewarrior")
	require.NoError(t, err)
	assert.Empty(t, s.Turret, "no turret weapon, no indicator")
}

func TestArmSlots(t *testing.T) {
	for _, tc := range []struct {
		name, pilot string
		upgrades    []string
		field, msg  string // empty: legal
	}{
		{"a two-slot cannon takes both cannon slots", "ig88a", []string{"protoncannons"}, "", ""},
		{"nothing left after a two-slot cannon", "ig88a", []string{"protoncannons", "ioncannon"}, "upgrades[1]", "no free cannon slot"},
		{"a two-slot cannon needs two", "nusquadronpilot", []string{"protoncannons"}, "upgrades[0]", "needs 2 cannon slots, 1 free"},
		{"Xg-1 Assault Configuration adds a cannon slot", "nusquadronpilot", []string{"protoncannons", "xg1assaultconfiguration"}, "", ""},
		{"a second torpedo has no slot", "majorvynder", []string{"protontorpedoes", "iontorpedoes"}, "upgrades[1]", "no free torpedo slot"},
		{"Os-1 Arsenal Loadout adds a torpedo and a missile slot", "majorvynder", []string{"protontorpedoes", "iontorpedoes", "os1arsenalloadout", "clustermissiles"}, "", ""},
		{"Havoc removes a crew slot", "captainnym", []string{"jabbathehutt", "havoc"}, "upgrades[0]", "no free crew slot"},
		{"Havoc adds an astromech slot", "captainnym", []string{"havoc", "q7astromech"}, "", ""},
		{"no astromech slot without Havoc", "captainnym", []string{"q7astromech"}, "upgrades[0]", "no free astromech slot"},
		{"no slot of that kind at all", "alphasquadronpilot", []string{"protontorpedoes"}, "upgrades[0]", "no free torpedo slot"},
		{"an upgrade that exists only in loadouts", "biggsdarklighter", []string{"saturationrockets-alphaclassstarwing"}, "upgrades[0]", "comes only in a pilot's standard loadout"},
		{"unknown upgrade", "biggsdarklighter", []string{"protontorpedoes", "nosuchcard"}, "upgrades[1]", `unknown upgrade "nosuchcard" in AMG 2.5's cards`},
		{"unknown pilot", "nosuchpilot", nil, "pilot", `unknown pilot "nosuchpilot" in AMG 2.5's cards`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := arm(tc.pilot, tc.upgrades...)
			if tc.field == "" {
				assert.NoError(t, err)
				return
			}
			field, msg := refusal(t, err)
			assert.Equal(t, tc.field, field)
			assert.Equal(t, tc.msg, msg)
		})
	}
}

func TestArmRestrictions(t *testing.T) {
	for _, tc := range []struct {
		name, pilot string
		upgrades    []string
		msg         string // empty: legal
	}{
		{"factions: Scum crew on a Scum ship", "captainnym", []string{"4lom"}, ""},
		{"factions: Empire crew on a Resistance ship", "benteene", []string{"captainphasma"}, "requires faction First Order"},
		{"ships: Os-1 on a TIE/in", "alphasquadronpilot", []string{"os1arsenalloadout"}, "requires ship Alpha-class Star Wing"},
		{"sizes: Angled Deflectors on a small ship", "biggsdarklighter", []string{"angleddeflectors"}, ""},
		{"sizes: Angled Deflectors on a large ship", "captainkagi", []string{"angleddeflectors"}, "requires a small or medium base"},
		{"arcs: Veteran Tail Gunner with a rear arc", "104thbattalionpilot", []string{"veterantailgunner"}, ""},
		{"arcs: Veteran Tail Gunner without one", "captainoicunn", []string{"veterantailgunner"}, "requires a rear arc"},
		{"names: Maul crews for Ezra Bridger", "ezrabridger", []string{"maul"}, ""},
		{"names: not for another Rebel", "janors", []string{"maul"}, "requires faction Scum and Villainy or pilot Ezra Bridger"},
		{"names: Tristan Wren crews for Gar Saxon", "garsaxon", []string{"tristanwren"}, ""},
		{"keywords: Clan Training for a Mandalorian", "sabinewren", []string{"clantraining"}, ""},
		{"keywords: not for a TIE", "alphasquadronpilot", []string{"clantraining"}, "requires keyword Mandalorian"},
		{"force_side: Hate on the dark side", "darthvader", []string{"hate"}, ""},
		{"force_side: not on the light side", "ezrabridger", []string{"hate"}, "requires the dark side of the Force"},
		{"action: Saturation Salvo needs reload", "bobafett", []string{"saturationsalvo"}, "requires the reload action"},
		{"action: Andrasta grants reload", "bobafett", []string{"saturationsalvo", "andrasta"}, ""},
		{"action: a granted action counts listed before", "bobafett", []string{"andrasta", "saturationsalvo"}, ""},
		{"action difficulty: Engine Upgrade needs a red boost", "aftabackbar", []string{"engineupgrade"}, ""},
		{"action difficulty: a white boost is not red", "ig88a", []string{"engineupgrade"}, "requires the boost action (red)"},
		{"action difficulty: any when none is written (Daredevil on a red boost)", "aftabackbar", []string{"daredevil"}, ""},
		{"action: a linked action gives only its first", "kelrodoaiholdout", []string{"composure"}, "requires the focus action"},
		{"equipped: Spare Parts Canisters with an astromech", "biggsdarklighter", []string{"sparepartscanisters", "q7astromech"}, ""},
		{"equipped: not without one", "biggsdarklighter", []string{"sparepartscanisters"}, "requires an equipped astromech upgrade"},
		{"shipAbility and standardized are squad-building rules, not enforced", "greensquadronpilot", []string{"vectoredcannonsrz1"}, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := arm(tc.pilot, tc.upgrades...)
			if tc.msg == "" {
				assert.NoError(t, err)
				return
			}
			_, msg := refusal(t, err)
			assert.Equal(t, tc.msg, msg)
		})
	}
}

func TestArmGrantedArcCounts(t *testing.T) {
	s, err := arm("greensquadronpilot", "vectoredcannonsrz1")
	require.NoError(t, err)
	require.Len(t, s.Weapons, 2)
	assert.Equal(t, core.SingleTurret, s.Weapons[1].Arc, "Vectored Cannons: a single turret weapon")
	assert.Empty(t, s.Turret, "the RZ-1 carries its own indicator (front unless set)")
}

func TestArmStandardLoadout(t *testing.T) {
	s, err := amg().Arm(core.Ship{}, "dutchvander-swz106", nil)
	require.NoError(t, err, "no upgrades given: the pilot carries its loadout")
	require.Len(t, s.Weapons, 2)
	assert.Equal(t, "Ion Cannon Turret", s.Weapons[1].Name)

	_, err = arm("dutchvander-swz106", "protonbombs", "ioncannonturret")
	assert.NoError(t, err, "the loadout itself, in any order")

	_, err = arm("dutchvander-swz106", "ioncannonturret", "protonbombs", "protontorpedoes")
	field, msg := refusal(t, err)
	assert.Equal(t, "upgrades[2]", field, "anything else on a loadout pilot is illegal")
	assert.Equal(t, "not in “Dutch” Vander's standard loadout (Ion Cannon Turret, Proton Bombs)", msg)

	for _, part := range [][]string{{"ioncannonturret"}, {"protonbombs"}, {}} {
		s, err := arm("dutchvander-swz106", part...)
		require.NoError(t, err, "part of the loadout, or none of it: legal")
		assert.Equal(t, "Ion Cannon Turret", s.Weapons[1].Name, "and the whole loadout carried")
	}
	_, err = arm("dutchvander-swz106", "ioncannonturret", "ioncannonturret")
	field, _ = refusal(t, err)
	assert.Equal(t, "upgrades[1]", field, "a loadout card once, as the loadout has it")

	_, err = amg().Arm(core.Ship{}, "lieutenantkarsabi-ssl", nil)
	assert.NoError(t, err, "a loadout is legal as it stands, loadout-only cards included")
}

func TestArmShipMustMatchPilot(t *testing.T) {
	s, err := amg().Arm(core.Ship{Model: "t65xwing", X: 100, Y: 200, Heading: 90, ID: "Biggs", Team: "rebels"}, "biggsdarklighter", nil)
	require.NoError(t, err)
	assert.Equal(t, [3]float64{100, 200, 90}, [3]float64{s.X, s.Y, s.Heading}, "placement is kept")
	assert.Equal(t, "Biggs", s.ID)
	assert.Equal(t, "biggsdarklighter", s.Pilot)
	_, err = amg().Arm(core.Ship{Model: "tielnfighter"}, "biggsdarklighter", nil)
	field, msg := refusal(t, err)
	assert.Equal(t, "ship", field)
	assert.Equal(t, `Biggs Darklighter ("biggsdarklighter") flies a T-65 X-wing, not "tielnfighter"`, msg)
	_, err = setOf(t, core.Legacy).Arm(core.Ship{Model: "upsilonclassshuttle"}, "lieutenantdormitz", nil)
	assert.NoError(t, err, "2.0 Legacy's own id for the same ship is the same ship")
	_, err = arm("biggsdarklighter", make([]string, cards.MaxUpgrades+1)...)
	field, _ = refusal(t, err)
	assert.Equal(t, "upgrades", field)
}
