// Package tapeproto defines, once, how arguments and answers cross between
// JavaScript and the engine on the load() way in (docs/api.md): the codes
// of both tapes, the functions by index, the limits both walkers keep, and
// the version. The bindings use these constants; cmd/gentape writes them
// as web/protocol.js (kept apart, so that the
// engine links no formatting code), which the loader imports, and a test fails when that
// file is stale. Nothing here depends on syscall/js, so the generator and
// its test run natively.
package tapeproto

//go:generate go run ../../cmd/gentape -o ../../web/protocol.js

// Version names the layout of both tapes, the exported calls, the
// function order and how a module hands the loader its raw functions
// (globalThis.xwingRaw). The loader takes the exported calls only from an engine of its own version,
// so a stale cached copy of either file is refused instead of misread.
const Version = 7

// Functions are the API's functions, by index in xwingCall.
var Functions = []string{
	"inArc", "rangeTo", "within", "beyond", "relation", "attackOptions",
	"arcOutline", "rangeOutline", "catalog", "board", "diagram",
	"weapons", "squad", "toXWS", "pilots", "upgrades",
	"addCards", "rulesets", "tokens", "measure", "move",
}

// Index returns the index of the function named name in Functions, or -1.
func Index(name string) int {
	for i, n := range Functions {
		if n == name {
			return i
		}
	}
	return -1
}

// The argument tape: the arguments array as its values in document order,
// each a code and its data, all int32 (little-endian), then the strings'
// UTF-8 bytes. Both walkers (the loader's and the engine's for a plain
// script's calls) read a value the same way: numbers as their float64
// bits, own enumerable string-keyed properties (Object.keys) in order,
// each property read once, the elements of an array of at most MaxElements
// (of a longer one only its length), and anything
// a getter or Proxy trap throws kept as a value of its own, so that a
// call reads the same, and fails the same, either way.
const (
	ArgNull      = 1
	ArgTrue      = 2
	ArgFalse     = 3
	ArgNumber    = 4  // lo, hi: the float64's bits
	ArgString    = 5  // at, n: the n bytes at offset at
	ArgArray     = 6  // length, then its values (none past MaxElements)
	ArgObject    = 7  // n, then n times: key (at, n), value
	ArgUndefined = 8  //
	ArgFunction  = 9  //
	ArgSymbol    = 10 //
	ArgBigInt    = 11 //
	ArgThrew     = 12 // at, n: reading it threw; the message, or nothing
	ArgCut       = 13 // reason: a Cut* below; the value was not read
)

// Why a value was not read (ArgCut).
const (
	CutDeep     = 1 // nested deeper than MaxDepth
	CutValues   = 2 // the arguments hold more than MaxValues values
	CutKeys     = 3 // an object with more than MaxKeys properties
	CutBadArray = 4 // an array whose length is not an array length
)

// The limits both walkers keep, so that no input makes either allocate
// without bound. Every cap the API sets on an array (ships, obstacles,
// points: 1000) is at most MaxElements, so the decoder sees the true
// length of a longer array, and refuses it, without its elements ever
// being read.
const (
	MaxDepth    = 16
	MaxElements = 1000
	MaxKeys     = 1000
	MaxValues   = 1 << 20
)

// MaxUpgrades bounds one ship's upgrades: the decoder refuses more, and
// the page keeps no more in a link or a saved board (MAX_UPGRADES in
// protocol.js). No loadout comes near it; it keeps a hostile list small.
const MaxUpgrades = 32

// The answer tape: int32 codes, then float64 numbers, then a string table
// (tape.go in the bindings lays it out).
const (
	End    = -1
	Null   = 1
	True   = 2
	False  = 3
	Number = 4 // the next number
	Int    = 5 // v
	String = 6 // a string: i >= 0, string i of the table; or ^n (< -1), at: the n bytes at address at, which live for good
	Array  = 7 // values..., End
	Object = 8 // (key value)..., End; a key is a string as String's
	Point  = 9 // {x, y} of the next two numbers
	// Same is the value at this place of the last answer of board() the
	// reader returned (api.LoaderAnswerHead): that answer's object itself.
	Same = 10
	// Within marks the array or object that follows as holding Same parts:
	// the reader follows the last answer into it (only there).
	Within = 11
)

// What xwingCall answers for an error (else 0): its answer is then the
// object {name, message, path}.
const ErrorBase = -2
