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
// said about it (its headline and warnings); this card draws and wires
// (its devices: movedevice.js; its buttons and arrows: movecontrols.js).
//
// Keys: M on a ship of the board comes here (to the planned move's
// button, else the dial), the arrows move over the dial, Enter or Space
// plans the move; Escape here drops the plan.

import { store, onRender, setState, canEdit, scheduleRender, renderNow } from "../store.js";
import { shipLabel } from "../model.js";
import { dialOf } from "../engine.js";
import { focusShip } from "../board.js";
import { checkMove, sameMove, moveCode, ACTIONS, ROLL_TEMPLATES, POSITIONS } from "../maneuver.js";
import { $, icon, actionButton, labelledSelect, setPressed, setText } from "./movecontrols.js";
import { buildDevices, renderDevices, tokenName } from "./movedevice.js";
import { MAX_OBSTACLES } from "../state.js";
import { showMessage, toast } from "../messages.js";

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
    // A set (Cluster Mines) is placed whole: the central token and its side tokens.
    const placed = [t, ...(t.side || [])];
    if (store.state.obstacles.length + placed.length > MAX_OBSTACLES) {
      showMessage(`A board holds at most ${MAX_OBSTACLES} obstacles and other tokens.`);
      return false;
    }
    const ships = store.state.ships.slice();
    ships[i] = withoutMove(s);
    const tokens = placed.map((p) => ({ type: p.type, x: p.x, y: p.y, heading: p.heading, flipped: false, team: s.team }));
    setState({ ...store.state, ships, obstacles: [...store.state.obstacles, ...tokens] }, { commit: "push" });
    toast(placed.length > 1 ? `${tokenName(t.type)} and its ${placed.length - 1} side tokens placed.` : `${tokenName(t.type)} placed.`);
    return true;
  }
  setShip(i, { ...withoutMove(s), x: m.x, y: m.y, heading: m.heading }, "push");
  return true;
}


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
  decloak: { left: "rollLeft", straight: "straight", right: "rollRight" }, // at the side, as a barrel roll
};
const TEMPLATE_WORDS = { straight: "1-straight", bankForward: "1-bank forward", bankBackward: "1-bank backward" };

// roll holds the barrel roll's template and position as last chosen;
// decloak a decloak's position at the side.
const roll = { template: "straight", position: "middle" };
const decloak = { position: "middle" };

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
      row.append(actionButton("move-action-button", { action, direction: d }, ACTION_ARROWS[action][d], DIRECTION_WORDS[d], `${ACTION_WORDS[action]} ${DIRECTION_WORDS[d]}`));
    }
    g.append(row);
    if (action === "boost") {
      // On the 1-turn (Daredevil, Extreme Maneuvers): a row of its own.
      const turns = document.createElement("div");
      turns.className = "row";
      for (const [d, arrow] of [["left", "turnLeft"], ["right", "turnRight"]]) {
        turns.append(actionButton("move-action-button", { action, direction: d, template: "turn" }, arrow, `turn ${d}`, `Boost turn ${d}, on the 1-turn`));
      }
      g.append(turns);
    }
    if (action === "barrelroll") {
      const opts = document.createElement("div");
      opts.className = "row move-roll-options";
      const pos = positionChips("move-roll-position", "Position");
      const [tl, ts] = labelledSelect("Template", "move-roll-template");
      for (const t of ROLL_TEMPLATES) ts.append(new Option(TEMPLATE_WORDS[t], t));
      opts.append(pos, tl);
      g.append(opts);
    }
    if (action === "decloak") {
      // At the side it is placed as a barrel roll is (the 2-straight).
      const opts = document.createElement("div");
      opts.className = "row move-roll-options";
      opts.append(positionChips("move-decloak-position", "Position"));
      g.append(opts);
    }
    groups.push(g);
  }
  box.replaceChildren(...groups);
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

// rollMove is a barrel roll in direction d with the options chosen;
// decloakMove a decloak, at the position chosen when at the side.
const rollMove = (d) => ({ action: "barrelroll", direction: d, template: roll.template, position: roll.position });
const decloakMove = (d) => (d === "straight" ? { action: "decloak", direction: d } : { action: "decloak", direction: d, position: decloak.position });

// actionMove is the move an action button (its dataset) plans.
function actionMove({ action, direction, template }) {
  if (action === "barrelroll") return rollMove(direction);
  if (action === "decloak") return decloakMove(direction);
  return template ? { action, direction, template } : { action, direction };
}

// ---- binding and rendering ----

// FOLDED is where the move card starts folded: a portrait phone, where it
// sits between the board and the verdict (style.css).
const FOLDED = "(max-width: 899px) and (orientation: portrait)";

export function bind() {
  buildActions();
  buildTallon();
  buildDevices(planMove);
  $("move-open").open = !matchMedia(FOLDED).matches;
  $("move-open").addEventListener("toggle", scheduleRender);
  $("move-dial").addEventListener("click", onDialClick);
  $("move-special").addEventListener("click", onDialClick);
  $("move-dial").addEventListener("keydown", onDialKey);
  $("move-special").addEventListener("keydown", onDialKey);
  $("move-action-list").addEventListener("click", (e) => {
    const b = e.target.closest("button[data-action]");
    if (!b) return;
    planMove(sel(), actionMove(b.dataset));
  });
  $("move-action-list").addEventListener("change", (e) => {
    const t = e.target;
    if (t.name === "move-roll-position") roll.position = t.value;
    else if (t.id === "move-roll-template") roll.template = t.value;
    else if (t.name === "move-decloak-position") decloak.position = t.value;
    else return;
    // A barrel roll or decloak at the side already planned follows its options.
    const m = store.state.ships[sel()]?.move;
    if (m && (m.action === "barrelroll" || (m.action === "decloak" && m.direction !== "straight"))) planMove(sel(), actionMove(m));
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
  // The options shown are the planned move's; then a button is pressed
  // when the move it plans is the planned one.
  if (planned && planned.action === "barrelroll") {
    roll.template = planned.template || "straight";
    roll.position = planned.position || "middle";
  }
  if (planned && planned.action === "decloak" && planned.direction !== "straight") decloak.position = planned.position || "middle";
  for (const b of card.querySelectorAll(".move-action-button")) setPressed(b, !!planned && sameMove(planned, actionMove(b.dataset)));
  for (const r of card.querySelectorAll('input[name="move-roll-position"]')) r.checked = r.value === roll.position;
  for (const r of card.querySelectorAll('input[name="move-decloak-position"]')) r.checked = r.value === decloak.position;
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
