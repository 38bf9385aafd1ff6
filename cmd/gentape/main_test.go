package main

import (
	"os"
	"testing"

	. "github.com/xwing-arcs/arcs/internal/tapeproto"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The loader's constants are these: web/protocol.js is generated from this
// package (go generate ./internal/tapeproto) and must not drift.
func TestProtocolFileIsCurrent(t *testing.T) {
	got, err := os.ReadFile("../../web/protocol.js")
	require.NoError(t, err)
	assert.Equal(t, string(protocolJS()), string(got), "web/protocol.js is stale: run go generate ./internal/tapeproto")
}

func TestFunctionsAreDistinct(t *testing.T) {
	seen := map[string]bool{}
	for _, f := range Functions {
		assert.False(t, seen[f], f)
		seen[f] = true
	}
}
