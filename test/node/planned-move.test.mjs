// A ship's planned move in the page's state and its share link
// (web/maneuver.js, web/state.js): every bearing, action and device drop
// or launch survives the round trip in a compact code, old links still
// read, a link's unknown move is left out and said; every Device card of
// every ruleset drops a token the engine knows, or is listed as placing
// none.
import { test } from "node:test";
import assert from "node:assert/strict";

const root = new URL("../../", import.meta.url);
const { BEARINGS, ACTIONS, ROLL_TEMPLATES, POSITIONS, DEVICE_TEMPLATES, DEVICE_FROM, DEVICE_KINDS, checkMove, moveCode, parseMoveCode, deviceToken } = await import(new URL("web/maneuver.js", root));
const { encode, decode } = await import(new URL("web/state.js", root));
const { setTokenTypes } = await import(new URL("web/pieces.js", root));
const { engine, RULESETS } = await import("./engine.mjs");

// A catalog that knows the ships of these links.
const catalog = new Map(["t65xwing", "tielnfighter"].map((id) => [id, { id }]));

const every = [
  ...Object.keys(BEARINGS).flatMap((bearing) => [0, 1, 2, 3, 4, 5].map((speed) => ({ speed, bearing }))),
  ...["front", "rear"].flatMap((position) => [{ speed: 2, bearing: "tallonLeft", position }, { speed: 3, bearing: "tallonRight", position }]),
  ...Object.entries(ACTIONS).flatMap(([action, dirs]) => dirs.map((direction) => ({ action, direction }))),
  ...ROLL_TEMPLATES.flatMap((template) => POSITIONS.flatMap((position) => ACTIONS.barrelroll.map((direction) => ({ action: "barrelroll", direction, template, position })))),
  ...["left", "right"].map((direction) => ({ action: "boost", direction, template: "turn" })),
  ...POSITIONS.flatMap((position) => ["left", "right"].map((direction) => ({ action: "decloak", direction, position }))),
];

test("every move's code reads back as the move, in at most 13 characters", () => {
  for (const m of every) {
    const code = moveCode(m);
    assert.match(code, /^[a-z0-9.]{2,13}$/, JSON.stringify(m));
    assert.deepEqual(parseMoveCode(code), checkMove(m), code);
  }
  assert.equal(new Set(every.map(moveCode)).size, new Set(every.map((m) => JSON.stringify(checkMove(m)))).size, "no two moves share a code");
});

test("the codes players would read: bank 2 left is 2bl, a boost left boost.l", () => {
  assert.equal(moveCode({ speed: 2, bearing: "bankLeft" }), "2bl");
  assert.equal(moveCode({ action: "boost", direction: "left" }), "boost.l");
  assert.equal(moveCode({ action: "barrelroll", direction: "right" }), "roll.r");
  assert.equal(moveCode({ action: "barrelroll", direction: "left", template: "bankForward", position: "front" }), "roll.l.bf.f");
  assert.equal(moveCode({ action: "boost", direction: "right", template: "turn" }), "boost.r.t");
  assert.equal(moveCode({ action: "decloak", direction: "right", position: "front" }), "decloak.r.s.f");
  assert.equal(moveCode({ action: "decloak", direction: "straight", position: "front" }), "decloak.s", "straight ahead: no position");
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
  for (const c of ["", "9s", "2xx", "2s.f", "roll", "roll.s", "boost.l.bf", "roll.l.zz", "roll.l.s.q", "roll.l.s.f.x", "boost.s.t", "boost.l.t.f", "roll.l.t", "decloak.l.t", "decloak.s.s.f", "decloak.l.bf.f", "2bl;", "x".repeat(40)]) assert.equal(parseMoveCode(c), null, c);
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

// ---- devices ----

const DEVICES = ["protonbombs", "seismiccharges", "clustermines_center", "connernets", "proximitymines"];
const everyDevice = DEVICES.flatMap((device) => DEVICE_FROM.flatMap((from) => DEVICE_TEMPLATES.map((template) => ({ device, template, from }))));

test("every device drop and launch reads back from its code", () => {
  for (const m of everyDevice) {
    const code = moveCode(m);
    assert.match(code, /^(drop|launch)\.[a-z0-9_]+(\.[1-5](s|bl|br|tl|tr))?$/, JSON.stringify(m));
    assert.deepEqual(parseMoveCode(code), checkMove(m), code);
  }
  assert.equal(new Set(everyDevice.map(moveCode)).size, everyDevice.length, "no two share a code");
  assert.equal(moveCode({ device: "protonbombs" }), "drop.protonbombs", "dropped on the 1-straight: the default");
  assert.equal(moveCode({ device: "protonbombs", template: { speed: 1, bearing: "straight" }, from: "rear" }), "drop.protonbombs");
  assert.equal(moveCode({ device: "seismiccharges", template: { speed: 2, bearing: "bankLeft" }, from: "front" }), "launch.seismiccharges.2bl");
  assert.deepEqual(checkMove({ device: "protonbombs", template: { speed: 1, bearing: "straight" }, from: "rear" }), { device: "protonbombs" });
});

test("what isn't a device move is none", () => {
  for (const m of [
    { device: "" },
    { device: "Proton Bombs" },
    { device: 3 },
    { device: "protonbombs", from: "side" },
    { device: "protonbombs", template: { speed: 4, bearing: "bankLeft" } },
    { device: "protonbombs", template: { speed: 1, bearing: "koiogran" } },
    { device: "protonbombs", template: "straight" },
  ]) {
    assert.equal(checkMove(m), null, JSON.stringify(m));
  }
  for (const c of ["drop", "drop.", "drop.PB", "drop.protonbombs.4bl", "drop.protonbombs.1k", "drop.protonbombs.1s.f", "lob.protonbombs", `drop.${"x".repeat(41)}`]) assert.equal(parseMoveCode(c), null, c);
});

test("a planned device rides in the share link and comes back", () => {
  const { state } = decode("v1=2e,s,3,0,*/tiesabomber,1,450,500,0;@small,2,450,650,0/", new Map([["tiesabomber", { id: "tiesabomber" }]]));
  state.ships[0].move = { device: "protonbombs", template: { speed: 1, bearing: "bankRight" }, from: "front" };
  const text = encode(state);
  assert.match(text, /tiesabomber,1,450,500,0,+launch\.protonbombs\.1br;/);
  const back = decode(text, new Map([["tiesabomber", { id: "tiesabomber" }]]));
  assert.deepEqual(back.problems, []);
  assert.deepEqual(back.state.ships[0].move, { device: "protonbombs", template: { speed: 1, bearing: "bankRight" }, from: "front" });
  assert.equal(encode(back.state), text);
});

test("every action the page plans, the engine moves as the page means it", async () => {
  const x = await engine();
  const ship = { size: "small", x: 400, y: 400, heading: 0 };
  for (const m of every.map(checkMove).filter((m) => m && m.action)) {
    const a = x.move(ship, m);
    assert.equal(typeof a.x, "number", JSON.stringify(m));
  }
  // The 1-turn: a quarter turn, unlike the 1-bank's eighth.
  assert.equal(x.move(ship, checkMove({ action: "boost", direction: "left", template: "turn" })).heading, 270);
  assert.equal(x.move(ship, checkMove({ action: "boost", direction: "left" })).heading, 315);
  // A small ship's decloak at the side, at the rear: the 2-straight's
  // narrow end against the side, 10 mm back (half the template's width).
  const rear = x.move(ship, checkMove({ action: "decloak", direction: "right", position: "rear" }));
  assert.deepEqual([rear.x, rear.y], [400 + 20 + 80 + 20, 400 + 10]);
});

// NO_TOKEN are the Device cards that place nothing the engine drops, and why.
const NO_TOKEN = {
  blazerbomb: "pieces.tsv has no Blazer Bomb token",
  electrochaffmissiles: "launches a chaff cloud: an obstacle",
};

// Last in the file: from here on pieces.js knows the engine's tokens
// (before, a token's type is checked for its form only, as before the
// page's engine is ready).
test("every Device card of every ruleset drops a bomb, mine or remote of tokens(), or is known to place none", async () => {
  const x = await engine();
  setTokenTypes(x.tokens());
  {
    for (const r of RULESETS) {
      const cards = x.upgrades({ ruleset: r }).filter((u) => u.slots.includes("device"));
      assert.ok(cards.length > 5, `${r}: its Device cards`);
      for (const c of cards) {
        const t = deviceToken(c.id);
        if (Object.hasOwn(NO_TOKEN, c.id)) {
          assert.equal(t, "", `${r}: ${c.id} (${NO_TOKEN[c.id]})`);
          continue;
        }
        assert.ok(t, `${r}: ${c.id} (${c.name}) drops no token the engine knows: name it in maneuver.js DEVICE_CARD_TOKENS or here`);
        assert.ok(DEVICE_KINDS.includes(x.tokens().find((k) => k.id === t).kind));
        // The engine drops it.
        const a = x.move({ size: "small", x: 450, y: 450, heading: 0 }, { device: t });
        assert.equal(a.token.type, t);
      }
    }
    assert.equal(deviceToken("protonbombs"), "protonbombs");
    assert.equal(deviceToken("bombletgenerator"), "bomblet");
    assert.equal(deviceToken("clustermines"), "clustermines_center");
    assert.equal(deviceToken("drk1probedroids"), "drk1probedroid");
  }
  // With the engine's tokens known, a link's device must be a bomb, mine or remote.
  const cat = new Map([["tiesabomber", { id: "tiesabomber" }]]);
  for (const [code, kept] of [["drop.protonbombs", true], ["launch.clustermines_left.1tr", true], ["drop.nosuchbomb", false], ["drop.coreasteroid5", false], ["launch.drk1probedroid", true], ["drop.sensorbuoy_red.3s", true]]) {
    const { state, problems } = decode(`v1=2e,s,3,0,*/tiesabomber,1,450,500,0,,,,,,,,${code}/`, cat);
    assert.equal(!!state.ships[0].move, kept, code);
    assert.deepEqual(problems, kept ? [] : [`ship 1's planned move “${code}” left out`], code);
  }
});
