// The names of the pieces on a board: what a ship is called in lists and
// verdicts, the short name on its base, an obstacle's name. Pure: a board
// and the engine's lists in, words out. model.js asks these about the
// page's store; <xwing-board> (xwing-board.js) about its own board.
//
// board: { ships, obstacles } (state.js ships and obstacles), catalog: Map
// ship id -> catalog entry, pilots: Map pilot xws id -> pilot entry.

import { legacyObstacle, LEGACY_WORDS, tokenType } from "./pieces.js";

// LEGACY_MARKS are the letters of an old link's invented shapes, by kind,
// as verdict.Mark reads their names (LEGACY_WORDS).
const LEGACY_MARKS = { asteroid: "A", debris: "D", gas: "G" };

// pilotOf returns ship s's pilot entry, or null.
export function pilotOf(pilots, s) {
  return (s && s.pilot && pilots.get(s.pilot)) || null;
}

// modelName is the ship's model: "T-65 X-wing", "Small ship".
export function modelName(catalog, s) {
  if (s.type.startsWith("@")) {
    const size = s.type.slice(1);
    return `${size[0].toUpperCase()}${size.slice(1)} ship`;
  }
  const c = catalog.get(s.type);
  return c ? c.name : s.type;
}

// rulesetName is ruleset id as the engine names it ("2.0 Legacy");
// rulesets: xwing.rulesets().
export function rulesetName(rulesets, id) {
  const r = rulesets.find((x) => x.id === id);
  return r ? r.name : id;
}

// pilotName is "Luke Skywalker (5)": the pilot and its initiative.
export function pilotName(p) {
  return `${p.name} (${p.initiative})`;
}

// namer returns the naming functions for one board:
// { shipLabel(i), shortLabel(i), boardLabel(i), obstacleLabel(i), obstacleMark(i), obstacleBoardLabel(i) }.
export function namer({ ships, obstacles }, { catalog, pilots }) {
  // shipLabel names ship i in lists and verdicts: its pilot (with
  // initiative) or model, then its own name, or its number when another
  // ship would read the same.
  function shipLabel(i) {
    const s = ships[i];
    if (!s) return `ship ${i + 1}`;
    const p = pilotOf(pilots, s);
    if (!p) return s.name ? `${modelName(catalog, s)} “${s.name}”` : `${modelName(catalog, s)} #${s.n || i + 1}`;
    if (s.name) return `${pilotName(p)} “${s.name}”`;
    const twin = ships.some((o, k) => k !== i && o.pilot === s.pilot && !o.name);
    return twin ? `${pilotName(p)} #${s.n || i + 1}` : pilotName(p);
  }

  // shortLabel is the name written on the board under ship i.
  function shortLabel(i) {
    const s = ships[i];
    const p = pilotOf(pilots, s);
    if (s.name) return s.name;
    return p ? pilotName(p) : modelName(catalog, s);
  }

  // boardLabel starts a ship's name on the board with what is written
  // there, in reading order: the name under the base, then its number
  // ("Red One #1, Luke Skywalker (5)", "Luke Skywalker (5) #1", "Small ship
  // #3"), so the name a screen reader hears holds the visible text (WCAG
  // 2.5.3, label in name).
  function boardLabel(i) {
    const s = ships[i];
    if (!s) return `ship ${i + 1}`;
    const p = pilotOf(pilots, s);
    const lead = `${shortLabel(i)} #${s.n || i + 1}`;
    return s.name ? `${lead}, ${p ? pilotName(p) : modelName(catalog, s)}` : lead;
  }

  // obstacleLabel names token i as players do: the engine's name for it
  // ("Core set asteroid 6", "Proton Bomb"), then "#2" for a second of the
  // same type. A former invented shape of an old link is "asteroid 2", its
  // kind numbered among its kind.
  function obstacleLabel(i) {
    const o = obstacles[i];
    if (typeof i !== "number" || !o) return String(i);
    const legacy = legacyObstacle(o.type);
    if (!legacy) {
      const t = tokenType(o.type);
      let n = 0;
      for (let k = 0; k <= i; k++) if (obstacles[k].type === o.type) n++;
      return `${t ? t.name : o.type}${n > 1 ? ` #${n}` : ""}`;
    }
    let n = 0;
    for (let k = 0; k <= i; k++) if (legacyObstacle(obstacles[k].type)?.kind === legacy.kind) n++;
    return `${LEGACY_WORDS[legacy.kind]} ${n}`;
  }

  // obstacleMark is what is written on token i to tell it apart: the
  // engine's mark for its type ("A1" core asteroid 1, "D1" YT-2400 debris
  // cloud 1, "G1" gas cloud 1, "PB" a proton bomb; verdict.Mark, which
  // the diagram writes too), "#2" for a second of the type; an old link's
  // invented shape, its kind's letter and number ("A2" for "asteroid 2",
  // as verdict.Mark reads the name the page gives it).
  function obstacleMark(i) {
    const o = obstacles[i];
    if (typeof i !== "number" || !o) return String(i);
    const legacy = legacyObstacle(o.type);
    if (legacy) return `${LEGACY_MARKS[legacy.kind]}${obstacleLabel(i).replace(/^\D+/, "")}`;
    const t = tokenType(o.type);
    const nth = / (#\d+)$/.exec(obstacleLabel(i));
    return `${t && t.mark ? t.mark : o.type}${nth ? nth[1] : ""}`;
  }

  // obstacleBoardLabel starts token i's name on the board with its mark,
  // what is written on it ("A1, Core set asteroid 1"), as boardLabel does
  // a ship's (label in name).
  function obstacleBoardLabel(i) {
    return `${obstacleMark(i)}, ${obstacleLabel(i)}`;
  }

  return { shipLabel, shortLabel, boardLabel, obstacleLabel, obstacleMark, obstacleBoardLabel };
}
