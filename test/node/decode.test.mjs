// The decoder: every field kind arrives; absent optional fields take their
// defaults; nested weapons decode; each property is read once, and what a
// getter throws is a TypeError with the field's path, never a dead
// instance. Both ways in (a plain script, load()) read arguments by the
// same rules.
import { test } from "node:test";
import assert from "node:assert/strict";
import { engine } from "./engine.mjs";
import { load } from "../../web/xwing.js";

const xwing = await engine();
const a = { x: 100, y: 100, heading: 180, size: "small" };
const b = { x: 100, y: 300, heading: 0, size: "small" };
const sane = (api = xwing) => assert.equal(api.rangeTo(a, b).range, 2);

test("every field kind decodes: numbers, strings, ints, bools, nested weapons", () => {
  const ship = { id: "w", team: "t", x: 100, y: 100, heading: 180, size: "small",
    weapons: [{ name: "Gun", arc: "front", minRange: 1, maxRange: 3, primary: true },
      { name: "Torp", arc: "front", minRange: 2, maxRange: 3, kind: "torpedo", value: 4 }] };
  const opts = xwing.attackOptions(ship, [ship, { ...b, id: "b", team: "u" }]);
  assert.deepEqual(opts.map((o) => [o.weapon, o.range, o.bonus.attack, o.bonus.defense]), [["Gun", 2, 0, 0], ["Torp", 2, 0, 0]]);
  const near = xwing.attackOptions(ship, [{ ...b, y: 200, team: "u" }]);
  assert.deepEqual(near.map((o) => [o.weapon, o.bonus.attack]), [["Gun", 1]], "primary: range bonus; torpedo min range 2");
  const ord = { ...ship, weapons: [{ name: "Torp", arc: "front", minRange: 1, maxRange: 3, ordnance: true }] };
  assert.deepEqual(xwing.attackOptions(ord, [{ ...b, y: 200, team: "u" }]).map((o) => [o.ordnance, o.bonus.attack]), [[true, 0]], "ordnance decoded");
  assert.equal(xwing.attackOptions({ ...ship, team: "u" }, [{ ...b, team: "u" }]).length, 0, "team decoded");
});

test("absent and null optional fields take their defaults", () => {
  const plain = xwing.rangeTo(a, b);
  assert.deepEqual(xwing.rangeTo({ ...a, id: null, team: undefined, turret: null, weapons: null }, b, { edition: null, maxRange: undefined }), plain);
  assert.equal(xwing.board({ ships: [a, b], selected: null }).selected, null);
  assert.equal(xwing.board({ ships: [a, b], selected: 1 }).selected.index, 1);
  assert.deepEqual(xwing.attackOptions({ ...a, ship: "t65xwing", weapons: [] }, [b]), [], "weapons: [] replaces the catalog's");
});

test("own enumerable fields are read, once each, getters included; inherited ones are not", () => {
  let reads = 0;
  const counted = { get x() { reads++; return 100; }, y: 300, heading: 0, size: "small" };
  assert.equal(xwing.rangeTo(a, counted).range, 2);
  assert.equal(reads, 1, "one read per property");
  class Ship { constructor(y) { this._y = y; } get x() { return 100; } get y() { return this._y; } }
  Ship.prototype.heading = 0;
  Ship.prototype.size = "small";
  assert.throws(() => xwing.rangeTo(a, new Ship(300)), { name: "TypeError", message: "rangeTo: to.x: want a number, got undefined", path: "to.x" },
    "a class's getters live on its prototype: not own fields");
  assert.equal(xwing.rangeTo(a, { ...new Ship(300), x: 100, y: 300, heading: 0, size: "small" }).range, 2);
});

test("a getter that throws: a TypeError with the field's path, the instance lives", async () => {
  const loaded = await load();
  const boom = { get x() { throw new Error("boom"); }, y: 300, heading: 0, size: "small" };
  for (const api of [xwing, loaded]) {
    for (let i = 0; i < 200; i++) {
      assert.throws(() => api.rangeTo(a, boom), { name: "TypeError", message: 'rangeTo: to.x: reading it threw "boom"', path: "to.x" });
    }
    sane(api);
    assert.equal(api.board({ ships: [a, b], selected: 0 }).attacks.length, 2);
  }
  const sym = { get size() { throw Symbol("s"); }, x: 1, y: 1, heading: 0 };
  assert.throws(() => xwing.inArc(sym, b, "front"), { name: "TypeError", message: "inArc: attacker.size: reading it threw an exception" });
  const unused = { ...b, get vendor() { throw new Error("not ours"); } };
  assert.equal(xwing.rangeTo(a, unused).range, 2, "a field the engine doesn't use may throw: it is never needed");
  const trap = new Proxy({}, { ownKeys() { throw new Error("keys"); } });
  assert.throws(() => xwing.rangeTo(a, trap), { name: "TypeError", message: 'rangeTo: to: reading it threw "keys"', path: "to" });
  sane();
});

test("hostile inputs still give precise paths", () => {
  assert.throws(() => xwing.attackOptions(a, [a, { ...b, weapons: [{ name: "w", arc: "front", minRange: 1, maxRange: 2.5 }] }]),
    { name: "RangeError", message: "attackOptions: ships[1].weapons[0].maxRange: want an integer, got 2.5", path: "ships[1].weapons[0].maxRange" });
  assert.throws(() => xwing.rangeTo(a, { points: [{ x: 1, y: 1 }, { x: 2 }, { x: 3, y: 1 }] }),
    { name: "TypeError", message: "rangeTo: to.points[1].y: want a number, got undefined", path: "to.points[1].y" });
  const growing = new Proxy([a, b], { get(t, k) { return k === "length" ? (growing.reads = (growing.reads || 0) + 1) > 1 ? 1e9 : 2 : t[k]; } });
  assert.equal(xwing.board({ ships: growing }).attacks.length, 2, "array lengths are read once");
  sane();
});

test("board reports bad pieces by index and answers for the rest", () => {
  const v = xwing.board({ ships: [a, { ...b, weapons: [{ name: "w", arc: "front", minRange: 1, maxRange: 2.5 }] }, { ...b, id: "c" }],
    obstacles: [{ points: [{ x: 1, y: 1 }, { x: 2 }, { x: 3, y: 1 }] }], selected: 0 });
  assert.deepEqual(v.problems, [
    { path: "obstacles[0].points[1].y", name: "TypeError", message: "board: obstacles[0].points[1].y: want a number, got undefined" },
    { path: "ships[1].weapons[0].maxRange", name: "RangeError", message: "board: ships[1].weapons[0].maxRange: want an integer, got 2.5" },
  ]);
  assert.equal(v.attacks.length, 3);
  assert.equal(v.attacks[1], null, "the bad ship has no answer");
  assert.equal(v.pieces[1], null);
  assert.deepEqual(v.attacks[0].map((o) => o.target), ["c"], "the others keep their ids");
  assert.deepEqual(v.selected.others.map((o) => o.index), [2], "and their indices");
  assert.equal(xwing.board({ ships: [{ ...a, x: NaN }, b], selected: 0 }).selected, null, "a bad selected ship: nothing selected");
  assert.deepEqual(v.pieces[0], { width: 40, length: 40, arcs: ["front", "bullseye"], label: { x: 100, y: 72 } }, "pieces: base, arcs and label from the engine");
});
