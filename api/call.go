package api

import (
	"runtime"

	tp "github.com/xwing-arcs/arcs/internal/tapeproto"
)

// Error is an argument error as JavaScript throws it: its class
// ("TypeError" or "RangeError"), the path of the bad value (e.g.
// "ships[3].x"; "" for the arguments as a whole), and the message,
// "fn: path: what".
type Error struct {
	Name, Path, Message string
}

// Call runs function i (tapeproto.Functions) of the module on the arguments in tape, an
// argument tape, and returns its answer: a value of basic types, slices,
// structs, pointers and interfaces whose fields carry their JavaScript
// names as js tags (what github.com/norunners/vert converts), or the
// error. A malformed tape, which only a loader of another version writes,
// is an error too. Every panic becomes an error: no input stops the
// instance.
func (m Module) Call(i int, tape []byte) (answer any, err *Error) {
	codes, text, _ := SplitTape(tape)
	return m.CallParts(i, codes, text)
}

// CallParts is Call on an argument tape given as its codes and its
// strings' bytes (SplitTape), which need not lie one after the other.
func (m Module) CallParts(i int, codes []int32, text []byte) (answer any, err *Error) {
	if i < 0 || i >= len(tp.Functions) {
		return nil, &Error{"RangeError", "", "xwing: no such function (a loader of another version?)"}
	}
	name := tp.Functions[i]
	if !m.Has(i) {
		return nil, &Error{"RangeError", "", name + ": not in this module (another module answers it)"}
	}
	d, args, ok := readParts(&shared, codes, text)
	if !ok {
		return nil, &Error{"RangeError", "", name + ": unreadable arguments (a loader of another version?)"}
	}
	answer, e := call(m.byIndex[i], d, args)
	if e != nil {
		return nil, &Error{e.kind.String(), e.Field, name + ": " + e.Error()}
	}
	return answer, nil
}

// call runs fn on a call's arguments; every panic becomes an argument
// error.
func call(fn apiFunc, d *doc, args []node) (answer any, err *argError) {
	defer func() {
		if r := recover(); r != nil {
			answer, err = nil, asArgError(r)
		}
	}()
	dc := &callDecoder
	*dc = decoder{d: d, args: args}
	return fn(dc), nil
}

// callDecoder is reused from call to call, as the arguments' builder is
// (a call runs to its end before the next: nothing in a call calls the
// engine back): made anew, it would cost an allocation per call.
var callDecoder decoder

// AnswerHead writes answer as an answer tape and returns its head, which
// tells the loader where its parts lie (tape.head): valid until the next
// call.
func AnswerHead(answer any) []byte {
	t := &answerTape
	t.reset()
	t.byAddress = lastingByAddress
	t.writeAnswer(answer)
	return t.head()
}

// ErrorHead is AnswerHead of e's object {name, message, path}.
func ErrorHead(e *Error) []byte {
	return AnswerHead(&errorAnswer{e.Name, e.Message, e.Path})
}

type errorAnswer struct {
	Name    string `js:"name" tape:"lasting"`
	Message string `js:"message"`
	Path    string `js:"path"`
}

// lastingByAddress reports whether a string that lives for good may cross
// as its address: in WebAssembly, where the loader reads it (its memory's
// addresses fit in 32 bits, though a uintptr has 64); natively the tape is
// only ever tested.
const lastingByAddress = runtime.GOARCH == "wasm"
