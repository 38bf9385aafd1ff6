package api

import (
	"slices"
	"strconv"

	"github.com/xwing-arcs/arcs/cards"
	"github.com/xwing-arcs/arcs/core"
	"github.com/xwing-arcs/arcs/internal/quote"
	"github.com/xwing-arcs/arcs/verdict"
)

// Moves (docs/maneuvers.md): move(ship, move, board?) and the planned
// moves of board() (state.ships[i].move).

// move(ship, move, board?) -> MoveAnswer. ship is a Ship, or an index
// into board.ships (then the others are the board's other ships).
func move(dc *decoder) any {
	ps, pm, pb := top("ship"), top("move"), top("board")
	bn := dc.arg(2)
	o := dc.options(bn, &pb)
	var mb moveBoard
	if present(bn) {
		mb = dc.moveBoard(bn, &pb, o)
	} else {
		mb.area = core.StandardArea
	}
	self := -1
	var ship core.Ship
	sn := dc.arg(0)
	if sn.kind == kNumber {
		self = dc.integer(sn, &ps)
		if len(mb.ships) == 0 {
			panic(rangeErr(&ps, "want a ship, or an index into board.ships, which has none; got "+strconv.Itoa(self)))
		}
		if self < 0 || self >= len(mb.ships) {
			panic(rangeErr(&ps, "want an index into board.ships (0 to "+strconv.Itoa(len(mb.ships)-1)+"), got "+strconv.Itoa(self)))
		}
		ship = mb.ships[self]
	} else {
		dc.shipInto(&ship, sn, &ps, o.Edition)
	}
	m := dc.maneuver(dc.arg(1), &pm)
	shipNode := sn
	if self >= 0 {
		psh := pb.at("ships") // decoded already, by moveBoard
		shipNode = &dc.array(dc.field(bn, "ships"), &psh, maxShips, "ships")[self]
	}
	others, at := mb.ships, []int(nil)
	if self >= 0 {
		others, at = withoutShip(mb.ships, self)
	}
	r := &moveResult
	core.MoveInto(r, &ship, m, others, mb.obstacles, mb.tokens, mb.area, o)
	a := &moved // move's own answer, held as measured's are (answer.go)
	moveAnswerInto(a, r, m, self, others, at, mb.obstacles, pieceNames{})
	a.Warnings = dc.actionWarning(a.Warnings, shipNode, &ship, m)
	return a
}

// turnBoostCards are the upgrades that let a ship boost on the 1-turn.
var turnBoostCards = []string{"daredevil", "extrememaneuvers"}

// actionNames are the actions as the cards' action bars write them.
var actionNames = map[core.Action]string{core.BarrelRoll: "barrel roll", core.Boost: "boost", core.Decloak: "cloak"}

// actionWarning adds to warnings, in a player's words, that the ship's
// cards don't list the action move m makes: neither its pilot's action
// bar nor what its upgrades grant (cards.Set.HasAction; n is the ship's
// node, for its upgrades); and, for a boost on the 1-turn, that its
// upgrades have neither card that allows one. The move is answered all
// the same. A ship without a pilot, or whose cards aren't loaded, says
// nothing: no card says what it can do.
func (dc *decoder) actionWarning(warnings []string, n *node, s *core.Ship, m core.Maneuver) []string {
	action, ok := actionNames[m.Action]
	if !ok || s.Pilot == "" {
		return warnings
	}
	r := dc.opts.Ruleset
	if r == "" {
		r = core.XWA
		if v := dc.field(n, "ruleset"); present(v) && v.kind == kString {
			r = core.Ruleset(dc.d.str(v))
		}
	}
	set, err := cards.For(r)
	if err != nil {
		return warnings
	}
	var ups []string // nil: the standard loadout
	if v := dc.field(n, "upgrades"); present(v) && v.kind == kArray {
		ups = make([]string, 0, v.count)
		for _, e := range dc.d.items(v) {
			if e.kind == kString {
				ups = append(ups, dc.d.str(&e))
			}
		}
	}
	has, known := set.HasAction(s.Pilot, ups, action)
	if !known {
		return warnings
	}
	if !has {
		warnings = append(warnings, set.PilotName(s.Pilot)+"'s card lists no "+action+" action (nor do the upgrades).")
	}
	if m.Action == core.Boost && m.Template == "turn" {
		if ups == nil {
			ups = set.Loadout(s.Pilot)
		}
		if !slices.ContainsFunc(ups, func(id string) bool { return slices.Contains(turnBoostCards, id) }) {
			warnings = append(warnings, set.PilotName(s.Pilot)+"'s upgrades have neither Daredevil nor Extreme Maneuvers, which let a ship boost on the 1-turn.")
		}
	}
	return warnings
}

// moved holds move()'s last answer, written out before the next call,
// and moveResult the core's: a fresh answer and template per call were
// most of a small call's cost (and garbage to collect).
var (
	moved      moveAnswer
	moveResult core.MoveResult
)

// moveBoard is move()'s board: its pieces, decoded strictly (a bad piece
// is an error with its path, as everywhere but board()), and its area.
type moveBoard struct {
	ships     []core.Ship
	obstacles []core.Obstacle
	tokens    []core.Token
	area      core.PlayArea
}

func (dc *decoder) moveBoard(n *node, p *path, o core.Options) moveBoard {
	mb := moveBoard{area: core.StandardArea}
	dc.object(n, p)
	if v := dc.field(n, "ships"); present(v) {
		psh := p.at("ships")
		items := dc.array(v, &psh, maxShips, "ships")
		mb.ships = make([]core.Ship, len(items))
		for i := range items {
			pe := psh.elem(i)
			dc.shipInto(&mb.ships[i], &items[i], &pe, o.Edition)
		}
	}
	if v := dc.field(n, "obstacles"); present(v) {
		pob := p.at("obstacles")
		items := dc.array(v, &pob, maxObstacles, "obstacles")
		for i := range items {
			pe := pob.elem(i)
			ob, _ := dc.placedObstacle(&items[i], &pe)
			mb.obstacles = append(mb.obstacles, ob)
		}
	}
	if v := dc.field(n, "tokens"); present(v) {
		pt := p.at("tokens")
		items := dc.array(v, &pt, maxTokens, "tokens")
		for i := range items {
			pe := pt.elem(i)
			mb.tokens = append(mb.tokens, dc.placement(&items[i], &pe, isDeviceOrRemote))
		}
	}
	pa := p.at("area")
	switch a := dc.optStr(dc.field(n, "area"), &pa); a {
	case "", "standard":
	case "epic":
		mb.area = core.EpicArea
	default:
		panic(rangeErr(&pa, `want "standard" or "epic", got `+quote.String(a)))
	}
	return mb
}

// withoutShip returns the ships but ships[self], and each one's index
// among ships.
func withoutShip(ships []core.Ship, self int) ([]core.Ship, []int) {
	others := make([]core.Ship, 0, len(ships)-1)
	at := make([]int, 0, len(ships)-1)
	for i := range ships {
		if i != self {
			others, at = append(others, ships[i]), append(at, i)
		}
	}
	return others, at
}

// maneuver decodes a move: a maneuver { speed, bearing, position? }, an
// action { action, direction, template?, position? } or a device
// { device, template: { speed, bearing }, from? }, validated.
func (dc *decoder) maneuver(n *node, p *path) core.Maneuver {
	dc.object(n, p)
	var m core.Maneuver
	side, sideField := "", "direction" // a maneuver's or template's side, if it names one apart
	at := func(k string) (*node, path) { return dc.field(n, k), p.at(k) }
	str := func(k string) string {
		v, pk := at(k)
		return dc.str(v, &pk)
	}
	optStr := func(k string) string {
		v, pk := at(k)
		return dc.optStr(v, &pk)
	}
	switch {
	case present(dc.field(n, "device")):
		m.Device = str("device")
		v, pt := at("template")
		if present(v) {
			dc.object(v, &pt)
			psp, pbe := pt.at("speed"), pt.at("bearing")
			m.Speed = dc.integer(dc.field(v, "speed"), &psp)
			m.Bearing = core.Bearing(dc.str(dc.field(v, "bearing"), &pbe))
			pdi := pt.at("direction")
			side, sideField = dc.optStr(dc.field(v, "direction"), &pdi), "template.direction"
		} else {
			m.Speed, m.Bearing = 1, core.Straight
		}
		m.From = optStr("from")
	case present(dc.field(n, "action")):
		m.Action = core.Action(str("action"))
		m.Direction = str("direction")
		m.Template = optStr("template")
		m.Position = core.Position(optStr("position"))
	default:
		v, psp := at("speed")
		m.Speed = dc.integer(v, &psp)
		m.Bearing = core.Bearing(str("bearing"))
		m.Position = core.Position(optStr("position"))
		side = optStr("direction")
	}
	if err := core.ReadManeuver(&m, side, sideField); err != nil {
		panic(fromCore(p, err))
	}
	if err := m.Validate(); err != nil {
		panic(fromCore(p, err))
	}
	return m
}

// poseAnswer is where a ship stands.
type poseAnswer struct {
	X       float64 `js:"x"`
	Y       float64 `js:"y"`
	Heading float64 `js:"heading"`
}

// hitAnswer is an obstacle or token a move met: its index in the board's
// list and what met it ("template", "base", "both").
type hitAnswer struct {
	Index int    `js:"index"`
	Where string `js:"where" tape:"lasting"`
}

// placedTokenAnswer is a dropped or launched device and the ships (board
// indices) at range 0-1 of it; Side: the other tokens of a set it places
// with it (Cluster Mines' side tokens, left then right), [] for one token.
type placedTokenAnswer struct {
	Type    string            `js:"type" tape:"lasting"`
	X       float64           `js:"x"`
	Y       float64           `js:"y"`
	Heading float64           `js:"heading"`
	Ships   []int             `js:"ships"`
	Side    []sideTokenAnswer `js:"side"`
}

// sideTokenAnswer is one of a set's other tokens (placedTokenAnswer.Side).
type sideTokenAnswer struct {
	Type    string  `js:"type" tape:"lasting"`
	X       float64 `js:"x"`
	Y       float64 `js:"y"`
	Heading float64 `js:"heading"`
	Ships   []int   `js:"ships"`
}

// moveAnswer is move()'s answer (docs/api.md, MoveAnswer).
type moveAnswer struct {
	X          float64            `js:"x"`
	Y          float64            `js:"y"`
	Heading    float64            `js:"heading"`
	Planned    poseAnswer         `js:"planned"`
	Template   []pointAnswer      `js:"template"`
	Bumped     bool               `js:"bumped"`
	Failed     bool               `js:"failed"`
	Overlaps   []int              `js:"overlaps"`
	Obstacles  []hitAnswer        `js:"obstacles"`
	Tokens     []hitAnswer        `js:"tokens"`
	Fled       bool               `js:"fled"`
	Token      *placedTokenAnswer `js:"token"`
	Difficulty any                `js:"difficulty"`
	Warnings   []string           `js:"warnings"`
	Headline   string             `js:"headline"`
}

// moveAnswerInto answers move r into a (self: the ship's board index, or
// -1); at maps an index among others to the board's (nil: the identity).
// a's template is reused.
func moveAnswerInto(a *moveAnswer, r *core.MoveResult, m core.Maneuver, self int, others []core.Ship, at []int, obstacles []core.Obstacle, names pieceNames) {
	board := func(i int) int {
		if at != nil {
			return at[i]
		}
		return i
	}
	tpl := a.Template[:0]
	if tpl == nil {
		tpl = make([]pointAnswer, 0, len(r.Template))
	}
	*a = moveAnswer{
		X: r.Final.X, Y: r.Final.Y, Heading: r.Final.Heading,
		Planned: poseAnswer{r.Planned.X, r.Planned.Y, r.Planned.Heading},
		Bumped:  r.Bumped, Failed: r.Failed, Fled: r.Fled,
		Overlaps: noInts, Obstacles: noHits, Tokens: noHits, Warnings: noStrings,
	}
	for _, p := range r.Template {
		tpl = append(tpl, pointOf(p))
	}
	a.Template = tpl
	if len(r.Overlaps) > 0 {
		a.Overlaps = make([]int, len(r.Overlaps))
		for i, k := range r.Overlaps {
			a.Overlaps[i] = board(k)
		}
	}
	if len(r.Obstacles) > 0 {
		a.Obstacles = hitsOf(r.Obstacles)
	}
	if len(r.Tokens) > 0 {
		a.Tokens = hitsOf(r.Tokens)
	}
	if len(r.Warnings) > 0 {
		a.Warnings = r.Warnings
	}
	if r.Difficulty != "" {
		a.Difficulty = difficulties[r.Difficulty]
	}
	if d := r.Device; d != nil {
		// ships lists the ships at range 0-1 of a placed token, in board
		// order, the moving ship among them when it is.
		ships := func(d *core.PlacedDevice) []int {
			out, me := []int{}, self
			for _, k := range d.Near {
				if d.Self && me >= 0 && me < board(k) {
					out, me = append(out, me), -1
				}
				out = append(out, board(k))
			}
			if d.Self && me >= 0 {
				out = append(out, me)
			}
			return out
		}
		t := &placedTokenAnswer{Type: d.Token.Type, X: d.Token.X, Y: d.Token.Y, Heading: d.Token.Heading, Ships: ships(d), Side: []sideTokenAnswer{}}
		for k := range d.Side {
			sd := &d.Side[k]
			t.Side = append(t.Side, sideTokenAnswer{Type: sd.Token.Type, X: sd.Token.X, Y: sd.Token.Y, Heading: sd.Token.Heading, Ships: ships(sd)})
		}
		a.Token = t
	}
	a.Headline = verdict.MoveHeadline(m, r, others, names.ships, obstacles, names.obstacles)
}

// difficulties are the dial's colours as answers, made once: a string put
// in an interface is an allocation.
var difficulties = map[core.Difficulty]any{core.Blue: "blue", core.White: "white", core.Red: "red", core.Purple: "purple"}

// Empty lists every answer shares (read only): answers write [] for them.
var (
	noInts    = []int{}
	noHits    = []hitAnswer{}
	noStrings = []string{}
)

func hitsOf(hs []core.Hit) []hitAnswer {
	out := make([]hitAnswer, len(hs))
	for i, h := range hs {
		out[i] = hitAnswer{h.Index, string(h.Where)}
	}
	return out
}

// plannedMoves resolves board()'s planned moves (state.ships[i].move), in
// the state's order, each against the other ships where they stand at
// that time, and moves each ship to where it ends, in place. It answers
// one entry per ship of the state (nil: no planned move, or the ship was
// left out); a bad move is a problem, and its ship stays where it is.
// items are the state's ships, ships the decoded ones and shipAt each
// one's index in the state (obstacleAt the obstacles'); names are
// board()'s labels, by state index.
func (dc *decoder) plannedMoves(state *node, items []node, ships []core.Ship, shipAt []int, obstacles []core.Obstacle, obstacleAt []int, tokens []core.Token, o core.Options, names pieceNames, problems []problemAnswer) ([]*moveAnswer, []problemAnswer) {
	moves := make([]*moveAnswer, len(items))
	// The headlines name pieces as the verdicts do: labels by the core's
	// indices.
	names = pieceNames{names.inCore(names.ships, shipAt, len(ships)), names.inCore(names.obstacles, obstacleAt, len(obstacles))}
	area := core.StandardArea
	if v := dc.field(state, "area"); present(v) {
		pa := top("area")
		if err := tryDecode(func() {
			switch a := dc.str(v, &pa); a {
			case "standard":
			case "epic":
				area = core.EpicArea
			default:
				panic(rangeErr(&pa, `want "standard" or "epic", got `+quote.String(a)))
			}
		}); err != nil {
			problems = append(problems, problemOf(err))
		}
	}
	for i, k := range shipAt {
		v := dc.field(&items[k], "move")
		if !present(v) {
			continue
		}
		psh := top("ships")
		pe := psh.elem(k)
		pm := pe.at("move")
		var m core.Maneuver
		if err := tryDecode(func() { m = dc.maneuver(v, &pm) }); err != nil {
			problems = append(problems, problemOf(err))
			continue
		}
		r := &core.MoveResult{}
		core.MoveAmong(r, ships, i, m, obstacles, tokens, area, o)
		moves[k] = &moveAnswer{}
		moveAnswerInto(moves[k], r, m, k, ships, shipAt, obstacles, names)
		moves[k].Warnings = dc.actionWarning(moves[k].Warnings, &items[k], &ships[i], m)
		ships[i].X, ships[i].Y, ships[i].Heading = r.Final.X, r.Final.Y, r.Final.Heading
	}
	return moves, problems
}
