// One boundary: the page draws and names what the engine answered. Base
// sizes, the arcs drawn and named, and label anchors come from the board
// answer's pieces; a bad piece is flagged from its problem's path, in the
// one board() call of its frame (no retries).
import { it, before } from "node:test";
import assert from "node:assert/strict";
import { asWritten, openBoard, settle } from "./helpers.mjs";
import { boardSuite } from "./fixture.mjs";


// The loader wrapped so the test can count board() calls (the API object
// is frozen, so the wrapper spreads it); the page's modules are loaded as
// written for it (asWritten).
const WRAPPER = `import { load as real } from "./xwing.js?real";
  export async function load(url) {
    const x = await real(url);
    globalThis.__boardCalls = 0;
    return { ...x, board(...a) { globalThis.__boardCalls++; return x.board(...a); } };
  }`;

boardSuite("one boundary: the engine is the page's source of truth", { context: { viewport: { width: 1280, height: 800 } } }, (fx) => {
  let srv;
  let browser;
  let page;
  let errors;

  before(async () => {
    ({ server: srv, browser, page, errors } = fx);
    await asWritten(page);
    await page.route((u) => u.pathname === "/xwing.js" && !u.search, (r) => r.fulfill({ contentType: "text/javascript", body: WRAPPER }));
  });


  // drawn reads what the page drew for ship i: its base rectangle, its
  // label's anchor in board mm, and the arc classes drawn when selected.
  const drawn = (i) =>
    page.evaluate((i) => {
      const g = document.querySelector(`[data-ship="${i}"]`);
      const base = g.querySelector(".base");
      const label = g.querySelector(".ship-label");
      const t = g.transform.baseVal.consolidate().matrix;
      const arcs = new Set([...document.querySelectorAll("#layer-arcs path:not([display])")].map((p) => [...p.classList].find((c) => c.startsWith("arc-")).slice(4)));
      return {
        width: Number(base.getAttribute("width")),
        length: Number(base.getAttribute("height")),
        label: { x: t.e + Number(label.getAttribute("x")), y: t.f + Number(label.getAttribute("y")) },
        text: label.textContent,
        arcs: [...arcs].sort(),
      };
    }, i);

  const engineBoard = () =>
    page.evaluate(() => {
      const s = globalThis.boardApp.engineState();
      return globalThis.xwing.board({ ...s, selected: -1 });
    });

  it("draws each base, label and arc set from the engine's pieces", async () => {
    // A small, a medium, a large and a huge ship (huge turned), the HWK's turret to the right.
    await openBoard(page, `${srv.origin}/#v1=2e,s,3,0,*/hwk290lightfreighter,1,200,700,0,r;@medium,2,400,300,180;@large,2,600,300,180;@huge,1,600,650,90/`);
    await settle(page);
    const answer = await engineBoard();
    assert.deepEqual(answer.problems, []);
    for (let i = 0; i < 4; i++) {
      const d = await drawn(i);
      const p = answer.pieces[i];
      assert.equal(d.width, p.width, `ship ${i} width`);
      assert.equal(d.length, p.length, `ship ${i} length`);
      assert.ok(Math.abs(d.label.x - p.label.x) < 0.02 && Math.abs(d.label.y - p.label.y) < 0.02, `ship ${i} label ${JSON.stringify(d.label)} vs ${JSON.stringify(p.label)}`);
    }
    // The huge base is 80 × 221: not a square, so a page copy of "huge" would show.
    assert.notEqual(answer.pieces[3].width, answer.pieces[3].length);
    // The selected HWK draws exactly the arcs the engine says it has: its turret's right arc, not front.
    assert.deepEqual((await drawn(0)).arcs, [...answer.pieces[0].arcs].sort());
    assert.ok(answer.pieces[0].arcs.includes("right") && !answer.pieces[0].arcs.includes("front"));
  });

  it("makes one board() call per frame, even with pieces the engine leaves out", async () => {
    // Ship 2 is a medium base, which first edition lacks; obstacle 0 is fine.
    await openBoard(page, `${srv.origin}/#v1=1e,s,3,0,*/@small,1,400,700,0;@medium,2,400,480,180;@small,2,300,480,180/a1,200,200,0`);
    await settle(page);
    const before = await page.evaluate(() => ({ calls: globalThis.__boardCalls, renders: globalThis.boardApp.perf.renders.length }));
    await page.focus('[data-ship="0"]');
    for (let k = 0; k < 5; k++) {
      await page.keyboard.press("ArrowUp");
      await settle(page);
    }
    const after = await page.evaluate(() => ({ calls: globalThis.__boardCalls, renders: globalThis.boardApp.perf.renders.length }));
    assert.ok(after.renders - before.renders >= 5);
    assert.equal(after.calls - before.calls, after.renders - before.renders);
    // The left-out ship is flagged by its index, with the engine's reason, and drawn at its engine size.
    const text = await page.textContent("#verdicts");
    assert.match(text, /Medium ship #2 can't be measured: medium bases do not exist in 1e/);
    assert.equal(await page.locator('[data-ship="1"].invalid').count(), 1);
    assert.equal(await page.locator('[data-ship="0"].invalid, [data-ship="2"].invalid').count(), 0);
    const d = await drawn(1);
    assert.deepEqual([d.width, d.length], [60, 60]);
  });

  it("names only the arcs the engine lists for the selected ship", async () => {
    // A 2e X-wing with a TIE behind it: in its rear arc, which the X-wing
    // has no weapon in; the engine lists front and bullseye only.
    await openBoard(page, `${srv.origin}/#v1=2e,s,3,0,*/t65xwing,1,400,500,0;tielnfighter,2,400,650,0/`);
    await settle(page);
    const arcs = (await engineBoard()).pieces[0].arcs;
    assert.ok(!arcs.includes("rear"));
    const text = await page.textContent("#verdicts");
    assert.doesNotMatch(text, /rear arc/);
    assert.match(text, /outside your arcs/);
  });

  it("logged no page errors", () => {
    assert.deepEqual(errors, []);
  });
});
