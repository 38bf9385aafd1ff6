// Package api is the engine's JavaScript API without JavaScript: every call
// takes one path through it, whichever way it came in (docs/api.md):
//
//	argument tape -> the argument model (args.go) -> the decoder
//	(decode.go) -> core, cards, diagram -> an answer value (answer.go)
//
// Call runs function i (internal/tapeproto.Functions) on an argument tape
// and returns the answer, or an *Error with the bad value's path. The
// answer is a Go value whose js tags are the API's names; AnswerHead lays
// it out for the loader (load()'s exported calls), and AnswerJSON makes
// the JSON text the bindings parse for a plain script's calls.
//
// Nothing here imports syscall/js, so the whole path builds natively; the
// bindings (package bindings) only move bytes and values across.
package api
