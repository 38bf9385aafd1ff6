// What the user can do to the board. Every action builds a new state and
// hands it to setState; none draws.

import { BOARDS, tokenType, isObstacleKind } from "./pieces.js";
import { MAX_SHIPS, MAX_OBSTACLES, turretPositions } from "./state.js";
import { store, setState, setUI, canEdit } from "./store.js";
import { showMessage } from "./messages.js";
import { loadRuleset } from "./engine.js";
import { loadoutOf } from "./kinds.js";
import { shipBase } from "./model.js";
import { pilotName, rulesetName } from "./names.js";

const st = () => store.state;

// updateShip merges patch into ship i. opts: setState's ({ commit: false, frame: true } mid-drag).
export function updateShip(i, patch, opts) {
  if (!canEdit() || !st().ships[i]) return;
  const ships = st().ships.slice();
  ships[i] = { ...ships[i], ...patch };
  setState({ ...st(), ships }, opts);
}

export function updateObstacle(i, patch, opts) {
  if (!canEdit() || !st().obstacles[i]) return;
  const obstacles = st().obstacles.slice();
  obstacles[i] = { ...obstacles[i], ...patch };
  setState({ ...st(), obstacles }, opts);
}

// update is updateShip or updateObstacle by kind ("ship" | "obstacle").
export function update(kind, i, patch, opts) {
  return kind === "ship" ? updateShip(i, patch, opts) : updateObstacle(i, patch, opts);
}

// moveTo moves a piece by hand (a drag, the arrow keys) to (x, y), kept
// on the play area.
export function moveTo(kind, i, x, y, opts) {
  const b = BOARDS[st().board];
  update(kind, i, { x: Math.min(b.width, Math.max(0, x)), y: Math.min(b.height, Math.max(0, y)) }, opts);
}

export function pieceOf(kind, i) {
  return kind === "ship" ? st().ships[i] : st().obstacles[i];
}

// select makes ship i (-1: none) the one whose view is shown. An embed
// that can't edit may still look around, but the link keeps its selection.
export function select(i) {
  if (i === st().selected) return;
  // Arcs shown follow the newly selected ship's weapons unless the user picked.
  setState({ ...st(), selected: i, arcs: null }, { commit: store.mode.embed ? false : "replace" });
}

export function selectObstacle(i) {
  setUI({ selObstacle: i });
}

export function setSettings(patch) {
  if (!canEdit()) return;
  setState({ ...st(), ...patch }, { commit: "push" });
}

export function setArcs(arcs) {
  setState({ ...st(), arcs }, { commit: store.mode.readOnly ? false : "replace" });
}

// freeSpot finds a place for a new ship with base near its team's
// board edge (it faces across the board): the whole base on the board and
// clear of the ships already there, row after row inwards; the board's
// centre when the board is full.
function freeSpot(team, base) {
  const b = BOARDS[st().board];
  const margin = 20;
  // Any other ship, turned any way, fits in the circle of its half diagonal.
  const others = st().ships.map((s, i) => {
    const o = shipBase(s, i);
    return { x: s.x, y: s.y, r: Math.hypot(o.width, o.length) / 2 };
  });
  const clear = (x, y) => others.every((o) => Math.abs(o.x - x) >= base.width / 2 + o.r || Math.abs(o.y - y) >= base.length / 2 + o.r);
  const columns = Math.floor((b.width / 2 - margin - base.width / 2) / (base.width + 10));
  for (let row = 0; (row + 1) * (base.length + 10) < b.height / 2; row++) {
    const inset = margin + base.length / 2 + row * (base.length + 10);
    const y = team === "1" ? b.height - inset : inset;
    for (let k = 0; k <= 2 * columns; k++) {
      const x = b.width / 2 + (k % 2 ? -1 : 1) * Math.ceil(k / 2) * (base.width + 10);
      if (clear(x, y)) return { x, y };
    }
  }
  return { x: b.width / 2, y: b.height / 2 };
}

// factionsOf is the set of factions of team's pilots.
function factionsOf(team) {
  const out = new Set();
  for (const s of st().ships) {
    const p = s.team === team && s.pilot ? store.pilots.get(s.pilot) : null;
    if (p) out.add(p.faction);
  }
  return out;
}

// teamFor is the team pilot joins when added for team: the other team
// when team's pilots fly for another faction and the other team's don't
// (Luke, then Vader: enemies), else team.
function teamFor(pilot, team) {
  if (!pilot) return team;
  const other = team === "1" ? "2" : "1";
  const mine = factionsOf(team);
  const theirs = factionsOf(other);
  return mine.size && !mine.has(pilot.faction) && (!theirs.size || theirs.has(pilot.faction)) ? other : team;
}

// addShip adds a ship of catalog type (or "@size") to the team new ships
// join; with pilotId, flown by that pilot with its standard loadout, in
// the other team when the chosen one flies for another faction (it says so).
export function addShip(type, pilotId = "") {
  if (!canEdit()) return;
  if (st().ships.length >= MAX_SHIPS) {
    showMessage(`A board holds at most ${MAX_SHIPS} ships.`);
    return;
  }
  const pilot = pilotId ? store.pilots.get(pilotId) : null;
  const team = teamFor(pilot, store.ui.addTeam);
  if (team !== store.ui.addTeam) showMessage(`${pilotName(pilot)} joins team ${team}, as an enemy: team ${store.ui.addTeam}'s pilots fly for another faction.`);
  const s = { type: pilot ? pilot.ship : type, team, x: 0, y: 0, heading: team === "1" ? 0 : 180, turret: "", mobile: "", name: "", arc: "", pilot: pilot ? pilot.id : "", upgrades: pilot ? loadoutOf(pilot) : [] };
  const spot = freeSpot(team, shipBase(s));
  setState({ ...st(), ships: [...st().ships, { ...s, ...spot }], selected: st().ships.length, arcs: null }, { commit: "push" });
}

export function duplicateShip(i) {
  const s = st().ships[i];
  if (!s || !canEdit() || st().ships.length >= MAX_SHIPS) return;
  setState({ ...st(), ships: [...st().ships, { ...s, x: s.x + 50, y: s.y, name: "" }], selected: st().ships.length }, { commit: "push" });
}

// addObstacle adds an official token of type (an obstacle, device or
// remote: xwing.tokens() ids) near the board's centre, the next one a step
// further round a spiral; a device or remote belongs to the team new ships
// join.
export function addObstacle(type, { team = store.ui.addTeam } = {}) {
  if (!canEdit()) return;
  if (st().obstacles.length >= MAX_OBSTACLES) {
    showMessage(`A board holds at most ${MAX_OBSTACLES} obstacles and other tokens.`);
    return;
  }
  const b = BOARDS[st().board];
  const n = st().obstacles.length;
  const ang = n * 2.4;
  const rad = 60 + 45 * (n % 5);
  const t = tokenType(type);
  const o = { type, x: b.width / 2 + rad * Math.cos(ang), y: b.height / 2 + rad * Math.sin(ang), heading: (n * 67) % 360, flipped: false, team: t && !isObstacleKind(t.kind) ? team : "" };
  setUI({ selObstacle: n });
  setState({ ...st(), obstacles: [...st().obstacles, o] }, { commit: "push" });
}

export function removeShip(i) {
  if (!canEdit() || !st().ships[i]) return;
  const ships = st().ships.filter((_, k) => k !== i);
  const sel = st().selected;
  const selected = sel === i ? -1 : sel > i ? sel - 1 : sel;
  setState({ ...st(), ships, selected }, { commit: "push" });
}

export function removeObstacle(i) {
  if (!canEdit() || !st().obstacles[i]) return;
  setUI({ selObstacle: -1 });
  setState({ ...st(), obstacles: st().obstacles.filter((_, k) => k !== i) }, { commit: "push" });
}

export function clearBoard() {
  if (!canEdit()) return;
  setUI({ selObstacle: -1 });
  setState({ ...st(), ships: [], obstacles: [], selected: -1, arcs: null }, { commit: "push" });
}

// rotateTurret turns ship i's turret indicator to its next position; the
// arcs shown go back to the weapons' arcs, so they follow the turret.
export function rotateTurret(i) {
  const s = st().ships[i];
  if (!s || !canEdit()) return;
  const positions = turretPositions(s, store.catalog);
  if (positions.length < 2) return;
  const next = positions[(positions.indexOf(s.turret) + 1) % positions.length];
  const ships = st().ships.slice();
  ships[i] = { ...s, turret: next };
  setState({ ...st(), ships, arcs: null });
}

// setRuleset switches the board to ruleset r's cards and attack rules once
// its cards are downloaded (one undo step); a failed download changes
// nothing and says why.
export async function setRuleset(r) {
  if (!canEdit() || r === st().ruleset) return;
  try {
    await loadRuleset(r);
  } catch (e) {
    showMessage(`${rulesetName(store.rulesets, r)}'s cards could not be downloaded (${e && e.message ? e.message : e}); the board keeps ${rulesetName(store.rulesets, st().ruleset)}'s.`);
    scheduleRender();
    return;
  }
  setState({ ...st(), ruleset: r }, { commit: "push" });
}
