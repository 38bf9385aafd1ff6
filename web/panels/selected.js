// The selected ship card: name, team, exact placement, turret, mobile arc,
// weapon arc (generic ships), arcs shown, duplicate and remove.

import { TURRETS, GENERIC_ARCS, arcWords } from "../pieces.js";
import { cleanName, turretPositions } from "../state.js";
import { store, onRender, scheduleRender } from "../store.js";
import { shipLabel } from "../model.js";
import { hasMobileArc } from "../engine.js";
import { visibleArcs } from "../scene.js";
import { drawableArcs } from "../kinds.js";
import { updateShip, rotateTurret, removeShip, duplicateShip, setArcs } from "../actions.js";

const $ = (id) => document.getElementById(id);
const sel = () => store.state.selected;
const selShip = () => store.state.ships[sel()];

// setInput fills an input unless the user is typing in it.
export function setInput(input, value) {
  if (document.activeElement === input) return;
  const v = String(value);
  if (input.value !== v) input.value = v;
}

export function bind() {
  $("sel-name").addEventListener("input", (e) => updateShip(sel(), { name: cleanName(e.target.value) }));
  for (const r of document.querySelectorAll('input[name="sel-team"]')) r.addEventListener("change", (e) => updateShip(sel(), { team: e.target.value }));
  const numeric = (id, field) =>
    $(id).addEventListener("input", (e) => {
      const v = e.target.valueAsNumber;
      if (Number.isFinite(v)) updateShip(sel(), { [field]: v });
    });
  numeric("sel-x", "x");
  numeric("sel-y", "y");
  numeric("sel-heading", "heading");
  for (const id of ["sel-x", "sel-y", "sel-heading"]) $(id).addEventListener("blur", () => scheduleRender());
  const turn = (d) => selShip() && updateShip(sel(), { heading: selShip().heading + d });
  $("rot-left").addEventListener("click", () => turn(-5));
  $("rot-right").addEventListener("click", () => turn(5));
  $("sel-turret").addEventListener("change", (e) => updateShip(sel(), { turret: e.target.value }));
  $("sel-turret-rotate").addEventListener("click", () => rotateTurret(sel()));
  $("sel-mobile").addEventListener("change", (e) => updateShip(sel(), { mobile: e.target.value }));
  $("sel-arc").addEventListener("change", (e) => {
    updateShip(sel(), { arc: e.target.value, turret: "" });
    setArcs(null);
  });
  $("arc-toggles").addEventListener("change", (e) => {
    const cb = e.target;
    if (!(cb instanceof HTMLInputElement)) return;
    const vis = visibleArcs(store.state, store.answer);
    if (cb.checked) vis.add(cb.value);
    else vis.delete(cb.value);
    setArcs([...vis]);
  });
  $("arcs-auto").addEventListener("click", () => setArcs(null));
  $("sel-remove").addEventListener("click", () => removeShip(sel()));
  $("sel-duplicate").addEventListener("click", () => duplicateShip(sel()));
  onRender(render);
}

function render() {
  const st = store.state;
  const s = selShip();
  $("selected-card").hidden = !s || store.mode.readOnly;
  if (!s) return;
  $("selected-title").textContent = shipLabel(sel());
  setInput($("sel-name"), s.name);
  setInput($("sel-x"), s.x);
  setInput($("sel-y"), s.y);
  setInput($("sel-heading"), s.heading);
  for (const r of document.querySelectorAll('input[name="sel-team"]')) r.checked = r.value === s.team;
  const positions = turretPositions(s, store.catalog);
  $("sel-turret-row").hidden = positions.length === 0;
  $("sel-turret-rotate-row").hidden = positions.length < 2;
  const ts = $("sel-turret");
  const tkey = positions.join(",");
  if (ts._key !== tkey) {
    ts._key = tkey;
    ts.replaceChildren(...positions.map((p) => new Option(TURRETS[p].label, p)));
  }
  if (positions.length) ts.value = s.turret;
  $("sel-mobile-row").hidden = !hasMobileArc(s, store.state.edition);
  $("sel-mobile").value = s.mobile || "front";
  const generic = s.type.startsWith("@");
  $("sel-arc-row").hidden = !generic;
  const as = $("sel-arc");
  if (as._key !== st.edition) {
    as._key = st.edition;
    as.replaceChildren(...GENERIC_ARCS[st.edition].map((a) => new Option(arcWords(a), a)));
  }
  if (generic) as.value = s.arc;
  renderArcToggles();
}

function renderArcToggles() {
  const box = $("arc-toggles");
  const arcs = store.answer && store.answer.selected ? drawableArcs(store.state.edition) : [];
  const key = arcs.join(",");
  if (box._key !== key) {
    box._key = key;
    box.replaceChildren(
      ...arcs.map((a) => {
        const label = document.createElement("label");
        label.className = `chip arc-chip arc-${a}`;
        const cb = document.createElement("input");
        cb.type = "checkbox";
        cb.value = a;
        const sw = document.createElement("span");
        sw.className = "swatch";
        sw.setAttribute("aria-hidden", "true");
        label.append(cb, sw, document.createTextNode(arcWords(a)));
        return label;
      }),
    );
  }
  const vis = visibleArcs(store.state, store.answer);
  for (const cb of box.querySelectorAll("input")) cb.checked = vis.has(cb.value);
}
