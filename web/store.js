// The page's one state and its one setter. Input handlers build a new
// state and call setState; setState validates it, and on the next frame the
// board is measured once (engine.js) and every view redraws from it.
//
// store.state is the board (state.js describes it; it is what the link
// saves). store.ui is view-only: the selected obstacle, zoom, the team new
// ships join; it is frozen, and setUI is the one way to change it.
// store.answer is the engine's last answer for store.state.

import { emptyState, normalize, checkShip } from "./state.js";
import { measureBoard, useRuleset } from "./engine.js";

const NONE = new Map();

export const store = {
  state: emptyState(),
  catalog: new Map(), // id -> catalog entry
  catalogList: [], // catalog entries in the engine's order
  // The cards of the board's ruleset (state.ruleset), as setState switches
  // them (engine.js cardsView, null before any): read through the four
  // below, each list made the first time it is read.
  cards: null,
  // cardsLoading: the board's cards are on their way (a board without
  // pilots is drawn before them: app.js), so "no such pilot" can't be said.
  cardsLoading: false,
  get pilots() {
    return this.cards ? this.cards.pilots : NONE; // xws id -> { id, name, caption, ship, faction, initiative }: get, has
  },
  get pilotList() {
    return this.cards ? this.cards.pilotList : [];
  },
  get upgrades() {
    return this.cards ? this.cards.upgrades : NONE; // xws id -> { id, name, back, slots, loadoutOnly }: get, has
  },
  get upgradeList() {
    return this.cards ? this.cards.upgradeList : [];
  },
  rulesets: [], // xwing.rulesets(): { id, name, ... }, the default first
  answer: null, // { attacks: Map, pieces, selected } in state indices, or null
  excluded: new Map(), // ship index -> why the engine refused it
  excludedObstacles: new Map(),
  engineError: "",
  engineReady: false,
  ui: Object.freeze({
    selObstacle: -1, // the selected obstacle's index; -1: none
    view: null, // viewBox {x, y, w, h}
    scale: 1, // board mm per screen px
    addTeam: "1", // the team new ships join
    ruler: null, // the ruler's { on, ends } (ruler.js); null: never used
  }),
  mode: { embed: false, readOnly: false },
  // Performance samples for test/browser/measure.mjs.
  perf: { renders: [], engine: [], moves: [], last: 0, earlyAt: 0, readyAt: 0, workerReady: false, workerFrames: 0, workerMs: 0, workerAnswers: [] },
};

const renderers = [];
const everyFrame = new Set(); // of renderers: those a drag redraws every frame
const committers = [];

// onRender adds a view redrawn after each measurement. On a big board a
// drag redraws only the views added with { everyFrame: true } (the board,
// the ruler), the others once it ends (commit): the verdict list and the
// panels of 200 ships would take the frame (issue 25).
export function onRender(fn, { everyFrame: each = false } = {}) {
  renderers.push(fn);
  if (each) everyFrame.add(fn);
}

// BIG_BOARD is the number of ships above which a drag defers the views not
// drawn every frame until it ends.
export const BIG_BOARD = 40;
let dragging = false; // a drag's frames are being set (setState with commit false)
let deferred = false; // views skipped during the drag

// onCommit adds a listener told about every finished change (not every
// drag frame): the address and the undo history listen.
// kind: "push" for a discrete change (add, remove, clear, board size),
// "replace" for an edit of what is there (a move, a typed value).
export function onCommit(fn) {
  committers.push(fn);
}

// canEdit reports whether the user may change the board now.
export function canEdit() {
  return !store.mode.readOnly && store.engineReady;
}

// setUI changes the view-only state (store.ui) by patch and schedules a
// redraw. A field store.ui doesn't have is an error naming it: a typo
// would otherwise add a field nothing reads.
export function setUI(patch) {
  for (const k of Object.keys(patch)) if (!Object.hasOwn(store.ui, k)) throw new Error(`setUI: store.ui has no field "${k}"`);
  store.ui = Object.freeze({ ...store.ui, ...patch });
  scheduleRender();
}

// setState validates next, stores it and schedules one measurement and
// redraw. commit: "push" | "replace" | false (not committed: the first
// board of a link, or a drag frame, committed when the drag ends by
// commit()). frame: a drag's frame, whose redraw on a big board leaves the
// views not drawn every frame for the drag's end (a link's first board on
// a big board is drawn whole: its verdicts said "Waiting for the engine…"
// until the first change).
export function setState(next, { commit = "replace", frame = false } = {}) {
  store.state = (frame && normalizeFrame(store.state, next, store.catalog)) || normalize(next, store.catalog).state;
  dragging = !commit && frame;
  followRuleset();
  if (store.ui.selObstacle >= store.state.obstacles.length) setUI({ selObstacle: -1 });
  scheduleRender();
  if (commit) notifyCommit(commit);
}

// normalizeFrame is normalize(next).state for a drag's frame: next is
// state prev (normalized) with one ship changed, so that ship alone is
// checked again (checking 200 ships took a phone ~2 ms a frame). Returns
// null when next is not such a change (normalize then does it all).
export function normalizeFrame(prev, next, catalog) {
  if (!next || !Array.isArray(next.ships) || next.ships.length !== prev.ships.length) return null;
  const keys = Object.keys(next);
  if (keys.length !== Object.keys(prev).length) return null;
  for (const k of keys) if (k !== "ships" && (!Object.hasOwn(prev, k) || next[k] !== prev[k])) return null;
  let changed = -1;
  for (let i = 0; i < next.ships.length; i++) {
    if (next.ships[i] === prev.ships[i]) continue;
    if (changed >= 0) return null;
    changed = i;
  }
  if (changed < 0) return null;
  const s = checkShip(next.ships[changed], prev, catalog);
  // A ship left out or renumbered changes the others: normalize decides.
  if (typeof s === "string" || s.n !== prev.ships[changed].n) return null;
  const ships = prev.ships.slice();
  ships[changed] = s;
  return { ...prev, ships };
}

// followRuleset makes the cards of the board's ruleset the page's, once
// they are loaded (loadRuleset: before a state names another ruleset, or,
// for the first board, without pilots, after it is drawn).
function followRuleset() {
  const cards = useRuleset(store.state.ruleset);
  if (cards) store.cards = cards;
}

// cardsArrived is told that ruleset r's cards, which the board did not
// wait for, are loaded or could not be: the panels that offer pilots and
// upgrades offer them, or stop saying they are coming.
export function cardsArrived(r) {
  if (r === store.state.ruleset) followRuleset();
  scheduleRender();
}

// commit tells the listeners a change made in frames (a drag) is done,
// and redraws the views the drag left for its end.
export function commit(kind = "replace") {
  dragging = false;
  lastFrame = null;
  if (dragFrames) dragFrames.end();
  if (deferred) scheduleRender();
  notifyCommit(kind);
}

function notifyCommit(kind) {
  for (const fn of committers) fn(kind);
}

let renderPending = false;
export function scheduleRender() {
  if (renderPending) return;
  renderPending = true;
  requestAnimationFrame(renderNow);
}

// renderNow measures the board and redraws every view.
export function renderNow() {
  renderPending = false;
  const t0 = performance.now();
  const big = store.state.ships.length > BIG_BOARD;
  if (big && store.engineReady) warmUpDragFrames();
  const some = dragging && big;
  if (some && dragFrames && dragFrames.ask(store.state)) {
    // The worker answers the frame; its answer schedules the next render.
    const f = dragFrames.take();
    if (f) drawFrame(f.state, f.result, t0);
    // No new answer, but a new view (a zoom while the pointer holds the
    // ship still): the frame drawn last again, in that view.
    else if (lastFrame && lastFrame.ui !== store.ui) drawFrame(lastFrame.state, null, t0);
    return;
  }
  const r = measureBoard(store.state, { words: !some });
  keepAnswer(r);
  const t1 = performance.now();
  deferred = some;
  for (const fn of renderers) if (!some || everyFrame.has(fn)) fn();
  noteRender(t0, t1);
}

// drawFrame draws a drag's frame on a big board as the worker answered it
// (result, engine.js measureBoard's for state, a state the drag went
// through; null: the answer kept, for the frame drawn last): the views
// drawn every frame see that state, the store keeps the newest.
let lastFrame = null; // the drag's frame drawn last: { state, ui }
function drawFrame(state, result, t0) {
  if (result) {
    keepAnswer(result);
    store.perf.workerFrames++;
  }
  lastFrame = { state, ui: store.ui };
  deferred = true;
  const newest = store.state;
  store.state = state;
  try {
    for (const fn of renderers) if (everyFrame.has(fn)) fn();
  } finally {
    store.state = newest;
  }
  noteRender(t0, t0);
}

function keepAnswer(r) {
  store.answer = r.answer;
  store.excluded = r.excluded;
  store.excludedObstacles = r.excludedObstacles;
  store.engineError = r.error;
}

function noteRender(t0, t1) {
  const perf = store.perf;
  const dt = performance.now() - t0;
  perf.last = dt;
  perf.renders.push(dt);
  perf.engine.push(t1 - t0);
  if (perf.renders.length > 1000) {
    perf.renders.splice(0, 500);
    perf.engine.splice(0, 500);
  }
}

// warmUpDragFrames starts the drag frames' worker (dragframes.js) once a
// big board is on show, a second after, so that it takes nothing from
// the page's first board or its cards. dragframes.js is a module of its
// own (tools/page.mjs leaves it out of page.js): a first visit doesn't
// download it.
let dragFrames = null;
let warming = false;
function warmUpDragFrames() {
  if (warming) return;
  warming = true;
  setTimeout(async () => {
    try {
      const m = await import("./dragframes.js");
      m.warmUp(store.state.ruleset, scheduleRender, store.perf);
      dragFrames = m;
    } catch {
      // Not to be had (offline before it was cached): frames stay on the main thread.
    }
  }, 1000);
}

// dragPainter is the drag worker's painter (dragframes.js painter), once
// its module is in; null before (its adopt says whether it can paint).
export function dragPainter() {
  return dragFrames ? dragFrames.painter : null;
}

// dragBusy reports whether a drag's frame is with the drag worker, not
// drawn yet (for the tests: test/browser/helpers.mjs settle).
export function dragBusy() {
  return !!dragFrames && dragFrames.busy();
}
