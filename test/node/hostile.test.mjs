// Thousands of hostile inputs: every one throws a TypeError or RangeError
// whose message starts with the function's name, and good calls still
// answer right afterwards.
import { test } from "node:test";
import assert from "node:assert/strict";
import { engine } from "./engine.mjs";

const xwing = await engine();

// A small deterministic PRNG (mulberry32), so a failure replays.
function rng(seed) {
  return () => {
    seed |= 0; seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const rand = rng(20261130);
const pick = (xs) => xs[Math.floor(rand() * xs.length)];

const good = { x: 100, y: 100, heading: 180, size: "small", id: "g" };
const other = { x: 100, y: 300, heading: 0, size: "small" };
const rock = { id: "r", points: [{ x: 400, y: 400 }, { x: 440, y: 400 }, { x: 420, y: 440 }] };

const throwing = () => ({ get x() { throw new Error("getter"); }, y: 1, heading: 0, size: "small" });
const bad = [
  () => undefined, () => null, () => NaN, () => Infinity, () => -Infinity, () => 1e300, () => -0, () => 2.5,
  () => "", () => "tiny", () => "1", () => "front", () => true, () => false, () => 10n, () => Symbol("s"),
  () => ({}), () => [], () => [1, 2], () => () => 1, () => new Array(5000), () => Object.create(null),
  () => new Proxy({}, { get() { throw new Error("trap"); } }),
  () => { const r = Proxy.revocable({}, {}); r.revoke(); return r.proxy; },
  throwing, () => ({ toString() { throw new Error("toString"); } }), () => new Date(), () => /re/,
  () => ({ x: 1, y: 1, heading: 0 }), () => ({ ...good, size: "tiny" }), () => ({ ...good, ship: "nope" }),
  () => ({ ...good, heading: NaN }), () => ({ ...good, x: "5" }), () => ({ ...good, weapons: 5 }),
  () => ({ ...good, weapons: [{}] }), () => ({ ...good, weapons: new Array(1e7) }), () => ({ ...good, turret: 3 }),
  () => ({ points: new Array(1e9) }), () => ({ points: [1, 2, 3] }), () => ({ points: [{ x: 0, y: 0 }, { x: 1, y: 1 }, { x: 2, y: 2 }] }),
];
const badFor = (kind) => (rand() < 0.5 ? pick(bad)() : corrupt(kind));

// corrupt returns a mostly good value of kind with one field made bad.
function corrupt(kind) {
  const v = kind === "ships" ? [good, other] : kind === "options" ? { edition: "2e" } : kind === "obstacle" ? structuredClone(rock) : { ...good };
  const target = Array.isArray(v) ? (v[1] = { ...other }) : v;
  const field = pick(kind === "options" ? ["edition", "maxRange", "arc", "obstacles"] : kind === "obstacle" ? ["points", "id"] : ["x", "y", "heading", "size", "ship", "id", "team", "turret", "mobile", "weapons", "pilot"]);
  const b = pick(bad)();
  try { target[field] = b; } catch { /* a frozen value */ }
  return v;
}

// Each function with argument kinds; one argument is made bad per call.
const fns = {
  inArc: ["ship", "ship", "arc", "options"],
  rangeTo: ["ship", "ship", "options"],
  within: ["ship", "ship", "n", "options"],
  beyond: ["ship", "ship", "n", "options"],
  relation: ["ship", "ship", "options"],
  attackOptions: ["ship", "ships", "options"],
  arcOutline: ["ship", "arc", "options"],
  rangeOutline: ["ship", "options"],
  board: ["state"],
};
const goodArg = { ship: () => ({ ...good }), ships: () => [good, other], arc: () => "front", n: () => 2, options: () => ({ obstacles: [rock] }), state: () => ({ ships: [good, other], selected: 0 }) };

function badArg(kind) {
  switch (kind) {
    case "arc": return pick(["sideways", "", "auxRear", 3, null, undefined, Symbol("a"), {}, "FRONT"]);
    case "n": return pick([2.5, -1, 6, NaN, "2", null, undefined, 10n, Infinity]);
    case "options": return pick([badFor("options"), { edition: "3e" }, { maxRange: 9 }, { arc: "nope" }, "2e", 5, { obstacles: [badFor("obstacle")] }]);
    case "state": return pick([badFor("x"), { ships: badFor("ships") }, { ships: [good, badFor("ship")] }, { ships: [good], selected: pick([1, -2, 0.5, "0", NaN]) }, { ships: [good], obstacles: [badFor("obstacle")] }, { ships: [good], edition: 2 }]);
    case "ships": return pick([badFor("ships"), [good, badFor("ship")], badFor("x")]);
    default: return badFor("ship");
  }
}

const sane = () => {
  const m = xwing.rangeTo(good, other);
  assert.equal(m.range, 2);
  assert.equal(m.distance, 160);
  assert.equal(xwing.inArc(good, other, "front"), true);
};

test("thousands of hostile calls each throw a TypeError or RangeError naming the function", () => {
  const names = Object.keys(fns);
  let threw = 0, answered = 0;
  for (let i = 0; i < 5000; i++) {
    const name = names[i % names.length];
    const kinds = fns[name];
    const k = Math.floor(rand() * kinds.length);
    const args = kinds.map((kind, j) => (j === k ? badArg(kind) : goodArg[kind]()));
    try {
      xwing[name](...args);
      answered++; // a "bad" value may be acceptable (e.g. -0, an optional field of null)
    } catch (e) {
      threw++;
      assert.ok(e instanceof TypeError || e instanceof RangeError, `${name}: ${e?.constructor?.name}: ${e?.message}`);
      assert.ok(e.message.startsWith(`${name}: `), `message names the function: ${e.message}`);
      assert.doesNotMatch(e.message, /internal error/, `no input reaches a panic: ${e.message}`);
      assert.equal(typeof e.path, "string", `every error carries its path: ${e.message}`);
      assert.ok(e.message.startsWith(`${name}: ${e.path}${e.path ? ": " : ""}`), `the path is the message's: ${e.path} / ${e.message}`);
    }
    if (i % 100 === 0) sane();
  }
  sane();
  assert.ok(threw > 4000, `most hostile calls throw (${threw} threw, ${answered} answered)`);
});

test("the named error kinds", () => {
  assert.throws(() => xwing.inArc({ ...good, heading: NaN }, other, "front"), { name: "RangeError", message: "inArc: attacker.heading: want a finite number, got NaN" });
  assert.throws(() => xwing.attackOptions(good, [good, good, good, { ...good, size: "tiny" }]), { name: "RangeError", message: 'attackOptions: ships[3].size: want one of small, medium, large, huge, got "tiny"', path: "ships[3].size" });
  assert.deepEqual(xwing.board({ ships: [good, good, good, { ...good, size: "tiny" }] }).problems,
    [{ path: "ships[3].size", name: "RangeError", message: 'board: ships[3].size: want one of small, medium, large, huge, got "tiny"' }]);
  assert.throws(() => xwing.rangeTo(good, throwing()), { name: "TypeError", message: 'rangeTo: to.x: reading it threw "getter"', path: "to.x" });
  assert.throws(() => xwing.inArc(good, other, Symbol("front")), { name: "TypeError", message: "inArc: arc: want a string, got a symbol" });
  assert.throws(() => xwing.within(good, other, 10n), { name: "TypeError", message: "within: n: want an integer, got a bigint" });
  sane();
});

test("no leak: many errors, then the instance still answers quickly", () => {
  for (let i = 0; i < 2000; i++) assert.throws(() => xwing.rangeTo(good, throwing()), TypeError);
  sane();
});
