package core

import "github.com/xwing-arcs/arcs/internal/quote"

// Edition selects the rules: the arc angles, the bullseye width, the
// touching rule and the reach of arcs differ between editions.
type Edition string

const (
	// Second is the second edition (also 2.5), the default.
	Second Edition = "2e"
	// First is the first edition.
	First Edition = "1e"
)

// Options are the settings shared by every query.
type Options struct {
	// Edition is Second when empty.
	Edition Edition
	// MaxRange extends the reach of 2e arcs for Epic weapons: 0 (meaning
	// 3) or 3..5. Ignored in 1e, where arcs reach across the play area.
	MaxRange int
	// Ruleset is XWA when empty. In 2e it picks the attack rules
	// (ruleset.go); in both editions, the cards (package cards).
	Ruleset Ruleset
}

// edition returns the edition in force, Second when unset.
func (o Options) edition() Edition {
	if o.Edition == First {
		return First
	}
	return Second
}

// reach returns how far an arc area extends from its arc edge, in mm:
// "in 2e an arc area extends to range 3 from the arc edge (Epic weapons with
// range 4-5 extend it to that range). In 1e an arc extends across the play
// area" (GEOMETRY.md 5).
func (o Options) reach() float64 {
	if o.edition() == First {
		return unlimitedReach
	}
	if o.MaxRange > 3 {
		return float64(o.MaxRange) * BandLength
	}
	return 3 * BandLength
}

// unlimitedReach stands for "across the play area"; any finite distance
// between validated placements is below it.
const unlimitedReach = 1e300

// Validate checks the options.
func (o Options) Validate() error {
	if e := oneOf("edition", string(o.Edition), "", string(Second), string(First)); e != nil {
		return fieldErr("edition", `want "2e" or "1e", got `+quote.String(string(o.Edition)))
	}
	if o.MaxRange != 0 && (o.MaxRange < 3 || o.MaxRange > MaxBand) {
		return fieldErr("maxRange", "want an integer from 3 to 5, got "+itoa(o.MaxRange))
	}
	return o.Ruleset.Validate()
}
