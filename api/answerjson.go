package api

import (
	"math"
	"strconv"
	"unicode/utf8"
	"unsafe"

	tp "github.com/xwing-arcs/arcs/internal/tapeproto"
)

// A plain script's answer is the answer tape that load() reads (one
// writer), turned into JSON text that bindings hands to JSON.parse: one
// crossing into JavaScript per call instead of one per property, and no
// reflection in the module. The JSON text holds every number as its
// shortest round-trip form, which JSON.parse reads back as the same
// float64 (-0 included), so both ways in give bit-identical answers.

// AnswerJSON returns the JSON text of an answer: its tape, with every
// string in the tape's bytes, read back as JSON.
func AnswerJSON(answer any) string {
	t := &answerTape
	t.reset()
	t.byAddress = false
	t.writeAnswer(answer)
	return tapeJSON(t.finish())
}

// tapeJSON returns the JSON text of an answer tape whose strings are all
// in its bytes (tape.finish's layout: head, codes, numbers, string
// references, string bytes).
func tapeJSON(tape []byte) string {
	r := answerReader{tape: tape}
	nc := r.int32At(0)
	nn := r.int32At(4)
	r.codesAt = 16
	codesEnd := 16 + 4*nc
	r.numsAt = (codesEnd + 7) &^ 7
	r.refsAt = r.numsAt + 8*nn
	ns := r.int32At(8)
	r.bytesAt = r.refsAt + 8*ns
	// Where each string's bytes start: a string used again is referred
	// to by its first index, so the offsets are summed up front.
	r.offsets = offsetsBuf[:0]
	for i, at := 0, r.bytesAt; i < ns; i++ {
		r.offsets = append(r.offsets, at)
		at += r.int32At(r.refsAt + 8*i + 4)
	}
	offsetsBuf = r.offsets
	r.out = jsonBuf[:0]
	r.value()
	jsonBuf = r.out
	if cap(jsonBuf) > 1<<22 {
		jsonBuf = nil // don't hold on to a huge answer's buffer
	}
	return string(r.out)
}

var (
	jsonBuf    []byte
	offsetsBuf []int
)

type answerReader struct {
	tape                             []byte
	codesAt, numsAt, refsAt, bytesAt int
	code, num                        int   // the next code and number
	offsets                          []int // where string i's bytes are in the tape
	out                              []byte
}

func (r *answerReader) int32At(at int) int {
	b := r.tape[at : at+4]
	return int(int32(uint32(b[0]) | uint32(b[1])<<8 | uint32(b[2])<<16 | uint32(b[3])<<24))
}

func (r *answerReader) next() int {
	c := r.int32At(r.codesAt + 4*r.code)
	r.code++
	return c
}

func (r *answerReader) number() {
	at := r.numsAt + 8*r.num
	f := math.Float64frombits(uint64(uint32(r.int32At(at))) | uint64(uint32(r.int32At(at+4)))<<32)
	r.num++
	if math.IsNaN(f) || math.IsInf(f, 0) {
		// Answers are finite (the core's geometry is total on validated
		// input); JSON has no other spelling for a non-finite number.
		r.out = append(r.out, "null"...)
		return
	}
	r.out = strconv.AppendFloat(r.out, f, 'g', -1, 64)
}

// str writes string i of the table.
func (r *answerReader) str(i int) {
	n := r.int32At(r.refsAt + 8*i + 4)
	r.out = appendJSONString(r.out, unsafe.String(unsafe.SliceData(r.tape[r.offsets[i]:]), n))
}

func (r *answerReader) value() {
	switch c := r.next(); c {
	case tp.Null:
		r.out = append(r.out, "null"...)
	case tp.True:
		r.out = append(r.out, "true"...)
	case tp.False:
		r.out = append(r.out, "false"...)
	case tp.Number:
		r.number()
	case tp.Int:
		r.out = strconv.AppendInt(r.out, int64(r.next()), 10)
	case tp.String:
		r.str(r.next())
	case tp.Point:
		r.out = append(r.out, `{"x":`...)
		r.number()
		r.out = append(r.out, `,"y":`...)
		r.number()
		r.out = append(r.out, '}')
	case tp.Array:
		r.out = append(r.out, '[')
		for k := 0; r.peek() != tp.End; k++ {
			if k > 0 {
				r.out = append(r.out, ',')
			}
			r.value()
		}
		r.code++
		r.out = append(r.out, ']')
	case tp.Object:
		r.out = append(r.out, '{')
		for k := 0; r.peek() != tp.End; k++ {
			if k > 0 {
				r.out = append(r.out, ',')
			}
			r.str(r.next())
			r.out = append(r.out, ':')
			r.value()
		}
		r.code++
		r.out = append(r.out, '}')
	default:
		panic("api: answer tape code " + strconv.Itoa(c))
	}
}

func (r *answerReader) peek() int { return r.int32At(r.codesAt + 4*r.code) }

// appendJSONString writes s as a JSON string. Invalid UTF-8 becomes
// U+FFFD, as syscall/js makes a Go string a JavaScript one.
func appendJSONString(out []byte, s string) []byte {
	const hex = "0123456789abcdef"
	out = append(out, '"')
	for i := 0; i < len(s); {
		c := s[i]
		if c >= utf8.RuneSelf {
			r, size := utf8.DecodeRuneInString(s[i:])
			out = utf8.AppendRune(out, r)
			i += size
			continue
		}
		switch {
		case c == '"' || c == '\\':
			out = append(out, '\\', c)
		case c < 0x20:
			out = append(out, '\\', 'u', '0', '0', hex[c>>4], hex[c&15])
		default:
			out = append(out, c)
		}
		i++
	}
	return append(out, '"')
}
