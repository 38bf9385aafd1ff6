// <xwing-board state="v1=...">: a read-only board and the verdict for its
// selected ship, drawn from a share-link state (the text the board page
// puts after "#"; "#v1=..." or a whole page URL holding it works too), for
// sites that allow scripts:
//
//   <script type="module" src="https://example.org/xwing/xwing-board.js"></script>
//   <xwing-board state="v1=2e,s,3,0,*/t65xwing,1,457.2,834.4,0;tielnfighter,2,600,640,180/"></xwing-board>
//
// Attributes: state; theme ("auto", the default: prefers-color-scheme;
// "light"; "dark"); details (present: each verdict's detail lines too).
// Events: "render" after each drawing, "error" when there is nothing to
// draw (docs/api.md).
//
// Nothing here knows a fact of the game: the page's own modules read the
// state (state.js), measure it (engine.js: one engine per page, loaded by
// xwing.js next to this file), say what to draw (scene.js), draw it
// (draw.js), show the engine's verdict (verdict.js; names.js names the pieces) and style it
// (style.css, linked inside the element's shadow root, so page styles
// stay out and the element's stay in).

import { decode, problemsText } from "./state.js";
import { BOARDS } from "./pieces.js";
import { loadEngine, measureBoard } from "./engine.js";
import { BoardView, fittedView, el as svgEl } from "./draw.js";
import { boardScene } from "./scene.js";
import { namer } from "./names.js";
import { boardVerdicts, verdictIntro, obstacleRanges } from "./verdict.js";
import { resolveTheme, watchSystemTheme } from "./theme.js";

const STYLE = new URL("./style.css", import.meta.url).href;
const EXAMPLE = "v1=2e,s,3,0,*/t65xwing,1,450,800,0;tielnfighter,2,450,500,180/";

// HOST styles the element's own box: a block as wide as its container,
// nothing inherited from the page. A constructed sheet, so no inline
// style is needed (CSP); style.css holds the rest.
const HOST = (() => {
  try {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(":host { all: initial; display: block; } :host([hidden]) { display: none; }");
    return sheet;
  } catch {
    return null; // a browser without constructed sheets: an inline box
  }
})();

let engine = null;

// theEngine starts the engine once for every element on the page and
// resolves to its lists by id ({ catalog: Map, pilots: get and has }, as
// names.js and state.js take them). A failed start is tried again by the next render.
function theEngine() {
  if (!engine) {
    engine = loadEngine().then((e) => ({
      catalog: new Map(e.catalog.map((c) => [c.id, c])),
      pilots: e.cards ? e.cards.pilots : new Map(), // by id: get, has
    }));
    engine.catch(() => {
      engine = null;
    });
  }
  return engine;
}

// fragmentOf is the share-link state in text: what follows its "#" (a
// page URL, "#v1=..."), else the whole text. A state never holds a "#":
// ship names travel percent-encoded.
export function fragmentOf(text) {
  const t = String(text ?? "").trim();
  const i = t.indexOf("#");
  return i >= 0 ? t.slice(i + 1) : t;
}

function html(name, attrs = {}, parent = null) {
  const e = document.createElement(name);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  if (parent) parent.appendChild(e);
  return e;
}

const plural = (n, one, many) => `${n} ${n === 1 ? one : many}`;

export class XWingBoard extends HTMLElement {
  static observedAttributes = ["state", "theme", "details"];

  #frame;
  #svg;
  #title;
  #desc;
  #view;
  #error;
  #warning;
  #intro;
  #list;
  #obstacles;
  #styled;
  #status = "loading";
  #generation = 0;
  #pending = false;
  #board = null; // { measured, names, problems } of the state drawn
  #resize = null;
  #unwatch = null;

  constructor() {
    super();
    const root = this.attachShadow({ mode: "open" });
    if (HOST) root.adoptedStyleSheets = [HOST];
    const link = html("link", { rel: "stylesheet", href: STYLE }, root);
    // Drawing waits for the styles: label sizes are measured as styled.
    this.#styled = new Promise((resolve) => {
      link.addEventListener("load", () => resolve(true), { once: true });
      link.addEventListener("error", () => resolve(false), { once: true });
    });
    // Hidden until styled (the hidden attribute needs no stylesheet).
    this.#frame = html("div", { class: "xwing-board", part: "board", hidden: "" }, root);
    this.#error = html("p", { class: "xb-error", role: "alert", hidden: "" }, this.#frame);
    this.#svg = svgEl("svg", { class: "xb-board", role: "img", "aria-labelledby": "xb-title xb-desc", preserveAspectRatio: "xMidYMid meet" }, this.#frame);
    this.#title = svgEl("title", { id: "xb-title" }, this.#svg);
    this.#desc = svgEl("desc", { id: "xb-desc" }, this.#svg);
    this.#view = new BoardView(this.#svg, { interactive: false });
    this.#warning = html("p", { class: "xb-warning", hidden: "" }, this.#frame);
    this.#intro = html("p", { class: "xb-intro" }, this.#frame);
    this.#intro.textContent = "Loading the board…";
    this.#list = html("ul", { class: "verdicts xb-verdicts" }, this.#frame);
    this.#obstacles = html("p", { class: "xb-obstacles", hidden: "" }, this.#frame);
    this.#applyOptions();
  }

  // status is "loading", "ready" (a board is drawn) or "error" (a message
  // says why none is).
  get status() {
    return this.#status;
  }

  connectedCallback() {
    this.#resize = new ResizeObserver(() => this.#draw());
    this.#resize.observe(this.#svg);
    this.#unwatch = watchSystemTheme(() => this.#applyOptions());
    this.#applyOptions();
    this.#schedule();
  }

  disconnectedCallback() {
    this.#resize?.disconnect();
    this.#unwatch?.();
    this.#resize = this.#unwatch = null;
  }

  attributeChangedCallback(name, old, value) {
    if (old === value) return;
    if (name === "state") this.#schedule();
    else this.#applyOptions();
  }

  // #applyOptions shows the theme and the detail lines the attributes ask for.
  #applyOptions() {
    this.#frame.dataset.theme = resolveTheme(this.getAttribute("theme") || "auto");
    this.#frame.classList.toggle("xb-details", this.hasAttribute("details"));
  }

  // #schedule renders once after the attribute changes of this task.
  #schedule() {
    if (this.#pending || !this.isConnected) return;
    this.#pending = true;
    queueMicrotask(() => {
      this.#pending = false;
      this.#render();
    });
  }

  // #render reads the state, measures it and draws it. It never throws:
  // what goes wrong is shown in the element and sent as an "error" event.
  async #render() {
    const gen = ++this.#generation;
    const current = () => gen === this.#generation && this.isConnected;
    try {
      const styled = await this.#styled;
      if (!current()) return;
      this.#frame.hidden = false;
      if (!styled) console.warn(`xwing-board: ${STYLE} did not load; the board is drawn without its styles`);
      let lists;
      try {
        lists = await theEngine();
      } catch (e) {
        if (current()) this.#fail(`The engine didn't start: ${e && e.message ? e.message : e}.`);
        return;
      }
      if (!current()) return;
      const fragment = fragmentOf(this.getAttribute("state"));
      if (!fragment) {
        this.#fail(`No board to show: the state attribute is empty. It takes the part of a board link after “#”, such as ${EXAMPLE}`);
        return;
      }
      const r = decode(fragment, lists.catalog);
      if (!r.found) {
        const why = r.problems.length ? problemsText(r.problems) : `“${Array.from(fragment).slice(0, 40).join("")}” is not a board link's state, which starts with v1=`;
        this.#fail(`This board can't be shown: ${why}.`);
        return;
      }
      const m = measureBoard(r.state);
      if (m.error) {
        this.#fail(`The engine could not measure this board: ${m.error}`);
        return;
      }
      const st = r.state;
      this.#board = {
        measured: { state: st, answer: m.answer, excluded: m.excluded, excludedObstacles: m.excludedObstacles, engineError: "", engineReady: true },
        names: namer(st, lists),
        problems: r.problems,
      };
      this.#draw();
    } catch (e) {
      if (current()) this.#fail(`The board could not be drawn: ${e && e.message ? e.message : e}`);
    }
  }

  // #fail shows message instead of a board and sends it as an "error" event.
  #fail(message) {
    this.#board = null;
    this.#status = "error";
    this.#frame.hidden = false;
    this.#error.textContent = message;
    this.#error.hidden = false;
    for (const e of [this.#svg, this.#warning, this.#intro, this.#list, this.#obstacles]) e.setAttribute("hidden", "");
    this.dispatchEvent(new CustomEvent("error", { detail: { message } }));
  }

  // #draw draws the board read last at the element's width: again on
  // every resize, since labels keep their size in screen pixels.
  #draw() {
    const b = this.#board;
    if (!b || !this.isConnected) return;
    const { measured: m, names } = b;
    const st = m.state;
    this.#error.hidden = true;
    for (const e of [this.#svg, this.#intro, this.#list]) e.removeAttribute("hidden");
    const v = fittedView(st.board);
    this.#svg.setAttribute("viewBox", `${v.x} ${v.y} ${v.w} ${v.h}`);
    // The element's width is the host's; its height follows the board.
    this.#svg.style.setProperty("aspect-ratio", `${v.w} / ${v.h}`);
    const width = this.#svg.getBoundingClientRect().width;
    const scale = width > 0 ? v.w / width : 1; // board mm per screen pixel
    this.#svg.style.setProperty("--k", String(scale));

    const scene = boardScene(m, names);
    this.#view.drawMat(st.board);
    this.#view.drawShips(scene.ships, st.selected, scale);
    this.#view.drawObstacles(scene.obstacles, -1);
    this.#view.drawArcs(scene.arcs.arcs, scene.arcs.visible, scene.arcs.rings, scene.arcs.transform);
    this.#view.drawMoves(scene.moves);
    this.#view.drawLines(scene.lines, scale);

    const intro = verdictIntro(m, names, { readOnly: true, canSelect: false });
    const items = boardVerdicts(m); // the engine's sentences (verdict.js)
    this.#intro.textContent = intro;
    this.#list.replaceChildren(
      ...items.map((it) => {
        const li = html("li", { class: `verdict ${it.kind}` });
        html("p", { class: "headline" }, li).textContent = it.headline;
        const details = html("ul", { class: "details" }, li);
        for (const t of it.details) html("li", {}, details).textContent = t;
        return li;
      }),
    );
    const obs = obstacleRanges(m.answer);
    this.#obstacles.textContent = obs;
    this.#obstacles.hidden = !obs;
    this.#warning.textContent = b.problems.length ? `Part of this board could not be read, so it may be incomplete: ${problemsText(b.problems)}.` : "";
    this.#warning.hidden = !b.problems.length;

    // The picture's text: what is on the board, then the verdict.
    this.#title.textContent = `X-Wing board (${BOARDS[st.board].name}): ${plural(st.ships.length, "ship", "ships")}, ${plural(st.obstacles.length, "obstacle", "obstacles")}`;
    const pieces = [...scene.ships, ...scene.obstacles].map((p) => p.label);
    this.#desc.textContent = [intro, ...scene.moves.map((m) => `${m.label}.`), ...items.map((it) => it.headline), obs, pieces.length ? `On the board: ${pieces.join("; ")}.` : ""].filter(Boolean).join(" ");

    this.#status = "ready";
    this.dispatchEvent(new CustomEvent("render", { detail: { state: structuredClone(st), problems: b.problems.slice(), verdicts: items.map((it) => it.headline) } }));
  }
}

if (!customElements.get("xwing-board")) customElements.define("xwing-board", XWingBoard);
