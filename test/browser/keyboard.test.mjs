// The keyboard alone: move a ship along its heading and sideways, hear
// where it went (named), delete it and keep the focus on a piece, and ship
// numbers that stay put when another ship is removed, across a reload, the
// saved board and a share link.
import { it, before } from "node:test";
import assert from "node:assert/strict";
import { openBoard, boardState, settle } from "./helpers.mjs";
import { boardSuite } from "./fixture.mjs";

const BOARD = "#v1=2e,s,3,,*/t65xwing,1,400,300,90,,,Luke;@small,2,200,600,0;@small,2,500,600,0;@medium,1,700,700,0/";

boardSuite("keyboard", { context: { viewport: { width: 1280, height: 800 } } }, (fx) => {
  let srv;
  let browser;
  let page;
  let errors;
  before(async () => {
    ({ server: srv, browser, page, errors } = fx);
  });

  const announced = () => page.textContent("#announce").then((t) => t.trim());
  const focused = () => page.evaluate(() => document.activeElement && document.activeElement.getAttribute("data-ship"));

  it("moves along the heading and sideways, and says where the ship is", async () => {
    await openBoard(page, `${srv.origin}/${BOARD}`);
    await page.focus('[data-ship="0"]');
    await settle(page);
    assert.equal((await boardState(page)).selected, 0);
    // Heading 90 faces right (+x): forward is +x, the ship's right is +y.
    await page.keyboard.press("w");
    let s = (await boardState(page)).ships[0];
    assert.deepEqual([s.x, s.y], [410, 300]);
    assert.equal(await page.getAttribute("#announce", "aria-live"), "polite");
    assert.equal(await announced(), "T-65 X-wing “Luke”: x 410, y 300, heading 90");
    await page.keyboard.press("d");
    s = (await boardState(page)).ships[0];
    assert.deepEqual([s.x, s.y], [410, 310]);
    await page.keyboard.press("Shift+S");
    s = (await boardState(page)).ships[0];
    assert.deepEqual([s.x, s.y], [409, 310]);
    await page.keyboard.press("Alt+ArrowUp");
    await page.keyboard.press("Alt+ArrowLeft");
    s = (await boardState(page)).ships[0];
    assert.deepEqual([s.x, s.y], [419, 300]);
    assert.equal(await announced(), "T-65 X-wing “Luke”: x 419, y 300, heading 90");
    // Plain arrows still move across the board, whatever the heading.
    await page.keyboard.press("ArrowUp");
    s = (await boardState(page)).ships[0];
    assert.deepEqual([s.x, s.y], [419, 290]);
    // Turned 30° left of up: forward is (-sin 30°, -cos 30°) times 10.
    await page.keyboard.press("Shift+BracketLeft");
    for (let k = 0; k < 11; k++) await page.keyboard.press("BracketLeft");
    s = (await boardState(page)).ships[0];
    assert.equal(s.heading, 34);
    await page.keyboard.press("w");
    const after = (await boardState(page)).ships[0];
    assert.ok(Math.abs(after.x - (419 + 10 * Math.sin((34 * Math.PI) / 180))) < 0.11, `${after.x}`);
    assert.ok(Math.abs(after.y - (290 - 10 * Math.cos((34 * Math.PI) / 180))) < 0.11, `${after.y}`);
    assert.match(await announced(), /^T-65 X-wing “Luke”: x [\d.]+, y [\d.]+, heading 34$/);
    assert.equal(await focused(), "0", "the focus stays on the ship");
  });

  it("ship numbers survive a reload, the saved board and a share link; a new ship gets a fresh one", async () => {
    const three = "#v1=2e,s,3,,*/@small,1,200,700,0;@small,1,400,700,0;@small,1,600,700,0/";
    await openBoard(page, `${srv.origin}/${three}`);
    await settle(page);
    const nums = (p = page) => p.$$eval("#layer-ships [data-ship]:not([display]) .ship-num", (ts) => ts.map((t) => t.textContent));
    const names = (p = page) => p.$$eval("#layer-ships [data-ship]:not([display])", (gs) => gs.map((g) => g.getAttribute("aria-label").replace(/,.*/, "")));
    assert.deepEqual(await nums(), ["1", "2", "3"]);
    await page.focus('[data-ship="1"]');
    await page.keyboard.press("Delete");
    await settle(page, 300);
    assert.deepEqual(await nums(), ["1", "3"]);
    // The address carries the numbers now.
    const link = await page.evaluate(() => location.href);
    assert.match(link, /@small,1,200,700,0,,,,front,,,1;@small,1,600,700,0,,,,front,,,3\//);
    await page.reload();
    await page.waitForFunction(() => document.documentElement.dataset.ready);
    await settle(page);
    assert.deepEqual(await nums(), ["1", "3"], "after a reload");
    assert.deepEqual(await names(), ["Small ship #1", "Small ship #3"]);
    assert.match(await page.textContent("#ship-list"), /Small ship #3/);
    // The share link, opened elsewhere.
    const other = await browser.newPage();
    await openBoard(other, link);
    await settle(other);
    assert.deepEqual(await nums(other), ["1", "3"], "from the share link");
    await other.close();
    // The board saved here, at the bare address.
    await openBoard(page, `${srv.origin}/`);
    await settle(page);
    assert.deepEqual(await nums(), ["1", "3"], "the saved board");
    // A new ship: a number no ship has.
    await page.click('button[data-size="small"]');
    await settle(page);
    assert.deepEqual(await nums(), ["1", "3", "4"]);
    assert.match(await page.textContent("#ship-list"), /Small ship #4/);
    // An older link without numbers still opens, numbered in order.
    await openBoard(page, `${srv.origin}/${three}`);
    await settle(page);
    assert.deepEqual(await nums(), ["1", "2", "3"]);
  });

  it("keeps the focus on a piece after a delete, and ship numbers stay", async () => {
    await openBoard(page, `${srv.origin}/${BOARD}`);
    await settle(page);
    const nums = () => page.$$eval("#layer-ships [data-ship]:not([display]) .ship-num", (ts) => ts.map((t) => t.textContent));
    const listNums = () => page.$$eval("#ship-list li", (lis) => lis.map((li) => li.value));
    assert.deepEqual(await nums(), ["1", "2", "3", "4"]);
    await page.focus('[data-ship="1"]');
    await page.keyboard.press("Delete");
    await settle(page);
    let st = await boardState(page);
    assert.equal(st.ships.length, 3);
    // The ship that took its place is selected and focused.
    assert.equal(st.selected, 1);
    assert.equal(await focused(), "1");
    assert.match(await page.getAttribute('[data-ship="1"]', "aria-label"), /^Small ship #3\b/);
    assert.match(await announced(), /^Small ship #2 removed\. Small ship #3: x 500, y 600, heading 0$/);
    // No renumbering: the base, the name and the list keep #1, #3, #4.
    assert.deepEqual(await nums(), ["1", "3", "4"]);
    assert.deepEqual(await listNums(), [1, 3, 4]);
    assert.match(await page.textContent("#ship-list"), /Medium ship #4/);
    // The last ship removed: the focus goes to the one before it.
    await page.focus('[data-ship="2"]');
    await page.keyboard.press("Delete");
    await settle(page);
    st = await boardState(page);
    assert.equal(st.selected, 1);
    assert.equal(await focused(), "1");
    // A new ship takes the next number; undo brings #4 back with its number.
    await page.click('button[data-size="large"]');
    await settle(page);
    assert.deepEqual(await nums(), ["1", "3", "4"]);
    assert.match(await page.textContent("#ship-list"), /Large ship #4/);
    await page.keyboard.press("Control+z");
    await page.keyboard.press("Control+z");
    await settle(page);
    assert.deepEqual(await nums(), ["1", "3", "4"]);
    assert.match(await page.textContent("#ship-list"), /Medium ship #4/);
    // Every piece gone: the board holds the focus, not the page body.
    for (let k = 0; k < 3; k++) {
      await page.focus('[data-ship="0"]');
      await page.keyboard.press("Delete");
    }
    await settle(page);
    assert.equal((await boardState(page)).ships.length, 0);
    assert.equal(await page.evaluate(() => document.activeElement.id), "board");
    assert.deepEqual(errors, []);
  });
});
