// Adding pieces: the team new ships join, the ship and pilot search (a combobox),
// generic ships by base size (tokens: panels/obstacle.js).

import { store, onRender, setUI } from "../store.js";
import { addShip } from "../actions.js";
import { findCards, normalizeText } from "../search.js";
import { pilotName } from "../names.js";
import { fitLoadout } from "../kinds.js";

const $ = (id) => document.getElementById(id);

const SHOWN = 8; // results listed before "more"
let active = -1; // the highlighted result; -1: none yet (Enter takes the first)
let matches = [];
let all = false; // the user asked for every result

export function bind() {
  for (const r of document.querySelectorAll('input[name="add-team"]')) r.addEventListener("change", (e) => setUI({ addTeam: e.target.value }));
  for (const b of document.querySelectorAll("[data-size]")) b.addEventListener("click", () => addShip(`@${b.dataset.size}`));
  const search = $("ship-search");
  search.addEventListener("input", () => {
    active = -1;
    all = false;
    renderSearch();
  });
  search.addEventListener("keydown", (e) => {
    if (e.key === "ArrowDown" || e.key === "ArrowUp") {
      e.preventDefault();
      if (!matches.length) return;
      // From none, Down goes to the first result and Up to the last.
      const n = matches.length;
      active = active < 0 ? (e.key === "ArrowDown" ? 0 : n - 1) : (active + (e.key === "ArrowDown" ? 1 : -1) + n) % n;
      // Walking past the last listed result lists them all.
      if (active >= SHOWN && !all) all = true;
      renderSearch();
    } else if (e.key === "Enter") {
      e.preventDefault();
      const m = matches[Math.max(0, active)];
      if (m) add(m);
    } else if (e.key === "Escape") {
      search.value = "";
      renderSearch();
    }
  });
  $("ship-results").addEventListener("click", (e) => {
    if (e.target.closest("[data-more]")) {
      all = true;
      renderSearch();
      return;
    }
    const li = e.target.closest("[data-id], [data-pilot]");
    if (li && li.dataset.pilot) addShip("", li.dataset.pilot);
    else if (li) addShip(li.dataset.id);
  });
  // Another ruleset's cards, or the board's come (or won't): search again.
  let cards = store.cards;
  let loading = store.cardsLoading;
  onRender(() => {
    if (cards === store.cards && loading === store.cardsLoading) return;
    cards = store.cards;
    loading = store.cardsLoading;
    if (search.value) renderSearch();
  });
}

// add puts a search result on the board: a ship, or a ship flown by a pilot.
function add(m) {
  if (m.pilot) addShip("", m.pilot.id);
  else addShip(m.ship.id);
}

const shipName = (id) => (store.catalog.get(id) || { name: id }).name;

function renderSearch() {
  const input = $("ship-search");
  const ul = $("ship-results");
  matches = findCards(store.catalogList, store.pilotList, input.value, shipName, (p) => fitLoadout(p).slots);
  if (active >= matches.length) active = matches.length - 1;
  const shown = all ? matches : matches.slice(0, SHOWN);
  ul.replaceChildren(
    ...shown.map((m, k) => {
      const li = document.createElement("li");
      li.id = `ship-opt-${k}`;
      li.setAttribute("role", "option");
      if (m.pilot) {
        li.dataset.pilot = m.pilot.id;
        li.className = k === active ? "active" : "";
        li.setAttribute("aria-selected", k === active ? "true" : "false");
        const name = document.createElement("span");
        name.textContent = pilotName(m.pilot);
        const meta = document.createElement("span");
        meta.className = "muted small";
        meta.textContent = ` ${[...m.words, shipName(m.pilot.ship)].join(" · ")}`;
        li.append(name, meta);
        return li;
      }
      const c = m.ship;
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
  if (shown.length < matches.length) {
    const li = document.createElement("li");
    li.className = "more";
    li.dataset.more = "1";
    li.setAttribute("role", "option");
    li.setAttribute("aria-selected", "false");
    li.textContent = `${matches.length - shown.length} more ships match: show all`;
    ul.append(li);
  }
  if (normalizeText(input.value) && !matches.length) {
    const li = document.createElement("li");
    li.className = "muted";
    li.textContent = store.cardsLoading ? "No ship matches; the pilots are still loading…" : "No ship or pilot matches.";
    ul.append(li);
  }
  input.setAttribute("aria-expanded", matches.length ? "true" : "false");
  if (active >= 0) input.setAttribute("aria-activedescendant", `ship-opt-${active}`);
  else input.removeAttribute("aria-activedescendant");
}
