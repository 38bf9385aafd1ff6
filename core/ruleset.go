package core

import "github.com/xwing-arcs/arcs/internal/quote"

// Ruleset is the body of second-edition rules and cards a game is played
// under (GEOMETRY.md 7, data/README.md). The geometry is the same in all
// of them; the primary weapons' span, who gets the range combat bonus and
// the card pool differ. In the first edition a ruleset only picks card
// data.
type Ruleset string

const (
	// XWA is X-Wing Alliance, the community's continuation of 2.5 and what
	// most tournaments play in 2025-26: the default.
	XWA Ruleset = "xwa"
	// AMG is 2.5 as Atomic Mass Games left it (2022-2024).
	AMG Ruleset = "amg"
	// Legacy is 2.0 Legacy: the 2.0 rules reference with community
	// points, played at X2PO and XLC events.
	Legacy Ruleset = "legacy"
)

// Rulesets returns every ruleset, the default first. (An array: a slice
// literal would cost the WebAssembly module an equality function.)
func Rulesets() [3]Ruleset { return [3]Ruleset{XWA, Legacy, AMG} }

// Name returns the ruleset's name as players know it, or "" for an
// unknown ruleset.
func (r Ruleset) Name() string {
	switch r {
	case XWA:
		return "X-Wing Alliance"
	case Legacy:
		return "2.0 Legacy"
	case AMG:
		return "AMG 2.5"
	}
	return ""
}

// Valid reports whether r is a ruleset's id (the empty default is not).
func (r Ruleset) Valid() bool { return r.Name() != "" }

// ruleset returns the ruleset in force: XWA when unset.
func (o Options) ruleset() Ruleset {
	if o.Ruleset == "" {
		return XWA
	}
	return o.Ruleset
}

// RulesetIn returns the ruleset in force: o.Ruleset, XWA when unset.
func (o Options) RulesetIn() Ruleset { return o.ruleset() }

// legacyAttacks reports whether the 2.0 attack rules apply: 2.0 Legacy in
// the second edition.
func (o Options) legacyAttacks() bool { return o.edition() == Second && o.ruleset() == Legacy }

// PrimarySpan returns the range span of a primary weapon whose card says
// nothing else (GEOMETRY.md 7): 0-3 in 2e under X-Wing Alliance and AMG's
// 2.5 ("primary weapons have range 0-3"), 1-3 in 2.0 Legacy ("ships whose
// bases touch can't attack each other with primaries") and in 1e.
func (o Options) PrimarySpan() (minRange, maxRange int) {
	if o.edition() == First || o.legacyAttacks() {
		return 1, 3
	}
	return 0, 3
}

// Validate checks that r is empty (the default) or a ruleset's id; the
// error's field is "ruleset".
func (r Ruleset) Validate() error {
	if r == "" || r.Valid() {
		return nil
	}
	return fieldErr("ruleset", `want "xwa", "amg" or "legacy", got `+quote.String(string(r)))
}
