// The decode path: validation (Reflect.get) then github.com/norunners/vert
// into boundary structs. Every field kind arrives; absent optional fields
// take their defaults; nested weapons decode; and a value that passes
// validation but changes or throws on vert's second read gives a
// TypeError naming the function, never a dead instance.
import { test } from "node:test";
import assert from "node:assert/strict";
import { engine } from "./engine.mjs";
import { load } from "../../web/xwing.js";

const xwing = await engine();
// Through web/xwing.js's fast path, arguments are read once, as
// JSON.stringify reads them; a value that changes or throws on a second
// read can only reach the regular path (a plain script's functions).
const FAST = process.env.XWING_ENGINE === "xwing.js";
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
  assert.equal(xwing.attackOptions({ ...ship, team: "u" }, [{ ...b, team: "u" }]).length, 0, "team decoded");
});

test("absent and null optional fields take their defaults", () => {
  const plain = xwing.rangeTo(a, b);
  assert.deepEqual(xwing.rangeTo({ ...a, id: null, team: undefined, turret: null, weapons: null }, b, { edition: null, maxRange: undefined }), plain);
  assert.equal(xwing.board({ ships: [a, b], selected: null }).selected, null);
  assert.equal(xwing.board({ ships: [a, b], selected: 1 }).selected.index, 1);
  assert.deepEqual(xwing.attackOptions({ ...a, ship: "t65xwing", weapons: [] }, [b]), [], "weapons: [] replaces the catalog's");
});

test("inherited and getter fields are read", () => {
  class Ship { constructor(y) { this._y = y; } get x() { return 100; } get y() { return this._y; } }
  Ship.prototype.heading = 0;
  Ship.prototype.size = "small";
  assert.equal(xwing.rangeTo(a, new Ship(300)).range, 2);
});

test("a getter that changes type on the second read: a TypeError naming the function", () => {
  let n = 0;
  const fickle = { get x() { return n++ === 0 ? 100 : "oops"; }, y: 300, heading: 0, size: "small" };
  if (FAST) {
    assert.equal(xwing.rangeTo(a, fickle).range, 2, "read once, as JSON");
  } else {
    assert.throws(() => xwing.rangeTo(a, fickle), (e) => e instanceof TypeError && e.message.startsWith("rangeTo: to: changed while it was read"));
  }
  sane();
});

test("a getter that throws on vert's read: a TypeError naming the function, the instance lives", async () => {
  const mk = () => {
    let n = 0;
    return { get x() { if (n++ > 0) throw new Error("second"); return 100; }, y: 300, heading: 0, size: "small" };
  };
  const loaded = await load();
  for (const api of [xwing, loaded]) {
    for (let i = 0; i < 500; i++) {
      if (FAST || api === loaded) {
        assert.equal(api.rangeTo(a, mk()).range, 2, "the fast path reads the getter once");
        continue;
      }
      assert.throws(() => api.rangeTo(a, mk()), { name: "TypeError", message: 'rangeTo: reading an argument threw "second"' });
    }
    sane(api);
    assert.equal(api.board({ ships: [a, b], selected: 0 }).attacks.length, 2);
  }
  const sym = { get x() { throw Symbol("s"); } };
  let k = 0;
  const late = { get size() { if (k++) throw sym; return "small"; }, x: 1, y: 1, heading: 0 };
  if (FAST) {
    assert.equal(typeof xwing.inArc(late, b, "front"), "boolean", "read once");
  } else {
    assert.throws(() => xwing.inArc(late, b, "front"), { name: "TypeError", message: "inArc: reading an argument threw an object" });
  }
  sane();
});

test("hostile inputs still give precise paths", () => {
  assert.throws(() => xwing.board({ ships: [a, { ...b, weapons: [{ name: "w", arc: "front", minRange: 1, maxRange: 2.5 }] }] }),
    { name: "RangeError", message: "board: ships[1].weapons[0].maxRange: want an integer, got 2.5" });
  assert.throws(() => xwing.board({ ships: [a], obstacles: [{ points: [{ x: 1, y: 1 }, { x: 2 }, { x: 3, y: 1 }] }] }),
    { name: "TypeError", message: "board: obstacles[0].points[1].y: want a number, got undefined" });
  const growing = new Proxy([a, b], { get(t, k) { return k === "length" ? (growing.reads = (growing.reads || 0) + 1) > 1 ? 1e9 : 2 : t[k]; } });
  assert.equal(xwing.board({ ships: growing }).attacks.length, 2, "array lengths are read once, by validation");
  sane();
});
