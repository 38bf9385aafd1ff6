// The SVG board: draws the mat, the pieces and what the engine answered.
// Elements are created once and reused; each frame only sets attributes
// whose value changed, so a drag costs a few dozen attribute writes.

import { BOARDS, TURRETS, arrowPath, nosePath } from "./pieces.js";
import { placeLabels } from "./labels.js";
import { MovesView } from "./ghost.js";

const SVGNS = "http://www.w3.org/2000/svg";

export function el(name, attrs = {}, parent = null) {
  const e = document.createElementNS(SVGNS, name);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  if (parent) parent.appendChild(e);
  return e;
}

// set writes an attribute only when its value changes.
export function set(e, name, value) {
  const v = String(value);
  const cache = e._attrs || (e._attrs = Object.create(null));
  if (cache[name] !== v) {
    cache[name] = v;
    e.setAttribute(name, v);
  }
}

// setText writes an element's text only when it changes, into its one
// text node when it has one: textContent would replace the node, which
// Chromium lays out again as a removal and an insertion.
export function setText(e, text) {
  if (e._text === text) return;
  e._text = text;
  const t = e.firstChild;
  if (t && t.nodeType === 3 && !t.nextSibling && text) t.data = text;
  else e.textContent = text;
}

export function setClass(e, cls) {
  if (e._cls !== cls) {
    e._cls = cls;
    e.setAttribute("class", cls);
  }
}

export const r2 = (v) => Math.round(v * 100) / 100;

// BADGE_RADIUS is a line's badge's radius in screen pixels (the board's
// badge is scaled by the zoom; livelines.js draws the live layer's).
export const BADGE_RADIUS = 9;

// Pool keeps one element per key and hides the ones not used this frame.
class Pool {
  constructor(parent, make) {
    this.parent = parent;
    this.make = make;
    this.items = new Map();
    this.used = new Set();
  }
  begin() {
    this.used.clear();
  }
  get(key) {
    let it = this.items.get(key);
    if (!it) {
      it = this.make(key);
      this.items.set(key, it);
    }
    this.used.add(key);
    const root = it.root || it;
    if (root._hidden) {
      root._hidden = false;
      root.removeAttribute("display");
    }
    return it;
  }
  end() {
    for (const [key, it] of this.items) {
      if (this.used.has(key)) continue;
      const root = it.root || it;
      if (!root._hidden) {
        root._hidden = true;
        root.setAttribute("display", "none");
      }
    }
  }
}

// sameShip reports whether scene ships a and b (scene.js) draw the same.
export function sameShip(a, b) {
  return (
    !!a &&
    a.x === b.x &&
    a.y === b.y &&
    a.heading === b.heading &&
    a.team === b.team &&
    a.cls === b.cls &&
    a.short === b.short &&
    a.label === b.label &&
    a.num === b.num &&
    a.turret === b.turret &&
    a.mobile === b.mobile &&
    a.base.width === b.base.width &&
    a.base.length === b.base.length
  );
}

// arrows are the arrows on ship s's base, in its frame: one per turret
// direction, and its mobile arc's, each { cls, d, dir } drawn pointing
// ahead and turned by dir.
export function arrows(s) {
  const w = s.base.width;
  const l = s.base.length;
  const reach = (dir) => (Math.abs(dir) === 90 ? w : l) / 2 - 3;
  const out = (s.turret && TURRETS[s.turret] ? TURRETS[s.turret].dirs : []).map((dir) => ({ cls: "turret-arrow", d: arrowPath(0, reach(dir)), dir }));
  if (s.mobile) {
    const dir = { front: 0, right: 90, rear: 180, left: -90 }[s.mobile];
    out.push({ cls: "mobile-arrow", d: arrowPath(4, reach(dir)), dir });
  }
  return out;
}

// NEAR_MM is how far beside a base (in board mm) a tap still selects the
// ship, when no base is under the finger: "a few mm".
export const NEAR_MM = 3;

// FIT_MARGIN is the space around the play area in a fitted view, in mm:
// room for the range ruler's numbers above the board.
const FIT_MARGIN = 24;

// fittedView is the view { x, y, w, h } (board mm) that shows the whole
// play area boardKey with its margin.
export function fittedView(boardKey) {
  const b = BOARDS[boardKey];
  return { x: -FIT_MARGIN, y: -FIT_MARGIN, w: b.width + 2 * FIT_MARGIN, h: b.height + 2 * FIT_MARGIN };
}

// The board's layers, bottom to top: <g id="layer-NAME"> in the SVG
// (BoardView adds those it doesn't find).
const LAYERS = ["mat", "rings", "arcs", "obstacles", "moves", "lines", "ships", "handles"];

// labelItem is what labels.js places for scene ship s drawn on elements
// v (makeShip's): its centre, the half extents of its turned base, the
// engine's anchor and the label's size, measured once per text and zoom.
export function labelItem(v, s, scale) {
  const h = (s.heading * Math.PI) / 180;
  const c = Math.abs(Math.cos(h));
  const sn = Math.abs(Math.sin(h));
  const key = `${s.short}|${scale}`;
  if (v.labelKey !== key) {
    set(v.label, "visibility", "hidden");
    const bb = s.short ? v.label.getBBox() : { width: 0, height: 0 };
    v.labelKey = key;
    v.labelSize = { w: bb.width, h: bb.height };
  }
  return { x: s.x, y: s.y, ex: v.halfWidth * c + v.halfLength * sn, ey: v.halfWidth * sn + v.halfLength * c, at: s.labelAt, ...v.labelSize };
}

export class BoardView {
  // interactive: pieces are buttons (focusable, named, pressed when
  // selected) and there are turn handles; false for a picture (<xwing-board>).
  // handles: draw the turn handles (default: interactive). hosts: other
  // SVGs, stacked with svg, that take the layers they name ({ layer: svg },
  // live.js's drag layers).
  constructor(svg, { interactive = true, handles = interactive, hosts = null } = {}) {
    this.svg = svg;
    this.interactive = interactive;
    this.layers = {};
    // A layer the SVG lacks goes in its place among those it has.
    for (const name of LAYERS.slice().reverse()) {
      const host = (hosts && hosts[name]) || svg;
      const nextName = LAYERS.slice(LAYERS.indexOf(name) + 1).find((n) => this.layers[n] && this.layers[n].parentNode === host);
      const next = nextName ? this.layers[nextName] : null;
      this.layers[name] = host.querySelector(`#layer-${name}`) || host.insertBefore(el("g", hosts ? {} : { id: `layer-${name}` }), next);
    }
    this.moves = this.makeMoves(this.layers.moves);
    this.boardKey = "";
    this.ships = [];
    this.obstacles = [];
    this.arcPool = new Pool(this.layers.arcs, () => el("path", {}, this.layers.arcs));
    this.ringPool = new Pool(this.layers.rings, (key) => {
      const g = el("g", { class: "ring-group" }, this.layers.rings);
      const path = el("path", { class: `ring r${key}` }, g);
      const label = el("text", { class: "ring-label" }, g);
      label.textContent = String(key);
      return { root: g, path, label };
    });
    this.linePool = new Pool(this.layers.lines, () => {
      const g = el("g", {}, this.layers.lines);
      const line = el("line", { class: "measure" }, g);
      const badge = el("g", { class: "badge" }, g);
      const circle = el("circle", { r: BADGE_RADIUS }, badge);
      const text = el("text", { "text-anchor": "middle", dy: "0.35em" }, badge);
      return { root: g, line, badge, circle, text };
    });
    this.handleShip = handles ? this.makeHandle("ship") : null;
    this.handleObstacle = handles ? this.makeHandle("obstacle") : null;
  }

  makeHandle(kind) {
    const g = el("g", { class: `handle handle-${kind}`, display: "none" }, this.layers.handles);
    g._hidden = true;
    const stem = el("line", { class: "handle-stem" }, g);
    // A larger invisible circle makes the knob easy to hit with a finger.
    const hit = el("circle", { class: "handle-hit", "data-handle": kind, r: 20 }, g);
    const knob = el("circle", { class: "handle-knob", "data-handle": kind, r: 9 }, g);
    const title = el("title", {}, hit);
    title.textContent = "Drag to turn";
    return { root: g, stem, knob, hit };
  }

  // drawMat draws the play area and its grid when the board size changes.
  drawMat(boardKey) {
    if (this.boardKey === boardKey) return;
    this.boardKey = boardKey;
    const b = BOARDS[boardKey];
    const mat = this.layers.mat;
    mat.replaceChildren();
    el("rect", { class: "mat", x: 0, y: 0, width: b.width, height: b.height, "data-bg": "1" }, mat);
    // Grid: a line every 100 mm (one range band), lighter every 50 mm.
    let d = "";
    let dMinor = "";
    for (let x = 50; x < b.width; x += 50) {
      const seg = `M${x} 0V${b.height}`;
      if (x % 100 === 0) d += seg;
      else dMinor += seg;
    }
    for (let y = 50; y < b.height; y += 50) {
      const seg = `M0 ${y}H${b.width}`;
      if (y % 100 === 0) d += seg;
      else dMinor += seg;
    }
    el("path", { class: "grid minor", d: dMinor }, mat);
    el("path", { class: "grid major", d }, mat);
    // Range rulers along the top edge: 100 mm ticks, labelled 1..
    for (let x = 100, n = 1; x <= b.width + 0.01; x += 100, n++) {
      const t = el("text", { class: "ruler", x: x - 50, y: -6, "text-anchor": "middle" }, mat);
      t.textContent = String(n);
    }
    el("rect", { class: "mat-edge", x: 0, y: 0, width: b.width, height: b.height }, mat);
  }

  // drawShips places every ship. model.ships: [{ base: { width, length },
  // x, y, heading, team, turret, mobile, label, short, labelAt, cls }];
  // labelAt: where the name goes on the board (null: under the base).
  drawShips(ships, selected, scale = 1) {
    while (this.ships.length < ships.length) this.ships.push(this.makeShip(this.ships.length));
    while (this.ships.length > ships.length) this.ships.pop().root.remove();
    ships.forEach((s, i) => this.drawShip(this.ships[i], s, i, selected, scale));
    this.placeShipLabels(ships, selected, scale);
  }

  // drawShip draws scene ship s (drawShips) as ship i on its elements v
  // (makeShip's), unless they show it already.
  drawShip(v, s, i, selected, scale) {
    // A drag's frame changes a ship or two of 200: a ship drawn from the
    // same values as last time is not visited again.
    const isSel = i === selected;
    if (sameShip(v.drawn, s) && v.drawnSel === isSel && v.drawnScale === scale) return;
    v.drawn = s;
    v.drawnSel = isSel;
    v.drawnScale = scale;
    const base = s.base;
    const shape = `${base.width}|${base.length}|${s.turret}|${s.mobile}`;
    if (v.shape !== shape) {
      v.shape = shape;
      const w = base.width;
      const l = base.length;
      set(v.base, "x", -w / 2);
      set(v.base, "y", -l / 2);
      set(v.base, "width", w);
      set(v.base, "height", l);
      set(v.nose, "d", nosePath(w, l));
      v.turret.replaceChildren();
      for (const a of arrows(s)) el("path", { class: a.cls, d: a.d, transform: `rotate(${a.dir})` }, v.turret);
      v.halfLength = l / 2;
      v.halfWidth = w / 2;
    }
    // The hit area: the base and a margin around it, at least 44 px (a
    // finger) across at any zoom. A press is the base's it lands on
    // first (board.js); the margin only decides taps beside every base.
    const pad = r2(Math.max(NEAR_MM, (44 * scale - Math.min(base.width, base.length)) / 2));
    if (v.pad !== pad || v.hitShape !== shape) {
      v.pad = pad;
      v.hitShape = shape;
      set(v.hit, "x", r2(-base.width / 2 - pad));
      set(v.hit, "y", r2(-base.length / 2 - pad));
      set(v.hit, "width", r2(base.width + 2 * pad));
      set(v.hit, "height", r2(base.length + 2 * pad));
      set(v.hit, "rx", pad);
    }
    set(v.root, "transform", `translate(${r2(s.x)} ${r2(s.y)})`);
    set(v.body, "transform", `rotate(${r2(s.heading)})`);
    setClass(v.root, `ship team-${s.team}${s.cls ? " " + s.cls : ""}${i === selected ? " selected" : ""}`);
    setText(v.label, s.short);
    setText(v.num, String(s.num ?? i + 1));
    if (this.interactive) {
      set(v.root, "aria-label", s.label);
      set(v.root, "aria-pressed", i === selected ? "true" : "false");
    }
  }

  // placeShipLabels puts each ship's name where it covers no other name
  // (labels.js), the selected ship's first, or hides it.
  placeShipLabels(ships, selected, scale) {
    const order = ships.map((_, i) => i).sort((a, b) => (b === selected) - (a === selected) || a - b);
    const items = order.map((i) => labelItem(this.ships[i], ships[i], scale));
    const spots = placeLabels(items, scale);
    order.forEach((i, k) => {
      const v = this.ships[i];
      const at = spots[k];
      set(v.label, "visibility", at ? "visible" : "hidden");
      if (at) {
        set(v.label, "x", r2(at.x - ships[i].x));
        set(v.label, "y", r2(at.y - ships[i].y));
      }
    });
  }

  makeShip(i) {
    const root = el("g", this.interactive ? { class: "ship", tabindex: 0, role: "button", "data-ship": i } : { class: "ship", "data-ship": i }, this.layers.ships);
    const body = el("g", {}, root);
    const hit = el("rect", { class: "ship-hit" }, body);
    const base = el("rect", { class: "base", rx: 2 }, body);
    const nose = el("path", { class: "nose" }, body);
    const turret = el("g", { class: "turret" }, body);
    // The name, a space, then the number: the ship's text reads as its
    // accessible name does (scene.js), "Red One 1", not "Red One1".
    const label = el("text", { class: "ship-label", "text-anchor": "middle", dy: "0.35em" }, root);
    root.append(" ");
    const num = el("text", { class: "ship-num", "text-anchor": "middle", dy: "0.35em" }, root);
    return { root, body, hit, base, nose, turret, num, label, shape: "" };
  }

  // drawObstacles draws the tokens on the table: [{ x, y, heading, kind,
  // path, transform, ring, label, short, cls }], each its outline as the
  // engine answered (path in the token's frame, transform placing it; a
  // former invented shape's path in board mm, transform ""), a device's or
  // remote's range 1 edge (ring) around it, and its mark at its centre.
  drawObstacles(obstacles, selected) {
    while (this.obstacles.length < obstacles.length) this.obstacles.push(this.makeObstacle(this.obstacles.length));
    while (this.obstacles.length > obstacles.length) this.obstacles.pop().root.remove();
    obstacles.forEach((o, i) => {
      const v = this.obstacles[i];
      set(v.outline, "d", o.path || "M0 0");
      set(v.outline, "transform", o.transform || "");
      set(v.ring, "d", o.ring || "M0 0");
      set(v.ring, "transform", o.transform || "");
      set(v.ring, "display", o.ring ? "inline" : "none");
      set(v.label, "x", r2(o.x));
      set(v.label, "y", r2(o.y));
      setClass(v.root, `obstacle kind-${o.kind || "unknown"}${o.flipped ? " flipped" : ""}${o.cls ? " " + o.cls : ""}${i === selected ? " selected" : ""}`);
      setText(v.label, o.short);
      if (this.interactive) set(v.root, "aria-label", o.label);
    });
  }

  makeObstacle(i) {
    const root = el("g", this.interactive ? { class: "obstacle", tabindex: 0, role: "button", "data-obstacle": i } : { class: "obstacle", "data-obstacle": i }, this.layers.obstacles);
    const ring = el("path", { class: "token-ring" }, root);
    const outline = el("path", { class: "token-outline" }, root);
    const label = el("text", { class: "obstacle-label", "text-anchor": "middle", dy: "0.35em" }, root);
    return { root, ring, outline, label };
  }

  // drawArcs draws the selected ship's arc areas: [{ arc, range, path }]
  // filtered by visible (a Set of arc names); rings: [{ range, path, label }].
  // Their paths are in the ship's frame and transform (the engine's SVG
  // transform) puts them on the board: while the ship moves only the
  // transform changes. A ring's label goes at the engine's label point.
  drawArcs(arcs, visible, rings, transform) {
    this.arcPool.begin();
    for (const a of arcs) {
      if (!visible.has(a.arc)) continue;
      const p = this.arcPool.get(`${a.arc}:${a.range}`);
      setClass(p, `arc arc-${a.arc} r${a.range}`);
      this.placeShape(p, a.path, transform);
    }
    this.arcPool.end();
    this.ringPool.begin();
    for (const r of rings) {
      const it = this.ringPool.get(r.range);
      this.placeShape(it.path, r.path, transform);
      const at = r.label; // the engine's: where the ring crosses the ship's centre line, behind it
      if (at) {
        set(it.label, "x", r2(at.x));
        set(it.label, "y", r2(at.y));
      }
    }
    this.ringPool.end();
  }

  // placeShape draws path (a shape in its piece's frame) on element e,
  // put on the board by transform (the engine's).
  placeShape(e, path, transform) {
    set(e, "d", path);
    set(e, "transform", transform);
  }

  // makeMoves makes the view of planned moves in layer (ghost.js).
  makeMoves(layer) {
    return new MovesView(layer);
  }

  // drawMoves draws planned moves, their templates and ghosts (ghost.js).
  drawMoves(moves) {
    this.moves.draw(moves);
  }

  // drawLines draws measured lines: [{ key, from, to, badge, cls }].
  drawLines(lines, fontScale) {
    this.linePool.begin();
    for (const ln of lines) {
      const it = this.linePool.get(ln.key);
      set(it.line, "x1", r2(ln.from.x));
      set(it.line, "y1", r2(ln.from.y));
      set(it.line, "x2", r2(ln.to.x));
      set(it.line, "y2", r2(ln.to.y));
      setClass(it.root, `measure-group ${ln.cls}`);
      set(it.badge, "transform", `translate(${r2((ln.from.x + ln.to.x) / 2)} ${r2((ln.from.y + ln.to.y) / 2)}) scale(${r2(fontScale)})`);
      setText(it.text, ln.badge);
    }
    this.linePool.end();
  }

  // drawHandle puts a turn handle ahead of a piece, or hides it.
  drawHandle(which, piece, reach, scale) {
    const h = which === "ship" ? this.handleShip : this.handleObstacle;
    if (!h) return;
    if (!piece) {
      if (!h.root._hidden) {
        h.root._hidden = true;
        h.root.setAttribute("display", "none");
      }
      return;
    }
    if (h.root._hidden) {
      h.root._hidden = false;
      h.root.removeAttribute("display");
    }
    // Sizes in screen pixels times scale (board mm per pixel).
    const r = Math.max(4, 8 * scale);
    const gap = Math.max(6, 12 * scale);
    // On the piece's centre line, ahead of it.
    const place = this.placeHandle(h, piece);
    const [x1, y1] = place(0, -reach);
    const [x2, y2] = place(0, -reach - gap);
    const [kx, ky] = place(0, -reach - gap - r);
    set(h.stem, "x1", r2(x1));
    set(h.stem, "y1", r2(y1));
    set(h.stem, "x2", r2(x2));
    set(h.stem, "y2", r2(y2));
    set(h.knob, "cx", r2(kx));
    set(h.knob, "cy", r2(ky));
    set(h.knob, "r", r2(r));
    set(h.hit, "cx", r2(kx));
    set(h.hit, "cy", r2(ky));
    set(h.hit, "r", r2(Math.max(r * 2, 22 * scale)));
  }

  // placeHandle puts handle h's group on piece (turned with it) and
  // returns how a point of the piece's frame maps to the group's.
  placeHandle(h, piece) {
    set(h.root, "transform", `translate(${r2(piece.x)} ${r2(piece.y)}) rotate(${r2(piece.heading)})`);
    return (x, y) => [x, y];
  }

  shipHalfLength(i) {
    return this.ships[i] ? this.ships[i].halfLength : 20;
  }

  focusShip(i) {
    if (this.ships[i]) this.ships[i].root.focus({ preventScroll: true });
  }

  focusObstacle(i) {
    if (this.obstacles[i]) this.obstacles[i].root.focus({ preventScroll: true });
  }
}
