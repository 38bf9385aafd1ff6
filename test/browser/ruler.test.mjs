// The ruler: drag from a point or a base to another; the line, its length
// in mm and its range band (range n holds (100(n-1), 100n] mm; 0 touching),
// as the engine measures them (xwing.measure; its bands are tested in
// api/measure_test.go and test/node/onetruth.test.mjs).
import { it, before } from "node:test";
import assert from "node:assert/strict";
import { openBoard, boardState, settle, boardToClient } from "./helpers.mjs";
import { boardSuite } from "./fixture.mjs";

// Two small ships 60 mm apart (centres 100 mm apart), a third touching the first.
const BOARD = "#v1=2e,s,3,,*/@small,1,400,700,0;@small,2,400,600,180;@small,2,440,700,90/";

boardSuite("ruler", { context: { viewport: { width: 1280, height: 800 } } }, (fx) => {
  let srv;
  let browser;
  let page;
  let errors;
  before(async () => {
    ({ server: srv, browser, page, errors } = fx);
    await openBoard(page, `${srv.origin}/${BOARD}`);
    await settle(page);
  });

  // drag with the mouse from board point a to board point b.
  async function drag(a, b) {
    const p = await boardToClient(page, a.x, a.y);
    const q = await boardToClient(page, b.x, b.y);
    await page.mouse.move(p.x, p.y);
    await page.mouse.down();
    for (let k = 1; k <= 6; k++) await page.mouse.move(p.x + ((q.x - p.x) * k) / 6, p.y + ((q.y - p.y) * k) / 6);
    await page.mouse.up();
    await settle(page);
    return page.evaluate(() => {
      const out = document.getElementById("ruler-readout");
      const line = document.querySelector("#layer-ruler .ruler-line");
      const n = (a) => Number(line.getAttribute(a));
      return {
        text: out.textContent,
        shown: !out.hidden && !document.getElementById("layer-ruler").hasAttribute("display"),
        mm: Number(out.dataset.mm),
        band: Number(out.dataset.band),
        from: { x: n("x1"), y: n("y1") },
        to: { x: n("x2"), y: n("y2") },
        label: document.querySelector("#layer-ruler .ruler-text").textContent,
      };
    });
  }

  // One screen pixel in board mm: how close a mouse can put a point.
  const pixel = async () => {
    const a = await boardToClient(page, 0, 0);
    const b = await boardToClient(page, 100, 0);
    return 100 / (b.x - a.x);
  };

  const near = (a, b, tol, what) => assert.ok(Math.abs(a - b) <= tol, `${what}: ${a} vs ${b} (±${tol})`);

  it("measures between two points: mm and band", async () => {
    await page.click("#ruler-mode");
    assert.equal(await page.getAttribute("#ruler-mode", "aria-pressed"), "true");
    const px = await pixel();
    for (const [a, b, mm, band] of [
      [{ x: 100, y: 100 }, { x: 100, y: 350 }, 250, 3],
      [{ x: 100, y: 100 }, { x: 400, y: 480 }, Math.hypot(300, 380), 5],
      [{ x: 600, y: 100 }, { x: 650, y: 100 }, 50, 1],
      [{ x: 600, y: 300 }, { x: 800, y: 160 }, Math.hypot(200, 140), 3],
    ]) {
      const r = await drag(a, b);
      assert.ok(r.shown, "the ruler shows");
      near(r.from.x, a.x, px, "from x");
      near(r.from.y, a.y, px, "from y");
      near(r.to.x, b.x, px, "to x");
      near(r.to.y, b.y, px, "to y");
      // The length is the drawn line's, to 0.1 mm; the band follows the rule.
      near(r.mm, Math.hypot(r.to.x - r.from.x, r.to.y - r.from.y), 0.02, "drawn length");
      near(r.mm, mm, 2 * px, "length");
      assert.equal(r.band, band, `band of ${r.mm}`);
      assert.equal(r.label, `${r.mm.toFixed(1)} mm, range ${band}`);
      assert.match(r.text, new RegExp(`^Ruler from a point to a point: ${r.mm.toFixed(1)} mm, range ${band}$`));
    }
  });

  it("snaps a base end to the base's closest point", async () => {
    const px = await pixel();
    // From the first ship's base (centre 400,700, 40 mm square) straight up:
    // the line starts on its front edge, y 680.
    let r = await drag({ x: 405, y: 705 }, { x: 405, y: 400 });
    near(r.from.y, 680, 0.01, "from y on the front edge");
    near(r.from.x, r.to.x, 0.01, "straight up");
    near(r.mm, 280, 2 * px, "length");
    assert.equal(r.band, 3);
    assert.match(r.text, /^Ruler from Small ship #1 to a point: /);
    // Base to base: the closest points, 60 mm apart, range 1.
    r = await drag({ x: 400, y: 700 }, { x: 400, y: 600 });
    near(r.mm, 60, 0.01, "base to base");
    assert.equal(r.band, 1);
    assert.equal(r.label, "60.0 mm, range 1");
    assert.match(r.text, /^Ruler from Small ship #1 to Small ship #2: 60\.0 mm, range 1$/);
    // Touching bases: range 0.
    r = await drag({ x: 400, y: 700 }, { x: 440, y: 700 });
    assert.equal(r.mm, 0);
    assert.equal(r.band, 0);
    assert.equal(r.label, "0.0 mm, range 0 (touching)");
  });

  it("works from the keyboard alone: handles on both ends, arrows, N, snapping, read out", async () => {
    // Off, then on again from the keyboard: the focus goes to the first end.
    await page.click("#ruler-mode");
    await settle(page);
    await page.focus("#ruler-mode");
    await page.keyboard.press("Enter");
    await settle(page);
    assert.equal(await page.getAttribute("#ruler-mode", "aria-pressed"), "true");
    const focused = () => page.evaluate(() => document.activeElement.getAttribute("data-ruler-end"));
    const readout = async () => {
      await settle(page);
      return page.evaluate(() => {
        const out = document.getElementById("ruler-readout");
        return { text: out.textContent, shown: !out.hidden, live: out.getAttribute("aria-live"), band: Number(out.dataset.band), mm: Number(out.dataset.mm) };
      });
    };
    const press = async (key, n = 1) => {
      for (let k = 0; k < n; k++) await page.keyboard.press(key);
    };
    assert.equal(await focused(), "0");
    // No ship selected: from the first ship to the next.
    let r = await readout();
    assert.ok(r.shown);
    assert.equal(r.live, "polite");
    assert.equal(r.text, "Ruler from Small ship #1 to Small ship #2: 60.0 mm, range 1");
    await page.keyboard.press("Tab");
    assert.equal(await focused(), "1");
    // N: the next ship, the third, which touches the first.
    await press("n");
    r = await readout();
    assert.equal(r.text, "Ruler from Small ship #1 to Small ship #3: 0.0 mm, range 0 (touching)");
    assert.match(await page.evaluate(() => document.activeElement.getAttribute("aria-label")), /^Ruler end, on Small ship #3\./);
    // Off its base (centre 440,700; 40 mm square): a point 20 mm right
    // of and 10 mm above the first base's corner.
    await press("ArrowUp", 3);
    r = await readout();
    assert.equal(r.text, `Ruler from Small ship #1 to a point: ${Math.hypot(20, 10).toFixed(1)} mm, range 1`);
    await press("ArrowUp", 30);
    r = await readout();
    assert.equal(r.text, `Ruler from Small ship #1 to a point: ${Math.hypot(20, 310).toFixed(1)} mm, range 4`);
    // Shift: 1 mm steps.
    await press("Shift+ArrowLeft", 20);
    r = await readout();
    assert.equal(r.text, "Ruler from Small ship #1 to a point: 310.0 mm, range 4");
    // Onto the second ship's base (centre 400,600): it snaps to the base.
    await press("ArrowDown", 23);
    r = await readout();
    assert.equal(r.text, "Ruler from Small ship #1 to Small ship #2: 60.0 mm, range 1");
    // The first end moves too: Shift+Tab, then off its base to the left.
    await page.keyboard.press("Shift+Tab");
    assert.equal(await focused(), "0");
    await press("ArrowLeft", 5);
    r = await readout();
    assert.equal(r.text, `Ruler from a point to Small ship #2: ${Math.hypot(30, 80).toFixed(1)} mm, range 1`);
    // Escape ends the ruler and gives the focus back to its button.
    await page.keyboard.press("Escape");
    await settle(page);
    assert.equal(await page.getAttribute("#ruler-mode", "aria-pressed"), "false");
    assert.equal(await page.evaluate(() => document.activeElement.id), "ruler-mode");
    assert.equal(await page.isVisible("#ruler-readout"), false);
    // It measured; it moved nothing.
    const st = await boardState(page);
    assert.deepEqual(st.ships.map((s) => [s.x, s.y]), [[400, 700], [400, 600], [440, 700]]);
    await page.click("#ruler-mode");
  });

  it("moves nothing, and goes away when turned off", async () => {
    const before = (await boardState(page)).ships;
    await drag({ x: 400, y: 700 }, { x: 300, y: 300 });
    assert.deepEqual((await boardState(page)).ships, before, "a ruler drag from a ship doesn't move it");
    await page.click("#ruler-mode");
    assert.equal(await page.isVisible("#ruler-readout"), false);
    assert.equal(await page.getAttribute("#layer-ruler", "display"), "none");
    // Out of ruler mode the same drag moves the ship again.
    await drag({ x: 400, y: 700 }, { x: 300, y: 650 });
    assert.ok((await boardState(page)).ships[0].x < 350);
    assert.deepEqual(errors, []);
  });
});
