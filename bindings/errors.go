//go:build js && wasm

package bindings

import (
	"fmt"
	"strconv"
	"syscall/js"

	"github.com/xwing-arcs/arcs/core"
	"github.com/xwing-arcs/arcs/internal/jsnum"
)

// errKind is the JavaScript error class an argument error is thrown as.
type errKind int

const (
	// typeError: a value of the wrong type, or a missing required one.
	typeError errKind = iota
	// rangeError: a value of the right type outside its domain: NaN or an
	// infinity, a non-integer where an integer is wanted, an unknown name,
	// a number out of range, an array over its length cap.
	rangeError
)

func (k errKind) String() string {
	if k == rangeError {
		return "RangeError"
	}
	return "TypeError"
}

// argError is a bad argument: its kind, the field path inside the
// function's arguments (e.g. "ships[3].size"), and what was wanted.
// The message reads as the core's FieldError does: "path: what".
type argError struct {
	kind errKind
	core.FieldError
}

func typeErrorf(path, format string, args ...any) *argError {
	return &argError{typeError, core.FieldError{Field: path, Msg: fmt.Sprintf(format, args...)}}
}

func rangeErrorf(path, format string, args ...any) *argError {
	return &argError{rangeError, core.FieldError{Field: path, Msg: fmt.Sprintf(format, args...)}}
}

// fromCore turns an error of a core Validate method, whose field path is
// relative to the value validated, into a RangeError at path.
func fromCore(path string, err error) *argError {
	// Validate methods return a *core.FieldError as is (a type assertion:
	// errors.As would link reflection code the size of this package).
	if fe, ok := err.(*core.FieldError); ok {
		fe = fe.Within(path)
		return &argError{rangeError, *fe}
	}
	return &argError{rangeError, core.FieldError{Field: path, Msg: err.Error()}}
}

// jsType is v.Type() made total: a BigInt has no syscall/js type, and
// Type panics on it.
func jsType(v js.Value) (t js.Type, bigint bool) {
	defer func() {
		if recover() != nil {
			t, bigint = js.TypeUndefined, true
		}
	}()
	return v.Type(), false
}

// describe names a JavaScript value for a message: numbers as JavaScript
// prints them, strings quoted (cut at 40 characters), others by kind.
func describe(v js.Value) string {
	t, bigint := jsType(v)
	switch {
	case bigint:
		return "a bigint"
	case t == js.TypeUndefined:
		return "undefined"
	case t == js.TypeNull:
		return "null"
	case t == js.TypeBoolean:
		return strconv.FormatBool(v.Bool())
	case t == js.TypeNumber:
		return jsnum.Format(v.Float())
	case t == js.TypeString:
		s := v.String()
		if r := []rune(s); len(r) > 40 {
			s = string(r[:40]) + "…"
		}
		return strconv.Quote(s)
	case t == js.TypeSymbol:
		return "a symbol"
	case t == js.TypeFunction:
		return "a function"
	case isArray(v):
		return "an array"
	}
	return "an object"
}
