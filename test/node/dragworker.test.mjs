// The drag worker's answers (web/dragworker.js, web/dragframes.js): what
// crosses to the main thread is a delta (web/delta.js) of the engine's
// answer after the last one sent, and the main thread's copy, put back
// together from structured clones as a browser would carry them, is
// exactly the answer, frame after frame. A frame that moves one ship of
// the Epic board's 200 sends a small part of the answer.
import { test } from "node:test";
import assert from "node:assert/strict";
import { rng } from "./hostile-inputs.mjs";
import { delta, applyDelta } from "../../web/delta.js";
import { stateParts, applyStateParts, frameAnswer } from "../../web/dragframes.js";
import { boardScene } from "../../web/scene.js";
import { plainReach } from "../../web/reach.js";
import { epicLink } from "../browser/epicboard.mjs";

// carry is value v as the other thread gets it.
const carry = (v) => structuredClone(v);

// randomValue makes a value of nested arrays, plain objects and Maps, with
// the shapes the engine's answers have.
function randomValue(r, depth = 0) {
  const k = r();
  if (depth > 4 || k < 0.3) return [null, true, 0, -1.5, "a", "bé", undefined][Math.floor(r() * 7)];
  if (k < 0.55) return Array.from({ length: Math.floor(r() * 6) }, () => randomValue(r, depth + 1));
  if (k < 0.8) return Object.fromEntries(Array.from({ length: Math.floor(r() * 5) }, (_, i) => [`k${Math.floor(r() * 8)}${i}`, randomValue(r, depth + 1)]));
  return new Map(Array.from({ length: Math.floor(r() * 5) }, () => [Math.floor(r() * 10), randomValue(r, depth + 1)]));
}

// mutate is v with some of its parts changed, the rest kept as the same
// objects (as board() keeps the parts of its answer that did not change).
function mutate(r, v, depth = 0) {
  if (r() < 0.15) return randomValue(r, depth);
  if (Array.isArray(v)) {
    const out = v.map((x) => (r() < 0.3 ? mutate(r, x, depth + 1) : x));
    if (r() < 0.2) out.push(randomValue(r, depth + 1));
    if (r() < 0.2) out.length = Math.floor(r() * out.length);
    return out;
  }
  if (v instanceof Map) {
    const out = new Map(v);
    for (const [k, x] of v) if (r() < 0.3) out.set(k, mutate(r, x, depth + 1));
    if (r() < 0.2) out.delete([...v.keys()][0]);
    if (r() < 0.2) out.set(Math.floor(r() * 20), randomValue(r, depth + 1));
    return out;
  }
  if (v && typeof v === "object") {
    const out = { ...v };
    for (const k of Object.keys(v)) if (r() < 0.3) out[k] = mutate(r, v[k], depth + 1);
    if (r() < 0.2) delete out[Object.keys(v)[0]];
    if (r() < 0.2) out[`n${Math.floor(r() * 9)}`] = randomValue(r, depth + 1);
    return out;
  }
  return randomValue(r, depth);
}

test("a value put back together from its deltas is the value, over random sequences", () => {
  const r = rng(7);
  for (let run = 0; run < 300; run++) {
    let sent = null;
    let held = null;
    let v = randomValue(r);
    for (let step = 0; step < 12; step++) {
      held = applyDelta(held, carry(delta(sent, v)));
      assert.deepEqual(held, v, `run ${run}, step ${step}`);
      sent = v;
      v = mutate(r, v);
    }
  }
});

test("a delta leaves the value it was made from alone", () => {
  const held = { a: [1, 2, { b: 3 }], m: new Map([[1, "x"]]) };
  const copy = carry(held);
  const next = { a: [1, 5, { b: 3 }], m: new Map([[2, "y"]]) };
  applyDelta(held, carry(delta(carry(held), next)));
  assert.deepEqual(held, copy);
});

test("an unknown delta is an error, not a wrong value", () => {
  assert.throws(() => applyDelta(null, [9]), /unknown delta kind 9/);
});

// The Epic board of issue 25, as the page holds it, answered by the page's
// own engine adapter (web/engine.js) as the worker runs it.
const engineJs = await import("../../web/engine.js");
const { decode } = await import("../../web/state.js");
const start = await engineJs.loadEngine({ ruleset: "xwa", cardsFirst: true });
const catalog = new Map(start.catalog.map((c) => [c.id, c]));
const { epic, link } = epicLink();
const board0 = decode(link.slice(1), catalog).state;

// sceneText is the board boardScene makes of state st and measured (an
// answer of engine.js measureBoard's), as text: every ship, token, line,
// arc and planned move drawn, classes and names included.
const names = new Proxy({}, { get: (_, k) => (i) => `${String(k)} ${i}` });
const text = (scene) => JSON.stringify(scene, (k, v) => (v instanceof Set ? [...v].sort() : v instanceof Map ? [...v] : v));
const sceneText = (st, measured, reuse = null) => text(boardScene({ ...measured, state: st }, names, reuse));

// drag moves ship i of st along a path of n frames, each answered as the
// worker answers it, and checks the main thread's copy of each answer;
// returns the share of the answer's size that crossed.
function drag(st, i, n) {
  let sent = null;
  let held = null;
  let crossed = 0;
  let whole = 0;
  let posted = null;
  let workerState = null;
  const reuse = new Map(); // the page's through a drag (board.js)
  let scene = null;
  for (let f = 0; f < n; f++) {
    const ships = st.ships.slice();
    ships[i] = { ...ships[i], x: ships[i].x + 3 * f, y: ships[i].y - 2 * f, heading: ships[i].heading + f };
    st = { ...st, ships };
    // The state crosses as dragframes.js sends it, and is put back
    // together as dragworker.js does.
    const parts = carry(stateParts(posted, st));
    workerState = applyStateParts(workerState, parts);
    posted = st;
    assert.deepEqual(workerState, st, `frame ${f}: the worker's state`);
    const full = engineJs.measureBoard(st, { words: false });
    assert.ok(full.answer, full.error);
    const r = { ...full, answer: frameAnswer(full.answer, st.selected, plainReach(st)) };
    const d = delta(sent, r);
    held = applyDelta(held, carry(d));
    sent = r;
    assert.deepEqual(held, r, `frame ${f}: the main thread's answer`);
    // The frame's answer draws the board the whole answer draws.
    const want = sceneText(st, full);
    assert.equal(sceneText(st, held), want, `frame ${f}: the board drawn from the frame's answer`);
    // Its ships kept through the drag draw the same board, and a frame
    // that moves one ship makes few.
    const last = scene;
    scene = boardScene({ ...held, state: st }, names, reuse);
    assert.equal(text(scene), want, `frame ${f}: the board drawn with the drag's kept ships`);
    if (last) {
      const made = scene.ships.filter((sh, k) => sh !== last.ships[k]).length;
      assert.ok(made <= 20, `frame ${f}: ${made} ships made again`);
    }
    if (f > 0) {
      crossed += JSON.stringify(d, (k, v) => (v instanceof Map ? [...v] : v)).length;
      whole += JSON.stringify(full, (k, v) => (v instanceof Map ? [...v] : v)).length;
    }
  }
  return crossed / whole;
}

test("the Epic board's drag frames cross as deltas that put the engine's answers back together", () => {
  assert.equal(board0.ships.length, epic.ships.length);
  const other = drag(board0, 5 * 20 + 10, 12);
  const selected = drag(board0, epic.selected, 8);
  // ~0.2% and ~2.5% (dragframes.js frameAnswer: the whole answer's delta
  // was ~6% and ~21%; with the ranges to every ship, the selected ship's
  // ~9%).
  assert.ok(other < 0.02, `a frame moving another ship sent ${(other * 100).toFixed(1)}% of the answer`);
  assert.ok(selected < 0.05, `a frame moving the selected ship sent ${(selected * 100).toFixed(1)}% of the answer`);
});

test("a state crosses whole first, then as the ships that changed", () => {
  const a = board0;
  const ships = a.ships.slice();
  ships[3] = { ...ships[3], x: 1 };
  const b = { ...a, ships, selected: 4 };
  assert.deepEqual(stateParts(null, a), { state: a });
  assert.deepEqual(stateParts(a, b), { ships: [[3, ships[3]]], rest: { selected: 4 } });
  assert.deepEqual(stateParts(a, { ...a, ships: a.ships.slice(1) }), { state: { ...a, ships: a.ships.slice(1) } }, "a ship removed: whole");
});

test("a drag's kept scene ships are the ships a fresh scene makes, while their marks change", () => {
  // The selected ship crosses from one fleet to the other, turning: ships
  // come into its arcs and leave them (their classes change), the others
  // stay as they were.
  let st = board0;
  const sel = epic.selected;
  const centre = (team) => {
    const ts = board0.ships.filter((s) => s.team === team);
    return { x: ts.reduce((a, s) => a + s.x, 0) / ts.length, y: ts.reduce((a, s) => a + s.y, 0) / ts.length };
  };
  const [a, b] = [centre("1"), centre("2")];
  const reuse = new Map();
  const seen = new Set();
  for (let f = 0; f < 12; f++) {
    const ships = st.ships.slice();
    const t = f / 11;
    ships[sel] = { ...ships[sel], x: Math.round(a.x + (b.x - a.x) * t), y: Math.round(a.y + (b.y - a.y) * t), heading: (board0.ships[sel].heading + 30 * f) % 360 };
    st = { ...st, ships };
    const m = engineJs.measureBoard(st, { words: false });
    const kept = boardScene({ ...m, state: st }, names, reuse);
    assert.equal(text(kept), sceneText(st, m), `frame ${f}`);
    seen.add(kept.ships.map((s) => s.cls).join("|"));
  }
  assert.ok(seen.size > 3, `the marks changed: ${seen.size} sets of classes in 12 frames`);
});
