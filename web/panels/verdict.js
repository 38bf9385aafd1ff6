// The verdict card: what the selected ship can attack, in words
// (../verdict.js), read out by screen readers as it changes. Enemies are
// listed first; friends are folded away in a <details> below them.

import { store, onRender } from "../store.js";
import { shipLabel, obstacleLabel, shipArcs } from "../model.js";
import { verdicts, atRange } from "../verdict.js";
import { weaponsOf } from "../engine.js";

const $ = (id) => document.getElementById(id);

export function bind() {
  onRender(render);
}

// introText is the sentence above the list.
function introText() {
  const { state, answer, excluded, engineError, engineReady, mode } = store;
  const sel = state.selected;
  if (!engineReady) return "Waiting for the engine…";
  if (engineError) return `The engine could not measure this board: ${engineError}`;
  if (state.ships.length === 0) return mode.readOnly ? "This board is empty." : "Add ships, then select one to see what it can attack.";
  if (sel < 0) return "Select a ship (tap it, or Tab to it) to see its arcs, ranges and targets.";
  if (excluded.has(sel)) return `${shipLabel(sel)} can't be measured: ${excluded.get(sel)}`;
  if (!answer || !answer.selected) return "No answer from the engine.";
  const s = state.ships[sel];
  let t = `${shipLabel(sel)} (team ${s.team}) at x ${s.x}, y ${s.y}, heading ${s.heading}°.`;
  if (state.ships.length === 1) t += " Add another ship to measure against.";
  return t;
}

function items() {
  const { state, answer, excluded, engineError } = store;
  const sel = state.selected;
  if (!store.engineReady || engineError || sel < 0 || excluded.has(sel) || !answer || !answer.selected) return [];
  const out = verdicts(
    {
      selected: sel,
      edition: state.edition,
      reach: state.maxRange,
      hasArc: (arc) => shipArcs(sel).includes(arc),
      others: answer.selected.others,
      attacksOf: (i) => answer.attacks.get(i) || [],
      weapons: weaponsOf(state.ships[sel], state.edition),
    },
    state.ships,
    shipLabel,
    obstacleLabel,
  );
  for (const [i, why] of excluded) if (i !== sel) out.push({ index: i, kind: "invalid", headline: `${shipLabel(i)} can't be measured: ${why}`, details: [] });
  return out;
}

function render() {
  const intro = $("verdict-intro");
  const text = introText();
  if (intro._text !== text) {
    intro._text = text;
    intro.textContent = text;
  }
  // Enemies first, in the open; friends folded away below them.
  const all = items();
  const friends = all.filter((it) => it.kind === "friend");
  renderList($("verdicts"), all.filter((it) => it.kind !== "friend"));
  renderList($("verdicts-friends"), friends);
  $("verdict-friends").hidden = friends.length === 0;
  const summary = `Friendly ships (${friends.length})`;
  if ($("verdict-friends-summary").textContent !== summary) $("verdict-friends-summary").textContent = summary;
  renderObstacles();
}

// renderList shows verdict items in list, reusing list items by ship index
// so a live region only announces what changed.
function renderList(list, entries) {
  const byIndex = new Map();
  for (const li of list.children) byIndex.set(li._index, li);
  const keep = [];
  for (const it of entries) {
    let li = byIndex.get(it.index);
    if (!li) {
      li = document.createElement("li");
      li._index = it.index;
      li._head = document.createElement("p");
      li._head.className = "headline";
      li._details = document.createElement("ul");
      li._details.className = "details";
      li.append(li._head, li._details);
    }
    const cls = `verdict ${it.kind}`;
    if (li.className !== cls) li.className = cls;
    if (li._head.textContent !== it.headline) li._head.textContent = it.headline;
    const dl = li._details;
    while (dl.children.length > it.details.length) dl.lastChild.remove();
    it.details.forEach((t, k) => {
      let d = dl.children[k];
      if (!d) d = dl.appendChild(document.createElement("li"));
      if (d.textContent !== t) d.textContent = t;
    });
    keep.push(li);
  }
  const same = keep.length === list.children.length && keep.every((li, k) => list.children[k] === li);
  if (!same) list.replaceChildren(...keep);
}

function renderObstacles() {
  const answer = store.answer;
  const obsText =
    answer && answer.selected && answer.selected.obstacles.length
      ? "Obstacles: " + answer.selected.obstacles.map((o) => `${obstacleLabel(o.index)} ${atRange(o.range, store.state.maxRange)}`).join("; ") + "."
      : "";
  for (const n of document.querySelectorAll(".reach-n")) if (n.textContent !== String(store.state.maxRange)) n.textContent = String(store.state.maxRange);
  const op = $("obstacle-ranges");
  if (op.textContent !== obsText) op.textContent = obsText;
}
