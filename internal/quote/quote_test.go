package quote

import (
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestString(t *testing.T) {
	for in, want := range map[string]string{
		"":              `""`,
		"t65xwing":      `"t65xwing"`,
		`say "hi"\`:     `"say \"hi\"\\"`,
		"a\nb\rc\td":    `"a\nb\rc\td"`,
		"\x00\x1f\x7f":  `"\x00\x1f\x7f"`,
		"é ✈ 星":         `"é ✈ 星"`,
		"bad \xff byte": `"bad \xff byte"`,
		"cut \xe2\x9c":  `"cut \xe2\x9c"`,
		"\u2028 kept":   "\"\u2028 kept\"",
		"emoji 🚀 stays": `"emoji 🚀 stays"`,
	} {
		assert.Equal(t, want, String(in), "%q", in)
	}
}

// On printable text it says what strconv.Quote says, so messages read
// as they did.
func TestAsStrconvOnPrintableText(t *testing.T) {
	for _, s := range []string{"", "lukeskywalker", `a"b\c`, "tab\there", "ünïcödé", "\x01", "x\xffy", "星"} {
		assert.Equal(t, strconv.Quote(s), String(s), "%q", s)
	}
}
