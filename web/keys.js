// The keyboard on the board: a focused piece moves with the arrows, turns
// with [ and ], its turret turns with T, Delete removes it, Escape lets go.
// Focusing a ship selects it.

import { canEdit } from "./store.js";
import { select, selectObstacle, update, moveTo, pieceOf, rotateTurret, removeShip, removeObstacle } from "./actions.js";

// pieceAt names the piece element t is in: { kind, i } or null.
function pieceAt(t) {
  const el = t instanceof Element ? t : null;
  const shipEl = el && el.closest("[data-ship]");
  if (shipEl) return { kind: "ship", i: Number(shipEl.getAttribute("data-ship")) };
  const obsEl = el && el.closest("[data-obstacle]");
  if (obsEl) return { kind: "obstacle", i: Number(obsEl.getAttribute("data-obstacle")) };
  return null;
}

export function attachKeys(svg) {
  svg.addEventListener("focusin", (e) => {
    const at = pieceAt(e.target);
    if (!at) return;
    if (at.kind === "ship") select(at.i);
    else selectObstacle(at.i);
  });

  svg.addEventListener("keydown", (e) => {
    const at = pieceAt(e.target);
    if (!at) return;
    if (e.ctrlKey || e.metaKey || e.altKey) return;
    const { kind, i } = at;
    const pc = pieceOf(kind, i);
    if (!pc) return;
    const step = e.shiftKey ? 1 : 10;
    const turn = e.shiftKey ? 1 : 5;
    let patch = null;
    const k = e.key;
    if (k === "ArrowUp") patch = { y: pc.y - step };
    else if (k === "ArrowDown") patch = { y: pc.y + step };
    else if (k === "ArrowLeft") patch = { x: pc.x - step };
    else if (k === "ArrowRight") patch = { x: pc.x + step };
    else if (k === "[" || k === "{" || e.code === "BracketLeft") patch = { heading: pc.heading - turn };
    else if (k === "]" || k === "}" || e.code === "BracketRight") patch = { heading: pc.heading + turn };
    else if ((k === "t" || k === "T") && kind === "ship") {
      e.preventDefault();
      rotateTurret(i);
      return;
    } else if (k === "Delete" || k === "Backspace") {
      e.preventDefault();
      if (kind === "ship") removeShip(i);
      else removeObstacle(i);
      return;
    } else if (k === "Escape") {
      if (kind === "ship") select(-1);
      else selectObstacle(-1);
      return;
    } else return;
    e.preventDefault();
    if (!canEdit()) return;
    if ("x" in patch || "y" in patch) moveTo(kind, i, patch.x ?? pc.x, patch.y ?? pc.y);
    else update(kind, i, patch);
  });
}
