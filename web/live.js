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
// Once the drag worker answers, it paints all this itself on two canvases
// (painter.js): this layer then shows only the mat, tells the painter
// where the view is, and answers its questions about how elements look.
// The SVGs, slides and lines canvases above draw the drags it can't paint
// (before it answers, or without OffscreenCanvas).
//
// The board's SVG is drawn once as the drag starts (the dragged ship
// lifted out of it, the tokens without the marks a drag changes, its own
// mat, rings, arcs, moves, lines and handles hidden) and then left alone; the drag's
// end draws it whole again and empties the live SVGs. Ship names other
// than the dragged ship's stay where they were until then, and so do the
// accessible names: the verdicts and the board's words follow the drag's
// end (store.js).

import { el, r2, set } from "./draw.js";
import { FlatView, MARKS, boardCopy, drawMarks, makeCopy, parsePlacement, placeLiftedName } from "./flat.js";
import { LineStyles, LiveLines } from "./livelines.js";
import { boardSize, getView } from "./viewport.js";

// LIVE: the board's layers the live view draws (the board hides its own
// while a drag is live).
const LIVE = ["mat", "rings", "arcs", "moves", "lines", "handles"];

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
    this.copies = null; // the board's copy of each ship as the drag's start drew it (flat.js BoardCopy)
    this.paintCanvases = hosts.paint;
    this.painter = null; // the drag worker's painter, while it paints this drag (dragframes.js painter)
    this.painted = null; // what the painter was last told of the view: { view, size }
    this.revealed = false; // the ship is lifted out of the board (reveal)
    this.lifting = null; // what reveal lifts it with: { selected, scale }
  }

  // painting says whether the drag worker paints this drag's layer (not
  // once it has stopped: draw falls back).
  get painting() {
    return this.on && !!this.painter && !this.painter.lost;
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
  // painter: the drag worker's (dragframes.js painter), or null: when it
  // can take the drag, it paints what follows the ship and this layer
  // shows only the mat.
  start(d, scene, selected, selObstacle, scale, painter = null) {
    const b = this.board;
    this.ship = d;
    this.painter = painter && painter.adopt(this.paintCanvases, (keys) => this.looksOf(keys), () => this.reveal()) ? painter : null;
    this.painted = null;
    this.revealed = false;
    this.lifting = { selected, scale };
    this.view = new FlatView(this.over, { interactive: false, handles: true, hosts: { mat: this.under, rings: this.arcs.svg, arcs: this.arcs.svg } });
    this.liftView = new FlatView(this.lift.svg, { interactive: false, handles: true });
    this.covers = this.svgs.map((s) => s.insertBefore(el("rect", { class: "live-cover" }), s.firstChild));
    b.drawShips(scene.ships, selected, scale);
    b.drawObstacles(
      scene.obstacles.map((o) => ({ ...o, cls: withoutMarks(o.cls) })),
      selObstacle,
    );
    // The painter's canvases are shown once it has painted (reveal): until
    // then the board shows the ship where the drag took it from.
    if (!this.painter) this.drawsItself(selected);
  }

  // drawsItself readies this layer to draw the drag's frames itself (no
  // painter, or one whose worker stopped): the ship lifted out of the
  // board, the page's live SVGs and canvases shown.
  drawsItself(selected) {
    this.reveal();
    // The boxes that will slide hold their layers from the start: the
    // dragged ship's, and the arcs' when they are the dragged ship's.
    this.lift.hold();
    if (this.ship === selected) this.arcs.hold();
    // Made visible, not shown: showing them laid the board out again.
    for (const s of [...this.svgs, ...this.canvases]) s.style.visibility = "";
  }

  // reveal lifts the dragged ship out of the board and hides the board's
  // own layers that the live layer draws; with the painter, once it has
  // painted the drag's first frame, and shows its canvases.
  reveal() {
    if (!this.on || this.revealed) return;
    this.revealed = true;
    const b = this.board;
    const v = b.ships[this.ship];
    b.drawShip(v, { ...v.drawn, cls: `${v.drawn.cls} lifted`.trim() }, this.ship, this.lifting.selected, this.lifting.scale);
    for (const name of LIVE) b.layers[name].setAttribute("display", "none");
    if (this.painter) for (const c of [this.under, this.paintCanvases.arcs, this.paintCanvases.over]) c.style.visibility = "";
  }

  // draw draws a frame of the drag: scene is boardScene's for the state
  // now; handles: [[kind, piece or null, reach]] for drawHandle.
  draw(state, scene, selected, selObstacle, scale, handles) {
    if (this.painter && this.painter.lost) this.fallBack(selected);
    if (this.painter) return this.paint(state, selected, selObstacle, scale, handles);
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
    // The dragged ship, then the marks the board doesn't show.
    if (scene.ships[this.ship]) this.drawLifted(scene.ships[this.ship], this.ship, selected, scale, handles);
    if (!this.copies) this.copies = b.ships.map(boardCopy);
    drawMarks(v, scene, { lifted: this.ship, selected, selObstacle, scale, copies: this.copies }, this);
    // The dragged ship's handle is drawn with it (drawLifted).
    for (const [kind, piece, reach] of handles) if (!(kind === "ship" && this.ship === selected)) v.drawHandle(kind, piece, reach, scale);
  }

  // fallBack draws the rest of the drag itself: the painter's worker
  // stopped (dragframes.js), and its canvases, which hold its last frame,
  // went with it.
  fallBack(selected) {
    this.painter = null;
    for (const c of [this.paintCanvases.arcs, this.paintCanvases.over]) c.style.visibility = "hidden";
    this.drawsItself(selected);
  }

  // paint tells the drag worker's painter what it paints with: all of it
  // in the drag's first frame (handles: draw's; the board's copy of each
  // ship as start drew it), then the view whenever it moves.
  paint(state, selected, selObstacle, scale, handles) {
    const view = getView();
    const size = boardSize();
    const dpr = Math.min(PAINT_RATIO, globalThis.devicePixelRatio || 1);
    if (!this.painted) {
      this.view.drawMat(state.board);
      const b = this.board;
      const index = (kind, piece) => (!piece ? -1 : kind === "ship" ? selected : selObstacle);
      this.painter.start({
        lifted: this.ship,
        selected,
        selObstacle,
        scale,
        view,
        size,
        dpr,
        handles: handles.map(([kind, piece, reach]) => [kind, index(kind, piece), reach]),
        copies: b.ships.map(boardCopy),
        names: { ships: b.ships.map((v) => (v.drawn ? v.drawn.short : "")), tokens: b.obstacles.map((v) => v.label.textContent) },
        looksFor: this.looksFor(),
      });
    } else if (sameView(this.painted, view, size, scale)) return;
    else this.painter.update({ view, size, scale, looksFor: this.looksFor() });
    this.painted = { view: { ...view }, size: { ...size }, scale };
  }

  // looksFor is what the looks follow besides style.css: the theme and
  // the zoom (viewport.js gives the live SVGs its --k).
  looksFor() {
    return `${document.documentElement.dataset.theme || ""}|${this.over.style.getPropertyValue("--k")}`;
  }

  // looksOf is how the elements keys name look ([[key, look]], painter.js
  // styleKey and walk), read from style.css as the live SVG they stand
  // for holds them.
  looksOf(keys) {
    const hosts = { arcs: this.arcs.svg, ship: this.lift.svg, over: this.over };
    // Every chain is made first, then every look read, then every chain
    // taken away: one style pass for them all (read one by one, each
    // made and taken away, they cost one each: ~10-25 ms at 4x throttling
    // for a frame's new marks on the Epic board).
    const made = keys.map((key) => {
      const bar = key.indexOf("|");
      let parent = hosts[key.slice(0, bar)] || this.over;
      let first = null;
      for (const link of key.slice(bar + 1).split(">")) {
        const dot = link.indexOf(".");
        const cls = link.slice(dot + 1);
        parent = el(link.slice(0, dot), cls ? { class: cls } : {}, parent);
        first = first || parent;
      }
      return { key, leaf: parent, first };
    });
    const looks = made.map(({ key, leaf }) => [key, lookOf(getComputedStyle(leaf))]);
    for (const { first } of made) if (first) first.remove();
    return looks;
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
    const e = (this.lifted ??= makeCopy(this.liftView, i, this.board.ships[i]));
    const [, handle, reach] = handles.find(([kind]) => kind === "ship") || [];
    const withHandle = i === selected && !!handle;
    if (!this.lift.slides(s, `${liftedKey(s, i === selected, scale)}|${withHandle ? reach : "-"}`, scale)) {
      this.liftView.drawShip(e, s, i, selected, scale);
      this.liftView.drawHandle("ship", withHandle ? s : null, reach, scale);
    }
    placeLiftedName(e, s, scale, this.lift.offset(s));
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
    if (this.painter) {
      this.painter.stop();
      this.painter = null;
      for (const c of [this.paintCanvases.arcs, this.paintCanvases.over]) c.style.visibility = "hidden";
    }
    this.view = null;
    this.ships.clear();
    this.tokens.clear();
    this.copies = null;
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

// PAINT_RATIO: the most device pixels to the CSS pixel the painter draws
// at (livelines.js MAX_RATIO says why).
const PAINT_RATIO = 1.5;

function sameView(p, view, size, scale) {
  return p.scale === scale && p.view.x === view.x && p.view.y === view.y && p.view.w === view.w && p.view.h === view.h && p.size.width === size.width && p.size.height === size.height;
}

// lookOf is what the painter (painter.js) paints of a computed style.
function lookOf(cs) {
  const px = (v) => parseFloat(v) || 0;
  const dash = cs.strokeDasharray && cs.strokeDasharray !== "none" ? cs.strokeDasharray.split(/[\s,]+/).map(px) : [];
  return {
    display: cs.display,
    opacity: cs.opacity === "" ? 1 : px(cs.opacity),
    fill: cs.fill && cs.fill.startsWith("url") ? "none" : cs.fill || "none",
    fillOpacity: cs.fillOpacity === "" ? 1 : px(cs.fillOpacity),
    fillRule: cs.fillRule === "evenodd" ? "evenodd" : "nonzero",
    stroke: cs.stroke || "none",
    strokeOpacity: cs.strokeOpacity === "" ? 1 : px(cs.strokeOpacity),
    strokeWidth: px(cs.strokeWidth),
    dash: dash.length % 2 ? [...dash, ...dash] : dash,
    lineCap: cs.strokeLinecap || "butt",
    lineJoin: cs.strokeLinejoin || "miter",
    nonScaling: cs.vectorEffect === "non-scaling-stroke",
    strokeFirst: (cs.paintOrder || "").startsWith("stroke"),
    font: `${cs.fontStyle} ${cs.fontWeight} ${cs.fontSize} ${cs.fontFamily}`,
    fontSize: px(cs.fontSize),
    textAnchor: cs.textAnchor || "start",
  };
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

