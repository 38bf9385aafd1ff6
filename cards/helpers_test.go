package cards_test

import (
	"bytes"
	"encoding/json"
	"os"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/xwing-arcs/arcs/cards"
)

// decodeXWS reads an XWS squad, keeping each upgrades object's key order
// (encoding/json's maps would lose it).
func decodeXWS(t testing.TB, raw json.RawMessage) cards.XWS {
	t.Helper()
	var x struct {
		Name    string `json:"name"`
		Faction string `json:"faction"`
		Pilots  []struct {
			ID       string          `json:"id"`
			Name     string          `json:"name"`
			Ship     string          `json:"ship"`
			Upgrades json.RawMessage `json:"upgrades"`
		} `json:"pilots"`
	}
	require.NoError(t, json.Unmarshal(raw, &x))
	out := cards.XWS{Name: x.Name, Faction: x.Faction}
	for _, p := range x.Pilots {
		xp := cards.XWSPilot{ID: p.ID, Name: p.Name, Ship: p.Ship}
		if p.Upgrades != nil {
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

// publicSquads is testdata/public-squads.json, a copy of the contract's
// cases/public-squads.json: squads with the weapons each ship must get,
// derived from the raw card data independently of our tables.
type publicSquads struct {
	Squads []struct {
		Kind   string          `json:"kind"`
		XWS    json.RawMessage `json:"xws"`
		Expect []struct {
			Pilot   string           `json:"pilot"`
			Ship    string           `json:"ship"`
			Weapons []expectedWeapon `json:"weapons"`
		} `json:"expect"`
	} `json:"squads"`
	Illegal []struct {
		XWS json.RawMessage `json:"xws"`
		Why string          `json:"why"`
	} `json:"illegal"`
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

func loadPublicSquads(t testing.TB) publicSquads {
	t.Helper()
	raw, err := os.ReadFile("testdata/public-squads.json")
	require.NoError(t, err)
	var ps publicSquads
	require.NoError(t, json.Unmarshal(raw, &ps))
	require.NotEmpty(t, ps.Squads)
	return ps
}
