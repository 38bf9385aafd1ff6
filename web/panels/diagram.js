// Diagrams: the board as the engine draws it for a wiki (engine.js
// diagramSVG): download it as SVG, or as a PNG drawn at twice its size,
// and copy MediaWiki file markup whose caption links back here.

import { store } from "../store.js";
import { shipLabel } from "../model.js";
import { diagramSVG, why } from "../engine.js";
import { shareURL } from "../url.js";
import { download, copyText } from "../download.js";
import { showMessage, toast } from "../messages.js";

const $ = (id) => document.getElementById(id);

// PNG_SCALE: the PNG has twice the SVG's pixels, sharp on a high-density screen.
const PNG_SCALE = 2;

export function bind() {
  $("diagram-svg").addEventListener("click", () => run(saveSVG));
  $("diagram-png").addEventListener("click", () => run(savePNG));
  $("diagram-wiki").addEventListener("click", () => run(wiki));
}

// run makes one diagram: the engine draws it (nothing more to download:
// the diagram is part of the engine), the page saves it.
async function run(fn) {
  const card = $("diagram-card");
  card.setAttribute("aria-busy", "true");
  try {
    await fn();
  } catch (e) {
    showMessage(`The diagram could not be made: ${why(e)}`);
  } finally {
    card.removeAttribute("aria-busy");
  }
}

const caption = () => $("diagram-caption").value.trim();

// fileName is the wiki file name: the caption's words, or a plain default.
export function fileName(text, ext) {
  const base = text.replace(/[^\p{L}\p{N} _-]+/gu, " ").replace(/\s+/g, " ").trim().slice(0, 80) || "X-Wing board";
  return `${base}.${ext}`;
}

// svgText asks the engine for the current board's diagram: the selected
// ship's arcs and lines, every ship named as on the page.
function svgText() {
  const st = store.state;
  return diagramSVG(st, {
    caption: caption(),
    theme: "light",
    view: "fit",
    labels: st.ships.map((_, i) => shipLabel(i)),
    excluded: new Set(store.excluded.keys()),
    excludedObstacles: new Set(store.excludedObstacles.keys()),
  });
}

async function saveSVG() {
  const svg = await svgText();
  download(fileName(caption(), "svg"), new Blob([svg], { type: "image/svg+xml" }));
}

// savePNG draws the SVG on a canvas at PNG_SCALE times its own size.
async function savePNG() {
  const svg = await svgText();
  const root = new DOMParser().parseFromString(svg, "image/svg+xml").documentElement;
  const w = Number.parseFloat(root.getAttribute("width"));
  const h = Number.parseFloat(root.getAttribute("height"));
  if (!(w > 0 && h > 0)) throw new Error("the diagram has no size");
  const img = new Image();
  // A data: URL, which the page's img-src allows (blob: it does not).
  img.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
  await img.decode();
  const canvas = document.createElement("canvas");
  canvas.width = Math.round(w * PNG_SCALE);
  canvas.height = Math.round(h * PNG_SCALE);
  canvas.getContext("2d").drawImage(img, 0, 0, canvas.width, canvas.height);
  const blob = await new Promise((resolve, reject) => canvas.toBlob((b) => (b ? resolve(b) : reject(new Error("the browser could not encode a PNG"))), "image/png"));
  download(fileName(caption(), "png"), blob);
}

// wikiText is MediaWiki markup for the uploaded SVG: a thumbnail whose
// caption ends with a link to this board. Characters that would end the
// markup early are written as entities.
export function wikiText(text, url) {
  const safe = (t) => t.replace(/[[\]|{}<>]/g, (c) => `&#${c.charCodeAt(0)};`);
  const cap = text ? `${safe(text)} — ` : "";
  // A URL in external-link markup ends at a space or "]": escape both.
  const link = url.replace(/ /g, "%20").replace(/\]/g, "%5D");
  return `[[File:${safe(fileName(text, "svg"))}|thumb|${cap}[${link} interactive board]]]`;
}

async function wiki() {
  const text = wikiText(caption(), shareURL(""));
  const out = $("diagram-wiki-text");
  out.value = text;
  out.hidden = false;
  out.select();
  toast((await copyText(text)) ? "Wiki markup copied. Upload the SVG under the same file name." : "Select the wiki markup below and copy it.");
}
