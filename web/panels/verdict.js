// The verdict card: what the selected ship can attack, in the engine's
// words (../verdict.js), read out by screen readers as it changes. Enemies are
// listed first; friends are folded away in a <details> below them.

import { store, onRender } from "../store.js";
import { namer } from "../names.js";
import { boardVerdicts, verdictIntro, obstacleRanges } from "../verdict.js";

const $ = (id) => document.getElementById(id);

export function bind() {
  onRender(render);
}

function names() {
  return namer(store.state, store);
}

// items are the engine's verdicts, worded in Go (../verdict.js).
function items() {
  return boardVerdicts(store);
}

function render() {
  // While a ship is selected the card keeps its height (style.css): a
  // token's range added to it moves nothing below it.
  const card = $("verdict-title").closest(".verdict-card");
  const steady = store.state.selected >= 0 && !!store.state.ships[store.state.selected];
  if (card.classList.contains("steady") !== steady) card.classList.toggle("steady", steady);
  const intro = $("verdict-intro");
  const text = verdictIntro(store, names(), { readOnly: store.mode.readOnly });
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
  const obsText = obstacleRanges(store.answer);
  for (const n of document.querySelectorAll(".reach-n")) if (n.textContent !== String(store.state.maxRange)) n.textContent = String(store.state.maxRange);
  const op = $("obstacle-ranges");
  if (op.textContent !== obsText) op.textContent = obsText;
}
