// Adding pieces: the team new ships join, the ship search (a combobox),
// generic ships by base size, the standard obstacles.

import { OBSTACLES } from "../pieces.js";
import { store } from "../store.js";
import { addShip, addObstacle } from "../actions.js";
import { findShips, normalizeText } from "../search.js";

const $ = (id) => document.getElementById(id);

let active = -1; // the highlighted result
let matches = [];

export function bind() {
  for (const r of document.querySelectorAll('input[name="add-team"]')) r.addEventListener("change", (e) => (store.ui.addTeam = e.target.value));
  for (const b of document.querySelectorAll("[data-size]")) b.addEventListener("click", () => addShip(`@${b.dataset.size}`));
  const search = $("ship-search");
  search.addEventListener("input", () => {
    active = 0;
    renderSearch();
  });
  search.addEventListener("keydown", (e) => {
    renderSearch();
    if (e.key === "ArrowDown" || e.key === "ArrowUp") {
      e.preventDefault();
      if (!matches.length) return;
      active = (active + (e.key === "ArrowDown" ? 1 : -1) + matches.length) % matches.length;
      renderSearch();
    } else if (e.key === "Enter") {
      e.preventDefault();
      const c = matches[Math.max(0, active)];
      if (c) addShip(c.id);
    } else if (e.key === "Escape") {
      search.value = "";
      renderSearch();
    }
  });
  $("ship-results").addEventListener("click", (e) => {
    const li = e.target.closest("[data-id]");
    if (li) addShip(li.dataset.id);
  });
  const obsButtons = $("obstacle-buttons");
  for (const [shape, def] of Object.entries(OBSTACLES)) {
    const b = document.createElement("button");
    b.type = "button";
    b.dataset.shape = shape;
    b.textContent = def.label;
    b.addEventListener("click", () => addObstacle(shape));
    obsButtons.append(b);
  }
}

function renderSearch() {
  const input = $("ship-search");
  const ul = $("ship-results");
  matches = findShips(store.catalogList, input.value);
  if (active >= matches.length) active = matches.length - 1;
  if (active < 0 && matches.length) active = 0;
  ul.replaceChildren(
    ...matches.map((c, k) => {
      const li = document.createElement("li");
      li.id = `ship-opt-${k}`;
      li.setAttribute("role", "option");
      li.dataset.id = c.id;
      li.className = k === active ? "active" : "";
      li.setAttribute("aria-selected", k === active ? "true" : "false");
      const name = document.createElement("span");
      name.textContent = c.name;
      const meta = document.createElement("span");
      meta.className = "muted small";
      meta.textContent = ` ${c.size}${c.turret ? `, ${c.turret} turret` : ""}`;
      li.append(name, meta);
      return li;
    }),
  );
  if (normalizeText(input.value) && !matches.length) {
    const li = document.createElement("li");
    li.className = "muted";
    li.textContent = "No ship matches.";
    ul.append(li);
  }
  input.setAttribute("aria-expanded", matches.length ? "true" : "false");
  if (matches.length) input.setAttribute("aria-activedescendant", `ship-opt-${active}`);
  else input.removeAttribute("aria-activedescendant");
}
