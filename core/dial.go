package core

// The dials (dials_data.go) are generated from internal/dialstsv/dials.tsv,
// a copy of the contract's table of every ship's dial as the X-Wing
// Alliance cards print it (shared/data/dials.tsv), by cmd/gendials.
//
//go:generate go run ../cmd/gendials -o dials_data.go

// Bearing is a maneuver's bearing, as the API names it.
type Bearing string

// The bearings of the dial (Rules Reference, Bearing; docs/maneuvers.md).
const (
	Straight         Bearing = "straight"
	BankLeft         Bearing = "bankLeft"
	BankRight        Bearing = "bankRight"
	TurnLeft         Bearing = "turnLeft"
	TurnRight        Bearing = "turnRight"
	Koiogran         Bearing = "koiogran"
	SegnorLeft       Bearing = "segnorLeft"
	SegnorRight      Bearing = "segnorRight"
	TallonLeft       Bearing = "tallonLeft"
	TallonRight      Bearing = "tallonRight"
	Stationary       Bearing = "stationary"
	Reverse          Bearing = "reverse"
	ReverseBankLeft  Bearing = "reverseBankLeft"
	ReverseBankRight Bearing = "reverseBankRight"
)

// Bearings lists every bearing, in the order of the dial's codes.
var Bearings = []Bearing{Straight, BankLeft, BankRight, TurnLeft, TurnRight, Koiogran,
	SegnorLeft, SegnorRight, TallonLeft, TallonRight, Stationary, Reverse, ReverseBankLeft, ReverseBankRight}

// bearingCodes are the dial's bearing letters (shared/data/README.md,
// dials.tsv), in the order of Bearings.
const bearingCodes = "FBNTYKLPEROSAD"

// Difficulty is a maneuver's colour on the dial.
type Difficulty string

// The difficulties (dials.tsv: B, W, R, P).
const (
	Blue   Difficulty = "blue"
	White  Difficulty = "white"
	Red    Difficulty = "red"
	Purple Difficulty = "purple"
)

// DialManeuver is one maneuver of a dial.
type DialManeuver struct {
	Speed      int
	Bearing    Bearing
	Difficulty Difficulty
}

// dialRow is one row of the generated table: a ship's xws id and its dial
// as the table writes it ("1TW 1BB ...").
type dialRow struct {
	ship, codes string
}

// Dial returns the dial of catalog ship id (xws), ok false when the table
// has none (the 2023 YT-2400 and Upsilon shuttle rows are absent).
func Dial(id string) (dial []DialManeuver, ok bool) {
	for i := range dialRows {
		if dialRows[i].ship == id {
			d, _ := ParseDial(dialRows[i].codes)
			return d, true
		}
	}
	return nil, false
}

// DialShips returns the ids of every ship with a dial, in table order.
func DialShips() []string {
	out := make([]string, len(dialRows))
	for i := range dialRows {
		out[i] = dialRows[i].ship
	}
	return out
}

// ParseDial reads a dial as dials.tsv writes it: maneuvers of three
// characters (speed 0-5, bearing letter, difficulty letter) separated by
// spaces. It reports the first bad maneuver.
func ParseDial(codes string) ([]DialManeuver, error) {
	var out []DialManeuver
	for i := 0; i < len(codes); {
		if codes[i] == ' ' {
			i++
			continue
		}
		if i+3 > len(codes) || (i+3 < len(codes) && codes[i+3] != ' ') {
			return nil, fieldErr("dial", "want maneuvers of three characters, got "+codes[i:])
		}
		c := codes[i : i+3]
		speed := int(c[0]) - '0'
		if speed < 0 || speed > 5 {
			return nil, fieldErr("dial", "want a speed 0-5, got "+c)
		}
		b := -1
		for k := 0; k < len(bearingCodes); k++ {
			if bearingCodes[k] == c[1] {
				b = k
			}
		}
		if b < 0 {
			return nil, fieldErr("dial", "want a bearing of "+bearingCodes+", got "+c)
		}
		var d Difficulty
		switch c[2] {
		case 'B':
			d = Blue
		case 'W':
			d = White
		case 'R':
			d = Red
		case 'P':
			d = Purple
		default:
			return nil, fieldErr("dial", "want a difficulty of BWRP, got "+c)
		}
		out = append(out, DialManeuver{speed, Bearings[b], d})
		i += 3
	}
	return out, nil
}

// dialDifficulty returns the difficulty of the maneuver at speed and
// bearing b on ship id's dial, "" when the dial lacks it; known is false
// when the ship has no dial. It reads the table's text in place: a move
// asks once, and parsing the whole dial would cost more than the move.
func dialDifficulty(id string, speed int, b Bearing) (d Difficulty, known bool) {
	letter := byte(0)
	for i, x := range Bearings {
		if x == b {
			letter = bearingCodes[i]
		}
	}
	for i := range dialRows {
		if dialRows[i].ship != id {
			continue
		}
		c := dialRows[i].codes
		for k := 0; k+2 < len(c); k += 4 {
			if int(c[k]-'0') == speed && c[k+1] == letter {
				switch c[k+2] {
				case 'B':
					return Blue, true
				case 'W':
					return White, true
				case 'R':
					return Red, true
				case 'P':
					return Purple, true
				}
			}
		}
		return "", true
	}
	return "", false
}
