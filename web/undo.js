// Undo and redo: every finished change to the board can be taken back.
// A drag is one change (it commits when it ends); selecting a ship or
// choosing which arcs to show is not a change to the board.

import { encode } from "./state.js";
import { store, setState, onCommit, onRender, canEdit } from "./store.js";
import { fitView } from "./viewport.js";

const LIMIT = 200;
const past = []; // boards before the current one, oldest first
const future = []; // boards undone, the next redo last
let current = null; // the board as last committed

// boardKey is the part of a state an undo restores: the pieces and the
// settings, not the selection.
function boardKey(st) {
  return encode({ ...st, selected: -1, arcs: null });
}

// resetUndo starts a fresh history at the current board (a new link read).
export function resetUndo() {
  past.length = 0;
  future.length = 0;
  current = store.state;
  renderButtons();
}

function committed() {
  if (current === null || boardKey(current) === boardKey(store.state)) {
    current = store.state;
    return;
  }
  past.push(current);
  if (past.length > LIMIT) past.shift();
  future.length = 0;
  current = store.state;
  renderButtons();
}

// go moves one step from one stack to the other; the selection stays on
// the same ship when it still exists.
function go(from, to) {
  if (!canEdit() || !from.length) return;
  to.push(current);
  const next = from.pop();
  const selected = store.state.selected < next.ships.length ? store.state.selected : -1;
  const resize = next.board !== store.state.board;
  current = { ...next, selected };
  setState(current, { commit: "replace" });
  if (resize) fitView();
  renderButtons();
}

export const undo = () => go(past, future);
export const redo = () => go(future, past);

function renderButtons() {
  const u = document.getElementById("undo");
  const r = document.getElementById("redo");
  if (u) u.disabled = !past.length;
  if (r) r.disabled = !future.length;
}

// isTextField reports whether el edits text, where Ctrl+Z is the field's own undo.
function isTextField(el) {
  return el instanceof HTMLTextAreaElement || (el instanceof HTMLInputElement && !["checkbox", "radio", "button"].includes(el.type));
}

export function bindUndo() {
  onCommit(committed);
  onRender(renderButtons);
  document.getElementById("undo").addEventListener("click", undo);
  document.getElementById("redo").addEventListener("click", redo);
  document.addEventListener("keydown", (e) => {
    if (!(e.ctrlKey || e.metaKey) || e.altKey || isTextField(e.target)) return;
    const k = e.key.toLowerCase();
    if (k === "z" && !e.shiftKey) undo();
    else if ((k === "z" && e.shiftKey) || k === "y") redo();
    else return;
    e.preventDefault();
  });
}
