// The frames of a drag on a big board, answered by a second engine in a
// worker (dragworker.js; issue 25). On the main thread the engine's call
// took ~10 ms of a phone's 16 ms frame (twice that for the selected
// ship): there, a frame now only posts its state and draws the newest
// answer, one frame behind the pointer, with the state it answers (so the
// ship, its arcs and its lines move together). The drag's end is answered
// by the page's own engine, words and all (store.js commit).
//
// The worker starts once the board is big (warmUp), after the page is
// ready: it compiles the engine again off the main thread, from the
// browser's cache. Until it is ready, or if it fails, frames are answered
// on the main thread as before.

import { applyDelta } from "./delta.js";
import { inPlainReach } from "./reach.js";

let worker = null;
let ready = false;
let asked = null; // the last state posted
let waiting = false; // a frame is with the worker
let next = null; // the newest state not yet posted (one frame in flight at a time)
let nextId = 0;
const states = new Map(); // frame id -> the state posted with it
const sentAt = new Map(); // frame id -> when it was posted
let held = null; // the worker's last result (applyDelta)
let fresh = null; // { state, result } answered and not yet drawn
let onAnswer = () => {};

// warmUp starts the worker for boards of ruleset r. toDraw(): called when
// an answer is there to draw; perf (store.js's, for the tests and
// test/browser/measure-drag.mjs): workerReady once the worker answers,
// workerMs sums the main thread's time taking its answers in,
// workerAnswers holds each answer's { ms: the worker's time, latency: from
// posting the frame to taking its answer in }.
export function warmUp(r, toDraw, perf) {
  onAnswer = toDraw;
  if (worker || typeof Worker !== "function") return;
  try {
    // dragworker.js and its modules in one file (tools/page.mjs).
    worker = new Worker(new URL("./page-drag.js", import.meta.url), { type: "module" });
  } catch {
    worker = null;
    return;
  }
  worker.onmessage = (e) => {
    const t0 = performance.now();
    try {
      const data = e.data; // Chromium copies the message across when it is read
      if (data.type === "ready") ready = perf.workerReady = true;
      else if (data.type === "failed") stop();
      else if (data.type === "answer") answered(data, perf);
      else if (data.type === "drawn" && onDrawn) {
        onDrawn(data.drawn);
        onDrawn = null;
      } else if (data.type === "painted" && onPainted) onPainted();
      else if (data.type === "looks?" && looksOf) worker.postMessage({ type: "looks", looks: looksOf(data.keys) });
    } finally {
      perf.workerMs += performance.now() - t0;
    }
  };
  worker.onerror = () => stop();
  worker.postMessage({ type: "start", ruleset: r });
}

function answered({ id, delta, ms }, perf) {
  waiting = false;
  held = applyDelta(held, delta);
  const state = states.get(id);
  states.delete(id);
  perf.workerAnswers.push({ ms, latency: performance.now() - sentAt.get(id) });
  sentAt.delete(id);
  if (perf.workerAnswers.length > 1000) perf.workerAnswers.splice(0, 500);
  if (state) fresh = { state, result: held };
  if (next) post(next);
  if (state) onAnswer();
}

function stop() {
  if (worker) worker.terminate();
  lost = adopted; // canvases handed to a worker that is gone stay its own
  looksOf = null;
  onPainted = null;
  worker = null;
  ready = false;
  waiting = false;
  next = null;
  asked = null;
  states.clear();
  held = null;
}

function post(state) {
  const id = ++nextId;
  states.set(id, state);
  sentAt.set(id, performance.now());
  worker.postMessage({ type: "frame", id, fresh: held === null, ...stateParts(asked, state) });
  next = null;
  asked = state;
  waiting = true;
}

// stateParts is state as posted after prev (the state posted last): the
// ships that changed and what else did, or, without prev, the whole state
// (applyStateParts puts it back together). A frame changes one
// ship of 200: the others cross once a drag, and keep their objects in
// the worker, where engine.js keeps what it made of each ship object.
export function stateParts(prev, state) {
  if (!prev || prev.ships.length !== state.ships.length) return { state };
  const ships = [];
  state.ships.forEach((s, i) => {
    if (s !== prev.ships[i]) ships.push([i, s]);
  });
  const rest = {};
  for (const k of Object.keys(state)) if (k !== "ships" && state[k] !== prev[k]) rest[k] = state[k];
  return { ships, rest };
}

// applyStateParts is the state stateParts' parts make of last, the state
// they were made after.
export function applyStateParts(last, { state, ships, rest }) {
  if (state) return state;
  const next = { ...last, ...rest, ships: last.ships.slice() };
  for (const [i, s] of ships) next.ships[i] = s;
  return next;
}

// frameAnswer is what of board answer a (engine.js measureBoard's
// answer for a board whose selected ship is sel, and whose plain lines
// go as far as reach: reach.js plainReach's) a drag's frame draws:
// boardScene (scene.js) reads no more, nor does anything else drawn every
// frame (test/node/dragworker.test.mjs draws the Epic board's frames from
// both). The worker sends only it: the selected ship's ranges, without
// their arcs and bonuses, to the ships it draws a line to (those it can
// attack, and those within reach: on the Epic board ~50 of 199, and each
// moves with the selected ship), not its ranges to the tokens (a panel's,
// after the drag), of other ships' attacks only whether they have it in
// reach (the threat mark: one of two shared lists, threat or NONE, so the
// ~50 whose options move with the selected ship don't cross every frame),
// and no verdicts.
// Each part is kept by its source's identity, so a part the engine
// answered as the same object as last frame is the same object here too,
// and delta.js doesn't send it again.
let trims = new WeakMap();
let trimsFor = -1; // the selected ship trims hold parts for
let threat = null; // [{ target: trimsFor }]
const NONE = Object.freeze([]);
const trim = (src, make) => {
  let v = trims.get(src);
  if (v === undefined) trims.set(src, (v = make(src)));
  return v;
};
export function frameAnswer(a, sel, reach) {
  if (!a) return a;
  if (sel !== trimsFor) {
    trims = new WeakMap();
    trimsFor = sel;
    threat = Object.freeze([Object.freeze({ target: sel })]);
  }
  const attacks = new Map();
  for (const [i, list] of a.attacks || []) attacks.set(i, i === sel ? list : trim(list, (l) => (l.some((o) => o.target === sel) ? threat : NONE)));
  const targets = new Set((attacks.get(sel) || []).map((o) => o.target));
  const s = a.selected;
  const selected = s && {
    arcs: s.arcs,
    rings: s.rings,
    transform: s.transform,
    others: (s.others || []).filter((o) => targets.has(o.index) || (o.range && inPlainReach(o.range.range, reach))).map((o) => trim(o, () => ({ index: o.index, range: o.range && { range: o.range.range, from: o.range.from, to: o.range.to } }))),
  };
  return { attacks, pieces: a.pieces, selected, tokens: a.tokens, moves: a.moves };
}

// painter is the worker's painter of a drag's live layer (painter.js),
// for live.js: adopt hands it the layer's two canvases ({ arcs, over },
// once: a canvas handed over is the worker's for good), looks, the page's
// answer to its questions about how elements look (live.js looksOf), and
// painted, called once a drag's first frame is painted; false where it
// can't be had (the worker not ready, or no OffscreenCanvas). start,
// update and stop a drag's painting (painter.js says what each takes);
// lost: its worker stopped, the canvases with it (live.js then draws).
let adopted = false;
let lost = false; // the canvases went with a worker that stopped: live.js draws the drags
let looksOf = null;
let onDrawn = null;
let onPainted = null;
export const painter = {
  adopt(canvases, looks, painted) {
    if (!ready || lost) return false;
    looksOf = looks;
    onPainted = painted;
    if (adopted) return true;
    try {
      const arcs = canvases.arcs.transferControlToOffscreen();
      const over = canvases.over.transferControlToOffscreen();
      worker.postMessage({ type: "canvases", arcs, over }, [arcs, over]);
    } catch {
      return false;
    }
    return (adopted = true);
  },
  start(setup) {
    if (worker) worker.postMessage({ type: "paint-start", setup });
  },
  update(changes) {
    if (worker) worker.postMessage({ type: "paint-update", changes });
  },
  stop() {
    if (worker) worker.postMessage({ type: "paint-stop" });
  },
  get lost() {
    return lost;
  },
  // drawn: what the painter painted last (painter.js drawn), for the tests.
  drawn() {
    if (!worker || !adopted) return Promise.resolve(null);
    return new Promise((resolve) => {
      onDrawn = resolve;
      worker.postMessage({ type: "drawn?" });
    });
  },
};

// ask gives the worker state, a drag's frame, to answer: at once if no
// frame is with it, else once it answers (a newer state replaces one
// waiting). False when the worker can't answer it (not ready: the caller
// measures it itself).
export function ask(state) {
  if (!ready) return false;
  if (state === asked || state === next) return true;
  if (waiting) next = state;
  else post(state);
  return true;
}

// busy reports whether a frame posted is not drawn yet (for the tests).
export function busy() {
  return waiting || next !== null || fresh !== null;
}

// take returns the newest answer not yet drawn, { state, result }
// (result: engine.js measureBoard's), or null.
export function take() {
  const f = fresh;
  fresh = null;
  return f;
}

// end forgets the drag's frames: answers still to come are not drawn (the
// drag's end is measured on the main thread).
export function end() {
  fresh = null;
  next = null;
  asked = null;
  for (const id of states.keys()) states.set(id, null);
}
