// move() and board()'s planned moves through the JavaScript API: both
// ways in agree to the last bit, end poses match this file's own walk of
// the templates (docs/maneuvers.md), and errors carry their field paths.
import { test } from "node:test";
import assert from "node:assert/strict";
import { startPlain } from "./engine.mjs";
import { rng as random } from "./hostile-inputs.mjs"; // mulberry32: a failure replays

const plain = await startPlain();
const fast = await (await import("../../web/xwing.js")).load();

const BEARINGS = { straight: [1, 5], bankLeft: [1, 3], bankRight: [1, 3], turnLeft: [1, 3], turnRight: [1, 3], koiogran: [1, 5],
  segnorLeft: [1, 3], segnorRight: [1, 3], tallonLeft: [1, 3], tallonRight: [1, 3], stationary: [0, 0], reverse: [1, 5],
  reverseBankLeft: [1, 3], reverseBankRight: [1, 3] };

function randomMove(rnd) {
  const pick = (a) => a[Math.floor(rnd() * a.length)];
  const kind = rnd();
  if (kind < 0.6) {
    const bearing = pick(Object.keys(BEARINGS));
    const [lo, hi] = BEARINGS[bearing];
    const m = { speed: lo + Math.floor(rnd() * (hi - lo + 1)), bearing };
    if (bearing.startsWith("tallon")) m.position = pick(["front", "middle", "rear"]);
    return m;
  }
  if (kind < 0.9) {
    const action = pick(["barrelroll", "boost", "decloak"]);
    const m = { action, direction: pick(action === "barrelroll" ? ["left", "right"] : ["left", "right", "straight"]) };
    if (action === "barrelroll") m.template = pick(["straight", "bankForward", "bankBackward"]);
    if (action !== "boost") m.position = pick(["front", "middle", "rear"]);
    else if (m.direction !== "straight") m.template = pick(["bank", "turn"]);
    return m;
  }
  return { device: pick(["protonbombs", "proximitymines", "seismiccharges"]), template: { speed: 1, bearing: pick(["straight", "bankLeft", "turnRight"]) }, from: pick(["rear", "front"]) };
}

function randomBoard(rnd) {
  const models = ["t65xwing", "tielnfighter", "modifiedyt1300lightfreighter", "firesprayclasspatrolcraft", "croccruiser"];
  const ships = Array.from({ length: 2 + Math.floor(rnd() * 8) }, (_, k) => {
    const s = { id: `s${k}`, x: 100 + rnd() * 700, y: 100 + rnd() * 700, heading: rnd() * 360 };
    if (rnd() < 0.5) s.ship = models[Math.floor(rnd() * models.length)];
    else s.size = ["small", "medium", "large"][Math.floor(rnd() * 3)];
    return s;
  });
  const obstacles = Array.from({ length: Math.floor(rnd() * 3) }, (_, k) => ({ type: `coreasteroid${k}`, x: rnd() * 900, y: rnd() * 900, heading: rnd() * 360 }));
  return { ships, obstacles, tokens: rnd() < 0.3 ? [{ type: "proximitymines", x: rnd() * 900, y: rnd() * 900, heading: 0 }] : [] };
}

test("both ways in give the same move answers, to the last bit", () => {
  const rnd = random(24);
  for (let i = 0; i < 300; i++) {
    const b = randomBoard(rnd);
    const m = randomMove(rnd);
    const who = Math.floor(rnd() * b.ships.length);
    const a = fast.move(who, m, b), p = plain.move(who, m, b);
    assert.deepEqual(a, p, JSON.stringify({ who, m }));
    const state = { ...b, ships: b.ships.map((s, k) => (rnd() < 0.5 ? { ...s, move: randomMove(rnd) } : s)), selected: 0 };
    assert.deepEqual(fast.board(state), plain.board(state));
  }
});

// This file's walk of the templates: the rules of docs/maneuvers.md in
// 0.01 mm steps, for the dial maneuvers of a small ship.
function walk(ship, { speed, bearing }) {
  const hl = 20, fwd = (a) => [Math.sin(a), -Math.cos(a)];
  let th = (ship.heading * Math.PI) / 180, [fx, fy] = fwd(th);
  let gx = ship.x + hl * fx, gy = ship.y + hl * fy, dir = th, len = 40 * speed, k = 0;
  const rev = bearing.startsWith("reverse");
  if (rev) [gx, gy, dir] = [ship.x - hl * fx, ship.y - hl * fy, th + Math.PI];
  const bank = [80, 130, 180][speed - 1], turn = [35, 62.5, 90][speed - 1];
  if (/^(bank|segnor|reverseBank)/.test(bearing)) { len = (bank * Math.PI) / 4; k = 1 / bank; }
  if (/^(turn|tallon)/.test(bearing)) { len = (turn * Math.PI) / 2; k = 1 / turn; }
  if (/Left$/.test(bearing) !== (bearing === "reverseBankLeft" || bearing === "reverseBankRight") && /Left$|Right$/.test(bearing)) k = -k;
  if (bearing === "reverseBankLeft") k = Math.abs(k);
  if (bearing === "reverseBankRight") k = -Math.abs(k);
  const n = Math.round(len / 0.01), ds = len / n;
  for (let i = 0; i < n; i++) {
    const [mx, my] = fwd(dir + (k * ds) / 2);
    gx += ds * mx; gy += ds * my; dir += k * ds;
  }
  const [ex, ey] = fwd(dir);
  let x = gx + hl * ex, y = gy + hl * ey, h = dir - (rev ? Math.PI : 0);
  if (bearing === "koiogran" || bearing.startsWith("segnor")) h += Math.PI;
  if (bearing.startsWith("tallon")) { h += Math.sign(k) * Math.PI / 2; x = gx + 20 * ex; y = gy + 20 * ey; }
  return { x, y, heading: (((h * 180) / Math.PI) % 360 + 360) % 360 };
}

test("end poses match the templates walked step by step", () => {
  const rnd = random(7);
  for (const bearing of Object.keys(BEARINGS)) {
    if (bearing === "stationary") continue;
    for (let speed = BEARINGS[bearing][0]; speed <= BEARINGS[bearing][1]; speed++) {
      const ship = { size: "small", x: 300 + rnd() * 300, y: 300 + rnd() * 300, heading: rnd() * 360 };
      const got = fast.move(ship, { speed, bearing }), want = walk(ship, { speed, bearing });
      assert.ok(Math.abs(got.planned.x - want.x) < 0.01 && Math.abs(got.planned.y - want.y) < 0.01, `${speed} ${bearing}: ${JSON.stringify(got.planned)} vs ${JSON.stringify(want)}`);
      const dh = ((got.planned.heading - want.heading + 540) % 360) - 180;
      assert.ok(Math.abs(dh) < 0.01, `${speed} ${bearing} heading ${got.planned.heading} vs ${want.heading}`);
    }
  }
});

test("the answer's shape and words", () => {
  for (const x of [fast, plain]) {
    const a = x.move({ ship: "tielnfighter", x: 400, y: 400, heading: 0 }, { speed: 2, bearing: "bankLeft" });
    assert.equal(a.headline, "Bank 2 left: lands clear.");
    assert.equal(a.difficulty, "blue");
    assert.deepEqual(Object.keys(a), ["x", "y", "heading", "planned", "template", "bumped", "failed", "overlaps", "obstacles", "tokens", "fled", "token", "difficulty", "warnings", "headline"]);
    const b = x.board({ ships: [{ size: "small", x: 400, y: 400, heading: 0, move: { speed: 1, bearing: "straight" } }, { size: "small", x: 400, y: 200, heading: 180 }], selected: 0 });
    assert.equal(b.moves.length, 2);
    assert.equal(b.moves[1], null);
    assert.equal(b.moves[0].y, 320);
    assert.equal(b.attacks[0][0].range, 1);
  }
});

test("errors name the field", () => {
  for (const x of [fast, plain]) {
    const ship = { size: "small", x: 1, y: 1, heading: 0 };
    assert.throws(() => x.move(ship, { speed: 1, bearing: "up" }), { name: "RangeError", path: "move.bearing" });
    assert.throws(() => x.move(ship, { speed: 7, bearing: "straight" }), { name: "RangeError", path: "move.speed" });
    assert.throws(() => x.move(ship, { speed: "1", bearing: "straight" }), { name: "TypeError", path: "move.speed" });
    assert.throws(() => x.move(ship, { action: "barrelroll", direction: "up" }), { name: "RangeError", path: "move.direction" });
    assert.throws(() => x.move(ship, { device: "coreasteroid1" }), { name: "RangeError", path: "move.device" });
    assert.throws(() => x.move(2, { speed: 1, bearing: "straight" }, { ships: [ship] }), { name: "RangeError", path: "ship" });
    assert.throws(() => x.move(ship, { speed: 1, bearing: "straight" }, { area: "moon" }), { name: "RangeError", path: "board.area" });
    assert.deepEqual(x.board({ ships: [{ ...ship, move: { speed: 1, bearing: "up" } }] }).problems.map((p) => p.path), ["ships[0].move.bearing"]);
  }
});

// A move spelled as players, the Rules Reference or the dial write it is
// the same move as the API's own name; a side that contradicts the
// bearing is an error at its field.
test("moves spelled other ways are the same moves", () => {
  const same = [
    [{ speed: 2, bearing: "bankLeft" }, [{ speed: 2, bearing: "bank left" }, { speed: 2, bearing: "Bank-Left" }, { speed: 2, bearing: "bank", direction: "left" }, { speed: 2, bearing: "B" }]],
    [{ speed: 4, bearing: "koiogran" }, [{ speed: 4, bearing: "Koiogran turn" }, { speed: 4, bearing: "K-turn" }, { speed: 4, bearing: "K" }]],
    [{ speed: 2, bearing: "segnorRight" }, [{ speed: 2, bearing: "Segnor's loop right" }, { speed: 2, bearing: "sloop", direction: "right" }, { speed: 2, bearing: "P" }]],
    [{ speed: 3, bearing: "tallonLeft", position: "rear" }, [{ speed: 3, bearing: "Tallon roll", direction: "left", position: "back" }, { speed: 3, bearing: "E", position: "Rear" }]],
    [{ speed: 1, bearing: "reverseBankRight" }, [{ speed: 1, bearing: "reverse bank right" }, { speed: 1, bearing: "reverse bank", direction: "Right" }, { speed: 1, bearing: "D" }]],
    [{ speed: 0, bearing: "stationary" }, [{ speed: 0, bearing: "Stationary" }, { speed: 0, bearing: "O" }]],
    [{ action: "barrelroll", direction: "left", position: "front" }, [{ action: "barrel roll", direction: "Left", position: "forward" }, { action: "Barrel-Roll", direction: "LEFT", position: "fore" }]],
    [{ action: "barrelroll", direction: "right", template: "bankForward" }, [{ action: "barrelRoll", direction: "right", template: "bank forward" }]],
    [{ action: "boost", direction: "straight" }, [{ action: "Boost", direction: "forward" }, { action: "boost", direction: "straight", template: "Straight" }]],
    [{ action: "boost", direction: "left", template: "turn" }, [{ action: "Boost", direction: "Left", template: "TURN" }, { action: "boost", direction: "left", template: "turnLeft" }, { action: "boost", direction: "left", template: "turn left" }]],
    [{ action: "boost", direction: "right" }, [{ action: "boost", direction: "right", template: "bank" }, { action: "boost", direction: "right", template: "Bank-Right" }, { action: "boost", direction: "right", position: "front" }]],
    [{ device: "protonbombs", template: { speed: 1, bearing: "turnRight" } }, [{ device: "protonbombs", template: { speed: 1, bearing: "turn", direction: "right" } }, { device: "protonbombs", template: { speed: 1, bearing: "Y" }, from: "Rear" }]],
  ];
  const ship = { ship: "t65xwing", x: 400, y: 400, heading: 30 };
  for (const x of [fast, plain]) {
    for (const [canonical, spellings] of same) {
      const want = x.move(ship, canonical);
      for (const m of spellings) assert.deepEqual(x.move(ship, m), want, JSON.stringify(m));
    }
    assert.throws(() => x.move(ship, { speed: 2, bearing: "bankLeft", direction: "right" }), { name: "RangeError", path: "move.direction" });
    assert.throws(() => x.move(ship, { speed: 2, bearing: "straight", direction: "left" }), { name: "RangeError", path: "move.direction" });
    assert.throws(() => x.move(ship, { device: "protonbombs", template: { speed: 1, bearing: "bankLeft", direction: "right" } }), { name: "RangeError", path: "move.template.direction" });
    assert.throws(() => x.move(ship, { speed: 2, bearing: "bank" }), { name: "RangeError", path: "move.bearing" });
    // A boost's template is the one its direction names, or the 1-turn to a side; a decloak has none.
    assert.throws(() => x.move(ship, { action: "boost", direction: "left", template: "bogus" }), { name: "RangeError", path: "move.template", message: /want one of bank, turn, got "bogus"/ });
    assert.throws(() => x.move(ship, { action: "boost", direction: "straight", template: "turn" }), { name: "RangeError", path: "move.template" });
    assert.throws(() => x.move(ship, { action: "boost", direction: "left", template: "bankRight" }), { name: "RangeError", path: "move.template", message: /the boost's own side/ });
    assert.throws(() => x.move(ship, { action: "decloak", direction: "left", template: "bankForward" }), { name: "RangeError", path: "move.template" });
  }
});

// A remote is dropped and launched as a device is: a DRK-1 probe droid
// launched on the 3-straight lands its edge at the template's end.
test("a remote is launched as a device is", () => {
  for (const x of [fast, plain]) {
    const length = x.tokens().find((t) => t.id === "drk1probedroid").length;
    const a = x.move({ size: "small", x: 400, y: 400, heading: 30 }, { device: "drk1probedroid", template: { speed: 3, bearing: "straight" }, from: "front" });
    assert.equal(a.token.type, "drk1probedroid");
    assert.ok(Math.abs(Math.hypot(a.token.x - 400, a.token.y - 400) - (20 + 120 + length / 2)) < 1e-9);
    assert.deepEqual([a.x, a.y, a.heading], [400, 400, 30], "the ship stays");
    assert.throws(() => x.move({ size: "small", x: 1, y: 1, heading: 0 }, { device: "coreasteroid5" }), { name: "RangeError", path: "move.device", message: /bomb, mine or remote/ });
  }
});

test("Cluster Mines place their side tokens, in move() and in board()'s planned moves", () => {
  for (const x of [fast, plain]) {
    const center = x.tokens().find((t) => t.id === "clustermines_center");
    const layer = { size: "small", x: 400, y: 400, heading: 0 };
    const byLeft = { size: "small", x: 240, y: 482.3, heading: 0 };
    const a = x.move(layer, { device: "clustermines_center" }, { ships: [byLeft] });
    const cy = 460 + center.length / 2;
    assert.deepEqual([a.token.x, a.token.y, a.token.ships], [400, cy, []]);
    assert.deepEqual(a.token.side.map((t) => [t.type, t.x, Math.round((t.y - cy) * 100) / 100, t.heading, t.ships]), [
      ["clustermines_left", 360, 1.24, 0, [0]],
      ["clustermines_right", 440, 1.24, 0, []],
    ]);
    assert.equal(a.headline, "Drop Cluster Mines (straight 1): you and Ship 1 are at range 0-1.");
    assert.deepEqual(x.move(layer, { device: "protonbombs" }).token.side, [], "one token");
    const b = x.board({ ships: [{ ...layer, move: { device: "clustermines_center" } }, byLeft] });
    // board() names the ships by board index, the dropping ship (0) too.
    assert.deepEqual(b.moves[0].token, { ...a.token, ships: [0], side: a.token.side.map((t, k) => ({ ...t, ships: k === 0 ? [0, 1] : [0] })) });
  }
});

// The catalog carries each ship's dial as dials.tsv (the project's copy,
// internal/dialstsv) writes it, and move() colours each entry with it.
test("catalog(): every ship's dial is its dials.tsv row, and move() colours each entry the same", async () => {
  const { readFile } = await import("node:fs/promises");
  const text = await readFile(new URL("../../internal/dialstsv/dials.tsv", import.meta.url), "utf8");
  const rows = new Map(text.split("\n").filter((l) => l && !l.startsWith("#") && !l.startsWith("ship\t")).map((l) => l.split("\t")));
  const BEARING = { F: "straight", B: "bankLeft", N: "bankRight", T: "turnLeft", Y: "turnRight", K: "koiogran", L: "segnorLeft",
    P: "segnorRight", E: "tallonLeft", R: "tallonRight", O: "stationary", S: "reverse", A: "reverseBankLeft", D: "reverseBankRight" };
  const COLOUR = { B: "blue", W: "white", R: "red", P: "purple" };
  for (const x of [plain, fast]) {
    let withDial = 0;
    for (const c of x.catalog()) {
      const codes = rows.get(c.id);
      const want = codes ? codes.split(" ").map((m) => ({ speed: Number(m[0]), bearing: BEARING[m[1]], difficulty: COLOUR[m[2]] })) : [];
      assert.deepEqual(c.dial, want, c.id);
      if (want.length) withDial++;
      for (const m of c.dial) {
        const speed = m.bearing === "stationary" ? 0 : m.speed;
        const got = x.move({ ship: c.id, x: 450, y: 450, heading: 0 }, { speed, bearing: m.bearing });
        assert.equal(got.difficulty, m.difficulty, `${c.id} ${m.speed} ${m.bearing}`);
      }
    }
    assert.ok(withDial >= 80, `ships with a dial: ${withDial}`);
  }
});
