// The board state, its validation and its share-link form.
//
// State (plain data, never mutated in place):
//   { edition: "2e"|"1e", ruleset: "xwa"|"legacy"|"amg", board: "s"|"e", maxRange: 3|4|5, selected: int (-1: none),
//     arcs: null | string[] (arcs drawn for the selected ship; null: its weapons' arcs),
//     ships: [{ type, team, x, y, heading, turret, mobile, name, arc, pilot, upgrades, n, move? }],
//     obstacles: [{ type, x, y, heading, flipped, team }] }
// obstacles are the tokens on the table: official obstacle, device and
// remote tokens by their type (xwing.tokens() ids: "coreasteroid5",
// "protonbombs", "drk1probedroid"), flipped: the back side, team: who
// dropped a device or owns a remote ("1", "2" or "" for none). Old links
// also hold the page's former invented shapes (LEGACY_OBSTACLES: "a1"...),
// kept as they were.
// type is a catalog id ("t65xwing") or "@" + a size ("@small") for a generic
// ship whose one primary weapon uses arc. team is "1" or "2". pilot is a
// pilot's xws id ("" none) and upgrades its upgrades' xws ids; whether the
// loadout is legal is the engine's to say (a ship it refuses is flagged).
// n is the ship's number (numberShips), unique on the board. ruleset is
// whose cards pilots and upgrades are read with, and (2.0 Legacy) whose
// attack rules apply: X-Wing Alliance unless chosen. move, when there,
// is the ship's planned move (maneuver.js): the ship stays where it is and
// the engine answers where it would end (board()'s answer.moves).
//
// Everything read from a link is untrusted: decode never throws, keeps what
// is valid and lists what it dropped.

import { BOARDS, SIZES, TURRETS, MOBILE, legacyObstacle, GENERIC_ARCS, knownTokenType } from "./pieces.js";
import { MAX_UPGRADES } from "./protocol.js";
import { checkMove, moveCode, parseMoveCode } from "./maneuver.js";

export const VERSION = "v1";
// MAX_SHIPS bounds the ships on a board: an Epic battle of 100 a side
// (the engine answers a drag on it in a frame: issue 25).
export const MAX_SHIPS = 200;
// MAX_OBSTACLES bounds the tokens on a board: an Epic play area's
// obstacles and a handful of devices and remotes, with room to spare.
export const MAX_OBSTACLES = 80;
export const MAX_NAME = 40;
// RULESETS are the engine's rulesets (xwing.rulesets() ids, the default
// first; test/node/rulesets.test.mjs checks they agree).
export const RULESETS = ["xwa", "legacy", "amg"];
// XWS ids: lowercase letters, digits and hyphens ("darthvader-battleofyavin").
const XWS_ID = /^[a-z0-9-]{1,64}$/;
const MAX_LINK = 24000; // 200 ships and 80 tokens, named, fit

// AREA bounds every position: the largest play area. A piece may sit off
// a smaller board (after switching from Epic to 3×3) and keeps its place,
// so switching back restores the board unchanged.
export const AREA = {
  width: Math.max(...Object.values(BOARDS).map((b) => b.width)),
  height: Math.max(...Object.values(BOARDS).map((b) => b.height)),
};

// onBoard reports whether point (x, y) lies on play area board ("s" | "e").
export function onBoard(p, board) {
  const b = BOARDS[board];
  return p.x >= 0 && p.y >= 0 && p.x <= b.width && p.y <= b.height;
}

// uncheckedCatalog stands in for the engine's catalog before the engine
// is ready, to draw the board from a link at once (loading.js): every ship
// id of the catalog's form passes, without its facts. The real catalog
// checks the link again once the engine is ready.
export const uncheckedCatalog = { has: (id) => /^[a-z0-9-]{1,64}$/.test(id), get: () => undefined };

export function emptyState() {
  return { edition: "2e", ruleset: RULESETS[0], board: "s", maxRange: 3, selected: -1, arcs: null, ships: [], obstacles: [] };
}

const round1 = (v) => Math.round(v * 10) / 10;

function clamp(v, lo, hi) {
  return Math.min(hi, Math.max(lo, v));
}

// normHeading maps any finite heading into [0, 360).
export function normHeading(h) {
  const r = round1(((h % 360) + 360) % 360);
  return r >= 360 ? 0 : r;
}

// cleanName keeps a name printable and short; it is only ever rendered as
// text (textContent), never as markup.
export function cleanName(s) {
  if (typeof s !== "string") return "";
  // Drop control characters and bidi overrides (which could make a name
  // read as something else); collapse whitespace.
  // Lone surrogates go too: encodeURIComponent (the share link) refuses them.
  const clean = s
    .replace(/[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, "")
    .replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, "")
    .replace(/\s+/g, " ")
    .trim();
  // Cut by code points, never through a surrogate pair.
  return Array.from(clean).slice(0, MAX_NAME).join("").trim();
}

// checkShip returns a valid copy of ship s or a string saying why it can't be.
// catalog: Map id -> catalog entry.
export function checkShip(s, st, catalog) {
  if (!s || typeof s !== "object") return "not a ship";
  const b = AREA;
  const out = { type: "", team: "1", x: 0, y: 0, heading: 0, turret: "", mobile: "", name: "", arc: "", pilot: "", upgrades: [] };
  if (typeof s.type !== "string") return "no ship type";
  if (s.type.startsWith("@")) {
    const size = s.type.slice(1);
    if (!SIZES.includes(size)) return `unknown size “${s.type.slice(1, 20)}”`;
    out.type = s.type;
    const arcs = GENERIC_ARCS[st.edition];
    out.arc = arcs.includes(s.arc) ? s.arc : arcs[0];
  } else {
    if (!catalog.has(s.type)) return `unknown ship “${s.type.slice(0, 30)}”`;
    out.type = s.type;
  }
  for (const k of ["x", "y", "heading"]) {
    if (typeof s[k] !== "number" || !Number.isFinite(s[k])) return `${k} is not a number`;
  }
  out.x = round1(clamp(s.x, 0, b.width));
  out.y = round1(clamp(s.y, 0, b.height));
  out.heading = normHeading(s.heading);
  out.team = s.team === "2" ? "2" : "1";
  out.name = cleanName(s.name);
  const turretKind = turretOf(out, catalog);
  if (turretKind) {
    const allowed = turretPositions(out, catalog);
    out.turret = allowed.includes(s.turret) ? s.turret : allowed[0];
  }
  if (MOBILE.includes(s.mobile)) out.mobile = s.mobile;
  if (!out.type.startsWith("@")) {
    if (typeof s.pilot === "string" && XWS_ID.test(s.pilot)) out.pilot = s.pilot;
    if (Array.isArray(s.upgrades)) out.upgrades = s.upgrades.filter((u) => typeof u === "string" && XWS_ID.test(u)).slice(0, MAX_UPGRADES);
  }
  if (Number.isInteger(s.n) && s.n >= 1 && s.n <= MAX_NUMBER) out.n = s.n;
  const move = checkMove(s.move);
  if (move) out.move = move;
  return out;
}

// MAX_NUMBER bounds a ship's number (n): the number painted on its base and
// used in its name, kept when other ships are removed, in the link and the
// saved board (encode). A link without numbers (older links) numbers its
// ships 1, 2, ... in order.
const MAX_NUMBER = 999;

// numberShips gives every ship a number no other ship has: its own when it
// has one not taken yet, else one past the largest.
function numberShips(ships) {
  const used = new Set();
  for (const s of ships) {
    if (s.n && !used.has(s.n)) used.add(s.n);
    else s.n = 0;
  }
  for (const s of ships) {
    if (s.n) continue;
    let n = used.size ? Math.max(...used) + 1 : 1;
    if (n > MAX_NUMBER) for (n = 1; used.has(n); n++);
    s.n = n;
    used.add(n);
  }
}

// turretOf reports the turret indicator ship s carries: "", "single" or "double".
export function turretOf(s, catalog) {
  if (s.type.startsWith("@")) {
    if (s.arc === "singleTurret") return "single";
    if (s.arc === "doubleTurret") return "double";
    return "";
  }
  const c = catalog.get(s.type);
  return (c && c.turret) || "";
}

export function turretPositions(s, catalog) {
  const kind = turretOf(s, catalog);
  if (!kind) return [];
  if (!s.type.startsWith("@")) {
    const c = catalog.get(s.type);
    const list = c && Array.isArray(c.turretPositions) ? c.turretPositions.filter((p) => Object.hasOwn(TURRETS, p)) : [];
    if (list.length) return list;
  }
  return kind === "double" ? ["front-rear", "left-right"] : ["front", "right", "rear", "left"];
}

// checkObstacle returns a valid copy of token o or a string saying why it
// can't be.
export function checkObstacle(o) {
  if (!o || typeof o !== "object") return "not an obstacle";
  const legacy = !!legacyObstacle(o.type);
  if (!legacy && !knownTokenType(o.type)) return `unknown token “${String(o.type).slice(0, 20)}”`;
  for (const k of ["x", "y", "heading"]) {
    if (typeof o[k] !== "number" || !Number.isFinite(o[k])) return `${k} is not a number`;
  }
  const b = AREA;
  const team = !legacy && (o.team === "1" || o.team === "2") ? o.team : "";
  return { type: o.type, x: round1(clamp(o.x, 0, b.width)), y: round1(clamp(o.y, 0, b.height)), heading: normHeading(o.heading), flipped: !legacy && o.flipped === true, team };
}

// needsCards reports whether board st can be drawn only with its
// ruleset's cards: a ship with a pilot or upgrades. Ships by type or size
// need none (the ship table is the engine's own).
export const needsCards = (st) => st.ships.some((s) => s.pilot || (s.upgrades && s.upgrades.length > 0));

// normalize returns a valid state built from st, and the problems found.
export function normalize(st, catalog) {
  const problems = [];
  const out = emptyState();
  if (st && typeof st === "object") {
    if (st.edition === "1e" || st.edition === "2e") out.edition = st.edition;
    if (RULESETS.includes(st.ruleset)) out.ruleset = st.ruleset;
    if (Object.hasOwn(BOARDS, st.board)) out.board = st.board;
    if ([3, 4, 5].includes(st.maxRange)) out.maxRange = st.maxRange;
    const ships = Array.isArray(st.ships) ? st.ships : [];
    if (ships.length > MAX_SHIPS) problems.push(`only the first ${MAX_SHIPS} ships are kept`);
    ships.slice(0, MAX_SHIPS).forEach((s, i) => {
      const r = checkShip(s, out, catalog);
      if (typeof r === "string") problems.push(`ship ${i + 1} left out: ${r}`);
      else out.ships.push(r);
    });
    numberShips(out.ships);
    const obs = Array.isArray(st.obstacles) ? st.obstacles : [];
    if (obs.length > MAX_OBSTACLES) problems.push(`only the first ${MAX_OBSTACLES} obstacles are kept`);
    obs.slice(0, MAX_OBSTACLES).forEach((o, i) => {
      const r = checkObstacle(o);
      if (typeof r === "string") problems.push(`obstacle ${i + 1} left out: ${r}`);
      else out.obstacles.push(r);
    });
    if (Number.isInteger(st.selected) && st.selected >= 0 && st.selected < out.ships.length) out.selected = st.selected;
    if (Array.isArray(st.arcs)) out.arcs = st.arcs.filter((a) => typeof a === "string" && /^[a-zA-Z0-9]{1,20}$/.test(a)).slice(0, 20);
  }
  return { state: out, problems };
}

// ---- share link: "v1=<header>/<ships>/<obstacles>" ----
// header: edition,board,maxRange,selected,arcs,ruleset (arcs dot-separated;
//         "*": automatic; ruleset left out for X-Wing Alliance, so a link
//         from before rulesets opens under XWA, the cards it was made with)
// ship:   type,team,x,y,heading,turret,mobile,name,arc,pilot,upgrades,n
//         (names percent-encoded; upgrades dot-separated; n the ship's
//         number, written for every ship unless the numbers are 1, 2, ...
//         in order, which a link without them reads as; move the planned
//         move's code, maneuver.js, left off when none). Pilots and
//         upgrades travel as their XWS ids, not as indices into the engine's
//         lists: an id names the same card after the data gains cards (an
//         index would shift and silently swap upgrades), squad builders use
//         the same ids, and the type kept beside the pilot still places the
//         ship should a future data set drop that pilot. Links without the
//         two fields (older links) read as ships without a pilot.
// obstacle: type,x,y,heading,side,team (side "f": the back side; team
//         "1" or "2": a device's or remote's; both left off when empty).
//         Old links' records "a1,x,y,heading" name a former shape.
// Separators , ; / are ones encodeURIComponent always escapes, so a name
// never collides with them.

const turretByCode = Object.fromEntries(Object.entries(TURRETS).map(([k, v]) => [v.code, k]));
const mobileCode = { front: "f", rear: "b", left: "l", right: "r" };
const mobileByCode = Object.fromEntries(Object.entries(mobileCode).map(([k, v]) => [v, k]));

const num = (v) => String(round1(v));

export function encode(st) {
  const header = [st.edition, st.board, st.maxRange, st.selected >= 0 ? st.selected : "", st.arcs ? st.arcs.join(".") : "*"];
  if (st.ruleset && st.ruleset !== RULESETS[0]) header.push(st.ruleset);
  const numbered = st.ships.some((s, i) => s.n !== i + 1);
  const ships = st.ships
    .map((s) => {
      const f = [s.type, s.team, num(s.x), num(s.y), num(s.heading), s.turret ? TURRETS[s.turret].code : "", s.mobile ? mobileCode[s.mobile] : "", encodeURIComponent(s.name), s.type.startsWith("@") ? s.arc : "", s.pilot || "", (s.upgrades || []).join("."), numbered && s.n ? String(s.n) : "", moveCode(s.move)];
      while (f.length > 5 && f[f.length - 1] === "") f.pop();
      return f.join(",");
    })
    .join(";");
  const obstacles = st.obstacles
    .map((o) => {
      const f = [o.type, num(o.x), num(o.y), num(o.heading), o.flipped ? "f" : "", o.team || ""];
      while (f.length > 4 && f[f.length - 1] === "") f.pop();
      return f.join(",");
    })
    .join(";");
  return `${VERSION}=${header.join(",")}/${ships}/${obstacles}`;
}

function parseNum(s) {
  if (typeof s !== "string" || !/^-?\d{1,7}(\.\d{1,6})?$/.test(s)) return NaN;
  return Number(s);
}

// decode reads a share fragment (without "#"). It never throws.
// Returns { state, problems, found } where found says whether the fragment
// held a board at all.
export function decode(fragment, catalog) {
  const problems = [];
  const raw = { ships: [], obstacles: [] };
  let params;
  try {
    params = parseFragment(fragment);
  } catch {
    params = new Map();
  }
  const body = params.get(VERSION);
  if (body === undefined) {
    const other = [...params.keys()].find((k) => /^v\d+$/.test(k));
    if (other) problems.push(`this link is from a newer version of the page (${other.slice(0, 8)}); showing an empty board`);
    return { ...normalize(raw, catalog), problems, found: false };
  }
  if (body.length > MAX_LINK) {
    problems.push("the link is too long; showing an empty board");
    return { ...normalize(raw, catalog), problems, found: true };
  }
  const [header = "", ships = "", obstacles = "", ...rest] = body.split("/");
  if (rest.length) problems.push("the link has extra parts; they were ignored");
  const h = header.split(",");
  raw.edition = h[0];
  raw.board = h[1];
  raw.maxRange = parseNum(h[2] || "");
  raw.selected = h[3] === "" || h[3] === undefined ? -1 : parseNum(h[3]);
  raw.arcs = h[4] === undefined || h[4] === "*" ? null : h[4] === "" ? [] : h[4].split(".");
  if (h[0] !== undefined && h[0] !== "2e" && h[0] !== "1e") problems.push(`unknown edition “${h[0].slice(0, 10)}”; using 2e`);
  raw.ruleset = h[5] || RULESETS[0];
  if (!RULESETS.includes(raw.ruleset)) problems.push(`unknown ruleset “${raw.ruleset.slice(0, 10)}”; using X-Wing Alliance's cards`);
  if (ships) {
    for (const rec of ships.split(";")) {
      const f = rec.split(",");
      let name = "";
      try {
        name = decodeURIComponent(f[7] || "");
      } catch {
        name = "";
      }
      raw.ships.push({
        type: f[0],
        team: f[1],
        x: parseNum(f[2]),
        y: parseNum(f[3]),
        heading: parseNum(f[4]),
        turret: turretByCode[f[5]] || "",
        mobile: mobileByCode[f[6]] || "",
        name,
        arc: f[8] || "",
        pilot: f[9] || "",
        upgrades: f[10] ? f[10].split(".") : [],
        n: /^\d{1,3}$/.test(f[11] || "") ? Number(f[11]) : 0,
        move: f[12] ? parseMoveCode(f[12]) : null,
      });
      if (f[12] && !raw.ships.at(-1).move) problems.push(`ship ${raw.ships.length}'s planned move “${f[12].slice(0, 48)}” left out`);
    }
  }
  if (obstacles) {
    for (const rec of obstacles.split(";")) {
      const f = rec.split(",");
      raw.obstacles.push({ type: f[0], x: parseNum(f[1]), y: parseNum(f[2]), heading: parseNum(f[3]), flipped: f[4] === "f", team: f[5] || "" });
    }
  }
  const r = normalize(raw, catalog);
  return { state: r.state, problems: problems.concat(r.problems), found: true };
}

// problemsText lists decode's problems for a sentence: the first few, then
// how many more.
export function problemsText(problems, shown = 4) {
  const more = problems.length - shown;
  return problems.slice(0, shown).join("; ") + (more > 0 ? `; and ${more} more` : "");
}

// parseFragment splits "a=b&c&d=e" into a Map without decoding values
// (names are decoded field by field).
export function parseFragment(fragment) {
  const m = new Map();
  for (const part of String(fragment).replace(/^#/, "").split("&")) {
    if (!part) continue;
    const i = part.indexOf("=");
    if (i < 0) m.set(part, "");
    else m.set(part.slice(0, i), part.slice(i + 1));
  }
  return m;
}
