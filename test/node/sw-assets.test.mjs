// The service worker's precache list names every file the page loads, so
// that the installed app works offline: it is checked against the page's
// own imports (static and dynamic), followed from index.html.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync, existsSync } from "node:fs";

const web = new URL("../../web/", import.meta.url);
const read = (f) => readFileSync(new URL(f, web), "utf8");

function assets() {
  const src = read("sw.js");
  const list = /const ASSETS = \[([\s\S]*?)\];/.exec(src);
  assert.ok(list, "sw.js has an ASSETS list");
  return new Set([...list[1].matchAll(/"([^"]+)"/g)].map((m) => m[1]));
}

// reachable returns every file the page loads: index.html's scripts and
// styles, and every module they import, transitively.
function reachable() {
  const seen = new Set();
  const html = read("index.html");
  const todo = [...html.matchAll(/(?:src|href)="(?!https?:|#|data:)([^"?#]+\.(?:js|css|webmanifest))"/g)].map((m) => m[1].replace(/^\.\//, ""));
  while (todo.length) {
    const f = todo.pop();
    if (seen.has(f) || f.endsWith(".d.ts")) continue;
    seen.add(f);
    if (!f.endsWith(".js") || !existsSync(new URL(f, web))) continue;
    const dir = f.includes("/") ? f.slice(0, f.lastIndexOf("/") + 1) : "";
    for (const m of read(f).matchAll(/(?:import\s[^"']*?from\s*|import\s*\(\s*|import\s+)["'](\.{1,2}\/[^"']+)["']/g)) {
      todo.push(new URL(m[1], new URL(dir, "http://x/")).pathname.slice(1));
    }
    for (const m of read(f).matchAll(/new URL\(\s*["'](\.\/[^"']+)["']\s*,\s*import\.meta\.url/g)) {
      todo.push(new URL(m[1], new URL(dir, "http://x/")).pathname.slice(1));
    }
  }
  return seen;
}

test("the service worker precaches every file the page loads", () => {
  const listed = assets();
  const missing = [...reachable()].filter((f) => !listed.has(f)).sort();
  assert.deepEqual(missing, [], "add these to ASSETS in web/sw.js (and bump VERSION)");
});

test("every precached file exists", () => {
  const gone = [...assets()].filter((f) => f !== "./" && !["xwing.wasm", "wasm_exec.js", "cards-xwa.txt", "cards-legacy.txt", "cards-amg.txt"].includes(f) && !existsSync(new URL(f, web)));
  assert.deepEqual(gone, []);
});

// index.html preloads the engine, then every module the page imports (one
// round trip, not one per import level): on a browser's six connections
// to a host (HTTP/1.1) a preload listed after forty others is sent only
// when one of them has come, and the link idles meanwhile; listed first,
// the engine keeps it busy while the small modules come beside it, and
// the board from the link is still drawn while the engine downloads.
test("index.html preloads the engine, then every statically imported module", () => {
  const html = read("index.html");
  const preloaded = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map((m) => m[1]);
  const imported = new Set();
  const todo = ["app.js", "xwing.js"];
  while (todo.length) {
    const f = todo.pop();
    if (imported.has(f)) continue;
    imported.add(f);
    const dir = f.includes("/") ? f.slice(0, f.lastIndexOf("/") + 1) : "";
    for (const m of read(f).matchAll(/import\s[^"']*?from\s*["'](\.{1,2}\/[^"']+)["']/g)) {
      todo.push(new URL(m[1], new URL(dir, "http://x/")).pathname.slice(1));
    }
  }
  assert.deepEqual([...preloaded].sort(), [...imported].sort());
  const engine = html.indexOf('<link rel="preload" href="xwing.wasm" as="fetch" crossorigin>');
  assert.ok(engine >= 0 && engine < html.indexOf('rel="modulepreload"'), "the engine's preload comes before the modules'");
});
