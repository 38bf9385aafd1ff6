package cards

import (
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/xwing-arcs/arcs/core"
	"github.com/xwing-arcs/arcs/internal/cardformat"
	"github.com/xwing-arcs/arcs/internal/cardstsv"
)

func cardFile(t testing.TB, r core.Ruleset) string {
	t.Helper()
	b, err := os.ReadFile("cardfiles/" + string(r) + ".txt")
	require.NoError(t, err)
	return string(b)
}

func slotKeys(s string) []string {
	var out []string
	for i := 0; i < len(s); i++ {
		out = append(out, slotName(s[i]))
	}
	return out
}

func listOf(s string) []string { return cardformat.List(s) }

// Every field of every row the engine reads from a card file is the
// tables' (cardstsv's parse of the TSV copies): nothing is lost or
// changed on the way through the compact form.
func TestCardFilesHoldEveryFieldOfTheTables(t *testing.T) {
	for _, src := range cardstsv.Sources() {
		t.Run(string(src.Ruleset), func(t *testing.T) {
			tables, err := cardstsv.Parse(src.PilotsTSV, src.UpgradesTSV)
			require.NoError(t, err)
			set, err := parseCardFile(cardFile(t, src.Ruleset))
			require.NoError(t, err)
			assert.Equal(t, Info{Ruleset: src.Ruleset, Name: src.Ruleset.Name(), Source: src.Origin, Pilots: len(set.pilots), Upgrades: set.info.Upgrades}, set.info)
			require.Len(t, set.pilots, len(tables.Pilots))
			for _, want := range tables.Pilots {
				pp := set.findPilot(want.ID)
				require.NotNil(t, pp, want.ID)
				p := *pp
				assert.Equal(t, want.Name, p.name, want.ID)
				assert.Equal(t, want.Caption, p.caption, want.ID)
				assert.Equal(t, want.Ship, p.ship, want.ID)
				assert.Equal(t, want.Faction, factionID(p.faction), want.ID)
				assert.Equal(t, want.Initiative, int(p.initiative), want.ID)
				assert.Equal(t, want.Slots, slotKeys(p.slots), want.ID)
				var attacks []cardformat.Attack
				for k := 0; k+1 < len(p.attacks); k += 2 {
					attacks = append(attacks, cardformat.Attack{Arc: arcNames[p.attacks[k]], Value: int(p.attacks[k+1])})
				}
				assert.Equal(t, want.Attacks, attacks, want.ID)
				assert.Equal(t, want.Actions, p.actions, want.ID)
				assert.Equal(t, want.Keywords, listOf(p.keywords), want.ID)
				var force []string
				if p.force&forceLight != 0 {
					force = append(force, "light")
				}
				if p.force&forceDark != 0 {
					force = append(force, "dark")
				}
				assert.ElementsMatch(t, want.ForceSides, force, want.ID)
				assert.Equal(t, want.Loadout, listOf(p.loadout), want.ID)
				assert.Equal(t, want.Limited, int(p.limited), want.ID)
			}
			require.Len(t, set.upgrades, len(tables.Upgrades))
			for i, want := range tables.Upgrades {
				u := set.upgrades[i]
				require.Equal(t, want.ID, u.id)
				name := want.ID + " side " + string(rune('0'+want.Side))
				assert.Equal(t, want.Side, int(u.side), name)
				assert.Equal(t, want.Name, u.name, name)
				assert.Equal(t, want.Kind, slotName(u.kind), name)
				assert.Equal(t, want.Slots, slotKeys(u.slots), name)
				if want.Attack == nil {
					assert.Zero(t, u.attack, name)
				} else {
					assert.Equal(t, *want.Attack, cardformat.Attack{Arc: arcNames[u.attack.arc], Value: int(u.attack.value),
						MinRange: int(u.attack.minRange), MaxRange: int(u.attack.maxRange), Ordnance: u.attack.ordnance}, name)
				}
				assert.Equal(t, want.GrantArc, arcNames[u.grantArc], name)
				var grants []cardstsv.SlotGrant
				for k := 0; k+1 < len(u.grantSlots); k += 2 {
					grants = append(grants, cardstsv.SlotGrant{Slot: slotName(u.grantSlots[k]), Delta: int(int8(u.grantSlots[k+1]))})
				}
				assert.Equal(t, want.GrantSlots, grants, name)
				if want.GrantAttack == nil {
					assert.Zero(t, u.grantAttack, name)
				} else {
					assert.Equal(t, *want.GrantAttack, cardformat.Attack{Arc: arcNames[u.grantAttack.arc], Value: int(u.grantAttack.value)}, name)
				}
				assert.Equal(t, want.GrantActions, u.grantActions, name)
				assert.Equal(t, want.Restrictions, u.restrictions, name)
				assert.Equal(t, want.LoadoutOnly, u.loadoutOnly, name)
				assert.Equal(t, want.Limited, int(u.limited), name)
			}
			var missing []string
			for _, u := range set.missing {
				missing = append(missing, u.id)
			}
			assert.ElementsMatch(t, tables.MissingLoadoutCards(), missing)
		})
	}
}

// A bad or stale file is an error that says what is wrong, never a
// panic, and leaves the loaded cards as they were.
func TestLoadRefusesBadFiles(t *testing.T) {
	good := cardFile(t, core.AMG)
	before, _ := Loaded(core.AMG)
	head, body, _ := strings.Cut(good, "\n")
	for name, tc := range map[string]struct{ text, want string }{
		"empty":            {"", "not a card file"},
		"some other text":  {"<!doctype html><title>404</title>", "not a card file"},
		"another format":   {strings.Replace(good, "xwing-cards\t2\t", "xwing-cards\t1\t", 1), `a card file of format "1", or of other slots or arcs: this engine reads format 2 (a file for another version of the engine)`},
		"a bad limit":      {strings.Replace(good, "Bounty Hunter; Droid\t\t\t1\n", "Bounty Hunter; Droid\t\t\tx\n", 1), "card file line 5: bad pilot row"},
		"a limit of 0":     {strings.Replace(good, "Bounty Hunter; Droid\t\t\t1\n", "Bounty Hunter; Droid\t\t\t0\n", 1), "card file line 5: bad pilot row"},
		"other slots":      {strings.Replace(good, "\ttorpedo\t", "\tspoon\t", 1), "or of other slots or arcs"},
		"other arcs":       {strings.Replace(good, "\tbullseye\t", "\tsideways\t", 1), "or of other slots or arcs"},
		"no vocabulary":    {strings.Replace(good, "%arcs", "%bows", 1), "or of other slots or arcs"},
		"unknown ruleset":  {strings.Replace(good, "\tamg\t", "\tepic\t", 1), "card file line 1: bad header"},
		"cut short":        {good[:strings.LastIndex(good[:len(good)/2], "\n")+1], "cut short"},
		"no end":           {strings.TrimSuffix(good, "%end\n"), "cut short"},
		"a count off":      {strings.Replace(head, "\t672\t", "\t673\t", 1) + "\n" + body, "cut short"},
		"text after %end":  {good + "@t65xwing\trebelalliance\n", "text after %end"},
		"unknown ship":     {strings.Replace(good, "@t65xwing\t", "@t99xwing\t", 1), "unknown ship or faction"},
		"bad attack":       {strings.Replace(good, "\ta423o\t", "\ta432o\t", 1), "bad upgrade row"},
		"a slot letter":    {strings.Replace(good, "\tqobbglnt\t", "\tqobbgln~\t", 1), "card file line 5: bad pilot row"},
		"cells":            {strings.Replace(good, "\tProton Torpedoes\t", "\tProton\tTorpedoes\t", 1), "wrong number of cells"},
		"a ditto at first": {strings.Replace(good, "\tIG-88A\tAggressive Automaton\t4\t", "\tIG-88A\tAggressive Automaton\t\"\t", 1), "a ditto with nothing above it"},
	} {
		t.Run(name, func(t *testing.T) {
			_, err := Load(tc.text)
			require.Error(t, err)
			assert.Contains(t, err.Error(), tc.want)
		})
	}
	after, _ := Loaded(core.AMG)
	assert.Equal(t, before, after, "nothing changes")
}

func TestForNamesWhatIsMissing(t *testing.T) {
	_, err := For("epic")
	assert.EqualError(t, err, `ruleset: want "xwa", "amg" or "legacy", got "epic"`)
}

func FuzzLoad(f *testing.F) {
	good := cardFile(f, core.XWA)
	f.Add(good)
	f.Add(good[:4000] + "\n%upgrades\n%end\n")
	f.Add("xwing-cards\t2\txwa\tX\tY\t1\t1\n@t65xwing\trebelalliance\n\"\t\"\t\"\t\"\t\"\t\"\t\"\t\"\t\"\t\"\t\"\n%upgrades\n%end\n")
	f.Fuzz(func(t *testing.T, text string) {
		s, err := parseCardFile(text)
		if err == nil {
			assert.NotNil(t, s)
		}
	})
}

// The vocabulary the card files' letters stand for is the engine's own.
func TestVocabulary(t *testing.T) {
	assert.Equal(t, cardformat.SlotsLine, "%slots\t"+strings.Join(slotNames[:], "\t"))
	var arcs []string
	for _, a := range core.Arcs(core.Second) {
		arcs = append(arcs, string(a))
	}
	assert.Equal(t, cardformat.ArcsLine, "%arcs\t"+strings.Join(arcs, "\t"))
	assert.Equal(t, core.Arcs(core.Second), arcNames[1:])
	for name, i := range map[string]int{"hardpoint": hardpoint, "cannon": cannon, "torpedo": torpedo, "missile": missile} {
		assert.Equal(t, name, slotNames[i])
	}
}
