package core

import (
	"math"
	"math/rand"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Every outline of the table is a valid obstacle polygon (simple, with an
// area), clockwise on screen, centred on its bounding box of the stated
// size: placing one needs no Validate.
func TestTokenTable(t *testing.T) {
	tokens := Tokens()
	require.Len(t, tokens, 49)
	kinds := map[TokenKind]int{}
	for _, tk := range tokens {
		kinds[tk.Kind]++
		ob := Obstacle{Points: tk.Points}
		require.NoError(t, ob.Validate(), tk.ID)
		assert.Greater(t, signedArea(tk.Points), 0.0, "%s: clockwise on screen", tk.ID)
		b := boundsOf(tk.Points)
		assert.InDelta(t, tk.Width, b.maxX-b.minX, 0.011, tk.ID)
		assert.InDelta(t, tk.Length, b.maxY-b.minY, 0.011, tk.ID)
		assert.InDelta(t, 0, b.minX+b.maxX, 0.011, tk.ID)
		assert.InDelta(t, 0, b.minY+b.maxY, 0.011, tk.ID)
	}
	// pieces.md: 15 asteroids, 11 debris (loose cargo and spare parts
	// included), 6 gas clouds, the chaff cloud, 7 bombs, 5 mines, 4 remotes.
	assert.Equal(t, map[TokenKind]int{Asteroid: 15, Debris: 11, Gas: 6, Chaff: 1, Bomb: 7, Mine: 5, Remote: 4}, kinds)
	for _, k := range []TokenKind{Asteroid, Debris, Gas, Chaff} {
		assert.True(t, k.IsObstacle(), k)
		assert.False(t, k.IsDevice(), k)
	}
	for _, k := range []TokenKind{Bomb, Mine} {
		assert.True(t, k.IsDevice(), k)
		assert.False(t, k.IsObstacle(), k)
	}
	assert.False(t, Remote.IsObstacle() || Remote.IsDevice())
	_, ok := LookupToken("nope")
	assert.False(t, ok)
}

// GEOMETRY.md 10: (px, py) lands at (x + px cos t - py sin t, y + px sin t
// + py cos t); the back side mirrors x first and stays clockwise.
func TestTokenPlacement(t *testing.T) {
	typ, ok := LookupToken("coreasteroid5")
	require.True(t, ok)
	at0 := Token{Type: typ.ID, X: 100, Y: 200}.Outline()
	for i, p := range typ.Points {
		assert.Equal(t, Point{100 + p.X, 200 + p.Y}, at0[i], "heading 0: translated only")
	}
	at90 := Token{Type: typ.ID, X: 100, Y: 200, Heading: 90}.Outline()
	for i, p := range typ.Points {
		assert.Equal(t, Point{100 - p.Y, 200 + p.X}, at90[i], "heading 90, exact: the token's right points down")
	}
	n := len(typ.Points)
	back := Token{Type: typ.ID, X: 100, Y: 200, Heading: 90, Flipped: true}.Outline()
	for i, p := range typ.Points {
		assert.Equal(t, Point{100 - p.Y, 200 - p.X}, back[n-1-i], "flipped: x mirrored before turning, order reversed")
	}
	rng := rand.New(rand.NewSource(17))
	for i := 0; i < 500; i++ {
		tk := randomToken(rng, "")
		pts := tk.Outline()
		assert.Greater(t, signedArea(pts), 0.0, "%+v: still clockwise", tk)
		typ, _ := LookupToken(tk.Type)
		assert.InDelta(t, signedArea(typ.Points), signedArea(pts), 1e-6, "same area")
		ob := tk.Obstacle()
		assert.Equal(t, tk.Type, ob.Type)
		assert.Equal(t, tk.ID, ob.ID)
	}
	assert.Empty(t, Token{Type: "nope"}.Outline())
}

func TestTokenValidate(t *testing.T) {
	good := Token{Type: "protonbombs", X: 1, Y: 2, Heading: 3}
	require.NoError(t, good.Validate())
	for name, tc := range map[string]struct {
		tk    Token
		field string
	}{
		"unknown type": {Token{Type: "bomb"}, "type"},
		"no type":      {Token{}, "type"},
		"NaN x":        {Token{Type: "bomblet", X: math.NaN()}, "x"},
		"far y":        {Token{Type: "bomblet", Y: 2e6}, "y"},
		"inf heading":  {Token{Type: "bomblet", Heading: math.Inf(1)}, "heading"},
	} {
		err := tc.tk.Validate()
		require.Error(t, err, name)
		assert.Equal(t, tc.field, err.(*FieldError).Field, name)
	}
	assert.Contains(t, Token{Type: "bomb"}.Validate().Error(), `got "bomb"`)
}

// randomToken places a random token of kind (any kind when "") near the
// middle of the board, at any heading, either side.
func randomToken(rng *rand.Rand, kind TokenKind) Token {
	var ids []string
	for _, tk := range Tokens() {
		if kind == "" || tk.Kind == kind {
			ids = append(ids, tk.ID)
		}
	}
	return Token{ID: "t", Type: ids[rng.Intn(len(ids))], X: 300 + rng.Float64()*300, Y: 300 + rng.Float64()*300,
		Heading: rng.Float64()*720 - 360, Flipped: rng.Intn(2) == 1}
}

// A token's range outline is the edge of the area within 100n mm of its
// outline: every point is at that distance, every chord strays less than
// 0.1 mm from it, and it turns clockwise on screen.
func TestTokenRangeOutline(t *testing.T) {
	for _, tk := range Tokens() {
		for _, n := range []int{1, 3} {
			ring := tk.RangeOutline(n)
			require.NotEmpty(t, ring, tk.ID)
			ob := Obstacle{Points: tk.Points}
			r := float64(n) * BandLength
			assert.Greater(t, signedArea(ring), 0.0, tk.ID)
			for i, p := range ring {
				require.InDelta(t, r, distanceToOutline(&ob, p), 1e-9, "%s range %d point %d", tk.ID, n, i)
				q := ring[(i+1)%len(ring)]
				for _, f := range []float64{0.25, 0.5, 0.75} {
					require.InDelta(t, r, distanceToOutline(&ob, p.lerp(q, f)), outlineTolerance, "%s range %d chord %d", tk.ID, n, i)
				}
			}
		}
		assert.Nil(t, tk.RangeOutline(0))
		assert.Nil(t, tk.RangeOutline(6))
	}
	assert.Nil(t, TokenType{}.RangeOutline(1))
}

// Every outline fits the measurement's fixed run list.
func TestTokenOutlinesFitTheRuns(t *testing.T) {
	for _, tk := range Tokens() {
		assert.LessOrEqual(t, len(newOutline(tk.Points).chunks), maxChunks, tk.ID)
	}
}
