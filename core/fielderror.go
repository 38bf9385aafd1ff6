package core

import (
	"github.com/xwing-arcs/arcs/internal/quote"
	"math"
	"strconv"
	"strings"

	"github.com/xwing-arcs/arcs/internal/jsnum"
)

// FieldError reports an invalid input value and the path of the field that
// holds it, relative to the value validated (e.g. "weapons[0].arc"). Every
// Validate method returns one; the bindings add the argument's name with
// Within and turn it into a JavaScript error.
type FieldError struct {
	Field string
	Msg   string
}

// Error returns "field: message", or the message alone when the field is
// the value itself.
func (e *FieldError) Error() string {
	if e.Field == "" {
		return e.Msg
	}
	return e.Field + ": " + e.Msg
}

// Within returns the error with its field path prefixed by parent, as
// "parent.field" (or "parent[i]" style when field starts with "[").
func (e *FieldError) Within(parent string) *FieldError {
	switch {
	case parent == "":
		return e
	case e.Field == "":
		return &FieldError{Field: parent, Msg: e.Msg}
	case strings.HasPrefix(e.Field, "["):
		return &FieldError{Field: parent + e.Field, Msg: e.Msg}
	}
	return &FieldError{Field: parent + "." + e.Field, Msg: e.Msg}
}

func fieldErr(field, msg string) *FieldError {
	return &FieldError{Field: field, Msg: msg}
}

var (
	itoa = strconv.Itoa
)

// checkNumber reports a number that is not finite or, when limit > 0,
// farther than limit from zero.
func checkNumber(field string, v, limit float64) *FieldError {
	if math.IsNaN(v) || math.IsInf(v, 0) {
		return fieldErr(field, "want a finite number, got "+jsnum.Format(v))
	}
	if limit > 0 && math.Abs(v) > limit {
		return fieldErr(field, "want a number within ±"+jsnum.Format(limit)+", got "+jsnum.Format(v))
	}
	return nil
}

// oneOf reports a string that is none of want.
func oneOf(field, got string, want ...string) *FieldError {
	for _, w := range want {
		if got == w {
			return nil
		}
	}
	return fieldErr(field, "want one of "+strings.Join(want, ", ")+", got "+quote.String(got))
}
