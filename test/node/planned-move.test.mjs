// A ship's planned move in the page's state and its share link
// (web/maneuver.js, web/state.js): every bearing and action survives the
// round trip in a compact code, old links still read, a link's unknown
// move is left out and said.
import { test } from "node:test";
import assert from "node:assert/strict";

const root = new URL("../../", import.meta.url);
const { BEARINGS, ACTIONS, ROLL_TEMPLATES, POSITIONS, checkMove, moveCode, parseMoveCode } = await import(new URL("web/maneuver.js", root));
const { encode, decode } = await import(new URL("web/state.js", root));

// A catalog that knows the ships of these links.
const catalog = new Map(["t65xwing", "tielnfighter"].map((id) => [id, { id }]));

const every = [
  ...Object.keys(BEARINGS).flatMap((bearing) => [0, 1, 2, 3, 4, 5].map((speed) => ({ speed, bearing }))),
  ...["front", "rear"].flatMap((position) => [{ speed: 2, bearing: "tallonLeft", position }, { speed: 3, bearing: "tallonRight", position }]),
  ...Object.entries(ACTIONS).flatMap(([action, dirs]) => dirs.map((direction) => ({ action, direction }))),
  ...ROLL_TEMPLATES.flatMap((template) => POSITIONS.flatMap((position) => ACTIONS.barrelroll.map((direction) => ({ action: "barrelroll", direction, template, position })))),
];

test("every move's code reads back as the move, in at most 12 characters", () => {
  for (const m of every) {
    const code = moveCode(m);
    assert.match(code, /^[a-z0-9.]{2,12}$/, JSON.stringify(m));
    assert.deepEqual(parseMoveCode(code), checkMove(m), code);
  }
  assert.equal(new Set(every.map(moveCode)).size, new Set(every.map((m) => JSON.stringify(checkMove(m)))).size, "no two moves share a code");
});

test("the codes players would read: bank 2 left is 2bl, a boost left boost.l", () => {
  assert.equal(moveCode({ speed: 2, bearing: "bankLeft" }), "2bl");
  assert.equal(moveCode({ action: "boost", direction: "left" }), "boost.l");
  assert.equal(moveCode({ action: "barrelroll", direction: "right" }), "roll.r");
  assert.equal(moveCode({ action: "barrelroll", direction: "left", template: "bankForward", position: "front" }), "roll.l.bf.f");
  assert.equal(moveCode({ speed: 3, bearing: "tallonLeft", position: "front" }), "3tal.f");
  assert.equal(moveCode(null), "");
});

test("defaults are left out: the middle, the 1-straight", () => {
  assert.deepEqual(checkMove({ action: "barrelroll", direction: "left", template: "straight", position: "middle" }), { action: "barrelroll", direction: "left" });
  assert.deepEqual(checkMove({ speed: 1, bearing: "tallonLeft", position: "middle" }), { speed: 1, bearing: "tallonLeft" });
  assert.deepEqual(checkMove({ speed: 1, bearing: "straight", position: "front" }), { speed: 1, bearing: "straight" }, "a position only for a Tallon roll");
});

test("what isn't a move is none", () => {
  for (const m of [null, 3, "2bl", {}, { speed: 6, bearing: "straight" }, { speed: -1, bearing: "straight" }, { speed: 1.5, bearing: "straight" }, { speed: 1, bearing: "loop" }, { action: "boost", direction: "up" }, { action: "jump", direction: "left" }, { action: "barrelroll", direction: "straight" }]) {
    assert.equal(checkMove(m), null, JSON.stringify(m));
  }
  for (const c of ["", "9s", "2xx", "2s.f", "roll", "roll.s", "boost.l.bf", "roll.l.zz", "roll.l.s.q", "roll.l.s.f.x", "2bl;", "x".repeat(40)]) assert.equal(parseMoveCode(c), null, c);
});

test("a planned move rides in the share link and comes back", () => {
  const link = "v1=2e,s,3,0,*/t65xwing,1,450,700,0;tielnfighter,2,300,450,180/";
  const { state } = decode(link, catalog);
  state.ships[0].move = { speed: 2, bearing: "bankLeft" };
  state.ships[1].move = { action: "barrelroll", direction: "right", position: "rear" };
  const text = encode(state);
  assert.match(text, /t65xwing,1,450,700,0,+2bl;/);
  assert.match(text, /tielnfighter,2,300,450,180,+roll\.r\.s\.r\//);
  const back = decode(text, catalog);
  assert.deepEqual(back.problems, []);
  assert.deepEqual(back.state.ships.map((s) => s.move), [{ speed: 2, bearing: "bankLeft" }, { action: "barrelroll", direction: "right", position: "rear" }]);
  assert.equal(encode(back.state), text);
});

test("an old link has no planned moves; a link without them writes as it did", () => {
  const link = "v1=2e,s,3,0,*/t65xwing,1,450,700,0,,,Red%20One;tielnfighter,2,300,450,180/";
  const { state, problems } = decode(link, catalog);
  assert.deepEqual(problems, []);
  assert.ok(state.ships.every((s) => !("move" in s)));
  assert.equal(encode(state), link);
});

test("a move the page can't read is left out, and said", () => {
  const { state, problems } = decode("v1=2e,s,3,0,*/t65xwing,1,450,700,0,,,,,,,,9zz;tielnfighter,2,300,450,180/", catalog);
  assert.equal(state.ships.length, 2, "the ship stays");
  assert.ok(!("move" in state.ships[0]));
  assert.deepEqual(problems, ["ship 1's planned move “9zz” left out"]);
});
