// What the board shows: a state and the engine's answer about it turned
// into what draw.js draws (every ship and obstacle with its classes and
// names, the lines measured from the selected ship, its arcs and range
// rings). Pure: the page's board view (board.js) and <xwing-board>
// (xwing-board.js) both draw from it, so they show the same board.

import { hasMobileArc } from "./engine.js";
import { baseOf, tokenRing } from "./kinds.js";
import { onBoard } from "./state.js";
import { legacyObstacle, tokenType } from "./pieces.js";
import { badgeText } from "./verdict.js";
import { plainReach, inPlainReach } from "./reach.js";

// visibleArcs returns the arcs drawn for the selected ship: the state's
// pick, or every arc the engine says it has (answer.pieces).
export function visibleArcs(state, answer) {
  if (!state.ships[state.selected]) return new Set();
  if (state.arcs) return new Set(state.arcs);
  const p = answer && answer.pieces && answer.pieces[state.selected];
  return new Set(p && Array.isArray(p.arcs) ? p.arcs : []);
}

// boardScene returns { ships, obstacles, lines, arcs, moves } for
// BoardView's drawShips, drawObstacles, drawLines, drawArcs and drawMoves
// (arcs: { arcs, visible, rings, transform }, empty without a selected
// ship's answer; moves: movesScene's).
// measured: { state, answer, excluded, excludedObstacles } (engine.js
// measureBoard's answer for state); names: names.js namer for the board.
// reuse: a Map the caller keeps while the pieces' names stay the same (a
// drag's frames, board.js), in which a scene ship or token is kept and
// given again while its state, its answer and its classes are the same
// objects and words: a frame that moves one ship of 200 makes one, and no
// token of 60 (each was a new object with its own getters, a frame's
// largest allocation after the worker's answer).
export function boardScene({ state, answer: a, excluded, excludedObstacles }, names, reuse = null) {
  const sel = state.selected;
  const piece = (i) => (a && a.pieces && a.pieces[i]) || null;
  const targets = new Set();
  const threats = new Set();
  if (a && sel >= 0) {
    for (const o of a.attacks.get(sel) || []) targets.add(o.target);
    for (const [i, list] of a.attacks) if (list.some((o) => o.target === sel)) threats.add(i);
  }
  const moveHits = movedInto(a);
  const ships = state.ships.map((s, i) => {
    const p = piece(i);
    const on = onBoard(s, state.board);
    const cls = [excluded.has(i) ? "invalid" : "", on ? "" : "off-board", targets.has(i) ? "target" : "", threats.has(i) ? "threat" : "", a && a.moves && a.moves[i] && !a.moves[i].token ? "moving" : "", moveHits.ships.has(i) ? "move-hit" : ""].filter(Boolean).join(" ");
    const kept = reuse && reuse.get(i);
    if (kept && kept.s === s && kept.p === p && kept.cls === cls && kept.board === state.board && kept.edition === state.edition) return kept.scene;
    const scene = {
      off: !on,
      base: p ? { width: p.width, length: p.length } : baseOf(s, state.edition),
      labelAt: p ? p.label : null,
      x: s.x,
      y: s.y,
      heading: s.heading,
      team: s.team,
      turret: s.turret,
      mobile: hasMobileArc(s, state.edition) ? s.mobile || "front" : "",
      // Names are worded when read: a drag's frame on a big board reads
      // them for the few ships it draws (live.js), not for 200.
      get label() {
        return keep(this, "label", `${names.boardLabel(i)}, team ${s.team}, at x ${s.x} mm, y ${s.y} mm, heading ${s.heading}°${on ? "" : ", off the board"}`);
      },
      get short() {
        return keep(this, "short", names.shortLabel(i));
      },
      num: s.n,
      cls,
    };
    if (reuse) reuse.set(i, { s, p, cls, board: state.board, edition: state.edition, scene });
    return scene;
  });

  const ss = state.ships[sel];
  const reach = plainReach(state);
  const obstructing = new Set();
  const lines = [];
  if (a && a.selected) {
    const mine = a.attacks.get(sel) || [];
    for (const o of a.selected.others) {
      const other = state.ships[o.index];
      if (!other) continue;
      const opts = mine.filter((x) => x.target === o.index);
      if (opts.length) {
        const best = opts.slice().sort((p, q) => p.range - q.range || (p.obstruction === "obstructed") - (q.obstruction === "obstructed"))[0];
        for (const x of opts) if (x.obstruction !== "clear") for (const b of x.obstructedBy) obstructing.add(b);
        lines.push({ key: o.index, from: best.from, to: best.to, badge: badgeText(best.range, state.maxRange), cls: `attack ${best.obstruction}` });
      } else if (o.range && o.range.from && o.range.to && inPlainReach(o.range.range, reach)) {
        lines.push({ key: o.index, from: o.range.from, to: o.range.to, badge: badgeText(o.range.range, state.maxRange), cls: other.team === ss.team ? "plain friend" : "plain" });
      }
    }
  }
  // A token is drawn from the engine's answer: its outline, the transform
  // that places it (the page's own place while the answer is pending: the
  // outline only moves) and, for a device or remote, the edge of range 1.
  const hits = tokenHits(state, a, sel);

  const obstacles = state.obstacles.map((o, i) => {
    const on = onBoard(o, state.board);
    const d = (a && a.tokens && a.tokens[i]) || null;
    const cls = [obstructing.has(i) ? "obstructing" : "", on ? "" : "off-board", excludedObstacles.has(i) ? "invalid" : "", hits.has(i) ? "hits-selected" : "", moveHits.tokens.has(i) ? "move-hit" : ""].filter(Boolean).join(" ");
    // Kept as the ships are (reuse), under keys of their own (-1, -2...).
    const kept = reuse && reuse.get(-1 - i);
    if (kept && kept.o === o && kept.d === d && kept.cls === cls && kept.board === state.board) return kept.scene;
    const scene = {
      ...o,
      kind: (d && d.kind) || (legacyObstacle(o.type) || {}).kind || "",
      path: d ? d.path : "",
      transform: d ? d.transform : "",
      ring: d && d.ring ? d.ring : "",
      get label() {
        return keep(this, "label", `${names.obstacleBoardLabel(i)} at x ${o.x} mm, y ${o.y} mm${o.flipped ? ", back side up" : ""}${on ? "" : ", off the board"}`);
      },
      get short() {
        return keep(this, "short", names.obstacleMark(i));
      },
      cls,
    };
    if (reuse) reuse.set(-1 - i, { o, d, cls, board: state.board, scene });
    return scene;
  });
  const arcs = a && a.selected ? { arcs: a.selected.arcs, visible: visibleArcs(state, a), rings: a.selected.rings, transform: a.selected.transform } : { arcs: [], visible: new Set(), rings: [], transform: "" };
  return { ships, obstacles, lines, arcs, moves: movesScene(state, a, ships, names) };
}

// keep makes value the plain field name of o (a scene piece's name,
// worded by its getter the first time it is read) and returns it.
function keep(o, name, value) {
  Object.defineProperty(o, name, { value, enumerable: true, writable: true, configurable: true });
  return value;
}

// movedInto is what the planned moves met (answer.moves): { ships: the
// ships a move overlapped or a planned device is at range 0-1 of, tokens:
// the page's tokens (obstacles, devices) a template or a final base
// overlaps }, page indices.
function movedInto(a) {
  const out = { ships: new Set(), tokens: new Set() };
  for (const m of (a && a.moves) || []) {
    if (!m) continue;
    for (const k of m.overlaps || []) out.ships.add(k);
    for (const t of m.token ? [m.token, ...(m.token.side || [])] : []) for (const k of t.ships || []) out.ships.add(k);
    for (const h of [...(m.obstacles || []), ...(m.tokens || [])]) out.tokens.add(h.index);
  }
  return out;
}

// movesScene is every planned move the engine resolved (answer.moves):
// [{ key, num, x, y, heading, base, template, planned, token, side, label, cls }], the ship's
// ghost where it ends (x, y, heading), the template as laid (an SVG path
// in board mm), and where the template put it before it was bumped back
// (planned, null when it wasn't); a planned device has no ghost (the
// ship stays) but its token where the engine placed it (token: { path and
// ring, its range 1 edge, in the token's frame, transform, mark }), and a
// set's other tokens likewise (side: Cluster Mines' side tokens).
// ships: boardScene's, for the bases.
export function movesScene(state, a, ships, names) {
  const out = [];
  if (!a || !Array.isArray(a.moves)) return out;
  a.moves.forEach((m, i) => {
    if (!m || !ships[i]) return;
    const hits = (m.overlaps && m.overlaps.length) || (m.obstacles && m.obstacles.length) || (m.tokens && m.tokens.length);
    out.push({
      key: i,
      num: ships[i].num ?? i + 1,
      x: m.x,
      y: m.y,
      heading: m.heading,
      base: ships[i].base,
      template: outlinePath(m.template),
      planned: m.bumped && m.planned ? m.planned : null,
      token: m.token ? placedToken(m.token) : null,
      side: m.token ? (m.token.side || []).map(placedToken) : [],
      label: m.token ? `${names.shipLabel(i)}'s planned device: ${m.headline}` : `${names.shipLabel(i)} after its planned move: ${m.headline}`,
      cls: ["ghost", `team-${ships[i].team}`, m.token ? "device" : "", m.bumped ? "bumped" : "", m.fled ? "fled" : "", hits ? "hits" : "", i === state.selected ? "selected" : ""].filter(Boolean).join(" "),
    });
  });
  return out;
}

const r2 = (v) => Math.round(v * 100) / 100;

// placedToken draws a device the engine placed (answer.moves[i].token):
// its outline and its range 1 edge in its own frame (tokens(), and the
// engine's ring for its type), put where the engine says.
function placedToken(t) {
  const type = tokenType(t.type);
  return { path: type ? outlinePath(type.points) : "", ring: tokenRing(t.type), transform: `translate(${r2(t.x)} ${r2(t.y)}) rotate(${r2(t.heading)})`, mark: (type && type.mark) || "" };
}

// outlinePath is an SVG path through the engine's outline points (board
// mm): one polygon [{x, y}...], or several ([[{x, y}...]...]).
function outlinePath(outline) {
  if (!Array.isArray(outline) || !outline.length) return "";
  const polys = Array.isArray(outline[0]) ? outline : [outline];
  return polys
    .filter((p) => p.length)
    .map((p) => "M" + p.map((q) => `${r2(q.x)} ${r2(q.y)}`).join("L") + "Z")
    .join("");
}

// tokenHits is the set of devices whose range 0-1 holds the selected ship
// (the engine's near lists).
function tokenHits(state, a, sel) {
  const out = new Set();
  if (!a || !a.tokens || sel < 0) return out;
  a.tokens.forEach((t, i) => {
    if (t && t.near && (t.kind === "bomb" || t.kind === "mine") && t.near.some((n) => n.index === sel)) out.add(i);
  });
  return out;
}
