// Phone comfort, part two: one finger scrolls the page unless pan mode is
// on; the board can't be panned out of view; ship names never cover each
// other; the verdict lists enemies first and folds friends away; adding
// ships keeps the verdict (desktop) and the board (phone) at hand.
import { it, before } from "node:test";
import assert from "node:assert/strict";
import { openBoard, boardState, settle, shipCenter, boardToClient, collectErrors } from "./helpers.mjs";
import { boardSuite } from "./fixture.mjs";

const SCENE =
  "#v1=2e,s,3,0,*/t65xwing,1,372,690,8,,,Red%20One;asf01bwing,1,585,760,340,,,Blue%20Five;tielnfighter,2,420,415,195,,,Black%20Two;" +
  "firesprayclasspatrolcraft,2,700,230,200,,,Slave%20One/a1,505,585,30";

// Twelve named ships packed 50 mm apart.
const names = ["Alpha", "Bravo", "Charlie", "Delta", "Echo", "Foxtrot", "Golf", "Hotel", "India", "Juliet", "Kilo", "Lima"];
const CROWD =
  "#v1=2e,s,3,0,*/" +
  names.map((n, k) => `${k % 2 ? "tielnfighter" : "t65xwing"},${(k % 2) + 1},${380 + 50 * (k % 4)},${380 + 50 * Math.floor(k / 4)},${k * 30},,,${n}%20Squadron`).join(";") +
  "/";

function boxesOverlap(a, b) {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

boardSuite("phone comfort and the verdict", (fx) => {
  let srv;
  let browser;
  before(async () => {
    ({ server: srv, browser } = fx);
  });

  const phone = () => browser.newContext({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2, serviceWorkers: "block" });

  it("phone: one finger on the board scrolls the page unless pan mode is on", async () => {
    const context = await phone();
    const page = await context.newPage();
    const errors = collectErrors(page);
    assert.equal(await openBoard(page, `${srv.origin}/${SCENE}`), "true");
    await settle(page);
    const cdp = await context.newCDPSession(page);
    const touch = (type, points) => cdp.send("Input.dispatchTouchEvent", { type, touchPoints: points.map((p, id) => ({ x: p.x, y: p.y, id })) });
    const swipeUp = async (p) => {
      await touch("touchStart", [p]);
      for (let k = 1; k <= 10; k++) await touch("touchMove", [{ x: p.x, y: p.y - 15 * k }]);
      await touch("touchEnd", []);
    };
    // An empty spot of the board (clear of the buttons), low on it so the
    // swipe stays on the board.
    const empty = await boardToClient(page, 470, 880);
    const vb0 = await page.getAttribute("#board", "viewBox");
    assert.equal(await page.evaluate(() => scrollY), 0);
    await swipeUp(empty);
    await page.waitForFunction(() => scrollY > 60, null, { timeout: 5000 });
    assert.equal(await page.getAttribute("#board", "viewBox"), vb0, "the board did not pan");
    // Back to the top, once the fling has run out.
    await page.waitForFunction(
      () => {
        const y = scrollY;
        scrollTo(0, 0);
        return y === 0;
      },
      null,
      { polling: 200 },
    );

    // Pan mode: the same swipe pans the board; the page stays.
    await page.locator("#pan-mode").tap();
    assert.equal(await page.getAttribute("#pan-mode", "aria-pressed"), "true");
    const p = await boardToClient(page, 470, 880);
    await swipeUp(p);
    await settle(page);
    const vb1 = await page.getAttribute("#board", "viewBox");
    assert.notEqual(vb1, vb0, "the board panned");
    assert.ok(Number(vb1.split(" ")[1]) > Number(vb0.split(" ")[1]), `${vb0} -> ${vb1}`);
    assert.equal(await page.evaluate(() => scrollY), 0, "the page did not scroll");
    await page.locator("#pan-mode").tap();

    // A ship still follows one finger straight up, pan mode or not.
    const c = await shipCenter(page, 0);
    const s0 = (await boardState(page)).ships[0];
    await touch("touchStart", [c]);
    for (let k = 1; k <= 8; k++) await touch("touchMove", [{ x: c.x, y: c.y - 5 * k }]);
    await touch("touchEnd", []);
    await settle(page);
    const s1 = (await boardState(page)).ships[0];
    assert.ok(s1.y < s0.y - 40, `the ship moved up: ${s0.y} -> ${s1.y}`);
    assert.equal(s1.x, s0.x);
    assert.equal(await page.evaluate(() => scrollY), 0, "dragging a ship does not scroll");
    assert.deepEqual(errors.filter((e) => e.startsWith("pageerror")), []);
    await context.close();
  });

  it("the board can't be panned out of view", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    assert.equal(await openBoard(page, `${srv.origin}/${SCENE}`), "true");
    await settle(page);
    const visibleShare = () =>
      page.evaluate(() => {
        const s = document.getElementById("board").getBoundingClientRect();
        const m = document.querySelector("#layer-mat .mat").getBoundingClientRect();
        const w = Math.max(0, Math.min(s.right, m.right) - Math.max(s.left, m.left));
        const h = Math.max(0, Math.min(s.bottom, m.bottom) - Math.max(s.top, m.top));
        return (w * h) / (s.width * s.height);
      });
    for (const [dx, dy] of [[1, 1], [-1, -1], [1, -1], [-1, 0]]) {
      await page.click("#zoom-fit");
      for (let z = 0; z < 3; z++) await page.click("#zoom-in");
      const from = await boardToClient(page, 880, 880);
      // A start on the empty board near a corner, then far away.
      const start = await boardToClient(page, dx > 0 ? 900 : 10, dy > 0 ? 900 : 10);
      void from;
      await page.mouse.move(start.x, start.y);
      await page.mouse.down();
      for (let k = 1; k <= 20; k++) await page.mouse.move(start.x + dx * 150 * k, start.y + dy * 150 * k);
      await page.mouse.up();
      await settle(page);
      const share = await visibleShare();
      assert.ok(share >= 0.2, `after a drag of (${dx}, ${dy}) only ${share} of the view shows the board`);
    }
    await page.close();
  });

  for (const [name, viewport, touch] of [["desktop", { width: 1280, height: 800 }, false], ["phone", { width: 360, height: 740 }, true]]) {
    it(`${name}: twelve ships close together, no two names overlap`, async () => {
      const context = await browser.newContext({ viewport, hasTouch: touch, isMobile: touch, serviceWorkers: "block" });
      const page = await context.newPage();
      assert.equal(await openBoard(page, `${srv.origin}/${CROWD}`), "true");
      await settle(page);
      const visible = () =>
        page.evaluate(() =>
          [...document.querySelectorAll("#layer-ships [data-ship] .ship-label")]
            .filter((t) => t.textContent && getComputedStyle(t).visibility !== "hidden" && getComputedStyle(t).display !== "none")
            .map((t) => {
              const r = t.getBoundingClientRect();
              return { text: t.textContent, left: r.left, right: r.right, top: r.top, bottom: r.bottom };
            }),
        );
      const check = async () => {
        const labels = await visible();
        for (let a = 0; a < labels.length; a++) for (let b = a + 1; b < labels.length; b++) assert.ok(!boxesOverlap(labels[a], labels[b]), `${labels[a].text} covers ${labels[b].text}`);
        return labels;
      };
      const atFit = await check();
      // The selected ship's name always shows.
      assert.ok(atFit.some((l) => l.text === "Alpha Squadron"), atFit.map((l) => l.text).join(", "));
      // Zoomed in, there is room for more names.
      const c = await boardToClient(page, 455, 455);
      for (let z = 0; z < 4; z++) await page.click("#zoom-in");
      await settle(page);
      void c;
      const zoomed = await check();
      assert.ok(zoomed.length > atFit.length || zoomed.length === 12, `${atFit.length} names at fit, ${zoomed.length} zoomed in`);
      await context.close();
    });
  }

  it("lists enemies first and folds friends away", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    assert.equal(await openBoard(page, `${srv.origin}/${SCENE}`), "true");
    await settle(page);
    const open = await page.$$eval("#verdicts > li", (lis) => lis.map((li) => li.className + ": " + li.querySelector(".headline").textContent));
    assert.equal(open.length, 2, open.join("\n"));
    for (const t of open) assert.match(t, /^verdict (target|enemy): /);
    assert.match(open.join(" "), /Black Two/);
    assert.match(open.join(" "), /Slave One/);
    assert.equal(await page.$eval("#verdict-friends", (d) => d.open), false, "friends start folded");
    assert.equal(await page.isVisible("#verdicts-friends"), false);
    assert.match(await page.textContent("#verdict-friends summary"), /Friendly ships \(1\)/);
    await page.click("#verdict-friends summary");
    assert.match(await page.textContent("#verdicts-friends"), /Friendly A\/SF-01 B-wing “Blue Five” is at range/);
    // The folded list follows the document order: after the enemies.
    const after = await page.evaluate(() => document.getElementById("verdicts").compareDocumentPosition(document.getElementById("verdict-friends")) & Node.DOCUMENT_POSITION_FOLLOWING);
    assert.ok(after);
    await page.close();
  });

  it("desktop: after adding 4 ships the verdict is still in view", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    assert.equal(await openBoard(page, `${srv.origin}/${SCENE}`), "true");
    await settle(page);
    for (const size of ["small", "medium", "small", "large"]) {
      await page.click(`button[data-size="${size}"]`);
      await settle(page);
    }
    assert.equal((await boardState(page)).ships.length, 8);
    // The panel did scroll to reach the add buttons ...
    assert.ok(await page.$eval(".panel-cards", (p) => p.scrollTop > 0), "the cards under the verdict scrolled");
    // ... and the verdict's title and first line are on screen, not covered.
    const seen = await page.evaluate(() => {
      const at = (el) => {
        const r = el.getBoundingClientRect();
        const hit = document.elementFromPoint(r.left + 10, r.top + Math.min(r.height, 20) / 2);
        return r.top >= 0 && r.bottom <= innerHeight && !!hit && (hit === el || el.contains(hit));
      };
      return { title: at(document.getElementById("verdict-title")), first: at(document.querySelector("#verdicts > li")) };
    });
    assert.deepEqual(seen, { title: true, first: true });
    await page.close();
  });

  it("phone: after adding 4 ships the board and the verdict are one tap away", async () => {
    const context = await phone();
    const page = await context.newPage();
    assert.equal(await openBoard(page, `${srv.origin}/${SCENE}`), "true");
    await settle(page);
    assert.equal(await page.isVisible("#jump-board"), false, "no jump to the board while the board shows");
    for (const size of ["small", "medium", "small", "large"]) {
      await page.locator(`button[data-size="${size}"]`).tap();
      await settle(page);
    }
    assert.equal((await boardState(page)).ships.length, 8);
    await page.waitForFunction(() => getComputedStyle(document.getElementById("jump")).display !== "none");
    const inView = (sel) => page.$eval(sel, (el) => { const r = el.getBoundingClientRect(); return r.top >= -1 && r.top < innerHeight && r.bottom > 0; });
    assert.equal(await inView("#jump-verdict"), true);
    assert.equal(await inView("#verdict-title"), false);
    await page.locator("#jump-verdict").tap();
    // The verdict lands just below the jump bar, which stays at the top.
    await page.waitForFunction(() => Math.abs(document.querySelector(".verdict-card").getBoundingClientRect().top - document.getElementById("jump").getBoundingClientRect().bottom) < 10);
    assert.equal(await inView("#verdict-title"), true);
    await page.evaluate(() => scrollTo(0, document.body.scrollHeight));
    await page.waitForFunction(() => getComputedStyle(document.getElementById("jump")).display !== "none");
    await page.locator("#jump-board").tap();
    await page.waitForFunction(() => Math.abs(document.querySelector(".board-wrap").getBoundingClientRect().top) < 2);
    assert.equal(await inView("#board"), true);
    await context.close();
  });
});
