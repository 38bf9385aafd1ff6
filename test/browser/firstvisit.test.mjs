// A first visit downloads the 3 MB engine once: the service worker's
// precache takes the files the page already has from the browser's HTTP
// cache instead of fetching them again, and the board still works offline
// afterwards. A new version of the worker still revalidates with the
// server, so it never precaches a stale file. Counted on the server.
import { it, before } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { openBoard, waitReady, webDir } from "./helpers.mjs";
import { boardSuite } from "./fixture.mjs";
import { downloads } from "./measure-serve.mjs";

const sw = readFileSync(path.join(webDir, "sw.js"), "utf8");
const CACHE = `xwing-board-${/const VERSION = "(\w+)"/.exec(sw)[1]}`;

// offlineReady waits until the worker controls the page and its cache
// holds the engine: the visit's downloads are over.
// (Polled from here: waitForFunction takes a pending promise for true.)
async function offlineReady(page, cache = CACHE) {
  const until = Date.now() + 30000;
  for (;;) {
    const ready = await page.evaluate(
      async (cache) =>
        navigator.serviceWorker.controller !== null &&
        (await caches.keys()).join() === cache &&
        !!(await (await caches.open(cache)).match("xwing.wasm")),
      cache,
    );
    if (ready) return;
    assert.ok(Date.now() < until, `the service worker never cached the engine in ${cache}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const cached = (page, cache, file) =>
  page.evaluate(async ([cache, file]) => (await (await caches.open(cache)).match(file))?.text(), [cache, file]);

boardSuite("first visit", { server: false }, (fx) => {
  let browser;
  before(() => {
    browser = fx.browser;
  });

  // pageOn opens a page on server srv in a context of its own (the
  // service worker allowed, unless worker is false), and closes both when
  // test t ends, even when an assertion fails (a server left open keeps
  // the test process alive).
  async function pageOn(t, srv, { worker = true } = {}) {
    t.after(() => srv.close());
    const context = worker ? await browser.newContext() : await fx.newContext();
    t.after(() => context.close());
    return { context, page: await context.newPage() };
  }

  it("downloads the engine once from cmd/serve (brotli) and then works offline", async (t) => {
    const srv = await fx.goServe();
    const { context, page } = await pageOn(t, srv);
    assert.equal(await openBoard(page, `${srv.origin}/`), "true");
    await offlineReady(page);
    // The server logs an answer once it has sent it.
    await new Promise((r) => setTimeout(r, 300));
    const engine = srv.log.filter((l) => l.path === "/xwing.wasm");
    assert.equal(downloads(srv.log, "/xwing.wasm"), 1, `engine answers: ${JSON.stringify(engine)}`);
    assert.equal(engine[0].encoding, "br");
    assert.ok(srv.log.some((l) => l.path === "/sw.js"), "the worker was installed");

    await context.setOffline(true);
    await srv.close();
    await page.reload();
    await waitReady(page);
    assert.equal(await page.evaluate(() => document.documentElement.dataset.ready), "true");
  });

  it("the late cards (page-late.js) are inert until bound: a click before is not taken, one after adds a ship", async (t) => {
    const srv = await fx.goServe();
    const { page } = await pageOn(t, srv, { worker: false });
    const errors = [];
    page.on("pageerror", (e) => errors.push(e.message));
    // page-late.js held back until the board is ready.
    let release;
    const held = new Promise((r) => (release = r));
    await page.route((u) => u.pathname.endsWith("/page-late.js"), async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${srv.origin}/#v1=2e,s,3,0,*/t65xwing,1,300,700,0/`);
    await waitReady(page);
    assert.equal(await page.evaluate(() => document.documentElement.dataset.ready), "true");
    const ships = () => page.evaluate(() => globalThis.boardApp.getState().ships.length);
    const small = page.locator('[data-size="small"]');
    assert.equal(await small.evaluate((b) => b.closest("[data-late]").inert), true, "inert before its module");
    await small.click({ force: true });
    assert.equal(await ships(), 1, "a click on an inert card adds nothing");
    release();
    await page.waitForFunction(() => document.documentElement.dataset.late === "true");
    assert.equal(await small.evaluate((b) => b.closest("[data-late]").inert), false, "bound, not inert");
    await small.click();
    await page.waitForFunction(() => globalThis.boardApp.getState().ships.length === 2);
    assert.deepEqual(errors, []);
  });

  it("downloads the engine once from a server without validators or compression", async (t) => {
    // helpers.mjs's server: no ETag, no Last-Modified, Cache-Control:
    // no-cache, so a revalidation would be a full download.
    const srv = await fx.serve();
    const { page } = await pageOn(t, srv);
    assert.equal(await openBoard(page, `${srv.origin}/`), "true");
    await offlineReady(page);
    assert.equal(srv.requests.get("/xwing.wasm"), 1);
    assert.equal(srv.requests.get("/page.js"), 1);
  });

  it("a new version precaches what the server has now, not the HTTP cache's copy", async (t) => {
    const pages = {};
    const srv = await fx.serve({ pages });
    const { page } = await pageOn(t, srv);
    await openBoard(page, `${srv.origin}/`);
    await offlineReady(page);
    const manifest = readFileSync(path.join(webDir, "manifest.webmanifest"), "utf8");
    assert.equal(await cached(page, CACHE, "manifest.webmanifest"), manifest);

    const changed = manifest.replace(/"short_name": "[^"]*"/, '"short_name": "X-Wing new"');
    assert.notEqual(changed, manifest);
    pages["/manifest.webmanifest"] = { type: "application/manifest+json", body: changed };
    pages["/sw.js"] = { type: "text/javascript", body: sw.replace(/const VERSION = "[^"]+";/, 'const VERSION = "vnext";') };
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration()).update());
    await offlineReady(page, "xwing-board-vnext");
    assert.equal(await cached(page, "xwing-board-vnext", "manifest.webmanifest"), changed);
  });

  it("installs as an app from a subfolder: manifest, worker scope and URLs are relative", async (t) => {
    // The board served under /tools/xwing/ by a proxy in front of the
    // project's server: nothing may point at the host's root.
    const srv = await fx.goServe();
    t.after(() => srv.close());
    const prefix = "/tools/xwing";
    const outside = [];
    const proxy = await fx.serve({
      dir: null,
      handle: (req, res) => {
        if (!req.url.startsWith(`${prefix}/`)) {
          outside.push(req.url);
          res.writeHead(404).end();
          return;
        }
        const up = http.request(`${srv.origin}${req.url.slice(prefix.length)}`, { method: req.method, headers: req.headers }, (r) => {
          res.writeHead(r.statusCode, r.headers);
          r.pipe(res);
        });
        req.pipe(up);
      },
    });
    const origin = proxy.origin;
    const { context, page } = await pageOn(t, proxy);
    assert.equal(await openBoard(page, `${origin}${prefix}/`), "true");
    await offlineReady(page);
    assert.equal(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration()).scope), `${origin}${prefix}/`);
    const cdp = await context.newCDPSession(page);
    const manifest = await cdp.send("Page.getAppManifest");
    assert.deepEqual(manifest.errors, []);
    const base = `${origin}${prefix}/`;
    assert.equal(manifest.url, `${base}manifest.webmanifest`);
    const data = JSON.parse(manifest.data);
    for (const key of ["start_url", "scope", "id"]) assert.equal(new URL(data[key], manifest.url).href, base, key);
    for (const icon of data.icons) assert.ok(new URL(icon.src, manifest.url).href.startsWith(base), icon.src);
    const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
    assert.deepEqual(installabilityErrors.filter((e) => e.errorId !== "in-incognito"), []);
    assert.deepEqual(outside, [], "requests outside the subfolder");
  });

  // cmd/serve sends the page's scripts and stylesheet from their
  // minified compressed copies (cmd/serve/precompress.mjs): the page they
  // make, ready on a share link, has the same elements, each styled the
  // same, as the page made from the files as written (the test server
  // sends those), on a desktop and a phone. The stylesheet (index.html's
  // inline copy) holds the logo as a data: URL: it must be the logo's file.
  const svgs = Object.fromEntries(["icons/icon.svg"].map((f) => [readFileSync(path.join(webDir, f), "utf8"), `url("/${f}")`]));
  const asFile = (value) =>
    value.replace(/url\("data:image\/svg\+xml,((?:[^"\\]|\\.)*)"\)/g, (url, data) => svgs[decodeURIComponent(data.replace(/\\(.)/g, "$1"))] || url);
  it("the minified copies make the same page as the files as written", async (t) => {
    const minified = await fx.goServe();
    const written = await fx.serve();
    const link = "#v1=2e,e,5,0,*/t65xwing,1,457.2,834.4,0;tielnfighter,2,1500,640,180/";
    for (const viewport of [{ width: 1280, height: 800 }, { width: 360, height: 740 }]) {
      const looks = [];
      for (const { origin } of [minified, written]) {
        const context = await fx.newContext({ viewport });
        t.after(() => context.close());
        const page = await context.newPage();
        assert.equal(await openBoard(page, `${origin}/${link}`), "true");
        // The board's cards come after ready and redraw what names its
        // ships: both pages are compared once they have come.
        await page.waitForLoadState("networkidle");
        await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
        const coding = await page.evaluate(async () => (await fetch("style.css")).headers.get("content-encoding") || "");
        looks.push({
          coding,
          elements: await page.evaluate((origin) => {
            // Custom properties keep their text as written (".7" or "0.7"):
            // the properties they feed are compared instead.
            const style = (e) => {
              const cs = getComputedStyle(e);
              return [...cs].filter((p) => !p.startsWith("--")).map((p) => `${p}: ${cs.getPropertyValue(p).replaceAll(origin, "")}`);
            };
            return [...document.querySelectorAll("*")].map((e) => ({ tag: e.tagName, id: e.id, class: e.getAttribute("class"), style: style(e) }));
          }, origin),
        });
        await context.close();
      }
      assert.equal(looks[0].coding, "br", "cmd/serve sends the minified copy");
      assert.equal(looks[1].coding, "", "the test server sends the file as written");
      assert.equal(looks[0].elements.length, looks[1].elements.length, `elements at ${viewport.width} px`);
      assert.ok(looks[0].elements.some((e) => e.style.some((p) => p.startsWith("background-image: url(\"data:"))), "the logo inside the stylesheet");
      looks[0].elements.forEach((e, i) => assert.deepEqual({ ...e, style: e.style.map(asFile) }, { ...looks[1].elements[i], style: looks[1].elements[i].style.map(asFile) }, `element ${i} at ${viewport.width} px`));
    }
  });
});
