// Keep my selection while I drag other pieces: the verdict stays the
// selected ship's view; a tap selects.
import { it, before } from "node:test";
import assert from "node:assert/strict";
import { openBoard, boardState, settle, shipCenter, boardToClient } from "./helpers.mjs";
import { boardSuite } from "./fixture.mjs";

const DUEL = "#v1=2e,s,3,0,*/t65xwing,1,400,700,0,,,Red%20One;tielnfighter,2,400,480,180,,,Black%20Two/";

boardSuite("selection while dragging", { context: { viewport: { width: 1280, height: 800 } } }, (fx) => {
  let srv;
  let browser;
  let page;
  let errors;

  before(async () => {
    ({ server: srv, browser, page, errors } = fx);
  });


  it("dragging a TIE keeps the X-wing's view; tapping the TIE selects it", async () => {
    await openBoard(page, `${srv.origin}/${DUEL}`);
    await settle(page);
    assert.equal((await boardState(page)).selected, 0);
    const c = await shipCenter(page, 1);
    const to = await boardToClient(page, 700, 480);
    await page.mouse.move(c.x, c.y);
    await page.mouse.down();
    const intros = new Set();
    const headlines = new Set();
    for (let k = 1; k <= 8; k++) {
      await page.mouse.move(c.x + ((to.x - c.x) * k) / 8, c.y);
      await settle(page);
      intros.add(await page.textContent("#verdict-intro"));
      headlines.add(await page.textContent("#verdicts .headline"));
    }
    await page.mouse.up();
    await settle(page);
    const st = await boardState(page);
    assert.ok(st.ships[1].x > 600, `the TIE moved: ${st.ships[1].x}`);
    assert.equal(st.selected, 0, "the X-wing stays selected");
    assert.deepEqual([...intros].map((t) => t.startsWith("T-65 X-wing “Red One”")), [true], [...intros].join(" | "));
    assert.ok([...headlines].every((h) => h.startsWith("TIE/ln Fighter “Black Two”")), [...headlines].join(" | "));
    assert.ok(headlines.size >= 2, "the X-wing's verdict followed the TIE");
    assert.match(await page.getAttribute('[data-ship="0"]', "class"), /\bselected\b/);

    const c2 = await shipCenter(page, 1);
    await page.mouse.click(c2.x, c2.y);
    await settle(page);
    assert.equal((await boardState(page)).selected, 1, "a tap selects");
    assert.match(await page.textContent("#verdict-intro"), /^TIE\/ln Fighter “Black Two”/);
  });

  it("logged no page errors", () => {
    assert.deepEqual(errors, []);
  });
});
