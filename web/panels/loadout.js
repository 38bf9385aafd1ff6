// The loadout editor in the selected ship card: the pilot (this ship's
// pilots of the board's ruleset, best initiative first, each once) and
// the ship's slots, free and used (the engine's reading: engine.js
// fitLoadout), with a search that offers only what the ship can legally
// carry and says why the rest can't (each candidate is tried through the
// engine: engine.js upgradeProblem). Changing the pilot keeps the
// upgrades that still fit and says which it removed.

import { store, onRender } from "../store.js";
import { pilotName } from "../names.js";
import { updateShip } from "../actions.js";
import { fitLoadout, upgradeProblem } from "../kinds.js";
import { pilotChoices } from "../search.js";
import { normalizeText } from "../search.js";

const $ = (id) => document.getElementById(id);
const sel = () => store.state.selected;
const selShip = () => store.state.ships[sel()];

const SHOWN = 12; // legal upgrades listed for a query
const SHOWN_ILLEGAL = 4; // matching upgrades listed with why they can't be added
const TRIED = 60; // candidates tried per query (each is one engine call)

export function bind() {
  // What the last pilot change removed (role status: it is read out).
  const note = document.createElement("p");
  note.id = "loadout-note";
  note.className = "small";
  note.setAttribute("role", "status");
  $("sel-upgrades").after(note);
  $("sel-pilot").addEventListener("change", (e) => choosePilot(e.target.value));
  $("sel-upgrades").addEventListener("click", (e) => {
    const free = e.target.closest("button[data-slot]");
    if (free) {
      // A free slot: look for what goes in it.
      $("upgrade-search").value = free.dataset.slot;
      $("upgrade-search").focus();
      renderResults();
      return;
    }
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

// choosePilot flies the selected ship with pilot id ("" none), keeping
// the upgrades the new pilot can still carry (a standard loadout pilot
// carries its own), and says which it removed, in the engine's words.
function choosePilot(id) {
  const s = selShip();
  if (!s) return;
  const p = store.pilots.get(id);
  if (!p) {
    const names = s.upgrades.map(upgradeName).join(", ");
    updateShip(sel(), { pilot: "", upgrades: [] }, { commit: "push" });
    say(names ? `Removed ${names}: a ship without pilot carries no upgrades.` : "");
    return;
  }
  const fit = fitLoadout(p, s.upgrades);
  updateShip(sel(), { type: p.ship, pilot: id, upgrades: fit.upgrades }, { commit: "push" });
  say(fit.removed.length ? `Removed: ${fit.removed.join("; ")}.` : "");
}

// say shows what the last pilot change did, until another ship is selected.
function say(text) {
  const note = $("loadout-note");
  note.textContent = text;
  note._ship = sel();
}

const upgradeName = (id) => (store.upgrades.get(id) || { name: id }).name;

// slotWords is a slot kind as a player reads it: "force-power" -> "Force power".
const slotWords = (slot) => `${slot[0].toUpperCase()}${slot.slice(1)}`.replace(/-/g, " ");

// slotChips are the ship's slots as chips: a used one removes its upgrade
// (data-remove: its index in s.upgrades; a card in two slots is one chip),
// a free one searches for what fits it (data-slot); an upgrade in no slot
// (one the ship can't carry) is listed after them, to remove.
function slotChips(s, fit, loadout) {
  const chips = [];
  const placed = new Map(); // index in s.upgrades -> its chip
  const taken = (k) => placed.has(k) && placed.get(k).slots.length >= (store.upgrades.get(s.upgrades[k]) || { slots: [""] }).slots.length;
  for (const slot of fit.slots) {
    if (slot.upgrade === null) {
      chips.push({ slots: [slot.slot], free: true });
      continue;
    }
    let k = s.upgrades.findIndex((u, i) => u === slot.upgrade && placed.has(i) && !taken(i));
    if (k < 0) k = s.upgrades.findIndex((u, i) => u === slot.upgrade && !placed.has(i));
    if (k < 0) {
      chips.push({ slots: [slot.slot], id: slot.upgrade, k: -1 }); // a loadout card the link left out
      continue;
    }
    if (placed.has(k)) placed.get(k).slots.push(slot.slot);
    else {
      const c = { slots: [slot.slot], id: slot.upgrade, k };
      placed.set(k, c);
      chips.push(c);
    }
  }
  s.upgrades.forEach((id, k) => placed.has(k) || chips.push({ slots: [], id, k }));
  return chips.map((c) => {
    const b = document.createElement("button");
    b.type = "button";
    const where = c.slots.map(slotWords).join(" + ");
    if (c.free) {
      b.className = "chip slot-free";
      b.dataset.slot = c.slots[0];
      b.textContent = `${where}: free`;
      b.setAttribute("aria-label", `${where}: free (find an upgrade for it)`);
      return b;
    }
    b.className = "chip upgrade-chip";
    if (loadout || c.k < 0) {
      // A standard loadout is always carried whole.
      b.disabled = true;
      b.textContent = `${where}: ${upgradeName(c.id)}`;
      return b;
    }
    b.dataset.remove = String(c.k);
    const text = `${where ? `${where}: ` : ""}${upgradeName(c.id)}${where ? "" : " (no slot)"}`;
    b.textContent = `${text} ×`;
    // The visible text first (WCAG 2.5.3, label in name), then what a press does.
    b.setAttribute("aria-label", `${text}, remove`);
    return b;
  });
}

function render() {
  const s = selShip();
  const box = $("sel-loadout");
  const show = !!s && !s.type.startsWith("@") && store.state.edition === "2e";
  box.hidden = !show;
  if (!show) return;
  const select = $("sel-pilot");
  const ruleset = store.state.ruleset;
  if (select._key !== `${ruleset}|${s.type}`) {
    select._key = `${ruleset}|${s.type}`;
    const pilots = store.pilotList.filter((p) => p.ship === s.type).sort((a, b) => b.initiative - a.initiative || a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
    const choices = pilotChoices(pilots, (p) => fitLoadout(p).slots);
    // A pilot the ruleset lacks (a link from another) stays shown, as its id.
    const lacking = s.pilot && !store.pilots.has(s.pilot) ? [new Option(`${s.pilot} (not in this ruleset)`, s.pilot)] : [];
    select.replaceChildren(new Option("no pilot (the ship's own attacks)", ""), ...lacking, ...choices.map((c) => new Option([pilotName(c.pilot), ...c.words].join(" · "), c.pilot.id)));
  }
  if (select.value !== s.pilot) select.value = s.pilot;
  const note = $("loadout-note");
  if (note._ship !== sel()) note.textContent = "";
  const list = $("sel-upgrades");
  const key = `${ruleset}|${s.pilot}|${s.upgrades.join(".")}`;
  if (list._key !== key) {
    list._key = key;
    const p = store.pilots.get(s.pilot);
    const fit = p ? fitLoadout(p, s.upgrades) : { slots: [] };
    const loadout = !!p && fitLoadout(p).upgrades.length > 0;
    list.replaceChildren(...slotChips(s, fit, loadout));
    const used = fit.slots.filter((x) => x.upgrade !== null).length;
    list.setAttribute("aria-label", p ? `Slots: ${used} of ${fit.slots.length} used${loadout ? " (a standard loadout)" : ""}` : "Upgrades");
    if (!list.childElementCount) list.textContent = p ? "No slots." : "No upgrades: choose a pilot for slots.";
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
