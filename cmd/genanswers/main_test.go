package main

import (
	"os"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// api/answer_tape.go is generated from package api's answer types (go
// generate ./api) and must not drift from them: an answer field added
// without regenerating would never reach JavaScript.
func TestWritersAreCurrent(t *testing.T) {
	want, err := writers("../../api")
	require.NoError(t, err)
	got, err := os.ReadFile("../../api/answer_tape.go")
	require.NoError(t, err)
	assert.Equal(t, string(want), string(got), "api/answer_tape.go is stale: run go generate ./api")
}
