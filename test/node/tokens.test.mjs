// Official tokens (GEOMETRY.md 10) through the JavaScript API: the table,
// obstacles by type, rangeTo a token, board's devices and remotes, their
// drawings, and hostile token input. Placement and distances are checked
// against this file's own implementation of section 10.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { engine, root } from "./engine.mjs";

const xwing = await engine();
const table = xwing.tokens();
const byId = new Map(table.map((t) => [t.id, t]));
const ofKind = (...kinds) => table.filter((t) => kinds.includes(t.kind)).map((t) => t.id);

// mulberry32, so that a failure replays.
function random(seed) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// place is section 10: a token-frame point (px, py) lands at
// (x + px cos t - py sin t, y + px sin t + py cos t), px -> -px first on
// the back side.
function place(tok) {
  const t = (tok.heading * Math.PI) / 180, c = Math.cos(t), s = Math.sin(t);
  return byId.get(tok.type).points.map(({ x: px0, y: py }) => {
    const px = tok.flipped ? -px0 : px0;
    return { x: tok.x + px * c - py * s, y: tok.y + px * s + py * c };
  });
}

// A ship's base corners (GEOMETRY.md 1), for the distance oracle.
const sizes = { small: 40, medium: 60, large: 80 };
function corners(ship) {
  const t = (ship.heading * Math.PI) / 180, f = { x: Math.sin(t), y: -Math.cos(t) }, r = { x: Math.cos(t), y: Math.sin(t) };
  const h = sizes[ship.size] / 2;
  return [[-h, h], [h, h], [h, -h], [-h, -h]].map(([u, v]) => ({ x: ship.x + u * r.x + v * f.x, y: ship.y + u * r.y + v * f.y }));
}

function pointSegment(p, a, b) {
  const dx = b.x - a.x, dy = b.y - a.y, l2 = dx * dx + dy * dy;
  const t = l2 === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / l2));
  return Math.hypot(p.x - a.x - t * dx, p.y - a.y - t * dy);
}
const cross = (o, a, b) => (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);
function segmentsCross(a, b, c, d) {
  return cross(a, b, c) * cross(a, b, d) < 0 && cross(c, d, a) * cross(c, d, b) < 0;
}
function inside(p, poly) {
  let inPoly = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const a = poly[j], b = poly[i];
    if ((a.y > p.y) !== (b.y > p.y) && p.x < a.x + ((p.y - a.y) * (b.x - a.x)) / (b.y - a.y)) inPoly = !inPoly;
  }
  return inPoly;
}
// distance from a ship's base to a polygon: 0 when they overlap, else the
// least distance between their edges.
function distance(ship, poly) {
  const box = corners(ship);
  if (poly.some((p) => inside(p, box)) || box.some((p) => inside(p, poly))) return 0;
  let best = Infinity;
  for (let i = 0; i < poly.length; i++) {
    const a = poly[i], b = poly[(i + 1) % poly.length];
    for (let k = 0; k < 4; k++) {
      const c = box[k], d = box[(k + 1) % 4];
      if (segmentsCross(a, b, c, d)) return 0;
      best = Math.min(best, pointSegment(a, c, d), pointSegment(c, a, b));
    }
  }
  return best;
}

function randomShip(rnd, extra = {}) {
  return { x: 250 + rnd() * 400, y: 250 + rnd() * 400, heading: rnd() * 720 - 360, size: ["small", "medium", "large"][Math.floor(rnd() * 3)], ...extra };
}
function randomToken(rnd, ids, near) {
  return { type: ids[Math.floor(rnd() * ids.length)], x: near.x + rnd() * 300 - 150, y: near.y + rnd() * 300 - 150, heading: rnd() * 720 - 360, flipped: rnd() < 0.5 };
}

test("tokens(): the table of pieces.tsv", () => {
  assert.equal(table.length, 49);
  assert.deepEqual(Object.keys(table[0]), ["id", "name", "kind", "mark", "width", "length", "points"]);
  assert.equal(table[0].id, "coreasteroid0");
  assert.equal(table[0].name, "Core set asteroid 1");
  // What is written on a token to tell it apart (verdict.Mark).
  const mark = (id) => table.find((t) => t.id === id).mark;
  assert.deepEqual(["coreasteroid0", "yt2400debris0", "gascloud1", "core2asteroid3", "protonbombs", "drk1probedroid"].map(mark), ["A1", "D1", "G1", "FA4", "PB", "DRK"]);
  assert.deepEqual(table[0].points[0], { x: 1.21, y: 15.61 });
  const kinds = {};
  for (const t of table) kinds[t.kind] = (kinds[t.kind] ?? 0) + 1;
  assert.deepEqual(kinds, { asteroid: 15, debris: 11, gas: 6, bomb: 7, mine: 5, remote: 4, chaff: 1 });
  const tsv = readFileSync(new URL("internal/piecestsv/pieces.tsv", root), "utf8").trim().split("\n").slice(1);
  for (const [i, line] of tsv.entries()) {
    const [id, , , width, length, , points] = line.split("\t");
    assert.equal(table[i].id, id);
    assert.equal(table[i].width, Number(width));
    assert.equal(table[i].length, Number(length));
    assert.deepEqual(table[i].points, points.split(" ").map((p) => { const [x, y] = p.split(",").map(Number); return { x, y }; }), id);
  }
  assert.notEqual(xwing.tokens(), xwing.tokens(), "a fresh copy each call");
});

test("rangeTo a token at many headings, both sides: as to its outline placed by section 10", () => {
  const rnd = random(17);
  for (let i = 0; i < 300; i++) {
    const ship = randomShip(rnd);
    const tok = randomToken(rnd, table.map((t) => t.id), ship);
    const m = xwing.rangeTo(ship, tok);
    const poly = place(tok);
    const asPolygon = xwing.rangeTo(ship, { points: poly });
    assert.ok(Math.abs(m.distance - asPolygon.distance) < 1e-9, `${JSON.stringify(tok)}: ${m.distance} vs ${asPolygon.distance}`);
    assert.ok(Math.abs(m.distance - distance(ship, poly)) < 1e-6, `${JSON.stringify(tok)}: the oracle says ${distance(ship, poly)}, got ${m.distance}`);
    assert.equal(m.range, m.distance <= 1e-6 ? 0 : m.distance > 500 ? null : Math.ceil((m.distance - 1e-6) / 100));
  }
});

test("the public token cases (public-cases-3.json): ranges to obstacles, devices and remotes", () => {
  const { cases } = JSON.parse(readFileSync(new URL("core/testdata/public-cases-3.json", root), "utf8"));
  let n = 0;
  for (const c of cases) {
    if (c.kind === "attack") continue;
    const to = c.kind === "device" ? c.device : c.obstacle;
    const m = xwing.rangeTo(c.ship, to, { edition: c.edition });
    assert.ok(Math.abs(m.distance - c.distance) <= 2e-3, `${to.type}: ${m.distance} vs ${c.distance}`);
    assert.equal(m.range, c.band, to.type);
    n++;
  }
  assert.equal(n, 90);
});

test("obstruction by obstacle tokens at many headings, both sides: as by their outlines", () => {
  const rnd = random(23);
  const rocks = ofKind("asteroid", "debris", "gas", "chaff");
  let obstructed = 0;
  for (let i = 0; i < 200; i++) {
    const attacker = randomShip(rnd, { id: "a", team: "r" });
    const targets = Array.from({ length: 4 }, (_, k) => randomShip(rnd, { id: `t${k}`, team: "e" }));
    const tokens = Array.from({ length: 4 }, (_, k) => ({ ...randomToken(rnd, rocks, attacker), id: `o${k}` }));
    const byType = xwing.attackOptions(attacker, targets, { obstacles: tokens });
    const byPoints = xwing.attackOptions(attacker, targets, { obstacles: tokens.map((t) => ({ id: t.id, points: place(t) })) });
    assert.equal(byType.length, byPoints.length, `board ${i}`);
    for (const [k, o] of byType.entries()) {
      const p = byPoints[k];
      assert.equal(o.obstruction, p.obstruction, `board ${i} option ${k}`);
      assert.deepEqual(o.obstructedBy, p.obstructedBy, `board ${i} option ${k}`);
      assert.ok(Math.abs(o.distance - p.distance) < 1e-9);
      if (o.obstruction !== "clear") obstructed++;
    }
  }
  assert.ok(obstructed > 50, `some attacks are obstructed (${obstructed})`);
});

test("board: a bomb's ships at range 0-1, against the distance oracle", () => {
  const rnd = random(31);
  const devices = ofKind("bomb", "mine");
  let hits = 0, misses = 0;
  for (let i = 0; i < 40; i++) {
    const ships = Array.from({ length: 12 }, (_, k) => randomShip(rnd, { id: `s${k}` }));
    const bomb = randomToken(rnd, devices, { x: 450, y: 450 });
    const view = xwing.board({ ships, tokens: [bomb] });
    const near = new Map(view.tokens[0].near.map((n) => [n.target, n.range.range]));
    assert.deepEqual(view.tokens[0].attacks, [], "a device is not attacked");
    const poly = place(bomb);
    for (const s of ships) {
      const d = distance(s, poly);
      if (Math.abs(d - 100) < 1e-6) continue;
      if (d <= 100) {
        assert.equal(near.get(s.id), d === 0 ? 0 : 1, `bomb ${i}, ${s.id} at ${d}`);
        hits++;
      } else {
        assert.equal(near.has(s.id), false, `bomb ${i}, ${s.id} at ${d}: beyond range 1`);
        misses++;
      }
    }
  }
  assert.ok(hits > 40 && misses > 40, `${hits} at range 0-1, ${misses} beyond`);
});

test("board: attacks on a remote, by enemies in arc; its range from the selected ship", () => {
  const ships = [
    { id: "luke", team: "rebels", ship: "t65xwing", x: 400, y: 500, heading: 0 },
    { id: "wedge", team: "rebels", ship: "t65xwing", x: 600, y: 500, heading: 180 },
    { id: "vader", team: "empire", ship: "tieadvancedx1", x: 400, y: 200, heading: 180 },
  ];
  const probe = { id: "probe", type: "drk1probedroid", x: 400, y: 350, heading: 30, team: "empire" };
  const view = xwing.board({ ships, tokens: [probe], selected: 0 });
  const t = view.tokens[0];
  assert.equal(t.target, "probe");
  assert.equal(t.kind, "remote");
  assert.deepEqual(t.attacks.map((a) => [a.attacker, a.weapon, a.arc]), [["luke", "Primary (front)", "front"]],
    "Luke has it in his front arc; Wedge faces away; Vader is its friend");
  const a = t.attacks[0];
  const m = xwing.rangeTo(ships[0], probe, { arc: "front" });
  assert.equal(a.range, m.range);
  assert.equal(a.distance, m.distance);
  assert.equal(a.obstruction, "clear");
  assert.deepEqual(Object.keys(a), ["attacker", "weapon", "arc", "range", "distance", "from", "to", "ordnance", "bonus", "obstruction", "obstructedBy"]);
  assert.equal(xwing.rangeTo(ships[1], probe, { arc: "front" }), null, "not in Wedge's front arc");
  assert.deepEqual(view.selected.tokens, [{ target: "probe", index: 0, range: xwing.rangeTo(ships[0], probe) }]);
  const rock = { id: "rock", type: "coreasteroid5", x: 400, y: 420, heading: 0 };
  const behindRock = xwing.board({ ships, obstacles: [rock], tokens: [probe] }).tokens[0].attacks[0];
  assert.equal(behindRock.obstruction, "obstructed");
  assert.deepEqual(behindRock.obstructedBy, ["rock"]);
  assert.equal(behindRock.bonus.defense, 1 + (a.range === 3 ? 1 : 0));
});

// apply puts an SVG "translate(x y) rotate(a)[ scale(-1 1)]" on a point.
function apply(transform, p) {
  const m = /^translate\((\S+) (\S+)\) rotate\((\S+)\)( scale\(-1 1\))?$/.exec(transform);
  assert.ok(m, transform);
  const x = m[4] ? -p.x : p.x, t = (Number(m[3]) * Math.PI) / 180;
  return { x: Number(m[1]) + x * Math.cos(t) - p.y * Math.sin(t), y: Number(m[2]) + x * Math.sin(t) + p.y * Math.cos(t) };
}
const pathPoints = (d) => d.slice(1, -1).split("L").map((xy) => { const [x, y] = xy.split(" ").map(Number); return { x, y }; });

test("board: every obstacle's and token's drawing lands on its outline; old polygon obstacles still work", () => {
  const rnd = random(41);
  for (let i = 0; i < 30; i++) {
    const rock = { ...randomToken(rnd, ofKind("asteroid", "gas"), { x: 450, y: 450 }), id: `r${i}` };
    const mine = randomToken(rnd, ofKind("mine", "remote"), { x: 450, y: 450 });
    const square = { id: "square", points: [{ x: 10, y: 10 }, { x: 50, y: 10 }, { x: 50, y: 50 }, { x: 10, y: 50 }] };
    const view = xwing.board({ ships: [randomShip(rnd)], obstacles: [rock, square], tokens: [mine], selected: 0 });
    for (const [tok, drawn] of [[rock, view.obstacles[0]], [mine, view.tokens[0]]]) {
      const want = place(tok);
      const got = pathPoints(drawn.path).map((p) => apply(drawn.transform, p));
      assert.equal(got.length, want.length);
      for (const [k, p] of got.entries()) assert.ok(Math.hypot(p.x - want[k].x, p.y - want[k].y) < 0.01, `${tok.type} point ${k}`);
      assert.equal(drawn.type, tok.type);
      assert.equal(drawn.name, byId.get(tok.type).name);
    }
    // The range 1 edge around the mine: every point 100 mm from its outline.
    const ring = pathPoints(view.tokens[0].ring).map((p) => apply(view.tokens[0].transform, p));
    const poly = place(mine);
    for (const p of ring.filter((_, k) => k % 7 === 0)) {
      const d = Math.min(...poly.map((a, k) => pointSegment(p, a, poly[(k + 1) % poly.length])));
      assert.ok(Math.abs(d - 100) < 0.02, `${mine.type}: ring point ${d} mm from the outline`);
    }
    assert.deepEqual(view.obstacles[1], { type: "", kind: "", name: "", path: "M10.00 10.00L50.00 10.00L50.00 50.00L10.00 50.00Z", transform: "" });
    assert.deepEqual(view.selected.obstacles.map((o) => o.target), [`r${i}`, "square"]);
  }
});

test("hostile token input: clear errors with paths", () => {
  const ship = { x: 400, y: 400, heading: 0, size: "small" };
  const bomb = { type: "protonbombs", x: 1, y: 1, heading: 0 };
  const cases = [
    [() => xwing.rangeTo(ship, { ...bomb, type: "nuke" }), "RangeError", "to.type", /want a token type of pieces\.tsv .* got "nuke"/],
    [() => xwing.rangeTo(ship, { ...bomb, type: 7 }), "TypeError", "to.type", /want a string, got 7/],
    [() => xwing.rangeTo(ship, { ...bomb, x: NaN }), "RangeError", "to.x", /want a finite number, got NaN/],
    [() => xwing.rangeTo(ship, { ...bomb, y: "5" }), "TypeError", "to.y", /want a number, got "5"/],
    [() => xwing.rangeTo(ship, { ...bomb, heading: Infinity }), "RangeError", "to.heading", /want a finite number/],
    [() => xwing.rangeTo(ship, { ...bomb, flipped: "yes" }), "TypeError", "to.flipped", /want a boolean, got "yes"/],
    [() => xwing.rangeTo(ship, { ...bomb, flipped: 1 }), "TypeError", "to.flipped", /want a boolean, got 1/],
    [() => xwing.rangeTo(ship, { ...bomb, x: 1e7 }), "RangeError", "to.x", /within ±1000000/],
    [() => xwing.rangeTo(ship, bomb, { arc: "front" }), "RangeError", "options.arc", /only a remote is attacked/],
    [() => xwing.attackOptions(ship, [], { obstacles: [bomb] }), "RangeError", "options.obstacles[0].type", /"protonbombs" is a bomb, not an obstacle: put it in tokens/],
    [() => xwing.attackOptions(ship, [], { obstacles: [{ ...bomb, type: "gascloud1", points: [] }] }), "RangeError", "options.obstacles[0].points", /points or a token type, not both/],
    [() => xwing.board({ ships: [], tokens: Array(101).fill(bomb) }), "RangeError", "tokens", /at most 100 tokens, got 101/],
    [() => xwing.board({ ships: [], tokens: new Array(1e6) }), "RangeError", "tokens", /at most 100 tokens/],
    [() => xwing.board({ ships: [], obstacles: Array(1001).fill({ ...bomb, type: "gascloud1" }) }), "RangeError", "obstacles", /at most 1000 obstacles/],
    [() => xwing.board({ ships: [], tokens: "bombs" }), "TypeError", "tokens", /want an array of tokens/],
  ];
  for (const [call, name, path, message] of cases) {
    assert.throws(call, (e) => e.name === name && e.path === path && message.test(e.message), `${path}: ${message}`);
  }
  const view = xwing.board({
    ships: [ship],
    obstacles: [{ ...bomb, type: "connernets" }, { type: "coreasteroid1", x: 5, y: 5, heading: 0 }],
    tokens: [{ ...bomb, type: "coreasteroid0" }, { ...bomb, flipped: null }, { ...bomb, team: 3 }, { ...bomb, type: undefined }],
  });
  assert.deepEqual(view.problems.map((p) => [p.path, p.name]), [
    ["obstacles[0].type", "RangeError"], ["tokens[0].type", "RangeError"], ["tokens[2].team", "TypeError"], ["tokens[3].type", "TypeError"]]);
  assert.equal(view.problems[1].message, 'board: tokens[0].type: "coreasteroid0" is an asteroid, an obstacle: put it in obstacles');
  assert.deepEqual(view.tokens.map((t) => t && t.type), [null, "protonbombs", null, null], "flipped: null is absent");
  assert.equal(view.obstacles[0], null);
  assert.equal(view.obstacles[1].type, "coreasteroid1");
  assert.equal(xwing.rangeTo(ship, ship).range, 0, "the engine still answers");
});
