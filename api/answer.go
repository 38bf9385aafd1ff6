package api

import (
	"github.com/xwing-arcs/arcs/core"
	"github.com/xwing-arcs/arcs/internal/svgpath"
)

// Answers: what each function returns, as Go values whose js tags are the
// API's names (docs/api.md). They are the one encoding of every answer;
// one writer per type, generated from the types (answer_tape.go, by
// cmd/genanswers: no reflection in the module), lays each out as the
// answer tape, which the loader rebuilds (load()) and AnswerJSON turns
// into JSON text for a plain script's calls.
//
// The writers' rules shape the types: only basic kinds (no named types
// such as core.Arc: converted to string), slices, maps by string,
// structs, pointers and interfaces; a nil slice, pointer or interface is
// null, so arrays that may be empty are made non-nil. Every field has a
// js tag (go generate ./api refuses a struct that mixes tagged and
// untagged fields). A field tagged tape:"lasting" holds a
// string that lives as long as the instance (a core name, cached path
// data), which the tape passes by address.

type pointAnswer struct {
	X float64 `js:"x"`
	Y float64 `js:"y"`
}

func pointOf(p core.Point) pointAnswer { return pointAnswer{p.X, p.Y} }

// measurementAnswer: range is an int, or nil beyond range 5.
type measurementAnswer struct {
	Range    any         `js:"range"`
	Distance float64     `js:"distance"`
	From     pointAnswer `js:"from"`
	To       pointAnswer `js:"to"`
}

func measurementOf(m *core.Measurement) measurementAnswer {
	return measurementAnswer{band(m.Band), m.Distance, pointOf(m.From), pointOf(m.To)}
}

// band is a range band, nil when beyond range 5.
func band(b int) any {
	if b == core.Beyond {
		return nil
	}
	return b
}

// arcMeasurementAnswer is an attack range inside an arc, with the
// standard arc used.
type arcMeasurementAnswer struct {
	Range    any         `js:"range"`
	Distance float64     `js:"distance"`
	From     pointAnswer `js:"from"`
	To       pointAnswer `js:"to"`
	Arc      string      `js:"arc" tape:"lasting"`
}

func arcMeasurementOf(arc core.Arc, m *core.Measurement) arcMeasurementAnswer {
	return arcMeasurementAnswer{band(m.Band), m.Distance, pointOf(m.From), pointOf(m.To), string(arc)}
}

// measured holds the last answer of a function that answers one
// measurement (rangeTo), which a call returns by pointer: put in an
// interface as a value, it would cost an allocation per call. It is
// written out (AnswerHead, AnswerJSON) before the next call.
var measured struct {
	plain measurementAnswer
	inArc arcMeasurementAnswer
}

// measurementAnswerOf returns m's answer, held in measured.
func measurementAnswerOf(m *core.Measurement) *measurementAnswer {
	a := &measured.plain // set field by field: no struct copied
	a.Range, a.Distance, a.From, a.To = band(m.Band), m.Distance, pointOf(m.From), pointOf(m.To)
	return a
}

// arcMeasurementAnswerOf returns the answer of m inside arc, held in
// measured.
func arcMeasurementAnswerOf(arc core.Arc, m *core.Measurement) *arcMeasurementAnswer {
	a := &measured.inArc
	a.Range, a.Distance, a.From, a.To, a.Arc = band(m.Band), m.Distance, pointOf(m.From), pointOf(m.To), string(arc)
	return a
}

type bonusAnswer struct {
	Attack  int `js:"attack"`
	Defense int `js:"defense"`
}

// attackOptionAnswer: target and obstructedBy name ships and obstacles by
// id, or by index when they have none.
type attackOptionAnswer struct {
	Target       any         `js:"target"`
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

// refs tells how answers name the pieces of a call: by id, else by the
// index the caller gave (board leaves out bad pieces, so the core's
// indices are mapped back through shipAt and obstacleAt).
type refs struct {
	ships      []core.Ship
	obstacles  []core.Obstacle
	shipAt     []int // nil: the identity
	obstacleAt []int
	// shipRefs are the ships' references, made once: an id or an index
	// put in an interface costs an allocation, and a board repeats each.
	shipRefs []any
}

func (r *refs) shipIndex(i int) int {
	if r.shipAt != nil {
		return r.shipAt[i]
	}
	return i
}

func (r *refs) obstacleIndex(i int) int {
	if r.obstacleAt != nil {
		return r.obstacleAt[i]
	}
	return i
}

func (r *refs) ship(i int) any {
	if r.shipRefs == nil {
		r.shipRefs = make([]any, len(r.ships))
		for k := range r.ships {
			if id := r.ships[k].ID; id != "" {
				r.shipRefs[k] = id
			} else {
				r.shipRefs[k] = r.shipIndex(k)
			}
		}
	}
	return r.shipRefs[i]
}

func (r *refs) obstacle(i int) any {
	if id := r.obstacles[i].ID; id != "" {
		return id
	}
	return r.obstacleIndex(i)
}

func attackOptionsOf(opts []core.AttackOption, r *refs) []attackOptionAnswer {
	out := make([]attackOptionAnswer, len(opts))
	for i := range opts {
		a := &opts[i]
		by := make([]any, len(a.ObstructedBy))
		for j, k := range a.ObstructedBy {
			by[j] = r.obstacle(k)
		}
		out[i] = attackOptionAnswer{
			Target: r.ship(a.Target), Weapon: a.Weapon.Name, Arc: string(a.Arc),
			Range: band(a.Band), Distance: a.Distance, From: pointOf(a.From), To: pointOf(a.To),
			Ordnance: a.Weapon.Ordnance, Bonus: bonusAnswer{a.Bonus.Attack, a.Bonus.Defense},
			Obstruction: string(a.Obstruction), ObstructedBy: by,
		}
	}
	return out
}

// outlineAnswer is arcOutline's and rangeOutline's entry; rangeOutline's
// have no arc (the field is left out: see outlinesOf).
type outlineAnswer struct {
	Arc    string        `js:"arc" tape:"lasting"`
	Range  int           `js:"range"`
	Points []pointAnswer `js:"points"`
}

type ringAnswer struct {
	Range  int           `js:"range"`
	Points []pointAnswer `js:"points"`
}

func pointsOf(pts []core.Point) []pointAnswer {
	out := make([]pointAnswer, len(pts))
	for i, p := range pts {
		out[i] = pointOf(p)
	}
	return out
}

func arcOutlinesOf(outs []core.Outline) []outlineAnswer {
	out := make([]outlineAnswer, len(outs))
	for i, o := range outs {
		out[i] = outlineAnswer{string(o.Arc), o.Range, pointsOf(o.Points)}
	}
	return out
}

func ringsOf(outs []core.Outline) []ringAnswer {
	out := make([]ringAnswer, len(outs))
	for i, o := range outs {
		out[i] = ringAnswer{o.Range, pointsOf(o.Points)}
	}
	return out
}

type weaponAnswer struct {
	Name     string `js:"name"`
	Arc      string `js:"arc" tape:"lasting"`
	MinRange int    `js:"minRange"`
	MaxRange int    `js:"maxRange"`
	Primary  bool   `js:"primary"`
	Ordnance bool   `js:"ordnance"`
	Kind     string `js:"kind"`
	Value    int    `js:"value"`
}

func weaponsOf(ws []core.Weapon) []weaponAnswer {
	out := make([]weaponAnswer, len(ws))
	for i, w := range ws {
		out[i] = weaponAnswer{w.Name, string(w.Arc), w.MinRange, w.MaxRange, w.Primary, w.Ordnance, w.Kind, w.Value}
	}
	return out
}

type variantAnswer struct {
	Pilots  []string       `js:"pilots"`
	Weapons []weaponAnswer `js:"weapons"`
}

type catalogShipAnswer struct {
	ID              string          `js:"id"`
	Name            string          `js:"name"`
	Size            string          `js:"size"`
	Weapons         []weaponAnswer  `js:"weapons"`
	Turret          string          `js:"turret"`
	TurretPositions []string        `js:"turretPositions"`
	Rotate          string          `js:"rotate"`
	Notes           string          `js:"notes"`
	Factions        []string        `js:"factions"`
	Variants        []variantAnswer `js:"variants"`
	// Dial is the ship's dial as its card prints it (dials.tsv); empty for
	// a ship without one (huge ships).
	Dial []dialAnswer `js:"dial"`
}

// dialAnswer is one maneuver of a dial.
type dialAnswer struct {
	Speed      int    `js:"speed"`
	Bearing    string `js:"bearing"`
	Difficulty string `js:"difficulty"`
}

// nonNil returns ss, or an empty slice for nil (an array, not null).
func nonNil[T any](ss []T) []T {
	if ss == nil {
		return []T{}
	}
	return ss
}

func catalogOf(ships []core.CatalogShip) []catalogShipAnswer {
	out := make([]catalogShipAnswer, len(ships))
	for i, s := range ships {
		vs := make([]variantAnswer, len(s.Variants))
		for j, v := range s.Variants {
			vs[j] = variantAnswer{nonNil(v.Pilots), weaponsOf(v.Weapons)}
		}
		d, _ := core.Dial(s.ID)
		dial := make([]dialAnswer, len(d))
		for j, m := range d {
			dial[j] = dialAnswer{m.Speed, string(m.Bearing), string(m.Difficulty)}
		}
		out[i] = catalogShipAnswer{s.ID, s.Name, string(s.Size), weaponsOf(s.Weapons), s.Turret,
			nonNil(s.TurretPositions), s.Rotate, s.Notes, nonNil(s.Factions), vs, dial}
	}
	return out
}

// shapeAnswer is a selected ship's outline in its own frame, as SVG path
// data (internal/svgpath); rings leave arc empty.
type shapeAnswer struct {
	Arc   string `js:"arc" tape:"lasting"`
	Range int    `js:"range"`
	Path  string `js:"path" tape:"lasting"`
}

// ringShapeAnswer is a range ring in its ship's frame, and where its
// label goes on the board: behind the ship, where the ring crosses its
// centre line.
type ringShapeAnswer struct {
	Range int         `js:"range"`
	Path  string      `js:"path" tape:"lasting"`
	Label pointAnswer `js:"label"`
}

type otherAnswer struct {
	Target   any                    `js:"target"`
	Index    int                    `js:"index"`
	Range    measurementAnswer      `js:"range"`
	Relation any                    `js:"relation"`
	Arcs     []arcMeasurementAnswer `js:"arcs"`
}

type obstacleRangeAnswer struct {
	Target any               `js:"target"`
	Index  int               `js:"index"`
	Range  measurementAnswer `js:"range"`
}

type selectedAnswer struct {
	Index     int                   `js:"index"`
	Transform string                `js:"transform"`
	Arcs      []shapeAnswer         `js:"arcs"`
	Rings     []ringShapeAnswer     `js:"rings"`
	Others    []otherAnswer         `js:"others"`
	Obstacles []obstacleRangeAnswer `js:"obstacles"`
	Tokens    []obstacleRangeAnswer `js:"tokens"` // tokens.go
}

// pieceAnswer is what the page draws of each ship, from the engine: the
// base's size in mm, the arcs drawn for it, and where its label goes.
type pieceAnswer struct {
	Width  float64     `js:"width"`
	Length float64     `js:"length"`
	Arcs   []string    `js:"arcs"`
	Label  pointAnswer `js:"label"`
}

// problemAnswer is a piece board left out: the path of the bad value, the
// error's class and its message (the same as the error a function taking
// that piece alone would throw).
type problemAnswer struct {
	Path    string `js:"path"`
	Name    string `js:"name" tape:"lasting"`
	Message string `js:"message"`
}

// boardAnswer: attacks and pieces have one entry per ship of the state,
// nil for a ship left out as a problem.
type boardAnswer struct {
	Attacks  [][]attackOptionAnswer `js:"attacks"`
	Pieces   []*pieceAnswer         `js:"pieces"`
	Selected *selectedAnswer        `js:"selected"`
	// Verdicts are the selected ship's, worded (verdicts.go), and
	// ObstacleRanges its ranges to the obstacles in a sentence.
	Verdicts       []verdictAnswer `js:"verdicts"`
	ObstacleRanges string          `js:"obstacleRanges"`
	Problems       []problemAnswer `js:"problems"`
	// Obstacles and Tokens have one entry per obstacle and token of the
	// state, nil for one left out (tokens.go).
	Obstacles []any          `js:"obstacles"`
	Tokens    []*tokenAnswer `js:"tokens"`
	// Moves has one entry per ship of the state: its planned move's
	// answer (state.ships[i].move), nil when it has none (move.go).
	Moves []*moveAnswer `js:"moves"`
}

// selectedOf answers the selected ship's view; from m's last answer
// (when kept: the same selected ship and arcs, the same references) it
// takes the outlines and the view of each other ship boards found
// unchanged.
func selectedOf(v *core.SelectedView, r *refs, o core.Options, kept bool, m *boardMemo) *selectedAnswer {
	if v == nil {
		return nil
	}
	s := &selectedAnswer{
		Index:  r.shipIndex(v.Index),
		Others: make([]otherAnswer, len(v.Others)),
	}
	if !kept || !boards.ObstaclesKept() {
		s.Obstacles = make([]obstacleRangeAnswer, len(v.Obstacles))
	}
	if kept {
		last := m.last.Selected
		s.Transform, s.Arcs, s.Rings = last.Transform, last.Arcs, last.Rings
	} else {
		s.Transform = svgpath.Transform(r.ships[v.Index])
		s.Arcs = make([]shapeAnswer, len(v.Arcs))
		s.Rings = make([]ringShapeAnswer, len(v.Rings))
		for i := range v.Arcs {
			s.Arcs[i] = shapeAnswer{string(v.Arcs[i].Arc), v.Arcs[i].Range, svgpath.Shape(v.Arcs[i])}
		}
		b := r.ships[v.Index].Base()
		for i := range v.Rings {
			behind := b.HalfLength + float64(v.Rings[i].Range)*core.BandLength
			s.Rings[i] = ringShapeAnswer{v.Rings[i].Range, svgpath.Shape(v.Rings[i]), pointOf(b.World(0, -behind))}
		}
	}
	for i := range v.Others {
		ov := &v.Others[i]
		if kept {
			if j := boards.Prev(ov.Index); j >= 0 && m.otherAt[j] >= 0 {
				s.Others[i] = m.others[j]
				continue
			}
		}
		arcs := make([]arcMeasurementAnswer, len(ov.Arcs))
		for j := range ov.Arcs {
			arcs[j] = arcMeasurementOf(ov.Arcs[j].Arc, &ov.Arcs[j].Measurement)
		}
		s.Others[i] = otherAnswer{r.ship(ov.Index), r.shipIndex(ov.Index), measurementOf(&ov.Range), relationOf(ov.Relation), arcs}
	}
	if kept && boards.ObstaclesKept() {
		s.Obstacles = m.last.Selected.Obstacles
		return s
	}
	for i := range v.Obstacles {
		ob := &v.Obstacles[i]
		s.Obstacles[i] = obstacleRangeAnswer{r.obstacle(ob.Index), r.obstacleIndex(ob.Index), measurementOf(&ob.Range)}
	}
	return s
}

// relationOf is a relation's name, nil for none.
func relationOf(r core.Relation) any {
	if r == core.NoRelation {
		return nil
	}
	return string(r)
}
