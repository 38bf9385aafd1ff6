package api

import (
	"math"
	"sync"

	"github.com/xwing-arcs/arcs/core"
	"github.com/xwing-arcs/arcs/internal/quote"
	"github.com/xwing-arcs/arcs/internal/svgpath"
	"github.com/xwing-arcs/arcs/verdict"
)

// Official tokens (GEOMETRY.md 10): obstacles given by type, devices and
// remotes in state.tokens, rangeTo a token, and the table.

// maxTokens caps state.tokens: a board holds a handful of devices and
// remotes, and each is measured against every ship.
const maxTokens = 100

// placement decodes a token { id?, type, x, y, heading, flipped?, team? }
// and validates it; want says which kinds belong where it is (nil: any):
// a device or a remote in obstacles, or an obstacle in tokens, is a
// RangeError saying where it goes.
func (dc *decoder) placement(n *node, p *path, want func(core.TokenKind) bool) core.Token {
	dc.object(n, p)
	pt := p.at("type")
	t := core.Token{Type: dc.str(dc.member(n, "type"), &pt)}
	if err := t.Validate(); err != nil && err.(*core.FieldError).Field == "type" {
		panic(fromCore(p, err))
	}
	if k := t.Kind(); want != nil && !want(k) {
		where := "not an obstacle: put it in tokens"
		if k.IsObstacle() {
			where = "an obstacle: put it in obstacles"
		}
		panic(rangeErr(&pt, quote.String(t.Type)+" is "+kindPhrase(k)+", "+where))
	}
	for i, f := range [...]*float64{&t.X, &t.Y, &t.Heading} {
		pf := p.at(placementNumbers[i])
		*f = dc.number(dc.member(n, placementNumbers[i]), &pf)
	}
	pf, pi, pteam := p.at("flipped"), p.at("id"), p.at("team")
	t.Flipped = dc.optBool(dc.member(n, "flipped"), &pf)
	t.ID, t.Team = dc.optStr(dc.member(n, "id"), &pi), dc.optStr(dc.member(n, "team"), &pteam)
	if err := t.Validate(); err != nil {
		panic(fromCore(p, err))
	}
	return t
}

// member is decoder.field out of line: the token code reads a dozen
// fields, once per token, and an inlined copy of the member scan for each
// costs the module more than the calls cost a board.
//
//go:noinline
func (dc *decoder) member(n *node, k string) *node { return dc.field(n, k) }

var placementNumbers = [...]string{"x", "y", "heading"}

// kindPhrase names a token kind for a message: "a bomb", "an asteroid".
func kindPhrase(k core.TokenKind) string {
	switch k {
	case core.Asteroid:
		return "an asteroid"
	case core.Debris:
		return "a debris cloud"
	case core.Gas:
		return "a gas cloud"
	case core.Chaff:
		return "an electro-chaff cloud"
	}
	return "a " + string(k)
}

// isDeviceOrRemote tells where a token of state.tokens belongs.
func isDeviceOrRemote(k core.TokenKind) bool { return !k.IsObstacle() }

// placedObstacle decodes an obstacle, given by points or as an official
// token, and for a token where it lies (its drawing's transform).
func (dc *decoder) placedObstacle(n *node, p *path) (core.Obstacle, core.Token) {
	dc.object(n, p)
	if !present(dc.member(n, "type")) {
		return dc.obstacle(n, p), core.Token{}
	}
	if present(dc.member(n, "points")) {
		pp := p.at("points")
		panic(rangeErr(&pp, "want points or a token type, not both"))
	}
	t := dc.placement(n, p, core.TokenKind.IsObstacle)
	t.Team = "" // obstacles have no side
	return placedObstacles.obstacle(t), t
}

// placedObstacles keeps the obstacles of the last board answered, by their index
// in the state, with the tokens they were placed from: board() is called
// every frame of a drag, and placing a printed outline (up to 101 points
// turned and moved) for each of 60 obstacles cost more than the frame's
// measuring. The core never changes an obstacle.
var placedObstacles = obstacleCache{at: -1}

type obstacleCache struct {
	at    int // the index of the obstacle being decoded; -1: none
	cache []placedToken
}

type placedToken struct {
	key   tokenKey
	ob    core.Obstacle
	piece *obstaclePieceAnswer // its drawing, once board() answered it
}

// piece returns the drawing of obstacle ob, placed from token t at index
// i, when the last board drew the same there; else nil.
func (c *obstacleCache) piece(i int, t core.Token, ob core.Obstacle) *obstaclePieceAnswer {
	if ob.Type == "" || i < 0 || i >= len(c.cache) || c.cache[i].piece == nil || c.cache[i].key != keyOf(t) {
		return nil
	}
	return c.cache[i].piece
}

// keepPiece records p, the drawing of the token t at index i.
func (c *obstacleCache) keepPiece(i int, t core.Token, p *obstaclePieceAnswer) {
	if i >= 0 && i < len(c.cache) && c.cache[i].key == keyOf(t) {
		c.cache[i].piece = p
	}
}

func keyOf(t core.Token) tokenKey {
	return tokenKey{t.ID, t.Type, math.Float64bits(t.X), math.Float64bits(t.Y), math.Float64bits(t.Heading), t.Flipped}
}

// tokenKey is a token's fields, its numbers bit for bit (0 and -0 place
// an outline differently).
type tokenKey struct {
	id, typ       string
	x, y, heading uint64
	flipped       bool
}

// obstacle returns token t's obstacle, placed anew unless t is the token
// the last board had at the same index.
func (c *obstacleCache) obstacle(t core.Token) core.Obstacle {
	k := keyOf(t)
	i := c.at
	if i >= 0 && i < len(c.cache) && c.cache[i].key == k {
		return c.cache[i].ob
	}
	ob := t.Obstacle()
	if i >= 0 && i < maxObstacles {
		for len(c.cache) <= i {
			c.cache = append(c.cache, placedToken{})
		}
		c.cache[i] = placedToken{k, ob, nil}
	}
	return ob
}

// tokens decodes an optional array of devices and remotes; a bad one
// throws (the diagram's way).
func (dc *decoder) tokens(n *node, p *path) []core.Token {
	if !present(n) {
		return nil
	}
	items := dc.array(n, p, maxTokens, "tokens")
	out := make([]core.Token, len(items))
	for i := range items {
		pe := p.elem(i)
		out[i] = dc.placement(&items[i], &pe, isDeviceOrRemote)
	}
	return out
}

// boardTokens decodes state.tokens for board: a bad token is left out and
// reported in problems. at maps the tokens kept to their indices among
// the n given.
func (dc *decoder) boardTokens(state *node, problems []problemAnswer) (tokens []core.Token, at []int, n int, _ []problemAnswer) {
	v := dc.member(state, "tokens")
	if !present(v) {
		return nil, nil, 0, problems
	}
	pt := top("tokens")
	items := dc.array(v, &pt, maxTokens, "tokens")
	for i := range items {
		pe := pt.elem(i)
		var t core.Token
		if err := tryDecode(func() { t = dc.placement(&items[i], &pe, isDeviceOrRemote) }); err != nil {
			problems = append(problems, problemOf(err))
		} else {
			tokens, at = append(tokens, t), append(at, i)
		}
	}
	return tokens, at, len(items), problems
}

// rangeToToken answers rangeTo(from, to) for a token to: its plain range
// (to any token), or with an arc the attack range inside it (a remote's).
func (dc *decoder) rangeToToken(from core.Ship, to *node, p *path, arc core.Arc, parc *path, o core.Options) any {
	t := dc.placement(to, p, nil)
	if arc == "" {
		m := core.RangeToToken(from, t)
		return measurementAnswerOf(&m)
	}
	if k := t.Kind(); k != core.Remote {
		panic(rangeErr(parc, "want no arc when to is "+kindPhrase(k)+" (only a remote is attacked), got "+quote.String(string(arc))))
	}
	m, used, ok := core.TokenAttackRange(from, t, arc, o)
	if !ok {
		return nil
	}
	return arcMeasurementAnswerOf(used, &m)
}

// tokenTypeAnswer is one token of tokens(): the table.
type tokenTypeAnswer struct {
	ID   string `js:"id" tape:"lasting"`
	Name string `js:"name" tape:"lasting"`
	Kind string `js:"kind" tape:"lasting"`
	// Mark is what is written on the token to tell it apart on a board
	// ("A1", "PB"; verdict.Mark), the diagram's and the page's.
	Mark   string        `js:"mark"`
	Width  float64       `js:"width"`
	Length float64       `js:"length"`
	Points []pointAnswer `js:"points"`
}

// tokenTypes answers tokens() -> [{ id, name, kind, mark, width, length, points }]:
// every official token, its outline in its own frame; a fresh copy each
// call.
func tokenTypes(dc *decoder) any {
	table := core.Tokens()
	out := make([]tokenTypeAnswer, len(table))
	for i, t := range table {
		out[i] = tokenTypeAnswer{t.ID, t.Name, string(t.Kind), verdict.Mark(t.Name), t.Width, t.Length, pointsOf(t.Points)}
	}
	return out
}

// drawing is a token type's path data in its own frame, made once: its
// outline and the edge of range 1 around it.
type drawing struct{ outline, ring string }

var (
	drawingsMu sync.Mutex
	drawings   = map[string]*drawing{}
)

// drawingOf returns the token type's drawing (the ring only when ring is
// true: it costs a millisecond or two to make, and obstacles don't show
// one). The strings live for good, so the tape passes them by address.
func drawingOf(typ string, ring bool) *drawing {
	drawingsMu.Lock()
	defer drawingsMu.Unlock()
	d := drawings[typ]
	if d == nil {
		t, _ := core.LookupToken(typ)
		d = &drawing{outline: svgpath.Path(t.Points)}
		drawings[typ] = d
	}
	if ring && d.ring == "" {
		t, _ := core.LookupToken(typ)
		d.ring = svgpath.Path(t.RangeOutline(1))
	}
	return d
}

// obstaclePieceAnswer is how to draw an obstacle token: its outline in its
// own frame and the transform that puts it on the board.
type obstaclePieceAnswer struct {
	Type      string `js:"type" tape:"lasting"`
	Kind      string `js:"kind" tape:"lasting"`
	Name      string `js:"name" tape:"lasting"`
	Path      string `js:"path" tape:"lasting"`
	Transform string `js:"transform"`
}

// polygonPieceAnswer is how to draw an obstacle given by its points: the
// path in board mm (made each call, so not lasting), no transform.
type polygonPieceAnswer struct {
	Type      string `js:"type"`
	Kind      string `js:"kind"`
	Name      string `js:"name"`
	Path      string `js:"path"`
	Transform string `js:"transform"`
}

// obstaclePiecesOf answers board's obstacles: one per state.obstacles
// entry, nil for one left out.
func obstaclePiecesOf(obstacles []core.Obstacle, placed []core.Token, at []int, n int) []any {
	out := make([]any, n)
	for i, ob := range obstacles {
		if p := placedObstacles.piece(at[i], placed[i], ob); p != nil {
			out[at[i]] = p
			continue
		}
		if ob.Type == "" {
			out[at[i]] = &polygonPieceAnswer{Path: svgpath.Path(ob.Points)}
			continue
		}
		t, _ := core.LookupToken(ob.Type)
		p := &obstaclePieceAnswer{t.ID, string(t.Kind), t.Name, drawingOf(t.ID, false).outline, svgpath.TokenTransform(placed[i])}
		placedObstacles.keepPiece(at[i], placed[i], p)
		out[at[i]] = p
	}
	return out
}

// remoteAttackAnswer is one ship's attack on a remote: an AttackOption
// (attackOptionAnswer, converted) whose target is the attacker.
type remoteAttackAnswer struct {
	Target       any         `js:"attacker"`
	Weapon       string      `js:"weapon"`
	Arc          string      `js:"arc" tape:"lasting"`
	Range        any         `js:"range"`
	Distance     float64     `js:"distance"`
	From         pointAnswer `js:"from"`
	To           pointAnswer `js:"to"`
	Ordnance     bool        `js:"ordnance"`
	Bonus        bonusAnswer `js:"bonus"`
	Obstruction  string      `js:"obstruction" tape:"lasting"`
	ObstructedBy []any       `js:"obstructedBy"`
}

// tokenAnswer is board's answer for one device or remote.
type tokenAnswer struct {
	Target    any    `js:"target"`
	Type      string `js:"type" tape:"lasting"`
	Kind      string `js:"kind" tape:"lasting"`
	Name      string `js:"name" tape:"lasting"`
	Path      string `js:"path" tape:"lasting"`
	Ring      string `js:"ring" tape:"lasting"`
	Transform string `js:"transform"`
	// Near: every ship at range 0-1 of the token, as {target, index, range}.
	Near    []obstacleRangeAnswer `js:"near"`
	Attacks []remoteAttackAnswer  `js:"attacks"`
}

// tokensOf answers board's tokens: one per state.tokens entry, nil for
// one left out; and, for the selected ship (when sel is not nil), its
// plain range to each.
func tokensOf(views []core.TokenView, tokens []core.Token, at []int, n int, r *refs, sel *selectedAnswer) []*tokenAnswer {
	out := make([]*tokenAnswer, n)
	if sel != nil {
		sel.Tokens = make([]obstacleRangeAnswer, 0, len(views))
	}
	for i := range views {
		v, t := &views[i], &tokens[i]
		typ, _ := core.LookupToken(t.Type)
		d := drawingOf(typ.ID, true)
		ref := any(at[i])
		if t.ID != "" {
			ref = t.ID
		}
		a := &tokenAnswer{Target: ref, Type: typ.ID, Kind: string(typ.Kind), Name: typ.Name, Path: d.outline, Ring: d.ring,
			Transform: svgpath.TokenTransform(*t), Near: make([]obstacleRangeAnswer, len(v.Near)),
			Attacks: make([]remoteAttackAnswer, len(v.Attacks))}
		for k := range v.Near {
			a.Near[k] = rangeEntry(r.ship(v.Near[k].Index), r.shipIndex(v.Near[k].Index), &v.Near[k].Range)
		}
		for k, o := range attackOptionsOf(v.Attacks, r) { // Target: the attacker
			a.Attacks[k] = remoteAttackAnswer(o)
		}
		out[at[i]] = a
		if sel != nil && v.Selected != nil {
			sel.Tokens = append(sel.Tokens, rangeEntry(ref, at[i], v.Selected))
		}
	}
	return out
}

// rangeEntry is an entry {target, index, range} of a range list.
//
//go:noinline
func rangeEntry(ref any, index int, m *core.Measurement) obstacleRangeAnswer {
	return obstacleRangeAnswer{ref, index, measurementOf(m)}
}

// tryDecode runs a decoding step and returns its argument error instead
// of panicking with it (decodeOr without a result: one instance for
// every use).
func tryDecode(f func()) *argError {
	_, err := decodeOr(func() struct{} { f(); return struct{}{} })
	return err
}
