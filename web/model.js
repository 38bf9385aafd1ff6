// Names and derived facts about the pieces on the board, read from the
// store: what a ship is called (names.js words it), its base, the arcs it
// has, which arcs are drawn (scene.js). Pure reads; nothing here changes
// state. Bases and arcs are the engine's answer (store.answer.pieces),
// never a copy kept here.

import { store } from "./store.js";
import { namer, pilotOf as pilotOfIn, modelName as modelNameIn, pilotName, rulesetName as rulesetNameIn } from "./names.js";
import { visibleArcs as sceneArcs } from "./scene.js";
import { baseOf as engineBaseOf, hasMobileArc as engineHasMobileArc } from "./engine.js";

// hasMobileArc reports whether s carries a 1e mobile arc pointer.
export function hasMobileArc(s) {
  return engineHasMobileArc(s, store.state.edition);
}

// piece is the engine's answer about ship i ({ width, length, arcs, label })
// or null (no answer yet, or the engine left it out).
export function piece(i) {
  const a = store.answer;
  return (a && a.pieces && a.pieces[i]) || null;
}

// baseOf returns ship s's base { width, length } (i: its index, when it is
// on the board).
export function baseOf(s, i = -1) {
  const p = piece(i);
  return p ? { width: p.width, length: p.length } : engineBaseOf(s, store.state.edition);
}

// shipArcs lists the arcs ship i has, as the engine names them: what a
// verdict may speak of and what is drawn unless the user picks.
export function shipArcs(i) {
  const p = piece(i);
  return p && Array.isArray(p.arcs) ? p.arcs : [];
}

// The board as names.js sees it: the store's pieces and the engine's lists.
function names() {
  return namer(store.state, store);
}

// pilotOf returns ship s's pilot entry, or null.
export function pilotOf(s) {
  return pilotOfIn(store.pilots, s);
}

export function modelName(s) {
  return modelNameIn(store.catalog, s);
}

export { pilotName };

// rulesetName names a ruleset as the engine does ("X-Wing Alliance").
export function rulesetName(id) {
  return rulesetNameIn(store.rulesets, id);
}

// shipLabel names ship i in lists and verdicts (names.js).
export function shipLabel(i) {
  return names().shipLabel(i);
}

// shortLabel is the name written on the board under ship i.
export function shortLabel(i) {
  return names().shortLabel(i);
}

export function obstacleLabel(i) {
  return names().obstacleLabel(i);
}

// visibleArcs returns the arcs drawn for the selected ship: the user's
// pick, or every arc the engine says it has (scene.js).
export function visibleArcs() {
  return sceneArcs(store.state, store.answer);
}
