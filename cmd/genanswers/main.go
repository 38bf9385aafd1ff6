// Command genanswers writes api/answer_tape.go: a tape writer for each
// answer type of package api, so that the engine writes answers without
// reflection (reflection and its type data cost the module ~25 KB
// gzipped): go generate ./api.
//
// It reads package api's source: an answer type is a struct type with
// fields tagged js:"name" (tape:"lasting" for a string that lives for
// good). A value in an interface (a field of type any, or an answer
// itself) is written by a type switch over every type expression built
// of answer types and basic types that the package's source spells, so
// any value the package can make has its case.
package main

import (
	"flag"
	"log"
	"os"
)

func main() {
	dir := flag.String("dir", "api", "package api's directory")
	out := flag.String("o", "api/answer_tape.go", "the file to write")
	flag.Parse()
	src, err := writers(*dir)
	if err == nil {
		err = os.WriteFile(*out, src, 0o644)
	}
	if err != nil {
		log.Fatal(err)
	}
}
