package diagram_test

import (
	"bytes"
	"encoding/xml"
	"errors"
	"io"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/xwing-arcs/arcs/api/jsoncall"
	"github.com/xwing-arcs/arcs/cards/cardfiles"
	"github.com/xwing-arcs/arcs/core"
	"github.com/xwing-arcs/arcs/diagram"
)

// docsDir holds the rules' examples: board states in src/*.json, their
// drawings in *.svg.
const docsDir = "../docs/diagrams"

// maxFourShipBytes is the size budget of a 4-ship board with its arcs.
const maxFourShipBytes = 120 * 1024

// An example is a diagram file: a state with the diagram's options, read
// through the API's decoder (api/jsoncall), as cmd/diagram reads it.
type example struct {
	name string
	data []byte
}

func (ex example) render(t *testing.T) []byte {
	t.Helper()
	svg, err := jsoncall.Diagram(ex.data)
	require.NoError(t, err, ex.name)
	return svg
}

// examples returns the committed example states, in name order.
func examples(t *testing.T) []example {
	t.Helper()
	cardfiles.MustLoadAll() // states may name pilots and upgrades
	names, err := filepath.Glob(filepath.Join(docsDir, "src", "*.json"))
	require.NoError(t, err)
	require.NotEmpty(t, names)
	var out []example
	for _, n := range names {
		data, err := os.ReadFile(n)
		require.NoError(t, err)
		out = append(out, example{strings.TrimSuffix(filepath.Base(n), ".json"), data})
	}
	return out
}

// fourShips is a 2e board of four ships around a selected one, with an
// obstacle: the size budget's case.
func fourShips(arcs []core.Arc) diagram.State {
	return diagram.State{
		Ships: []core.Ship{
			{ID: "Luke Skywalker", Team: "rebels", Model: "t65xwing", X: 300, Y: 300, Heading: 180},
			{ID: "Black Two", Team: "empire", Model: "tielnfighter", X: 340, Y: 520, Heading: 10},
			{ID: "Black One", Team: "empire", Model: "tielnfighter", X: 150, Y: 420, Heading: 90},
			{ID: "Wedge Antilles", Team: "rebels", Model: "t65xwing", X: 420, Y: 260, Heading: 200},
		},
		Obstacles: []core.Obstacle{{ID: "asteroid 1", Points: []core.Point{{X: 200, Y: 380}, {X: 240, Y: 370}, {X: 250, Y: 410}, {X: 210, Y: 420}}}},
		Selected:  0,
		Arcs:      arcs,
	}
}

func render(t *testing.T, s diagram.State, o diagram.Options) []byte {
	t.Helper()
	svg, err := diagram.Render(s, o)
	require.NoError(t, err)
	return svg
}

func TestWellFormed(t *testing.T) {
	xmllint, _ := exec.LookPath("xmllint")
	if xmllint == "" {
		t.Log("xmllint not installed: checking with encoding/xml only")
	}
	for _, ex := range examples(t) {
		t.Run(ex.name, func(t *testing.T) {
			svg := ex.render(t)
			dec := xml.NewDecoder(bytes.NewReader(svg))
			dec.Strict = true
			for {
				_, err := dec.Token()
				if errors.Is(err, io.EOF) {
					break
				}
				require.NoError(t, err)
			}
			if xmllint != "" {
				cmd := exec.Command(xmllint, "--noout", "-")
				cmd.Stdin = bytes.NewReader(svg)
				out, err := cmd.CombinedOutput()
				assert.NoError(t, err, string(out))
			}
		})
	}
}

func TestWellFormedWithHostileText(t *testing.T) {
	s := fourShips(nil)
	s.Ships[1].ID = `<script>"&'` + "\x01\x7f\uFFFE]]>"
	o := diagram.Options{Caption: "A & B < C\n\x00second line \xff", Labels: []string{"", "", "é ü ☃ 漢"}}
	svg := render(t, s, o)
	assert.Empty(t, uploadProblems(svg))
	assert.NotContains(t, string(svg), "<script")
}

func TestSafeForUpload(t *testing.T) {
	for _, ex := range examples(t) {
		t.Run(ex.name, func(t *testing.T) {
			assert.Empty(t, uploadProblems(ex.render(t)))
		})
	}
	for _, theme := range []diagram.Theme{diagram.Light, diagram.Dark} {
		assert.Empty(t, uploadProblems(render(t, fourShips(core.DrawnArcs(core.Second)), diagram.Options{Theme: theme, Caption: "x"})))
	}
}

// TestUploadProblemsCatchesEveryConstruct proves the safety check: each
// hand-made bad document must be caught.
func TestUploadProblemsCatchesEveryConstruct(t *testing.T) {
	const head = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink">`
	bad := map[string]string{
		"script":              `<script>alert(1)</script>`,
		"event attribute":     `<rect width="1" height="1" onload="alert(1)"/>`,
		"event, upper case":   `<rect width="1" height="1" onClick="x()"/>`,
		"foreignObject":       `<foreignObject><p xmlns="http://www.w3.org/1999/xhtml">x</p></foreignObject>`,
		"image":               `<image href="#a" width="1" height="1"/>`,
		"external href":       `<use href="http://example.com/a.svg#x"/>`,
		"external xlink:href": `<use xlink:href="other.svg#x"/>`,
		"external url()":      `<rect width="1" height="1" fill="url(http://example.com/p.svg#g)"/>`,
		"style @import":       `<style>@import url(http://example.com/a.css);</style>`,
		"style attribute url": `<rect width="1" height="1" style="fill:url('x.svg#g')"/>`,
		"link":                `<a href="http://example.com/"><rect width="1" height="1"/></a>`,
		"other namespace":     `<x:thing xmlns:x="urn:x"/>`,
		"javascript url":      `<use href="javascript:alert(1)"/>`,
	}
	for name, body := range bad {
		t.Run(name, func(t *testing.T) {
			assert.NotEmpty(t, uploadProblems([]byte(head+body+`</svg>`)))
		})
	}
	t.Run("stylesheet instruction", func(t *testing.T) {
		assert.NotEmpty(t, uploadProblems([]byte(`<?xml-stylesheet href="a.css"?>`+head+`</svg>`)))
	})
	t.Run("entity", func(t *testing.T) {
		assert.NotEmpty(t, uploadProblems([]byte(`<!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]>`+head+`</svg>`)))
	})
	t.Run("broken XML", func(t *testing.T) {
		assert.NotEmpty(t, uploadProblems([]byte(head+`<rect>`)))
	})
	t.Run("internal references pass", func(t *testing.T) {
		assert.Empty(t, uploadProblems([]byte(head+`<defs><path id="g" d="M0 0"/></defs><use href="#g"/><rect width="1" height="1" fill="url(#g)"/></svg>`)))
	})
}

func TestSize(t *testing.T) {
	for _, tc := range []struct {
		name string
		arcs []core.Arc
	}{{"weapon arcs", nil}, {"every arc", core.DrawnArcs(core.Second)}} {
		for _, theme := range []diagram.Theme{diagram.Light, diagram.Dark} {
			svg := render(t, fourShips(tc.arcs), diagram.Options{Theme: theme, Caption: "Four ships: Luke Skywalker's front arc, Black Two at range 2, Black One behind an asteroid."})
			t.Logf("4-ship board, %s, %s: %d bytes", tc.name, theme, len(svg))
			assert.LessOrEqual(t, len(svg), maxFourShipBytes, tc.name)
		}
	}
}

func TestReproducible(t *testing.T) {
	exs := examples(t)
	first := make([][]byte, len(exs))
	for i, ex := range exs {
		first[i] = ex.render(t)
	}
	// Again, in reverse order: no state carried between calls shows.
	for i := len(exs) - 1; i >= 0; i-- {
		assert.Equal(t, string(first[i]), string(exs[i].render(t)), exs[i].name)
	}
}

// TestDocsUpToDate fails when a committed drawing differs from what its
// state renders to now: run `go run ./cmd/diagram -dir docs/diagrams/src
// -out docs/diagrams`.
func TestDocsUpToDate(t *testing.T) {
	for _, ex := range examples(t) {
		t.Run(ex.name, func(t *testing.T) {
			committed, err := os.ReadFile(filepath.Join(docsDir, ex.name+".svg"))
			require.NoError(t, err, "no drawing for "+ex.name+": run go run ./cmd/diagram -dir docs/diagrams/src -out docs/diagrams")
			assert.True(t, bytes.Equal(committed, ex.render(t)),
				"docs/diagrams/%s.svg is stale: run go run ./cmd/diagram -dir docs/diagrams/src -out docs/diagrams", ex.name)
		})
	}
}

func TestVerdicts(t *testing.T) {
	// The rules' examples, read back from the document's <desc>.
	// The sentences are package verdict's, the page's own.
	want := map[string][]string{
		"kwing-three-targets": {
			"TIE fighter is in your turret's reach at range 2; clear shot.",
			"Turret primary weapon (any direction, range 1–3): in range 1, clear shot; +1 attack die.",
			"Also in your primary arc (range 3).",
		},
		"tie-advanced-prototype": {
			"TIE Adv. Prototype is in your front arc at range 3; clear shot.",
			"Primary (front, range 0–3): in range 3, clear shot; +1 defense die.",
			"Plain range: range 2, ",
		},
		"touching": {
			"Black Two is in your front arc at range 0, touching; clear shot.",
			"Range 0: you may attack, with no range bonus.",
			"Primary (front, range 0–3): in range 1, clear shot; +1 attack die.",
		},
		"obstructed": {
			"Black Two is in your front arc at range 2; attacker's choice: a clear line exists.",
			"Black Three is in your front arc at range 2; obstructed by asteroid 1.",
			"Primary (front, range 0–3): in range 2, obstructed by asteroid 1; +1 defense die.",
		},
		"bullseye": {"Wedge is in your front arc at range 2; clear shot.", "Also in your bullseye arc (range 2)."},
		"turret": {
			"Howlrunner is in your left arc at range 2; clear shot.",
			"Mauler is in your bullseye arc at range 2, but none of your weapons can attack it there.",
			"Primary (double turret, range 0–3): out of arc.",
		},
		"pilots-upgrades": {
			"Darth Vader (6) is in your front arc at range 2; clear shot.",
			"Proton Torpedoes (front, range 2–3): in range 2, clear shot.",
		},
		"epic-range-5": {
			"Broadside Batteries (left, range 1–4): in range 4, clear shot; +2 defense dice.",
			"Turbolaser Battery (front, range 3–5): in range 5, clear shot; +2 defense dice.",
		},
	}
	for _, ex := range examples(t) {
		lines, ok := want[ex.name]
		if !ok {
			continue
		}
		t.Run(ex.name, func(t *testing.T) {
			desc := descOf(t, ex.render(t))
			for _, l := range lines {
				assert.Contains(t, desc, l)
			}
		})
	}
}

// descOf returns the text of the document's <desc>.
func descOf(t *testing.T, svg []byte) string {
	var doc struct {
		Desc string `xml:"desc"`
	}
	require.NoError(t, xml.Unmarshal(svg, &doc))
	return doc.Desc
}

func TestInvalidInput(t *testing.T) {
	good := fourShips(nil)
	for _, tc := range []struct {
		name  string
		state func(s *diagram.State)
		opts  diagram.Options
		field string
	}{
		{"heading", func(s *diagram.State) { s.Ships[2].Heading = math.Inf(1) }, diagram.Options{}, "ships[2].heading"},
		{"selected", func(s *diagram.State) { s.Selected = 4 }, diagram.Options{}, "selected"},
		{"arc", func(s *diagram.State) { s.Arcs = []core.Arc{"primary"} }, diagram.Options{}, "arcs[0]"},
		{"obstacle", func(s *diagram.State) { s.Obstacles[0].Points = s.Obstacles[0].Points[:2] }, diagram.Options{}, "obstacles[0].points"},
		{"theme", func(s *diagram.State) {}, diagram.Options{Theme: "sepia"}, "theme"},
		{"width", func(s *diagram.State) {}, diagram.Options{Width: 10}, "width"},
		{"view", func(s *diagram.State) {}, diagram.Options{View: "zoom"}, "view"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := good
			s.Ships = append([]core.Ship(nil), good.Ships...)
			s.Obstacles = []core.Obstacle{{ID: "a", Points: append([]core.Point(nil), good.Obstacles[0].Points...)}}
			tc.state(&s)
			_, err := diagram.Render(s, tc.opts)
			var fe *core.FieldError
			require.ErrorAs(t, err, &fe)
			assert.Equal(t, tc.field, fe.Field)
		})
	}
}

func TestDegenerateBoards(t *testing.T) {
	for _, tc := range []struct {
		name string
		s    diagram.State
	}{
		{"empty", diagram.State{Selected: -1}},
		{"one ship selected", diagram.State{Ships: []core.Ship{{Size: core.Small}}, Selected: 0}},
		{"same place", diagram.State{Ships: []core.Ship{{Size: core.Small}, {Size: core.Small}}, Selected: 0}},
		{"no arcs", diagram.State{Ships: []core.Ship{{Size: core.Large, X: 100, Y: 100}, {Size: core.Small, X: 800, Y: 800}}, Selected: 1, Arcs: []core.Arc{}}},
		{"far apart", diagram.State{Ships: []core.Ship{{Size: core.Small}, {Size: core.Small, X: 900000, Y: -900000}}, Selected: 0}},
		{"1e", diagram.State{Ships: []core.Ship{{Size: core.Small, Mobile: "left"}, {Size: core.Large, X: -150}}, Selected: 0, Arcs: core.DrawnArcs(core.First), Options: core.Options{Edition: core.First}}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			for _, v := range []diagram.View{diagram.Fit, diagram.Whole} {
				svg := render(t, tc.s, diagram.Options{View: v, Width: diagram.MinWidth})
				assert.Empty(t, uploadProblems(svg))
			}
		})
	}
}
