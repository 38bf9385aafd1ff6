package api

import "github.com/xwing-arcs/arcs/core"

// errKind is the JavaScript error class an argument error is thrown as.
type errKind int

const (
	// typeError: a value of the wrong type, or a missing required one.
	typeError errKind = iota
	// rangeError: a value of the right type outside its domain: NaN or an
	// infinity, a non-integer where an integer is wanted, an unknown name,
	// a number out of range, an array over its length cap.
	rangeError
	// plainError: the input is right but the engine can't answer yet: a
	// ruleset's cards are not loaded (cards.go).
	plainError
)

func (k errKind) String() string {
	switch k {
	case rangeError:
		return "RangeError"
	case plainError:
		return "Error"
	}
	return "TypeError"
}

// argError is a bad argument: its kind, the field path inside the
// function's arguments (e.g. "ships[3].size"), and what was wanted. It
// reads as the core's FieldError does, "path: what", and travels to
// JavaScript with the path as a value of its own (error.path).
type argError struct {
	kind errKind
	core.FieldError
}

// typeErr and rangeErr make the argument error at p. Messages are built
// by concatenation: fmt would add tens of kilobytes to the module. They,
// fromCore and path.String are never inlined: they run only on bad input,
// and their hundreds of call sites inlined them for 1.5 KB of brotli.
//
//go:noinline
func typeErr(p *path, msg string) *argError {
	return &argError{typeError, core.FieldError{Field: p.String(), Msg: msg}}
}

//go:noinline
func rangeErr(p *path, msg string) *argError {
	return &argError{rangeError, core.FieldError{Field: p.String(), Msg: msg}}
}

// fromCore turns an error of a core Validate method, whose field path is
// relative to the value validated, into a RangeError at p.
//
//go:noinline
func fromCore(p *path, err error) *argError {
	// Validate methods return a *core.FieldError as is (a type assertion:
	// errors.As would link reflection code the size of this package).
	if fe, ok := err.(*core.FieldError); ok {
		return &argError{rangeError, *fe.Within(p.String())}
	}
	return &argError{rangeError, core.FieldError{Field: p.String(), Msg: err.Error()}}
}

// asArgError makes the argError for a panic recovered from a call: an
// argument error as it is; anything else is a bug in the bindings or the
// core reached with input the decoder let through, reported as a
// RangeError (the input had the right types).
func asArgError(r any) *argError {
	if e, ok := r.(*argError); ok {
		return e
	}
	what := "a panic"
	switch v := r.(type) {
	case error:
		what = v.Error()
	case string:
		what = v
	}
	return &argError{rangeError, core.FieldError{Msg: "internal error (please report): " + what}}
}
