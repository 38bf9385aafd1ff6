// The move card: plan the selected ship's move from its own dial (as the
// card prints it: an arrow per bearing, coloured by difficulty) or its
// actions (barrel roll, boost, decloak), or drop or launch a device its
// cards carry (a bomb, mine or remote of tokens() for a ship without cards) with
// a template from its rear or front guides. A planned move is the ship's
// `move` in the state: the engine resolves it (board()'s answer.moves),
// the board draws the template and the ghost (ghost.js), and every
// verdict is then of the ghost. Make the move (the ship goes where the
// ghost is, one undo step) or drop it. A planned device is drawn as its
// template and its token, the ships at range 0-1 of it outlined (the
// engine's answer.moves[i].token); placing it puts the token on the board
// (one undo step), the ship staying where it is. The engine words what is
// said about it (its headline and warnings); this card draws and wires.
//
// Keys: M on a ship of the board comes here (to the planned move's
// button, else the dial), the arrows move over the dial, Enter or Space
// plans the move; Escape here drops the plan.

import { store, onRender, setState, canEdit, scheduleRender, renderNow } from "../store.js";
import { shipLabel } from "../model.js";
import { dialOf } from "../engine.js";
import { focusShip } from "../board.js";
import { checkMove, sameMove, moveCode, ACTIONS, ROLL_TEMPLATES, POSITIONS, DEVICE_TEMPLATES, DEVICE_FROM, DEVICE_KINDS, deviceToken, deviceTemplateCode } from "../maneuver.js";
import { tokenType, tokenGroups } from "../pieces.js";
import { MAX_OBSTACLES } from "../state.js";
import { showMessage, toast } from "../messages.js";

const $ = (id) => document.getElementById(id);
const SVGNS = "http://www.w3.org/2000/svg";
const sel = () => store.state.selected;

// ---- what the user can do ----

// planMove makes move (maneuver.js) ship i's planned move; the same move
// again drops it (a dial button is a toggle).
export function planMove(i, move) {
  const s = store.state.ships[i];
  if (!canEdit() || !s) return;
  const m = checkMove(move);
  if (m && sameMove(s.move, m)) return dropMove(i);
  setShip(i, m ? { ...s, move: m } : withoutMove(s), "replace");
}

// dropMove removes ship i's planned move.
export function dropMove(i) {
  const s = store.state.ships[i];
  if (!canEdit() || !s || !s.move) return;
  setShip(i, withoutMove(s), "replace");
}

// commitMove puts ship i where its planned move ends (the engine's
// answer: after any bump) and drops the plan: one step to undo. A planned
// device puts its token on the board where the engine placed it, its
// team the ship's; the ship stays.
export function commitMove(i) {
  const s = store.state.ships[i];
  if (s && s.move) renderNow(); // the answer of this very state, should a frame be pending
  const m = moveAnswer(i);
  if (!canEdit() || !s || !s.move || !m) return false;
  if (s.move.device) {
    const t = m.token;
    if (!t) return false;
    if (store.state.obstacles.length >= MAX_OBSTACLES) {
      showMessage(`A board holds at most ${MAX_OBSTACLES} obstacles and other tokens.`);
      return false;
    }
    const ships = store.state.ships.slice();
    ships[i] = withoutMove(s);
    const token = { type: t.type, x: t.x, y: t.y, heading: t.heading, flipped: false, team: s.team };
    setState({ ...store.state, ships, obstacles: [...store.state.obstacles, token] }, { commit: "push" });
    toast(`${tokenName(t.type)} placed.`);
    return true;
  }
  setShip(i, { ...withoutMove(s), x: m.x, y: m.y, heading: m.heading }, "push");
  return true;
}

const tokenName = (type) => (tokenType(type) || { name: type }).name;

function withoutMove(s) {
  const { move: _, ...rest } = s;
  return rest;
}

function setShip(i, ship, commit) {
  const ships = store.state.ships.slice();
  ships[i] = ship;
  setState({ ...store.state, ships }, { commit });
}

// moveAnswer is the engine's answer about ship i's planned move, or null.
function moveAnswer(i) {
  const a = store.answer;
  return (a && a.moves && a.moves[i]) || null;
}

// ---- the dial, drawn as the card prints it ----

// The dial's grid: a column per bearing, left to right; each bearing's
// reverse shares its column. Loops and flips go in a row of their own.
const COLUMNS = ["turnLeft", "bankLeft", "straight", "bankRight", "turnRight"];
const REVERSE_COLUMN = { reverseBankLeft: 1, reverse: 2, reverseBankRight: 3 };
const SPECIAL = ["koiogran", "segnorLeft", "segnorRight", "tallonLeft", "tallonRight"];

// ARROWS draw each bearing in a 24 x 24 box: the path, then its head.
const ARROWS = {
  straight: ["M12 22V5", "M7 9L12 3L17 9"],
  bankLeft: ["M13 22V14L6 7", "M4 12V4H12"],
  bankRight: ["M11 22V14L18 7", "M20 12V4H12"],
  turnLeft: ["M16 22V11A5 5 0 0 0 11 6H5", "M8 2L3 6L8 10"],
  turnRight: ["M8 22V11A5 5 0 0 1 13 6H19", "M16 2L21 6L16 10"],
  koiogran: ["M7 22V9A5 5 0 0 1 17 9V15", "M13 13L17 18L21 13"],
  segnorLeft: ["M16 22V15L9 8A3 3 0 0 0 4 10V15", "M1 12L4 16L7 12"],
  segnorRight: ["M8 22V15L15 8A3 3 0 0 1 20 10V15", "M17 12L20 16L23 12"],
  tallonLeft: ["M17 22V11A5 5 0 0 0 12 6H8A4 4 0 0 0 4 10V14", "M1 11L4 15L7 11"],
  tallonRight: ["M7 22V11A5 5 0 0 1 12 6H16A4 4 0 0 1 20 10V14", "M17 11L20 15L23 11"],
  stationary: ["M7 7H17V17H7Z", ""],
  reverse: ["M12 2V19", "M7 15L12 21L17 15"],
  reverseBankLeft: ["M13 2V10L6 17", "M4 12V20H12"],
  reverseBankRight: ["M11 2V10L18 17", "M20 12V20H12"],
  // A barrel roll's: sideways.
  rollLeft: ["M21 12H5", "M9 7L4 12L9 17"],
  rollRight: ["M3 12H19", "M15 7L20 12L15 17"],
};

// WORDS name each bearing on its button (its speed for #).
const WORDS = {
  straight: "Straight #",
  bankLeft: "Bank # left",
  bankRight: "Bank # right",
  turnLeft: "Turn # left",
  turnRight: "Turn # right",
  koiogran: "Koiogran turn #",
  segnorLeft: "Segnor's loop # left",
  segnorRight: "Segnor's loop # right",
  tallonLeft: "Tallon roll # left",
  tallonRight: "Tallon roll # right",
  stationary: "Stationary #",
  reverse: "Reverse #",
  reverseBankLeft: "Reverse bank # left",
  reverseBankRight: "Reverse bank # right",
};

// GENERIC is the dial offered for a ship without one (added by size):
// the templates' maneuvers, none coloured.
const GENERIC = [
  ...[1, 2, 3, 4, 5].map((speed) => ({ speed, bearing: "straight" })),
  ...[1, 2, 3].flatMap((speed) => ["bankLeft", "bankRight", "turnLeft", "turnRight"].map((bearing) => ({ speed, bearing }))),
  ...[3, 4].map((speed) => ({ speed, bearing: "koiogran" })),
];

function icon(bearing) {
  const svg = document.createElementNS(SVGNS, "svg");
  svg.setAttribute("viewBox", "0 0 24 24");
  svg.setAttribute("aria-hidden", "true");
  svg.setAttribute("class", `dial-arrow bearing-${bearing}`);
  for (const [k, d] of ARROWS[bearing].entries()) {
    if (!d) continue;
    const p = document.createElementNS(SVGNS, "path");
    p.setAttribute("d", d);
    p.setAttribute("class", k ? "arrow-head" : "arrow-stem");
    svg.append(p);
  }
  return svg;
}

// dialButton is a dial entry's button: its arrow, its speed, its colour.
function dialButton(e) {
  const b = document.createElement("button");
  b.type = "button";
  const diff = ["blue", "white", "red", "purple"].includes(e.difficulty) ? e.difficulty : "none";
  b.className = `dial-move diff-${diff}`;
  b.dataset.speed = String(e.speed);
  b.dataset.bearing = e.bearing;
  const name = WORDS[e.bearing].replace("#", String(e.speed));
  b.setAttribute("aria-label", diff === "none" ? name : `${name}, ${diff}`);
  b.title = b.getAttribute("aria-label");
  const n = document.createElement("span");
  n.className = "dial-speed";
  n.textContent = String(e.speed);
  n.setAttribute("aria-hidden", "true");
  b.append(icon(e.bearing), n);
  b._move = { speed: e.speed, bearing: e.bearing };
  return b;
}

// renderDial builds the dial of entries [{ speed, bearing, difficulty }]:
// rows by speed, fastest first, then stationary, then the reverse rows;
// loops and flips in their own row.
function renderDial(entries) {
  const grid = $("move-dial");
  const special = $("move-special");
  const known = entries.filter((e) => Object.hasOwn(WORDS, e.bearing) && Number.isInteger(e.speed));
  const rows = new Map(); // row key -> cells
  const rowOf = (e) => (REVERSE_COLUMN[e.bearing] !== undefined ? -e.speed : e.bearing === "stationary" ? 0 : e.speed);
  for (const e of known) {
    if (SPECIAL.includes(e.bearing)) continue;
    const r = rowOf(e);
    if (!rows.has(r)) rows.set(r, new Array(COLUMNS.length).fill(null));
    const col = e.bearing === "stationary" ? 2 : REVERSE_COLUMN[e.bearing] ?? COLUMNS.indexOf(e.bearing);
    rows.get(r)[col] = e;
  }
  const cells = [];
  for (const r of [...rows.keys()].sort((a, b) => b - a)) {
    for (const e of rows.get(r)) {
      if (e) cells.push(dialButton(e));
      else {
        const gap = document.createElement("span");
        gap.className = "dial-gap";
        cells.push(gap);
      }
    }
  }
  grid.replaceChildren(...cells);
  const specials = known.filter((e) => SPECIAL.includes(e.bearing)).sort((a, b) => SPECIAL.indexOf(a.bearing) - SPECIAL.indexOf(b.bearing) || a.speed - b.speed);
  special.replaceChildren(...specials.map(dialButton));
  special.hidden = specials.length === 0;
}

// ---- actions ----

const DIRECTION_WORDS = { left: "left", right: "right", straight: "straight" };
const ACTION_WORDS = { barrelroll: "Barrel roll", boost: "Boost", decloak: "Decloak" };
const ACTION_ARROWS = {
  barrelroll: { left: "rollLeft", right: "rollRight" },
  boost: { left: "bankLeft", straight: "straight", right: "bankRight" },
  decloak: { left: "bankLeft", straight: "straight", right: "bankRight" },
};
const TEMPLATE_WORDS = { straight: "1-straight", bankForward: "1-bank forward", bankBackward: "1-bank backward" };

// roll holds the barrel roll's template and position as last chosen.
const roll = { template: "straight", position: "middle" };

function buildActions() {
  const box = $("move-action-list");
  const groups = [];
  for (const [action, dirs] of Object.entries(ACTIONS)) {
    const g = document.createElement("div");
    g.className = "move-action";
    g.setAttribute("role", "group");
    g.setAttribute("aria-label", ACTION_WORDS[action]);
    const h = document.createElement("p");
    h.className = "move-action-name";
    h.textContent = ACTION_WORDS[action];
    g.append(h);
    const row = document.createElement("div");
    row.className = "row";
    for (const d of dirs) {
      const b = document.createElement("button");
      b.type = "button";
      b.className = "move-action-button";
      b.dataset.action = action;
      b.dataset.direction = d;
      const arrow = ACTION_ARROWS[action][d];
      b.append(icon(arrow), document.createTextNode(` ${DIRECTION_WORDS[d]}`));
      b.setAttribute("aria-label", `${ACTION_WORDS[action]} ${DIRECTION_WORDS[d]}`);
      row.append(b);
    }
    g.append(row);
    if (action === "barrelroll") {
      const opts = document.createElement("div");
      opts.className = "row move-roll-options";
      const pos = positionChips("move-roll-position", "Position");
      const [tl, ts] = labelledSelect("Template", "move-roll-template");
      for (const t of ROLL_TEMPLATES) ts.append(new Option(TEMPLATE_WORDS[t], t));
      opts.append(pos, tl);
      g.append(opts);
    }
    groups.push(g);
  }
  box.replaceChildren(...groups);
}

// labelledSelect is a label reading text around an empty select id.
function labelledSelect(text, id) {
  const label = document.createElement("label");
  label.textContent = `${text} `;
  const select = document.createElement("select");
  select.id = id;
  label.append(select);
  return [label, select];
}

// positionChips is a fieldset of radios name, one per end position.
function positionChips(name, legendText) {
  const pos = document.createElement("fieldset");
  pos.className = "chips move-positions";
  const legend = document.createElement("legend");
  legend.textContent = legendText;
  pos.append(legend);
  for (const p of POSITIONS) {
    const label = document.createElement("label");
    label.className = "chip";
    const r = document.createElement("input");
    r.type = "radio";
    r.name = name;
    r.value = p;
    label.append(r, document.createTextNode(p));
    pos.append(label);
  }
  return pos;
}

// buildTallon adds, after the loops and flips, where a Tallon roll ends
// along the template's side: shown while one is planned.
function buildTallon() {
  const box = positionChips("move-tallon-position", "Tallon roll ends at the");
  box.id = "move-tallon";
  box.hidden = true;
  $("move-special").after(box);
  box.addEventListener("change", (e) => {
    const s = store.state.ships[sel()];
    if (s && s.move && s.move.bearing && s.move.bearing.startsWith("tallon")) planMove(sel(), { ...s.move, position: e.target.value });
  });
}

// rollMove is a barrel roll in direction d with the options chosen.
const rollMove = (d) => ({ action: "barrelroll", direction: d, template: roll.template, position: roll.position });

// ---- devices ----

// BEARING_NAMES name a device's templates as players say them.
const BEARING_NAMES = { straight: "straight", bankLeft: "bank left", bankRight: "bank right", turnLeft: "turn left", turnRight: "turn right" };
const templateName = (t) => `${t.speed}-${BEARING_NAMES[t.bearing]}`;
const FROM_WORDS = { rear: ["Drop", "from the rear guides"], front: ["Launch", "from the front guides"] };

// device holds the device and template last chosen (the select's values).
const device = { type: "", template: "1s" };

// shipDevices lists what ship s may drop or launch: [{ value: a token id,
// or "" when the engine has no token it drops, name }], with a note. A
// ship with cards (a pilot or upgrades) carries its Device upgrades; one
// without, any bomb, mine or remote of tokens().
function shipDevices(s) {
  if (s.pilot || (s.upgrades && s.upgrades.length)) {
    if (!store.cards) return { list: [], note: "Its cards are still loading." };
    const list = [];
    for (const id of new Set(s.upgrades || [])) {
      const card = store.upgrades.get(id);
      if (!card || !Array.isArray(card.slots) || !card.slots.includes("device")) continue;
      const value = deviceToken(id);
      list.push({ value, name: value ? card.name : `${card.name} (no token to place)` });
    }
    return { list, note: list.some((d) => d.value) ? "" : "Its cards carry no bomb or mine." };
  }
  const list = tokenGroups()
    .flatMap((g) => g.tokens)
    .filter((t) => DEVICE_KINDS.includes(t.kind))
    .map((t) => ({ value: t.id, name: t.name }));
  return { list, note: "" };
}

function buildDevices() {
  const box = document.createElement("details");
  box.id = "move-devices";
  box.className = "move-actions move-devices";
  const summary = document.createElement("summary");
  summary.textContent = "Drop or launch a device";
  const opts = document.createElement("div");
  opts.className = "row move-roll-options";
  const [dl, ds] = labelledSelect("Device", "move-device");
  const [tl, ts] = labelledSelect("Template", "move-device-template");
  const usual = document.createElement("optgroup");
  usual.label = "The 1-speed templates";
  const other = document.createElement("optgroup");
  other.label = "Other speeds, when a card says so";
  for (const t of DEVICE_TEMPLATES) (t.speed === 1 ? usual : other).append(new Option(templateName(t), deviceTemplateCode(t)));
  ts.append(usual, other);
  opts.append(dl, tl);
  const note = document.createElement("p");
  note.id = "move-device-note";
  note.className = "muted small";
  const row = document.createElement("div");
  row.className = "row";
  for (const from of DEVICE_FROM) {
    const b = document.createElement("button");
    b.type = "button";
    b.className = "move-action-button move-device-button";
    b.dataset.from = from;
    b.append(icon(from === "rear" ? "reverse" : "straight"), document.createTextNode(` ${FROM_WORDS[from][0]}`));
    b.setAttribute("aria-label", `${FROM_WORDS[from][0]} ${FROM_WORDS[from][1]}`);
    b.title = b.getAttribute("aria-label");
    row.append(b);
  }
  box.append(summary, opts, note, row);
  $("move-actions").after(box);

  row.addEventListener("click", (e) => {
    const b = e.target.closest("button[data-from]");
    if (b && device.type) planMove(sel(), deviceMove(b.dataset.from));
  });
  opts.addEventListener("change", (e) => {
    if (e.target === ds) device.type = ds.value;
    else if (e.target === ts) device.template = ts.value;
    else return;
    // A device already planned follows the choice.
    const s = store.state.ships[sel()];
    if (s && s.move && s.move.device && device.type) planMove(sel(), deviceMove(s.move.from || "rear"));
  });
}

// deviceMove is the chosen device, on the chosen template, from the rear
// (dropped) or front (launched) guides.
function deviceMove(from) {
  const t = DEVICE_TEMPLATES.find((d) => deviceTemplateCode(d) === device.template) || DEVICE_TEMPLATES[0];
  return { device: device.type, template: { speed: t.speed, bearing: t.bearing }, from };
}

// renderDevices offers ship s's devices and shows planned, its plan.
function renderDevices(s, planned) {
  const { list, note } = shipDevices(s);
  const ds = $("move-device");
  const key = list.map((d) => `${d.value}:${d.name}`).join("|");
  if (ds._key !== key) {
    ds._key = key;
    ds.replaceChildren(
      ...list.map((d) => {
        const o = new Option(d.name, d.value);
        o.disabled = !d.value;
        return o;
      }),
    );
  }
  const usable = list.filter((d) => d.value).map((d) => d.value);
  const dev = planned && planned.device ? planned : null;
  if (dev) {
    device.type = dev.device;
    device.template = deviceTemplateCode(dev.template || DEVICE_TEMPLATES[0]);
  }
  // A device the card doesn't carry (from a link) is still shown as planned.
  if (dev && !usable.includes(dev.device) && ![...ds.options].some((o) => o.value === dev.device)) {
    ds.append(new Option(tokenName(dev.device), dev.device));
    ds._key = "";
  }
  if (!usable.includes(device.type) && !(dev && dev.device === device.type)) device.type = usable[0] || "";
  if (ds.value !== device.type) ds.value = device.type;
  ds.disabled = ds.options.length === 0;
  const ts = $("move-device-template");
  if (ts.value !== device.template) ts.value = device.template;
  setText($("move-device-note"), note || "The 1-straight unless a card says otherwise; the ship stays where it is.");
  for (const b of document.querySelectorAll(".move-device-button")) {
    b.disabled = !device.type || !canEdit();
    setPressed(b, !!dev && (dev.from || "rear") === b.dataset.from);
  }
  if (dev && !$("move-devices").open) $("move-devices").open = true;
}

// ---- binding and rendering ----

// FOLDED is where the move card starts folded: a portrait phone, where it
// sits between the board and the verdict (style.css).
const FOLDED = "(max-width: 899px) and (orientation: portrait)";

export function bind() {
  buildActions();
  buildTallon();
  buildDevices();
  $("move-open").open = !matchMedia(FOLDED).matches;
  $("move-open").addEventListener("toggle", scheduleRender);
  $("move-dial").addEventListener("click", onDialClick);
  $("move-special").addEventListener("click", onDialClick);
  $("move-dial").addEventListener("keydown", onDialKey);
  $("move-special").addEventListener("keydown", onDialKey);
  $("move-action-list").addEventListener("click", (e) => {
    const b = e.target.closest("button[data-action]");
    if (!b) return;
    const { action, direction } = b.dataset;
    planMove(sel(), action === "barrelroll" ? rollMove(direction) : { action, direction });
  });
  $("move-action-list").addEventListener("change", (e) => {
    const t = e.target;
    if (t.name === "move-roll-position") roll.position = t.value;
    else if (t.id === "move-roll-template") roll.template = t.value;
    else return;
    // A barrel roll already planned follows its options.
    const s = store.state.ships[sel()];
    if (s && s.move && s.move.action === "barrelroll") planMove(sel(), rollMove(s.move.direction));
  });
  $("move-commit").addEventListener("click", () => {
    const i = sel();
    if (commitMove(i)) focusShip(i);
  });
  $("move-drop").addEventListener("click", () => {
    const i = sel();
    dropMove(i);
    focusShip(i);
  });
  $("move-card").addEventListener("keydown", (e) => {
    if (e.key !== "Escape" || e.target instanceof HTMLSelectElement) return;
    const s = store.state.ships[sel()];
    if (!s || !s.move) return;
    e.preventDefault();
    dropMove(sel());
  });
  // M on a ship of the board: to its dial.
  $("board").addEventListener("keydown", (e) => {
    if (e.ctrlKey || e.metaKey || e.altKey || e.key.toLowerCase() !== "m") return;
    if (!(e.target instanceof Element) || !e.target.closest("[data-ship]") || $("move-card").hidden) return;
    e.preventDefault();
    // Open, with the ship's dial drawn now: the focus goes on it.
    $("move-open").open = true;
    renderNow();
    // The planned move's button (a dial entry, an action, a device), else the dial's first.
    const first = $("move-card").querySelector('button[aria-pressed="true"]') || $("move-card").querySelector(".dial-move");
    if (first) first.focus();
  });
  onRender(render);
}

// onDialKey moves the focus over the dial with the arrows: left and right
// along its buttons, up and down to the nearest button of the row above
// or below (the loops and flips are the last row).
function onDialKey(e) {
  const step = { ArrowLeft: [0, -1], ArrowRight: [0, 1], ArrowUp: [-1, 0], ArrowDown: [1, 0] }[e.key];
  const b = e.target.closest && e.target.closest("button.dial-move");
  if (!step || !b || e.altKey || e.ctrlKey || e.metaKey) return;
  const cols = COLUMNS.length;
  const cells = [...$("move-dial").children];
  const grid = cells.map((c, k) => ({ c, row: Math.floor(k / cols), col: k % cols }));
  const lastRow = grid.length ? grid[grid.length - 1].row + 1 : 0;
  [...$("move-special").children].forEach((c, k) => grid.push({ c, row: lastRow, col: k }));
  const buttons = grid.filter((g) => g.c.matches("button.dial-move"));
  const here = buttons.find((g) => g.c === b);
  if (!here) return;
  let next = null;
  if (step[1]) next = buttons[buttons.indexOf(here) + step[1]];
  else {
    for (let r = here.row + step[0]; r >= 0 && r <= lastRow && !next; r += step[0]) {
      const row = buttons.filter((g) => g.row === r);
      if (row.length) next = row.reduce((p, q) => (Math.abs(q.col - here.col) < Math.abs(p.col - here.col) ? q : p));
    }
  }
  e.preventDefault();
  if (next) next.c.focus();
}

function onDialClick(e) {
  const b = e.target.closest("button.dial-move");
  if (b) planMove(sel(), b._move);
}

function render() {
  const st = store.state;
  const s = st.ships[sel()];
  const card = $("move-card");
  card.hidden = !s || store.mode.readOnly;
  if (card.hidden) return;
  const planned = s.move || null;
  // A plan made elsewhere (a link, undo) unfolds the card.
  const planKey = `${sel()}|${moveCode(planned)}`;
  if (planned && card._plan !== planKey) $("move-open").open = true;
  card._plan = planKey;
  if (!$("move-open").open) return;
  // The dial is the ship's (the engine's catalog): built again only when
  // the ship is another kind.
  const grid = $("move-dial");
  const dialName = `${shipLabel(sel())}'s dial`;
  if (grid.getAttribute("aria-label") !== dialName) grid.setAttribute("aria-label", dialName);
  const dial = dialOf(s);
  const entries = dial.length ? dial : GENERIC;
  const key = `${st.edition}|${st.ruleset}|${entries.map((e) => `${e.speed}${e.bearing}${e.difficulty || ""}`).join(",")}`;
  if (grid._key !== key) {
    grid._key = key;
    renderDial(entries);
  }
  for (const b of card.querySelectorAll(".dial-move")) setPressed(b, !!planned && sameMove(planned, b._move));
  for (const b of card.querySelectorAll(".move-action-button")) {
    const { action, direction } = b.dataset;
    setPressed(b, !!planned && planned.action === action && planned.direction === direction);
  }
  if (planned && planned.action === "barrelroll") {
    roll.template = planned.template || "straight";
    roll.position = planned.position || "middle";
  }
  for (const r of card.querySelectorAll('input[name="move-roll-position"]')) r.checked = r.value === roll.position;
  const tallon = !!planned && !!planned.bearing && planned.bearing.startsWith("tallon");
  $("move-tallon").hidden = !tallon;
  for (const r of card.querySelectorAll('input[name="move-tallon-position"]')) r.checked = tallon && r.value === (planned.position || "middle");
  const ts = $("move-roll-template");
  if (ts && ts.value !== roll.template) ts.value = roll.template;
  if (planned && planned.action && !$("move-actions").open) $("move-actions").open = true;
  renderDevices(s, planned);

  // What the engine says about it: its headline and warnings, or why it
  // can't be made.
  const m = planned ? moveAnswer(sel()) : null;
  const problem = planned && store.answer && store.answer.moveProblems ? store.answer.moveProblems.get(sel()) : "";
  const headline = !planned ? "" : problem ? `${shipLabel(sel())}'s planned move can't be made: ${problem}` : m ? m.headline : "";
  setText($("move-headline"), headline);
  const warnings = (m && m.warnings) || [];
  const ul = $("move-warnings");
  const wkey = warnings.join("\n");
  if (ul._key !== wkey) {
    ul._key = wkey;
    ul.replaceChildren(
      ...warnings.map((w) => {
        const li = document.createElement("li");
        li.textContent = w;
        return li;
      }),
    );
  }
  const result = $("move-result");
  result.className = `move-result${m ? [m.bumped ? " bumped" : "", m.fled ? " fled" : "", m.difficulty ? ` diff-${m.difficulty}` : ""].join("") : ""}${problem ? " problem" : ""}`;
  $("move-commit").disabled = !m || !!problem || !canEdit();
  $("move-drop").disabled = !planned || !canEdit();
  // A planned device is placed, or given up ("Drop it" would read as
  // dropping the bomb).
  const dev = planned && planned.device;
  setText($("move-commit"), dev ? `Place the ${tokenName(planned.device)}` : "Make the move");
  setText($("move-drop"), dev ? "Cancel it" : "Drop it");
}

function setPressed(b, on) {
  const v = on ? "true" : "false";
  if (b.getAttribute("aria-pressed") !== v) b.setAttribute("aria-pressed", v);
}

function setText(e, t) {
  if (e.textContent !== t) e.textContent = t;
}
