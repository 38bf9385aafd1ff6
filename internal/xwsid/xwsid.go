// Package xwsid derives a card's xws id from its printed name, the way
// most ids in the tables are formed: cards_data.go stores only how an id
// differs from that (cardstsv writes it, cards reads it), so the two
// share this one function.
package xwsid

// FromName returns name in lower case with everything but the ASCII
// letters and digits left out: "Adi Gallia" gives "adigallia", "4-LOM"
// "4lom". Other letters ("é") are left out too; such ids are stored whole.
func FromName(name string) string {
	b := make([]byte, 0, len(name))
	for i := 0; i < len(name); i++ {
		c := name[i]
		switch {
		case 'A' <= c && c <= 'Z':
			b = append(b, c+'a'-'A')
		case 'a' <= c && c <= 'z', '0' <= c && c <= '9':
			b = append(b, c)
		}
	}
	return string(b)
}

// Encode returns how a table stores id, given the row's name, its ship
// ("" for an upgrade) and the previous row's id, for Decode to undo:
//
//	"^"        the previous row's id (an upgrade's second side)
//	""         FromName(name)
//	"+"        FromName(name) + "-" + ship
//	"-suffix"  FromName(name) + "-suffix"
//	otherwise  the id itself
//
// ok is false for an id Decode would misread (one starting with '-' or
// equal to "^" or "+"), which cardstsv refuses.
func Encode(id, name, ship, prev string) (code string, ok bool) {
	base := FromName(name)
	switch {
	case id == prev:
		code = "^"
	case id == base:
		code = ""
	case ship != "" && id == base+"-"+ship:
		code = "+"
	case len(id) > len(base) && id[:len(base)+1] == base+"-":
		code = id[len(base):]
	default:
		code = id
	}
	return code, Decode(code, name, ship, prev) == id
}

// Decode returns the id a table stores as code (see Encode).
func Decode(code, name, ship, prev string) string {
	switch {
	case code == "^":
		return prev
	case code == "+":
		return FromName(name) + "-" + ship
	case code == "" || code[0] == '-':
		return FromName(name) + code
	}
	return code
}
