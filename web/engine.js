// The engine adapter: the only page module that calls the engine
// (web/xwing.js). The page asks for a board with measureBoard and gets the
// answer in its own indices; whatever the engine's API looks like (how it
// reports a bad piece, where base sizes come from) stays in this file.

import { OBSTACLES, worldPoints } from "./pieces.js";

let xwing = null;

// loadEngine starts the engine. Returns { version, catalog } (the catalog
// sorted by name); throws when it can't start.
export async function loadEngine() {
  const mod = await import("./xwing.js");
  xwing = await mod.load();
  const list = xwing.catalog();
  const catalog = Array.isArray(list) ? list.slice().sort((a, b) => String(a.name).localeCompare(String(b.name))) : [];
  return { version: xwing.version || "", catalog };
}

// sizeOf returns ship s's base size.
export function sizeOf(s, catalog) {
  if (s.type.startsWith("@")) return s.type.slice(1);
  const c = catalog.get(s.type);
  return c ? c.size : "small";
}

// hasMobileArc reports whether s carries a 1e mobile arc pointer.
export function hasMobileArc(s, edition) {
  return edition === "1e" && s.type.startsWith("@") && s.arc === "mobile";
}

// engineShip is page ship s as the engine takes it.
export function engineShip(s, edition) {
  const o = { x: s.x, y: s.y, heading: s.heading, team: s.team };
  if (s.type.startsWith("@")) {
    o.size = s.type.slice(1);
    o.weapons = [{ name: "Primary", arc: s.arc, minRange: 1, maxRange: 3, primary: true }];
  } else {
    o.ship = s.type;
  }
  if (s.turret) o.turret = s.turret;
  if (s.mobile && hasMobileArc(s, edition)) o.mobile = s.mobile;
  return o;
}

const obstacleCache = new Map();
// engineObstacle is page obstacle o as the engine takes it: its outline on the board.
export function engineObstacle(o) {
  const key = `${o.shape}|${o.x}|${o.y}|${o.heading}`;
  let pts = obstacleCache.get(key);
  if (!pts) {
    if (obstacleCache.size > 200) obstacleCache.clear();
    pts = worldPoints(OBSTACLES[o.shape].points, o.x, o.y, o.heading);
    obstacleCache.set(key, pts);
  }
  return { points: pts };
}

// measureBoard asks the engine about the whole board, with arcs (a Set)
// outlined for the selected ship. A ship or obstacle the engine refuses is
// left out and flagged, so the rest still gets answers. Returns
// { answer: { attacks: Map(ship -> options), selected } | null,
//   excluded: Map(ship -> why), excludedObstacles: Map, error: string }.
export function measureBoard(state, catalog, arcs) {
  const out = { answer: null, excluded: new Map(), excludedObstacles: new Map(), error: "" };
  if (!xwing) return out;
  let ships = [];
  state.ships.forEach((s, i) => {
    const size = sizeOf(s, catalog);
    if (state.edition === "1e" && (size === "medium" || size === "huge")) out.excluded.set(i, `${size} bases do not exist in first edition`);
    else ships.push(i);
  });
  let obstacles = state.obstacles.map((_, i) => i);
  for (let attempt = 0; attempt < 8; attempt++) {
    const input = {
      ships: ships.map((i) => engineShip(state.ships[i], state.edition)),
      obstacles: obstacles.map((i) => engineObstacle(state.obstacles[i])),
      selected: ships.indexOf(state.selected),
      // Outline only the arcs on show: each costs the engine and the wire.
      arcs: [...arcs],
      edition: state.edition,
      maxRange: state.maxRange,
    };
    try {
      out.answer = mapAnswer(xwing.board(input), ships, obstacles);
      return out;
    } catch (e) {
      const msg = e && e.message ? String(e.message) : String(e);
      const m = /\b(ships|obstacles)\[(\d+)\]/.exec(msg);
      if (m && m[1] === "ships" && +m[2] < ships.length) {
        out.excluded.set(ships[+m[2]], msg);
        ships = ships.filter((_, k) => k !== +m[2]);
        continue;
      }
      if (m && m[1] === "obstacles" && +m[2] < obstacles.length) {
        out.excludedObstacles.set(obstacles[+m[2]], msg);
        obstacles = obstacles.filter((_, k) => k !== +m[2]);
        continue;
      }
      out.error = msg;
      return out;
    }
  }
  return out;
}

// mapAnswer turns engine indices (into the lists actually sent) back into
// board indices.
function mapAnswer(res, shipIdx, obsIdx) {
  const ship = (t) => (typeof t === "number" ? (shipIdx[t] ?? -1) : -1);
  const obs = (t) => (typeof t === "number" ? (obsIdx[t] ?? -1) : t);
  const mapOpt = (a) => ({ ...a, target: ship(a.target), obstructedBy: (a.obstructedBy || []).map(obs) });
  const attacks = new Map();
  (res.attacks || []).forEach((list, k) => attacks.set(shipIdx[k], (list || []).map(mapOpt)));
  let selected = null;
  if (res.selected) {
    const s = res.selected;
    selected = {
      index: shipIdx[s.index],
      transform: s.transform || "",
      arcs: s.arcs || [],
      rings: s.rings || [],
      others: (s.others || []).map((o) => ({ ...o, index: shipIdx[o.index] })),
      obstacles: (s.obstacles || []).map((o) => ({ ...o, index: obsIdx[o.index] })),
    };
  }
  return { attacks, selected };
}
