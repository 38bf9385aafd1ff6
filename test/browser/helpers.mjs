// Shared helpers for the browser tests: a static server for web/ and
// Debian's Chromium through playwright-core (never a downloaded browser),
// and helpers that read a page. Test files don't call launch or serve
// themselves: fixture.mjs (boardSuite) does, once per file, and closes
// what it started (suite.test.mjs checks).
import http from "node:http";
import { readFile, stat } from "node:fs/promises";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";

export const root = fileURLToPath(new URL("../../", import.meta.url));
export const webDir = path.join(root, "web");
// docsDir is where screenshots go: the README's (docs/) only when asked,
// XWING_SCREENSHOTS=1 make test-browser, so a test run leaves the work tree
// clean; a temp folder otherwise.
export const docsDir = process.env.XWING_SCREENSHOTS ? path.join(root, "docs") : mkdtempSync(path.join(tmpdir(), "xwing-shots-"));

// MIME: the Content-Types by extension, from the table cmd/serve sends
// too (cmd/serve/types.tsv).
const MIME = Object.fromEntries(
  readFileSync(path.join(root, "cmd", "serve", "types.tsv"), "utf8")
    .split("\n")
    .filter((l) => l && !l.startsWith("#"))
    .map((l) => l.split("\t")),
);

export const CHROMIUM = process.env.CHROMIUM || "/usr/bin/chromium";

export function browserAvailable() {
  return existsSync(CHROMIUM);
}

// needBrowser ends a measuring script that has no browser to run, saying
// how to get one (make test installs it; the scripts don't).
export function needBrowser() {
  if (browserAvailable()) return;
  console.error(`no Chromium at ${CHROMIUM}: run make deps-browser (Debian's chromium), or set CHROMIUM to one`);
  process.exit(2);
}

export function wasmAvailable() {
  return ["xwing.wasm", "xwing.js", "wasm_exec.js"].every((f) => existsSync(path.join(webDir, f)));
}

// skipReason says why the browser suite can't run here, or "". Under
// `make test` (XWING_REQUIRE_BROWSER=1) nothing is skipped: a missing
// browser or module fails the suite instead.
export function skipReason() {
  if (process.env.XWING_REQUIRE_BROWSER) return "";
  if (!browserAvailable()) return `no Chromium at ${CHROMIUM} (make deps-browser)`;
  if (!wasmAvailable()) return "web/xwing.wasm, web/xwing.js or web/wasm_exec.js missing (make wasm)";
  return "";
}

// CHROMIUM_ARGS are the flags every browser here starts with, and
// XWING_CHROMIUM_ARGS (space-separated) for a measuring run.
export const CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync", ...(process.env.XWING_CHROMIUM_ARGS || "").split(" ").filter(Boolean)];

export function launch() {
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
}

// serve starts a static server on 127.0.0.1 at a free port. dir: folder to
// serve (null for none); pages: answers that win over files, { "/path":
// html } or { "/path": { type, body } } or { "/path": (req, res) => {} }
// (read at each request, so a test can change them); handle: a function
// (req, res) that answers every request instead (a proxy). Returns
// { origin, port, close, requests } where requests counts hits per path.
export async function serve({ dir = webDir, pages = {}, handle = null } = {}) {
  const requests = new Map();
  const sockets = new Set();
  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url, "http://x");
    let p = decodeURIComponent(url.pathname);
    requests.set(p, (requests.get(p) || 0) + 1);
    if (handle) {
      handle(req, res);
      return;
    }
    if (Object.hasOwn(pages, p) && typeof pages[p] === "function") {
      pages[p](req, res);
      return;
    }
    if (Object.hasOwn(pages, p)) {
      const page = typeof pages[p] === "string" ? { type: MIME[".html"], body: pages[p] } : pages[p];
      res.writeHead(200, { "content-type": page.type, "cache-control": "no-cache" });
      res.end(page.body);
      return;
    }
    if (!dir) {
      res.writeHead(404).end();
      return;
    }
    if (p.endsWith("/")) p += "index.html";
    const file = path.join(dir, path.normalize(p));
    if (!file.startsWith(dir)) {
      res.writeHead(403).end();
      return;
    }
    try {
      const st = await stat(file);
      if (!st.isFile()) throw new Error("not a file");
      const body = await readFile(file);
      res.writeHead(200, {
        "content-type": MIME[path.extname(file)] || "application/octet-stream",
        "content-length": body.length,
        "cache-control": "no-cache",
      });
      res.end(req.method === "HEAD" ? undefined : body);
    } catch {
      res.writeHead(404, { "content-type": "text/plain" }).end("not found");
    }
  });
  server.on("connection", (s) => {
    sockets.add(s);
    s.on("close", () => sockets.delete(s));
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = server.address().port;
  return {
    port,
    origin: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        for (const s of sockets) s.destroy();
      }),
  };
}

// asWritten makes page load the board's modules one by one, as written
// (app.js and its imports), instead of page.js, their bundle
// (tools/page.mjs): for a test that wraps one of them with a route, or
// imports one to reach the page's state. Returns what undoes it.
export async function asWritten(page) {
  const handler = (route) => route.fulfill({ contentType: "text/javascript", body: 'import "./app.js";\n' });
  await page.route((u) => u.pathname.endsWith("/page.js"), handler);
  return () => page.unroute((u) => u.pathname.endsWith("/page.js"), handler);
}

// waitReady waits for the page's (or frame's) board to be ready (or its engine to
// have failed: dataset.ready "error", messages.js fatal). When it isn't
// in time, it throws saying how far the page got: its dataset, the
// engine's start marks (xwing.js mark), the engine's download (the bar's
// value, and the page's own requests), and what it shows.
export async function waitReady(page, timeout = 20000) {
  try {
    await page.waitForFunction(() => document.documentElement.dataset.ready, null, { timeout });
  } catch (e) {
    const where = await page
      .evaluate(() => ({
        dataset: { ...document.documentElement.dataset },
        progress: document.getElementById("loading-progress")?.value ?? null,
        marks: performance.getEntriesByType("mark").map((m) => `${m.name} ${Math.round(m.startTime)}`),
        engine: performance.getEntriesByType("resource").filter((r) => /xwing\.wasm|cards-/.test(r.name)).map((r) => `${r.name} ${Math.round(r.responseEnd)}`),
        shown: document.body.innerText.slice(0, 300),
      }))
      .catch((why) => `unreadable: ${why.message}`);
    throw new Error(`${e.message}; the page: ${JSON.stringify(where)}`);
  }
}

// openBoard loads the page afresh (not a same-document jump to another
// fragment) and waits until the engine is ready and the cards bound after
// the first board (data-late, app.js) are too, or the page reports a
// failure. Returns the page's data-ready value.
export async function openBoard(page, url) {
  if (page.url() !== "about:blank") await page.goto("about:blank");
  await page.goto(url);
  await waitReady(page);
  const ready = await page.evaluate(() => document.documentElement.dataset.ready);
  // The late cards (page-late.js) bound; a page without them (an older
  // build measured with --dir) has no card to wait for.
  if (ready === "true") await page.waitForFunction(() => document.documentElement.dataset.late || !document.querySelector("body [data-late]"), null, { timeout: 20000 });
  return ready;
}

// secondEngine starts, in page, an engine of the test's own
// (globalThis.secondEngine, once a page), with ruleset's cards when given:
// what a test asks to check what the page shows.
export function secondEngine(page, ruleset = "") {
  return page.evaluate(async (r) => {
    const mod = await import("/xwing.js");
    globalThis.secondEngine ??= await mod.load();
    if (r) await globalThis.secondEngine.loadCards(r);
  }, ruleset);
}

export function boardState(page) {
  return page.evaluate(() => globalThis.boardApp.getState());
}

// waitFrames lets requestAnimationFrame redraws (and the debounced address
// update) settle.
export async function settle(page, ms = 0) {
  // A drag's frame on a big board is drawn once the drag worker answers it
  // (web/dragframes.js).
  await page.waitForFunction(() => !globalThis.boardApp?.dragBusy?.());
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  if (ms) await page.waitForTimeout(ms);
}

// importSquad clicks the squad panel's import and waits until the import
// is over: it may first download the cards of every ruleset, which takes
// longer than a frame on a busy machine.
export async function importSquad(page) {
  await page.click("#squad-import");
  await page.waitForFunction(() => !/Reading/.test(document.getElementById("squad-summary").textContent));
  await settle(page);
}

// shipCenter returns the client coordinates of ship i's base centre.
export function shipCenter(page, i) {
  return page.evaluate((i) => {
    const r = document.querySelector(`[data-ship="${i}"] .base`).getBoundingClientRect();
    return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
  }, i);
}

// boardToClient maps board mm to client coordinates (the inverse of the
// page's toBoard).
export function boardToClient(page, x, y) {
  return page.evaluate(
    ([x, y]) => {
      const svg = document.getElementById("board");
      const p = new DOMPoint(x, y).matrixTransform(svg.getScreenCTM());
      return { x: p.x, y: p.y };
    },
    [x, y],
  );
}

// collectErrors records page errors and console errors for assertions.
export function collectErrors(page) {
  const errors = [];
  page.on("pageerror", (e) => errors.push(`pageerror: ${e.message}`));
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(`console: ${m.text()}`);
  });
  return errors;
}
