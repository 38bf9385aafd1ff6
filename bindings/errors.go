//go:build js && wasm

package bindings

import "syscall/js"

// jsType is v.Type() made total: a BigInt has no syscall/js type, and
// Type panics on it.
func jsType(v js.Value) (t js.Type, bigint bool) {
	defer func() {
		if recover() != nil {
			t, bigint = js.TypeUndefined, true
		}
	}()
	return v.Type(), false
}
