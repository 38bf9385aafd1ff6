// The board view: draws the store's state and the engine's answer on the
// SVG (through draw.js's BoardView) and says what a pointer grabs. Zoom and
// pan live in viewport.js, pointer mechanics in gestures.js, keys in keys.js.

import { store, canEdit, commit, onRender } from "./store.js";
import { BoardView } from "./draw.js";
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

export function focusShip(i) {
  view.focusShip(i);
}

export function focusObstacle(i) {
  view.focusObstacle(i);
}

export function initBoard(el) {
  svg = el;
  view = new BoardView(svg);
  initViewport(svg);
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
  onRender(drawBoard);
}

// grab says what a pointer going down on target (board point p) takes
// hold of: a piece to move, a turn handle, or the board to pan.
function grab(target, p) {
  if (ruler.active()) return ruler.grab(target, p);
  const handle = target && target.closest("[data-handle]");
  if (handle && canEdit()) {
    const kind = handle.getAttribute("data-handle");
    const i = kind === "ship" ? store.state.selected : store.ui.selObstacle;
    if (pieceOf(kind, i)) return turnDrag(kind, i);
  }
  const shipEl = target && target.closest("[data-ship]");
  const obsEl = !shipEl && target && target.closest("[data-obstacle]");
  if (shipEl || obsEl) {
    const kind = shipEl ? "ship" : "obstacle";
    const i = Number((shipEl || obsEl).getAttribute(shipEl ? "data-ship" : "data-obstacle"));
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
  return { pan: true, end: (moved) => moved || selectObstacle(-1) };
}

const ended = (moved) => moved && commit();

// moveDrag moves piece i with the pointer; onTap: what a tap without a move does.
function moveDrag(kind, i, dx, dy, onTap) {
  let heading0 = null;
  return {
    move: (p) => moveTo(kind, i, p.x + dx, p.y + dy, { commit: false }),
    twist: (deg) => {
      const pc = pieceOf(kind, i);
      if (!pc) return;
      if (heading0 === null) heading0 = pc.heading;
      update(kind, i, { heading: Math.round(heading0 + deg) }, { commit: false });
    },
    end: (moved) => (moved ? commit() : onTap && onTap()),
  };
}

function turnDrag(kind, i) {
  return {
    move: (p, e) => {
      const pc = pieceOf(kind, i);
      if (!pc) return;
      const h = Math.atan2(p.x - pc.x, -(p.y - pc.y)) * DEG;
      update(kind, i, { heading: e.shiftKey ? Math.round(h / 15) * 15 : Math.round(h) }, { commit: false });
    },
    end: ended,
  };
}

// drawBoard draws every piece, the selected ship's arcs, rings and lines
// (scene.js says what), and the turn handles.
function drawBoard() {
  const { state, ui } = store;
  const scene = boardScene(store, namer(state, store));
  view.drawMat(state.board);
  const sel = state.selected;
  view.drawShips(scene.ships, sel, ui.scale);
  view.drawObstacles(scene.obstacles, ui.selObstacle);
  view.drawArcs(scene.arcs.arcs, scene.arcs.visible, scene.arcs.rings, scene.arcs.transform);
  view.drawLines(scene.lines, ui.scale);
  const ss = state.ships[sel];
  view.drawHandle("ship", canEdit() && ss ? ss : null, ss ? view.shipHalfLength(sel) : 0, ui.scale);
  const so = state.obstacles[ui.selObstacle];
  view.drawHandle("obstacle", canEdit() && so ? so : null, 50, ui.scale);
  svg.classList.toggle("has-selection", sel >= 0);
}
