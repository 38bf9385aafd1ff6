package xwsid

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestEncodeDecodeRoundTrip(t *testing.T) {
	for _, tc := range []struct{ name, id, cardName, ship, prev, code string }{
		{"derived", "adigallia", "Adi Gallia", "delta7aethersprite", "", ""},
		{"ship suffix", "adigallia-delta7baethersprite", "Adi Gallia", "delta7baethersprite", "adigallia", "+"},
		{"other suffix", "adonfox-battleoverendor", "Adon Fox", "asf01bwing", "", "-battleoverendor"},
		{"second side", "pivotwing", "Pivot Wing (Open)", "", "pivotwing", "^"},
		{"accent: stored whole", "padmeamidala", "Padmé Amidala", "", "", "padmeamidala"},
		{"digits and punctuation", "4lom", "4-LOM", "", "", ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			code, ok := Encode(tc.id, tc.cardName, tc.ship, tc.prev)
			assert.True(t, ok)
			assert.Equal(t, tc.code, code)
			assert.Equal(t, tc.id, Decode(code, tc.cardName, tc.ship, tc.prev))
		})
	}
}

func TestEncodeRefusesIDsDecodeWouldMisread(t *testing.T) {
	for _, id := range []string{"-x", "+", "^"} {
		_, ok := Encode(id, "Something Else", "", "prev")
		assert.False(t, ok, id)
	}
}
