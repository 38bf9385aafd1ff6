// The pieces on the board as the store holds them: what a ship or an
// obstacle is called (names.js words it) and its base, from the
// engine's answer (store.answer.pieces, never a copy kept here). Pure
// reads; nothing here changes state. Each function takes a board index
// (or the ship itself) and reads the rest from the store; a function that
// needs the store's lists passed in lives in names.js, engine.js or
// scene.js under its own name, and is imported from there.

import { store } from "./store.js";
import { namer } from "./names.js";
import { baseOf } from "./kinds.js";

// piece is the engine's answer about ship i ({ width, length, arcs, label })
// or null (no answer yet, or the engine left it out).
function piece(i) {
  const a = store.answer;
  return (a && a.pieces && a.pieces[i]) || null;
}

// shipBase returns ship s's base { width, length }: the engine's answer
// for it as ship i of the board, else (a ship not yet placed, i = -1, or
// one the engine left out) the engine's base for its kind.
export function shipBase(s, i = -1) {
  const p = piece(i);
  return p ? { width: p.width, length: p.length } : baseOf(s, store.state.edition);
}

// The board as names.js sees it: the store's pieces and the engine's lists.
function names() {
  return namer(store.state, store);
}

// shipLabel names ship i in lists and verdicts (names.js).
export function shipLabel(i) {
  return names().shipLabel(i);
}

// obstacleLabel names obstacle i (names.js).
export function obstacleLabel(i) {
  return names().obstacleLabel(i);
}
