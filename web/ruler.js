// The ruler: like the physical range ruler, measure from any point, or from
// a ship's base, to any other point or base. In ruler mode a drag on the
// board draws the line, its length in mm and its range band; it stays on
// the board until the next measurement or the mode is turned off. With the
// keyboard, each end is a handle to Tab to and move with the arrows (an
// end moved onto a base measures from the base, as a drag from it does);
// the readout is a live region, so each move is read out.
//
// A base end snaps to the base's closest point (to the other end, or to
// the other base). The base rectangles are the engine's (model.js
// shipBase: the board answer's pieces), the same the engine measures.

import { store } from "./store.js";
import { shipBase, shipLabel } from "./model.js";
import { el } from "./draw.js";
import { BOARDS } from "./pieces.js";

// TOUCH is the distance at which two things touch: range 0 (the engine's
// tolerance, README "Tolerances"); a band edge gets the same allowance.
const TOUCH = 1e-6;
// BAND is the length of one range band in mm (range n holds (100(n-1), 100n]).
const BAND = 100;

// band returns the range band of a distance in mm: 0 when touching.
export function band(d) {
  return d <= TOUCH ? 0 : Math.ceil((d - TOUCH) / BAND);
}

const sub = (a, b) => ({ x: a.x - b.x, y: a.y - b.y });
const dot = (a, b) => a.x * b.x + a.y * b.y;
const cross = (a, b) => a.x * b.y - a.y * b.x;
const dist = (a, b) => Math.hypot(a.x - b.x, a.y - b.y);

// baseCorners returns ship s's base corners on the board, clockwise from
// the front left.
export function baseCorners(s) {
  const b = shipBase(s, store.state.ships.indexOf(s));
  const h = (s.heading * Math.PI) / 180;
  const f = { x: Math.sin(h), y: -Math.cos(h) }; // forward
  const r = { x: Math.cos(h), y: Math.sin(h) }; // right
  const at = (u, v) => ({ x: s.x + f.x * u + r.x * v, y: s.y + f.y * u + r.y * v });
  const l = b.length / 2;
  const w = b.width / 2;
  return [at(l, -w), at(l, w), at(-l, w), at(-l, -w)];
}

// closestOnSegment returns the point of segment ab closest to p.
function closestOnSegment(p, a, b) {
  const ab = sub(b, a);
  const len2 = dot(ab, ab);
  const t = len2 ? Math.min(1, Math.max(0, dot(sub(p, a), ab) / len2)) : 0;
  return { x: a.x + ab.x * t, y: a.y + ab.y * t };
}

// inside reports whether p lies in the convex polygon poly (clockwise on
// the board, whose y axis points down), its boundary included.
function inside(p, poly) {
  return poly.every((a, i) => cross(sub(poly[(i + 1) % poly.length], a), sub(p, a)) >= -TOUCH);
}

// closestOnBase returns the point of the base (a filled rectangle) closest to p.
export function closestOnBase(p, poly) {
  if (inside(p, poly)) return { x: p.x, y: p.y };
  let best = null;
  poly.forEach((a, i) => {
    const q = closestOnSegment(p, a, poly[(i + 1) % poly.length]);
    if (!best || dist(p, q) < dist(p, best)) best = q;
  });
  return best;
}

// closestBetween returns the closest points { from, to } of two bases;
// from === to (a shared point) when they touch or overlap.
export function closestBetween(pa, pb) {
  for (const c of pa) if (inside(c, pb)) return { from: c, to: c };
  for (const c of pb) if (inside(c, pa)) return { from: c, to: c };
  let best = null;
  const consider = (from, to) => {
    if (!best || dist(from, to) < dist(best.from, best.to)) best = { from, to };
  };
  for (const c of pa) consider(c, closestOnBase(c, pb));
  for (const c of pb) consider(closestOnBase(c, pa), c);
  // Crossing edges without a corner inside cannot happen for rectangles
  // (one would hold a corner of the other), so the corner cases suffice.
  return best;
}

// measure returns the ruler between two ends, each { point } or { ship }:
// { from, to, mm, band }.
export function measure(a, b) {
  const poly = (e) => (e.ship ? baseCorners(e.ship) : null);
  const A = poly(a);
  const B = poly(b);
  let from = a.point;
  let to = b.point;
  if (A && B) ({ from, to } = closestBetween(A, B));
  else if (A) from = closestOnBase(to, A);
  else if (B) to = closestOnBase(from, B);
  const mm = dist(from, to);
  return { from, to, mm, band: band(mm) };
}

// words says a measurement: "250.0 mm, range 3" (range 0: touching).
export function words(m) {
  return `${m.mm.toFixed(1)} mm, range ${m.band}${m.band === 0 ? " (touching)" : ""}`;
}

let on = false;
let svg = null;
let layer = null;
let parts = null;
// ends are the ruler's two ends, kept between measurements: { point,
// index } (index: the ship measured from, -1 for a point). A pointer drag
// sets both; with the keyboard each end is a focusable handle.
let ends = null;

const $ = (id) => document.getElementById(id);

// active reports whether ruler mode is on.
export function active() {
  return on;
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
    setActive(!on);
    // From the keyboard (a click with no pointer), go to the first end.
    if (on && e.detail === 0) parts.handles[0].focus({ preventScroll: true });
  });
  layer.addEventListener("keydown", onKey);
}

function setActive(v) {
  on = v;
  $("ruler-mode").setAttribute("aria-pressed", String(on));
  svg.classList.toggle("ruler-mode", on);
  if (!on) {
    layer.setAttribute("display", "none");
    $("ruler-readout").hidden = true;
    ends = null; // the next ruler starts afresh
    return;
  }
  ends ??= startEnds();
  draw();
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

// shipUnder is the ship whose base holds board point p (-1: none), the
// last drawn (topmost) first: a handle moved onto a base measures from it,
// as a drag from the base does.
function shipUnder(p) {
  const ships = store.state.ships;
  for (let i = ships.length - 1; i >= 0; i--) if (inside(p, baseCorners(ships[i]))) return i;
  return -1;
}

// onKey moves the focused end: arrows by STEP (Shift: FINE) mm across the
// board, snapping onto a base they reach; N and Shift+N jump to the next
// and previous ship; Escape ends ruler mode.
function onKey(e) {
  const h = e.target instanceof Element && e.target.closest("[data-ruler-end]");
  if (!h || !ends || e.ctrlKey || e.metaKey || e.altKey) return;
  const k = Number(h.getAttribute("data-ruler-end"));
  const end = ends[k];
  const step = e.shiftKey ? FINE : STEP;
  const dir = { ArrowUp: [0, -1], ArrowDown: [0, 1], ArrowLeft: [-1, 0], ArrowRight: [1, 0] }[e.key];
  const ships = store.state.ships;
  if (dir) {
    const point = clampPoint({ x: end.point.x + dir[0] * step, y: end.point.y + dir[1] * step });
    ends[k] = { point, index: shipUnder(point) };
  } else if ((e.key === "n" || e.key === "N") && ships.length) {
    const from = end.index >= 0 ? end.index : e.shiftKey ? 0 : -1;
    const i = (from + (e.shiftKey ? -1 : 1) + ships.length) % ships.length;
    ends[k] = { point: { x: ships[i].x, y: ships[i].y }, index: i };
  } else if (e.key === "Escape") {
    setActive(false);
    $("ruler-mode").focus();
  } else return;
  e.preventDefault();
  if (on) draw();
}

// endAt names what a board point (client x, y; board point p) measures
// from: the ship under it, or the point.
function endAt(target, p) {
  const shipEl = target && target.closest && target.closest("[data-ship]");
  const i = shipEl ? Number(shipEl.getAttribute("data-ship")) : -1;
  return { point: p, index: store.state.ships[i] ? i : -1 };
}

// grab starts a ruler drag at board point p on target (gestures.js's drag).
export function grab(target, p) {
  const start = endAt(target, p);
  return {
    move: (q, e) => {
      ends = [start, endAt(document.elementFromPoint(e.clientX, e.clientY), q)];
      draw();
    },
    end: () => {},
  };
}

const r2 = (v) => Math.round(v * 100) / 100;

// resolve is an end as measure takes it: the ship when it is still there.
function resolve(end) {
  const s = end.index >= 0 ? store.state.ships[end.index] : null;
  return s ? { ship: s, index: end.index, point: end.point } : { point: end.point };
}

function draw() {
  const [a, b] = ends.map(resolve);
  const m = measure(a, b);
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
  parts.text.textContent = words(m);
  layer.removeAttribute("display");
  const out = $("ruler-readout");
  out.hidden = false;
  out.textContent = `Ruler from ${name(a)} to ${name(b)}: ${words(m)}`;
  out.dataset.mm = String(m.mm);
  out.dataset.band = String(m.band);
}
