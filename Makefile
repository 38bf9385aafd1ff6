# Two commands matter: `make serve` (build the wasm, serve the page) and
# `make test` (every test). Both install what they need.
GO      ?= go
GOROOT  := $(shell $(GO) env GOROOT)
WASMDIR := $(GOROOT)/lib/wasm
ADDR    ?= localhost:8080

.PHONY: all wasm page size modules precompress serve test test-go test-wasm test-node test-browser test-package bench bench-go bench-wasm bench-js deps-node deps-system deps-browser fuzz clean

all: wasm

# Build outputs, never committed: the module and the loader glue that
# matches the Go that built it.
#
# Size (the target is <= 894 KiB gzipped, diagram included:
# test/node/size.test.mjs checks it, make size shows it by package):
# - inlining stays on where calls are hot (the engine, the runtime, math,
#   strconv, maps, syscall/js) and is off for the rest of the standard
#   library and vert, which only the plain-script path and error paths
#   run: ~22 KB less gzipped, no measurable cost to board() through
#   xwing.js (a plain script's calls take ~1.3x as long);
# - cards and internal/cardformat (reading card files and squads, once
#   per import) are built without inlining, as the diagram is;
# - the classic garbage collector: Green Tea's gains are multicore ones,
#   and a WebAssembly instance has one thread; it is 13 KB smaller and no
#   slower here. Dropped if this Go no longer knows the experiment.
WASM_GCFLAGS := -gcflags=all=-l -gcflags=github.com/xwing-arcs/arcs/...= -gcflags=runtime= \
	-gcflags=internal/runtime/maps= -gcflags=math= -gcflags=math/bits= -gcflags=unicode/utf8= \
	-gcflags=strconv= -gcflags=internal/strconv= -gcflags=syscall/js= -gcflags=github.com/xwing-arcs/arcs/diagram/...=-l -gcflags=github.com/xwing-arcs/arcs/cards/...=-l \
	-gcflags=github.com/xwing-arcs/arcs/internal/cardformat=-l
WASM_EXPERIMENT := $(shell GOEXPERIMENT=nogreenteagc $(GO) env GOEXPERIMENT >/dev/null 2>&1 && echo nogreenteagc)

# One module, the engine (xwing.wasm), diagram included: one Go runtime
# per page. WASM_NAMED keeps the symbol names, for make size.
WASM_NAMED = GOOS=js GOARCH=wasm GOEXPERIMENT=$(WASM_EXPERIMENT) $(GO) build -trimpath $(WASM_GCFLAGS)
WASM_BUILD = GOOS=js GOARCH=wasm GOEXPERIMENT=$(WASM_EXPERIMENT) $(GO) build -trimpath -ldflags='-s -w' $(WASM_GCFLAGS)

# The card files (cards/cardfiles, generated from the tables) go next to
# the engine as web/cards-<ruleset>.txt: xwing.loadCards fetches them
# when a page first needs a ruleset's cards, so they weigh on no first
# visit.
CARD_FILES := xwa legacy amg

# wasmpack merges the ~44,000 data segments Go's linker writes into a few
# (cmd/wasmpack): the same memory image, ~70 KB smaller gzipped; then it
# drops the function table's tables that only tracebacks and preemption
# read (source lines and the like): ~95 KB less gzipped, 80 KB in brotli;
# the names of the functions outside the runtime and reflect, which
# only tracebacks read: 12 KB less in brotli (the runtime's functions
# keep one name, "runtime.", all the runtime reads: 9 KB); and the functions' inline
# trees and argument layouts, which only the dropped tables led to (a
# traceback's inlined calls and arguments): 20 KB less in brotli. Last,
# the runtime's execution tracer and what only GODEBUG settings run
# (runtime/trace is never linked; no page sets GODEBUG) become traps, and
# the tracebacks and memory dumps printed while the instance fails become
# plain returns: ~23 KB less in brotli (cmd/wasmpack/stubs.go; its tests
# check every call into a trap is behind its gate).
#
# The module is removed first: go build leaves an output whose build ID is
# current as it is, and wasmpack would then pack what it packed before
# (a function table without the index tables that size what it drops).
wasm: deps-node
	rm -f web/xwing.wasm
	$(WASM_BUILD) -o web/xwing.wasm ./wasm
	$(GO) run ./cmd/wasmpack web/xwing.wasm
	cp "$(WASMDIR)/wasm_exec.js" web/wasm_exec.js
	for r in $(CARD_FILES); do cp cards/cardfiles/$$r.txt web/cards-$$r.txt; done
	$(MAKE) --no-print-directory page precompress

# The board page's modules in one file (web/page.js, which index.html
# loads): over a slow link one download instead of forty, which queued
# for HTTP/1.1's six connections ahead of the engine. The modules stay
# plain ES modules, as the custom element and the npm package use them;
# start.js stays its own file (it starts the engine's download as soon as
# the page is painted). The cards the first board doesn't need come after
# it, in web/page-late.js (tools/page.mjs); the drag worker of a big
# board and its modules in web/page-drag.js. test/node/modules.test.mjs
# fails on a stale one.
page: deps-node
	node tools/page.mjs
	@# Its compressed copies too: cmd/serve never sends a copy older than its
	@# file, so a page made after them went out uncompressed (~150 KB more).
	@$(MAKE) --no-print-directory precompress

# What the engine is made of: built with its symbol names (never served),
# packed as make wasm packs it, then its size by section and by package,
# raw and gzipped, and its largest functions (cmd/wasmsize).
size:
	rm -f $${TMPDIR:-/tmp}/xwing-named.wasm
	$(WASM_NAMED) -o $${TMPDIR:-/tmp}/xwing-named.wasm ./wasm
	$(GO) run ./cmd/wasmpack $${TMPDIR:-/tmp}/xwing-named.wasm
	$(GO) run ./cmd/wasmsize -top 40 -funcs 30 $${TMPDIR:-/tmp}/xwing-named.wasm

# The page's module lists (index.html preloads, web/sw.js ASSETS,
# package.json "files") from its imports; test/node/modules.test.mjs
# fails when they drift.
modules: deps-node
	node tools/modules.mjs

# FILE.br and FILE.gz next to the engine and the page's text files, for
# servers that send them by Accept-Encoding (cmd/serve, README "Serving it
# yourself"): 3.7 MB of engine travels as ~565 KiB of brotli, and the
# page's scripts and stylesheet minified (esbuild, from deps-node: 72 ->
# 42 KB of brotli). Only files newer than their copies are redone; cmd/serve
# never sends a copy older than its file. Needs Node; without it the
# server sends the plain files.
precompress:
	@if command -v node >/dev/null 2>&1; then node cmd/serve/precompress.mjs web; \
	else echo "precompress: no node, the server will send uncompressed files"; fi

serve: wasm
	$(GO) run ./cmd/serve -dir web -addr $(ADDR)

test: test-go test-wasm test-node test-browser test-package

# The diagram tests render with librsvg (what wikis use) and Chromium and
# compare: both are required here, never silently skipped.
test-go: deps-system
	$(GO) vet ./...
	XWING_REQUIRE_RENDERERS=1 $(GO) test ./...

test-wasm:
	PATH="$(WASMDIR):$$PATH" GOOS=js GOARCH=wasm $(GO) test ./bindings/...

deps-node:
	@test -d node_modules/playwright-core -a -d node_modules/esbuild -a -d node_modules/typescript -a -d node_modules/axe-core -a -d node_modules/jsts -a -d node_modules/lighthouse || npm ci --no-audit --no-fund

# Debian's packages the tests use: Chromium (never a downloaded browser),
# librsvg2-bin (rsvg-convert) and libxml2-utils (xmllint).
deps-system:
	@command -v chromium >/dev/null 2>&1 && command -v rsvg-convert >/dev/null 2>&1 && command -v xmllint >/dev/null 2>&1 || { \
	  echo "installing Debian's chromium, librsvg2-bin and libxml2-utils (needs root and apt)"; \
	  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium librsvg2-bin libxml2-utils >/dev/null; }

deps-browser: deps-node deps-system

# Every API suite twice: through a plain script's js.FuncOf functions, and
# through web/xwing.js's fast path.
test-node: wasm
	XWING_ENGINE=plain node --test test/node/
	XWING_ENGINE=xwing.js node --test test/node/

test-browser: deps-browser wasm
	XWING_REQUIRE_BROWSER=1 node --test --test-concurrency=1 test/browser/

# The npm package as a user gets it: npm pack (its prepack runs make wasm),
# npm install of the tarball, then Node and an esbuild-bundled page.
test-package: deps-browser wasm
	XWING_REQUIRE_BROWSER=1 node --test --test-concurrency=1 test/package/

bench: bench-go bench-wasm bench-js

bench-go:
	$(GO) test ./core/ -run '^$$' -bench . -benchmem

# The fast path's exported calls inside WebAssembly, without JavaScript.
bench-wasm:
	PATH="$(WASMDIR):$$PATH" GOOS=js GOARCH=wasm GOEXPERIMENT=$(WASM_EXPERIMENT) $(GO) test ./bindings/ -run '^$$' -bench . -benchmem $(WASM_GCFLAGS)

bench-js: wasm
	node bench/bench.mjs
	@# Frame times dragging a ship across the Epic board, Chromium at 4x CPU throttling (issue 25).
	node test/browser/measure-drag.mjs || echo "measure-drag: no browser measure (see its message)"

fuzz:
	$(GO) test ./core/ -run '^$$' -fuzz FuzzMeasure -fuzztime 60s

clean:
	rm -f web/xwing.wasm web/wasm_exec.js web/cards-*.txt web/page.js web/page-late.js web/page-drag.js
	find web -name '*.br' -delete -o -name '*.gz' -delete
