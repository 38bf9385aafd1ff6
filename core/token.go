package core

import (
	"sync"

	"github.com/xwing-arcs/arcs/internal/quote"
)

// The official tokens (GEOMETRY.md 10): the table itself (pieces_data.go)
// is generated from internal/piecestsv/pieces.tsv, a copy of the
// contract's table of printed outlines, as compact static data decoded on
// first use.
//
//go:generate go run ../cmd/genpieces -o pieces_data.go

// TokenKind is what a token is for the rules (pieces.md).
type TokenKind string

// Obstacle kinds: loose cargo and spare parts are debris clouds once on
// the table; the electro-chaff cloud is an obstacle type of its own.
const (
	Asteroid TokenKind = "asteroid"
	Debris   TokenKind = "debris"
	Gas      TokenKind = "gas"
	Chaff    TokenKind = "chaff"
)

// Device and remote kinds.
const (
	Bomb   TokenKind = "bomb"
	Mine   TokenKind = "mine"
	Remote TokenKind = "remote"
)

// IsObstacle reports whether tokens of kind k are obstacles: they obstruct
// attacks.
func (k TokenKind) IsObstacle() bool { return k == Asteroid || k == Debris || k == Gas || k == Chaff }

// IsDevice reports whether tokens of kind k are devices (bombs and mines).
func (k TokenKind) IsDevice() bool { return k == Bomb || k == Mine }

// Placed reports whether ships drop or launch tokens of kind k: devices,
// and remotes, which the Rules Reference drops and launches as devices
// (the DRK-1 probe droid).
func (k TokenKind) Placed() bool { return k.IsDevice() || k == Remote }

// TokenType is one official token of the table.
type TokenType struct {
	// ID is the XWS id for obstacles (e.g. "coreasteroid5"), the card's id
	// for devices and remotes ("protonbombs", "clustermines_left").
	ID   string
	Name string
	Kind TokenKind
	// Width and Length are the outline's extent along the token frame's x
	// and y, in mm.
	Width, Length float64
	// Points is the printed outline in the token frame: mm, origin at the
	// centre of its bounding box, x right and y down as the token lies at
	// heading 0, clockwise on screen. Shared by every caller: read only.
	Points []Point
}

// tokenRow is one row of the generated table: id, name, kind, width and
// length in hundredths of a mm, and the outline's points in hundredths of
// a mm as "dx dy dx dy ...", each the step from the point before (the
// first from the centre).
type tokenRow struct {
	id, name, kind string
	width, length  int
	steps          string
}

var (
	tokenOnce  sync.Once
	tokenTypes []TokenType
	tokenByID  map[string]*TokenType
)

// tokenTable decodes the generated table, once. Not inlined: each
// caller would get its own copy of the decoding closure.
//
//go:noinline
func tokenTable() []TokenType {
	tokenOnce.Do(func() {
		tokenTypes = make([]TokenType, len(tokenRows))
		tokenByID = make(map[string]*TokenType, len(tokenRows))
		for i := range tokenRows {
			r := &tokenRows[i]
			t := &tokenTypes[i]
			*t = TokenType{ID: r.id, Name: r.name, Kind: TokenKind(r.kind),
				Width: float64(r.width) / 100, Length: float64(r.length) / 100, Points: decodeSteps(r.steps)}
			tokenByID[r.id] = t
		}
	})
	return tokenTypes
}

// decodeSteps reads a row's outline (tokenRow). Dividing the exact integer
// by 100 gives the same float64 as reading the table's decimal text.
func decodeSteps(s string) []Point {
	var vals []int
	for i := 0; i < len(s); i++ {
		neg := s[i] == '-'
		if neg {
			i++
		}
		n := 0
		for ; i < len(s) && s[i] != ' '; i++ {
			n = n*10 + int(s[i]-'0')
		}
		if neg {
			n = -n
		}
		vals = append(vals, n)
	}
	pts := make([]Point, len(vals)/2)
	x, y := 0, 0
	for k := range pts {
		x, y = x+vals[2*k], y+vals[2*k+1]
		pts[k] = Point{float64(x) / 100, float64(y) / 100}
	}
	return pts
}

// Tokens returns every official token of the table, in its order.
func Tokens() []TokenType { return tokenTable() }

// LookupToken returns the token type with id id.
func LookupToken(id string) (TokenType, bool) {
	if t := lookupToken(id); t != nil {
		return *t, true
	}
	return TokenType{}, false
}

// lookupToken returns the token type with id id, nil when there is none.
// Out of line: a map lookup is a lot of code to copy into every caller.
//
//go:noinline
func lookupToken(id string) *TokenType {
	tokenTable()
	return tokenByID[id]
}

// Token is an official token placed on the board (GEOMETRY.md 10): an
// obstacle, a device (bomb, mine) or a remote.
type Token struct {
	// ID names the token in answers; optional.
	ID string
	// Type is a token id of the table (TokenType.ID).
	Type string
	// X, Y is the centre in board mm; Heading is in degrees clockwise, as
	// ships', taken modulo 360.
	X, Y, Heading float64
	// Flipped is the back side: the front mirrored, x -> -x in the token
	// frame, before turning.
	Flipped bool
	// Team decides who may attack a remote: a ship of the same non-empty
	// team never does. A token with no team is everyone's enemy.
	Team string
}

// Validate checks a token: a known type and finite coordinates and
// heading within the limits ships have.
func (t Token) Validate() error {
	if _, ok := LookupToken(t.Type); !ok {
		return fieldErr("type", `want a token type of pieces.tsv (e.g. "coreasteroid0", "protonbombs"; tokens() lists them), got `+quote.String(t.Type))
	}
	for _, f := range []struct {
		name  string
		v     float64
		limit float64
	}{{"x", t.X, MaxCoordinate}, {"y", t.Y, MaxCoordinate}, {"heading", t.Heading, maxHeading}} {
		if e := checkNumber(f.name, f.v, f.limit); e != nil {
			return e
		}
	}
	return nil
}

// Kind returns the token's kind, "" for an unknown type.
func (t Token) Kind() TokenKind {
	if typ := lookupToken(t.Type); typ != nil {
		return typ.Kind
	}
	return ""
}

// Outline returns the token's outline placed on the board, clockwise on
// screen (GEOMETRY.md 10): a token-frame point (px, py) lands at
// (x + px cos t - py sin t, y + px sin t + py cos t), px mirrored to -px
// first on the back side, whose points are then listed in reverse so that
// the outline still turns clockwise. An unknown type has no points.
func (t Token) Outline() []Point {
	typ := lookupToken(t.Type)
	if typ == nil {
		return nil
	}
	n := len(typ.Points)
	out := make([]Point, n)
	sin, cos := sincosDeg(t.Heading)
	for i, p := range typ.Points {
		k := i
		if t.Flipped {
			p.X, k = -p.X, n-1-i
		}
		out[k] = Point{t.X + p.X*cos - p.Y*sin, t.Y + p.X*sin + p.Y*cos}
	}
	return out
}

// Obstacle returns the token as an obstacle: its placed outline, named by
// its id and type. Every outline of the table is a simple polygon (a test
// checks each), and placing one keeps it so: the obstacle needs no
// Validate.
func (t Token) Obstacle() Obstacle {
	return Obstacle{ID: t.ID, Type: t.Type, Points: t.Outline()}
}
