// The page's module lists, made from its imports in one place: the
// service worker's precache list (web/sw.js ASSETS) and the npm package's
// "files" (package.json); and index.html's inline copies of the engine's
// starter (web/start.js) and of the stylesheet (web/style.css), with
// their hashes in the page's CSP, and of its icon (web/icons/icon.svg).
// Each is a copy of what the files say, so none is edited by hand:
//
//   node tools/modules.mjs           rewrite the three lists
//   node tools/modules.mjs --check   list the drift, exit 1 if any
//
// test/node/modules.test.mjs fails when a list has drifted.
import { readFileSync, writeFileSync, existsSync } from "node:fs";
import { createHash } from "node:crypto";
import { fileURLToPath } from "node:url";
import { transformSync } from "esbuild";
import { DRAG, DRAG_OUT, LATE_OUT, OWN } from "./page.mjs";

const root = new URL("../", import.meta.url);
const web = new URL("web/", root);
const read = (u) => readFileSync(u, "utf8");

// A module's relative imports: static (import ... from), dynamic (import()),
// and the files it names next to itself (new URL("./x", import.meta.url),
// or new URL("x.js", base) in the engine's compiling worker, whose base
// is the folder it was made from).
const STATIC = /import\s[^"';]*?from\s*["'](\.{1,2}\/[^"']+)["']|import\s*["'](\.{1,2}\/[^"']+)["']/g;
const IMPORT = /import\s*\(\s*["'](\.{1,2}\/[^"']+)["']\s*\)/g;
const NAMED = /new URL\(\s*["']((?:\.{1,2}\/)?[\w./-]+\.\w+)["']\s*,\s*(?:import\.meta\.url|base\b)/g;

// Type declarations (.d.ts, named in doc comments) are not loaded.
function resolve(from, spec) {
  return new URL(spec, new URL(from, "http://x/")).pathname.slice(1);
}

// follow returns the files reached from starts (paths in web/), in the
// order first met, through static imports only, or also through dynamic
// ones and files named (dynamic), or through imports of both kinds only
// (named: false).
export function follow(starts, { dynamic = true, named = dynamic, skip = [] } = {}) {
  const seen = [];
  const todo = [...starts];
  while (todo.length) {
    const f = todo.shift();
    if (seen.includes(f) || skip.includes(f)) continue;
    seen.push(f);
    if (!f.endsWith(".js") || !existsSync(new URL(f, web))) continue;
    const src = read(new URL(f, web));
    const found = [...src.matchAll(STATIC), ...(dynamic ? src.matchAll(IMPORT) : []), ...(named ? src.matchAll(NAMED) : [])].map((m) => m[1] || m[2]);
    for (const spec of found) if (!spec.endsWith(".d.ts")) todo.push(resolve(f, spec));
  }
  return seen;
}

// namedBy lists the files the modules name next to themselves (new URL).
function namedBy(modules) {
  return [...new Set(modules.flatMap((f) => [...read(new URL(f, web)).matchAll(NAMED)].map((m) => resolve(f, m[1]))))];
}

// bundled lists the modules in page.js and page-late.js (tools/page.mjs):
// what app.js imports, statically or not.
export function bundled() {
  return follow(["app.js"], { dynamic: true, named: false, skip: OWN });
}

const pkg = () => JSON.parse(read(new URL("package.json", root)));

// The files the package exports by name (package.json "exports", kept by
// hand: it is the package's public surface), as paths in web/.
function exported() {
  const out = [];
  const walk = (v) => {
    if (typeof v === "string") out.push(v);
    else if (v && typeof v === "object") Object.values(v).forEach(walk);
  };
  walk(pkg().exports);
  return [...new Set(out.filter((p) => p.startsWith("./web/")).map((p) => p.slice("./web/".length)))];
}

// The page's manifest, which app.js links once the board is ready, and
// its icon, inline in index.html.
export const MANIFEST = "manifest.webmanifest";
const ICON = "icons/icon.svg";

// The page's entry points, as index.html names them.
function pageEntries() {
  const html = read(new URL("index.html", web));
  return [...html.matchAll(/<(?:script|link rel="stylesheet"|link rel="manifest")[^>]*(?:src|href)="([^"]+)"/g)].map((m) => m[1]);
}

// lists returns what the lists should be.
export function lists() {
  // The engine's starter, run inline by index.html: it must import
  // nothing (test/node/modules.test.mjs).
  const starter = follow(["start.js"], { dynamic: false });
  // Precache: what the page loads (page.js, then page-late.js, manifest and the manifest's
  // icons; the starter and the style are inline), what page.js fetches by name (the engine's
  // compiling worker and what that imports) and the files the engine
  // fetches by name for the page (exports: the engine, its glue, the card
  // files), and the modules page.js asks for on their own (OWN: the drag
  // frames and what they import, their worker in one file, DRAG_OUT, and
  // what its modules fetch by name). The diagram's module is fetched only
  // to draw a diagram, never offline.
  const drag = follow([DRAG], { named: false });
  const page = [...pageEntries(), LATE_OUT, MANIFEST, ...follow(namedBy(bundled())), ...follow(OWN, { skip: [DRAG_OUT] }), DRAG_OUT, ...follow(namedBy(drag))]; // page.js and page-late.js: made of bundled()
  const manifest = JSON.parse(read(new URL(MANIFEST, web)));
  const icons = [...new Set([...manifest.icons.map((i) => i.src), ICON])];
  const engineFiles = exported().filter((f) => /\.(wasm|txt)$|^wasm_exec\.js$/.test(f) && f !== "xwing-diagram.wasm");
  const precache = ["./", ...new Set([...page, ...engineFiles, ...icons])];
  // Package: what its exports reach, and the change log.
  const files = [...new Set(follow(exported()).filter((f) => !f.startsWith("icons/")))].map((f) => `web/${f}`);
  for (const f of exported()) if (f.endsWith(".js") && existsSync(new URL(f.replace(/\.js$/, ".d.ts"), web))) files.push(`web/${f.replace(/\.js$/, ".d.ts")}`);
  return { starter, precache, files: [...new Set(files), "CHANGELOG.md"] };
}

const STARTER_BLOCK = /(<!-- starter: tools\/modules\.mjs -->\n)[\s\S]*?(<!-- \/starter -->)/;
const WORKER_BLOCK = /(<!-- worker: tools\/modules\.mjs -->\n)[\s\S]*?(<!-- \/worker -->)/;
const SCRIPT_SRC = /(script-src 'self' 'wasm-unsafe-eval')(?: 'sha256-[A-Za-z0-9+/=]+')?/;
const ASSETS_BLOCK = /(const ASSETS = \[\n)[\s\S]*?(\];)/;

const STYLE_BLOCK = /(<!-- style: tools\/modules\.mjs -->\n)[\s\S]*?(<!-- \/style -->)/;
const STYLE_SRC = /(style-src 'self')(?: 'sha256-[A-Za-z0-9+/=]+')?/;
const cspHash = (text) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

// starterScript is index.html's inline copy of web/start.js, minified
// (every first visit downloads it before its first paint), and the CSP
// source that lets it run.
export function starterScript() {
  const code = transformSync(read(new URL("start.js", web)), { loader: "js", format: "esm", minify: true }).code.trimEnd();
  if (/<\/script/i.test(code)) throw new Error("start.js: its copy would end index.html's block early");
  return { code, hash: cspHash(code) };
}

// workerScript is index.html's copy of web/xwing-compile.js, the
// engine's compiling worker, minified: a data block (never run as a
// script, so outside the CSP's script-src) from which start.js makes the
// worker, with no download of its own.
export function workerScript() {
  const code = transformSync(read(new URL("xwing-compile.js", web)), { loader: "js", minify: true }).code.trimEnd();
  if (/<\/script/i.test(code)) throw new Error("xwing-compile.js: its copy would end index.html's block early");
  return { code };
}

// pageStyle is index.html's inline copy of web/style.css, the images it
// names (the logo) as data: URLs, and the CSP source that lets it apply:
// the page's first frame needs no download but the page itself. The
// custom element and the npm package link style.css.
export function pageStyle() {
  const css = read(new URL("style.css", web)).replace(/url\("([^":]+\.svg)"\)/g, (_, f) => `url("data:image/svg+xml,${encodeURIComponent(read(new URL(f, web)))}")`);
  // Minified: every first visit downloads this copy before its first
  // paint (3 KB less brotli); style.css keeps its comments.
  const min = transformSync(css, { loader: "css", minify: true }).code.trimEnd();
  return { css: min, hash: cspHash(min) };
}

// pageIcon is index.html's icon, a data: URL of web/icons/icon.svg as the
// stylesheet's copy writes it (so brotli sends the second copy for next
// to nothing), where a link to the file cost a download before ready.
export function pageIcon() {
  return `data:image/svg+xml,${encodeURIComponent(read(new URL(ICON, web)))}`;
}
const ICON_LINK = /(<link rel="icon" href=")[^"]*(" type="image\/svg\+xml">)/;

function rewritten() {
  const l = lists();
  const starter = starterScript();
  const style = pageStyle();
  const html = read(new URL("index.html", web))
    .replace(WORKER_BLOCK, (_, a, b) => `${a}<script type="text/x-xwing-worker" id="xwing-compile">${workerScript().code}</script>\n${b}`)
    .replace(STARTER_BLOCK, (_, a, b) => `${a}<script type="module" async>${starter.code}</script>\n${b}`)
    .replace(SCRIPT_SRC, (_, a) => `${a} ${starter.hash}`)
    .replace(STYLE_BLOCK, (_, a, b) => `${a}<style>${style.css}</style>\n${b}`)
    .replace(STYLE_SRC, (_, a) => `${a} ${style.hash}`)
    .replace(ICON_LINK, (_, a, b) => `${a}${pageIcon()}${b}`);
  const sw = read(new URL("sw.js", web)).replace(ASSETS_BLOCK, (_, a, b) => a + l.precache.map((f) => `  "${f}",\n`).join("") + b);
  const p = pkg();
  p.files = l.files;
  return {
    "web/index.html": html,
    "web/sw.js": sw,
    "package.json": JSON.stringify(p, null, 2) + "\n",
  };
}

// drift names the files whose list differs from the imports'.
export function drift() {
  return Object.entries(rewritten())
    .filter(([f, text]) => read(new URL(f, root)) !== text)
    .map(([f]) => f);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (process.argv.includes("--check")) {
    const d = drift();
    if (d.length) {
      console.error(`out of step with the imports: ${d.join(", ")} (run node tools/modules.mjs)`);
      process.exit(1);
    }
  } else {
    for (const [f, text] of Object.entries(rewritten())) writeFileSync(new URL(f, root), text);
  }
}
