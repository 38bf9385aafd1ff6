// The drag worker's painter (issue 25): on the Epic board, a drag's frame
// cost the main thread its drawing, then Chromium's style, paint and
// commit of every live SVG and canvas that changed, ~20-40 ms at 4x
// throttling in the slowest frames. Here the worker that measures a frame
// draws it too, on two canvases the page handed over (OffscreenCanvas):
// under the board, the selected ship's arcs and rings; over it, the
// dragged ship, the planned moves, the marked ships and tokens, the turn
// handles and the measured lines. The main thread's frame is then a
// pointer move and a message.
//
// What is drawn is what live.js draws (the same views: flat.js FlatView,
// ghost.js), made as plain objects (vdom.js) and painted here. How each
// element looks is style.css's, as the page computes it: the painter asks
// the page for the look of each element it meets the first time (its
// tag and classes, and its ancestors'), and paints a frame once it has
// them all (live.js looksOf answers, through dragframes.js; until then
// the frame before stays).

import { VElement, vdocument } from "./vdom.js";
import { FlatView, drawMarks, makeCopy, placeLiftedName } from "./flat.js";

export class Painter {
  // canvases: { arcs, over } (OffscreenCanvas); ask(keys): asks the page
  // for the looks of elements (styleKey's) not known yet; first(): tells
  // the page a drag's first frame is painted (it shows the canvases then).
  constructor(canvases, ask, first) {
    this.first = first;
    this.looksFor = ""; // the theme and zoom the looks are of
    this.canvases = canvases;
    this.ctx = { arcs: canvases.arcs.getContext("2d"), over: canvases.over.getContext("2d") };
    this.ask = ask;
    // The views make their elements through the global document (draw.js
    // el): the worker's is the virtual one.
    if (typeof document === "undefined") globalThis.document = vdocument;
    this.looks = new Map(); // styleKey -> look (the page's computed style)
    this.asked = new Set();
    this.setup = null; // start's
    this.last = null; // the last frame drawn: { state, scene }
    this.measurer = null;
    VElement.measure = (e) => this.measure(e);
  }

  // start begins a drag's painting. setup: { lifted, selected, selObstacle,
  // scale, view: { x, y, w, h } (board mm), size: { width, height } (CSS
  // px), dpr, handles: [[kind, index or -1, reach]], copies: the board's
  // copy of each ship as the drag's start drew it (flat.js BoardCopy),
  // names: { ships, tokens } (short names), looksFor: the theme and zoom,
  // which the looks follow }.
  start(setup) {
    this.setup = setup;
    this.forgetLooks(setup.looksFor);
    this.shown = false; // a frame is painted (paint)
    // The live SVGs the painter stands in for (live.js's), and one for the
    // mat's layer, which the page draws.
    const roots = (this.roots = { arcs: new VElement("svg"), over: new VElement("svg"), lift: new VElement("svg"), mat: new VElement("svg") });
    this.view = new FlatView(roots.over, { interactive: false, handles: true, hosts: { mat: roots.mat, rings: roots.arcs, arcs: roots.arcs } });
    this.liftView = new FlatView(roots.lift, { interactive: false, handles: true });
    this.lifted = null;
    this.ships = new Map();
    this.tokens = new Map();
    this.resize();
  }

  // resize sizes the canvases for the setup's box.
  resize() {
    const { size, dpr } = this.setup;
    for (const c of Object.values(this.canvases)) {
      const w = Math.max(1, Math.round(size.width * dpr));
      const h = Math.max(1, Math.round(size.height * dpr));
      if (c.width !== w || c.height !== h) {
        c.width = w;
        c.height = h;
      }
    }
  }

  // forgetLooks drops the looks when they were of another theme or zoom.
  forgetLooks(looksFor) {
    if (looksFor === this.looksFor) return;
    this.looksFor = looksFor;
    this.looks.clear();
    this.asked.clear();
  }

  // update takes what changed of the setup mid-drag (the view, its size,
  // the zoom).
  update(changes) {
    if (!this.setup) return;
    Object.assign(this.setup, changes);
    this.forgetLooks(this.setup.looksFor);
    this.resize();
    if (this.last) this.draw(this.last.state, this.last.scene);
  }

  // stop ends the drag's painting: the canvases are cleared.
  stop() {
    this.setup = null;
    this.last = null;
    for (const [k, ctx] of Object.entries(this.ctx)) {
      ctx.setTransform(1, 0, 0, 1, 0, 0);
      ctx.clearRect(0, 0, this.canvases[k].width, this.canvases[k].height);
    }
  }

  // learn takes the page's looks: [[key, look]].
  learn(looks) {
    for (const [k, v] of looks) {
      this.looks.set(k, v);
      this.asked.delete(k);
    }
    if (this.last) this.draw(this.last.state, this.last.scene);
  }

  // draw draws a frame: state, and scene (scene.js boardScene's for it).
  draw(state, scene) {
    const su = this.setup;
    if (!su) return;
    this.last = { state, scene };
    const { selected, scale, lifted } = su;
    const v = this.view;
    v.drawArcs(scene.arcs.arcs, scene.arcs.visible, scene.arcs.rings, scene.arcs.transform);
    v.drawMoves(scene.moves);
    v.drawLines(scene.lines, scale);
    if (scene.ships[lifted]) this.drawLifted(scene.ships[lifted], lifted);
    drawMarks(v, scene, su, this);
    for (const [kind, index, reach] of su.handles) {
      if (kind === "ship" && lifted === selected) continue;
      const piece = index < 0 ? null : kind === "ship" ? state.ships[index] : state.obstacles[index];
      v.drawHandle(kind, piece || null, reach, scale);
    }
    this.paint();
  }

  // drawLifted draws the dragged ship (scene ship s, ship i), its name
  // placed alone, and with it the selected ship's turn handle.
  drawLifted(s, i) {
    const { selected, scale, copies, handles } = this.setup;
    const e = (this.lifted ??= makeCopy(this.liftView, i, copies[i]));
    const h = handles.find(([kind]) => kind === "ship");
    const withHandle = i === selected && h && h[1] >= 0;
    this.liftView.drawShip(e, s, i, selected, scale);
    this.liftView.drawHandle("ship", withHandle ? s : null, h ? h[2] : 0, scale);
    placeLiftedName(e, s, scale);
  }

  // paint paints the virtual SVGs on the canvases, once every look they
  // need is known; else it asks for those missing and keeps the frame
  // before.
  paint() {
    const missing = new Set();
    for (const root of Object.values(this.roots)) resolveLooks(root, hostOf(root, this.roots), "", this.looks, missing);
    if (missing.size) {
      const keys = [...missing].filter((k) => !this.asked.has(k));
      for (const k of keys) this.asked.add(k);
      if (keys.length) this.ask(keys);
      return;
    }
    const { view, size, dpr } = this.setup;
    const s = Math.min(size.width / view.w, size.height / view.h);
    const ox = (size.width - view.w * s) / 2 - view.x * s;
    const oy = (size.height - view.h * s) / 2 - view.y * s;
    const base = [s * dpr, 0, 0, s * dpr, ox * dpr, oy * dpr];
    const r = this.roots;
    const paintOn = (ctx, canvas, parts) => {
      ctx.setTransform(1, 0, 0, 1, 0, 0);
      ctx.clearRect(0, 0, canvas.width, canvas.height);
      for (const node of parts) walk(ctx, node, base, 1, "visible", dpr);
    };
    if (!this.shown) {
      this.shown = true;
      this.first();
    }
    paintOn(this.ctx.arcs, this.canvases.arcs, [r.arcs]);
    // Over the board: the dragged ship, then the over SVG's layers, its
    // lines last (over the tokens, whose fill would hide an obstructed
    // line, as live.js's lines canvases are). A layer is walked as its
    // root's only child (walk paints a node's children).
    const lines = this.view.layers.lines;
    const layers = [...r.over.children.filter((n) => n !== lines), lines].map((n) => ({ children: [n] }));
    paintOn(this.ctx.over, this.canvases.over, [r.lift, ...layers]);
  }

  // drawn is what the last frame painted, for the tests: { lines: each
  // line as the board's SVG holds it ("<class> x1,y1,x2,y2 <badge>", board
  // mm), ink: the over canvas's alpha at each line's middle (its badge),
  // moves: each planned move's template (path data), marks: the classes
  // of the marked ships' and tokens' copies, size: the canvases' pixels,
  // view: the board's view it was painted in, shown: whether the frame is
  // painted }.
  drawn() {
    if (!this.setup || !this.view) return null;
    const groups = this.view.layers.lines.children.filter((g) => g.getAttribute("display") !== "none");
    const lines = groups.map((g) => {
      const l = g.children.find((c) => c.tagName === "line");
      const text = g.children.find((c) => c.getAttribute("class") === "badge").children.find((c) => c.tagName === "text");
      return { d: `${g.getAttribute("class")} ${["x1", "y1", "x2", "y2"].map((a) => l.getAttribute(a)).join(",")} ${text.text}`, mid: [(num(l, "x1") + num(l, "x2")) / 2, (num(l, "y1") + num(l, "y2")) / 2] };
    });
    const { view, size, dpr } = this.setup;
    const s = Math.min(size.width / view.w, size.height / view.h);
    const ox = (size.width - view.w * s) / 2 - view.x * s;
    const oy = (size.height - view.h * s) / 2 - view.y * s;
    const ctx = this.ctx.over;
    const ink = lines.map(({ mid: [x, y] }) => ctx.getImageData(Math.round((ox + x * s) * dpr), Math.round((oy + y * s) * dpr), 1, 1).data[3]);
    // The planned moves' templates, and the marked copies' classes.
    const shown = (layer) => layer.children.filter((g) => g.getAttribute("display") !== "none");
    const moves = shown(this.view.layers.moves).map((g) => g.children.find((c) => c.getAttribute("class") === "move-template").getAttribute("d"));
    const marks = [...shown(this.view.layers.ships), ...shown(this.view.layers.obstacles)].map((g) => g.getAttribute("class"));
    return { lines: lines.map((l) => l.d), ink, moves, marks, size: [this.canvases.over.width, this.canvases.over.height], view, shown: this.shown };
  }

  // measure is a text element's size, as the canvas draws it in its look.
  measure(e) {
    if (!this.measurer) this.measurer = new OffscreenCanvas(1, 1).getContext("2d");
    const look = this.looks.get(styleKeyOf(e, this.roots));
    if (!look) return { width: 0, height: 0 };
    this.measurer.font = look.font;
    return { width: this.measurer.measureText(e.text).width, height: look.fontSize * 1.2 };
  }
}


// hostOf names the live SVG a virtual root stands for: the page reads an
// element's look in that SVG.
function hostOf(root, roots) {
  return root === roots.arcs ? "arcs" : root === roots.lift ? "ship" : "over";
}

// styleKey is what decides element e's look under chain (its ancestors'
// keys): its tag and classes.
const link = (e) => `${e.tagName}.${e.getAttribute("class") || ""}`;

function styleKeyOf(e, roots) {
  const path = [];
  let n = e;
  while (n.parentNode) {
    path.unshift(link(n));
    n = n.parentNode;
  }
  return `${hostOf(n, roots)}|${path.join(">")}`;
}

// resolveLooks gives each element under node that a frame paints its look
// (e.look, walk's), and adds the keys of those not known to missing.
function resolveLooks(node, host, chain, looks, missing) {
  for (const c of node.children) {
    c.look = null;
    if (c.getAttribute("display") === "none" || c.tagName === "title") continue;
    const ch = chain ? `${chain}>${link(c)}` : link(c);
    const key = `${host}|${ch}`;
    const look = looks.get(key);
    if (!look) {
      missing.add(key);
      continue;
    }
    if (look.display === "none") continue;
    c.look = look;
    resolveLooks(c, host, ch, looks, missing);
  }
}

// Paths, by their data (a frame draws the same outlines again).
const paths = new Map();
function path2d(d) {
  let p = paths.get(d);
  if (!p) {
    if (paths.size > 4000) paths.clear();
    p = new Path2D(d);
    paths.set(d, p);
  }
  return p;
}

// walk paints node's children (node itself is painted by its parent's
// walk) under matrix m (a, b, c, d, e, f: SVG's), opacity alpha and
// visibility vis.
function walk(ctx, node, m, alpha, vis, dpr) {
  for (const c of node.children) {
    const look = c.look;
    if (!look) continue;
    const t = c.getAttribute("transform");
    const mm = t ? multiply(m, parseTransform(t)) : m;
    const a = alpha * look.opacity;
    const v = c.getAttribute("visibility") || vis;
    if (a > 0 && v !== "hidden") shape(ctx, c, look, mm, a, dpr);
    if (c.children.length) walk(ctx, c, mm, a, v, dpr);
  }
}

const num = (e, k) => Number(e.getAttribute(k)) || 0;

function shape(ctx, e, look, m, alpha, dpr) {
  let p = null;
  switch (e.tagName) {
    case "path":
      p = e.getAttribute("d") ? path2d(e.getAttribute("d")) : null;
      break;
    case "rect": {
      p = new Path2D();
      const rx = num(e, "rx");
      if (rx) p.roundRect(num(e, "x"), num(e, "y"), num(e, "width"), num(e, "height"), rx);
      else p.rect(num(e, "x"), num(e, "y"), num(e, "width"), num(e, "height"));
      break;
    }
    case "circle":
      p = new Path2D();
      p.arc(num(e, "cx"), num(e, "cy"), num(e, "r"), 0, 2 * Math.PI);
      break;
    case "line":
      p = new Path2D();
      p.moveTo(num(e, "x1"), num(e, "y1"));
      p.lineTo(num(e, "x2"), num(e, "y2"));
      break;
    case "text":
      return text(ctx, e, look, m, alpha, dpr);
    default:
      return;
  }
  if (!p) return;
  ctx.setTransform(...m);
  const scale = Math.sqrt(Math.abs(m[0] * m[3] - m[1] * m[2])) || 1;
  if (look.fill !== "none") {
    ctx.globalAlpha = alpha * look.fillOpacity;
    ctx.fillStyle = look.fill;
    ctx.fill(p, look.fillRule);
  }
  if (look.stroke !== "none" && look.strokeWidth > 0) strokeIt(ctx, p, look, look.nonScaling ? dpr / scale : 1, alpha);
}

// strokeIt strokes path p (or, with p null, the text drawn by draw) in
// look, its width and dashes times k (a non-scaling stroke's: CSS px to
// the matrix's units).
function strokeIt(ctx, p, look, k, alpha, draw = null) {
  ctx.globalAlpha = alpha * look.strokeOpacity;
  ctx.strokeStyle = look.stroke;
  ctx.lineWidth = look.strokeWidth * k;
  ctx.setLineDash(look.dash.map((d) => d * k));
  ctx.lineCap = look.lineCap;
  ctx.lineJoin = look.lineJoin;
  if (draw) draw();
  else ctx.stroke(p);
}

function text(ctx, e, look, m, alpha, dpr) {
  const s = e.text;
  if (!s) return;
  ctx.setTransform(...m);
  const scale = Math.sqrt(Math.abs(m[0] * m[3] - m[1] * m[2])) || 1;
  ctx.font = look.font;
  const anchor = e.getAttribute("text-anchor") || look.textAnchor;
  ctx.textAlign = anchor === "middle" ? "center" : anchor === "end" ? "right" : "left";
  ctx.textBaseline = "alphabetic";
  const dy = e.getAttribute("dy");
  const y = num(e, "y") + (dy && dy.endsWith("em") ? parseFloat(dy) * look.fontSize : Number(dy) || 0);
  const x = num(e, "x");
  const fill = () => {
    if (look.fill === "none") return;
    ctx.globalAlpha = alpha * look.fillOpacity;
    ctx.fillStyle = look.fill;
    ctx.fillText(s, x, y);
  };
  const stroke = () => {
    if (look.stroke !== "none" && look.strokeWidth > 0) strokeIt(ctx, null, look, look.nonScaling ? dpr / scale : 1, alpha, () => ctx.strokeText(s, x, y));
  };
  if (look.strokeFirst) {
    stroke();
    fill();
  } else {
    fill();
    stroke();
  }
}

function multiply(a, b) {
  return [a[0] * b[0] + a[2] * b[1], a[1] * b[0] + a[3] * b[1], a[0] * b[2] + a[2] * b[3], a[1] * b[2] + a[3] * b[3], a[0] * b[4] + a[2] * b[5] + a[4], a[1] * b[4] + a[3] * b[5] + a[5]];
}

// parseTransform reads an SVG transform of translate, rotate and scale
// (what the views write) as a matrix.
const transforms = new Map();
const TRANSFORM = /(translate|rotate|scale)\(\s*([^)]*)\)/g;
function parseTransform(t) {
  let m = transforms.get(t);
  if (m) return m;
  m = [1, 0, 0, 1, 0, 0];
  for (const [, op, args] of t.matchAll(TRANSFORM)) {
    const v = args.split(/[\s,]+/).filter(Boolean).map(Number);
    if (op === "translate") m = multiply(m, [1, 0, 0, 1, v[0] || 0, v[1] || 0]);
    else if (op === "scale") m = multiply(m, [v[0], 0, 0, v.length > 1 ? v[1] : v[0], 0, 0]);
    else {
      const r = ((v[0] || 0) * Math.PI) / 180;
      m = multiply(m, [Math.cos(r), Math.sin(r), -Math.sin(r), Math.cos(r), 0, 0]);
    }
  }
  if (transforms.size > 4000) transforms.clear();
  transforms.set(t, m);
  return m;
}
