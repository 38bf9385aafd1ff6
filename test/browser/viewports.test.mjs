// Phone (360 x 740, touch) and desktop viewports: layout fits, touch drag,
// pinch zoom, two-finger rotate, wheel zoom; saves the screenshots in docs/.
import { it, before } from "node:test";
import assert from "node:assert/strict";
import path from "node:path";
import { mkdirSync } from "node:fs";
import { openBoard, boardState, settle, shipCenter, boardToClient, collectErrors, docsDir } from "./helpers.mjs";
import { boardSuite } from "./fixture.mjs";

// The board in the screenshots: an X-wing squadron against TIEs, an asteroid
// obstructing one shot.
export const SCENE =
  "#v1=2e,s,3,0,*/" +
  [
    "t65xwing,1,372,690,8,,,Red%20One",
    "asf01bwing,1,585,760,340,,,Blue%20Five",
    "hwk290lightfreighter,1,200,790,25,r,,Moldy%20Crow",
    "tielnfighter,2,420,415,195,,,Black%20Two",
    "tielnfighter,2,585,470,230,,,Black%20Three",
    "tieadvancedx1,2,250,330,160,,,Vader",
    "firesprayclasspatrolcraft,2,700,230,200,,,Slave%20One",
  ].join(";") +
  "/a1,505,585,30;d1,690,620,10;g1,215,540,0;a3,380,190,0";

boardSuite("viewports", (fx) => {
  let srv;
  let browser;
  before(async () => {
    mkdirSync(docsDir, { recursive: true });
    ({ server: srv, browser } = fx);
  });

  it("phone: fits 360 px, touch drag, pinch zoom, two-finger rotate", async () => {
    // The screenshots show the dark theme (light has its own, below).
    const context = await browser.newContext({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2, colorScheme: "dark", serviceWorkers: "block" });
    const page = await context.newPage();
    const errors = collectErrors(page);
    assert.equal(await openBoard(page, `${srv.origin}/${SCENE}`), "true");
    await settle(page);
    assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= 360), "no sideways scrolling");
    const svgBox = await page.locator("#board").boundingBox();
    assert.ok(svgBox.width >= 340 && svgBox.height >= 300, JSON.stringify(svgBox));
    await page.screenshot({ path: path.join(docsDir, "screenshot-phone.png") });

    const cdp = await context.newCDPSession(page);
    const touch = (type, points) => cdp.send("Input.dispatchTouchEvent", { type, touchPoints: points.map((p, id) => ({ x: p.x, y: p.y, id })) });

    // Tap selects.
    const c3 = await shipCenter(page, 3);
    await page.touchscreen.tap(c3.x, c3.y);
    await settle(page);
    assert.equal((await boardState(page)).selected, 3);

    // One finger drags the ship.
    const s0 = (await boardState(page)).ships[3];
    await touch("touchStart", [c3]);
    for (let k = 1; k <= 8; k++) await touch("touchMove", [{ x: c3.x + 4 * k, y: c3.y + 2 * k }]);
    await touch("touchEnd", []);
    await settle(page);
    const s1 = (await boardState(page)).ships[3];
    const a = await boardToClient(page, 0, 0);
    const b = await boardToClient(page, 100, 0);
    const mmPerPx = 100 / (b.x - a.x);
    assert.ok(Math.abs(s1.x - s0.x - 32 * mmPerPx) < 2, `${s1.x - s0.x} vs ${32 * mmPerPx}`);
    assert.ok(Math.abs(s1.y - s0.y - 16 * mmPerPx) < 2);

    // A second finger turns the dragged ship.
    const c = await shipCenter(page, 3);
    const f2 = { x: c.x + 60, y: c.y };
    await touch("touchStart", [c]);
    await touch("touchStart", [c, f2]);
    for (let k = 1; k <= 6; k++) {
      const t = (k / 6) * (Math.PI / 4);
      await touch("touchMove", [c, { x: c.x + 60 * Math.cos(t), y: c.y + 60 * Math.sin(t) }]);
    }
    await touch("touchEnd", []);
    await settle(page);
    const s2 = (await boardState(page)).ships[3];
    const turned = (((s2.heading - s1.heading) % 360) + 360) % 360;
    assert.ok(Math.abs(turned - 45) <= 2, `turned ${turned}`);

    // Two fingers on the empty board pinch-zoom.
    const vb0 = await page.getAttribute("#board", "viewBox");
    const mid = await boardToClient(page, 850, 60);
    await touch("touchStart", [{ x: mid.x - 20, y: mid.y }]);
    await touch("touchStart", [{ x: mid.x - 20, y: mid.y }, { x: mid.x + 20, y: mid.y }]);
    for (let k = 1; k <= 6; k++) await touch("touchMove", [{ x: mid.x - 20 - 8 * k, y: mid.y }, { x: mid.x + 20 + 8 * k, y: mid.y }]); // 40 px apart to 136
    await touch("touchEnd", []);
    const vb1 = await page.getAttribute("#board", "viewBox");
    const w0 = Number(vb0.split(" ")[2]);
    const w1 = Number(vb1.split(" ")[2]);
    assert.ok(Math.abs(w0 / w1 - 136 / 40) < 0.15, `zoomed ${w0 / w1}`);
    assert.deepEqual((await boardState(page)).ships[3], s2, "pinching moved no ship");
    assert.deepEqual(errors.filter((e) => e.startsWith("pageerror")), []);
    await context.close();
  });

  it("desktop: side panel, wheel zoom, screenshot", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, colorScheme: "dark", serviceWorkers: "block" });
    const page = await context.newPage();
    assert.equal(await openBoard(page, `${srv.origin}/${SCENE}`), "true");
    await settle(page);
    const panel = await page.locator(".panel").boundingBox();
    const board = await page.locator("#board").boundingBox();
    assert.ok(panel.x >= board.x + board.width - 1, "panel beside the board");
    assert.ok(board.height >= 700, `board height ${board.height}`);
    await page.screenshot({ path: path.join(docsDir, "screenshot-desktop.png") });
    const vb0 = await page.getAttribute("#board", "viewBox");
    await page.mouse.move(board.x + board.width / 2, board.y + board.height / 2);
    await page.mouse.wheel(0, -300);
    await settle(page);
    const vb1 = await page.getAttribute("#board", "viewBox");
    assert.ok(Number(vb1.split(" ")[2]) < Number(vb0.split(" ")[2]), `${vb0} -> ${vb1}`);
    await page.click("#zoom-fit");
    assert.equal(await page.getAttribute("#board", "viewBox"), vb0);
    await context.close();
  });

  it("desktop in the light theme, with the ruler out: screenshot", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, colorScheme: "light", serviceWorkers: "block" });
    const page = await context.newPage();
    assert.equal(await openBoard(page, `${srv.origin}/${SCENE}`), "true");
    assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), "light");
    await page.click("#ruler-mode");
    // From Moldy Crow's base to Vader's.
    const a = await boardToClient(page, 200, 790);
    const b = await boardToClient(page, 250, 330);
    await page.mouse.move(a.x, a.y);
    await page.mouse.down();
    for (let k = 1; k <= 6; k++) await page.mouse.move(a.x + ((b.x - a.x) * k) / 6, a.y + ((b.y - a.y) * k) / 6);
    await page.mouse.up();
    await settle(page);
    assert.match(await page.textContent("#ruler-readout"), /^Ruler from HWK-290 Light Freighter “Moldy Crow” to TIE Advanced x1 “Vader”: [\d.]+ mm, range \d$/);
    await page.screenshot({ path: path.join(docsDir, "screenshot-light.png") });
    await context.close();
  });
});
