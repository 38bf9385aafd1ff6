// Fixed facts the page needs to draw pieces: play areas, the standard
// obstacle outlines and the words for arcs (base sizes are the engine's:
// engine.js baseOf and the board answer's pieces). No arc or range
// geometry lives here: every arc, band, line and verdict comes from the
// engine (xwing.board).

// Play areas in board mm (GEOMETRY.md 1).
export const BOARDS = {
  s: { name: "Standard 3×3 ft", width: 914.4, height: 914.4 },
  e: { name: "Epic 6×3 ft", width: 1828.8, height: 914.4 },
};

export const SIZES = ["small", "medium", "large", "huge"];

// Turret indicator positions as the engine names them, with the short codes
// the share link uses and the headings (relative to the ship) they point at.
export const TURRETS = {
  front: { code: "f", label: "front", dirs: [0] },
  rear: { code: "b", label: "rear", dirs: [180] },
  left: { code: "l", label: "left", dirs: [-90] },
  right: { code: "r", label: "right", dirs: [90] },
  "front-rear": { code: "fb", label: "front and rear", dirs: [0, 180] },
  "left-right": { code: "lr", label: "left and right", dirs: [-90, 90] },
};

// 1e mobile arc pointer positions.
export const MOBILE = ["front", "rear", "left", "right"];

// nosePath is a base's nose in the ship's frame (x right, y toward its
// rear): a filled triangle whose tip touches the front edge, an arrow
// pointing the way the ship faces.
export const nosePath = (w, l) => `M${-w * 0.16} ${-l / 2 + 10}L0 ${-l / 2 + 1}L${w * 0.16} ${-l / 2 + 10}Z`;

// arrowPath is a turret's (or mobile arc's) arrow, pointing ahead in a
// frame turned to its direction, from y = from out to reach.
export const arrowPath = (from, reach) => `M0 ${from}L0 ${-reach + 6}M-4 ${-reach + 7}L0 ${-reach}L4 ${-reach + 7}Z`;

// Arc names the engine uses, in display order, with plain words.
export const ARC_WORDS = {
  front: "front arc",
  rear: "rear arc",
  left: "left arc",
  right: "right arc",
  fullFront: "full front arc",
  fullRear: "full rear arc",
  bullseye: "bullseye arc",
  singleTurret: "turret arc",
  doubleTurret: "double turret arc",
  primary: "primary arc",
  auxRear: "auxiliary rear arc",
  aux180: "auxiliary 180° arc",
  mobile: "mobile arc",
  special: "special arc",
  turret360: "turret (any direction)",
};

export function arcWords(arc) {
  return Object.hasOwn(ARC_WORDS, arc) ? ARC_WORDS[arc] : `${arc} arc`;
}

// Arcs a generic (size-only) ship can carry its primary weapon in.
export const GENERIC_ARCS = {
  "2e": ["front", "fullFront", "bullseye", "singleTurret", "doubleTurret", "rear"],
  "1e": ["primary", "turret360", "mobile", "aux180"],
};

// The official tokens (GEOMETRY.md 10) are the engine's: xwing.tokens()
// gives each one's id, name, kind and outline. engine.js hands the list
// over once the engine is ready (setTokenTypes); until then a token's type
// is only checked for its form (a link opened before the engine loads is
// checked again after).
let tokenTable = null;
const TOKEN_ID = /^[a-z0-9_]{1,40}$/;

export function setTokenTypes(list) {
  tokenTable = new Map((Array.isArray(list) ? list : []).map((t) => [t.id, t]));
}

// tokenType is the engine's entry for token id ({ id, name, kind, ... }),
// or null.
export function tokenType(id) {
  return (tokenTable && tokenTable.get(id)) || null;
}

// knownTokenType reports whether id may be a token's type: one of the
// engine's, or (before the engine is ready) an id of their form.
export function knownTokenType(id) {
  if (typeof id !== "string") return false;
  return tokenTable ? tokenTable.has(id) : TOKEN_ID.test(id);
}

// isObstacleKind reports whether a token of kind is an obstacle (the
// engine's obstacles) rather than a device or a remote (its tokens).
export const isObstacleKind = (kind) => ["asteroid", "debris", "gas", "chaff"].includes(kind);

// TOKEN_KIND_WORDS names the groups of tokens without a number of their own.
const TOKEN_KIND_WORDS = { bomb: "Bombs", mine: "Mines", remote: "Remotes" };

// tokenGroups lists the engine's tokens for the add list, grouped as
// players know them: a numbered set by its name ("Core set asteroid 1".."6"
// is "Core set asteroid"), devices and remotes by kind, the rest as "Other
// obstacles". Returns [{ label, tokens: [{ id, name, kind }] }].
export function tokenGroups() {
  const groups = new Map();
  for (const t of tokenTable ? tokenTable.values() : []) {
    const set = /^(.*\S)\s+\d+$/.exec(t.name);
    const label = set ? (set[1].endsWith("s") ? set[1] : `${set[1]}s`) : TOKEN_KIND_WORDS[t.kind] || "Other obstacles";
    if (!groups.has(label)) groups.set(label, []);
    groups.get(label).push(t);
  }
  return [...groups].map(([label, tokens]) => ({ label, tokens }));
}

// LEGACY_OBSTACLES are the six outlines the page drew before it had the
// official tokens ("asteroid (large)" ...), centred on (0, 0), y down.
// Only old links and saved boards hold them; they open as they were and
// measure as the same polygons. New obstacles are official tokens.
function blob(n, r, wobble, seed) {
  // A deterministic irregular star-shaped outline: simple by construction
  // (one point per angle step, radius always positive).
  const pts = [];
  let s = seed;
  const rand = () => {
    s = (s * 16807) % 2147483647;
    return s / 2147483647;
  };
  for (let i = 0; i < n; i++) {
    const t = (i / n) * 2 * Math.PI;
    const k = r * (1 - wobble / 2 + wobble * rand());
    pts.push({ x: round1(k * Math.sin(t)), y: round1(-k * Math.cos(t)) });
  }
  return pts;
}

function lobed(n, r, lobes, depth, phase) {
  const pts = [];
  for (let i = 0; i < n; i++) {
    const t = (i / n) * 2 * Math.PI;
    const k = r * (1 + depth * Math.sin(lobes * t + phase)) * (1 - 0.12 * Math.cos(2 * t));
    pts.push({ x: round1(k * Math.sin(t)), y: round1(-k * Math.cos(t)) });
  }
  return pts;
}

function spiky(n, rOut, rIn, seed) {
  const pts = [];
  let s = seed;
  const rand = () => {
    s = (s * 48271) % 2147483647;
    return s / 2147483647;
  };
  for (let i = 0; i < n; i++) {
    const t = (i / n) * 2 * Math.PI;
    const k = (i % 2 ? rIn : rOut) * (0.85 + 0.3 * rand());
    pts.push({ x: round1(k * Math.sin(t)), y: round1(0.7 * -k * Math.cos(t)) });
  }
  return pts;
}

function round1(v) {
  return Math.round(v * 10) / 10;
}

export const LEGACY_OBSTACLES = Object.freeze({
  a1: { kind: "asteroid", label: "asteroid (large)", points: blob(13, 47, 0.28, 7) },
  a2: { kind: "asteroid", label: "asteroid (medium)", points: blob(11, 42, 0.3, 19) },
  a3: { kind: "asteroid", label: "asteroid (small)", points: blob(10, 38, 0.3, 101) },
  d1: { kind: "debris", label: "debris cloud (long)", points: spiky(18, 52, 36, 5) },
  d2: { kind: "debris", label: "debris cloud (short)", points: spiky(16, 44, 32, 29) },
  g1: { kind: "gas", label: "gas cloud", points: lobed(40, 42, 5, 0.1, 0.4) },
});

// legacyObstacle is the former invented shape named type ({ kind, label,
// points }), or null (never an Object.prototype member: "__proto__").
export function legacyObstacle(type) {
  return typeof type === "string" && Object.hasOwn(LEGACY_OBSTACLES, type) ? LEGACY_OBSTACLES[type] : null;
}

export const LEGACY_WORDS = { asteroid: "asteroid", debris: "debris cloud", gas: "gas cloud" };

// worldPoints places an outline at (x, y) turned heading degrees clockwise.
export function worldPoints(points, x, y, heading) {
  const t = (heading * Math.PI) / 180;
  const c = Math.cos(t);
  const s = Math.sin(t);
  return points.map((p) => ({ x: x + p.x * c - p.y * s, y: y + p.x * s + p.y * c }));
}

export function pointsAttr(points) {
  return points.map((p) => `${p.x},${p.y}`).join(" ");
}
