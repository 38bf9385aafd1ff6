package main

import (
	"go/ast"
	"go/parser"
	"go/token"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// reachingAny finds a type at each kind of place a value takes an
// interface type, and not a type only ever used as itself.
func TestReachingAnyFindsEveryWayIntoAnInterface(t *testing.T) {
	src := `package api
type returned struct{}
type assigned struct{}
type declared struct{}
type passed struct{}
type variadic struct{}
type inField struct{}
type inSlice struct{}
type inMap struct{}
type appended struct{}
type converted struct{}
type sent struct{}
type fromLiteral struct{}
type concrete struct{}
type holder struct{ V any }
func f() any { return &returned{} }
func g() (int, any) { return 1, []returned{} }
func take(v any) {}
func same[T any](v T) T { return v } // T to T: no interface
func many(vs ...any) {}
func h() {
	var a any
	a = assigned{}
	var d any = declared{}
	take(passed{})
	many(1, variadic{})
	_ = holder{V: inField{}}
	_ = []any{inSlice{}}
	_ = map[string]any{"k": inMap{}}
	var s []any
	s = append(s, appended{})
	_ = any(converted{})
	ch := make(chan any, 1)
	ch <- sent{}
	lit := func() any { return fromLiteral{} }
	c := concrete{}
	_, _, _, _, _ = a, d, s, lit, c
}
`
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "api.go", src, parser.SkipObjectResolution)
	require.NoError(t, err)
	found, generic := reachingAny(fset, []*ast.File{f}, nil)
	assert.False(t, generic, "a type parameter's value kept as itself is not in an interface")
	for _, want := range []string{"*returned", "[]returned", "assigned", "declared", "passed", "variadic", "inField", "inSlice", "inMap", "appended", "converted", "sent", "fromLiteral"} {
		assert.True(t, found[want], want)
	}
	assert.False(t, found["concrete"], "never in an interface")
	assert.False(t, found["holder"], "never in an interface")
}

// A value of a type parameter put in an interface could be of any type:
// reachingAny says so, and the writers keep every case.
func TestReachingAnyReportsAGenericValue(t *testing.T) {
	src := "package api\nfunc box[T any](v T) any { return v }\n"
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "api.go", src, parser.SkipObjectResolution)
	require.NoError(t, err)
	_, generic := reachingAny(fset, []*ast.File{f}, nil)
	assert.True(t, generic)
}
