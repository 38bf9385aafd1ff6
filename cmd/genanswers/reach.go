package main

import (
	"go/ast"
	"go/importer"
	"go/token"
	"go/types"
)

// reachingAny returns the types package api puts in an interface (file
// names the package's files; skip: those not to walk, the writers' own),
// spelled as the package spells them ("*boardAnswer", "[]int"): a value
// of such a type may come to the writers through an any (an answer
// itself, a field of type any), and only those need a case in dynamic
// (each case costs the engine's download; all of the package's types
// cost ~8 KB of brotli). Found by the type checker, at every place a
// value takes an interface type: returned, assigned, declared, passed,
// put in a composite literal, sent, or converted. generic reports a
// value of a type parameter put in an interface, whose types the
// package's source can't tell: then every type needs its case.
func reachingAny(fset *token.FileSet, files []*ast.File, skip map[*ast.File]bool) (found map[string]bool, generic bool) {
	info := &types.Info{Types: map[ast.Expr]types.TypeAndValue{}, Defs: map[*ast.Ident]types.Object{}, Uses: map[*ast.Ident]types.Object{}}
	conf := types.Config{Importer: importer.ForCompiler(fset, "source", nil), Error: func(error) {}}
	pkg, _ := conf.Check("api", fset, files, info)
	qualify := func(p *types.Package) string {
		if p == pkg {
			return ""
		}
		return p.Name()
	}
	found = map[string]bool{}
	put := func(to types.Type, e ast.Expr) {
		// A place of interface type; a type parameter's place is not one
		// (the type checker counts it an interface): its values keep their type.
		if _, ok := to.(*types.TypeParam); ok || to == nil || !types.IsInterface(to) {
			return
		}
		tv, ok := info.Types[e]
		if !ok || tv.Type == nil || tv.IsNil() {
			return
		}
		// A type parameter first: the type checker counts it an interface.
		if _, ok := tv.Type.(*types.TypeParam); ok {
			generic = true
			return
		}
		if types.IsInterface(tv.Type) {
			return
		}
		found[types.TypeString(tv.Type, qualify)] = true
	}
	typeOf := func(e ast.Expr) types.Type {
		if tv, ok := info.Types[e]; ok {
			return tv.Type
		}
		return nil
	}
	for _, f := range files {
		if skip[f] {
			continue
		}
		var sigs []*types.Signature // the functions a node is in, innermost last
		var walk func(n ast.Node) bool
		walk = func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.FuncDecl:
				if obj, ok := info.Defs[n.Name].(*types.Func); ok && n.Body != nil {
					sigs = append(sigs, obj.Type().(*types.Signature))
					ast.Inspect(n.Body, walk)
					sigs = sigs[:len(sigs)-1]
				}
				return false
			case *ast.FuncLit:
				if sig, ok := typeOf(n).(*types.Signature); ok {
					sigs = append(sigs, sig)
					ast.Inspect(n.Body, walk)
					sigs = sigs[:len(sigs)-1]
				}
				return false
			case *ast.ReturnStmt:
				if len(sigs) > 0 {
					res := sigs[len(sigs)-1].Results()
					if res.Len() == len(n.Results) {
						for i, r := range n.Results {
							put(res.At(i).Type(), r)
						}
					}
				}
			case *ast.AssignStmt:
				if len(n.Lhs) == len(n.Rhs) {
					for i := range n.Lhs {
						put(typeOf(n.Lhs[i]), n.Rhs[i])
					}
				}
			case *ast.ValueSpec:
				if n.Type != nil && len(n.Values) == len(n.Names) {
					for _, v := range n.Values {
						put(typeOf(n.Type), v)
					}
				}
			case *ast.SendStmt:
				if ch, ok := typeOf(n.Chan).Underlying().(*types.Chan); ok {
					put(ch.Elem(), n.Value)
				}
			case *ast.CallExpr:
				if tv, ok := info.Types[n.Fun]; ok && tv.IsType() {
					if len(n.Args) == 1 {
						put(tv.Type, n.Args[0]) // a conversion, any(x)
					}
					break
				}
				var sig *types.Signature
				if t := typeOf(n.Fun); t != nil {
					sig, _ = t.Underlying().(*types.Signature)
				}
				if sig == nil {
					// A builtin: of those, append puts its values in the slice.
					if b, ok := n.Fun.(*ast.Ident); ok && b.Name == "append" && len(n.Args) > 1 && n.Ellipsis == token.NoPos {
						if s, ok := typeOf(n.Args[0]).Underlying().(*types.Slice); ok {
							for _, a := range n.Args[1:] {
								put(s.Elem(), a)
							}
						}
					}
					break
				}
				ps := sig.Params()
				for i, a := range n.Args {
					switch {
					case sig.Variadic() && i >= ps.Len()-1 && n.Ellipsis == token.NoPos:
						put(ps.At(ps.Len()-1).Type().(*types.Slice).Elem(), a)
					case i < ps.Len():
						put(ps.At(i).Type(), a)
					}
				}
			case *ast.CompositeLit:
				t := typeOf(n)
				if t == nil {
					break
				}
				switch u := t.Underlying().(type) {
				case *types.Struct:
					for i, el := range n.Elts {
						if kv, ok := el.(*ast.KeyValueExpr); ok {
							if id, ok := kv.Key.(*ast.Ident); ok {
								for k := 0; k < u.NumFields(); k++ {
									if u.Field(k).Name() == id.Name {
										put(u.Field(k).Type(), kv.Value)
									}
								}
							}
						} else if i < u.NumFields() {
							put(u.Field(i).Type(), el)
						}
					}
				case *types.Slice, *types.Array, *types.Map:
					var elem, key types.Type
					switch u := u.(type) {
					case *types.Slice:
						elem = u.Elem()
					case *types.Array:
						elem = u.Elem()
					case *types.Map:
						elem, key = u.Elem(), u.Key()
					}
					for _, el := range n.Elts {
						if kv, ok := el.(*ast.KeyValueExpr); ok {
							put(elem, kv.Value)
							if key != nil {
								put(key, kv.Key)
							}
						} else {
							put(elem, el)
						}
					}
				}
			}
			return true
		}
		ast.Inspect(f, walk)
	}
	return found, generic
}
