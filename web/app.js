// The board page. Input handlers only change state; setState validates,
// asks the engine (one xwing.board call per frame) and redraws.

import { BOARDS, SIZES, TURRETS, OBSTACLES, OBSTACLE_WORDS, GENERIC_ARCS, arcWords, worldPoints } from "./pieces.js";
import { emptyState, normalize, encode, decode, parseFragment, turretOf, turretPositions, normHeading, cleanName, MAX_SHIPS, MAX_OBSTACLES } from "./state.js";
import { verdicts, atRange } from "./verdict.js";
import { BoardView } from "./draw.js";
import { attachGestures } from "./gestures.js";

const $ = (id) => document.getElementById(id);

// ---- page mode: full page, or an embed (read-only unless embed=edit) ----
const query = new URLSearchParams(location.search);
const fragment0 = parseFragment(location.hash);
const embedParam = query.has("embed") ? query.get("embed") : fragment0.has("embed") ? fragment0.get("embed") : null;
const EMBED = embedParam !== null && embedParam !== "0";
const READ_ONLY = EMBED && embedParam !== "edit";

// ---- state ----
let xwing = null;
let catalog = new Map();
let catalogList = [];
let state = emptyState();
let answer = null; // the engine's answer mapped to state indices
const excluded = new Map(); // ship index -> why the engine refused it
const excludedObstacles = new Map();
let engineError = "";

const ui = {
  selObstacle: -1,
  view: null, // viewBox {x, y, w, h}
  scale: 1, // board mm per screen px
  lastVerdictKey: "",
  addTeam: "1",
};

// Performance samples for test/browser/measure.mjs.
const perf = { renders: [], engine: [], moves: [], last: 0, readyAt: 0 };

const svg = $("board");
const view = new BoardView(svg);

// ---- the one state setter ----
// setState validates next, stores it, and schedules one engine call and
// redraw for the coming frame. url: also update the address (debounced).
function setState(next, { url = true } = {}) {
  state = normalize(next, catalog).state;
  if (ui.selObstacle >= state.obstacles.length) ui.selObstacle = -1;
  scheduleRender();
  if (url) scheduleURL();
}

function canEdit() {
  return !READ_ONLY && xwing !== null;
}

// Helpers for handlers: each builds a new state and hands it to setState.
function updateShip(i, patch, opts) {
  if (!canEdit() || !state.ships[i]) return;
  const ships = state.ships.slice();
  ships[i] = { ...ships[i], ...patch };
  setState({ ...state, ships }, opts);
}

function updateObstacle(i, patch, opts) {
  if (!canEdit() || !state.obstacles[i]) return;
  const obstacles = state.obstacles.slice();
  obstacles[i] = { ...obstacles[i], ...patch };
  setState({ ...state, obstacles }, opts);
}

function select(i) {
  if (i === state.selected) return;
  // Arcs shown follow the newly selected ship's weapons unless the user picked.
  setState({ ...state, selected: i, arcs: null }, { url: !EMBED });
}

function selectObstacle(i) {
  ui.selObstacle = i;
  scheduleRender();
}

// ---- engine ----
function engineShip(s) {
  const o = { x: s.x, y: s.y, heading: s.heading, team: s.team };
  if (s.type.startsWith("@")) {
    o.size = s.type.slice(1);
    o.weapons = [{ name: "Primary", arc: s.arc, minRange: 1, maxRange: 3, primary: true }];
  } else {
    o.ship = s.type;
  }
  if (s.turret) o.turret = s.turret;
  if (s.mobile && hasMobileArc(s)) o.mobile = s.mobile;
  return o;
}

const obstacleCache = new Map();
function engineObstacle(o) {
  const key = `${o.shape}|${o.x}|${o.y}|${o.heading}`;
  let pts = obstacleCache.get(key);
  if (!pts) {
    if (obstacleCache.size > 200) obstacleCache.clear();
    pts = worldPoints(OBSTACLES[o.shape].points, o.x, o.y, o.heading);
    obstacleCache.set(key, pts);
  }
  return { points: pts };
}

function sizeOf(s) {
  if (s.type.startsWith("@")) return s.type.slice(1);
  const c = catalog.get(s.type);
  return c ? c.size : "small";
}

// compute asks the engine about the whole board. A ship or obstacle the
// engine refuses is left out (and flagged) so the rest still gets answers.
function compute() {
  excluded.clear();
  excludedObstacles.clear();
  engineError = "";
  answer = null;
  if (!xwing) return;
  let ships = [];
  state.ships.forEach((s, i) => {
    const size = sizeOf(s);
    if (state.edition === "1e" && (size === "medium" || size === "huge")) excluded.set(i, `${size} bases do not exist in first edition`);
    else ships.push(i);
  });
  let obstacles = state.obstacles.map((_, i) => i);
  for (let attempt = 0; attempt < 8; attempt++) {
    const input = {
      ships: ships.map((i) => engineShip(state.ships[i])),
      obstacles: obstacles.map((i) => engineObstacle(state.obstacles[i])),
      selected: ships.indexOf(state.selected),
      // Outline only the arcs on show: each costs the engine and the wire.
      arcs: [...visibleArcs()],
      edition: state.edition,
      maxRange: state.maxRange,
    };
    try {
      answer = mapAnswer(xwing.board(input), ships, obstacles);
      return;
    } catch (e) {
      const msg = e && e.message ? String(e.message) : String(e);
      const m = /\b(ships|obstacles)\[(\d+)\]/.exec(msg);
      if (m && m[1] === "ships" && +m[2] < ships.length) {
        excluded.set(ships[+m[2]], msg);
        ships = ships.filter((_, k) => k !== +m[2]);
        continue;
      }
      if (m && m[1] === "obstacles" && +m[2] < obstacles.length) {
        excludedObstacles.set(obstacles[+m[2]], msg);
        obstacles = obstacles.filter((_, k) => k !== +m[2]);
        continue;
      }
      engineError = msg;
      return;
    }
  }
}

// mapAnswer turns engine indices (into the lists actually sent) back into
// board indices.
function mapAnswer(res, shipIdx, obsIdx) {
  const ship = (t) => (typeof t === "number" ? (shipIdx[t] ?? -1) : -1);
  const obs = (t) => (typeof t === "number" ? (obsIdx[t] ?? -1) : t);
  const mapOpt = (a) => ({ ...a, target: ship(a.target), obstructedBy: (a.obstructedBy || []).map(obs) });
  const attacks = new Map();
  (res.attacks || []).forEach((list, k) => attacks.set(shipIdx[k], (list || []).map(mapOpt)));
  let selected = null;
  if (res.selected) {
    const s = res.selected;
    selected = {
      index: shipIdx[s.index],
      transform: s.transform || "",
      arcs: s.arcs || [],
      rings: s.rings || [],
      others: (s.others || []).map((o) => ({ ...o, index: shipIdx[o.index] })),
      obstacles: (s.obstacles || []).map((o) => ({ ...o, index: obsIdx[o.index] })),
    };
  }
  return { attacks, selected };
}

// ---- labels ----
function modelName(s) {
  if (s.type.startsWith("@")) {
    const size = s.type.slice(1);
    return `${size[0].toUpperCase()}${size.slice(1)} ship`;
  }
  const c = catalog.get(s.type);
  return c ? c.name : s.type;
}

function shipLabel(i) {
  const s = state.ships[i];
  if (!s) return `ship ${i + 1}`;
  return s.name ? `${modelName(s)} “${s.name}”` : `${modelName(s)} #${i + 1}`;
}

function obstacleLabel(i) {
  const o = state.obstacles[i];
  if (typeof i !== "number" || !o) return String(i);
  const kind = OBSTACLES[o.shape].kind;
  let n = 0;
  for (let k = 0; k <= i; k++) if (OBSTACLES[state.obstacles[k].shape].kind === kind) n++;
  return `${OBSTACLE_WORDS[kind]} ${n}`;
}

// weaponArcs lists the drawn arcs a ship's weapons use: the arcs shown by
// default when it is selected.
function weaponArcs(s) {
  let arcs;
  if (s.type.startsWith("@")) arcs = [s.arc];
  else if (state.edition === "1e") arcs = ["primary"];
  else {
    const c = catalog.get(s.type);
    const weapons = c ? [...(c.weapons || []), ...(c.variants || []).flatMap((v) => v.weapons || [])] : [];
    arcs = weapons.map((w) => w.arc);
  }
  const out = new Set();
  for (const a of arcs) {
    if (a === "singleTurret" || a === "doubleTurret") for (const p of (s.turret || "front").split("-")) out.add(p);
    else if (a === "mobile") out.add("mobile");
    else if (a !== "turret360") out.add(a);
  }
  return out;
}

// hasMobileArc reports whether s carries a 1e mobile arc pointer.
function hasMobileArc(s) {
  return state.edition === "1e" && s.type.startsWith("@") && s.arc === "mobile";
}

function visibleArcs() {
  const s = state.ships[state.selected];
  if (!s) return new Set();
  return state.arcs ? new Set(state.arcs) : weaponArcs(s);
}

// ---- rendering ----
let renderPending = false;
function scheduleRender() {
  if (renderPending) return;
  renderPending = true;
  requestAnimationFrame(renderNow);
}

function renderNow() {
  renderPending = false;
  const t0 = performance.now();
  compute();
  const t1 = performance.now();
  draw();
  const dt = performance.now() - t0;
  perf.last = dt;
  perf.renders.push(dt);
  perf.engine.push(t1 - t0);
  if (perf.renders.length > 1000) {
    perf.renders.splice(0, 500);
    perf.engine.splice(0, 500);
  }
}

function draw() {
  view.drawMat(state.board);
  const sel = state.selected;
  const a = answer;
  const targets = new Set();
  const threats = new Set();
  if (a && sel >= 0) {
    for (const o of a.attacks.get(sel) || []) targets.add(o.target);
    for (const [i, list] of a.attacks) if (list.some((o) => o.target === sel)) threats.add(i);
  }
  view.drawShips(
    state.ships.map((s, i) => ({
      size: sizeOf(s),
      x: s.x,
      y: s.y,
      heading: s.heading,
      team: s.team,
      turret: s.turret,
      mobile: hasMobileArc(s) ? s.mobile || "front" : "",
      label: `${shipLabel(i)}, team ${s.team}, at x ${s.x} mm, y ${s.y} mm, heading ${s.heading}°`,
      short: s.name || modelName(s),
      cls: [excluded.has(i) ? "invalid" : "", targets.has(i) ? "target" : "", threats.has(i) ? "threat" : ""].filter(Boolean).join(" "),
    })),
    sel,
  );

  const ss = state.ships[sel];
  const obstructing = new Set();
  const lines = [];
  if (a && a.selected) {
    const mine = a.attacks.get(sel) || [];
    for (const o of a.selected.others) {
      const other = state.ships[o.index];
      if (!other) continue;
      const opts = mine.filter((x) => x.target === o.index);
      if (opts.length) {
        const best = opts.slice().sort((p, q) => p.range - q.range || (p.obstruction === "obstructed") - (q.obstruction === "obstructed"))[0];
        for (const x of opts) if (x.obstruction !== "clear") for (const b of x.obstructedBy) obstructing.add(b);
        lines.push({ key: o.index, from: best.from, to: best.to, range: best.range, cls: `attack ${best.obstruction}` });
      } else if (o.range && o.range.from && o.range.to) {
        lines.push({ key: o.index, from: o.range.from, to: o.range.to, range: o.range.range, cls: other.team === state.ships[sel].team ? "plain friend" : "plain" });
      }
    }
  }
  view.drawObstacles(
    state.obstacles.map((o, i) => ({
      ...o,
      label: `${obstacleLabel(i)} at x ${o.x} mm, y ${o.y} mm`,
      short: String(obstacleLabel(i).match(/\d+$/)[0]),
      cls: [obstructing.has(i) ? "obstructing" : "", excludedObstacles.has(i) ? "invalid" : ""].filter(Boolean).join(" "),
    })),
    ui.selObstacle,
  );
  if (a && a.selected) {
    // Ring labels sit behind the ship, where the ring crosses its centre
    // line (a ring is the base grown by 100 mm per range).
    const h = (ss.heading * Math.PI) / 180;
    const back = view.shipHalfLength(sel);
    const ringLabel = (n) => ({ x: ss.x - Math.sin(h) * (back + 100 * n), y: ss.y + Math.cos(h) * (back + 100 * n) });
    view.drawArcs(a.selected.arcs, visibleArcs(), a.selected.rings, a.selected.transform, ringLabel);
  }
  else view.drawArcs([], new Set(), [], "");
  view.drawLines(lines, ui.scale);
  view.drawHandle("ship", canEdit() && ss ? ss : null, ss ? view.shipHalfLength(sel) : 0, ui.scale);
  const so = state.obstacles[ui.selObstacle];
  view.drawHandle("obstacle", canEdit() && so ? so : null, 50, ui.scale);
  svg.classList.toggle("has-selection", sel >= 0);

  drawVerdicts();
  drawPanel();
}

function drawVerdicts() {
  const list = $("verdicts");
  const intro = $("verdict-intro");
  const sel = state.selected;
  let items = [];
  let introText;
  if (!xwing) introText = "Waiting for the engine…";
  else if (engineError) introText = `The engine could not measure this board: ${engineError}`;
  else if (state.ships.length === 0) introText = READ_ONLY ? "This board is empty." : "Add ships, then select one to see what it can attack.";
  else if (sel < 0) introText = "Select a ship (tap it, or Tab to it) to see its arcs, ranges and targets.";
  else if (excluded.has(sel)) introText = `${shipLabel(sel)} can't be measured: ${excluded.get(sel)}`;
  else if (!answer || !answer.selected) introText = "No answer from the engine.";
  else {
    const s = state.ships[sel];
    introText = `${shipLabel(sel)} (team ${s.team}) at x ${s.x}, y ${s.y}, heading ${s.heading}°.`;
    if (state.ships.length === 1) introText += " Add another ship to measure against.";
    items = verdicts(
      { selected: sel, edition: state.edition, others: answer.selected.others, attacksOf: (i) => answer.attacks.get(i) || [] },
      state.ships,
      shipLabel,
      obstacleLabel,
    );
    for (const [i, why] of excluded) if (i !== sel) items.push({ index: i, kind: "invalid", headline: `${shipLabel(i)} can't be measured: ${why}`, details: [] });
  }
  if (intro._text !== introText) {
    intro._text = introText;
    intro.textContent = introText;
  }
  // Reuse list items by ship index so a live region only announces what changed.
  const byIndex = new Map();
  for (const li of list.children) byIndex.set(li._index, li);
  const keep = [];
  for (const it of items) {
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

  const obsText =
    answer && answer.selected && answer.selected.obstacles.length
      ? "Obstacles: " + answer.selected.obstacles.map((o) => `${obstacleLabel(o.index)} ${atRange(o.range)}`).join("; ") + "."
      : "";
  const op = $("obstacle-ranges");
  if (op.textContent !== obsText) op.textContent = obsText;
}

const teamRadios = document.querySelectorAll('input[name="sel-team"]');

function setInput(input, value) {
  if (document.activeElement === input) return;
  const v = String(value);
  if (input.value !== v) input.value = v;
}

function drawPanel() {
  $("edition").value = state.edition;
  $("board-size").value = state.board;
  $("max-range").value = String(state.maxRange);
  const sel = state.selected;
  const s = state.ships[sel];
  const card = $("selected-card");
  card.hidden = !s || READ_ONLY;
  if (s) {
    $("selected-title").textContent = shipLabel(sel);
    setInput($("sel-name"), s.name);
    setInput($("sel-x"), s.x);
    setInput($("sel-y"), s.y);
    setInput($("sel-heading"), s.heading);
    for (const r of teamRadios) r.checked = r.value === s.team;
    const positions = turretPositions(s, catalog);
    $("sel-turret-row").hidden = positions.length === 0;
    $("sel-turret-rotate-row").hidden = positions.length < 2;
    const ts = $("sel-turret");
    const tkey = positions.join(",");
    if (ts._key !== tkey) {
      ts._key = tkey;
      ts.replaceChildren(...positions.map((p) => new Option(TURRETS[p].label, p)));
    }
    if (positions.length) ts.value = s.turret;
    $("sel-mobile-row").hidden = !hasMobileArc(s);
    $("sel-mobile").value = s.mobile || "front";
    const generic = s.type.startsWith("@");
    $("sel-arc-row").hidden = !generic;
    const as = $("sel-arc");
    const akey = state.edition;
    if (as._key !== akey) {
      as._key = akey;
      as.replaceChildren(...GENERIC_ARCS[state.edition].map((a) => new Option(arcWords(a), a)));
    }
    if (generic) as.value = s.arc;
    drawArcToggles();
  }
  const o = state.obstacles[ui.selObstacle];
  $("obstacle-card").hidden = !o || READ_ONLY;
  if (o) {
    $("obstacle-title").textContent = obstacleLabel(ui.selObstacle);
    setInput($("obs-heading"), o.heading);
  }
  drawShipList();
}

// DRAWN_ARCS are the arcs a selected ship can show, per edition (the
// engine's default outlines: turrets point at these standard arcs).
const DRAWN_ARCS = {
  "2e": ["front", "rear", "left", "right", "fullFront", "fullRear", "bullseye"],
  "1e": ["primary", "auxRear", "aux180", "mobile", "special", "bullseye"],
};

function drawArcToggles() {
  const box = $("arc-toggles");
  const arcs = answer && answer.selected ? DRAWN_ARCS[state.edition] || DRAWN_ARCS["2e"] : [];
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
  const vis = visibleArcs();
  for (const cb of box.querySelectorAll("input")) cb.checked = vis.has(cb.value);
}

function drawShipList() {
  const ol = $("ship-list");
  const key = state.ships.map((s, i) => `${shipLabel(i)}|${s.team}|${i === state.selected}`).join("\n");
  if (ol._key === key) return;
  ol._key = key;
  ol.replaceChildren(
    ...state.ships.map((s, i) => {
      const li = document.createElement("li");
      li.className = `team-${s.team}${i === state.selected ? " selected" : ""}`;
      const b = document.createElement("button");
      b.type = "button";
      b.dataset.i = String(i);
      b.textContent = shipLabel(i);
      b.setAttribute("aria-pressed", i === state.selected ? "true" : "false");
      li.append(b);
      return li;
    }),
  );
  if (!state.ships.length) {
    const li = document.createElement("li");
    li.className = "muted";
    li.textContent = "No ships yet.";
    ol.append(li);
  }
}

// ---- zoom and pan (the viewBox; view-only, not part of the state) ----
function fitView() {
  const b = BOARDS[state.board];
  const m = 24;
  setView({ x: -m, y: -m, w: b.width + 2 * m, h: b.height + 2 * m });
}

function setView(v) {
  const b = BOARDS[state.board];
  const w = Math.min(Math.max(v.w, 60), b.width * 3);
  const h = (w * v.h) / v.w;
  ui.view = { x: v.x, y: v.y, w, h };
  svg.setAttribute("viewBox", `${ui.view.x} ${ui.view.y} ${ui.view.w} ${ui.view.h}`);
  updateScale();
}

// updateScale records board mm per screen pixel so labels and handles keep
// a readable size at any zoom.
function updateScale() {
  const r = svg.getBoundingClientRect();
  if (!r.width || !ui.view) return;
  const k = Math.max(ui.view.w / r.width, ui.view.h / r.height);
  ui.scale = k;
  svg.style.setProperty("--k", String(k));
  scheduleRender();
}

function zoomAt(clientX, clientY, factor) {
  const p = toBoard(clientX, clientY);
  const v = ui.view;
  const w = Math.min(Math.max(v.w / factor, 60), BOARDS[state.board].width * 3);
  const f = v.w / w;
  setView({ x: p.x - (p.x - v.x) / f, y: p.y - (p.y - v.y) / f, w, h: v.h / f });
}

// toBoard maps client (screen) coordinates to board mm: the one place the
// page converts pointer positions.
function toBoard(clientX, clientY) {
  const m = svg.getScreenCTM();
  if (!m) return { x: 0, y: 0 };
  const p = new DOMPoint(clientX, clientY).matrixTransform(m.inverse());
  return { x: p.x, y: p.y };
}

// ---- URL ----
let urlTimer = 0;
function scheduleURL() {
  clearTimeout(urlTimer);
  urlTimer = setTimeout(writeURL, 200);
}

function shareFragment() {
  return encode(state);
}

function writeURL() {
  clearTimeout(urlTimer);
  if (!xwing) return;
  let frag;
  try {
    frag = shareFragment();
  } catch (e) {
    showMessage(`The board could not be written to the address: ${e.message}`);
    return;
  }
  if (fragment0.has("embed")) frag += `&embed${embedParam ? "=" + encodeURIComponent(embedParam) : ""}`;
  if (location.hash.slice(1) !== frag) {
    try {
      history.replaceState(null, "", `#${frag}`);
    } catch {
      // A sandboxed frame may refuse: the board still works.
    }
  }
}

function shareURL(embed) {
  const u = new URL(location.href);
  u.search = embed ? `?embed=${embed}` : "";
  u.hash = shareFragment();
  return u.href;
}

function readURL() {
  const r = decode(location.hash, catalog);
  if (r.problems.length) {
    const shown = r.problems.slice(0, 4).join("; ") + (r.problems.length > 4 ? `; and ${r.problems.length - 4} more` : "");
    showMessage(`Part of this link could not be read, so the board may be incomplete: ${shown}.`);
  }
  setState(r.state, { url: false });
  fitView();
}

// ---- messages ----
function showMessage(text) {
  $("message-text").textContent = text;
  $("message").hidden = false;
}

function fatal(text) {
  document.body.classList.remove("booting");
  document.body.classList.add("failed");
  $("loading").classList.add("failed");
  $("loading-text").textContent = text;
  $("verdict-intro").textContent = text;
  document.documentElement.dataset.ready = "error";
}

let toastTimer = 0;
function toast(text) {
  const t = $("message-text");
  showMessage(text);
  clearTimeout(toastTimer);
  toastTimer = setTimeout(() => {
    if (t.textContent === text) $("message").hidden = true;
  }, 2500);
}

// ---- adding pieces ----
function freeSpot(team) {
  const b = BOARDS[state.board];
  const y = team === "1" ? b.height - 80 : 80;
  const xs = [0, 1, -1, 2, -2, 3, -3, 4, -4, 5, -5].map((k) => b.width / 2 + k * 90);
  for (const x of xs) {
    if (!state.ships.some((s) => Math.abs(s.x - x) < 60 && Math.abs(s.y - y) < 60)) return { x, y };
  }
  return { x: b.width / 2 + (Math.random() - 0.5) * 200, y: b.height / 2 + (Math.random() - 0.5) * 200 };
}

function addShip(type) {
  if (!canEdit()) return;
  if (state.ships.length >= MAX_SHIPS) {
    showMessage(`A board holds at most ${MAX_SHIPS} ships.`);
    return;
  }
  const team = ui.addTeam;
  const spot = freeSpot(team);
  const s = { type, team, x: spot.x, y: spot.y, heading: team === "1" ? 0 : 180, turret: "", mobile: "", name: "", arc: "" };
  setState({ ...state, ships: [...state.ships, s], selected: state.ships.length, arcs: null });
}

function addObstacle(shape) {
  if (!canEdit()) return;
  if (state.obstacles.length >= MAX_OBSTACLES) {
    showMessage(`A board holds at most ${MAX_OBSTACLES} obstacles.`);
    return;
  }
  const b = BOARDS[state.board];
  const n = state.obstacles.length;
  const ang = n * 2.4;
  const rad = 60 + 45 * (n % 5);
  const o = { shape, x: b.width / 2 + rad * Math.cos(ang), y: b.height / 2 + rad * Math.sin(ang), heading: (n * 67) % 360 };
  ui.selObstacle = n;
  setState({ ...state, obstacles: [...state.obstacles, o] });
}

function removeShip(i) {
  if (!canEdit() || !state.ships[i]) return;
  const ships = state.ships.filter((_, k) => k !== i);
  const selected = state.selected === i ? -1 : state.selected > i ? state.selected - 1 : state.selected;
  setState({ ...state, ships, selected });
}

function removeObstacle(i) {
  if (!canEdit() || !state.obstacles[i]) return;
  ui.selObstacle = -1;
  setState({ ...state, obstacles: state.obstacles.filter((_, k) => k !== i) });
}

function rotateTurret(i) {
  const s = state.ships[i];
  if (!s) return;
  const positions = turretPositions(s, catalog);
  if (positions.length < 2) return;
  const next = positions[(positions.indexOf(s.turret) + 1) % positions.length];
  // The arcs shown go back to the weapons' arcs, so they follow the turret.
  updateShip(i, { turret: next });
  if (state.arcs) setState({ ...state, arcs: null });
}

// ---- search ----
function normalizeText(t) {
  return t.toLowerCase().replace(/[^a-z0-9]+/g, "");
}

let searchActive = -1;
function drawSearch() {
  const input = $("ship-search");
  const q = normalizeText(input.value);
  const ul = $("ship-results");
  let matches = [];
  if (q) {
    matches = catalogList
      .map((c) => {
        const n = normalizeText(c.name);
        const i = n.indexOf(q);
        const j = c.id.indexOf(q);
        const pos = i >= 0 ? i : j >= 0 ? j + 50 : -1;
        return { c, pos };
      })
      .filter((m) => m.pos >= 0)
      .sort((a, b) => a.pos - b.pos || a.c.name.localeCompare(b.c.name))
      .slice(0, 8)
      .map((m) => m.c);
  }
  if (searchActive >= matches.length) searchActive = matches.length - 1;
  if (searchActive < 0 && matches.length) searchActive = 0;
  ul.replaceChildren(
    ...matches.map((c, k) => {
      const li = document.createElement("li");
      li.id = `ship-opt-${k}`;
      li.setAttribute("role", "option");
      li.dataset.id = c.id;
      li.className = k === searchActive ? "active" : "";
      li.setAttribute("aria-selected", k === searchActive ? "true" : "false");
      const name = document.createElement("span");
      name.textContent = c.name;
      const meta = document.createElement("span");
      meta.className = "muted small";
      meta.textContent = ` ${c.size}${c.turret ? `, ${c.turret} turret` : ""}`;
      li.append(name, meta);
      return li;
    }),
  );
  if (q && !matches.length) {
    const li = document.createElement("li");
    li.className = "muted";
    li.textContent = "No ship matches.";
    ul.append(li);
  }
  input.setAttribute("aria-expanded", matches.length ? "true" : "false");
  if (matches.length) input.setAttribute("aria-activedescendant", `ship-opt-${searchActive}`);
  else input.removeAttribute("aria-activedescendant");
  return matches;
}

// ---- wiring ----
function bindControls() {
  $("message-close").addEventListener("click", () => ($("message").hidden = true));
  $("edition").addEventListener("change", (e) => canEdit() && setState({ ...state, edition: e.target.value, arcs: null }));
  $("board-size").addEventListener("change", (e) => {
    if (!canEdit()) return;
    setState({ ...state, board: e.target.value });
    fitView();
  });
  $("max-range").addEventListener("change", (e) => canEdit() && setState({ ...state, maxRange: Number(e.target.value) }));

  $("copy-link").addEventListener("click", () => copyText(shareURL(""), "Link copied."));
  const dialog = $("embed-dialog");
  const fillEmbed = () => {
    const src = shareURL($("embed-interactive").checked ? "edit" : "1");
    $("embed-code").value = `<iframe src="${src.replace(/&/g, "&amp;").replace(/"/g, "&quot;")}" width="640" height="760" style="border:0;max-width:100%" title="X-Wing board" loading="lazy"></iframe>`;
  };
  $("embed-button").addEventListener("click", () => {
    fillEmbed();
    if (typeof dialog.showModal === "function") dialog.showModal();
    else dialog.setAttribute("open", "");
    $("embed-code").select();
  });
  $("embed-interactive").addEventListener("change", fillEmbed);
  $("embed-copy").addEventListener("click", () => copyText($("embed-code").value, "Embed code copied."));
  $("embed-close").addEventListener("click", () => dialog.close());

  // Selected ship inputs.
  $("sel-name").addEventListener("input", (e) => updateShip(state.selected, { name: cleanName(e.target.value) }));
  for (const r of document.querySelectorAll('input[name="sel-team"]')) r.addEventListener("change", (e) => updateShip(state.selected, { team: e.target.value }));
  const numeric = (id, field) =>
    $(id).addEventListener("input", (e) => {
      const v = e.target.valueAsNumber;
      if (Number.isFinite(v)) updateShip(state.selected, { [field]: v });
    });
  numeric("sel-x", "x");
  numeric("sel-y", "y");
  numeric("sel-heading", "heading");
  for (const id of ["sel-x", "sel-y", "sel-heading", "obs-heading"]) $(id).addEventListener("blur", () => scheduleRender());
  $("rot-left").addEventListener("click", () => state.ships[state.selected] && updateShip(state.selected, { heading: state.ships[state.selected].heading - 5 }));
  $("rot-right").addEventListener("click", () => state.ships[state.selected] && updateShip(state.selected, { heading: state.ships[state.selected].heading + 5 }));
  $("sel-turret").addEventListener("change", (e) => updateShip(state.selected, { turret: e.target.value }));
  $("sel-turret-rotate").addEventListener("click", () => rotateTurret(state.selected));
  $("sel-mobile").addEventListener("change", (e) => updateShip(state.selected, { mobile: e.target.value }));
  $("sel-arc").addEventListener("change", (e) => {
    updateShip(state.selected, { arc: e.target.value, turret: "" });
    setState({ ...state, arcs: null });
  });
  $("arc-toggles").addEventListener("change", (e) => {
    const cb = e.target;
    if (!(cb instanceof HTMLInputElement)) return;
    const vis = visibleArcs();
    if (cb.checked) vis.add(cb.value);
    else vis.delete(cb.value);
    setState({ ...state, arcs: [...vis] }, { url: !READ_ONLY });
  });
  $("arcs-auto").addEventListener("click", () => setState({ ...state, arcs: null }));
  $("sel-remove").addEventListener("click", () => removeShip(state.selected));
  $("sel-duplicate").addEventListener("click", () => {
    const s = state.ships[state.selected];
    if (!s || !canEdit() || state.ships.length >= MAX_SHIPS) return;
    setState({ ...state, ships: [...state.ships, { ...s, x: s.x + 50, y: s.y, name: "" }], selected: state.ships.length });
  });
  $("obs-heading").addEventListener("input", (e) => {
    const v = e.target.valueAsNumber;
    if (Number.isFinite(v)) updateObstacle(ui.selObstacle, { heading: v });
  });
  $("obs-remove").addEventListener("click", () => removeObstacle(ui.selObstacle));

  // Adding.
  for (const r of document.querySelectorAll('input[name="add-team"]')) r.addEventListener("change", (e) => (ui.addTeam = e.target.value));
  for (const b of document.querySelectorAll("[data-size]")) b.addEventListener("click", () => addShip(`@${b.dataset.size}`));
  const search = $("ship-search");
  search.addEventListener("input", () => {
    searchActive = 0;
    drawSearch();
  });
  search.addEventListener("keydown", (e) => {
    const matches = drawSearch();
    if (e.key === "ArrowDown" || e.key === "ArrowUp") {
      e.preventDefault();
      if (!matches.length) return;
      searchActive = (searchActive + (e.key === "ArrowDown" ? 1 : -1) + matches.length) % matches.length;
      drawSearch();
    } else if (e.key === "Enter") {
      e.preventDefault();
      const c = matches[Math.max(0, searchActive)];
      if (c) addShip(c.id);
    } else if (e.key === "Escape") {
      search.value = "";
      drawSearch();
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
  $("ship-list").addEventListener("click", (e) => {
    const b = e.target.closest("button[data-i]");
    if (b) {
      select(Number(b.dataset.i));
    }
  });
  $("clear-board").addEventListener("click", () => {
    if (!canEdit()) return;
    ui.selObstacle = -1;
    setState({ ...state, ships: [], obstacles: [], selected: -1, arcs: null });
  });

  $("zoom-in").addEventListener("click", () => zoomCenter(1.4));
  $("zoom-out").addEventListener("click", () => zoomCenter(1 / 1.4));
  $("zoom-fit").addEventListener("click", fitView);

  window.addEventListener("hashchange", () => {
    if (location.hash.slice(1) !== shareFragment()) readURL();
  });
  window.addEventListener("pagehide", writeURL);
  new ResizeObserver(updateScale).observe(svg);
}

function zoomCenter(f) {
  const r = svg.getBoundingClientRect();
  zoomAt(r.left + r.width / 2, r.top + r.height / 2, f);
}

async function copyText(text, done) {
  try {
    await navigator.clipboard.writeText(text);
    toast(done);
  } catch {
    showMessage(`Copy this: ${text}`);
  }
}

// ---- service worker (offline). Refused in some frames: stay silent. ----
function registerServiceWorker() {
  try {
    if (!("serviceWorker" in navigator) || !window.isSecureContext) return;
    // The first worker taking over a first visit changes nothing; a worker
    // replacing another is a new version: offer a reload.
    let controller = navigator.serviceWorker.controller;
    navigator.serviceWorker.register("sw.js").catch(() => {});
    navigator.serviceWorker.addEventListener("controllerchange", () => {
      if (controller) $("update").hidden = false;
      controller = navigator.serviceWorker.controller;
    });
    $("update-reload").addEventListener("click", () => {
      writeURL();
      location.reload();
    });
  } catch {
    // No service worker here (e.g. a sandboxed or third-party frame).
  }
}

// ---- boot ----
async function boot() {
  document.body.classList.toggle("embed", EMBED);
  document.body.classList.toggle("read-only", READ_ONLY);
  if (EMBED) {
    const full = new URL(location.href);
    full.search = "";
    full.hash = location.hash.replace(/&embed(=[^&]*)?/, "");
    $("open-full").href = full.href;
  }
  fitView();
  bindControls();
  attachGestures(svg, {
    toBoard,
    canEdit,
    get state() {
      return state;
    },
    get ui() {
      return ui;
    },
    select,
    selectObstacle,
    updateShip,
    updateObstacle,
    removeShip,
    removeObstacle,
    rotateTurret,
    commitURL: scheduleURL,
    onMove: (dt) => {
      perf.moves.push(dt);
      if (perf.moves.length > 1000) perf.moves.splice(0, 500);
    },
    zoomAt,
    setView,
    focusShip: (i) => view.focusShip(i),
    focusObstacle: (i) => view.focusObstacle(i),
    readOnly: READ_ONLY,
    embed: EMBED,
  });
  if (typeof WebAssembly !== "object" || typeof WebAssembly.instantiate !== "function") {
    fatal("This browser can't run WebAssembly, which the board's engine needs. Please use a current Firefox, Chrome, Edge or Safari (and check that WebAssembly isn't turned off).");
    return;
  }
  const slow = setTimeout(() => ($("loading-text").textContent = "Still starting the engine… (a first visit downloads about 2 MB)"), 4000);
  try {
    const mod = await import("./xwing.js");
    xwing = await mod.load();
    const list = xwing.catalog();
    catalogList = Array.isArray(list) ? list.slice().sort((a, b) => String(a.name).localeCompare(String(b.name))) : [];
    catalog = new Map(catalogList.map((c) => [c.id, c]));
  } catch (e) {
    clearTimeout(slow);
    xwing = null;
    fatal(`The engine didn't start: ${e && e.message ? e.message : e}. Reload to try again.`);
    registerServiceWorker();
    return;
  }
  clearTimeout(slow);
  $("engine-version").textContent = `Engine ${xwing.version || ""}`;
  readURL();
  document.body.classList.remove("booting");
  $("loading").hidden = true;
  renderNow();
  perf.readyAt = performance.now();
  document.documentElement.dataset.ready = "true";
  registerServiceWorker();
}

// For tests and the measurement script: read-only views of the page.
globalThis.boardApp = {
  getState: () => JSON.parse(JSON.stringify(state)),
  perf,
  shipLabel,
  obstacleLabel,
  toBoard,
  engineState: () => ({
    ships: state.ships.map(engineShip),
    obstacles: state.obstacles.map(engineObstacle),
    edition: state.edition,
    maxRange: state.maxRange,
  }),
};

boot();
