// The board view: draws the store's state and the engine's answer on the
// SVG (through draw.js's BoardView) and says what a pointer grabs. Zoom and
// pan live in viewport.js, pointer mechanics in gestures.js, keys in keys.js.

import { store, canEdit, commit, onRender, BIG_BOARD, dragPainter } from "./store.js";
import { BoardView, el } from "./draw.js";
import { boardScene } from "./scene.js";
import { namer } from "./names.js";
import { attachGestures } from "./gestures.js";
import { attachKeys } from "./keys.js";
import { initViewport, toBoard, camera, zoomCenter, fitView } from "./viewport.js";
import { select, selectObstacle, update, moveTo, pieceOf } from "./actions.js";
import * as ruler from "./ruler.js";

const DEG = 180 / Math.PI;
let view = null;
let svg = null;
// live: live.js's layer, once the late modules bring it (panels/late.js
// useLiveLayer): only a big board's drag needs it, and a first visit
// doesn't download it before the board. A drag before it is there draws
// the whole board every frame.
let live = null;
// lifted is the ship a drag on a big board moves (-1: none): while it is
// on, the board's SVG is left alone and live.js draws what follows it.
let lifted = -1;
// dragScenes: the scene's ships and tokens kept through a drag (scene.js
// boardScene's reuse), while no name can change.
let dragScenes = null;

export function focusShip(i) {
  view.focusShip(i);
}

export function focusObstacle(i) {
  view.focusObstacle(i);
}

// useLiveLayer gives the board live.js's LiveLayer (panels/late.js).
export function useLiveLayer(LiveLayer) {
  if (!live && view) live = new LiveLayer(view, liveHosts);
}

// liveHosts are the live layer's SVGs and canvases (live.js LiveLayer says what each
// holds), made with the board and hidden until a drag: Chromium lays the
// board's whole SVG out again (every ship: ~200 ms at 4x throttling on
// the Epic board) when a box beside it appears, but not when one becomes
// visible. Made at a drag's start, they cost its first frame that.
let liveHosts = null;

function makeLiveHosts(board) {
  const svg = (where) => {
    const s = el("svg", { class: `board-live board-live-${where}`, "aria-hidden": "true", focusable: "false", preserveAspectRatio: board.getAttribute("preserveAspectRatio") || "xMidYMid meet" });
    s.style.visibility = "hidden"; // CSSOM: the page's CSP refuses style attributes
    return s;
  };
  // A slide: an SVG in a box of its own, which a drag's frame may move
  // (live.js Slide).
  const slide = (where) => {
    const box = document.createElement("div");
    box.className = "board-live-slide";
    return { box, svg: box.appendChild(svg(where)) };
  };
  // The measured lines: two canvases over all (livelines.js), the lines
  // that stay put during the drag and those that move with it.
  const canvas = (where) => {
    const c = document.createElement("canvas");
    c.className = `board-live board-live-lines board-live-${where}`;
    c.setAttribute("aria-hidden", "true");
    c.style.visibility = "hidden";
    return c;
  };
  // The drag worker's canvases (painter.js): the arcs under the board, the
  // rest over all.
  const hosts = { under: svg("under"), arcs: slide("arcs"), ship: slide("ship"), over: svg("over"), lines: { still: canvas("still"), moving: canvas("moving") }, paint: { arcs: canvas("paint-arcs"), over: canvas("paint-over") } };
  board.before(hosts.under, hosts.arcs.box, hosts.paint.arcs);
  board.after(hosts.ship.box, hosts.over, hosts.lines.still, hosts.lines.moving, hosts.paint.over);
  // svgs: the four SVGs, bottom to top (the viewport gives each the
  // board's view).
  return { ...hosts, svgs: [hosts.under, hosts.arcs.svg, hosts.ship.svg, hosts.over] };
}

export function initBoard(boardSvg) {
  svg = boardSvg;
  view = new BoardView(svg);
  liveHosts = makeLiveHosts(svg);
  initViewport(svg, liveHosts.svgs);
  camera.wheelNeedsCtrl = store.mode.embed;
  camera.onMove = (dt) => {
    const m = store.perf.moves;
    m.push(dt);
    if (m.length > 1000) m.splice(0, 500);
  };
  ruler.bind(svg);
  const holds = (t) => !!(t && t.closest("[data-ship], [data-obstacle], [data-handle]"));
  attachGestures(svg, { toBoard, grab, camera, holds });
  attachKeys(svg, (kind, i) => (kind === "ship" ? view.focusShip(i) : view.focusObstacle(i)));
  document.getElementById("zoom-in").addEventListener("click", () => zoomCenter(1.4));
  document.getElementById("zoom-out").addEventListener("click", () => zoomCenter(1 / 1.4));
  document.getElementById("zoom-fit").addEventListener("click", fitView);
  const pan = document.getElementById("pan-mode");
  pan.addEventListener("click", () => {
    camera.touchPan = !camera.touchPan;
    pan.setAttribute("aria-pressed", String(camera.touchPan));
    svg.classList.toggle("pan-mode", camera.touchPan);
  });
  onRender(drawBoard, { everyFrame: true });
}

// shipUnder says which ship a press at client point at lands on: the ship
// whose drawn base (the engine's size, board answer's pieces) holds the
// point, whatever is drawn above it; else, among the ships whose hit area
// (the base and a finger's margin, draw.js) holds it, the one whose base
// is nearest. Returns { i, onBase } (i: -1 for none).
function shipUnder(at) {
  let near = -1;
  let best = Infinity;
  for (const e of document.elementsFromPoint(at.clientX, at.clientY)) {
    const g = e.closest && e.closest("[data-ship]");
    if (!g || g.ownerSVGElement !== svg) continue;
    const i = Number(g.getAttribute("data-ship"));
    if (e.classList.contains("base")) return { i, onBase: true };
    if (!e.classList.contains("ship-hit")) continue;
    const d = gapToBase(g.querySelector(".base"), at);
    if (d < best) {
      best = d;
      near = i;
    }
  }
  return { i: near, onBase: false };
}

// gapToBase is how far (board mm) client point at lies from the drawn
// base rectangle, measured in the base's own frame.
function gapToBase(base, at) {
  const m = base.getScreenCTM();
  if (!m) return Infinity;
  const q = new DOMPoint(at.clientX, at.clientY).matrixTransform(m.inverse());
  const x = base.x.baseVal.value;
  const y = base.y.baseVal.value;
  const dx = Math.max(x - q.x, 0, q.x - x - base.width.baseVal.value);
  const dy = Math.max(y - q.y, 0, q.y - y - base.height.baseVal.value);
  return Math.hypot(dx, dy);
}

// grab says what a pointer going down on target (board point p, client
// point at) takes hold of. A press on a base is that ship's, even where
// the selected ship's turn handle is drawn over it; then the turn handle;
// then a ship beside the press (shipUnder); then an obstacle; else the
// board, to pan.
function grab(target, p, at) {
  if (ruler.active()) return ruler.grab(target, p);
  const ship = at ? shipUnder(at) : { i: -1, onBase: false };
  if (ship.onBase) return grabPiece("ship", ship.i, p);
  const handle = target && target.closest("[data-handle]");
  if (handle && canEdit()) {
    const kind = handle.getAttribute("data-handle");
    const i = kind === "ship" ? store.state.selected : store.ui.selObstacle;
    if (pieceOf(kind, i)) return turnDrag(kind, i);
  }
  if (ship.i >= 0) return grabPiece("ship", ship.i, p);
  const obsEl = target && target.closest("[data-obstacle]");
  if (obsEl) return grabPiece("obstacle", Number(obsEl.getAttribute("data-obstacle")), p);
  return { pan: true, end: (moved) => moved || selectObstacle(-1) };
}

// grabPiece takes hold of piece i at board point p: a drag that moves it,
// and a tap that selects it.
function grabPiece(kind, i, p) {
  const pick = () => {
    if (kind === "ship") {
      selectObstacle(-1);
      select(i);
      focusShip(i);
    } else {
      selectObstacle(i);
      focusObstacle(i);
    }
  };
  const pc = pieceOf(kind, i);
  if (!canEdit() || !pc) {
    pick();
    return { pan: true };
  }
  // Dragging another ship keeps the selected ship's view (it shows how
  // the move changes what the selected ship sees); a tap selects.
  const keep = kind === "ship" && store.state.selected >= 0 && store.state.selected !== i;
  if (!keep) pick();
  return moveDrag(kind, i, pc.x - p.x, pc.y - p.y, keep ? pick : null);
}

// lift makes ship i (a kind "ship" piece) the one a drag moves, on a big
// board: the drag's frames draw it live (live.js).
function lift(kind, i) {
  if (kind === "ship" && store.state.ships.length > BIG_BOARD && lifted !== i) {
    lifted = i;
    dragScenes = new Map();
  }
}

// land ends a drag: moved, its change is committed (and the board drawn
// whole again); else onTap, if any, is what the tap does.
function land(moved, onTap) {
  lifted = -1;
  dragScenes = null;
  if (moved) commit();
  else if (onTap) onTap();
  else if (live && live.on) drawBoard();
}

// moveDrag moves piece i with the pointer; onTap: what a tap without a move does.
function moveDrag(kind, i, dx, dy, onTap) {
  let heading0 = null;
  return {
    move: (p) => {
      lift(kind, i);
      moveTo(kind, i, p.x + dx, p.y + dy, { commit: false, frame: true });
    },
    twist: (deg) => {
      const pc = pieceOf(kind, i);
      if (!pc) return;
      lift(kind, i);
      if (heading0 === null) heading0 = pc.heading;
      update(kind, i, { heading: Math.round(heading0 + deg) }, { commit: false, frame: true });
    },
    end: (moved) => land(moved, onTap),
  };
}

function turnDrag(kind, i) {
  return {
    move: (p, e) => {
      const pc = pieceOf(kind, i);
      if (!pc) return;
      lift(kind, i);
      const h = Math.atan2(p.x - pc.x, -(p.y - pc.y)) * DEG;
      update(kind, i, { heading: e.shiftKey ? Math.round(h / 15) * 15 : Math.round(h) }, { commit: false, frame: true });
    },
    end: (moved) => land(moved),
  };
}

// drawBoard draws every piece, the selected ship's arcs, rings and lines
// (scene.js says what), and the turn handles.
// While a drag on a big board is on (lifted), what follows the dragged
// ship is drawn live (live.js) and the rest of the board is left as the
// drag's first frame drew it.
function drawBoard() {
  const { state, ui } = store;
  // While the drag worker paints the live layer, a frame tells it only
  // where the view is (live.js draw).
  if (lifted >= 0 && state.ships[lifted] && live && live.painting) return live.draw(state, null, state.selected, ui.selObstacle, ui.scale, []);
  const scene = boardScene(store, namer(state, store), dragScenes);
  const sel = state.selected;
  const ss = state.ships[sel];
  const so = state.obstacles[ui.selObstacle];
  const handles = [
    ["ship", canEdit() && ss ? ss : null, ss ? view.shipHalfLength(sel) : 0],
    ["obstacle", canEdit() && so ? so : null, 50],
  ];
  if (lifted >= 0 && state.ships[lifted] && live) {
    if (!live.on) live.start(lifted, scene, sel, ui.selObstacle, ui.scale, dragPainter());
    live.draw(state, scene, sel, ui.selObstacle, ui.scale, handles);
    return;
  }
  if (live) live.stop();
  view.drawMat(state.board);
  view.drawShips(scene.ships, sel, ui.scale);
  view.drawObstacles(scene.obstacles, ui.selObstacle);
  view.drawArcs(scene.arcs.arcs, scene.arcs.visible, scene.arcs.rings, scene.arcs.transform);
  view.drawMoves(scene.moves);
  view.drawLines(scene.lines, ui.scale);
  for (const [kind, piece, reach] of handles) view.drawHandle(kind, piece, reach, ui.scale);
  svg.classList.toggle("has-selection", sel >= 0);
}
