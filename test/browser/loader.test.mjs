// web/xwing.js in a browser page of someone else's: load() works with the
// right MIME type (instantiateStreaming) and with a server that sends the
// wasm as application/octet-stream (the arrayBuffer fallback), and the
// functions answer and throw as docs/api.md says.
import { it, before } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import path from "node:path";
import { webDir } from "./helpers.mjs";
import { boardSuite } from "./fixture.mjs";

// LOAD is how PAGE calls load(): by default, and with an engine URL
// relative to the page, next to which the diagram's module is found.
const page = (load) => `<!doctype html><meta charset="utf-8"><title>t</title>
<script type="module">
import { load } from "./xwing.js";
try {
  const xwing = await ${load};
  const a = { x: 100, y: 100, heading: 180, size: "small" }, b = { x: 100, y: 300, heading: 0, size: "small" };
  let thrown = "";
  try { xwing.inArc({ ...a, heading: NaN }, b, "front"); } catch (e) { thrown = e.name + ": " + e.message; }
  // The first tokens() and catalog() answer from the compiling worker's
  // run of the engine (xwing.js answerOnce), the second from the engine here.
  const tables = ["tokens", "catalog"].every((f) => JSON.stringify(xwing[f]()) === JSON.stringify(xwing[f]()));
  const result = { version: xwing.version, range: xwing.rangeTo(a, b).range, same: globalThis.xwing === xwing, thrown, tables };
  const diagram = xwing.diagram({ ships: [a, b], selected: 0 }).slice(0, 5); // part of the engine
  await xwing.loadDiagram(); // kept for compatibility: resolves at once
  window.result = { ...result, diagram, wasm: performance.getEntriesByType("resource").filter((e) => e.name.endsWith(".wasm")).length };
} catch (e) {
  window.result = { error: String(e) };
}
</script>`;
const PAGE = page("load()");

// CARDS loads no cards at first: a call that needs them throws the Error
// that says so (through load()'s fast path); loadCards fetches a ruleset's
// file once, is tried again after a failed fetch (the first fetch of
// cards-legacy.txt fails here), and then the cards answer.
const CARDS = `<!doctype html><meta charset="utf-8"><title>t</title>
<script type="module">
import { load } from "./xwing.js";
const realFetch = window.fetch;
let failed = 0, fetched = 0;
window.fetch = (url, ...rest) => {
  if (String(url).endsWith("cards-legacy.txt")) {
    fetched++;
    if (failed++ === 0) return Promise.reject(new TypeError("offline"));
  }
  return realFetch(url, ...rest);
};
try {
  const xwing = await load();
  const luke = { x: 100, y: 100, heading: 0, pilot: "lukeskywalker" };
  let before = null;
  try { xwing.weapons(luke, { ruleset: "legacy" }); } catch (e) { before = { error: e.constructor === Error, name: e.name, path: e.path, message: e.message }; }
  let firstTry = "";
  try { await xwing.loadCards("legacy"); } catch (e) { firstTry = e.message; }
  const loaded = await xwing.loadCards("legacy");
  const again = await xwing.loadCards("legacy");
  window.result = { before, firstTry, loaded, same: loaded === again, fetched,
    weapons: xwing.weapons(luke, { ruleset: "legacy" }).map((w) => w.name + " " + w.minRange + "-" + w.maxRange),
    rulesets: xwing.rulesets().map((r) => r.id + ":" + r.loaded) };
} catch (e) {
  window.result = { error: String(e) };
}
</script>`;

const pages = { "/test.html": PAGE, "/relative.html": page('load("xwing.wasm")'), "/cards.html": CARDS };

boardSuite("the ES module loader in a browser", { pages }, (fx) => {
  let browser;
  let srv;

  before(async () => {
    ({ server: srv, browser } = fx);
  });

  async function run(file = "test.html") {
    const page = await browser.newPage();
    await page.goto(`${srv.origin}/${file}`);
    await page.waitForFunction(() => window.result !== undefined, null, { timeout: 20000 });
    const r = await page.evaluate(() => window.result);
    await page.close();
    return r;
  }

  const expected = { range: 2, same: true, thrown: "RangeError: inArc: attacker.heading: want a finite number, got NaN", tables: true };

  it("streams the module when the server sends application/wasm", async () => {
    const r = await run();
    assert.equal(r.error, undefined);
    assert.deepEqual({ range: r.range, same: r.same, thrown: r.thrown, tables: r.tables }, expected);
    assert.match(r.version, /^\d+\.\d+\.\d+$/);
    assert.equal(r.diagram, "<svg ", "the engine draws the diagram");
    // Downloaded by the compiling worker (xwing-compile.js), once: none
    // of its bytes cross the page's main thread.
    assert.equal(r.wasm, 0, "the page downloaded no module");
    assert.equal(srv.requests.get("/xwing.wasm"), 1, "the worker downloaded it, once");
    assert.equal(srv.requests.get("/xwing-compile.js"), 1, "the worker's script");
  });

  it("finds the engine at a URL relative to the page, the diagram in it", async () => {
    const r = await run("relative.html");
    assert.equal(r.error, undefined);
    assert.deepEqual({ range: r.range, same: r.same, thrown: r.thrown, tables: r.tables, diagram: r.diagram }, { ...expected, diagram: "<svg " });
  });

  it("falls back when the server sends the wasm as application/octet-stream", async () => {
    pages["/xwing.wasm"] = { type: "application/octet-stream", body: readFileSync(path.join(webDir, "xwing.wasm")) };
    try {
      const r = await run();
      assert.equal(r.error, undefined);
      assert.deepEqual({ range: r.range, same: r.same, thrown: r.thrown, tables: r.tables }, expected);
      assert.ok(srv.requests.get("/xwing.wasm") >= 1);
    } finally {
      delete pages["/xwing.wasm"];
    }
  });

  it("loadCards: the not-loaded Error before, a retry after a failed fetch, once per ruleset after", async () => {
    const r = await run("cards.html");
    assert.equal(r.error, undefined);
    assert.deepEqual(r.before, {
      error: true, name: "Error", path: "ship.pilot",
      message: 'weapons: ship.pilot: cards for the ruleset "legacy" are not loaded: await xwing.loadCards("legacy") first',
    });
    assert.match(r.firstTry, /cannot fetch .*cards-legacy\.txt: offline/);
    assert.deepEqual(r.loaded, { ruleset: "legacy", name: "2.0 Legacy", pilots: 755, upgrades: 512 });
    assert.equal(r.same, true);
    assert.equal(r.fetched, 2, "fetched again after the failure, then once");
    assert.deepEqual(r.weapons, ["Primary (front) 1-3"], "2.0 Legacy's primary span");
    assert.deepEqual(r.rulesets, ["xwa:false", "legacy:true", "amg:false"]);
  });
});
