// The board page: reads the page mode, starts the engine, wires the views.
//
// Who does what:
//   store.js     the one state and its setter (validate, measure, redraw)
//   engine.js    the engine adapter: the only module that calls the engine
//   actions.js   what the user can do; input handlers call these
//   board.js     the SVG board view (draw.js draws, gestures.js drags,
//                keys.js keys, viewport.js zooms)
//   panels/*.js  one module per panel, its rendering and its events
//   verdict.js   every word of the verdicts; model.js names the pieces
//   url.js       the board in the address; state.js its codec

import { parseFragment, needsCards } from "./state.js";
import { store, renderNow, scheduleRender, cardsArrived, dragBusy, dragPainter } from "./store.js";
import { loadEngine, loadRuleset, engineShip, engineTable, nextTask } from "./engine.js";
import { shipLabel, obstacleLabel } from "./model.js";
import { initBoard } from "./board.js";
import { fitView, toBoard } from "./viewport.js";
import { bindURL, readURL, writeURL, earlyBoard } from "./url.js";
import * as loading from "./loading.js";
import { bindMessages, fatal } from "./messages.js";
import { bindUndo } from "./undo.js";
import * as bar from "./panels/bar.js";
import * as verdictPanel from "./panels/verdict.js";
import * as selectedPanel from "./panels/selected.js";
import * as obstaclePanel from "./panels/obstacle.js";
import * as shipsPanel from "./panels/ships.js";
import * as movePanel from "./panels/move.js";
import * as jump from "./jump.js";
import * as theme from "./theme.js";
import * as embedSize from "./embed.js";

const $ = (id) => document.getElementById(id);

// ---- page mode: full page, or an embed (read-only unless embed=edit) ----
const query = new URLSearchParams(location.search);
const fragment0 = parseFragment(location.hash);
const embedParam = query.has("embed") ? query.get("embed") : fragment0.has("embed") ? fragment0.get("embed") : null;
store.mode.embed = embedParam !== null && embedParam !== "0";
store.mode.readOnly = store.mode.embed && embedParam !== "edit";
theme.init(store.mode.embed);

// ---- installing and the service worker (offline) ----

// linkManifest links the page's manifest (installing it as an app). Linked
// in index.html, over a slow link the manifest and its icon came while the
// engine downloaded; the page is installed once it is ready anyway.
function linkManifest() {
  if (document.querySelector('link[rel="manifest"]')) return;
  const link = document.createElement("link");
  link.rel = "manifest";
  link.href = "manifest.webmanifest";
  document.head.append(link);
}

// registerServiceWorker: refused in some frames, it stays silent.
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

// ---- the cards the first board doesn't need (panels/late.js) ----
// Asked for once the engine's bytes are in, while it starts (over a slow
// link the link is idle then), and bound once the board is drawn: the
// cards marked data-late in index.html are inert until then.
let latePanels = null;
const loadLatePanels = () => (latePanels ??= import("./panels/late.js"));

function bindLatePanels() {
  loadLatePanels()
    .then((late) => {
      late.bind();
      for (const card of document.querySelectorAll("[data-late]")) card.inert = false;
      scheduleRender(); // they draw the board as it is now
      document.documentElement.dataset.late = "true"; // for tests and measures
    })
    .catch((e) => {
      // Offline before the page was ever cached whole: the cards stay inert.
      latePanels = null;
      console.warn(`xwing: the page's other cards did not load: ${e && e.message}`);
    });
}

// onProgress tells the loading line how the engine's download goes and,
// once it is over, asks for the late cards.
function onProgress(p) {
  loading.progress(p);
  if (p.total > 0 && p.loaded >= p.total) loadLatePanels().catch(() => {}); // bindLatePanels reports
}

// ---- boot ----
async function boot() {
  const { embed, readOnly } = store.mode;
  document.body.classList.toggle("embed", embed);
  document.body.classList.toggle("read-only", readOnly);
  if (embed) {
    const full = new URL(location.href);
    full.search = "";
    full.hash = location.hash.replace(/&embed(=[^&]*)?/, "");
    $("open-full").href = full.href;
  }
  bindMessages();
  initBoard($("board"));
  fitView();
  await nextTask(); // the modules' evaluation was a task of its own
  for (const panel of [bar, verdictPanel, selectedPanel, obstaclePanel, shipsPanel, movePanel, jump, theme]) panel.bind();
  bindUndo();
  embedSize.bind(embed);
  bindURL(fragment0.has("embed") ? embedParam : null);
  await nextTask();
  if (typeof WebAssembly !== "object" || typeof WebAssembly.instantiate !== "function") {
    fatal("This browser can't run WebAssembly, which the board's engine needs. Please use a current Firefox, Chrome, Edge or Safari (and check that WebAssembly isn't turned off).");
    return;
  }
  // The board from the link at once, its ships as placeholders, while the
  // engine downloads (loading.js); the engine's own pieces replace them.
  const early = earlyBoard();
  const cardsFirst = needsCards(early);
  store.state = { ...store.state, board: early.board, edition: early.edition, ruleset: early.ruleset, maxRange: early.maxRange };
  fitView();
  loading.show($("board"), early);
  store.perf.earlyAt = performance.now();
  document.documentElement.dataset.early = "true";
  let engine;
  try {
    // start.js, inline in index.html, starts the engine then, and hands
    // over its preload for the cards of a board with pilots.
    const preload = await globalThis.xwingFirstPaint;
    if (cardsFirst && typeof preload === "function") preload(`cards-${early.ruleset}.txt`);
    engine = await loadEngine({ onProgress, ruleset: early.ruleset, cardsFirst });
  } catch (e) {
    fatal(`The engine didn't start: ${e && e.message ? e.message : e}. Reload to try again.`);
    linkManifest();
    registerServiceWorker();
    return;
  }
  store.catalogList = engine.catalog;
  store.catalog = new Map(engine.catalog.map((c) => [c.id, c]));
  store.cards = engine.cards;
  store.rulesets = engine.rulesets;
  store.engineReady = true;
  $("engine-version").textContent = `Engine ${engine.version}`;
  await nextTask();
  // The board from the link, drawn at once: not in a task of its own, or
  // the redraw readURL schedules would come first and draw it twice.
  readURL({ boot: true });
  loading.hide();
  renderNow();
  // The cards below the verdict show once the board is drawn: shown
  // before, they were laid out twice, the first time inside the drawing
  // (its labels measure their text, which lays out the whole page). The
  // move card comes with the board, the others in a task after the frame
  // that paints it (style.css, body.cards-later).
  document.body.classList.replace("booting", "cards-later");
  requestAnimationFrame(() => setTimeout(() => document.body.classList.remove("cards-later")));
  store.perf.readyAt = performance.now();
  document.documentElement.dataset.ready = "true";
  bindLatePanels();
  // A board without pilots was drawn without waiting for its cards: they
  // come now.
  if (!engine.cards) {
    const r = store.state.ruleset;
    store.cardsLoading = true;
    loadRuleset(r)
      .catch((e) => console.warn(`xwing: no pilot cards: ${e && e.message}`))
      .finally(() => {
        store.cardsLoading = false;
        cardsArrived(r);
      });
  }
  linkManifest();
  registerServiceWorker();
}

// For tests and the measurement script: read-only views of the page.
globalThis.boardApp = {
  dragBusy,
  // What the drag worker painted last (painter.js drawn), for the tests.
  painted: () => dragPainter()?.drawn() ?? Promise.resolve(null),
  getState: () => JSON.parse(JSON.stringify(store.state)),
  getView: () => ({ ...store.ui.view }), // the board's view, board mm
  perf: store.perf,
  shipLabel,
  obstacleLabel,
  toBoard,
  engineState: () => ({
    ships: store.state.ships.map((s) => engineShip(s, store.state.edition)),
    ...(({ obstacles, tokens }) => ({ obstacles, tokens }))(engineTable(store.state.obstacles)),
    edition: store.state.edition,
    ruleset: store.state.ruleset,
    maxRange: store.state.maxRange,
  }),
};

boot();
