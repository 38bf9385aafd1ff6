package cards_test

import (
	"bytes"
	"encoding/json"
	"os"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/xwing-arcs/arcs/cards"
	"github.com/xwing-arcs/arcs/cards/cardfiles"
	"github.com/xwing-arcs/arcs/core"
)

// Every test here has every ruleset's cards loaded.
func TestMain(m *testing.M) {
	cardfiles.MustLoadAll()
	os.Exit(m.Run())
}

// setOf returns ruleset r's cards.
func setOf(t testing.TB, r core.Ruleset) *cards.Set {
	t.Helper()
	s, err := cards.For(r)
	require.NoError(t, err)
	return s
}

// decodeXWS reads an XWS squad as the API does: each upgrades object's
// key order kept (encoding/json's maps would lose it), a flat array of
// ids as one key-less entry, the ruleset, the first vendor's builder and
// the obstacles.
func decodeXWS(t testing.TB, raw json.RawMessage) cards.XWS {
	t.Helper()
	var x struct {
		Name      string                     `json:"name"`
		Faction   string                     `json:"faction"`
		Ruleset   string                     `json:"ruleset"`
		Vendor    map[string]json.RawMessage `json:"vendor"`
		Obstacles []string                   `json:"obstacles"`
		Pilots    []struct {
			ID       string          `json:"id"`
			Name     string          `json:"name"`
			Ship     string          `json:"ship"`
			Upgrades json.RawMessage `json:"upgrades"`
		} `json:"pilots"`
	}
	require.NoError(t, json.Unmarshal(raw, &x))
	out := cards.XWS{Name: x.Name, Faction: x.Faction, Ruleset: x.Ruleset, Obstacles: x.Obstacles}
	for _, v := range x.Vendor {
		var b struct{ Builder string }
		if json.Unmarshal(v, &b) == nil && b.Builder != "" {
			out.Builder = b.Builder
		}
	}
	for _, p := range x.Pilots {
		xp := cards.XWSPilot{ID: p.ID, Name: p.Name, Ship: p.Ship}
		if len(p.Upgrades) > 0 && p.Upgrades[0] == '[' {
			var ids []string
			require.NoError(t, json.Unmarshal(p.Upgrades, &ids))
			xp.Upgrades = []cards.XWSSlot{{IDs: ids}}
		} else if p.Upgrades != nil && string(p.Upgrades) != "null" {
			xp.Upgrades = []cards.XWSSlot{}
			dec := json.NewDecoder(bytes.NewReader(p.Upgrades))
			_, err := dec.Token() // {
			require.NoError(t, err)
			for dec.More() {
				key, err := dec.Token()
				require.NoError(t, err)
				var ids []string
				require.NoError(t, dec.Decode(&ids))
				xp.Upgrades = append(xp.Upgrades, cards.XWSSlot{Slot: key.(string), IDs: ids})
			}
		}
		out.Pilots = append(out.Pilots, xp)
	}
	return out
}

// publicSquads is testdata/public-squads-<ruleset>.json, a copy of the
// contract's: squads with the weapons each ship must get under that
// ruleset, derived from the raw card data independently of our tables.
type publicSquads struct {
	Ruleset core.Ruleset `json:"ruleset"`
	Squads  []struct {
		Kind   string          `json:"kind"`
		XWS    json.RawMessage `json:"xws"`
		Expect []expectedShip  `json:"expect"`
	} `json:"squads"`
	Illegal []struct {
		XWS json.RawMessage `json:"xws"`
		Why string          `json:"why"`
	} `json:"illegal"`
}

type expectedShip struct {
	Pilot   string           `json:"pilot"`
	Ship    string           `json:"ship"`
	Weapons []expectedWeapon `json:"weapons"`
}

type expectedWeapon struct {
	Name     string `json:"name,omitempty"`
	Arc      string `json:"arc"`
	Value    int    `json:"value"`
	MinRange int    `json:"minRange,omitempty"`
	MaxRange int    `json:"maxRange,omitempty"`
	Primary  bool   `json:"primary"`
	Ordnance bool   `json:"ordnance,omitempty"`
}

func loadPublicSquads(t testing.TB, r core.Ruleset) publicSquads {
	t.Helper()
	raw, err := os.ReadFile("testdata/public-squads-" + string(r) + ".json")
	require.NoError(t, err)
	var ps publicSquads
	require.NoError(t, json.Unmarshal(raw, &ps))
	require.Equal(t, r, ps.Ruleset)
	require.NotEmpty(t, ps.Squads)
	return ps
}

// realSquads is testdata/real-squads-sample.json, a copy of the
// contract's: lists players flew, as their builders exported them.
type realSquads struct {
	Lists []struct {
		Date     string          `json:"date"`
		Ruleset  core.Ruleset    `json:"ruleset"`
		XWS      json.RawMessage `json:"xws"`
		Legal    bool            `json:"legal"`
		Problems []string        `json:"problems"`
		Expect   []expectedShip  `json:"expect"`
	} `json:"lists"`
}

func loadRealSquads(t testing.TB) realSquads {
	t.Helper()
	raw, err := os.ReadFile("testdata/real-squads-sample.json")
	require.NoError(t, err)
	var rs realSquads
	require.NoError(t, json.Unmarshal(raw, &rs))
	require.NotEmpty(t, rs.Lists)
	return rs
}
