// The page's module lists (index.html's preloads, web/sw.js's precache,
// package.json's "files") are made from the imports by tools/modules.mjs:
// a list edited by hand, or an import added without running it, fails here.
import { test } from "node:test";
import assert from "node:assert/strict";
import { existsSync, readFileSync } from "node:fs";
import { drift, lists, follow } from "../../tools/modules.mjs";

const web = new URL("../../web/", import.meta.url);

test("the module lists are the imports' (run node tools/modules.mjs)", () => {
  assert.deepEqual(drift(), []);
});

test("the precache holds every file the page loads, and each exists once built", () => {
  const { precache, preload } = lists();
  // What app.js reaches, imports of every kind included (the engine's
  // loader is imported dynamically by engine.js).
  for (const f of follow(["app.js"])) assert.ok(precache.includes(f), `${f} precached`);
  for (const f of ["./", "style.css", "manifest.webmanifest", "xwing.wasm", "wasm_exec.js", "cards-xwa.txt", "icons/icon-192.png"]) assert.ok(precache.includes(f), f);
  assert.ok(!precache.includes("xwing-diagram.wasm"), "the diagram's module is fetched only to draw one");
  const built = ["xwing.wasm", "wasm_exec.js", "cards-xwa.txt", "cards-legacy.txt", "cards-amg.txt"];
  assert.deepEqual(precache.filter((f) => f !== "./" && !built.includes(f) && !existsSync(new URL(f, web))), []);
  assert.deepEqual(preload.filter((f) => !existsSync(new URL(f, web))), []);
});

test("index.html preloads the engine's starter first, then every module app.js imports statically, never the engine", () => {
  const html = readFileSync(new URL("index.html", web), "utf8");
  const preloaded = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"( fetchpriority="low")?>/g)].map((m) => m[1]);
  const low = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)" fetchpriority="low">/g)].map((m) => m[1]);
  const starter = follow(["start.js"], { dynamic: false });
  assert.deepEqual(starter, ["start.js"], "the engine's starter imports nothing: it runs as soon as it is in");
  assert.deepEqual(preloaded.slice(0, starter.length), starter);
  // The others wait behind the engine's download for a connection.
  assert.deepEqual(low, preloaded.slice(starter.length));
  assert.deepEqual(new Set(preloaded), new Set([...starter, ...follow(["app.js"], { dynamic: false })].filter((f) => f.endsWith(".js"))));
  // The engine is fetched once the first frame is on screen (start.js),
  // so that it never holds up the page's first paint.
  assert.ok(!html.includes('href="xwing.wasm"'), "the engine is not preloaded");
});
