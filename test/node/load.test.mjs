// web/xwing.js in Node: load() resolves to the API, sets globalThis.xwing,
// memoizes, and its functions throw real errors.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { load } from "../../web/xwing.js";

test("load() resolves once to the throwing API", async () => {
  const p = load();
  assert.equal(load(), p, "the same promise");
  const xwing = await p;
  assert.equal(globalThis.xwing, xwing);
  assert.match(xwing.version, /^\d+\.\d+\.\d+/);
  for (const name of ["inArc", "rangeTo", "within", "beyond", "relation", "attackOptions", "arcOutline", "rangeOutline", "catalog", "board"]) {
    assert.equal(typeof xwing[name], "function", name);
    assert.equal(xwing[name].name, name);
  }
  const a = { x: 100, y: 100, heading: 180, size: "small" };
  const b = { x: 100, y: 300, heading: 0, size: "small" };
  assert.equal(xwing.rangeTo(a, b).range, 2);
  assert.throws(() => xwing.inArc(a, b, "nope"), { name: "RangeError", message: /^inArc: arc: / });
  assert.throws(() => xwing.rangeTo(a), { name: "TypeError", message: "rangeTo: to: want an object, got undefined" });
  assert.equal(xwing.inArc(a, b, "front"), true, "answers after an error");
  // The hot functions take the fast path (the engine's tape version
  // matches the loader's): it reads each property once, where the regular
  // path reads it twice.
  for (const [name, call] of [["rangeTo", (s) => xwing.rangeTo(s, b)], ["inArc", (s) => xwing.inArc(s, b, "front")],
    ["relation", (s) => xwing.relation(s, b)], ["attackOptions", (s) => xwing.attackOptions(s, [b])], ["board", (s) => xwing.board({ ships: [s, b] })]]) {
    let reads = 0;
    const counted = { y: 100, heading: 180, size: "small" };
    Object.defineProperty(counted, "x", { enumerable: true, get: () => (reads++, 100) });
    call(counted);
    assert.equal(reads, 1, `${name}: the fast path`);
  }
  assert.equal(await load(), xwing);
});

// The diagram is part of the engine (one Go runtime per page):
// xwing.diagram answers right after load(), through the exported calls;
// loadDiagram, kept for compatibility, resolves at once and downloads
// nothing.
test("xwing.diagram right after load(); loadDiagram() resolves at once", async () => {
  const xwing = await load();
  const state = { ships: [{ x: 100, y: 100, heading: 0, size: "small" }, { x: 100, y: 300, heading: 0, size: "small" }], selected: 0 };
  assert.equal(xwing.diagram.name, "diagram");
  assert.match(xwing.diagram(state), /^<svg /, "no loadDiagram() needed");
  await xwing.loadDiagram(new URL("../../web/no-such.wasm", import.meta.url)); // its url is ignored
  assert.equal(await xwing.loadDiagram(), undefined);
  assert.equal(globalThis.xwingRaw, undefined, "the raw functions are taken, not left about");
  assert.equal(globalThis.xwing, xwing, "the frozen API is the same object");
  const svg = xwing.diagram(state, { caption: "two ships" });
  assert.match(svg, /^<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
  assert.throws(() => xwing.diagram({ ships: [{ x: NaN, y: 1, heading: 0, size: "small" }] }), { name: "RangeError", path: "ships[0].x", message: "diagram: ships[0].x: want a finite number, got NaN" });
  assert.equal(typeof xwing.board({ ships: state.ships }).pieces, "object", "the engine still answers");
});

// In Node, load() reads every ruleset's card file from disk at start:
// loadCards resolves at once, to what addCards answered, once per
// ruleset; an unknown ruleset is a RangeError.
test("xwing.loadCards in Node: the cards are there at load()", async () => {
  const xwing = await load();
  assert.ok(xwing.rulesets().every((r) => r.loaded));
  const p = xwing.loadCards("legacy");
  assert.equal(xwing.loadCards("legacy"), p, "once per ruleset");
  assert.deepEqual(await p, { ruleset: "legacy", name: "2.0 Legacy", pilots: 755, upgrades: 512 });
  assert.deepEqual((await xwing.loadCards()).map((a) => a.ruleset), ["xwa", "legacy", "amg"]);
  await assert.rejects(xwing.loadCards("epic"), { name: "RangeError", path: "ruleset", message: 'loadCards: ruleset: want "xwa", "legacy", "amg", got "epic"' });
  assert.ok(xwing.pilots({ ruleset: "amg" }).length > 600);
});

// The compiling worker (web/xwing-compile.js) runs the engine once and
// sends the page the answers of tokens() and catalog() as JSON text, which
// the page's first calls answer with (xwing.js answerOnce): they must come
// through JSON whole.
test("the engine's tables the compiling worker sends come through JSON whole", async () => {
  const xwing = await load();
  for (const name of ["tokens", "catalog"]) {
    const v = xwing[name]();
    assert.deepStrictEqual(JSON.parse(JSON.stringify(v)), v, name);
  }
});

// The compiling worker reads a few cards (SAMPLE_CARDS) to compile the
// card file reader off the page's main thread: the engine must read them
// whole, or the warm-up quietly compiles less.
test("the compiling worker's sample cards are a card file the engine reads", async () => {
  const source = readFileSync(new URL("../../web/xwing-compile.js", import.meta.url), "utf8");
  const m = /const SAMPLE_CARDS = (\[[\s\S]*?\n\]\.map\([^\n]*);\n/.exec(source);
  assert.ok(m, "SAMPLE_CARDS in xwing-compile.js");
  const text = new Function(`return ${m[1]}`)();
  const xwing = await load();
  const answer = xwing.addCards(text);
  assert.deepEqual(answer, { ruleset: "xwa", name: "A sample", pilots: 4, upgrades: 8 });
  // Back to the real cards for the tests after this one.
  assert.equal(xwing.addCards(readFileSync(new URL("../../web/cards-xwa.txt", import.meta.url), "utf8")).ruleset, "xwa");
});
