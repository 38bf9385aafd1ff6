package core

import "github.com/xwing-arcs/arcs/internal/quote"

// Moves (docs/maneuvers.md): a dial maneuver, an action (barrel roll,
// boost, decloak) or a device dropped or launched, on the official
// templates.

// Template sizes (docs/maneuvers.md, "The templates"; the VASSAL module's
// StraightPaths and CurvedPaths at 2.825 px/mm).
const (
	// TemplateWidth is every template's width, in mm.
	TemplateWidth = 20
	// StraightLength is a 1-straight's length; a straight s is s times it.
	StraightLength = 40
)

// bankRadius and turnRadius are the radii of the bank (45°) and turn
// (90°) templates' centre lines, by speed 1-3, in mm.
var (
	bankRadius = [...]float64{80, 130, 180}
	turnRadius = [...]float64{35, 62.5, 90}
)

// Position is where a barrel roll or a Tallon roll puts the ship along the
// template's end.
type Position string

const (
	AtFront  Position = "front"
	AtMiddle Position = "middle"
	AtRear   Position = "rear"
)

// Action is an action that moves a ship.
type Action string

const (
	BarrelRoll Action = "barrelroll"
	Boost      Action = "boost"
	Decloak    Action = "decloak"
)

// Maneuver is a move: a dial maneuver (Speed, Bearing, Position for a
// Tallon roll), an action (Action, Direction, Template, Position), or a
// device placed (Device, with the template's Speed and Bearing, From).
type Maneuver struct {
	Speed    int
	Bearing  Bearing
	Position Position
	// Action, when set, makes this an action.
	Action Action
	// Direction: "left" or "right" (barrel roll, decloak), or "straight"
	// (boost, decloak).
	Direction string
	// Template is a barrel roll's: "straight" (the default),
	// "bankForward" or "bankBackward"; or a boost's: the 1-straight or
	// 1-bank its direction names (the default, "straight" or "bank"), or
	// "turn", the 1-turn left or right (Daredevil, Extreme Maneuvers).
	Template string
	// Device, when set, is the token type of a bomb, mine or remote placed: the
	// ship does not move. From is "rear" (dropped, the default) or
	// "front" (launched).
	Device string
	From   string
}

// IsAction reports whether m is an action.
func (m *Maneuver) IsAction() bool { return m.Action != "" }

// usesPosition reports whether action m places the ship at a position
// along its template: a barrel roll, or a decloak at the side (a boost's
// or a decloak's straight ahead is not used).
func (m *Maneuver) usesPosition() bool {
	return m.Action == BarrelRoll || m.Action == Decloak && m.Direction != "straight"
}

// IsDevice reports whether m places a device.
func (m *Maneuver) IsDevice() bool { return m.Device != "" }

// speedRange returns the speeds a bearing's templates come in.
func speedRange(b Bearing) (lo, hi int, ok bool) {
	switch b {
	case Straight, Koiogran, Reverse:
		return 1, 5, true
	case BankLeft, BankRight:
		return 0, 3, true // 0: a huge ship's 0-bank
	case TurnLeft, TurnRight, SegnorLeft, SegnorRight, TallonLeft, TallonRight, ReverseBankLeft, ReverseBankRight:
		return 1, 3, true
	case Stationary:
		return 0, 0, true
	}
	return 0, 0, false
}

// Validate checks a move's fields, each error with its field's path.
func (m *Maneuver) Validate() error {
	switch {
	case m.Device != "":
		t := lookupToken(m.Device)
		if t == nil || !t.Kind.Placed() {
			return fieldErr("device", `want a bomb, mine or remote of tokens() (e.g. "protonbombs"), got `+quote.String(m.Device))
		}
		switch m.Bearing {
		case Straight, BankLeft, BankRight, TurnLeft, TurnRight:
		default:
			return oneOf("template.bearing", string(m.Bearing), "straight", "bankLeft", "bankRight", "turnLeft", "turnRight")
		}
		if e := checkSpeed("template.speed", m.Speed, m.Bearing, 1); e != nil {
			return e
		}
		if m.From != "" && m.From != "rear" && m.From != "front" {
			return oneOf("from", m.From, "rear", "front")
		}
	case m.Action != "":
		switch m.Action {
		case BarrelRoll:
			if e := oneOf("direction", m.Direction, "left", "right"); e != nil {
				return e
			}
			if m.Template != "" {
				if e := oneOf("template", m.Template, "straight", "bankForward", "bankBackward"); e != nil {
					return e
				}
			}
		case Boost:
			if e := oneOf("direction", m.Direction, "straight", "left", "right"); e != nil {
				return e
			}
			if m.Template != "" {
				want := []string{"bank", "turn"}
				if m.Direction == "straight" {
					want = []string{"straight"}
				}
				if e := oneOf("template", m.Template, want...); e != nil {
					return e
				}
			}
		case Decloak:
			if e := oneOf("direction", m.Direction, "left", "right", "straight"); e != nil {
				return e
			}
			if m.Template != "" && m.Template != "straight" {
				return fieldErr("template", "want no template for a decloak (it is the 2-straight), got "+quote.String(m.Template))
			}
		default:
			return oneOf("action", string(m.Action), string(BarrelRoll), string(Boost), string(Decloak))
		}
		if e := m.checkPosition(); e != nil {
			return e
		}
	default:
		if _, _, ok := speedRange(m.Bearing); !ok {
			names := make([]string, len(Bearings))
			for i, b := range Bearings {
				names[i] = string(b)
			}
			return oneOf("bearing", string(m.Bearing), names...)
		}
		if e := checkSpeed("speed", m.Speed, m.Bearing, 0); e != nil {
			return e
		}
		if m.Position != "" {
			if m.Bearing != TallonLeft && m.Bearing != TallonRight {
				return fieldErr("position", "want no position but for a Tallon roll, got "+quote.String(string(m.Position)))
			}
			if e := m.checkPosition(); e != nil {
				return e
			}
		}
	}
	return nil
}

func (m *Maneuver) checkPosition() *FieldError {
	if m.Position == "" {
		return nil
	}
	return oneOf("position", string(m.Position), string(AtFront), string(AtMiddle), string(AtRear))
}

// checkSpeed checks speed for bearing b, at least min.
func checkSpeed(field string, speed int, b Bearing, min int) *FieldError {
	lo, hi, _ := speedRange(b)
	if lo < min {
		lo = min
	}
	if speed < lo || speed > hi {
		return fieldErr(field, "want a speed from "+itoa(lo)+" to "+itoa(hi)+" for "+string(b)+", got "+itoa(speed))
	}
	return nil
}

// PlayArea is the play area a move must stay in: the rectangle from
// (0, 0) to (Width, Depth). The zero PlayArea has no edges: nothing
// flees.
type PlayArea struct {
	Width, Depth float64
}

// The play areas (playarea.go's sizes).
var (
	StandardArea = PlayArea{StandardWidth, PlayAreaDepth}
	EpicArea     = PlayArea{EpicWidth, PlayAreaDepth}
)

// Pose is where a ship stands.
type Pose struct {
	X, Y, Heading float64
}

// Where says what part of a move met something: its template, its final
// base or both.
type Where string

const (
	ByTemplate Where = "template"
	ByBase     Where = "base"
	ByBoth     Where = "both"
)

// Hit is an obstacle or token a move met, by index.
type Hit struct {
	Index int
	Where Where
}

// PlacedDevice is a device a move dropped or launched, and every ship at
// range 0-1 of it (indices into the others; Self: the moving ship too).
// Side: the other tokens of a set it places with it (Cluster Mines' side
// tokens, left then right), each with its own ships; nil for one token.
type PlacedDevice struct {
	Token Token
	Near  []int
	Self  bool
	Side  []PlacedDevice
}

// MoveResult is what a move does (docs/maneuvers.md).
type MoveResult struct {
	// Final is where the ship ends, after any bump; Planned where the
	// template would put it.
	Final, Planned Pose
	// Template is the template's outline as laid, clockwise on screen;
	// nil for a stationary maneuver.
	Template []Point
	// Bumped: moved back along the template. Failed: an action that
	// could not be done (Final is the start).
	Bumped, Failed bool
	// Overlaps lists the others (indices) the planned pose overlapped.
	Overlaps []int
	// Obstacles and Tokens list what the template or the final base
	// overlaps.
	Obstacles []Hit
	Tokens    []Hit
	// Fled: the final base or the template is partly off the play area.
	Fled bool
	// Device is the placed device, for a device move.
	Device *PlacedDevice
	// Difficulty is the dial's colour for a dial maneuver, "" when the
	// ship has no dial or the dial lacks it, and for actions and devices.
	Difficulty Difficulty
	// Warnings say, in a player's words, what the engine answered
	// although the ship can't do it.
	Warnings []string
}
