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

// RulerWords says what the range ruler reads: "range 3", "range 0,
// touching" (1e: "range 1, touching"), "beyond range 5".
func RulerWords(m core.Measurement, ed core.Edition) string { return RangeWords(&m, core.MaxBand) }

// RulerText is the ruler's label: "250.0 mm, range 3".
func RulerText(m core.Measurement, ed core.Edition) string {
	return mm(m.Distance) + ", " + RulerWords(m, ed)
}

// mm is a distance with one decimal: "250.0 mm".
func mm(d float64) string { return strconv.FormatFloat(d, 'f', 1, 64) + " mm" }

// arcNames are the arcs as players name them.
var arcNames = map[core.Arc]string{
	core.Front: "front arc", core.Rear: "rear arc", core.Left: "left arc", core.Right: "right arc",
	core.FullFront: "full front arc", core.FullRear: "full rear arc", core.Bullseye: "bullseye arc",
	core.SingleTurret: "turret arc", core.DoubleTurret: "double turret arc",
	core.Primary: "primary arc", core.AuxRear: "auxiliary rear arc", core.Aux180: "auxiliary 180° arc",
	core.Mobile: "mobile arc", core.Special: "special arc", core.Turret360: "turret (any direction)",
}

// ArcWords names an arc: "front arc", "auxiliary 180° arc".
func ArcWords(a core.Arc) string {
	if w, ok := arcNames[a]; ok {
		return w
	}
	return string(a) + " arc"
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
	if strings.Contains(strings.ToLower(name), strings.ToLower(string(a.Arc))) {
		return name
	}
	return name + ", " + ArcWords(a.Arc)
}
