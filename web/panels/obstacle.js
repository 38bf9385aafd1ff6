// The tokens on the table: the add list (every official obstacle, device
// and remote the engine knows, grouped as players know them), the selected
// token's card (heading, side, team, remove, and what the engine answers
// about it: the ships a bomb would hit, the ships that can attack a
// remote), and an imported squad's obstacles placed by its team's edge.

import { store, onRender, scheduleRender } from "../store.js";
import { obstacleLabel, shipLabel } from "../model.js";
import { updateObstacle, removeObstacle, addObstacle } from "../actions.js";
import { setInput } from "./selected.js";
import { BOARDS, tokenGroups, tokenType, isObstacleKind, arcWords } from "../pieces.js";
import { MAX_OBSTACLES } from "../state.js";
import { showMessage } from "../messages.js";

const $ = (id) => document.getElementById(id);

function make(tag, attrs = {}, parent = null, text = "") {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  if (text) e.textContent = text;
  if (parent) parent.append(e);
  return e;
}

export function bind() {
  // The card's controls beyond heading and remove live here, made once.
  const grid = $("obs-heading").closest(".grid2");
  const side = make("div", { class: "row" });
  make("button", { type: "button", id: "obs-flip" }, side, "Turn over");
  const team = make("label", { id: "obs-team-label" }, side, "Team ");
  const pick = make("select", { id: "obs-team" }, team);
  for (const [v, t] of [["1", "team 1"], ["2", "team 2"], ["", "no team"]]) make("option", { value: v }, pick, t);
  grid.after(side);
  make("p", { id: "obs-verdict", class: "small", role: "status" }, $("obstacle-card"));
  $("obs-heading").addEventListener("input", (e) => {
    const v = e.target.valueAsNumber;
    if (Number.isFinite(v)) updateObstacle(store.ui.selObstacle, { heading: v });
  });
  $("obs-heading").addEventListener("blur", () => scheduleRender());
  $("obs-remove").addEventListener("click", () => removeObstacle(store.ui.selObstacle));
  $("obs-flip").addEventListener("click", () => {
    const o = store.state.obstacles[store.ui.selObstacle];
    if (o) updateObstacle(store.ui.selObstacle, { flipped: !o.flipped });
  });
  pick.addEventListener("change", () => updateObstacle(store.ui.selObstacle, { team: pick.value }));

  // The add list: filled once the engine's table is known.
  const box = $("obstacle-buttons");
  const label = make("label", { for: "token-type" }, box, "Token ");
  make("select", { id: "token-type" }, label);
  make("button", { type: "button", id: "token-add" }, box, "Add");
  $("token-add").addEventListener("click", () => {
    const type = $("token-type").value;
    if (type) addObstacle(type);
  });
  onRender(render);
}

// fillAddList lists the engine's tokens by group, once.
function fillAddList() {
  const sel = $("token-type");
  if (sel.options.length) return;
  const groups = tokenGroups();
  const names = new Map();
  for (const g of groups) for (const t of g.tokens) names.set(t.name, (names.get(t.name) || 0) + 1);
  for (const g of groups) {
    const og = make("optgroup", { label: g.label }, sel);
    // Two tokens of one name (the cluster mine's two sides) show their ids.
    for (const t of g.tokens) make("option", { value: t.id }, og, names.get(t.name) > 1 ? `${t.name} (${t.id})` : t.name);
  }
}

function render() {
  if (store.engineReady) fillAddList();
  const i = store.ui.selObstacle;
  const o = store.state.obstacles[i];
  $("obstacle-card").hidden = !o || store.mode.readOnly;
  if (!o) return;
  const t = tokenType(o.type);
  const piece = t && !isObstacleKind(t.kind);
  $("obstacle-title").textContent = obstacleLabel(i) + (o.flipped ? " (back side)" : "");
  setInput($("obs-heading"), o.heading);
  $("obs-flip").hidden = !t;
  $("obs-team-label").hidden = !piece;
  if (piece) $("obs-team").value = o.team;
  $("obs-remove").textContent = piece ? "Remove token" : "Remove obstacle";
  $("obs-verdict").textContent = tokenVerdict(i);
}

// tokenVerdict words the engine's answer about device or remote i: the
// ships at range 0-1 of a bomb or mine ("would hit"), the ships that can
// attack a remote with their arc and range. "" for an obstacle.
export function tokenVerdict(i) {
  const a = store.answer && store.answer.tokens && store.answer.tokens[i];
  if (!a || !a.near) return "";
  const name = obstacleLabel(i);
  const at = (list) => list.map((n) => `${shipLabel(n.index)} (range ${n.range.range})`).join(", ");
  if (a.kind === "bomb" || a.kind === "mine") {
    return a.near.length ? `${name} would hit each ship at range 0-1: ${at(a.near)}.` : `${name}: no ship at range 0-1.`;
  }
  const attackers = a.attacks.map((x) => {
    const obstructed = x.obstruction !== "clear" && x.obstructedBy.length ? `, obstructed by ${x.obstructedBy.map((k) => obstacleLabel(k)).join(" and ")}` : "";
    return `${shipLabel(typeof x.attacker === "number" ? x.attacker : -1)}: ${x.weapon}, ${arcWords(x.arc)} at range ${x.range}${obstructed}`;
  });
  const near = a.near.length ? ` At range 0-1: ${at(a.near)}.` : "";
  return (attackers.length ? `Ships that can attack ${name}: ${attackers.join("; ")}.` : `No ship can attack ${name} where it is.`) + near;
}

// squadObstacles returns the board's tokens with an imported squad's
// obstacles (its XWS ids: "coreasteroid5") added in a row at range 2 of
// team's edge, ready to drag into place. Ids already on the board, unknown
// ids and ids past the board's limit are left out, said in a message.
export function squadObstacles(state, ids, team) {
  const b = BOARDS[state.board];
  const list = state.obstacles.slice();
  const fresh = [];
  const unknown = [];
  for (const id of Array.isArray(ids) ? ids : []) {
    const t = tokenType(id);
    if (!t || !isObstacleKind(t.kind)) unknown.push(String(id).slice(0, 30));
    else if (!list.some((o) => o.type === id) && !fresh.includes(id)) fresh.push(id);
  }
  const room = Math.max(0, MAX_OBSTACLES - list.length);
  if (fresh.length > room) unknown.push(...fresh.splice(room).map((id) => `${id} (the board is full)`));
  fresh.forEach((type, k) => {
    const x = (b.width * (k + 1)) / (fresh.length + 1);
    list.push({ type, x, y: team === "2" ? 200 : b.height - 200, heading: 0, flipped: false, team: "" });
  });
  if (unknown.length) showMessage(`Squad obstacles not placed: ${unknown.join(", ")}.`);
  return list;
}
