// Thousands of hostile inputs: every one throws a TypeError or RangeError
// whose message starts with the function's name, and good calls still
// answer right afterwards.
import { test } from "node:test";
import assert from "node:assert/strict";
import { engine } from "./engine.mjs";

const xwing = await engine();

import { rng, hostileCall, good, other, throwing } from "./hostile-inputs.mjs";

const sane = () => {
  const m = xwing.rangeTo(good, other);
  assert.equal(m.range, 2);
  assert.equal(m.distance, 160);
  assert.equal(xwing.inArc(good, other, "front"), true);
};

test("thousands of hostile calls each throw a TypeError or RangeError naming the function", () => {
  let threw = 0, answered = 0;
  for (let i = 0; i < 5000; i++) {
    const [name, args] = hostileCall(20261130, i);
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
