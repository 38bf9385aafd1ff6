package statejson

import (
	"encoding/json"
	"strings"

	"github.com/xwing-arcs/arcs/core"
)

// Official tokens (GEOMETRY.md 10), read as board(state) reads them: an
// obstacle { id?, type, x, y, heading, flipped? } among obstacles, a device
// or remote { id?, type, x, y, heading, flipped?, team? } among tokens.

// hasType reports whether the object raw has a "type": an obstacle given
// as an official token rather than by its points.
func hasType(raw json.RawMessage) bool {
	var keys map[string]json.RawMessage
	if json.Unmarshal(raw, &keys) != nil {
		return false
	}
	_, ok := keys["type"]
	return ok
}

// parseToken reads a placed token; obstacle says which list it is in, and
// a token of the other list is an error saying where it goes.
func parseToken(raw json.RawMessage, path string, obstacle bool) (core.Token, error) {
	var in struct {
		ID      string   `json:"id"`
		Type    *string  `json:"type"`
		X       *float64 `json:"x"`
		Y       *float64 `json:"y"`
		Heading *float64 `json:"heading"`
		Flipped bool     `json:"flipped"`
		Team    string   `json:"team"`
	}
	if err := decodeStrict(raw, path, &in); err != nil {
		return core.Token{}, err
	}
	for _, f := range []struct {
		name string
		v    *float64
	}{{"x", in.X}, {"y", in.Y}, {"heading", in.Heading}} {
		if f.v == nil {
			return core.Token{}, &core.FieldError{Field: path + "." + f.name, Msg: "want a number, got none"}
		}
	}
	if in.Type == nil {
		return core.Token{}, &core.FieldError{Field: path + ".type", Msg: "want a token type, got none"}
	}
	t := core.Token{ID: in.ID, Type: *in.Type, X: *in.X, Y: *in.Y, Heading: *in.Heading, Flipped: in.Flipped, Team: in.Team}
	if err := t.Validate(); err != nil {
		if fe, ok := err.(*core.FieldError); ok {
			fe.Field = strings.TrimSuffix(path+"."+fe.Field, ".")
		}
		return core.Token{}, err
	}
	if k := t.Kind(); k.IsObstacle() != obstacle {
		where := "tokens"
		if k.IsObstacle() {
			where = "obstacles"
		}
		return core.Token{}, &core.FieldError{Field: path + ".type", Msg: "\"" + t.Type + "\" is a " + string(k) + ": put it in " + where}
	}
	if obstacle {
		t.Team = ""
	}
	return t, nil
}
