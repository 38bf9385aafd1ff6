// The loadout editor in the selected ship card: the pilot (this ship's
// pilots, best initiative first) and the upgrades, with a search that
// offers only what the ship can legally carry and says why the rest can't
// (each candidate is tried through the engine: engine.js upgradeProblem).

import { store, onRender } from "../store.js";
import { pilotName } from "../names.js";
import { updateShip } from "../actions.js";
import { loadoutOf, upgradeProblem } from "../engine.js";
import { normalizeText } from "../search.js";

const $ = (id) => document.getElementById(id);
const sel = () => store.state.selected;
const selShip = () => store.state.ships[sel()];

const SHOWN = 12; // legal upgrades listed for a query
const SHOWN_ILLEGAL = 4; // matching upgrades listed with why they can't be added
const TRIED = 60; // candidates tried per query (each is one engine call)

export function bind() {
  $("sel-pilot").addEventListener("change", (e) => choosePilot(e.target.value));
  $("sel-upgrades").addEventListener("click", (e) => {
    const b = e.target.closest("button[data-remove]");
    const s = selShip();
    if (!b || !s) return;
    const k = Number(b.dataset.remove);
    updateShip(sel(), { upgrades: s.upgrades.filter((_, i) => i !== k) }, { commit: "push" });
    // Keep the keyboard where it was: on the next chip, or the search.
    requestAnimationFrame(() => ($("sel-upgrades").querySelector(`button[data-remove="${Math.min(k, s.upgrades.length - 2)}"]`) || $("upgrade-search")).focus());
  });
  $("upgrade-search").addEventListener("input", renderResults);
  $("upgrade-search").addEventListener("keydown", (e) => {
    if (e.key === "Enter") {
      e.preventDefault();
      const first = $("upgrade-results").querySelector("button[data-add]");
      if (first) first.click();
    } else if (e.key === "Escape") {
      e.target.value = "";
      renderResults();
    }
  });
  $("upgrade-results").addEventListener("click", (e) => {
    const b = e.target.closest("button[data-add]");
    const s = selShip();
    if (!b || !s) return;
    updateShip(sel(), { upgrades: [...s.upgrades, b.dataset.add] }, { commit: "push" });
    $("upgrade-search").value = "";
    $("upgrade-search").focus();
  });
  onRender(render);
}

// choosePilot flies the selected ship with pilot id ("" none): its standard
// loadout if it has one, else the current upgrades it may still carry.
function choosePilot(id) {
  const s = selShip();
  if (!s) return;
  const p = store.pilots.get(id);
  if (!p) {
    updateShip(sel(), { pilot: "", upgrades: [] }, { commit: "push" });
    return;
  }
  let upgrades = loadoutOf(p);
  if (!upgrades.length) {
    const kept = [];
    for (const u of s.upgrades) if (!upgradeProblem({ ...s, pilot: id, upgrades: kept }, store.state.edition, u)) kept.push(u);
    upgrades = kept;
  }
  updateShip(sel(), { type: p.ship, pilot: id, upgrades }, { commit: "push" });
}

const upgradeName = (id) => (store.upgrades.get(id) || { name: id }).name;

function render() {
  const s = selShip();
  const box = $("sel-loadout");
  const show = !!s && !s.type.startsWith("@") && store.state.edition === "2e";
  box.hidden = !show;
  if (!show) return;
  const select = $("sel-pilot");
  if (select._key !== s.type) {
    select._key = s.type;
    const pilots = store.pilotList.filter((p) => p.ship === s.type).sort((a, b) => b.initiative - a.initiative || a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
    select.replaceChildren(new Option("no pilot (the ship's own attacks)", ""), ...pilots.map((p) => new Option(`${pilotName(p)}${p.caption ? ` · ${p.caption}` : ""}`, p.id)));
  }
  if (select.value !== s.pilot) select.value = s.pilot;
  const list = $("sel-upgrades");
  const key = s.upgrades.join(".");
  if (list._key !== key) {
    list._key = key;
    list.replaceChildren(
      ...s.upgrades.map((id, k) => {
        const b = document.createElement("button");
        b.type = "button";
        b.className = "chip upgrade-chip";
        b.dataset.remove = String(k);
        b.setAttribute("aria-label", `Remove ${upgradeName(id)}`);
        b.textContent = `${upgradeName(id)} ×`;
        return b;
      }),
    );
    if (!s.upgrades.length) list.textContent = "No upgrades.";
  }
  const res = $("upgrade-results");
  if (res._ship !== `${sel()}|${s.type}|${s.pilot}|${key}`) {
    res._ship = `${sel()}|${s.type}|${s.pilot}|${key}`;
    renderResults();
  }
}

// matches lists the upgrades a player may pick whose name or slot has
// query in it, best first (a name starting with it before one containing it).
function matches(query) {
  const j = normalizeText(query);
  if (!j) return [];
  const rank = (u) => {
    const n = normalizeText(u.name);
    if (n.startsWith(j)) return 0;
    if (n.includes(j)) return 1;
    return u.slots.some((x) => normalizeText(x).startsWith(j)) ? 2 : Infinity;
  };
  return store.upgradeList
    .filter((u) => !u.loadoutOnly)
    .map((u) => ({ u, r: rank(u) }))
    .filter((m) => m.r < Infinity)
    .sort((a, b) => a.r - b.r || a.u.name.localeCompare(b.u.name))
    .map((m) => m.u);
}

function renderResults() {
  const s = selShip();
  const ul = $("upgrade-results");
  if (!s) return;
  const query = $("upgrade-search").value;
  const found = matches(query).slice(0, TRIED);
  const legal = [];
  const illegal = [];
  for (const u of found) {
    const why = upgradeProblem(s, store.state.edition, u.id);
    if (!why) legal.push(u);
    else illegal.push({ u, why });
  }
  const items = legal.slice(0, SHOWN).map((u) => {
    const li = document.createElement("li");
    const b = document.createElement("button");
    b.type = "button";
    b.dataset.add = u.id;
    b.textContent = `Add ${u.name}`;
    const meta = document.createElement("span");
    meta.className = "muted small";
    meta.textContent = ` ${u.slots.join(", ")}`;
    li.append(b, meta);
    return li;
  });
  for (const { u, why } of illegal.slice(0, SHOWN_ILLEGAL)) {
    const li = document.createElement("li");
    li.className = "illegal";
    li.dataset.illegal = u.id;
    li.textContent = `${u.name} (${u.slots.join(", ")}): can't add: ${why}`;
    items.push(li);
  }
  if (normalizeText(query) && !found.length) {
    const li = document.createElement("li");
    li.className = "muted";
    li.textContent = "No upgrade matches.";
    items.push(li);
  }
  ul.replaceChildren(...items);
}
