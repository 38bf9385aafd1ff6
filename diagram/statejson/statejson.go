// Package statejson reads a diagram's board state from JSON text, in the
// shape of the JavaScript API's board(state) argument. It lives apart
// from package diagram so that the WebAssembly module, which gets its
// state from JavaScript values, does not carry encoding/json.
package statejson

import (
	"bytes"
	"encoding/json"
	"errors"
	"reflect"
	"strconv"
	"strings"

	"github.com/xwing-arcs/arcs/core"
	"github.com/xwing-arcs/arcs/diagram"
)

// Parse reads a board state in the JavaScript API's shape (what
// board(state) takes) plus the diagram's own fields, and validates it:
//
//	{ edition?, maxRange?, ships: [{ x, y, heading, size | ship, id?,
//	  team?, pilot?, turret?, mobile?, weapons? }], obstacles?: [{ id,
//	  points: [{ x, y }] } | { id?, type, x, y, heading, flipped? }],
//	  tokens?: [{ id?, type, x, y, heading, flipped?, team? }], selected?, arcs?,
//	  caption?, theme?, view?, width?, labels? }
//
// selected defaults to -1 (none). An error is a *core.FieldError whose
// Field is the path of the bad value, e.g. "ships[1].heading"; unknown
// fields are errors too, so that a misspelt name does not pass unseen.
func Parse(data []byte) (diagram.State, diagram.Options, error) {
	var in struct {
		Edition   string            `json:"edition"`
		MaxRange  int               `json:"maxRange"`
		Ships     []json.RawMessage `json:"ships"`
		Obstacles []json.RawMessage `json:"obstacles"`
		Tokens    []json.RawMessage `json:"tokens"`
		Selected  *int              `json:"selected"`
		Arcs      []string          `json:"arcs"`
		Caption   string            `json:"caption"`
		Theme     string            `json:"theme"`
		View      string            `json:"view"`
		Width     int               `json:"width"`
		Labels    []string          `json:"labels"`
	}
	if err := decodeStrict(data, "", &in); err != nil {
		return diagram.State{}, diagram.Options{}, err
	}
	if in.Ships == nil {
		return diagram.State{}, diagram.Options{}, &core.FieldError{Field: "ships", Msg: "want an array of ships, got none"}
	}
	s := diagram.State{Selected: -1, Options: core.Options{Edition: core.Edition(in.Edition), MaxRange: in.MaxRange}}
	if in.Selected != nil {
		s.Selected = *in.Selected
	}
	if in.Arcs != nil {
		s.Arcs = make([]core.Arc, len(in.Arcs))
		for i, a := range in.Arcs {
			s.Arcs[i] = core.Arc(a)
		}
	}
	for i, raw := range in.Ships {
		sh, err := parseShip(raw, "ships["+strconv.Itoa(i)+"]")
		if err != nil {
			return diagram.State{}, diagram.Options{}, err
		}
		s.Ships = append(s.Ships, sh)
	}
	for i, raw := range in.Obstacles {
		ob, err := parseObstacle(raw, "obstacles["+strconv.Itoa(i)+"]")
		if err != nil {
			return diagram.State{}, diagram.Options{}, err
		}
		s.Obstacles = append(s.Obstacles, ob)
	}
	for i, raw := range in.Tokens {
		t, err := parseToken(raw, "tokens["+strconv.Itoa(i)+"]", false)
		if err != nil {
			return diagram.State{}, diagram.Options{}, err
		}
		s.Tokens = append(s.Tokens, t)
	}
	o := diagram.Options{Caption: in.Caption, Theme: diagram.Theme(in.Theme), View: diagram.View(in.View), Width: in.Width, Labels: in.Labels}
	if err := o.Validate(); err != nil {
		return diagram.State{}, diagram.Options{}, err
	}
	if err := s.Validate(); err != nil {
		return diagram.State{}, diagram.Options{}, err
	}
	return s, o, nil
}

func parseShip(raw json.RawMessage, path string) (core.Ship, error) {
	var in struct {
		X       *float64          `json:"x"`
		Y       *float64          `json:"y"`
		Heading *float64          `json:"heading"`
		Size    string            `json:"size"`
		Ship    string            `json:"ship"`
		ID      string            `json:"id"`
		Team    string            `json:"team"`
		Pilot   string            `json:"pilot"`
		Turret  string            `json:"turret"`
		Mobile  string            `json:"mobile"`
		Weapons []json.RawMessage `json:"weapons"`
	}
	if err := decodeStrict(raw, path, &in); err != nil {
		return core.Ship{}, err
	}
	for _, f := range []struct {
		name string
		v    *float64
	}{{"x", in.X}, {"y", in.Y}, {"heading", in.Heading}} {
		if f.v == nil {
			return core.Ship{}, &core.FieldError{Field: path + "." + f.name, Msg: "want a number, got none"}
		}
	}
	s := core.Ship{X: *in.X, Y: *in.Y, Heading: *in.Heading, Size: core.Size(in.Size), Model: in.Ship,
		ID: in.ID, Team: in.Team, Pilot: in.Pilot, Turret: in.Turret, Mobile: in.Mobile}
	if in.Weapons != nil {
		s.Weapons = []core.Weapon{}
	}
	for i, raw := range in.Weapons {
		wp := path + ".weapons[" + strconv.Itoa(i) + "]"
		var w struct {
			Name     *string `json:"name"`
			Arc      *string `json:"arc"`
			MinRange *int    `json:"minRange"`
			MaxRange *int    `json:"maxRange"`
			Primary  bool    `json:"primary"`
			Ordnance bool    `json:"ordnance"`
			Kind     string  `json:"kind"`
			Value    int     `json:"value"`
		}
		if err := decodeStrict(raw, wp, &w); err != nil {
			return core.Ship{}, err
		}
		switch {
		case w.Name == nil:
			return core.Ship{}, &core.FieldError{Field: wp + ".name", Msg: "want a string, got none"}
		case w.Arc == nil:
			return core.Ship{}, &core.FieldError{Field: wp + ".arc", Msg: "want an arc name, got none"}
		case w.MinRange == nil:
			return core.Ship{}, &core.FieldError{Field: wp + ".minRange", Msg: "want an integer, got none"}
		case w.MaxRange == nil:
			return core.Ship{}, &core.FieldError{Field: wp + ".maxRange", Msg: "want an integer, got none"}
		}
		s.Weapons = append(s.Weapons, core.Weapon{Name: *w.Name, Arc: core.Arc(*w.Arc), MinRange: *w.MinRange,
			MaxRange: *w.MaxRange, Primary: w.Primary, Ordnance: w.Ordnance, Kind: w.Kind, Value: w.Value})
	}
	return s, nil
}

func parseObstacle(raw json.RawMessage, path string) (core.Obstacle, error) {
	if hasType(raw) { // an official token (tokens.go)
		t, err := parseToken(raw, path, true)
		return t.Obstacle(), err
	}
	var in struct {
		ID     string `json:"id"`
		Points []struct {
			X *float64 `json:"x"`
			Y *float64 `json:"y"`
		} `json:"points"`
	}
	if err := decodeStrict(raw, path, &in); err != nil {
		return core.Obstacle{}, err
	}
	ob := core.Obstacle{ID: in.ID}
	for i, p := range in.Points {
		if p.X == nil || p.Y == nil {
			return core.Obstacle{}, &core.FieldError{Field: path + ".points[" + strconv.Itoa(i) + "]", Msg: "want {x, y} numbers"}
		}
		ob.Points = append(ob.Points, core.Point{X: *p.X, Y: *p.Y})
	}
	return ob, nil
}

// decodeStrict decodes the JSON object data into dst, an error naming the
// field at path when a value has the wrong type or a field is unknown.
// Field names match case-sensitively, as in JavaScript.
func decodeStrict(data []byte, path string, dst any) error {
	if t := bytes.TrimSpace(data); len(t) == 0 || t[0] != '{' {
		got := "nothing"
		if len(t) > 0 {
			got = string(firstToken(t))
		}
		return &core.FieldError{Field: path, Msg: "want an object, got " + got}
	}
	if err := checkKeys(data, path, dst); err != nil {
		return err
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	if err := dec.Decode(dst); err != nil {
		var te *json.UnmarshalTypeError
		if errors.As(err, &te) {
			return &core.FieldError{Field: join(path, te.Field), Msg: "want " + typeName(te.Type.Kind().String()) + ", got " + te.Value}
		}
		var se *json.SyntaxError
		if errors.As(err, &se) {
			return &core.FieldError{Field: path, Msg: "invalid JSON at byte " + strconv.FormatInt(se.Offset, 10) + ": " + se.Error()}
		}
		return &core.FieldError{Field: path, Msg: err.Error()}
	}
	return nil
}

// checkKeys reports a key of the object data that dst has no field for,
// matching names exactly (encoding/json alone would accept "X" for "x").
func checkKeys(data []byte, path string, dst any) error {
	var keys map[string]json.RawMessage
	if err := json.Unmarshal(data, &keys); err != nil {
		var se *json.SyntaxError
		if errors.As(err, &se) {
			return &core.FieldError{Field: path, Msg: "invalid JSON at byte " + strconv.FormatInt(se.Offset, 10) + ": " + se.Error()}
		}
		return &core.FieldError{Field: path, Msg: err.Error()}
	}
	known := fieldNames(dst)
	// Report the first unknown key in a fixed order: the same input, the
	// same message.
	var bad []string
	for k := range keys {
		if !known[k] {
			bad = append(bad, k)
		}
	}
	if len(bad) > 0 {
		first := bad[0]
		for _, k := range bad[1:] {
			if k < first {
				first = k
			}
		}
		return &core.FieldError{Field: join(path, first), Msg: "unknown field"}
	}
	return nil
}

// fieldNames returns the JSON names of struct *dst's fields.
func fieldNames(dst any) map[string]bool {
	t := reflect.TypeOf(dst).Elem()
	names := make(map[string]bool, t.NumField())
	for i := 0; i < t.NumField(); i++ {
		name, _, _ := strings.Cut(t.Field(i).Tag.Get("json"), ",")
		names[name] = true
	}
	return names
}

func join(path, field string) string {
	if path == "" {
		return field
	}
	if field == "" {
		return path
	}
	return path + "." + field
}

func typeName(kind string) string {
	switch {
	case strings.HasPrefix(kind, "float"):
		return "a number"
	case strings.HasPrefix(kind, "int"):
		return "an integer"
	case kind == "string":
		return "a string"
	case kind == "bool":
		return "true or false"
	case kind == "slice":
		return "an array"
	}
	return "an object"
}

func firstToken(t []byte) []byte {
	if len(t) > 20 {
		return append(t[:20:20], "..."...)
	}
	return t
}
