// The keyboard on the board: a focused piece moves with the arrows (board
// directions) or W/S/A/D and Alt+arrows (along its heading and sideways),
// turns with [ and ], its turret turns with T, Delete removes it, Escape
// lets go. Focusing a ship selects it. Every change is read out (aria-live)
// with the piece's name and where it is now.

import { store, canEdit } from "./store.js";
import { select, selectObstacle, update, moveTo, pieceOf, rotateTurret, removeShip, removeObstacle } from "./actions.js";
import { shipLabel, obstacleLabel } from "./model.js";

const RAD = Math.PI / 180;

// pieceAt names the piece element t is in: { kind, i } or null.
function pieceAt(t) {
  const el = t instanceof Element ? t : null;
  const shipEl = el && el.closest("[data-ship]");
  if (shipEl) return { kind: "ship", i: Number(shipEl.getAttribute("data-ship")) };
  const obsEl = el && el.closest("[data-obstacle]");
  if (obsEl) return { kind: "obstacle", i: Number(obsEl.getAttribute("data-obstacle")) };
  return null;
}

// announce reads text out through the page's polite live region.
export function announce(text) {
  const el = document.getElementById("announce");
  if (!el) return;
  // The same words twice in a row are still news (a piece stopped at the edge).
  el.textContent = el.textContent === text ? `${text}\u00a0` : text;
}

// whereWords says where piece i is: "X-wing “Luke”: x 400, y 300, heading 0".
export function whereWords(kind, i) {
  const pc = pieceOf(kind, i);
  if (!pc) return "";
  const name = kind === "ship" ? shipLabel(i) : obstacleLabel(i);
  return `${name}: x ${pc.x}, y ${pc.y}, heading ${pc.heading}${pc.flipped ? ", back side up" : ""}`;
}

// Relative moves: [forward, right] per key, in steps. Heading 0 faces up the
// board (towards smaller y), so forward is (sin h, -cos h) and right is
// (cos h, sin h).
const ALONG = { w: [1, 0], s: [-1, 0], a: [0, -1], d: [0, 1] };
const ALONG_ALT = { ArrowUp: [1, 0], ArrowDown: [-1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
const BOARD_DIR = { ArrowUp: [0, -1], ArrowDown: [0, 1], ArrowLeft: [-1, 0], ArrowRight: [1, 0] };

// attachKeys listens on the board. focusPiece(kind, i) moves the keyboard
// focus to a piece's element.
export function attachKeys(svg, focusPiece) {
  // The board itself takes the focus when the last piece is removed.
  if (!svg.hasAttribute("tabindex")) svg.setAttribute("tabindex", "-1");

  svg.addEventListener("focusin", (e) => {
    const at = pieceAt(e.target);
    if (!at) return;
    if (at.kind === "ship") select(at.i);
    else selectObstacle(at.i);
  });

  svg.addEventListener("keydown", (e) => {
    const at = pieceAt(e.target);
    if (!at) return;
    if (e.ctrlKey || e.metaKey) return;
    const { kind, i } = at;
    const pc = pieceOf(kind, i);
    if (!pc) return;
    const step = e.shiftKey ? 1 : 10;
    const turn = e.shiftKey ? 1 : 5;
    const k = e.key;
    const letter = k.length === 1 ? k.toLowerCase() : "";
    const along = e.altKey ? ALONG_ALT[k] : ALONG[letter];
    if (e.altKey && !along) return;
    let patch = null;
    if (along) {
      const h = pc.heading * RAD;
      const [f, r] = along;
      patch = { x: pc.x + step * (f * Math.sin(h) + r * Math.cos(h)), y: pc.y + step * (-f * Math.cos(h) + r * Math.sin(h)) };
    } else if (BOARD_DIR[k]) patch = { x: pc.x + step * BOARD_DIR[k][0], y: pc.y + step * BOARD_DIR[k][1] };
    else if (k === "[" || k === "{" || e.code === "BracketLeft") patch = { heading: pc.heading - turn };
    else if (k === "]" || k === "}" || e.code === "BracketRight") patch = { heading: pc.heading + turn };
    else if (letter === "f" && kind === "obstacle") patch = { flipped: !pc.flipped }; // the token's back side
    else if (letter === "t" && kind === "ship") {
      e.preventDefault();
      rotateTurret(i);
      announce(`${whereWords(kind, i)}, turret ${store.state.ships[i].turret || "none"}`);
      return;
    } else if (k === "Delete" || k === "Backspace") {
      e.preventDefault();
      removeAndRefocus(kind, i, svg, focusPiece);
      return;
    } else if (k === "Escape") {
      if (kind === "ship") select(-1);
      else selectObstacle(-1);
      return;
    } else return;
    e.preventDefault();
    if (!canEdit()) return;
    if ("x" in patch) moveTo(kind, i, patch.x, patch.y);
    else update(kind, i, patch);
    announce(whereWords(kind, i));
  });
}

// removeAndRefocus removes piece i and gives the focus (and the selection)
// to the piece that takes its place in the tab order, the one before it
// when it was last, or the board when none is left.
function removeAndRefocus(kind, i, svg, focusPiece) {
  if (!canEdit()) return;
  const name = kind === "ship" ? shipLabel(i) : obstacleLabel(i);
  if (kind === "ship") removeShip(i);
  else removeObstacle(i);
  const left = kind === "ship" ? store.state.ships.length : store.state.obstacles.length;
  if (!left) {
    svg.focus({ preventScroll: true });
    announce(`${name} removed.`);
    return;
  }
  const next = Math.min(i, left - 1);
  if (kind === "ship") select(next);
  else selectObstacle(next);
  focusPiece(kind, next);
  announce(`${name} removed. ${whereWords(kind, next)}`);
}
