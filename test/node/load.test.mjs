// web/xwing.js in Node: load() resolves to the API, sets globalThis.xwing,
// memoizes, and its functions throw real errors.
import { test } from "node:test";
import assert from "node:assert/strict";
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
  // path reads it twice (validation, then vert).
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
