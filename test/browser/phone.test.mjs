// Comfortable on a phone: touch targets of at least 44 CSS px on a 360 px
// phone, ships easy to hit, the board and the verdict side by side in
// landscape.
import { it, before } from "node:test";
import assert from "node:assert/strict";
import { openBoard, boardState, settle, shipCenter, collectErrors } from "./helpers.mjs";
import { boardSuite } from "./fixture.mjs";

const MIN = 44;
const SCENE =
  "#v1=2e,s,3,0,*/t65xwing,1,372,690,8,,,Red%20One;asf01bwing,1,585,760,340,,,Blue%20Five;tielnfighter,2,420,415,195,,,Black%20Two;" +
  "firesprayclasspatrolcraft,2,700,230,200,,,Slave%20One/a1,505,585,30";

boardSuite("phone comfort", (fx) => {
  let srv;
  let browser;
  before(async () => {
    ({ server: srv, browser } = fx);
  });

  const phone = (width, height) => browser.newContext({ viewport: { width, height }, hasTouch: true, isMobile: true, deviceScaleFactor: 2, serviceWorkers: "block" });

  it("every control is at least 44 CSS px on a 360 px phone", async () => {
    const context = await phone(360, 740);
    const page = await context.newPage();
    const errors = collectErrors(page);
    assert.equal(await openBoard(page, `${srv.origin}/${SCENE}`), "true");
    await settle(page);
    const small = await page.evaluate((min) => {
      const out = [];
      const targets = document.querySelectorAll("button, select, input, textarea, summary, a[href], label.chip");
      for (const el of targets) {
        const r = el.getBoundingClientRect();
        if (!r.width || !r.height || el.closest("[hidden], dialog:not([open])")) continue;
        // A checkbox or radio inside its label counts as the label's size.
        const box = el.matches("input[type=checkbox], input[type=radio]") && el.closest("label") ? el.closest("label").getBoundingClientRect() : r;
        if (box.width < min - 0.5 || box.height < min - 0.5) out.push(`${el.tagName.toLowerCase()}#${el.id || el.className || el.textContent.trim().slice(0, 20)} ${Math.round(box.width)}x${Math.round(box.height)}`);
      }
      return out;
    }, MIN);
    assert.deepEqual(small, []);
    assert.deepEqual(errors.filter((e) => e.startsWith("pageerror")), []);
    await context.close();
  });

  it("ships are hit in an area of at least 44 px, larger than the drawn base", async () => {
    const context = await phone(360, 740);
    const page = await context.newPage();
    assert.equal(await openBoard(page, `${srv.origin}/${SCENE}`), "true");
    await settle(page);
    const sizes = await page.evaluate(() =>
      [...document.querySelectorAll("#layer-ships [data-ship]")].map((g) => {
        const hit = g.querySelector(".ship-hit").getBoundingClientRect();
        const base = g.querySelector(".base").getBoundingClientRect();
        return { hit: Math.min(hit.width, hit.height), base: Math.max(base.width, base.height) };
      }),
    );
    for (const s of sizes) {
      assert.ok(s.hit >= MIN - 0.5, `hit area ${s.hit}`);
      assert.ok(s.hit >= s.base, `hit ${s.hit} vs base ${s.base}`);
    }
    // A tap 18 px off a small ship's centre (outside its drawn base) still selects it.
    const c = await shipCenter(page, 0);
    const base = await page.locator('[data-ship="0"] .base').boundingBox();
    assert.ok(base.width / 2 < 18, `the base is ${base.width} px`);
    await page.touchscreen.tap(c.x + 18, c.y);
    await settle(page);
    assert.equal((await boardState(page)).selected, 0);
    await context.close();
  });

  // The engine's first board is painted a task before the cards below the
  // verdict (app.js, style.css body.cards-later): the ready frame laid out
  // and painted every card with it, Lighthouse's largest blocking task.
  // The move card comes with the board: on a portrait phone it sits above
  // the verdict, which it would push down a frame later.
  it("the first board is painted before the cards below the verdict, the move card with it", async () => {
    const context = await phone(360, 740);
    const page = await context.newPage();
    await page.addInitScript(() => {
      new MutationObserver((_, obs) => {
        if (document.documentElement.dataset.ready !== "true") return;
        obs.disconnect();
        const shown = (e) => !!e && getComputedStyle(e).display !== "none";
        globalThis.atReady = {
          move: shown(document.querySelector(".move-card")),
          cards: [...document.querySelectorAll(".panel-cards > .card:not(.move-card):not([hidden])")].map(shown),
        };
      }).observe(document, { attributes: true, subtree: true, attributeFilter: ["data-ready"] });
    });
    assert.equal(await openBoard(page, `${srv.origin}/${SCENE}`), "true");
    const atReady = await page.evaluate(() => globalThis.atReady);
    assert.deepEqual(atReady, { move: true, cards: atReady.cards.map(() => false) }, "at ready: the move card, no other card");
    assert.ok(atReady.cards.length > 2, `the cards below: ${atReady.cards.length}`);
    await page.waitForFunction(() => !document.body.classList.contains("cards-later"), null, { timeout: 5000 });
    const after = await page.evaluate(() => [...document.querySelectorAll(".panel-cards > .card:not(.move-card):not([hidden])")].map((e) => getComputedStyle(e).display !== "none"));
    assert.ok(after.length > 2 && after.every(Boolean), "a task later, every card");
    await context.close();
  });

  it("landscape puts the board and the verdict side by side", async () => {
    const context = await phone(740, 360);
    const page = await context.newPage();
    assert.equal(await openBoard(page, `${srv.origin}/${SCENE}`), "true");
    await settle(page);
    const board = await page.locator("#board").boundingBox();
    const verdict = await page.locator(".verdict-card").boundingBox();
    assert.ok(verdict.x >= board.x + board.width - 1, `verdict at x ${verdict.x}, board ends at ${board.x + board.width}`);
    assert.ok(board.height >= 250 && board.y + board.height <= 361, JSON.stringify(board));
    assert.ok(verdict.y < 360, "the verdict starts on screen");
    await context.close();
  });
});
