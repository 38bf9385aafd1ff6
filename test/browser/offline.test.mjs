// Offline: after one visit the service worker serves the whole page, wasm
// included, with the network off and the server gone; a new version of the
// worker replaces the old cache cleanly.
import { it, before } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import path from "node:path";
import { openBoard, waitReady, boardState, settle, collectErrors, webDir } from "./helpers.mjs";
import { boardSuite } from "./fixture.mjs";

// The worker's cache is named for its VERSION.
const CACHE = `xwing-board-${/const VERSION = "(\w+)"/.exec(readFileSync(path.join(webDir, "sw.js"), "utf8"))[1]}`;

const DUEL = "#v1=2e,s,3,0,*/t65xwing,1,400,700,0,,,Red%20One;tielnfighter,2,400,480,180,,,Black%20Two/a2,600,300,0";

async function controlled(page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 15000 });
}

const cacheContents = (page) =>
  page.evaluate(async () => {
    const out = {};
    for (const name of await caches.keys()) {
      const c = await caches.open(name);
      out[name] = (await c.keys()).map((r) => new URL(r.url).pathname).sort();
    }
    return out;
  });

boardSuite("offline page (service worker)", { server: false }, (fx) => {
  let browser;
  before(() => {
    browser = fx.browser;
  });

  it("serves the board with the network off after the first visit", async () => {
    const srv = await fx.serve();
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors = collectErrors(page);
    assert.equal(await openBoard(page, `${srv.origin}/${DUEL}`), "true");
    await controlled(page);
    const caches = await cacheContents(page);
    const names = Object.keys(caches);
    assert.deepEqual(names, [CACHE]);
    for (const f of ["/", "/page.js", "/wasm_exec.js", "/xwing.wasm", "/manifest.webmanifest", "/icons/icon-192.png"]) {
      assert.ok(caches[names[0]].includes(f), `${f} cached: ${caches[names[0]]}`);
    }
    const before = await boardState(page);
    // Installable: a manifest with icons, a worker with a fetch handler.
    const cdp = await context.newCDPSession(page);
    const manifest = await cdp.send("Page.getAppManifest");
    assert.deepEqual(manifest.errors, []);
    const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
    // (A test browser context is incognito, which alone blocks installing.)
    assert.deepEqual(installabilityErrors.filter((e) => e.errorId !== "in-incognito"), []);

    await context.setOffline(true);
    await srv.close();
    await page.reload();
    await waitReady(page);
    assert.equal(await page.evaluate(() => document.documentElement.dataset.ready), "true");
    assert.deepEqual(await boardState(page), before);
    await settle(page);
    assert.match(await page.textContent("#verdicts"), /Black Two/);

    // Another link (and the embed view) in a new tab, still offline.
    const other = await context.newPage();
    assert.equal(await openBoard(other, `${srv.origin}/?embed=1#v1=2e,s,3,1,*/t65xwing,1,400,700,0;tielnfighter,2,400,480,180/`), "true");
    assert.equal((await boardState(other)).ships.length, 2);
    assert.equal(await other.evaluate(() => document.body.classList.contains("embed")), true);
    assert.deepEqual(errors.filter((e) => e.startsWith("pageerror")), []);
    await context.close();
  });

  // The diagram is part of the engine the worker precaches: offline, and
  // with the server gone, a diagram is still made.
  it("the diagram offline: part of the precached engine", async () => {
    const srv = await fx.serve();
    const context = await browser.newContext({ acceptDownloads: true });
    const page = await context.newPage();
    assert.equal(await openBoard(page, `${srv.origin}/${DUEL}`), "true");
    await controlled(page);
    await context.setOffline(true);
    const [first] = await Promise.all([page.waitForEvent("download"), page.click("#diagram-svg")]);
    assert.match(first.suggestedFilename(), /\.svg$/);
    // A new tab offline, the server gone: the diagram still comes.
    await context.setOffline(true);
    await srv.close();
    const other = await context.newPage();
    assert.equal(await openBoard(other, `${srv.origin}/${DUEL}`), "true");
    const [offline] = await Promise.all([other.waitForEvent("download"), other.click("#diagram-svg")]);
    assert.match(offline.suggestedFilename(), /\.svg$/);
    await context.close();
  });

  it("a new version takes over and deletes the old cache", async () => {
    const sw = readFileSync(path.join(webDir, "sw.js"), "utf8");
    const pages = {};
    const srv = await fx.serve({ pages });
    const context = await browser.newContext();
    const page = await context.newPage();
    await openBoard(page, `${srv.origin}/`);
    await controlled(page);
    assert.deepEqual(Object.keys(await cacheContents(page)), [CACHE]);

    pages["/sw.js"] = { type: "text/javascript", body: sw.replace(/const VERSION = "[^"]+";/, 'const VERSION = "v2-test";') };
    const changed = page.evaluate(
      () => new Promise((resolve) => navigator.serviceWorker.addEventListener("controllerchange", () => resolve(true), { once: true })),
    );
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration()).update());
    assert.equal(await changed, true);
    // The page offers a reload rather than swapping files under the user.
    await page.waitForSelector("#update:not([hidden])");
    await page.waitForFunction(async () => (await caches.keys()).join() === "xwing-board-v2-test");
    await page.click("#update-reload");
    await page.waitForFunction(() => document.documentElement.dataset.ready === "true");
    await context.close();
    await srv.close();
  });
});
