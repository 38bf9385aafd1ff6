// The page while the engine downloads: the board from the link (or the
// board saved here) drawn at once, its ships as placeholder markers at
// their places and headings, and how much of the engine has arrived.
//
// A marker has no size: a base's size, like every arc, is the engine's
// answer (engine.js), so until the engine is ready a ship is a round
// marker with its heading and number, never a guessed base. The play area
// and the obstacles are the page's own facts (pieces.js) and are drawn as
// they will be. The real pieces replace all of it once the engine answers.

import { store, onRender } from "./store.js";
import { legacyObstacle, pointsAttr } from "./pieces.js";
import { el } from "./draw.js";

const $ = (id) => document.getElementById(id);

let layer = null;
let early = null; // the state drawn, or null once the real board is up

// MARKER is a placeholder's radius in screen pixels: large enough to see
// and to read its number in, at any zoom.
const MARKER = 11;

const r2 = (v) => Math.round(v * 100) / 100;

// show draws state st (state.js; its ships unchecked: the catalog comes
// with the engine) on the board svg, marked as loading.
export function show(svg, st) {
  early = st;
  layer = el("g", { id: "layer-preview", class: "preview", "aria-hidden": "true" }, svg);
  svg.classList.add("early");
  const n = st.ships.length;
  const o = st.obstacles.length;
  $("loading-board").textContent = n || o ? `The board from the link, ${count(n, "ship")}${o ? ` and ${count(o, "obstacle")}` : ""}, loading:` : "";
  $("loading-text").textContent = "Downloading the engine…";
  $("loading-status").textContent = `${$("loading-board").textContent} downloading the engine`;
  onRender(draw);
  draw();
}

const count = (n, word) => `${n} ${word}${n === 1 ? "" : "s"}`;

// draw places the markers for the current zoom (store.ui.scale: board mm
// per screen pixel), so they keep their size on screen.
function draw() {
  if (!early) return;
  const k = store.ui.scale || 1;
  layer.replaceChildren();
  early.obstacles.forEach((ob) => {
    // An official token's outline is the engine's: until it is ready, a
    // marker where the token's centre is.
    const def = legacyObstacle(ob.type);
    const g = el("g", { class: `obstacle kind-${def ? def.kind : "unknown"} placeholder`, transform: `translate(${r2(ob.x)} ${r2(ob.y)})` }, layer);
    if (def) el("polygon", { class: "token-outline", points: pointsAttr(def.points), transform: `rotate(${r2(ob.heading)})` }, g);
    else el("circle", { class: "token-outline", r: r2(MARKER * k) }, g);
  });
  early.ships.forEach((s, i) => {
    const g = el("g", { class: `ship team-${s.team} placeholder`, "data-placeholder": i, transform: `translate(${r2(s.x)} ${r2(s.y)})` }, layer);
    const body = el("g", { transform: `rotate(${r2(s.heading)}) scale(${r2(k)})` }, g);
    el("circle", { class: "marker", r: MARKER }, body);
    // The heading: a pointer whose tip leaves the marker's front.
    el("path", { class: "marker-nose", d: `M-5 ${-MARKER + 3}L0 ${-MARKER - 6}L5 ${-MARKER + 3}Z` }, body);
    const num = el("text", { class: "ship-num", "text-anchor": "middle", dy: "0.35em" }, g);
    num.textContent = String(s.n);
    if (s.name) {
      const label = el("text", { class: "ship-label", "text-anchor": "middle", dy: "0.35em", y: r2((MARKER + 10) * k) }, g);
      label.textContent = s.name;
    }
  });
}

// progress shows how much of the engine has arrived: { loaded, total }
// in bytes (total 0: unknown, so the bytes so far without a percentage).
export function progress({ loaded, total }) {
  if (total > 0 && loaded >= total) return starting();
  const bar = $("loading-progress");
  const text = $("loading-text");
  if (total > 0) {
    const pct = Math.min(100, Math.floor((100 * loaded) / total));
    bar.max = total;
    bar.value = Math.min(loaded, total);
    // The percentage alone: the body counts decoded bytes, while a compressed
    // download crosses the link as a fraction of them.
    text.textContent = `Downloading the engine: ${pct}%`;
  } else {
    bar.removeAttribute("value"); // indeterminate
    text.textContent = `Downloading the engine: ${mb(loaded)} MB so far`;
  }
  bar.setAttribute("aria-valuetext", text.textContent);
  // Read out in quarters (or each megabyte), not at every chunk.
  const step = total > 0 ? Math.floor((4 * loaded) / total) : Math.floor(loaded / 1048576);
  if (step !== said) {
    said = step;
    $("loading-status").textContent = text.textContent;
  }
}

let said = -1;

const mb = (n) => (n / 1048576).toFixed(1);

// starting says the download is over and the engine is starting.
function starting() {
  const bar = $("loading-progress");
  bar.max = 1;
  bar.value = 1;
  $("loading-text").textContent = "Starting the engine…";
  $("loading-status").textContent = "Starting the engine…";
}

// hide takes the placeholders away: the real board is drawn.
export function hide() {
  early = null;
  layer?.remove();
  layer = null;
  $("board").classList.remove("early");
  $("loading").hidden = true;
  // The download is over: its status says nothing more (a hidden status
  // still read "Starting the engine…"); the verdict, a live region, says
  // what the board holds.
  $("loading-status").textContent = "";
}
