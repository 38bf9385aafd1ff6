// The measured lines of a drag's live layer (live.js), drawn on a canvas.
// In SVG, a frame's new lines and badges cost Chromium their style,
// layout (the badges' text) and paint, ~6 ms of a frame at 4x throttling
// on the Epic board, whose selected ship has dozens of lines; a canvas
// costs its drawing calls and nothing else.
//
// The lines look as the board's do: their colours, widths, dashes and the
// badges' font are read from style.css (LineStyles), through an SVG group
// of the line's class made for the purpose (a kind's once per drag), so
// the stylesheet stays the one source of how a line looks, in every theme.
// Widths, dashes, the badge's radius and font are screen pixels, as the
// board's are (non-scaling strokes; a badge scaled by the zoom).

import { BADGE_RADIUS as RADIUS, el, r2 } from "./draw.js";

// MAX_RATIO: the most device pixels to the CSS pixel the lines are drawn
// at. A phone's 2.6-3 gives the canvas 7-9 times a desktop's pixels, all
// copied for the compositor in every frame whose lines move; drawn at 1.5
// they are a little softer until the drag ends (the board then draws them
// in its SVG), and a frame on a 412 px phone at 2.625 costs ~2.5 ms less at
// 4x throttling (README, "Performance").
const MAX_RATIO = 1.5;

export class LiveLines {
  // canvas: a canvas of the live layer, stacked over the board with the
  // same box; styles: the lines' looks (LineStyles), shared by the
  // layer's canvases; early: whether its first drawing is made at the
  // drag's start even with no line to draw (a canvas whose lines may
  // first come mid-drag: see draw).
  constructor(canvas, styles, { early = false } = {}) {
    this.canvas = canvas;
    this.styles = styles;
    this.early = early;
    this.ctx = null;
    this.last = null; // what was drawn last: { lines, key }
    this.dirty = null; // the box drawn on, in canvas pixels: [x0, y0, x1, y1]
    // canvas.drawn: what the canvas shows, a line each: "measure-group
    // <class> <x1>,<y1>,<x2>,<y2> <badge>" in board mm, as the board's SVG
    // holds it (for the tests: a canvas has no elements to read).
    // Written when read (the tests read it), not each frame.
    this.shown = []; // the lines drawn, in the order drawn
    Object.defineProperty(canvas, "drawn", { configurable: true, get: () => this.shown.map(describe) });
  }

  // draw draws lines ([{ from, to, badge, cls }], scene.js) on view (board
  // mm: { x, y, w, h }, shown with xMidYMid meet) in a box of size
  // ({ width, height }: CSS pixels), unless the canvas shows them already.
  draw(lines, view, size) {
    const key = `${view.x} ${view.y} ${view.w} ${view.h} ${size.width} ${size.height}`;
    if (this.last && this.last.key === key && sameLines(this.last.lines, lines)) return;
    this.last = { lines, key };
    const c = this.canvas;
    c.draws = (c.draws || 0) + 1; // how often it was drawn (for the tests)
    // A canvas never drawn on is left alone while it has nothing to draw:
    // its first drawing costs Chromium a copy of its pixels, ~30 ms at 4x
    // throttling on the Epic board.
    if (!lines.length && !this.ctx && !this.early) return;
    const dpr = Math.min(MAX_RATIO, globalThis.devicePixelRatio || 1);
    const pw = Math.max(1, Math.round(size.width * dpr));
    const ph = Math.max(1, Math.round(size.height * dpr));
    if (c.width !== pw || c.height !== ph) {
      c.width = pw; // which clears it
      c.height = ph;
      this.ctx = null;
      this.dirty = null;
    }
    let ctx = this.ctx;
    if (!ctx) {
      ctx = this.ctx = c.getContext("2d");
      if (!ctx) return;
      // A canvas's first drawing gives it a compositing layer, which made
      // Chromium sort the page into layers again mid-drag (when the first
      // line came near the dragged ship): a clear pixel drawn now, at the
      // drag's start (early), takes that cost there.
      ctx.fillStyle = "rgba(0,0,0,0)";
      ctx.fillRect(0, 0, 1, 1);
    }
    this.wipe();
    this.shown = [];
    if (!lines.length) return;
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    // Board mm to the box's pixels (preserveAspectRatio xMidYMid meet).
    const s = Math.min(size.width / view.w, size.height / view.h);
    const ox = (size.width - view.w * s) / 2 - view.x * s;
    const oy = (size.height - view.h * s) / 2 - view.y * s;
    const px = (x) => ox + x * s;
    const py = (y) => oy + y * s;
    const byKind = new Map();
    for (const ln of lines) {
      if (!byKind.has(ln.cls)) byKind.set(ln.cls, []);
      byKind.get(ln.cls).push(ln);
    }
    let [x0, y0, x1, y1] = [Infinity, Infinity, -Infinity, -Infinity];
    const shown = [];
    // The lines of every kind, then the badges over all of them.
    for (const [cls, lns] of byKind) {
      ctx.beginPath();
      for (const ln of lns) {
        const [ax, ay, bx, by] = [px(ln.from.x), py(ln.from.y), px(ln.to.x), py(ln.to.y)];
        ctx.moveTo(ax, ay);
        ctx.lineTo(bx, by);
        x0 = Math.min(x0, ax, bx);
        y0 = Math.min(y0, ay, by);
        x1 = Math.max(x1, ax, bx);
        y1 = Math.max(y1, ay, by);
        shown.push(ln);
      }
      stroke(ctx, this.styles.of(cls).line);
    }
    // A badge is a picture drawn once a drag (LineStyles.badge): copying
    // it costs a fraction of drawing a circle and its text.
    for (const [cls, lns] of byKind) {
      for (const ln of lns) {
        const pic = this.styles.badge(cls, ln.badge, dpr);
        const x = Math.round((px((ln.from.x + ln.to.x) / 2) - pic.half) * dpr) / dpr;
        const y = Math.round((py((ln.from.y + ln.to.y) / 2) - pic.half) * dpr) / dpr;
        ctx.drawImage(pic.canvas, x, y, pic.size, pic.size);
      }
    }
    // What was drawn lies within a badge's size (and a line's width) of
    // the lines' ends: the next frame clears that box only.
    const m = RADIUS + 8;
    this.dirty = [Math.floor((x0 - m) * dpr), Math.floor((y0 - m) * dpr), Math.ceil((x1 + m) * dpr), Math.ceil((y1 + m) * dpr)];
    this.shown = shown;
  }

  // wipe clears what the canvas shows.
  wipe() {
    if (!this.ctx || !this.dirty) return;
    const [x0, y0, x1, y1] = this.dirty;
    this.ctx.setTransform(1, 0, 0, 1, 0, 0);
    this.ctx.clearRect(x0, y0, x1 - x0, y1 - y0);
    this.dirty = null;
  }

  // clear empties the canvas (a drag's end).
  clear() {
    this.wipe();
    this.last = null;
    this.shown = [];
  }
}

// LineStyles is how each kind of line looks, as style.css says: read from
// an SVG group of the line's class, made in an SVG of the page (host) and
// taken away, once per kind until forget.
export class LineStyles {
  constructor(host) {
    this.host = host;
    this.byClass = new Map();
    this.badges = new Map(); // a badge's picture by class, text and pixel ratio
  }

  // forget drops what was read and drawn (a drag's end: the theme may
  // change before the next).
  forget() {
    this.byClass.clear();
    this.badges.clear();
  }

  // badge is the picture of a badge (a circle and its text) of a line of
  // class cls: { canvas, size, half } (CSS pixels), drawn for dpr device
  // pixels to the CSS pixel.
  badge(cls, text, dpr) {
    const key = `${cls}|${text}|${dpr}`;
    let pic = this.badges.get(key);
    if (pic) return pic;
    const st = this.of(cls);
    const half = RADIUS + Math.ceil(st.circle.width / 2) + 1;
    const size = 2 * half;
    const canvas = document.createElement("canvas");
    canvas.width = canvas.height = Math.ceil(size * dpr);
    const ctx = canvas.getContext("2d");
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    ctx.beginPath();
    ctx.arc(half, half, RADIUS, 0, 2 * Math.PI);
    fill(ctx, st.circle);
    stroke(ctx, st.circle);
    ctx.font = st.font;
    ctx.textAlign = "center";
    ctx.textBaseline = "alphabetic";
    ctx.fillStyle = st.text.fill;
    ctx.globalAlpha = st.text.fillOpacity;
    ctx.fillText(text, half, half + st.dy);
    pic = { canvas, size, half };
    this.badges.set(key, pic);
    return pic;
  }

  // of is how a line of class cls looks: { line, circle, text, font, dy }.
  of(cls) {
    let st = this.byClass.get(cls);
    if (st) return st;
    const g = el("g", { class: `measure-group ${cls}` }, this.host);
    const line = el("path", { class: "measure" }, g);
    const badge = el("g", { class: "badge" }, g);
    const circle = el("path", { class: "badge-circles" }, badge);
    const text = el("text", {}, badge);
    const ls = getComputedStyle(line);
    const cs = getComputedStyle(circle);
    const ts = getComputedStyle(text);
    const size = parseFloat(ts.fontSize);
    st = {
      line: paint(ls),
      circle: { ...paint(cs), fill: cs.fill, fillOpacity: Number(cs.fillOpacity) },
      text: { fill: ts.fill, fillOpacity: Number(ts.fillOpacity) },
      font: `${ts.fontStyle} ${ts.fontWeight} ${r2(size)}px ${ts.fontFamily}`,
      dy: 0.35 * size,
    };
    g.remove();
    this.byClass.set(cls, st);
    return st;
  }
}

// paint is a computed style's stroke: { stroke, width, dash, opacity }.
function paint(cs) {
  const dash = cs.strokeDasharray === "none" ? [] : cs.strokeDasharray.split(/[\s,]+/).map(parseFloat).filter(Number.isFinite);
  return { stroke: cs.stroke, width: parseFloat(cs.strokeWidth) || 0, dash, opacity: Number(cs.strokeOpacity) };
}

function stroke(ctx, p) {
  if (p.stroke === "none" || !p.width) return;
  ctx.strokeStyle = p.stroke;
  ctx.lineWidth = p.width;
  ctx.setLineDash(p.dash);
  ctx.globalAlpha = p.opacity;
  ctx.stroke();
  ctx.globalAlpha = 1;
}

function fill(ctx, p) {
  if (p.fill === "none") return;
  ctx.fillStyle = p.fill;
  ctx.globalAlpha = p.fillOpacity;
  ctx.fill();
  ctx.globalAlpha = 1;
}

// describe is line ln as canvas.drawn says it.
const describe = (ln) => `measure-group ${ln.cls} ${r2(ln.from.x)},${r2(ln.from.y)},${r2(ln.to.x)},${r2(ln.to.y)} ${ln.badge}`;

// sameLines says whether lines a and b draw the same. Their points are
// compared by value: a frame answered by the drag worker brings new
// objects for the lines that did not move.
function sameLines(a, b) {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) {
    const p = a[i];
    const q = b[i];
    if (p.cls !== q.cls || p.badge !== q.badge || !samePoint(p.from, q.from) || !samePoint(p.to, q.to)) return false;
  }
  return true;
}

const samePoint = (p, q) => p === q || (p.x === q.x && p.y === q.y);
