// The live layer of a drag on a big board (issue 25). The board's SVG
// holds thousands of elements in one paint layer: any change inside it
// costs Chromium a repaint of all of them (~25 ms a frame on a phone).
// So while a ship is dragged, what follows it is drawn in four small SVGs
// and two canvases stacked with the board's, with the same view, each a
// compositing layer of its own:
//
//   under the board: the mat;
//   then:            the selected ship's range rings and arcs;
//   over the board:  the dragged ship (and its turn handle, when it is the
//                    selected ship);
//   over that:       the planned moves, every ship and token whose marks
//                    (target, threat, obstructing...) differ from what the
//                    board shows, and the other turn handles;
//   over all:        the measured lines, on canvases (livelines.js): the
//                    lines that stay put while the drag lasts on one, the
//                    dragged ship's on the other (over the tokens, whose
//                    fill would hide an obstructed line; so over the other
//                    ships too, while the drag lasts).
//
// A frame that changes any SVG costs Chromium its style, layout and a
// paint of the page (~10 ms at 4x throttling on the Epic board, with a
// single path changed); a frame that only slides boxes and draws on a
// canvas costs ~4-7 ms. So in most frames of a drag no SVG changes: the
// dragged ship and its handle slide, the arcs slide, the lines are drawn
// on a canvas; the over SVG changes when a mark does.
//
// The arcs and the dragged ship each lie in a box of their own (Slide): a
// frame in which they only slide (the same heading, shape and marks)
// moves the box by a CSS translation, and Chromium moves its composited
// layer without drawing it again.
//
// The live SVGs draw everything in board mm without a transform (flat.js),
// over a fixed transparent cover that holds their bounds: a frame then
// repaints them alone, and Chromium doesn't sort the whole page into
// layers again (~10 ms a frame at 4x throttling on the Epic board).
//
// The board's SVG is drawn once as the drag starts (the dragged ship
// lifted out of it, the tokens without the marks a drag changes, its own
// mat, rings, arcs, moves, lines and handles hidden) and then left alone; the drag's
// end draws it whole again and empties the live SVGs. Ship names other
// than the dragged ship's stay where they were until then, and so do the
// accessible names: the verdicts and the board's words follow the drag's
// end (store.js).

import { el, labelItem, r2, set } from "./draw.js";
import { FlatView, onBoard, parsePlacement } from "./flat.js";
import { placeLabels } from "./labels.js";
import { LineStyles, LiveLines } from "./livelines.js";
import { boardSize, getView } from "./viewport.js";

// LIVE: the board's layers the live view draws (the board hides its own
// while a drag is live).
const LIVE = ["mat", "rings", "arcs", "moves", "lines", "handles"];

// MARKS: a token's classes that follow the selected ship's lines and the
// planned moves, so a drag may change them.
const MARKS = ["obstructing", "hits-selected", "move-hit"];


// withoutMarks is token class list cls without the MARKS.
const withoutMarks = (cls) =>
  cls
    .split(" ")
    .filter((c) => c && !MARKS.includes(c))
    .join(" ");

export class LiveLayer {
  // board: the page's BoardView, whose SVG the live SVGs are stacked with;
  // hosts: those SVGs and the lines' canvases, made with it and hidden
  // (board.js makeLiveHosts: { under, arcs: { box, svg }, ship: { box,
  // svg }, over, lines: { still, moving }, svgs }).
  constructor(board, hosts) {
    this.board = board;
    this.under = hosts.under;
    this.arcs = new Slide(hosts.arcs.box, hosts.arcs.svg);
    this.lift = new Slide(hosts.ship.box, hosts.ship.svg);
    this.over = hosts.over;
    this.svgs = hosts.svgs;
    this.lineStyles = new LineStyles(hosts.over);
    // The lines that stay put are drawn as the drag starts or not at all;
    // the dragged ship's may first come mid-drag.
    this.stillLines = new LiveLines(hosts.lines.still, this.lineStyles);
    this.movingLines = new LiveLines(hosts.lines.moving, this.lineStyles, { early: true });
    this.view = null;
    this.liftView = null; // the dragged ship's (FlatView, in its slide)
    this.lifted = null; // the dragged ship's elements (makeShip's)
    this.covers = []; // the live SVGs' covers (follow), while a drag is live
    this.ship = -1; // the dragged ship; -1: no drag is live
    this.ships = new Map(); // ship index -> its live elements (makeShip's)
    this.tokens = new Map(); // token index -> its live outline
  }

  get on() {
    return this.ship >= 0;
  }

  // canvases are the lines' canvases (livelines.js).
  get canvases() {
    return [this.stillLines.canvas, this.movingLines.canvas];
  }

  // start lifts ship d out of the board (scene: boardScene's for the
  // state now): the board's SVG is drawn for the last time until stop.
  start(d, scene, selected, selObstacle, scale) {
    const b = this.board;
    this.ship = d;
    this.view = new FlatView(this.over, { interactive: false, handles: true, hosts: { mat: this.under, rings: this.arcs.svg, arcs: this.arcs.svg } });
    this.liftView = new FlatView(this.lift.svg, { interactive: false, handles: true });
    this.covers = this.svgs.map((s) => s.insertBefore(el("rect", { class: "live-cover" }), s.firstChild));
    for (const name of LIVE) b.layers[name].setAttribute("display", "none");
    const ships = scene.ships.slice();
    ships[d] = { ...ships[d], cls: `${ships[d].cls} lifted`.trim() };
    b.drawShips(ships, selected, scale);
    b.drawObstacles(
      scene.obstacles.map((o) => ({ ...o, cls: withoutMarks(o.cls) })),
      selObstacle,
    );
    // The boxes that will slide hold their layers from the start: the
    // dragged ship's, and the arcs' when they are the dragged ship's.
    this.lift.hold();
    if (d === selected) this.arcs.hold();
    // Made visible, not shown: showing them laid the board out again.
    for (const s of [...this.svgs, ...this.canvases]) s.style.visibility = "";
  }

  // draw draws a frame of the drag: scene is boardScene's for the state
  // now; handles: [[kind, piece or null, reach]] for drawHandle.
  draw(state, scene, selected, selObstacle, scale, handles) {
    const b = this.board;
    const v = this.view;
    this.follow();
    v.drawMat(state.board);
    this.drawArcs(scene.arcs, scale);
    v.drawMoves(scene.moves);
    // The lines that move with the dragged ship (all of them, when it is
    // the selected ship) apart from those that stay put.
    const moving = this.ship === selected ? scene.lines : scene.lines.filter((ln) => ln.key === this.ship);
    const still = this.ship === selected ? [] : scene.lines.filter((ln) => ln.key !== this.ship);
    const view = getView();
    const size = boardSize();
    this.stillLines.draw(still, view, size);
    this.movingLines.draw(moving, view, size);
    // Ships: the dragged one, and those whose class now differs from the
    // board's (a base is opaque: the copy hides the board's).
    const used = new Set();
    scene.ships.forEach((s, i) => {
      if (i === this.ship) return this.drawLifted(s, i, selected, scale, handles);
      const drawn = b.ships[i] && b.ships[i].drawn;
      if (drawn && drawn.cls === s.cls) return;
      used.add(i);
      let e = this.ships.get(i);
      if (!e) {
        e = v.makeShip(i);
        e.root.removeAttribute("data-ship");
        // The name's size is the board's copy's (measuring it here would
        // lay the whole page out again).
        e.labelKey = b.ships[i].labelKey;
        e.labelSize = b.ships[i].labelSize;
        this.ships.set(i, e);
      }
      show(e.root, true);
      v.drawShip(e, s, i, selected, scale);
      // Its name where the board has it (beside its base, which the board
      // places).
      const l = b.ships[i].label;
      setLabel(e.label, { x: r2(s.x + Number(l.getAttribute("x") || 0)), y: r2(s.y + Number(l.getAttribute("y") || 0)), visibility: l.getAttribute("visibility") || "visible" });
    });
    for (const [i, e] of this.ships) if (!used.has(i)) show(e.root, false);
    // Tokens: an outline for each one a mark is on.
    const marked = new Set();
    scene.obstacles.forEach((o, i) => {
      if (!MARKS.some((m) => o.cls.includes(m))) return;
      marked.add(i);
      let t = this.tokens.get(i);
      if (!t) {
        t = v.makeObstacle(i);
        t.root.removeAttribute("data-obstacle");
        t.label.remove();
        this.tokens.set(i, t);
      }
      show(t.root, true);
      const cls = `obstacle live-mark kind-${o.kind || "unknown"}${o.flipped ? " flipped" : ""} ${o.cls}${i === selObstacle ? " selected" : ""}`;
      if (t.root.getAttribute("class") !== cls) t.root.setAttribute("class", cls);
      set(t.outline, "d", onBoard(o.path, o.transform) || "M0 0");
      const ring = o.ring && o.cls.includes("hits-selected");
      set(t.ring, "d", ring ? onBoard(o.ring, o.transform) : "M0 0");
      set(t.ring, "display", ring ? "inline" : "none");
    });
    for (const [i, t] of this.tokens) if (!marked.has(i)) show(t.root, false);
    // The dragged ship's handle is drawn with it (drawLifted).
    for (const [kind, piece, reach] of handles) if (!(kind === "ship" && this.ship === selected)) v.drawHandle(kind, piece, reach, scale);
  }

  // drawArcs draws the selected ship's arcs and rings (scene.arcs), or
  // slides them where they are drawn (a drag of the selected ship drew
  // them anew every frame).
  drawArcs(arcs, scale) {
    const pose = parsePlacement(arcs.transform);
    if (this.arcs.slides(pose, pose && arcsKey(arcs, pose, scale), scale)) return;
    this.view.drawArcs(arcs.arcs, arcs.visible, arcs.rings, arcs.transform);
  }

  // drawLifted draws the dragged ship (scene ship s, ship i), or slides it
  // where it is drawn; its name goes where labels.js puts it alone (the
  // other ships' names stay put). The selected ship's turn handle (handles:
  // draw's) is drawn with it, at the same pose, and slides with it.
  drawLifted(s, i, selected, scale, handles) {
    let e = this.lifted;
    if (!e) {
      e = this.lifted = this.liftView.makeShip(i);
      // The name's size is the board's copy's (measuring it here would
      // lay the whole page out again).
      e.labelKey = this.board.ships[i].labelKey;
      e.labelSize = this.board.ships[i].labelSize;
    }
    const [, handle, reach] = handles.find(([kind]) => kind === "ship") || [];
    const withHandle = i === selected && !!handle;
    if (!this.lift.slides(s, `${liftedKey(s, i === selected, scale)}|${withHandle ? reach : "-"}`, scale)) {
      this.liftView.drawShip(e, s, i, selected, scale);
      this.liftView.drawHandle("ship", withHandle ? s : null, reach, scale);
    }
    const at = placeLabels([labelItem(e, s, scale)], scale)[0];
    const [dx, dy] = this.lift.offset(s);
    setLabel(e.label, at ? { x: r2(at.x - dx), y: r2(at.y - dy), visibility: "visible" } : { visibility: "hidden" });
  }

  // follow gives the live SVGs' covers the board's view and as much again
  // around it (whatever a frame draws lies inside, so the SVGs' bounds
  // never change). The SVGs have the board's view and zoom already
  // (viewport.js shares them).
  follow() {
    const box = this.board.svg.getAttribute("viewBox");
    const [x, y, w, h] = (box || "0 0 0 0").split(/[\s,]+/).map(Number);
    for (const c of this.covers) {
      set(c, "x", r2(x - w));
      set(c, "y", r2(y - h));
      set(c, "width", r2(3 * w));
      set(c, "height", r2(3 * h));
    }
  }

  // stop ends the drag's live drawing: the live SVGs are emptied and
  // hidden, and the board shows its own layers again (the caller then
  // draws it whole).
  stop() {
    if (!this.on) return;
    const b = this.board;
    this.ship = -1;
    this.view = null;
    this.ships.clear();
    this.tokens.clear();
    this.covers = [];
    this.liftView = null;
    this.lifted = null;
    this.arcs.stop();
    this.lift.stop();
    for (const s of this.svgs) {
      s.replaceChildren();
      s.style.visibility = "hidden";
    }
    this.stillLines.clear();
    this.movingLines.clear();
    this.lineStyles.forget(); // the theme may change before the next drag
    for (const c of this.canvases) c.style.visibility = "hidden";
    for (const name of LIVE) b.layers[name].removeAttribute("display");
  }
}

function show(e, on) {
  if (!!e._hidden === !on) return;
  e._hidden = !on;
  if (on) e.removeAttribute("display");
  else e.setAttribute("display", "none");
}

// arcsKey is what the arcs SVG shows of arcs (scene.arcs) at pose
// (parsePlacement's), its place on the board aside: the heading, the arcs
// and rings in the ship's frame, the rings' labels from the ship, the zoom
// (scale: board mm per pixel).
function arcsKey(arcs, pose, scale) {
  let k = `${pose.heading}|${pose.mirrored}|${scale}|${[...arcs.visible].sort()}`;
  for (const a of arcs.arcs) k += `|${a.arc} ${a.range} ${a.path}`;
  for (const r of arcs.rings) k += `|${r.range} ${r.path} ${r.label ? `${r2(r.label.x - pose.x)} ${r2(r.label.y - pose.y)}` : ""}`;
  return k;
}

// Slide is a live SVG in a box of its own, which slides over the board: a
// frame that draws the SVG as it was drawn at another place moves the box
// by a CSS translation instead. Chromium moves the box's composited layer,
// painting nothing again.
class Slide {
  // box: svg's box (board.js makeLiveHosts).
  constructor(box, svg) {
    this.svg = svg;
    this.box = box;
    this.at = null; // where the SVG was drawn: { x, y, key }
    this.held = null; // hold's animation, once the box slides or will (false: none to be had)
  }

  // slides says whether what is to be drawn at pose ({ x, y } in board mm),
  // key (all that is drawn but its place; null: not to slide) at zoom scale
  // (board mm per pixel), is the SVG as drawn, and then slides the box to
  // pose. If not, the box goes back to its place for the caller to draw
  // the SVG at pose.
  slides(pose, key, scale) {
    const at = this.at;
    if (at && key !== null && key === at.key) {
      const dx = r2((pose.x - at.x) / scale);
      const dy = r2((pose.y - at.y) / scale);
      if (this.held === null && (dx || dy)) this.held = hold(this.box);
      setStyle(this.box, SLIDE, dx || dy ? slid(dx, dy) : "");
      return true;
    }
    setStyle(this.box, SLIDE, "");
    this.at = key !== null && pose ? { x: pose.x, y: pose.y, key } : null;
    return false;
  }

  // hold starts the box's held animation (hold) before it first slides:
  // started by its first slide, it made Chromium sort the page into layers
  // again in that frame (~8-10 ms at 4x throttling on the Epic board).
  hold() {
    if (this.held === null) this.held = hold(this.box);
  }

  // offset is how far (board mm) the box has slid with pose.
  offset(pose) {
    return this.at ? [pose.x - this.at.x, pose.y - this.at.y] : [0, 0];
  }

  stop() {
    if (this.held) this.held.cancel();
    this.held = null;
    this.at = null;
    setStyle(this.box, SLIDE, "");
  }
}

// liftedKey is what the dragged ship (scene ship s) looks like at zoom
// scale, its place aside (Slide's key).
function liftedKey(s, selected, scale) {
  return `${s.heading}|${s.team}|${s.cls}|${selected}|${scale}|${s.short}|${s.num}|${s.turret}|${s.mobile}|${s.base.width}|${s.base.length}`;
}

// hold keeps an animation of box's translation running (one that adds
// nothing), while the box slides: Chromium applies a change of its
// translation to its composited layer directly only while it has an
// animation of it, and otherwise sorts the whole page into layers again
// (PaintArtifactCompositor::Update: ~10 ms a frame at 4x on the Epic
// board). An additive animation runs on the main thread, under the style's
// own translation. False where there is no such animation (the box slides
// all the same).
function hold(box) {
  try {
    const none = { [SLIDE]: slid(0, 0) };
    return box.animate([none, none], { duration: 1e9, composite: "add" });
  } catch {
    return false;
  }
}

// SLIDE is the style property that slides a box, and slid its value for a
// move of dx, dy pixels: translate, or transform where a browser lacks it.
const SLIDE = globalThis.CSS && CSS.supports && CSS.supports("translate", "1px 2px") ? "translate" : "transform";
const slid = (dx, dy) => (SLIDE === "translate" ? `${dx}px ${dy}px` : `translate(${dx}px, ${dy}px)`);

// setStyle sets a style property of e only when its value changes.
function setStyle(e, name, value) {
  const cache = e._style || (e._style = Object.create(null));
  if (cache[name] === value) return;
  cache[name] = value;
  e.style.setProperty(name, value);
}

function setLabel(label, { x, y, visibility }) {
  if (x !== undefined) set(label, "x", x);
  if (y !== undefined) set(label, "y", y);
  set(label, "visibility", visibility);
}
