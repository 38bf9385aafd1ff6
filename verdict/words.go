// Package verdict words what the engine decides, once, for every way it
// is shown: the board page's verdict card and its screen-reader
// announcements, the <xwing-board> element, the ruler, and the SVG
// diagram (drawn and in its <desc>). The api package delivers the
// sentences in board()'s and measure()'s answers; package diagram draws
// them. Nothing here measures: the words come from core's answers.
package verdict

import (
	"strconv"
	"strings"

	"github.com/xwing-arcs/arcs/core"
)

// touching reports whether a measurement's ends touch (or overlap).
func touching(m *core.Measurement) bool { return m.Distance <= core.TouchDistance }

// RangeWords says a measurement's band within reach, the largest range
// the player asked about: "range 2", "range 0, touching" (1e: "range 1,
// touching"), "beyond range 3". Never brackets: callers add their own.
func RangeWords(m *core.Measurement, reach int) string {
	if m.Band == core.Beyond || m.Band > reach {
		return "beyond range " + strconv.Itoa(reach)
	}
	w := "range " + strconv.Itoa(m.Band)
	if touching(m) {
		w += ", touching"
	}
	return w
}

// atRange is RangeWords with its preposition: "at range 2", "beyond range 3".
func atRange(m *core.Measurement, reach int) string {
	w := RangeWords(m, reach)
	if strings.HasPrefix(w, "beyond") {
		return w
	}
	return "at " + w
}

// RulerWords says what the range ruler reads: "range 3", "range 0
// (touching)" (1e: "range 1 (touching)"), "beyond range 5".
func RulerWords(m core.Measurement) string {
	if m.Band == core.Beyond {
		return "beyond range " + strconv.Itoa(core.MaxBand)
	}
	w := "range " + strconv.Itoa(m.Band)
	if touching(&m) {
		w += " (touching)"
	}
	return w
}

// RulerText is the ruler's label: "250.0 mm, range 3".
func RulerText(m core.Measurement) string {
	return mm(m.Distance) + ", " + RulerWords(m)
}

// mm is a distance with one decimal: "250.0 mm".
func mm(d float64) string { return strconv.FormatFloat(d, 'f', 1, 64) + " mm" }

// ArcWords names an arc as players do: "front arc", "auxiliary 180° arc".
// A switch, not a map: the engine's module stays small.
func ArcWords(a core.Arc) string {
	switch a {
	case core.FullFront:
		return "full front arc"
	case core.FullRear:
		return "full rear arc"
	case core.SingleTurret:
		return "turret arc"
	case core.AuxRear:
		return "auxiliary rear arc"
	case core.Aux180:
		return "auxiliary 180° arc"
	case core.Turret360:
		return "turret (any direction)"
	case core.DoubleTurret:
		return "double turret arc"
	}
	return string(a) + " arc" // front, rear, left, right, bullseye, primary, mobile, special
}

// arcShort names an arc inside a weapon's brackets: "front", "any direction".
func arcShort(a core.Arc) string {
	if a == core.Turret360 {
		return "any direction"
	}
	return strings.TrimSuffix(ArcWords(a), " arc")
}

// direction says where an arc points, for a ship in it but beyond reach:
// "ahead", "behind you", "to your left", "to your right".
func direction(a core.Arc) string {
	switch a {
	case core.Rear, core.FullRear, core.AuxRear:
		return "behind you"
	case core.Left:
		return "to your left"
	case core.Right:
		return "to your right"
	}
	return "ahead"
}

// dice names a bonus in dice: "+1 attack die", "+2 defense dice".
func dice(n int, kind string) string {
	unit := " dice"
	if n == 1 {
		unit = " die"
	}
	return "+" + strconv.Itoa(n) + " " + kind + unit
}

// BonusWords names a range bonus: "+1 attack die", "+1 defense die", or "".
func BonusWords(b core.Bonus) string {
	var out []string
	if b.Attack > 0 {
		out = append(out, dice(b.Attack, "attack"))
	}
	if b.Defense > 0 {
		out = append(out, dice(b.Defense, "defense"))
	}
	return strings.Join(out, ", ")
}

// listWords joins "a", "a and b", "a, b and c".
func listWords(items []string) string {
	if len(items) <= 1 {
		return strings.Join(items, "")
	}
	return strings.Join(items[:len(items)-1], ", ") + " and " + items[len(items)-1]
}

// weaponTitle is "Proton Torpedoes (front, range 2–3)". A primary weapon's
// name already says its arc in brackets ("Primary (front)"): that part
// goes, so that brackets never nest.
func weaponTitle(w core.Weapon) string {
	name := w.Name
	if i := strings.LastIndex(name, " ("); i > 0 && strings.HasSuffix(name, ")") && !strings.Contains(name[i+2:], "(") {
		name = name[:i]
	}
	if name == "" {
		name = "Attack"
	}
	span := "range " + strconv.Itoa(w.MinRange)
	if w.MaxRange != w.MinRange {
		span += "–" + strconv.Itoa(w.MaxRange)
	}
	return name + " (" + arcShort(w.Arc) + ", " + span + ")"
}

// weaponWords names a weapon and, unless its name already says it, the arc.
func weaponWords(a *core.AttackOption) string {
	name := a.Weapon.Name
	if name == "" {
		name = "Attack"
	}
	if strings.Contains(asciiLower(name), asciiLower(string(a.Arc))) {
		return name
	}
	return name + ", " + ArcWords(a.Arc)
}

// asciiLower lowers ASCII letters only: names and arcs are ASCII, and
// strings.ToLower would link the Unicode tables into the engine.
func asciiLower(s string) string {
	b := []byte(s)
	for i, c := range b {
		if 'A' <= c && c <= 'Z' {
			b[i] = c + 'a' - 'A'
		}
	}
	return string(b)
}
