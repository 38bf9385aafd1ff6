// Names and derived facts about the pieces on the board, read from the
// store: what a ship is called, which arcs its weapons use, which arcs are
// drawn. Pure reads; nothing here changes state.

import { OBSTACLES, OBSTACLE_WORDS } from "./pieces.js";
import { store } from "./store.js";
import { sizeOf as engineSizeOf, hasMobileArc as engineHasMobileArc } from "./engine.js";

export function sizeOf(s) {
  return engineSizeOf(s, store.catalog);
}

// hasMobileArc reports whether s carries a 1e mobile arc pointer.
export function hasMobileArc(s) {
  return engineHasMobileArc(s, store.state.edition);
}

export function modelName(s) {
  if (s.type.startsWith("@")) {
    const size = s.type.slice(1);
    return `${size[0].toUpperCase()}${size.slice(1)} ship`;
  }
  const c = store.catalog.get(s.type);
  return c ? c.name : s.type;
}

export function shipLabel(i) {
  const s = store.state.ships[i];
  if (!s) return `ship ${i + 1}`;
  return s.name ? `${modelName(s)} “${s.name}”` : `${modelName(s)} #${s.n || i + 1}`;
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

// weaponArcs lists the drawn arcs a ship's weapons use: the arcs shown by
// default when it is selected.
export function weaponArcs(s) {
  let arcs;
  if (s.type.startsWith("@")) arcs = [s.arc];
  else if (store.state.edition === "1e") arcs = ["primary"];
  else {
    const c = store.catalog.get(s.type);
    const weapons = c ? [...(c.weapons || []), ...(c.variants || []).flatMap((v) => v.weapons || [])] : [];
    arcs = weapons.map((w) => w.arc);
  }
  const out = new Set();
  for (const a of arcs) {
    if (a === "singleTurret" || a === "doubleTurret") for (const p of (s.turret || "front").split("-")) out.add(p);
    else if (a === "mobile") out.add("mobile");
    else if (a !== "turret360") out.add(a);
  }
  return out;
}

// visibleArcs returns the arcs drawn for the selected ship.
export function visibleArcs() {
  const st = store.state;
  const s = st.ships[st.selected];
  if (!s) return new Set();
  return st.arcs ? new Set(st.arcs) : weaponArcs(s);
}

// Every 2e ship has the standard arcs its base is printed with (the
// quadrants, the full arcs and the bullseye); a 1e ship has its primary arc
// and bullseye, plus an auxiliary, mobile or special arc only when its
// weapon uses one (the catalog holds 2e facts, so a catalog ship has none).
const STANDARD_ARCS = {
  "2e": ["front", "rear", "left", "right", "fullFront", "fullRear", "bullseye"],
  "1e": ["primary", "bullseye"],
};

// hasArc reports whether ship s has arc (so a verdict may name it).
export function hasArc(s, arc) {
  const ed = store.state.edition;
  if (STANDARD_ARCS[ed].includes(arc)) return true;
  return ed === "1e" && s.type.startsWith("@") && s.arc === arc;
}
