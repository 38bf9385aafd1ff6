// Package jsoncall calls the API natively with JSON arguments: it writes
// them as the argument tape the loader writes (internal/tapeproto), so
// that a Go program reads a state through the API's one decoder
// (api/decode.go), with the same checks and the same errors as
// JavaScript's calls. cmd/diagram draws through it. It is a package of
// its own so that the WebAssembly modules link no JSON code.
package jsoncall

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"math"
	"strconv"
	"strings"
	"unsafe"

	"github.com/xwing-arcs/arcs/api"
	tp "github.com/xwing-arcs/arcs/internal/tapeproto"
)

// Call runs function name of module m on args, each one JSON text, and
// returns its answer (api.Module.Call) or its error.
func Call(m api.Module, name string, args ...[]byte) (any, error) {
	i := tp.Index(name)
	if i < 0 {
		return nil, errors.New("no API function " + strconv.Quote(name))
	}
	var w writer
	w.codes = append(w.codes, tp.ArgArray, int32(len(args)))
	for k, a := range args {
		dec := json.NewDecoder(bytes.NewReader(a))
		dec.UseNumber()
		if err := w.value(dec); err != nil {
			return nil, errors.New("argument " + strconv.Itoa(k) + ": " + err.Error())
		}
		if _, err := dec.Token(); err != io.EOF {
			return nil, errors.New("argument " + strconv.Itoa(k) + ": want one JSON value")
		}
	}
	answer, e := m.Call(i, w.tape())
	if e != nil {
		return nil, &Error{Name: e.Name, Path: e.Path, Message: e.Message}
	}
	return answer, nil
}

// Error is an API error: its class ("TypeError", "RangeError"), the
// path of the bad value and the message, as JavaScript would throw it.
type Error struct{ Name, Path, Message string }

func (e *Error) Error() string { return e.Message }

// writer lays JSON values out as an argument tape.
type writer struct {
	codes []int32
	text  []byte
}

func (w *writer) str(s string) {
	w.codes = append(w.codes, int32(len(w.text)), int32(len(s)))
	w.text = append(w.text, s...)
}

// value writes the next JSON value of dec.
func (w *writer) value(dec *json.Decoder) error {
	t, err := dec.Token()
	if err != nil {
		return err
	}
	switch v := t.(type) {
	case nil:
		w.codes = append(w.codes, tp.ArgNull)
	case bool:
		if v {
			w.codes = append(w.codes, tp.ArgTrue)
		} else {
			w.codes = append(w.codes, tp.ArgFalse)
		}
	case json.Number:
		f, err := strconv.ParseFloat(string(v), 64)
		if err != nil && !errors.Is(err, strconv.ErrRange) { // JSON.parse makes Infinity of 1e999
			return err
		}
		b := math.Float64bits(f)
		w.codes = append(w.codes, tp.ArgNumber, int32(uint32(b)), int32(uint32(b>>32)))
	case string:
		w.codes = append(w.codes, tp.ArgString)
		w.str(v)
	case json.Delim:
		return w.container(dec, v)
	}
	return nil
}

// container writes an array or an object whose opening delimiter was
// read; its count is patched in when its end is reached.
func (w *writer) container(dec *json.Decoder, open json.Delim) error {
	kind := int32(tp.ArgArray)
	if open == '{' {
		kind = tp.ArgObject
	}
	w.codes = append(w.codes, kind, 0)
	at, n := len(w.codes)-1, int32(0)
	for dec.More() {
		if open == '{' {
			k, err := dec.Token()
			if err != nil {
				return err
			}
			w.str(k.(string))
		}
		if err := w.value(dec); err != nil {
			return err
		}
		n++
	}
	if _, err := dec.Token(); err != nil { // the closing delimiter
		return err
	}
	w.codes[at] = n
	return nil
}

// tape is the argument tape: int32 nCodes, nBytes, codes, bytes (4-byte
// aligned, as the reader wants).
func (w *writer) tape() []byte {
	words := make([]int32, 2+len(w.codes)+(len(w.text)+3)/4)
	words[0], words[1] = int32(len(w.codes)), int32(len(w.text))
	copy(words[2:], w.codes)
	buf := unsafe.Slice((*byte)(unsafe.Pointer(&words[0])), 4*len(words))
	copy(buf[8+4*len(w.codes):], w.text)
	return buf[:8+4*len(w.codes)+len(w.text)]
}

// DiagramKeys are the members of a diagram file that are diagram's
// options; the others are its state.
var DiagramKeys = []string{"caption", "theme", "view", "width", "labels", "obstacleLabels"}

// Diagram draws a diagram file: a board state (board()'s argument) with
// the diagram's options (DiagramKeys) as members of its own. The SVG is
// xwing.diagram(state, options)'s, byte for byte. A ruleset's cards must
// be loaded first for pilots and upgrades (cards/cardfiles).
func Diagram(file []byte) ([]byte, error) {
	var members map[string]json.RawMessage
	if err := json.Unmarshal(file, &members); err != nil {
		return nil, err
	}
	var opts []string
	for _, k := range DiagramKeys {
		if v, ok := members[k]; ok {
			opts = append(opts, strconv.Quote(k)+":"+string(v))
		}
	}
	answer, err := Call(api.Engine(), "diagram", file, []byte("{"+strings.Join(opts, ",")+"}"))
	if err != nil {
		return nil, err
	}
	return []byte(answer.(string)), nil
}
