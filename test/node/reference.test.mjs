// Every public reference case through the JavaScript API: inArc, and
// rangeTo with and without an arc, agree with the reference.
import { test } from "node:test";
import assert from "node:assert/strict";
import { engine, referenceCases } from "./engine.mjs";

const xwing = await engine();
const { cases } = referenceCases();

function checkMeasurement(m, want, what) {
  assert.equal(m.range, want.band, `${what}: band`);
  assert.ok(Math.abs(m.distance - want.distance) <= 1e-3, `${what}: distance ${m.distance}, want ${want.distance}`);
  const d = Math.hypot(m.to.x - m.from.x, m.to.y - m.from.y);
  assert.ok(Math.abs(d - m.distance) <= 1e-6, `${what}: from and to are ${d} apart, distance ${m.distance}`);
}

test("there are reference cases", () => assert.ok(cases.length >= 400));

for (const [i, c] of cases.entries()) {
  test(`case ${i}: ${c.edition} ${c.attacker.size} vs ${c.target.size}`, () => {
    const o = { edition: c.edition };
    checkMeasurement(xwing.rangeTo(c.attacker, c.target, o), c.range, "plain range");
    for (const [arc, want] of Object.entries(c.arcs)) {
      assert.equal(xwing.inArc(c.attacker, c.target, arc, o), want.inArc, `${arc}: inArc`);
      const m = xwing.rangeTo(c.attacker, c.target, { ...o, arc });
      if (!want.inArc) {
        assert.equal(m, null, `${arc}: not in arc, rangeTo is null`);
        continue;
      }
      assert.notEqual(m, null, `${arc}: in arc, rangeTo measures`);
      checkMeasurement(m, want, arc);
    }
  });
}
