// The embed view inside a cross-origin iframe (as a community wiki would
// show it): just the board and the verdict, read-only unless embed=edit,
// and a refused service worker stays silent.
import { it, before } from "node:test";
import assert from "node:assert/strict";
import { collectErrors, waitReady } from "./helpers.mjs";
import { boardSuite } from "./fixture.mjs";

const BOARD = "#v1=2e,s,3,0,*/t65xwing,1,400,700,0,,,Red%20One;tielnfighter,2,400,480,180,,,Black%20Two/";

boardSuite("embed view in a cross-origin iframe", (fx) => {
  let board;
  let host;
  let browser;
  const pages = { "/favicon.ico": { type: "image/x-icon", body: "" } };

  before(async () => {
    ({ server: board, browser } = fx);
    host = await fx.serve({ dir: null, pages });
  });

  async function framed(src) {
    pages["/wiki.html"] =
      `<!doctype html><title>Wiki</title><h1>Rules question</h1>` +
      `<iframe id="f" src="${src}" width="640" height="760" title="X-Wing board"></iframe>`;
    const page = await browser.newPage({ viewport: { width: 900, height: 900 } });
    const errors = collectErrors(page);
    await page.goto(`${host.origin}/wiki.html`);
    const frame = page.frames().find((f) => f.url().startsWith(board.origin));
    assert.ok(frame, "the board frame loaded");
    await waitReady(frame);
    return { page, frame, errors };
  }

  const stateOf = (frame) => frame.evaluate(() => globalThis.boardApp.getState());

  async function dragShip(page, frame, i, dx, dy) {
    const box = await page.locator("#f").boundingBox();
    const r = await frame.evaluate((i) => {
      const b = document.querySelector(`[data-ship="${i}"] .base`).getBoundingClientRect();
      return { x: b.left + b.width / 2, y: b.top + b.height / 2 };
    }, i);
    const x = box.x + r.x;
    const y = box.y + r.y;
    await page.mouse.move(x, y);
    await page.mouse.down();
    for (let k = 1; k <= 5; k++) await page.mouse.move(x + (dx * k) / 5, y + (dy * k) / 5);
    await page.mouse.up();
    await frame.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  }

  it("shows the board and the verdict, read-only", async () => {
    const { page, frame, errors } = await framed(`${board.origin}/?embed=1${BOARD}`);
    assert.equal(await frame.evaluate(() => document.documentElement.dataset.ready), "true");
    assert.equal(await frame.evaluate(() => window.top !== window && document.body.classList.contains("embed")), true);
    assert.equal(await frame.isVisible("#board"), true);
    assert.equal(await frame.isVisible("#verdicts"), true);
    assert.match(await frame.textContent("#verdicts"), /TIE\/ln Fighter “Black Two” is in your front arc at range 2/);
    for (const sel of ["#copy-link", "#ship-search", "#selected-card", "#clear-board"]) assert.equal(await frame.isVisible(sel), false, sel);
    const full = await frame.getAttribute("#open-full", "href");
    assert.ok(full.startsWith(`${board.origin}/#v1=`) && !full.includes("embed"), full);
    const before = await stateOf(frame);
    await dragShip(page, frame, 1, 60, 40);
    await frame.focus('[data-ship="1"]');
    await frame.press('[data-ship="1"]', "ArrowLeft");
    const after = await stateOf(frame);
    assert.deepEqual(after.ships, before.ships, "read-only: nothing moved");
    // Looking around is allowed: select the other ship.
    assert.equal(after.selected, 1);
    assert.match(await frame.textContent("#verdicts"), /Red One/);
    // No errors, though the service worker may be refused in a third-party frame.
    assert.deepEqual(errors, []);
    await page.close();
  });

  it("lets readers move pieces with embed=edit, and reads #...&embed too", async () => {
    const { page, frame, errors } = await framed(`${board.origin}/?embed=edit${BOARD}`);
    const before = await stateOf(frame);
    await dragShip(page, frame, 1, 80, 0);
    const after = await stateOf(frame);
    assert.ok(after.ships[1].x > before.ships[1].x + 20, `${after.ships[1].x} > ${before.ships[1].x}`);
    assert.equal(await frame.isVisible("#copy-link"), false);
    assert.deepEqual(errors, []);
    await page.close();

    const second = await framed(`${board.origin}/${BOARD}&embed`);
    assert.equal(await second.frame.evaluate(() => document.body.classList.contains("read-only")), true);
    assert.match(await second.frame.textContent("#verdicts"), /Black Two/);
    await second.page.close();
  });
});
