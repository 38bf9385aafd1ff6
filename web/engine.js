// The engine adapter: the only page module that calls the engine
// (web/xwing.js), with kinds.js, which asks it through engineApi about a
// piece's kind. The page asks for a board with measureBoard and gets the
// answer in its own indices; whatever the engine's API looks like (how it
// reports a bad piece, where base sizes, arcs and label anchors come from)
// stays in these two files. Every fact about a piece (its base, its arcs, where
// its label goes, which upgrades it may carry) is the engine's answer: the
// page keeps no copy.

import { legacyObstacle, worldPoints, setTokenTypes, tokenType, isObstacleKind } from "./pieces.js";
import { namer } from "./names.js";

let xwing = null;
// catalogById is the engine's catalog by id: with the board's pilots,
// what names.js names the pieces by in the verdicts.
let catalogById = new Map();

// ruleset is the board's ruleset (state.ruleset): every call about cards
// is made under it. The page switches it (useRuleset) once its cards are
// loaded (loadRuleset).
let ruleset = "xwa";
// cardLists: ruleset -> its cards as the page looks them up, once loaded.
const cardLists = new Map();

// engineApi is the engine's API once loaded (null before), and
// boardRuleset the ruleset of the board's calls: for kinds.js, which asks
// the engine about a piece's kind.
export const engineApi = () => xwing;
export const boardRuleset = () => ruleset;

// loadEngine starts the engine, telling onProgress({ loaded, total }) how
// its download goes (xwing.js load), and makes ruleset (the board's) the
// ruleset of its calls. With cardsFirst it loads that ruleset's cards
// first (a board with pilots is drawn only with them); without, the page
// loads them once the board is drawn (loadRuleset), so that a board
// without pilots waits neither for their bytes, which would share a slow
// link with the engine's, nor for reading them. Returns { version,
// catalog, cards, rulesets } (catalog in the engine's order, cards: cardsView,
// or null when not loaded yet or not to be had; rulesets:
// xwing.rulesets()); throws when it can't start.
export async function loadEngine({ onProgress, ruleset: first = "xwa", cardsFirst = true } = {}) {
  const mod = await import("./xwing.js");
  xwing = await mod.load(undefined, { onProgress });
  await nextTask();
  setTokenTypes(xwing.tokens());
  // The cards come in files of their own next to the engine. Without them
  // (an embed that copied only the engine, offline) ships are still drawn
  // by type, with no pilots to choose. A board without pilots is drawn
  // under its ruleset before its cards are here: only pilots and upgrades
  // need them, and there are none to choose until they come.
  let cards = null;
  if (cardsFirst) {
    try {
      cards = await loadRuleset(first);
      ruleset = first;
    } catch (e) {
      console.warn(`xwing: no pilot cards: ${e && e.message}`);
    }
  } else {
    ruleset = first;
  }
  await nextTask();
  // In the engine's order: sorting it by name here, the page's first
  // localeCompare, cost ~15 ms of the engine's start (the collator's
  // set-up), and the search sorts what it finds anyway.
  const list = xwing.catalog();
  const catalog = Array.isArray(list) ? list.slice() : [];
  catalogById = new Map(catalog.map((c) => [c.id, c]));
  return { version: xwing.version || "", catalog, cards, rulesets: xwing.rulesets() };
}

// nextTask resolves in a task of its own: the engine's first calls, each
// long on a slow phone, are spread over short tasks the page's input and
// paints may come between (scheduler.yield where there is one).
export function nextTask() {
  if (typeof scheduler === "object" && typeof scheduler.yield === "function") return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

// loadRuleset downloads ruleset r's cards once (xwing.loadCards) and
// resolves to them as the page looks them up (cardsView). Rejects when
// they can't be had (offline before they were ever fetched).
export async function loadRuleset(r) {
  if (!cardLists.has(r)) {
    await xwing.loadCards(r);
    cardLists.set(r, cardsView(r));
  }
  return cardLists.get(r);
}

// cardsView is ruleset r's cards as the page looks them up: { pilotList,
// upgradeList (as the engine lists them), pilots, upgrades (by id: get,
// has) }. Each list is asked of the engine the first time it is read (a
// panel, a pilot looked up), not while the page boots: 700 pilots and 600
// upgrades are tens of milliseconds of a phone's main thread.
function cardsView(r) {
  const lazy = (make) => {
    let v;
    return () => (v ??= make());
  };
  const pilotList = lazy(() => xwing.pilots({ ruleset: r }));
  const upgradeList = lazy(() => xwing.upgrades({ ruleset: r }));
  const pilots = lazy(() => new Map(pilotList().map((p) => [p.id, p])));
  const upgrades = lazy(() => new Map(upgradeList().map((u) => [u.id, u])));
  const byId = (map) => ({ get: (id) => map().get(id), has: (id) => map().has(id) });
  return {
    get pilotList() {
      return pilotList();
    },
    get upgradeList() {
      return upgradeList();
    },
    pilots: byId(pilots),
    upgrades: byId(upgrades),
  };
}

// cardsOf is ruleset r's cards (loadRuleset), or null when not loaded.
export const cardsOf = (r) => cardLists.get(r) || null;

// cardsLoaded reports whether ruleset r's cards are loaded (loadRuleset).
export const cardsLoaded = (r) => cardLists.has(r);

// useRuleset makes r the ruleset of every later call and returns its
// cards (loadRuleset), or null when they are not loaded (nothing changes).
export function useRuleset(r) {
  const cards = cardLists.get(r) || null;
  if (cards) ruleset = r;
  return cards;
}

// hasMobileArc reports whether s carries a 1e mobile arc pointer.
export function hasMobileArc(s, edition) {
  return edition === "1e" && s.type.startsWith("@") && s.arc === "mobile";
}

// engineShip is page ship s as the engine takes it. A ship added by size
// carries a primary weapon in the arc the user chose; its range span is
// the engine's, by edition and ruleset (0-3 in 2.5 and XWA).
export function engineShip(s, edition) {
  const o = { x: s.x, y: s.y, heading: s.heading, team: s.team };
  if (s.type.startsWith("@")) {
    o.size = s.type.slice(1);
    if (s.arc) o.weapons = [{ name: "Primary", arc: s.arc, primary: true }];
  } else {
    o.ship = s.type;
    if (s.pilot) o.pilot = s.pilot;
    if (s.pilot || (s.upgrades && s.upgrades.length)) o.upgrades = s.upgrades || [];
  }
  if (s.turret) o.turret = s.turret;
  if (s.mobile && hasMobileArc(s, edition)) o.mobile = s.mobile;
  return o;
}

const obstacleCache = new Map();
// engineObstacle is page obstacle o as the engine takes it: an official
// token by its type and place, a former invented shape as its outline on
// the board.
export function engineObstacle(o) {
  if (!legacyObstacle(o.type)) return { type: o.type, x: o.x, y: o.y, heading: o.heading, flipped: !!o.flipped };
  const key = `${o.type}|${o.x}|${o.y}|${o.heading}`;
  let pts = obstacleCache.get(key);
  if (!pts) {
    if (obstacleCache.size > 200) obstacleCache.clear();
    pts = worldPoints(legacyObstacle(o.type).points, o.x, o.y, o.heading);
    obstacleCache.set(key, pts);
  }
  return { points: pts };
}

// engineTable splits the page's tokens (state.obstacles) into the engine's
// obstacles and its tokens (devices and remotes: the kind is the engine's
// tokens() answer), with the page index of each: { obstacles, tokens,
// obstacleAt, tokenAt }.
export function engineTable(list) {
  const out = { obstacles: [], tokens: [], obstacleAt: [], tokenAt: [] };
  list.forEach((o, i) => {
    const t = tokenType(o.type);
    if (t && !isObstacleKind(t.kind)) {
      const tok = { type: o.type, x: o.x, y: o.y, heading: o.heading, flipped: !!o.flipped };
      if (o.team) tok.team = o.team;
      out.tokens.push(tok);
      out.tokenAt.push(i);
    } else {
      out.obstacles.push(engineObstacle(o));
      out.obstacleAt.push(i);
    }
  });
  return out;
}

// why is the human part of an engine error or problem: its message after
// "fn: path: " (the path travels separately, as data).
export function why(e) {
  const msg = e && e.message ? String(e.message) : String(e);
  const path = e && typeof e.path === "string" ? e.path : "";
  const at = path ? msg.indexOf(`${path}: `) : -1;
  return at >= 0 ? msg.slice(at + path.length + 2) : msg;
}

// pieceIndex reads "ships[3].x" as { list: "ships", index: 3 } (null when
// the path names no piece).
function pieceIndex(path) {
  const m = /^(ships|obstacles|tokens)\[(\d+)\]/.exec(String(path || ""));
  return m ? { list: m[1], index: Number(m[2]) } : null;
}

// boardNames are the names the engine's verdicts call the pieces of
// state by: the page's own (names.js) for ships, by index, and for the
// invented shapes of old links, in the engine's order of obstacles
// (at: engine obstacle k's index in state.obstacles). An official token
// gets no label: the engine names it as players do ("core asteroid 5").
function boardNames(state, at) {
  const n = namer(state, { catalog: catalogById, pilots: cardLists.get(ruleset)?.pilots || new Map() }); // pilots: looked up only for a ship with one
  return {
    labels: state.ships.map((_, i) => n.shipLabel(i)),
    obstacleLabels: at.map((i) => (legacyObstacle(state.obstacles[i].type) ? n.obstacleLabel(i) : "")),
  };
}

// withMove is engine ship o carrying page ship s's planned move (board()
// and diagram() resolve it; other calls measure the ship where it stands).
const withMove = (o, s) => (s.move ? { ...o, move: s.move } : o);

// boardShip is page ship s as board() takes it (with its planned move),
// made once per ship object and edition: a drag's frame changes one ship
// of 200, and the page's states keep the others' objects (store.js).
const boardShips = new WeakMap();
function boardShip(s, edition) {
  const kept = boardShips.get(s);
  if (kept && kept.edition === edition) return kept.ship;
  const ship = withMove(engineShip(s, edition), s);
  boardShips.set(s, { edition, ship });
  return ship;
}
// playArea is the play area a planned move flees: the board's size.
const playArea = (state) => (state.board === "e" ? "epic" : "standard");

// measureBoard asks the engine about the whole board in one call, with the
// selected ship's arcs outlined (state.arcs; null: every arc the edition
// draws, so the drawn set can follow the engine's answer). A ship or
// obstacle the engine leaves out is flagged by index, so the rest still
// gets answers; its verdicts are worded with the page's names. Planned
// moves (ships[i].move) are resolved by the engine first: everything it
// answers is then after them, and moves[i] says where ship i ends (null
// without a move). Returns
// { answer: { attacks: Map(ship -> options), pieces: (piece|null)[], selected,
//     verdicts: [{ index, kind, headline, details }], obstacleRanges, tokens,
//     moves: (MoveAnswer|null)[], moveProblems: Map(ship -> why its planned move
//     can't be made) } | null,
//   excluded: Map(ship -> why), excludedObstacles: Map, error: string }.
// renumbered keeps the attack lists measureBoard renumbered, by the
// engine's list, for the obstacle numbering key.
let renumbered = { key: null, lists: new WeakMap() };

// words: false leaves the verdicts out (board's options.verdicts), for a
// drag's frames on a big board, whose verdicts are shown when it ends.
export function measureBoard(state, { words = true } = {}) {
  const out = { answer: null, excluded: new Map(), excludedObstacles: new Map(), error: "" };
  const moveProblems = new Map();
  if (!xwing) return out;
  const table = tableOf(state.obstacles);
  const input = {
    ships: state.ships.map((s) => boardShip(s, state.edition)),
    obstacles: table.obstacles,
    tokens: table.tokens,
    selected: state.selected,
    edition: state.edition,
    ruleset,
    maxRange: state.maxRange,
    area: playArea(state),
  };
  // Outline only the arcs on show when the user picked them.
  if (state.arcs) input.arcs = state.arcs;
  let res;
  try {
    // Without verdicts the names only word planned moves' headlines: a
    // drag's frame without planned moves sends none (200 names a frame).
    const named = words || state.ships.some((s) => s.move);
    const names = named ? boardNames(state, table.obstacleAt) : null;
    res = xwing.board(input, words ? names : { ...names, verdicts: false });
  } catch (e) {
    out.error = why(e);
    return out;
  }
  for (const p of res.problems || []) {
    const at = pieceIndex(p.path);
    if (at && at.list === "ships" && /^ships\[\d+\]\.move\b/.test(p.path)) moveProblems.set(at.index, why(p));
    else if (at && at.list === "ships") out.excluded.set(at.index, why(p));
    else if (at) out.excludedObstacles.set((at.list === "tokens" ? table.tokenAt : table.obstacleAt)[at.index], why(p));
  }
  const obstacleAt = (k) => table.obstacleAt[k];
  // A ship's list the engine answered as the same object as last time
  // (board() keeps unchanged parts) is renumbered once, not every frame.
  const key = table.obstacleAt.join();
  if (renumbered.key !== key) renumbered = { key, lists: new WeakMap() };
  const attacks = new Map();
  (res.attacks || []).forEach((list, i) => {
    if (!list) return;
    let mine = renumbered.lists.get(list);
    if (!mine) {
      mine = list.map((a) => ({ ...a, obstructedBy: (a.obstructedBy || []).map(obstacleAt) }));
      renumbered.lists.set(list, mine);
    }
    attacks.set(i, mine);
  });
  // The parts the engine answered as the same objects as last time (a
  // drag's frame keeps most) are put in page indices once, not every frame.
  const same = kept.table === table ? kept : null;
  const tokens = same && same.obstacles === res.obstacles && same.tokenList === res.tokens ? same.tokens : tableAnswer(res, table);
  const moves = same && same.moveList === res.moves ? same.moves : (res.moves || []).map((m) => (m ? movedAnswer(m, table) : null));
  kept = { table, obstacles: res.obstacles, tokenList: res.tokens, tokens, moveList: res.moves, moves };
  out.answer = {
    attacks, pieces: res.pieces || [], selected: res.selected || null, tokens,
    verdicts: res.verdicts || [], obstacleRanges: res.obstacleRanges || "",
    moves,
    moveProblems,
  };
  if (out.answer.selected) {
    const sel = out.answer.selected;
    const tokenRanges = (sel.tokens || []).map((o) => ({ ...o, index: table.tokenAt[o.index] }));
    out.answer.selected = { ...sel, obstacles: (sel.obstacles || []).map((o) => ({ ...o, index: obstacleAt(o.index) })).concat(tokenRanges).sort((a, b) => a.index - b.index) };
  }
  return out;
}

// kept: what measureBoard made of the parts of its last answer that a
// later answer may give again as the same objects.
let kept = {};

// tableOf is engineTable(list), made again only for another list (a
// drag's frames keep the state's list of tokens).
let lastTable = { list: null, table: null };
function tableOf(list) {
  if (lastTable.list !== list) lastTable = { list, table: engineTable(list) };
  return lastTable.table;
}

// movedAnswer is a MoveAnswer with its obstacles and tokens in page
// indices (state.obstacles), each { index, where }.
function movedAnswer(m, table) {
  const obstacles = (m.obstacles || []).map((o) => ({ ...o, index: table.obstacleAt[o.index] }));
  const tokens = (m.tokens || []).map((o) => ({ ...o, index: table.tokenAt[o.index] }));
  return { ...m, obstacles, tokens };
}

// dialOf is ship s's dial as its card prints it: [{ speed, bearing,
// difficulty }], the engine's (the catalog's dial); [] when it knows none
// (a ship added by size, a huge ship).
export function dialOf(s) {
  const c = catalogById.get(s.type);
  return c && Array.isArray(c.dial) ? c.dial : [];
}

// tableAnswer is the engine's answer about each page token, by page index
// (null for one left out): { type, kind, name, path, transform, ring,
// near, attacks } (ring, near and attacks for devices and remotes only;
// attacks' obstructedBy in page indices).
function tableAnswer(res, table) {
  const out = [];
  table.obstacleAt.forEach((i, k) => (out[i] = (res.obstacles && res.obstacles[k]) || null));
  table.tokenAt.forEach((i, k) => {
    const t = res.tokens && res.tokens[k];
    out[i] = t ? { ...t, attacks: t.attacks.map((a) => ({ ...a, obstructedBy: (a.obstructedBy || []).map((j) => table.obstacleAt[j]) })) } : null;
  });
  return out;
}

// measureEnds asks the engine for the ruler between two ends, each
// { ship } (a page ship: its base) or { point }: { range, distance, from,
// to, touching, words, text } (xwing.measure).
export function measureEnds(a, b, edition) {
  const end = (e) => (e.ship ? engineShip(e.ship, edition) : { x: e.point.x, y: e.point.y });
  return xwing.measure(end(a), end(b), { edition });
}

// shipAt is the index of the ship whose base holds board point p, the
// last drawn (topmost) first; -1 when none does. The engine measures.
export function shipAt(ships, p, edition) {
  if (!xwing) return -1;
  for (let i = ships.length - 1; i >= 0; i--) {
    try {
      if (measureEnds({ point: p }, { ship: ships[i] }, edition).touching) return i;
    } catch {
      // a ship the engine refuses holds no point
    }
  }
  return -1;
}

// importSquad reads an XWS squad (object or JSON text) leniently for team
// ("1": bottom edge, "2": top edge) on a board boardWidth wide, under the
// ruleset the list says or hints at, else the board's (every ruleset's
// cards are loaded first); takenIds: names already on the board. Resolves
// to { name, faction, ruleset, said (whether the list says its ruleset),
// ships: page ships, obstacles: the XWS obstacle ids the list brings,
// warnings: [{ path, message }] }; rejects (with why(e)
// readable) on malformed XWS, or when the list's cards can't be
// downloaded.
export async function importSquad(xws, { team, boardWidth, takenIds }) {
  await Promise.allSettled(xwing.rulesets().map((r) => loadRuleset(r.id)));
  const options = { team, edge: team === "2" ? "top" : "bottom", boardWidth, lenient: true, takenIds };
  let r = xwing.squad(xws, options);
  const said = r.rulesetFrom === "list";
  if (!said && r.ruleset !== ruleset) r = xwing.squad(xws, { ...options, ruleset });
  const ships = r.ships.map((s) => ({
    type: s.ship,
    team,
    x: s.x,
    y: s.y,
    heading: s.heading,
    turret: s.turret || "",
    mobile: "",
    name: "",
    arc: "",
    pilot: s.pilot || "", // null: a ship kept without its unknown pilot
    upgrades: s.upgrades || [],
  }));
  return { name: r.name || "", faction: r.faction || "", ruleset: r.ruleset, said, ships, obstacles: r.obstacles || [], warnings: r.warnings || [] };
}

// exportXWS is the XWS squad of page ships (each with a pilot).
export function exportXWS(ships, name, edition) {
  return xwing.toXWS(
    ships.map((s) => engineShip(s, edition)),
    { name, ruleset },
  );
}

// loadDiagram downloads the diagram's module once (xwing-diagram.wasm: the
// engine leaves diagrams to it, to stay small); later calls resolve at once.
export function loadDiagram() {
  if (!xwing) return Promise.reject(new Error("the engine is not ready"));
  return xwing.loadDiagram();
}

// diagramSVG draws the board as one self-contained SVG document, leaving
// out the ships and obstacles the engine can't measure (excluded,
// excludedObstacles: Sets of state indices); labels name the ships by
// state index.
export async function diagramSVG(state, { caption = "", theme = "dark", view = "fit", labels = [], excluded = new Set(), excludedObstacles = new Set() } = {}) {
  await loadDiagram();
  const keep = state.ships.map((_, i) => i).filter((i) => !excluded.has(i));
  const table = engineTable(state.obstacles.filter((_, i) => !excludedObstacles.has(i)));
  const input = {
    ships: keep.map((i) => withMove(engineShip(state.ships[i], state.edition), state.ships[i])),
    obstacles: table.obstacles,
    tokens: table.tokens,
    selected: keep.indexOf(state.selected),
    edition: state.edition,
    ruleset,
    maxRange: state.maxRange,
    area: playArea(state),
  };
  if (state.arcs) input.arcs = state.arcs;
  const kept = state.obstacles.map((_, i) => i).filter((i) => !excludedObstacles.has(i));
  const { obstacleLabels } = boardNames(state, table.obstacleAt.map((k) => kept[k]));
  return xwing.diagram(input, { caption, theme, view, labels: keep.map((i) => labels[i] || ""), obstacleLabels });
}
