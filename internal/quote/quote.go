// Package quote writes a string in double quotes for an error message, as
// strconv.Quote does for text a person can read: backslash, double quote,
// ASCII control characters and bytes that are not UTF-8 are escaped;
// every other rune is kept as it is. strconv.Quote also escapes the runes
// Unicode calls unprintable, which takes Unicode's tables into the
// WebAssembly module: ~5 KB gzipped for a message nobody reads byte by byte.
package quote

import "unicode/utf8"

const hex = "0123456789abcdef"

// String returns s in double quotes with the escapes above: \", \\, \n,
// \r, \t, and \xHH for other ASCII controls, DEL and invalid bytes.
func String(s string) string {
	b := make([]byte, 0, len(s)+2)
	b = append(b, '"')
	for i := 0; i < len(s); {
		c := s[i]
		if c >= utf8.RuneSelf {
			r, n := utf8.DecodeRuneInString(s[i:])
			if r == utf8.RuneError && n == 1 {
				b = append(b, '\\', 'x', hex[c>>4], hex[c&15])
			} else {
				b = append(b, s[i:i+n]...)
			}
			i += n
			continue
		}
		switch {
		case c == '"' || c == '\\':
			b = append(b, '\\', c)
		case c == '\n':
			b = append(b, '\\', 'n')
		case c == '\r':
			b = append(b, '\\', 'r')
		case c == '\t':
			b = append(b, '\\', 't')
		case c < 0x20 || c == 0x7f:
			b = append(b, '\\', 'x', hex[c>>4], hex[c&15])
		default:
			b = append(b, c)
		}
		i++
	}
	return string(append(b, '"'))
}
