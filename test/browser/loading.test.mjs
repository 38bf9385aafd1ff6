// A slow first visit: the board from the link (or the board saved here)
// is drawn before the engine arrives, its ships as placeholders at their
// places and headings, with a progress figure that follows the bytes; the
// engine's pieces replace them once it is ready. The engine's download is
// held by the test server and let through in steps.
// XWING_SCREENSHOTS_LOADING=1 also saves the loading state (desktop, dark;
// phone, light) as loading-*.png where helpers.mjs puts screenshots.
import { it, before } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import path from "node:path";
import { settle, collectErrors, waitReady, webDir, docsDir } from "./helpers.mjs";
import { boardSuite } from "./fixture.mjs";

// Ships numbered 1, 3, 4 (ship 2 was removed), two obstacles.
const BOARD = "#v1=2e,s,5,,*/t65xwing,1,400,700,0,,,Luke,,,,1;tielnfighter,2,400,200,180,,,,,,,3;@large,2,700,300,90,,,,,,,4/a1,300,450,0;d1,600,500,30";

// held answers the engine's request with the file's headers at once and
// its bytes only as the test lets them through (send).
function held(file, headers) {
  const body = readFileSync(path.join(webDir, file));
  let res = null;
  let sent = 0;
  const waiting = [];
  return {
    size: body.length,
    route: (req, r) => {
      res = r;
      res.writeHead(200, { "content-type": "application/wasm", "content-length": body.length, "cache-control": "no-cache", ...headers });
      res.flushHeaders();
      for (const f of waiting.splice(0)) f();
    },
    requested: () => (res ? Promise.resolve() : new Promise((r) => waiting.push(r))),
    // send lets the body through up to fraction f of it.
    send: async (f) => {
      await (res ? Promise.resolve() : new Promise((r) => waiting.push(r)));
      const upto = Math.round(body.length * f);
      res.write(body.subarray(sent, upto));
      sent = upto;
      if (sent >= body.length) res.end();
    },
  };
}

boardSuite("loading: the board before the engine", { server: false }, (fx) => {
  let browser;
  before(() => {
    browser = fx.browser;
  });

  const early = (page) =>
    page.evaluate(() => {
      const q = (s) => [...document.querySelectorAll(s)];
      const bar = document.getElementById("loading-progress");
      return {
        ready: document.documentElement.dataset.ready || "",
        mat: q("#layer-mat .mat").length,
        markers: q("#layer-preview [data-placeholder]").map((g) => ({
          at: g.getAttribute("transform"),
          turn: g.firstElementChild.getAttribute("transform").replace(/ scale\(.*$/, ""),
          num: g.querySelector(".ship-num").textContent,
          name: g.querySelector(".ship-label")?.textContent || "",
        })),
        obstacles: q("#layer-preview .obstacle polygon").length,
        pieces: q("#layer-ships [data-ship]").length,
        loading: !document.getElementById("loading").hidden,
        marked: document.getElementById("board").classList.contains("early"),
        value: bar.hasAttribute("value") ? bar.value : null,
        max: bar.max,
        text: document.getElementById("loading-text").textContent,
        status: document.querySelector("#loading [role=status]").textContent,
        board: document.getElementById("loading-board").textContent,
        reach: document.getElementById("max-range").value,
      };
    });

  // open loads the page at url with the engine held by wasm; server: a
  // { srv, pages } from an earlier open, to keep the origin (and its storage).
  async function open(t, { url = BOARD, wasm = held("xwing.wasm"), cards, viewport = { width: 1280, height: 800 }, context, server } = {}) {
    const pages = server ? server.pages : {};
    pages["/xwing.wasm"] = wasm.route;
    if (cards) pages["/cards-xwa.txt"] = cards.route;
    const srv = server ? server.srv : await fx.serve({ pages });
    if (!server) t.after(() => srv.close());
    const ctx = context || (await browser.newContext({ viewport, serviceWorkers: "block", colorScheme: "dark" }));
    if (!context) t.after(() => ctx.close());
    const page = await ctx.newPage();
    const errors = collectErrors(page);
    await page.goto(`${srv.origin}/${url}`);
    await wasm.requested();
    return { page, errors, server: { srv, pages } };
  }

  it("draws the board from the link with placeholders and a rising progress figure, then the real pieces", async (t) => {
    const wasm = held("xwing.wasm");
    const { page, errors } = await open(t, { wasm });
    await page.waitForFunction(() => document.documentElement.dataset.early === "true");
    assert.match(await page.textContent("#loading-text"), /^Downloading the engine/);
    await wasm.send(0.25);
    await page.waitForFunction((v) => document.getElementById("loading-progress").value >= v, Math.round(0.25 * wasm.size) - 2);
    const a = await early(page);
    assert.equal(a.ready, "", "the engine isn't ready");
    assert.equal(a.mat, 1, "the play area is drawn");
    assert.deepEqual(a.markers, [
      { at: "translate(400 700)", turn: "rotate(0)", num: "1", name: "Luke" },
      { at: "translate(400 200)", turn: "rotate(180)", num: "3", name: "" },
      { at: "translate(700 300)", turn: "rotate(90)", num: "4", name: "" },
    ]);
    assert.equal(a.obstacles, 2);
    assert.equal(a.pieces, 0, "no engine pieces yet");
    assert.ok(a.loading && a.marked, "marked as loading");
    assert.equal(a.max, wasm.size, "the total is the engine's size");
    assert.ok(a.value >= 0.2 * wasm.size && a.value <= 0.3 * wasm.size, `${a.value} of ${wasm.size}`);
    assert.match(a.text, /^Downloading the engine: 2[0-9]%$/);
    assert.match(a.board, /^The board from the link, 3 ships and 2 obstacles, loading:$/);
    assert.equal(a.reach, "5", "the link's settings show too");
    assert.match(a.status, /board from the link|Downloading the engine/);
    if (process.env.XWING_SCREENSHOTS_LOADING) await page.screenshot({ path: path.join(docsDir, "loading-desktop.png") });

    await wasm.send(0.7);
    await page.waitForFunction((v) => document.getElementById("loading-progress").value >= v, Math.round(0.7 * wasm.size) - 2);
    const b = await early(page);
    assert.ok(b.value > a.value, "the figure rises");
    assert.match(b.text, /^Downloading the engine: (69|70)%$/);
    assert.equal(b.markers.length, 3);

    await wasm.send(1);
    await waitReady(page);
    await settle(page);
    const c = await early(page);
    assert.equal(c.ready, "true");
    assert.deepEqual(c.markers, [], "the placeholders are gone");
    assert.equal(c.pieces, 3, "the engine's pieces replace them");
    assert.equal(c.loading, false);
    assert.equal(c.marked, false);
    const nums = await page.$$eval("#layer-ships [data-ship] .ship-num", (ts) => ts.map((x) => x.textContent));
    assert.deepEqual(nums, ["1", "3", "4"]);
    assert.deepEqual(errors, []);
  });

  // The cards of a board without pilots don't share a slow link with the
  // engine, nor hold up the board: they are fetched once it is drawn. A
  // board with pilots can't be drawn without them: they come with the
  // engine.
  it("a board without pilots is ready before its cards, which come after it (the search says so meanwhile); one with pilots gets them with the engine", async (t) => {
    const cardsFile = () => held("cards-xwa.txt", { "content-type": "text/plain; charset=utf-8" });
    const asked = (cards) => Promise.race([cards.requested().then(() => true), new Promise((r) => setTimeout(() => r(false), 400))]);
    const ready = (page) => page.evaluate(() => document.documentElement.dataset.ready || "");
    const pilotResults = async (page) => {
      await page.fill("#ship-search", "luke");
      return page.$$eval("#ship-results [data-pilot]", (li) => li.map((x) => x.dataset.pilot));
    };

    const plain = { wasm: held("xwing.wasm"), cards: cardsFile() };
    const a = await open(t, { url: "#v1=2e,s,5,,*/t65xwing,1,400,700,0;tielnfighter,2,400,200,180/", ...plain });
    await a.page.waitForFunction(() => document.documentElement.dataset.early === "true");
    assert.equal(await asked(plain.cards), false, "no cards asked for with the engine");
    await plain.wasm.send(1);
    await waitReady(a.page);
    assert.equal(await a.page.$$eval("#layer-ships [data-ship]", (g) => g.length), 2, "drawn without the cards");
    await plain.cards.requested(); // then asked for
    assert.deepEqual(await pilotResults(a.page), [], "no pilots to choose before the cards");
    assert.equal(await a.page.textContent("#ship-results"), "No ship matches; the pilots are still loading…", "and it says why");
    await plain.cards.send(1);
    await a.page.waitForFunction(() => document.querySelectorAll("#ship-results [data-pilot]").length > 0);
    assert.ok((await pilotResults(a.page)).includes("lukeskywalker"), "the pilots come with the cards");
    assert.deepEqual(a.errors, []);

    // Cards that can't be had: the search stops saying they are coming.
    const gone = { wasm: held("xwing.wasm"), cards: { route: (req, res) => res.writeHead(404).end() } };
    const c = await open(t, { url: "#v1=2e,s,5,,*/t65xwing,1,400,700,0/", ...gone });
    await gone.wasm.send(1);
    await waitReady(c.page);
    await c.page.fill("#ship-search", "luke");
    await c.page.waitForFunction(() => document.getElementById("ship-results").textContent === "No ship or pilot matches.");
    assert.equal(await c.page.$$eval("#layer-ships [data-ship]", (g) => g.length), 1, "the board stays");

    const piloted = { wasm: held("xwing.wasm"), cards: cardsFile() };
    const b = await open(t, { url: "#v1=2e,s,5,,*/t65xwing,1,400,700,0,,,,,lukeskywalker,,;tielnfighter,2,400,200,180/", ...piloted });
    assert.equal(await asked(piloted.cards), true, "the cards are asked for with the engine");
    await piloted.wasm.send(1);
    await b.page.waitForFunction(() => typeof globalThis.xwing?.board === "function", null, { timeout: 20000 }); // the engine runs
    await new Promise((r) => setTimeout(r, 500));
    assert.equal(await ready(b.page), "", "a board with pilots waits for its cards");
    await piloted.cards.send(1);
    await waitReady(b.page);
    const state = await b.page.evaluate(() => boardApp.getState());
    assert.equal(state.ships[0].pilot, "lukeskywalker");
    assert.match(await b.page.evaluate(() => boardApp.shipLabel(0)), /Luke Skywalker/);
    assert.equal(b.server.srv.requests.get("/cards-xwa.txt"), 1, "the loader's fetch found the preload: one download");
    assert.deepEqual(b.errors, []);
  });

  // The engine's bytes go to the compiling worker, which downloads them
  // (start.js makes it from index.html's copy of its script, a blob:
  // URL): none cross the page's main thread. Where the page's CSP refuses
  // such a worker, the starter preloads the engine and the page compiles
  // it. Either way it is downloaded once.
  it("the compiling worker downloads the engine, once; where blob: workers are refused, the page does, once", async (t) => {
    const html = readFileSync(path.join(webDir, "index.html"), "utf8");
    assert.ok(html.includes("worker-src 'self' blob:"));
    for (const refused of [false, true]) {
      const wasm = held("xwing.wasm");
      const pages = refused ? { "/": html.replace("worker-src 'self' blob:", "worker-src 'self'") } : {};
      pages["/xwing.wasm"] = wasm.route;
      const srv = await fx.serve({ pages });
      t.after(() => srv.close());
      const ctx = await browser.newContext({ serviceWorkers: "block" });
      t.after(() => ctx.close());
      const page = await ctx.newPage();
      const errors = collectErrors(page);
      await page.goto(`${srv.origin}/${BOARD}`);
      await wasm.requested();
      await wasm.send(0.5);
      await page.waitForFunction(() => document.getElementById("loading-progress").value > 0);
      await wasm.send(1);
      await waitReady(page);
      assert.equal(srv.requests.get("/xwing.wasm"), 1, `refused ${refused}: one download`);
      assert.equal(srv.requests.get("/xwing-compile.js") || 0, 0, `refused ${refused}: the worker's script is the page's copy`);
      const onPage = await page.evaluate(() => performance.getEntriesByType("resource").some((e) => e.name.endsWith("/xwing.wasm")));
      assert.equal(onPage, refused, refused ? "the page downloaded it" : "the worker downloaded it, not the page");
      assert.equal(await page.evaluate(() => typeof globalThis.xwing?.board), "function");
      assert.deepEqual(
        errors.filter((e) => !(refused && /Content Security Policy/.test(e))),
        [],
      );
    }
  });

  // The compiling worker's download fails to compile (here: bytes that
  // are no engine, the first time only): the page says so in a warning
  // and downloads the engine itself, once more, and is ready.
  it("when the compiling worker can't compile the engine, the page downloads it itself", async (t) => {
    const body = readFileSync(path.join(webDir, "xwing.wasm"));
    const bodies = [Buffer.from("\0asm not an engine"), body];
    const srv = await fx.serve({
      pages: {
        "/xwing.wasm": (req, res) => {
          const b = bodies.shift() ?? body;
          res.writeHead(200, { "content-type": "application/wasm", "content-length": b.length, "cache-control": "no-cache" });
          res.end(b);
        },
      },
    });
    t.after(() => srv.close());
    const ctx = await browser.newContext({ serviceWorkers: "block" });
    t.after(() => ctx.close());
    const page = await ctx.newPage();
    const errors = collectErrors(page);
    const warnings = [];
    page.on("console", (m) => m.type() === "warning" && warnings.push(m.text()));
    await page.goto(`${srv.origin}/${BOARD}`);
    await waitReady(page);
    assert.equal(await page.evaluate(() => document.documentElement.dataset.ready), "true");
    assert.equal(srv.requests.get("/xwing.wasm"), 2, "the worker's download, then the page's");
    assert.ok(warnings.some((w) => /cannot compile the engine.*the page downloads the engine itself/.test(w)), warnings.join("\n"));
    assert.deepEqual(errors, []);
  });

  it("a compressed engine: the total from X-Decoded-Length, else bytes so far", async (t) => {
    const raw = readFileSync(path.join(webDir, "xwing.wasm")).length;
    for (const decoded of [true, false]) {
      const wasm = held("xwing.wasm.gz", { "content-encoding": "gzip", ...(decoded ? { "x-decoded-length": String(raw) } : {}) });
      const { page, errors } = await open(t, { wasm });
      await wasm.send(0.5);
      // The first figure (0) comes at once, the bytes' counts as the
      // compiling worker reads them (at most every 50 ms).
      if (decoded) await page.waitForFunction((v) => document.getElementById("loading-progress").value > v, 0.2 * raw);
      else await page.waitForFunction(() => /[1-9]/.test(document.getElementById("loading-text").textContent));
      const a = await early(page);
      if (decoded) {
        assert.equal(a.max, raw, "the decoded total");
        assert.ok(a.value > 0.2 * raw && a.value < 0.8 * raw, `${a.value} of ${raw}`);
        assert.match(a.text, /^Downloading the engine: \d+%$/);
      } else {
        assert.equal(a.value, null, "indeterminate: the encoded Content-Length is not the total");
        assert.match(a.text, /^Downloading the engine: [\d.]+ MB so far$/);
      }
      await wasm.send(1);
      await waitReady(page);
      assert.equal(await page.evaluate(() => document.documentElement.dataset.ready), "true");
      assert.deepEqual(errors, []);
    }
  });

  it("draws the board saved here at the bare start address, on a phone too", async (t) => {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 }, serviceWorkers: "block", isMobile: true, hasTouch: true });
    t.after(() => context.close());
    // A first visit saves the board from the link.
    const first = held("xwing.wasm");
    const one = await open(t, { wasm: first, context });
    await first.send(1);
    await one.page.waitForFunction(() => document.documentElement.dataset.ready);
    // A change saves the board (selecting a ship is one).
    await one.page.focus('[data-ship="0"]');
    await settle(one.page, 50);
    await one.page.close();
    const wasm = held("xwing.wasm");
    const { page, errors } = await open(t, { url: "", wasm, context, server: one.server });
    await wasm.send(0.4);
    await page.waitForFunction(() => document.getElementById("loading-progress").value > 0);
    const a = await early(page);
    assert.deepEqual(a.markers.map((m) => [m.at, m.num]), [
      ["translate(400 700)", "1"],
      ["translate(400 200)", "3"],
      ["translate(700 300)", "4"],
    ]);
    // The banner leaves the board visible: it covers the top of it only.
    const box = await page.evaluate(() => {
      const r = (id) => document.getElementById(id).getBoundingClientRect();
      return { banner: r("loading"), board: r("board") };
    });
    if (process.env.XWING_SCREENSHOTS_LOADING) await page.screenshot({ path: path.join(docsDir, "loading-phone.png") });
    assert.ok(box.banner.height < box.board.height / 3, JSON.stringify(box));
    await wasm.send(1);
    await page.waitForFunction(() => document.documentElement.dataset.ready);
    assert.deepEqual(errors, []);
  });
});
