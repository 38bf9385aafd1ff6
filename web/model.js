// Names and derived facts about the pieces on the board, read from the
// store: what a ship is called, its base, the arcs it has, which arcs are
// drawn. Pure reads; nothing here changes state. Bases and arcs are the
// engine's answer (store.answer.pieces), never a copy kept here.

import { OBSTACLES, OBSTACLE_WORDS } from "./pieces.js";
import { store } from "./store.js";
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

// pilotOf returns ship s's pilot entry, or null.
export function pilotOf(s) {
  return (s && s.pilot && store.pilots.get(s.pilot)) || null;
}

export function modelName(s) {
  if (s.type.startsWith("@")) {
    const size = s.type.slice(1);
    return `${size[0].toUpperCase()}${size.slice(1)} ship`;
  }
  const c = store.catalog.get(s.type);
  return c ? c.name : s.type;
}

// pilotName is "Luke Skywalker (5)": the pilot and its initiative.
export function pilotName(p) {
  return `${p.name} (${p.initiative})`;
}

// shipLabel names ship i in lists and verdicts: its pilot (with
// initiative) or model, then its own name, or its number when another
// ship would read the same.
export function shipLabel(i) {
  const ships = store.state.ships;
  const s = ships[i];
  if (!s) return `ship ${i + 1}`;
  const p = pilotOf(s);
  if (!p) return s.name ? `${modelName(s)} “${s.name}”` : `${modelName(s)} #${s.n || i + 1}`;
  if (s.name) return `${pilotName(p)} “${s.name}”`;
  const twin = ships.some((o, k) => k !== i && o.pilot === s.pilot && !o.name);
  return twin ? `${pilotName(p)} #${s.n || i + 1}` : pilotName(p);
}

// shortLabel is the name written on the board under ship i.
export function shortLabel(i) {
  const s = store.state.ships[i];
  const p = pilotOf(s);
  if (s.name) return s.name;
  return p ? pilotName(p) : modelName(s);
}

export function obstacleLabel(i) {
  const obstacles = store.state.obstacles;
  const o = obstacles[i];
  if (typeof i !== "number" || !o) return String(i);
  const kind = OBSTACLES[o.shape].kind;
  let n = 0;
  for (let k = 0; k <= i; k++) if (OBSTACLES[obstacles[k].shape].kind === kind) n++;
  return `${OBSTACLE_WORDS[kind]} ${n}`;
}

// visibleArcs returns the arcs drawn for the selected ship: the user's
// pick, or every arc the engine says it has.
export function visibleArcs() {
  const st = store.state;
  if (!st.ships[st.selected]) return new Set();
  return st.arcs ? new Set(st.arcs) : new Set(shipArcs(st.selected));
}
