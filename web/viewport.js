// Zoom and pan: the SVG viewBox in board mm. View-only, never part of the
// board state or the link.

import { BOARDS } from "./pieces.js";
import { store, setUI } from "./store.js";
import { fittedView } from "./draw.js";

let svg = null;
// sharing: the SVGs drawn with the board's view (board.js liveHosts), given
// its viewBox and --k with it. A new viewBox on a hidden one at a drag's
// start made Chromium lay the board's whole SVG out again (~200 ms at 4x
// on the Epic board); given with the board's, it costs nothing more than
// the board's own.
let sharing = [];

export function initViewport(el, shared = []) {
  svg = el;
  sharing = shared;
  new ResizeObserver(updateScale).observe(svg);
  // While a pointer is down (a drag, a pinch) toBoard keeps the board's
  // screen matrix: asking for it on every pointer move made the browser
  // bring the page's layout up to date (~2 ms a frame on a phone, on the
  // Epic board). A new view, a resize or a scroll drops it.
  const hold = (on) => () => {
    holding = on;
    screenInverse = null;
  };
  svg.addEventListener("pointerdown", hold(true), true);
  svg.addEventListener("pointerup", hold(false), true);
  svg.addEventListener("pointercancel", hold(false), true);
  addEventListener("scroll", () => (screenInverse = null), { capture: true, passive: true });
}

let holding = false; // a pointer is down on the board
let screenInverse = null; // board mm from client px, kept while holding

// fitView shows the whole play area with a small margin.
// The board's frame takes the fitted view's shape (--board-aspect) where
// the layout lets it (the embed), so the fitted board has no empty bands.
export function fitView() {
  const v = fittedView(store.state.board);
  svg.parentElement.style.setProperty("--board-aspect", String(v.w / v.h));
  setView(v);
}

export function getView() {
  return store.ui.view;
}

// setView shows view v (board mm), zoomed no closer than 60 mm across and
// no farther than three boards, and panned no farther than to put the
// view's centre on the play area's edge: some of the board always shows.
export function setView(v) {
  const b = BOARDS[store.state.board];
  const w = Math.min(Math.max(v.w, 60), b.width * 3);
  const h = (w * v.h) / v.w;
  const cx = Math.min(b.width, Math.max(0, v.x + w / 2));
  const cy = Math.min(b.height, Math.max(0, v.y + h / 2));
  const x = cx - w / 2;
  const y = cy - h / 2;
  setUI({ view: { x, y, w, h } });
  for (const e of [svg, ...sharing]) e.setAttribute("viewBox", `${x} ${y} ${w} ${h}`);
  screenInverse = null;
  updateScale();
}

// size is the board's box in CSS pixels, as updateScale last measured it.
let size = { width: 0, height: 0 };

// boardSize is the board's box ({ width, height }, CSS pixels), measured
// when the view or the box last changed: asking the page's layout for it
// during a drag would lay the page out again.
export function boardSize() {
  return size;
}

// updateScale records board mm per screen pixel so labels and handles keep
// a readable size at any zoom.
function updateScale() {
  screenInverse = null;
  const r = svg.getBoundingClientRect();
  size = { width: r.width, height: r.height };
  const v = store.ui.view;
  if (!r.width || !v) return;
  const k = Math.max(v.w / r.width, v.h / r.height);
  for (const e of [svg, ...sharing]) e.style.setProperty("--k", String(k));
  setUI({ scale: k });
}

// zoomAt zooms by factor keeping the board point under (clientX, clientY) still.
export function zoomAt(clientX, clientY, factor) {
  const p = toBoard(clientX, clientY);
  const v = store.ui.view;
  const w = Math.min(Math.max(v.w / factor, 60), BOARDS[store.state.board].width * 3);
  const f = v.w / w;
  setView({ x: p.x - (p.x - v.x) / f, y: p.y - (p.y - v.y) / f, w, h: v.h / f });
}

export function zoomCenter(f) {
  const r = svg.getBoundingClientRect();
  zoomAt(r.left + r.width / 2, r.top + r.height / 2, f);
}

// toBoard maps client (screen) coordinates to board mm: the one place the
// page converts pointer positions.
export function toBoard(clientX, clientY) {
  let inv = holding ? screenInverse : null;
  if (!inv) {
    const m = svg.getScreenCTM();
    if (!m) return { x: 0, y: 0 };
    inv = m.inverse();
    if (holding) screenInverse = inv;
  }
  const p = new DOMPoint(clientX, clientY).matrixTransform(inv);
  return { x: p.x, y: p.y };
}

// The camera gestures.js moves: nothing else of the page.
export const camera = { get view() { return store.ui.view; }, setView, zoomAt, touchPan: false };
