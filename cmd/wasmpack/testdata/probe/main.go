// Command probe exercises what a Go program needs from its function
// table once wasmpack has dropped the line tables: stack growth (deep
// recursion, which copies stacks and so reads the stack maps), garbage
// collection of pointers held in many frames, panics recovered,
// goroutines, and the names and places runtime reports. It prints one
// line per check. Run with "panic" or "panic-value", it panics instead,
// unrecovered, with an error or with a value of a type of its own.
package main

import (
	"errors"
	"fmt"
	"os"
	"runtime"
	"strings"
)

type node struct {
	value [9]int
}

// sink makes what is stored in it escape to the heap.
var sink *node

// deep recurses n frames, each holding the only pointer to a heap object
// of its own across the call: the collector finds them through the
// frames' stack maps, or frees them and the churn at the bottom
// overwrites them.
func deep(n int) bool {
	local := new(node)
	sink, sink = local, nil
	for i := range local.value {
		local.value[i] = n
	}
	if n > 0 {
		if !deep(n - 1) {
			return false
		}
	} else {
		runtime.GC()
		churn()
	}
	for _, v := range local.value {
		if v != n {
			return false
		}
	}
	return true
}

// churn allocates objects of node's size, filled with -1.
func churn() {
	for i := 0; i < 100000; i++ {
		p := new(node)
		for k := range p.value {
			p.value[k] = -1
		}
		sink = p
	}
	sink = nil
}

func fails(i int) (msg string) {
	defer func() { msg = fmt.Sprint(recover()) }()
	var s []int
	return fmt.Sprint(s[i])
}

// goroutines runs n goroutines that hand their work back over a channel,
// and reports whether it all came back: the scheduler tells the program's
// goroutines from the runtime's by the names of the functions that start
// them.
func goroutines(n int) bool {
	done := make(chan int)
	for i := range n {
		go func() {
			runtime.Gosched()
			done <- i
		}()
	}
	sum := 0
	for range n {
		sum += <-done
	}
	return sum == n*(n-1)/2
}

// failure is a panic value of a type with no Error or String method.
type failure struct{ code int }

func main() {
	if len(os.Args) > 1 {
		switch os.Args[1] {
		case "panic":
			panic(errors.New("probe failed"))
		case "panic-value":
			panic(failure{7})
		}
	}
	const n = 2000
	fmt.Println("deep", deep(n))
	fmt.Println("recovered", strings.Contains(fails(3), "index out of range"))
	pc, file, line, _ := runtime.Caller(0)
	fmt.Printf("name %q\n", runtime.FuncForPC(pc).Name())
	fmt.Println("place", file != "" && line > 0)
	pcs := make([]uintptr, 64)
	frames := runtime.Callers(1, pcs) // the last: runtime.goexit, below runtime.main
	fmt.Printf("runtime name %q\n", runtime.FuncForPC(pcs[frames-1]-1).Name())
	fmt.Println("goroutines", goroutines(8))
	garbage := 0
	for i := 0; i < 200000; i++ {
		garbage += len(make([]byte, 100+i%900))
	}
	fmt.Println("allocated", garbage > 0)
}
