// Never lose a board: undo and redo, Back in the browser, a board size
// change that keeps every ship where it was, the last board brought back
// at the bare address, new pieces placed on the board.
import { it, before } from "node:test";
import assert from "node:assert/strict";
import { openBoard, boardState, settle, shipCenter } from "./helpers.mjs";
import { boardSuite } from "./fixture.mjs";

const EPIC = "#v1=2e,e,5,0,*/t65xwing,1,457.2,834.4,0;tielnfighter,2,1500,640,180/";

boardSuite("board history (undo, Back, storage)", { context: { viewport: { width: 1280, height: 800 } } }, (fx) => {
  let srv;
  let browser;
  let context;
  let page;
  let errors;

  before(async () => {
    ({ server: srv, browser, context, page, errors } = fx);
  });


  const ships = async () => (await boardState(page)).ships.map((s) => [s.type, s.x, s.y, s.heading]);

  async function drag(i, dx, dy) {
    const c = await shipCenter(page, i);
    await page.mouse.move(c.x, c.y);
    await page.mouse.down();
    for (let k = 1; k <= 6; k++) await page.mouse.move(c.x + (dx * k) / 6, c.y + (dy * k) / 6);
    await page.mouse.up();
    await settle(page);
  }

  it("undoes and redoes every change, with the keys and the buttons", async () => {
    await openBoard(page, `${srv.origin}/#v1=2e,s,3,,*//`);
    assert.equal(await page.isDisabled("#undo"), true, "nothing to undo yet");
    await page.click('[data-size="small"]');
    await page.click('[data-size="large"]');
    await settle(page);
    const added = await ships();
    assert.equal(added.length, 2);
    await drag(0, 60, -40);
    const dragged = await ships();
    assert.notDeepEqual(dragged, added);

    // One drag is one step back, however many frames it took.
    await page.locator("body").press("Control+z");
    await settle(page);
    assert.deepEqual(await ships(), added);
    await page.click("#undo");
    await settle(page);
    assert.deepEqual((await ships()).length, 1);
    await page.locator("body").press("Control+Shift+z");
    await settle(page);
    assert.deepEqual(await ships(), added);
    await page.click("#redo");
    await settle(page);
    assert.deepEqual(await ships(), dragged);
    assert.equal(await page.isDisabled("#redo"), true);

    // Clearing the board is undoable too.
    await page.click("#clear-board");
    await settle(page);
    assert.deepEqual(await ships(), []);
    await page.click("#undo");
    await settle(page);
    assert.deepEqual(await ships(), dragged);
  });

  it("Back in the browser steps back over added pieces, not over drag frames", async () => {
    await openBoard(page, `${srv.origin}/#v1=2e,s,3,,*//`);
    const len0 = await page.evaluate(() => history.length);
    await page.click('[data-size="small"]');
    await settle(page, 50);
    await page.click('[data-size="medium"]');
    await settle(page, 50);
    assert.equal(await page.evaluate(() => history.length), len0 + 2, "one entry per added ship");
    await drag(1, 80, 0);
    await page.waitForTimeout(400); // the address follows a move a moment later
    assert.equal(await page.evaluate(() => history.length), len0 + 2, "a drag adds no entry");
    const moved = (await boardState(page)).ships[1];
    assert.match(await page.evaluate(() => location.hash), new RegExp(`,${moved.x},`));

    await page.goBack();
    await settle(page);
    let st = await boardState(page);
    assert.deepEqual(st.ships.map((s) => s.type), ["@small"]);
    await page.goForward();
    await settle(page);
    st = await boardState(page);
    assert.deepEqual(st.ships.map((s) => s.type), ["@small", "@medium"]);
    assert.equal(st.ships[1].x, moved.x, "the entry left behind holds the moved ship");
  });

  it("keeps every ship's position across a board size change", async () => {
    await openBoard(page, `${srv.origin}/${EPIC}`);
    const before = await boardState(page);
    await page.selectOption("#board-size", "s");
    await settle(page);
    const small = await boardState(page);
    assert.equal(small.board, "s");
    assert.deepEqual(small.ships, before.ships, "no ship moved");
    assert.equal(small.ships[1].x, 1500);
    assert.match(await page.getAttribute('[data-ship="1"]', "class"), /\boff-board\b/);
    assert.match(await page.getAttribute('[data-ship="1"]', "aria-label"), /off the board/);
    assert.doesNotMatch(await page.getAttribute('[data-ship="0"]', "class"), /off-board/);
    assert.match(await page.textContent("#ship-list"), /TIE\/ln Fighter #2 \(off the board\)/);
    await page.selectOption("#board-size", "e");
    await settle(page);
    const back = await boardState(page);
    assert.deepEqual(back, before);
    assert.doesNotMatch(await page.getAttribute('[data-ship="1"]', "class"), /off-board/);
  });

  it("brings back the last board at the bare address (the app's start)", async () => {
    await openBoard(page, `${srv.origin}/${EPIC}`);
    await page.click('[data-size="huge"]');
    await settle(page, 50);
    const st = await boardState(page);
    const other = await context.newPage();
    assert.equal(await openBoard(other, `${srv.origin}/`), "true");
    assert.deepEqual(await boardState(other), st);
    assert.match(await other.evaluate(() => location.hash), /^#v1=2e,e,5,/);
    await other.close();
    const manifest = JSON.parse(await (await fetch(`${srv.origin}/manifest.webmanifest`)).text());
    assert.equal(new URL(manifest.start_url, `${srv.origin}/manifest.webmanifest`).href, `${srv.origin}/`);
  });

  it("places new ships, huge ones included, wholly on the board", async () => {
    for (const board of ["e", "s"]) {
      await openBoard(page, `${srv.origin}/#v1=2e,${board},3,,*//`);
      for (const team of ["2", "1"]) {
        await page.check(`input[name="add-team"][value="${team}"]`);
        for (const name of ["Raider", "C-ROC", "YT-1300"]) {
          await page.fill("#ship-search", name);
          await page.press("#ship-search", "Enter");
        }
        await page.click('[data-size="huge"]');
        await page.click('[data-size="small"]');
      }
      await settle(page);
      const out = await page.evaluate(() => {
        const mat = document.querySelector("#layer-mat .mat").getBoundingClientRect();
        return [...document.querySelectorAll("#layer-ships [data-ship] .base")]
          .map((b) => b.getBoundingClientRect())
          .filter((r) => r.left < mat.left - 0.5 || r.top < mat.top - 0.5 || r.right > mat.right + 0.5 || r.bottom > mat.bottom + 0.5)
          .map((r) => JSON.stringify(r));
      });
      const n = (await boardState(page)).ships.length;
      assert.equal(n, 10, `${board}: every ship added`);
      assert.deepEqual(out, [], `${board}: bases past the edge`);
      // No two new bases overlap.
      const overlaps = await page.evaluate(() => {
        const rs = [...document.querySelectorAll("#layer-ships [data-ship] .base")].map((b) => b.getBoundingClientRect());
        let k = 0;
        for (let i = 0; i < rs.length; i++)
          for (let j = i + 1; j < rs.length; j++)
            if (rs[i].left < rs[j].right - 1 && rs[j].left < rs[i].right - 1 && rs[i].top < rs[j].bottom - 1 && rs[j].top < rs[i].bottom - 1) k++;
        return k;
      });
      assert.equal(overlaps, 0, `${board}: overlapping new ships`);
    }
  });

  it("logged no page errors", () => {
    assert.deepEqual(errors, []);
  });
});
