// Planned moves on the board: each ship's template as laid and its ghost
// where the move ends, or for a planned device its token where it would
// be placed, dashed like a ghost, with its range 1 edge and its mark (scene.js movesScene says
// what, from the engine's answer.moves). Drawn under the ships, never hit by a pointer (a press
// goes through to the ship or the board below).

import { nosePath } from "./pieces.js";

const SVGNS = "http://www.w3.org/2000/svg";

function el(name, attrs, parent) {
  const e = document.createElementNS(SVGNS, name);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  parent.appendChild(e);
  return e;
}

const r2 = (v) => Math.round(v * 100) / 100;

// set writes an attribute whose value differs from the element's (it reads
// the attribute back: a board holds a few moves, no cache is kept, unlike
// draw.js's set). flat.js's FlatMovesView writes its elements with it too.
export function set(e, name, value) {
  const v = String(value);
  if (e.getAttribute(name) !== v) e.setAttribute(name, v);
}

export class MovesView {
  // layer: the <g> the moves are drawn in.
  constructor(layer) {
    this.layer = layer;
    this.items = new Map();
  }

  // baseTag is the element a ghost's base is drawn as (flat.js's view
  // draws it as a path).
  get baseTag() {
    return "rect";
  }

  make() {
    const root = el("g", { class: "move" }, this.layer);
    const template = el("path", { class: "move-template" }, root);
    const planned = el("g", { class: "move-planned" }, root);
    const plannedBase = el(this.baseTag, { class: "ghost-base", rx: 2 }, planned);
    const ghost = el("g", { class: "move-ghost" }, root);
    const base = el(this.baseTag, { class: "ghost-base", rx: 2 }, ghost);
    const nose = el("path", { class: "ghost-nose" }, ghost);
    // The ship's number, upright on the ghost: which ship it is.
    const at = el("g", {}, root);
    const num = el("text", { class: "ghost-num", "text-anchor": "middle", dy: "0.35em" }, at);
    // A planned device's token and its mark, and a set's other tokens.
    const token = makeToken(root);
    const title = el("title", {}, root);
    return { root, template, planned, plannedBase, ghost, base, nose, at, num, token, side: [], title };
  }

  // draw draws moves: [{ key, num, x, y, heading, base: { width, length },
  // template, planned, token, label, cls }] (movesScene).
  draw(moves) {
    const used = new Set();
    for (const m of moves) {
      used.add(m.key);
      let v = this.items.get(m.key);
      if (!v) this.items.set(m.key, (v = this.make()));
      set(v.template, "d", m.template || "M0 0");
      this.placeGhost(v, m);
      if (v.num.textContent !== String(m.num)) v.num.textContent = String(m.num);
      set(v.planned, "display", m.planned ? "inline" : "none");
      // A device leaves the ship where it is: no ghost, but its tokens.
      const t = m.token;
      set(v.ghost, "display", t ? "none" : "inline");
      set(v.at, "display", t ? "none" : "inline");
      this.drawToken(v.token, t);
      const side = m.side || [];
      while (v.side.length < side.length) v.side.push(makeToken(v.root, v.title));
      v.side.forEach((e, k) => this.drawToken(e, side[k] || null));
      set(v.root, "class", `move ${m.cls}`);
      set(v.root, "data-move", m.key);
      set(v.root, "display", "inline");
      if (v.title.textContent !== m.label) v.title.textContent = m.label;
    }
    for (const [key, v] of this.items) if (!used.has(key)) set(v.root, "display", "none");
  }

  // placeGhost puts move m's ghost (its base where the move ends, and where
  // the template put it before it was bumped) and number on v (make's).
  placeGhost(v, m) {
    const w = m.base.width;
    const l = m.base.length;
    for (const b of [v.base, v.plannedBase]) {
      set(b, "x", -w / 2);
      set(b, "y", -l / 2);
      set(b, "width", w);
      set(b, "height", l);
    }
    set(v.nose, "d", nosePath(w, l));
    set(v.ghost, "transform", `translate(${r2(m.x)} ${r2(m.y)}) rotate(${r2(m.heading)})`);
    set(v.at, "transform", `translate(${r2(m.x)} ${r2(m.y)})`);
    if (m.planned) set(v.planned, "transform", `translate(${r2(m.planned.x)} ${r2(m.planned.y)}) rotate(${r2(m.planned.heading)})`);
  }

  // drawToken draws planned token t (movesScene's) on e (makeToken's), or
  // hides e.
  drawToken(e, t) {
    set(e.g, "display", t ? "inline" : "none");
    if (!t) return;
    set(e.g, "transform", t.transform);
    this.tokenShapes(e, t, (path) => path);
  }

  // tokenShapes draws token t's outline, range 1 edge and mark on e, each
  // path through put.
  tokenShapes(e, t, put) {
    set(e.path, "d", put(t.path) || "M0 0");
    set(e.ring, "d", put(t.ring) || "M0 0");
    set(e.ring, "display", t.ring ? "inline" : "none");
    if (e.mark.textContent !== t.mark) e.mark.textContent = t.mark;
  }
}

// makeToken makes the elements of a planned device's token in root
// (before element before, if given): its range 1 edge, outline and mark.
function makeToken(root, before = null) {
  const g = el("g", { class: "move-token" }, root);
  if (before) root.insertBefore(g, before);
  const ring = el("path", { class: "token-ring" }, g);
  const path = el("path", { class: "ghost-base" }, g);
  const mark = el("text", { class: "ghost-num", "text-anchor": "middle", dy: "0.35em" }, g);
  return { g, ring, path, mark };
}
