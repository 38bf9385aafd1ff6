// The ruler: like the physical range ruler, measure from any point, or from
// a ship's base, to any other point or base. In ruler mode a drag on the
// board draws the line, its length in mm and its range band; it stays on
// the board until the next measurement or the mode is turned off. With the
// keyboard, each end is a handle to Tab to and move with the arrows (an
// end moved onto a base measures from the base, as a drag from it does);
// the readout is a live region, so each move is read out.
//
// The engine measures (engine.js measureEnds: xwing.measure): the closest
// points, the edition's band and the words shown are its answer, and it
// says which base holds a point (shipAt). The ruler keeps its two ends in
// the store (store.ui.ruler) and is one of the store's renderers: it is
// drawn again after every change, so it follows ships that move and the
// zoom.

import { store, onRender, setUI } from "./store.js";
import { shipLabel } from "./model.js";
import { el } from "./draw.js";
import { BOARDS } from "./pieces.js";
import { measureEnds, shipAt } from "./engine.js";

let svg = null;
let layer = null;
let parts = null;

const $ = (id) => document.getElementById(id);

// ruler is the ruler's state: { on, ends }, ends being two { point, index }
// (index: the ship measured from, -1 for a point) or null before the first
// measurement.
function ruler() {
  return store.ui.ruler || { on: false, ends: null };
}

// setRuler changes the ruler's state (setUI schedules the redraw).
function setRuler(next) {
  setUI({ ruler: { ...ruler(), ...next } });
}

// active reports whether ruler mode is on.
export function active() {
  return ruler().on;
}

// STEP and FINE are a key press's move in mm (arrows; with Shift).
const STEP = 10;
const FINE = 1;

export function bind(board) {
  svg = board;
  layer = el("g", { id: "layer-ruler", class: "ruler-layer", display: "none" }, svg);
  parts = {
    line: el("line", { class: "ruler-line" }, layer),
    a: el("circle", { class: "ruler-end", r: 3 }, layer),
    b: el("circle", { class: "ruler-end", r: 3 }, layer),
    text: el("text", { class: "ruler-text", "text-anchor": "middle" }, layer),
    // The keyboard's handles: one per end, at the end's point.
    handles: [0, 1].map((k) =>
      el("circle", { class: "ruler-handle", tabindex: 0, role: "button", "aria-roledescription": "ruler end", "data-ruler-end": k, "aria-keyshortcuts": "ArrowUp ArrowDown ArrowLeft ArrowRight N Shift+N Escape" }, layer),
    ),
  };
  $("ruler-mode").addEventListener("click", (e) => {
    setActive(!active());
    // From the keyboard (a click with no pointer), go to the first end.
    if (active() && e.detail === 0) parts.handles[0].focus({ preventScroll: true });
  });
  layer.addEventListener("keydown", onKey);
  onRender(draw, { everyFrame: true }); // the ruler follows a dragged ship
}

function setActive(on) {
  // The next ruler starts afresh; the keyboard's starts between ships.
  setRuler({ on, ends: on ? (ruler().ends ?? startEnds()) : null });
  draw(); // at once: the focus goes to a handle next
}

// startEnds places the ends for the keyboard: from the selected ship (or
// the first) to the next ship, or to a point 200 mm ahead of the first
// end when there is no other ship.
function startEnds() {
  const ships = store.state.ships;
  const b = BOARDS[store.state.board];
  const i = ships[store.state.selected] ? store.state.selected : ships.length ? 0 : -1;
  const a = i >= 0 ? { point: { x: ships[i].x, y: ships[i].y }, index: i } : { point: { x: b.width / 2, y: b.height / 2 }, index: -1 };
  const j = ships.length > 1 ? (i + 1) % ships.length : -1;
  const z = j >= 0 ? { point: { x: ships[j].x, y: ships[j].y }, index: j } : { point: clampPoint({ x: a.point.x, y: a.point.y - 200 }), index: -1 };
  return [a, z];
}

function clampPoint(p) {
  const b = BOARDS[store.state.board];
  return { x: Math.min(b.width, Math.max(0, p.x)), y: Math.min(b.height, Math.max(0, p.y)) };
}

// endAt is a ruler end at board point p: on the ship whose base holds it
// (the engine says which), else the point itself.
function endAt(p) {
  return { point: p, index: shipAt(store.state.ships, p, store.state.edition) };
}

// nextShip is the ship N (or Shift+N) jumps to from end k: the next (or
// previous) ship in board order that the other end is not on.
function nextShip(ends, k, back) {
  const n = store.state.ships.length;
  const other = ends[1 - k].index;
  let i = ends[k].index >= 0 ? ends[k].index : back ? 0 : -1;
  for (let step = 0; step < n; step++) {
    i = (i + (back ? -1 : 1) + n) % n;
    if (i !== other || n === 1) return i;
  }
  return i;
}

// onKey moves the focused end: arrows by STEP (Shift: FINE) mm across the
// board, snapping onto a base they reach; N and Shift+N jump to the next
// and previous ship the other end is not on; Escape ends ruler mode.
function onKey(e) {
  const h = e.target instanceof Element && e.target.closest("[data-ruler-end]");
  const { ends } = ruler();
  if (!h || !ends || e.ctrlKey || e.metaKey || e.altKey) return;
  const k = Number(h.getAttribute("data-ruler-end"));
  const end = ends[k];
  const step = e.shiftKey ? FINE : STEP;
  const dir = { ArrowUp: [0, -1], ArrowDown: [0, 1], ArrowLeft: [-1, 0], ArrowRight: [1, 0] }[e.key];
  const ships = store.state.ships;
  const next = ends.slice();
  if (dir) {
    next[k] = endAt(clampPoint({ x: end.point.x + dir[0] * step, y: end.point.y + dir[1] * step }));
  } else if ((e.key === "n" || e.key === "N") && ships.length) {
    const i = nextShip(ends, k, e.shiftKey);
    next[k] = { point: { x: ships[i].x, y: ships[i].y }, index: i };
  } else if (e.key === "Escape") {
    setActive(false);
    $("ruler-mode").focus();
    return e.preventDefault();
  } else return;
  e.preventDefault();
  setRuler({ ends: next });
}

// grab starts a ruler drag at board point p (gestures.js's drag). Each end
// is the base under it, whatever is drawn over the base there (a turn
// handle, a label): the engine says which base holds the point.
export function grab(target, p) {
  const start = endAt(p);
  return {
    move: (q) => setRuler({ ends: [start, endAt(q)] }),
    end: () => {},
  };
}

const r2 = (v) => Math.round(v * 100) / 100;

// resolve is an end as measureEnds takes it: the ship when it is still there.
function resolve(end) {
  const s = end.index >= 0 ? store.state.ships[end.index] : null;
  return s ? { ship: s, index: end.index, point: end.point } : { point: end.point };
}

// draw shows the ruler's state: hidden when off, else the engine's
// measurement between its ends, at the board's current zoom.
function draw() {
  if (!layer) return;
  const { on, ends } = ruler();
  // Drawn on every frame of a drag: what did not change is not written
  // (a write, even of the same value, costs the frame a style pass).
  svg.classList.toggle("ruler-mode", on);
  const pressed = String(on);
  const button = $("ruler-mode");
  if (button.getAttribute("aria-pressed") !== pressed) button.setAttribute("aria-pressed", pressed);
  if (!on || !ends) {
    if (layer.getAttribute("display") !== "none") layer.setAttribute("display", "none");
    const out = $("ruler-readout");
    if (!out.hidden) out.hidden = true;
    return;
  }
  const [a, b] = ends.map(resolve);
  let m;
  try {
    m = measureEnds(a, b, store.state.edition);
  } catch {
    return; // the engine refuses a ship: keep the last drawing
  }
  const k = store.ui.scale;
  parts.line.setAttribute("x1", r2(m.from.x));
  parts.line.setAttribute("y1", r2(m.from.y));
  parts.line.setAttribute("x2", r2(m.to.x));
  parts.line.setAttribute("y2", r2(m.to.y));
  for (const [c, p] of [[parts.a, m.from], [parts.b, m.to]]) {
    c.setAttribute("cx", r2(p.x));
    c.setAttribute("cy", r2(p.y));
    c.setAttribute("r", r2(4 * k));
  }
  const name = (e) => (e.ship ? shipLabel(e.index) : "a point");
  [a, b].forEach((e, i) => {
    const h = parts.handles[i];
    h.setAttribute("cx", r2(e.point.x));
    h.setAttribute("cy", r2(e.point.y));
    h.setAttribute("r", r2(10 * k));
    const where = e.ship ? `on ${name(e)}` : `at x ${r2(e.point.x)}, y ${r2(e.point.y)}`;
    h.setAttribute("aria-label", `Ruler ${i ? "end" : "start"}, ${where}. Arrows move it, Shift for 1 mm, N jumps to the next ship, Escape ends the ruler.`);
  });
  parts.text.setAttribute("x", r2((m.from.x + m.to.x) / 2));
  parts.text.setAttribute("y", r2((m.from.y + m.to.y) / 2 - 8 * k));
  parts.text.textContent = m.text;
  layer.removeAttribute("display");
  const out = $("ruler-readout");
  out.hidden = false;
  const text = `Ruler from ${name(a)} to ${name(b)}: ${m.text}`;
  if (out.textContent !== text) out.textContent = text; // a live region: only changes are read out
  out.dataset.mm = String(m.distance);
  out.dataset.band = String(m.range);
}
