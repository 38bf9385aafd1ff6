package diagram

import (
	"github.com/xwing-arcs/arcs/internal/quote"
	"strconv"

	"github.com/xwing-arcs/arcs/core"
	"github.com/xwing-arcs/arcs/verdict"
)

// State is the board to draw: the same as the JavaScript API's
// board(state) argument.
type State struct {
	Ships     []core.Ship
	Obstacles []core.Obstacle
	// Tokens are the devices and remotes on the board (GEOMETRY.md 10).
	Tokens []core.Token
	// Selected is the index of the ship whose arcs, ranges and verdicts
	// are shown; -1 (or any index outside Ships) shows none.
	Selected int
	// Arcs are the selected ship's arcs to shade. Nil means the arcs its
	// weapons attack in (core.Ship.Arcs, as the board page shows them); an empty, non-nil slice shades none.
	Arcs []core.Arc
	// Moves are the planned moves resolved (move.go): the ships already
	// stand where they end.
	Moves   []Move
	Options core.Options
}

// Theme is a colour scheme.
type Theme string

const (
	// Light draws dark ink on a light page (the default).
	Light Theme = "light"
	// Dark draws light ink on a dark page.
	Dark Theme = "dark"
)

// View says how much of the play area the picture shows.
type View string

const (
	// Fit shows the pieces and their surroundings (the default): the
	// bounding box of the ships, the obstacles and the selected ship's
	// range 1, with a margin, widened to a readable aspect.
	Fit View = "fit"
	// Whole shows the whole play area (3 ft square, or Epic's 6 x 3 ft
	// when a piece lies past the standard area's right edge).
	Whole View = "whole"
)

// Width limits, in px: narrower than MinWidth no label is readable; wider
// than MaxWidth only makes the file larger.
const (
	DefaultWidth = 800
	MinWidth     = 240
	MaxWidth     = 4000
)

// MaxCaption bounds the caption, in runes.
const MaxCaption = 1000

// Options are the diagram's own settings.
type Options struct {
	// Caption is written under the board; empty means none.
	Caption string
	// Theme is Light when empty.
	Theme Theme
	// View is Fit when empty.
	View View
	// Width of the document in px, 0 meaning DefaultWidth; the height
	// follows the board's aspect and the text under it.
	Width int
	// Labels name the ships, by index; a missing or empty label is the
	// ship's ID, else its catalog name, else "Ship n".
	Labels []string
	// ObstacleLabels name the obstacles in the verdicts, by index; a
	// missing or empty one is the obstacle's ID, else its official
	// token's name ("core asteroid 5"), else "obstacle n".
	ObstacleLabels []string
}

// Validate checks the state: its options, every ship (for the edition),
// every obstacle, the selected index and the arc names. Errors are
// *core.FieldError with the field's path, e.g. "ships[2].heading".
func (s State) Validate() error {
	if err := s.Options.Validate(); err != nil {
		return err
	}
	ed := s.Options.Edition
	for i, sh := range s.Ships {
		if err := sh.Validate(ed); err != nil {
			return within(err, "ships["+strconv.Itoa(i)+"]")
		}
	}
	for i, ob := range s.Obstacles {
		if err := ob.Validate(); err != nil {
			return within(err, "obstacles["+strconv.Itoa(i)+"]")
		}
	}
	for i, t := range s.Tokens {
		if err := t.Validate(); err != nil {
			return within(err, "tokens["+strconv.Itoa(i)+"]")
		}
	}
	if s.Selected < -1 || s.Selected >= len(s.Ships) {
		return &core.FieldError{Field: "selected", Msg: "want -1 or an index into ships (0 to " +
			strconv.Itoa(len(s.Ships)-1) + "), got " + strconv.Itoa(s.Selected)}
	}
	for i, a := range s.Arcs {
		if err := core.ValidateArc(a, ed); err != nil {
			return within(err, "arcs["+strconv.Itoa(i)+"]")
		}
	}
	for i, m := range s.Moves {
		if err := m.Validate(len(s.Ships)); err != nil {
			return within(err, "moves["+strconv.Itoa(i)+"]")
		}
	}
	return nil
}

// Validate checks the diagram options.
func (o Options) Validate() error {
	switch o.Theme {
	case "", Light, Dark:
	default:
		return &core.FieldError{Field: "theme", Msg: `want "light" or "dark", got ` + quote.String(string(o.Theme))}
	}
	switch o.View {
	case "", Fit, Whole:
	default:
		return &core.FieldError{Field: "view", Msg: `want "fit" or "whole", got ` + quote.String(string(o.View))}
	}
	if o.Width != 0 && (o.Width < MinWidth || o.Width > MaxWidth) {
		return &core.FieldError{Field: "width", Msg: "want 0 (default " + strconv.Itoa(DefaultWidth) + ") or " +
			strconv.Itoa(MinWidth) + " to " + strconv.Itoa(MaxWidth) + " px, got " + strconv.Itoa(o.Width)}
	}
	if n := len([]rune(o.Caption)); n > MaxCaption {
		return &core.FieldError{Field: "caption", Msg: "want at most " + strconv.Itoa(MaxCaption) + " characters, got " + strconv.Itoa(n)}
	}
	return nil
}

// within prefixes a core validation error's field path with parent.
func within(err error, parent string) error {
	if fe, ok := err.(*core.FieldError); ok {
		return fe.Within(parent)
	}
	return &core.FieldError{Field: parent, Msg: err.Error()}
}

// label returns ship i's name in the picture and its words (package
// verdict's ShipName: its label, id, catalog name, or "Ship n").
func (o Options) label(s State, i int) string { return verdict.ShipName(s.Ships, o.Labels, i) }
