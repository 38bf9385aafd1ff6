// The list of ships on the board (a button each selects it) and Clear board.

import { store, onRender } from "../store.js";
import { shipLabel } from "../model.js";
import { pilotOf, modelName } from "../names.js";
import { onBoard } from "../state.js";
import { select, clearBoard } from "../actions.js";

const $ = (id) => document.getElementById(id);

export function bind() {
  $("ship-list").addEventListener("click", (e) => {
    const b = e.target.closest("button[data-i]");
    if (b) select(Number(b.dataset.i));
  });
  $("clear-board").addEventListener("click", clearBoard);
  onRender(render);
}

function render() {
  const st = store.state;
  const ol = $("ship-list");
  const off = (s) => (onBoard(s, st.board) ? "" : " (off the board)");
  // A pilot's ship says which model it flies.
  const model = (s) => (pilotOf(store.pilots, s) ? `, ${modelName(store.catalog, s)}` : "");
  const key = st.ships.map((s, i) => `${s.n}|${shipLabel(i)}${model(s)}${off(s)}|${s.team}|${i === st.selected}`).join("\n");
  if (ol._key === key) return;
  ol._key = key;
  ol.replaceChildren(
    ...st.ships.map((s, i) => {
      const li = document.createElement("li");
      li.className = `team-${s.team}${i === st.selected ? " selected" : ""}`;
      // The list shows each ship's own number, the one on its base.
      if (s.n) li.value = s.n;
      const b = document.createElement("button");
      b.type = "button";
      b.dataset.i = String(i);
      b.textContent = shipLabel(i) + model(s) + off(s);
      b.setAttribute("aria-pressed", i === st.selected ? "true" : "false");
      li.append(b);
      return li;
    }),
  );
  if (!st.ships.length) {
    const li = document.createElement("li");
    li.className = "muted";
    li.textContent = "No ships yet.";
    ol.append(li);
  }
}
