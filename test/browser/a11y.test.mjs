// Accessibility: axe-core (node_modules/axe-core, a devDependency) finds no
// violations on the board page (desktop dark, phone light), while the
// engine is still downloading, with the keyboard ruler on, with the
// loadout and squad panels, the legend and the embed dialog open, in the
// embed view, and on a host page with two <xwing-board> elements (axe
// looks inside their open shadow roots). The page's Content-Security-
// Policy forbids injected scripts: the contexts bypass it (bypassCSP).
import { it, before } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import path from "node:path";
import { openBoard, waitReady, settle, collectErrors, root, webDir, importSquad } from "./helpers.mjs";
import { boardSuite } from "./fixture.mjs";

const AXE = path.join(root, "node_modules", "axe-core", "axe.min.js");
// A share link: two X-wings and a TIE, an obstacle, the first X-wing
// (Luke, with proton torpedoes) selected.
const BOARD = "#v1=2e,s,3,0,*/t65xwing,1,400,700,0,,,Red%20One,,lukeskywalker,protontorpedoes;tielnfighter,2,400,480,180,,,Black%20Two;t65xwing,1,500,700,0/a1,300,450,0";
const STATE = "v1=2e,s,3,0,*/t65xwing,1,457.2,834.4,0;tielnfighter,2,600,640,180/";

// check runs axe in target (a page or a frame) and fails with every
// violation: its id, impact, the elements and the help text.
async function check(target, what, options = {}) {
  if (!(await target.evaluate(() => !!globalThis.axe))) await target.addScriptTag({ path: AXE });
  const result = await target.evaluate((options) => globalThis.axe.run(document, options), options);
  const lines = result.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n` + v.nodes.map((n) => `    ${JSON.stringify(n.target)}: ${n.failureSummary.replace(/\s+/g, " ")}`).join("\n"),
  );
  assert.equal(result.violations.length, 0, `${what}: ${result.violations.length} axe violations\n  ${lines.join("\n  ")}`);
  return result;
}

// held answers the engine's request with its headers and a quarter of its
// bytes until release (as loading.test.mjs holds it).
function held(file) {
  const body = readFileSync(path.join(webDir, file));
  let res = null;
  const waiting = [];
  return {
    route: (req, r) => {
      const head = { "content-type": "application/wasm", "content-length": body.length, "cache-control": "no-cache" };
      // Only the first request is held: a later one (from a page of an
      // earlier round still open, say) would take over res, and release
      // would end it while the page's own download hung.
      if (res) return void r.writeHead(200, head).end(body);
      res = r;
      res.writeHead(200, head);
      res.write(body.subarray(0, body.length >> 2));
      for (const f of waiting.splice(0)) f();
    },
    requested: () => (res ? Promise.resolve() : new Promise((r) => waiting.push(r))),
    release: () => res?.end(body.subarray(body.length >> 2)),
  };
}

const pages = { "/favicon.ico": { type: "image/x-icon", body: "" } };

boardSuite("accessibility (axe-core)", { pages }, (fx) => {
  let srv;
  let host;
  const hostPages = { "/favicon.ico": { type: "image/x-icon", body: "" } };

  before(async () => {
    srv = fx.server;
    host = await fx.serve({ dir: null, pages: hostPages });
  });

  async function context(t, { viewport = { width: 1280, height: 800 }, colorScheme = "dark", phone = false } = {}) {
    const ctx = await fx.newContext({ viewport, colorScheme, bypassCSP: true, ...(phone ? { isMobile: true, hasTouch: true } : {}) });
    t.after(() => ctx.close());
    const page = await ctx.newPage();
    return { ctx, page, errors: collectErrors(page) };
  }

  for (const [name, options, theme] of [
    ["desktop, dark", {}, "dark"],
    ["phone, light", { viewport: { width: 360, height: 740 }, colorScheme: "light", phone: true }, "light"],
  ]) {
    it(`the board from a share link: ${name}`, async (t) => {
      const { page, errors } = await context(t, options);
      await openBoard(page, `${srv.origin}/${BOARD}`);
      await settle(page);
      assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), theme);
      await check(page, name);
      assert.deepEqual(errors, []);
    });
  }

  it("while the engine downloads: placeholders and the progress banner", async (t) => {
    for (const [scheme, viewport] of [["dark", { width: 1280, height: 800 }], ["light", { width: 360, height: 740 }]]) {
      const wasm = held("xwing.wasm");
      pages["/xwing.wasm"] = wasm.route;
      t.after(() => delete pages["/xwing.wasm"]);
      const { ctx, page, errors } = await context(t, { viewport, colorScheme: scheme });
      await page.goto(`${srv.origin}/${BOARD}`);
      await wasm.requested();
      await page.waitForFunction(() => document.documentElement.dataset.early === "true" && document.getElementById("loading-progress").value > 0);
      assert.equal(await page.evaluate(() => document.documentElement.dataset.ready || ""), "");
      assert.ok((await page.locator("#layer-preview [data-placeholder]").count()) > 0, "placeholders drawn");
      await check(page, `loading, ${scheme}`);
      wasm.release();
      await waitReady(page);
      delete pages["/xwing.wasm"];
      assert.deepEqual(errors, []);
      await ctx.close(); // nothing of this page asks for the engine from the next round's held route
    }
  });

  it("the ruler in keyboard mode", async (t) => {
    const { page, errors } = await context(t);
    await openBoard(page, `${srv.origin}/${BOARD}`);
    await page.focus("#ruler-mode");
    await page.keyboard.press("Enter");
    await settle(page);
    assert.equal(await page.getAttribute("#ruler-mode", "aria-pressed"), "true");
    assert.equal(await page.evaluate(() => document.activeElement.getAttribute("data-ruler-end")), "0");
    await page.keyboard.press("Tab");
    await page.keyboard.press("ArrowUp");
    await settle(page);
    assert.equal(await page.isVisible("#ruler-readout"), true);
    await check(page, "keyboard ruler");
    assert.deepEqual(errors, []);
  });

  it("the loadout, squad and upgrade panels, the legend and the embed dialog", async (t) => {
    const { page, errors } = await context(t);
    await openBoard(page, `${srv.origin}/${BOARD}`);
    await settle(page);
    assert.equal(await page.isVisible("#sel-loadout"), true, "the selected ship's loadout");
    await page.fill("#upgrade-search", "r2");
    await page.fill("#ship-search", "x-wing");
    await page.click("#legend summary");
    await page.fill("#squad-xws", '{"faction": "rebelalliance", "pilots": [{"id": "lukeskywalker", "ship": "t65xwing", "upgrades": {"torpedo": ["protontorpedoes"]}}]}');
    await importSquad(page);
    await check(page, "panels open");
    await page.click("#embed-button");
    await settle(page);
    assert.equal(await page.isVisible("#embed-dialog"), true);
    await check(page, "embed dialog");
    assert.deepEqual(errors, []);
  });

  it("the embed view in a cross-origin frame, light and dark", async (t) => {
    for (const theme of ["light", "dark"]) {
      hostPages[`/wiki-${theme}.html`] =
        `<!doctype html><html lang="en"><title>Wiki</title><main><h1>Rules question</h1>` +
        `<iframe id="f" src="${srv.origin}/?embed=1&theme=${theme}${BOARD}" width="640" height="760" title="X-Wing board"></iframe></main></html>`;
      const { page, errors } = await context(t, { viewport: { width: 900, height: 900 } });
      await page.goto(`${host.origin}/wiki-${theme}.html`);
      const frame = page.frames().find((f) => f.url().startsWith(srv.origin));
      assert.ok(frame, "the board frame loaded");
      await waitReady(frame);
      await frame.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      assert.equal(await frame.evaluate(() => document.body.classList.contains("embed")), true);
      await check(frame, `embed, ${theme}`);
      assert.deepEqual(errors, []);
    }
  });

  it("a host page with two <xwing-board> elements, light and dark (inside their shadow roots)", async (t) => {
    pages["/two-boards.html"] =
      `<!doctype html><html lang="en"><meta charset="utf-8"><title>Two boards</title><main><h1>Two boards</h1>` +
      `<xwing-board id="l" theme="light" state="${STATE}"></xwing-board><xwing-board id="d" theme="dark" state="#${BOARD.slice(1)}"></xwing-board>` +
      `</main><script type="module" src="/xwing-board.js"></script></html>`;
    const { page, errors } = await context(t, { viewport: { width: 900, height: 900 } });
    await page.goto(`${srv.origin}/two-boards.html`);
    await page.waitForFunction(() => [...document.querySelectorAll("xwing-board")].every((b) => b.status === "ready"), null, { timeout: 30000 });
    await settle(page);
    const shadowNodes = await page.evaluate(() => [...document.querySelectorAll("xwing-board")].map((b) => b.shadowRoot.querySelectorAll("*").length));
    assert.ok(shadowNodes.every((n) => n > 10), `shadow roots drawn: ${shadowNodes}`);
    const result = await check(page, "two elements");
    // axe did look inside the shadow roots: some checked node is in one.
    const inShadow = new Set(result.passes.flatMap((r) => r.nodes.filter((n) => Array.isArray(n.target[0])).map((n) => n.target[0][0])));
    assert.deepEqual([...inShadow].sort(), ["#d", "#l"], "axe checked nodes inside both shadow roots");
    assert.deepEqual(errors, []);
  });
});
