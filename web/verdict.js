// Plain-language verdicts from the engine's answer. Pure functions: the
// words come from the numbers xwing.board returned, nothing is measured here.

import { arcWords } from "./pieces.js";

// rangeWords describes a Measurement's band within reach (the largest
// range the player asked about): "range 2", "range 0, touching", "beyond
// range 3". Never nested brackets: callers add their own.
export function rangeWords(m, reach = 5) {
  if (!m || m.range === null || m.range === undefined || m.range > reach) return `beyond range ${reach}`;
  if (m.range === 0) return "range 0, touching";
  return `range ${m.range}`;
}

// inReach reports whether Measurement m is within range reach.
function inReach(m, reach) {
  return !!m && m.range !== null && m.range !== undefined && m.range <= reach;
}

// badgeText is the short form on a measured line: the band, or "–" beyond reach.
export function badgeText(range, reach = 5) {
  return range === null || range === undefined || range > reach ? "–" : String(range);
}

function dice(n, who) {
  return `${who} +${n} ${n === 1 ? "die" : "dice"}`;
}

function bonusWords(b) {
  const out = [];
  if (b && b.attack > 0) out.push(dice(b.attack, "attacker"));
  if (b && b.defense > 0) out.push(dice(b.defense, "defender"));
  return out.join(", ");
}

function listWords(items) {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

function obstructionWords(opt, obstacleLabel) {
  if (opt.obstruction === "obstructed") {
    const by = (opt.obstructedBy || []).map(obstacleLabel);
    return by.length ? `obstructed by ${listWords(by)}` : "obstructed";
  }
  if (opt.obstruction === "choice") return "attacker's choice: a clear line exists";
  return "clear shot";
}

// weaponWords names a weapon and, unless its name already says it, the arc.
function weaponWords(a) {
  const name = a.weapon || "Attack";
  const arc = arcWords(a.arc);
  return name.toLowerCase().includes(String(a.arc).toLowerCase()) ? name : `${name}, ${arc}`;
}

// atRange is rangeWords with its preposition: "at range 2", "beyond range 3".
export function atRange(m, reach = 5) {
  const w = rangeWords(m, reach);
  return w.startsWith("beyond") ? w : `at ${w}`;
}

// arcShort names an arc inside a weapon's brackets: "front", "turret",
// "any direction" (never a bracket of its own).
function arcShort(arc) {
  if (arc === "turret360") return "any direction";
  return arcWords(arc).replace(/ arc$/, "");
}

// weaponTitle is "Proton Torpedoes (front, range 2–3)". A primary
// weapon's name already says its arc in brackets ("Primary (front)"):
// that part goes, so brackets never nest.
export function weaponTitle(w) {
  const name = String(w.name || "Attack").replace(/\s*\([^()]*\)$/, "") || "Attack";
  const span = w.minRange === w.maxRange ? `range ${w.minRange}` : `range ${w.minRange}–${w.maxRange}`;
  return `${name} (${arcShort(w.arc)}, ${span})`;
}

// weaponLine says whether weapon w can fire at a target and why not:
// "Proton Torpedoes (front, range 2–3): in range 2, clear shot" or
// "...: out of range: range 1". opts: the attack options against the
// target; arcs: the target's measurements in the attacker's arcs (the
// board answer's others[k].arcs); plain: the plain range Measurement;
// turret: the attacker's turret position ("front", "left-right", ...).
export function weaponLine(w, { opts, arcs, plain, turret, reach, obstacleLabel }) {
  const title = weaponTitle(w);
  const fire = opts.find((a) => a.weapon === w.name);
  if (fire) {
    const bonus = bonusWords(fire.bonus);
    return `${title}: in ${rangeWords(fire, reach)}, ${obstructionWords(fire, obstacleLabel)}${bonus ? `; ${bonus}` : ""}.`;
  }
  let m = null;
  if (w.arc === "turret360") m = plain;
  else {
    const want = w.arc === "singleTurret" || w.arc === "doubleTurret" ? String(turret || "front").split("-") : [w.arc];
    for (const a of arcs || []) if (want.includes(a.arc) && (!m || (a.range ?? 9) < (m.range ?? 9))) m = a;
  }
  if (!m) return `${title}: out of arc.`;
  if (m.range === null || m.range === undefined || m.range > w.maxRange || m.range < w.minRange) return `${title}: out of range: ${rangeWords(m, Math.max(reach, w.maxRange))}.`;
  return `${title}: can't attack it there.`;
}

const RELATION = { inFront: "in front of you", behind: "behind you", flanking: "flanking you" };

function sameWeapon(a, b) {
  return a.weapon === b.weapon && a.arc === b.arc;
}

// verdicts returns one entry per other ship, enemies you can attack first,
// then other enemies, then friends, each group in board order:
// { index, kind: "target"|"enemy"|"friend", headline, details: string[] }.
//
// view: { selected: stateIndex, edition, reach (the largest range to speak
// of), hasArc(arc) (whether the selected ship has that arc), others,
// attacksOf(i) -> options with state target indices, weapons (the
// selected ship's weapons: each gets a line against each enemy) };
// ships: state ships;
// label(i), obstacleLabel(i).
export function verdicts(view, ships, label, obstacleLabel) {
  const me = ships[view.selected];
  const reach = view.reach || 5;
  const hasArc = view.hasArc || (() => true);
  const mine = view.attacksOf(view.selected);
  const weapons = view.weapons || [];
  const out = [];
  for (const o of view.others) {
    const other = ships[o.index];
    if (!other) continue;
    const name = label(o.index);
    const friend = other.team === me.team;
    const plainRange = `Plain range: ${rangeWords(o.range, reach)}, ${o.range ? o.range.distance.toFixed(1) : "?"} mm between closest points.`;
    // Spatial relations (in front, behind, flanking) are a 2e rule.
    const rel = view.edition === "1e" ? undefined : RELATION[o.relation];
    const details = [];
    if (friend) {
      details.push(plainRange);
      if (rel) details.push(`It is ${rel}.`);
      out.push({ index: o.index, kind: "friend", headline: `Friendly ${name} is ${atRange(o.range, reach)}.`, details });
      continue;
    }
    const opts = mine.filter((a) => a.target === o.index);
    // Arcs it is in: only arcs this ship has, only within reach.
    const arcsIn = (o.arcs || []).filter((a) => hasArc(a.arc) && inReach(a, reach));
    let headline;
    if (opts.length) {
      // Group the options by arc: "in your front arc at range 2".
      const seen = new Map();
      for (const a of opts) {
        const k = `${a.arc}:${a.range}`;
        if (!seen.has(k)) seen.set(k, `${arcWords(a.arc)} at ${rangeWords(a, reach)}`);
      }
      const best = opts[0];
      headline = `${name} is in your ${listWords([...seen.values()])}; ${obstructionWords(best, obstacleLabel)}.`;
      if (!weapons.length) {
        const uniq = opts.filter((a, i) => opts.findIndex((b) => sameWeapon(a, b)) === i);
        for (const a of uniq) {
          const bonus = bonusWords(a.bonus);
          details.push(`${weaponWords(a)} at ${rangeWords(a, reach)}: ${obstructionWords(a, obstacleLabel)}${bonus ? `; ${bonus}` : ""}.`);
        }
      }
    } else if (arcsIn.length) {
      const a = arcsIn[0];
      headline = `${name} is in your ${arcWords(a.arc)} ${atRange(a, reach)}, but none of your weapons can attack it there.`;
    } else {
      headline = `${name} is outside your arcs, ${atRange(o.range, reach)}; you can't attack it.`;
    }
    // Other arcs it is in (abilities care), beyond those the headline named.
    const named = opts.length ? (a) => opts.some((b) => b.arc === a.arc) : (a) => a === arcsIn[0];
    const also = arcsIn.filter((a) => !named(a)).map((a) => `${arcWords(a.arc)} (${rangeWords(a, reach)})`);
    if (also.length) details.push(`Also in your ${listWords(also)}.`);
    for (const w of weapons) details.push(weaponLine(w, { opts, arcs: o.arcs, plain: o.range, turret: me.turret, reach, obstacleLabel }));
    details.push(plainRange);
    if (rel) details.push(`It is ${rel}.`);
    const back = view.attacksOf(o.index).filter((a) => a.target === view.selected);
    if (back.length) {
      const b = back[0];
      details.push(`It can attack you: ${arcWords(b.arc)} at ${rangeWords(b, reach)}, ${obstructionWords(b, obstacleLabel)}.`);
    } else {
      details.push("It can't attack you.");
    }
    out.push({ index: o.index, kind: opts.length ? "target" : "enemy", headline, details });
  }
  const rank = { target: 0, enemy: 1, friend: 2 };
  out.sort((a, b) => rank[a.kind] - rank[b.kind] || a.index - b.index);
  return out;
}

// ---- a measured board's verdict, as the page's verdict card and
// <xwing-board> show it ----
//
// measured: { state, answer, excluded, engineError, engineReady } (the
// store, or an element's own measureBoard answer); names: names.js namer
// for the board; weapons: the selected ship's weapons (engine.js weaponsOf).

// boardVerdicts returns verdicts() for the selected ship, then one "invalid"
// entry per other ship the engine left out ([] with nothing to say).
export function boardVerdicts({ state, answer, excluded, engineError, engineReady = true }, names, weapons) {
  const sel = state.selected;
  if (!engineReady || engineError || sel < 0 || excluded.has(sel) || !answer || !answer.selected) return [];
  const piece = answer.pieces && answer.pieces[sel];
  const arcs = piece && Array.isArray(piece.arcs) ? piece.arcs : [];
  const out = verdicts(
    {
      selected: sel,
      edition: state.edition,
      reach: state.maxRange,
      hasArc: (arc) => arcs.includes(arc),
      others: answer.selected.others,
      attacksOf: (i) => answer.attacks.get(i) || [],
      weapons,
    },
    state.ships,
    names.shipLabel,
    names.obstacleLabel,
  );
  for (const [i, why] of excluded) if (i !== sel) out.push({ index: i, kind: "invalid", headline: `${names.shipLabel(i)} can't be measured: ${why}`, details: [] });
  return out;
}

// verdictIntro is the sentence above the verdicts. mode: { readOnly, canSelect }
// (canSelect: the reader can pick a ship; the page's board can, the element can't).
export function verdictIntro({ state, answer, excluded, engineError, engineReady = true }, names, { readOnly = false, canSelect = true } = {}) {
  const sel = state.selected;
  if (!engineReady) return "Waiting for the engine…";
  if (engineError) return `The engine could not measure this board: ${engineError}`;
  if (state.ships.length === 0) return readOnly ? "This board is empty." : "Add ships, then select one to see what it can attack.";
  if (sel < 0) return canSelect ? "Select a ship (tap it, or Tab to it) to see its arcs, ranges and targets." : "No ship is selected on this board.";
  if (excluded.has(sel)) return `${names.shipLabel(sel)} can't be measured: ${excluded.get(sel)}`;
  if (!answer || !answer.selected) return "No answer from the engine.";
  const s = state.ships[sel];
  let t = `${names.shipLabel(sel)} (team ${s.team}) at x ${s.x}, y ${s.y}, heading ${s.heading}°.`;
  if (state.ships.length === 1 && !readOnly) t += " Add another ship to measure against.";
  return t;
}

// obstacleRanges is "Obstacles: asteroid 1 at range 2; ..." from the
// selected ship, or "".
export function obstacleRanges(answer, names, reach) {
  const list = answer && answer.selected ? answer.selected.obstacles : [];
  return list.length ? "Obstacles: " + list.map((o) => `${names.obstacleLabel(o.index)} ${atRange(o.range, reach)}`).join("; ") + "." : "";
}
