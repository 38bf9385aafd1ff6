// What a piece's kind answers, whatever its place: its base, its ring,
// the arcs an edition draws, why the engine refuses it, the loadouts a
// pilot may fly. Each is asked of the engine (engine.js) once per kind and
// ruleset, and kept.

import { engineApi as api, boardRuleset, engineShip, why } from "./engine.js";

// memo keeps answers that depend only on their key (a piece's kind, never
// its place), bounded so a long session can't grow it without end.
function memo(fn, limit = 500) {
  const cache = new Map();
  return (key, ...args) => {
    if (cache.has(key)) return cache.get(key);
    if (cache.size > limit) cache.clear();
    const v = fn(...args);
    cache.set(key, v);
    return v;
  };
}

const kindKey = (s, edition) => `${edition}|${boardRuleset()}|${s.type}|${s.pilot || ""}|${(s.upgrades || []).join(".")}|${s.turret || ""}|${s.mobile || ""}|${s.arc || ""}`;

// onePiece asks the engine about ship s alone at the origin: its base and
// arcs (null when the engine leaves it out).
function onePiece(s, edition) {
  if (!api()) return null;
  try {
    const res = api().board({ ships: [engineShip({ ...s, x: 0, y: 0, heading: 0 }, edition)], edition, ruleset: boardRuleset() });
    return (res.pieces && res.pieces[0]) || null;
  } catch {
    return null;
  }
}

const pieceMemo = memo(onePiece);

// baseOf returns ship s's base { width, length } in mm before (or
// without) a board answer: placing a new ship, drawing one the engine left
// out. A ship the engine refuses in this edition is asked about as a
// second-edition ship of the same kind, then as its bare ship.
export function baseOf(s, edition) {
  const tries = [
    [s, edition],
    [s, "2e"],
    [{ type: s.type, arc: s.type.startsWith("@") ? "front" : "" }, "2e"],
  ];
  for (const [t, ed] of tries) {
    const p = pieceMemo(kindKey(t, ed), t, ed);
    if (p) return { width: p.width, length: p.length };
  }
  return { width: 40, length: 40 }; // never reached for a ship the page accepts
}

// tokenRing is the range 1 edge of a device or remote of type, in the
// token's own frame (SVG path data, as board()'s tokens[i].ring, which is
// the same wherever the token lies): what a planned device is drawn with.
// "" when the engine draws none.
const ringMemo = memo((type) => {
  try {
    const t = api().board({ ships: [], tokens: [{ type, x: 0, y: 0, heading: 0 }] }).tokens[0];
    return (t && t.ring) || "";
  } catch {
    return "";
  }
}, 50);
export function tokenRing(type) {
  return api() ? ringMemo(type, type) : "";
}

// drawableArcs lists the arcs the engine can outline in edition, in its
// order: the arcs a user may switch on.
const arcsMemo = memo((edition) => {
  try {
    const res = api().board({ ships: [{ size: "small", x: 0, y: 0, heading: 0 }], selected: 0, edition });
    return [...new Set(res.selected.arcs.map((a) => a.arc))];
  } catch {
    return [];
  }
});
export function drawableArcs(edition) {
  return api() ? arcsMemo(edition, edition) : [];
}

// refusal says why the engine refuses ship s under the board's ruleset
// ("" when it takes it): a pilot or upgrade that ruleset lacks or forbids.
const refusalMemo = memo((s, edition) => {
  try {
    api().weapons(engineShip(s, edition), { edition, ruleset: boardRuleset() });
    return "";
  } catch (e) {
    return why(e);
  }
});
export function refusal(s, edition) {
  return api() ? refusalMemo(kindKey(s, edition), s, edition) : "";
}

// upgradeProblem says why ship s can't also carry upgrade id ("" when it
// can): the engine tries the loadout.
const tryMemo = memo((s, edition, id) => {
  try {
    api().weapons(engineShip({ ...s, upgrades: [...(s.upgrades || []), id] }, edition), { edition, ruleset: boardRuleset() });
    return "";
  } catch (e) {
    return why(e);
  }
});
export function upgradeProblem(s, edition, id) {
  return api() ? tryMemo(`${kindKey(s, edition)}+${id}`, s, edition, id) : "engine not ready";
}

// fitLoadout is pilot (a pilots() entry) flown with upgrades (ids;
// undefined: none given, so a standard loadout is carried) as the engine
// reads it: { upgrades: what it carries, slots: [{ slot, upgrade: id |
// null }] its slots free and used, removed: [message] the upgrades it
// can't carry and why, as a player reads it }.
const fitMemo = memo((pilot, upgrades) => {
  try {
    const r = api().squad({ faction: pilot.faction, pilots: [{ id: pilot.id, ship: pilot.ship, upgrades }] }, { lenient: true, ruleset: boardRuleset() });
    const s = r.ships[0];
    return { upgrades: (s && s.upgrades) || [], slots: (s && s.slots) || [], removed: r.warnings.map((w) => w.message) };
  } catch (e) {
    return { upgrades: [], slots: [], removed: [why(e)] };
  }
}, 5000); // every pilot of a ruleset bare (a search), and the ships' loadouts
export function fitLoadout(pilot, upgrades) {
  if (!api() || !pilot) return { upgrades: [], slots: [], removed: [] };
  return fitMemo(`${boardRuleset()}|${pilot.id}|${upgrades ? upgrades.join(".") : "*"}`, pilot, upgrades);
}

// loadoutOf is the upgrades pilot carries when chosen (its standard
// loadout, or none).
export function loadoutOf(pilot) {
  return fitLoadout(pilot).upgrades;
}
