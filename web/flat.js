// Shapes put on the board in board mm, with no SVG transform: what a
// drag's live layer draws (live.js), FlatView and FlatMovesView.
//
// Chromium sorts the whole page's paint into compositing layers again
// ("layerize": ~10 ms a frame at 4x throttling on the Epic board, for its
// thousands of pieces) whenever any transform's value changes, or any
// paint chunk's bounds change. A frame that only rewrites paths and texts
// in an SVG whose bounds are held by a fixed cover (live.js) changes
// neither: that SVG alone is painted again.

import { BoardView, arrows, el, labelItem, r2, sameShip, set, setClass, setText } from "./draw.js";
import { placeLabels } from "./labels.js";
import { MovesView, set as setMoveAttr } from "./ghost.js"; // MovesView's own writer, for its elements
import { nosePath } from "./pieces.js";

// placement maps a point of a piece's own frame to the board, as the SVG
// transform "translate(x y) rotate(heading)" would, with "scale(-1 1)"
// after it when mirrored (a token's back side). The function carries its
// matrix (a, b, c, d, e, f, as SVG's) for flatPath's loop.
export function placement(x, y, heading, mirrored = false) {
  const h = (heading * Math.PI) / 180;
  const m = mirrored ? -1 : 1;
  const [a, b, c, d] = [m * Math.cos(h), m * Math.sin(h), -Math.sin(h), Math.cos(h)];
  return Object.assign((px, py) => [a * px + c * py + x, b * px + d * py + y], { matrix: [a, b, c, d, x, y] });
}

const NUM = String.raw`([-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?)`;
const PLACEMENT = new RegExp(String.raw`^\s*translate\(\s*${NUM}[\s,]+${NUM}\s*\)\s*rotate\(\s*${NUM}\s*\)\s*(scale\(\s*-1[\s,]+1\s*\))?\s*$`);

// parsePlacement reads a transform as the engine (svgpath.Placement) and
// scene.js write one: { x, y, heading, mirrored, place }; null for ""
// (a shape already in board mm) or any other transform.
export function parsePlacement(t) {
  const m = PLACEMENT.exec(t || "");
  if (!m) return null;
  const [x, y, heading] = [Number(m[1]), Number(m[2]), Number(m[3])];
  return { x, y, heading, mirrored: !!m[4], place: placement(x, y, heading, !!m[4]) };
}

// parsed keeps path data read (readPath): a drag redraws the same few
// dozen outlines (arcs, rings, tokens) every frame.
const parsed = new Map();
const PARSED_MAX = 2000;
const TOKEN = /[A-DF-Za-df-z]|[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?/g;
const START = -1; // readPath's codes
const CLOSE = -2;

// readPath is path data d (M, L and Z, absolute, as the engine and scene.js
// write outlines) as a Float64Array of codes and points: START before a
// subpath's first point, each point's x and y, CLOSE. null for data of
// another kind.
function readPath(d) {
  let out = parsed.get(d);
  if (out !== undefined) return out;
  const toks = d.match(TOKEN) || [];
  const v = [];
  let odd = false; // a point's x is read, not its y
  for (const t of toks) {
    if (t === "M" || t === "L" || t === "Z") {
      if (odd) return remember(d, null);
      if (t === "M") v.push(START);
      else if (t === "Z") v.push(CLOSE);
    } else if (/[a-z]/i.test(t)) {
      return remember(d, null); // a command of another kind
    } else {
      v.push(Number(t));
      odd = !odd;
    }
  }
  return remember(d, odd ? null : Float64Array.from(v));
}

function remember(d, v) {
  if (parsed.size >= PARSED_MAX) parsed.clear();
  parsed.set(d, v);
  return v;
}

// flatPath is path data d with every point put on the board by place;
// d as it is when place is null, or when d isn't readPath's kind.
export function flatPath(d, place) {
  if (!place || !d) return d;
  const v = readPath(d);
  if (!v) return d;
  const [a, b, c, dd, e, f] = place.matrix;
  let out = "";
  let cmd = "M";
  for (let i = 0; i < v.length; ) {
    const x = v[i];
    if (x === START) {
      cmd = "M";
      i++;
    } else if (x === CLOSE) {
      out += "Z";
      i++;
    } else {
      const y = v[i + 1];
      out += cmd + Math.round((a * x + c * y + e) * 100) / 100 + " " + Math.round((b * x + dd * y + f) * 100) / 100;
      cmd = "L";
      i += 2;
    }
  }
  return out;
}

// onBoard is path (a shape in its piece's frame) put on the board by
// transform (parsePlacement's kind; "" leaves it as it is), kept by both:
// a frame draws again the arcs of a ship that stays, the tokens, their
// rings, and a moving ship's arcs once per pose.
const put = new Map(); // transform -> { place, paths: path -> board path }
const PUT_MAX = 64;
export function onBoard(path, transform) {
  let at = put.get(transform);
  if (!at) {
    if (put.size >= PUT_MAX) put.clear();
    const p = parsePlacement(transform);
    put.set(transform, (at = { place: p && p.place, paths: new Map() }));
  }
  let d = at.paths.get(path);
  if (d === undefined) at.paths.set(path, (d = flatPath(path, at.place)));
  return d;
}

// roundedRect is the path of a w x l rectangle centred on its frame's
// origin, its corners rounded by r, put on the board by place (a turned
// circular arc is the same arc: its flags stay).
export function roundedRect(w, l, r, place) {
  const x = w / 2;
  const y = l / 2;
  const pts = [
    [-x + r, -y],
    [x - r, -y],
    [x, -y + r],
    [x, y - r],
    [x - r, y],
    [-x + r, y],
    [-x, y - r],
    [-x, -y + r],
  ].map(([px, py]) => place(px, py).map(r2));
  const arc = (p) => `A${r} ${r} 0 0 1 ${p[0]} ${p[1]}`;
  const [a, b, c, d, e, f, g, h] = pts;
  return `M${a[0]} ${a[1]}L${b[0]} ${b[1]}${arc(c)}L${d[0]} ${d[1]}${arc(e)}L${f[0]} ${f[1]}${arc(g)}L${h[0]} ${h[1]}${arc(a)}Z`;
}

// FlatView is a BoardView that draws every shape in board mm with no
// transform, for live.js: its ships are pictures (no hit area, no name of
// their own: live.js puts each name, in board mm too).
export class FlatView extends BoardView {
  makeShip() {
    const root = el("g", { class: "ship" }, this.layers.ships);
    const base = el("path", { class: "base" }, root);
    const nose = el("path", { class: "nose" }, root);
    const turret = el("g", { class: "turret" }, root);
    const label = el("text", { class: "ship-label", "text-anchor": "middle", dy: "0.35em" }, root);
    const num = el("text", { class: "ship-num", "text-anchor": "middle", dy: "0.35em" }, root);
    return { root, base, nose, turret, num, label };
  }

  // drawShip draws scene ship s as ship i on v (makeShip's): the base,
  // nose and arrows as paths in board mm, the number at its centre.
  drawShip(v, s, i, selected) {
    const isSel = i === selected;
    if (sameShip(v.drawn, s) && v.drawnSel === isSel) return;
    v.drawn = s;
    v.drawnSel = isSel;
    const w = s.base.width;
    const l = s.base.length;
    const place = placement(s.x, s.y, s.heading);
    set(v.base, "d", roundedRect(w, l, 2, place));
    set(v.nose, "d", flatPath(nosePath(w, l), place));
    const as = arrows(s);
    while (v.turret.childElementCount < as.length) el("path", {}, v.turret);
    while (v.turret.childElementCount > as.length) v.turret.lastChild.remove();
    as.forEach((a, k) => {
      const p = v.turret.children[k];
      setClass(p, a.cls);
      set(p, "d", flatPath(a.d, placement(s.x, s.y, s.heading + a.dir)));
    });
    v.halfLength = l / 2;
    v.halfWidth = w / 2;
    set(v.num, "x", r2(s.x));
    set(v.num, "y", r2(s.y));
    setClass(v.root, `ship team-${s.team}${s.cls ? " " + s.cls : ""}${isSel ? " selected" : ""}`);
    setText(v.label, s.short);
    setText(v.num, String(s.num ?? i + 1));
  }

  // placeShape puts path on the board itself.
  placeShape(e, path, transform) {
    set(e, "d", onBoard(path, transform));
  }

  makeMoves(layer) {
    return new FlatMovesView(layer);
  }

  placeHandle(h, piece) {
    return placement(piece.x, piece.y, piece.heading);
  }
}

// FlatMovesView is a MovesView that draws ghosts and planned tokens in
// board mm with no transform (FlatView's).
export class FlatMovesView extends MovesView {
  get baseTag() {
    return "path";
  }

  placeGhost(v, m) {
    const w = m.base.width;
    const l = m.base.length;
    const at = placement(m.x, m.y, m.heading);
    setMoveAttr(v.base, "d", roundedRect(w, l, 2, at));
    setMoveAttr(v.nose, "d", flatPath(nosePath(w, l), at));
    setMoveAttr(v.num, "x", r2(m.x));
    setMoveAttr(v.num, "y", r2(m.y));
    if (m.planned) setMoveAttr(v.plannedBase, "d", roundedRect(w, l, 2, placement(m.planned.x, m.planned.y, m.planned.heading)));
  }

  drawToken(e, t) {
    setMoveAttr(e.g, "display", t ? "inline" : "none");
    if (!t) return;
    const at = parsePlacement(t.transform);
    if (at) {
      setMoveAttr(e.mark, "x", r2(at.x));
      setMoveAttr(e.mark, "y", r2(at.y));
    }
    this.tokenShapes(e, t, (path) => onBoard(path, t.transform));
  }
}

// MARKS: a token's classes that follow the selected ship's lines and the
// planned moves, so a drag may change them.
export const MARKS = ["obstructing", "hits-selected", "move-hit"];

// BoardCopy is what a drag's live layer knows of the board's copy of a
// ship, as the drag's start drew it: { cls, label: { x, y, visibility }
// (its name's place from the ship's centre), labelKey, labelSize }
// (draw.js labelItem's measure, taken over: measuring again would lay
// the page out). boardCopy reads it from the board's elements v.
export function boardCopy(v) {
  const l = v.label;
  return { cls: v.drawn ? v.drawn.cls : "", label: { x: Number(l.getAttribute("x") || 0), y: Number(l.getAttribute("y") || 0), visibility: l.getAttribute("visibility") || "visible" }, labelKey: v.labelKey, labelSize: v.labelSize };
}

// makeCopy makes on v (a FlatView) the elements of a copy of ship i, its
// name's size the board's (copy: a BoardCopy, or the board's own elements
// of the ship): measuring it again would lay the page out.
export function makeCopy(v, i, copy) {
  const e = v.makeShip(i);
  e.labelKey = copy && copy.labelKey;
  e.labelSize = copy && copy.labelSize;
  return e;
}

// placeLiftedName puts the dragged ship's name (its elements e, scene
// ship s) where labels.js puts it alone, at zoom scale, less [dx, dy]
// (board mm: how far its box has slid, live.js Slide), or hides it.
export function placeLiftedName(e, s, scale, [dx, dy] = [0, 0]) {
  const at = placeLabels([labelItem(e, s, scale)], scale)[0];
  if (at) {
    set(e.label, "x", r2(at.x - dx));
    set(e.label, "y", r2(at.y - dy));
  }
  set(e.label, "visibility", at ? "visible" : "hidden");
}

// drawMarks draws on v (a FlatView) the marks of a drag's frame that the
// board, left as the drag's start drew it, does not show: a copy of every
// ship but the dragged one whose classes now differ from its board copy's
// (a base is opaque: the copy hides the board's), its name where the
// board has it; an outline of every token a mark is on. scene: boardScene's;
// at: { lifted, selected, selObstacle, scale, copies (BoardCopy by ship) };
// made: { ships, tokens }, Maps of the elements made so far (kept from
// frame to frame). live.js and the drag worker's painter.js draw with it.
export function drawMarks(v, scene, { lifted, selected, selObstacle, scale, copies }, made) {
  const used = new Set();
  scene.ships.forEach((s, i) => {
    const b = copies[i];
    if (i === lifted || (b && b.cls === s.cls)) return;
    used.add(i);
    let e = made.ships.get(i);
    if (!e) made.ships.set(i, (e = makeCopy(v, i, b)));
    show(e.root, true);
    v.drawShip(e, s, i, selected, scale);
    const l = (b && b.label) || { x: 0, y: 0, visibility: "hidden" };
    set(e.label, "x", r2(s.x + l.x));
    set(e.label, "y", r2(s.y + l.y));
    set(e.label, "visibility", l.visibility);
  });
  for (const [i, e] of made.ships) if (!used.has(i)) show(e.root, false);
  const marked = new Set();
  scene.obstacles.forEach((o, i) => {
    if (!MARKS.some((m) => o.cls.includes(m))) return;
    marked.add(i);
    let t = made.tokens.get(i);
    if (!t) {
      t = v.makeObstacle(i);
      t.root.removeAttribute("data-obstacle");
      t.label.remove();
      made.tokens.set(i, t);
    }
    show(t.root, true);
    setClass(t.root, `obstacle live-mark kind-${o.kind || "unknown"}${o.flipped ? " flipped" : ""} ${o.cls}${i === selObstacle ? " selected" : ""}`);
    set(t.outline, "d", onBoard(o.path, o.transform) || "M0 0");
    const ring = o.ring && o.cls.includes("hits-selected");
    set(t.ring, "d", ring ? onBoard(o.ring, o.transform) : "M0 0");
    set(t.ring, "display", ring ? "inline" : "none");
  });
  for (const [i, t] of made.tokens) if (!marked.has(i)) show(t.root, false);
}

// show shows or hides element e (display), writing only a change.
export function show(e, on) {
  if (!!e._hidden === !on) return;
  e._hidden = !on;
  if (on) e.removeAttribute("display");
  else e.setAttribute("display", "none");
}
