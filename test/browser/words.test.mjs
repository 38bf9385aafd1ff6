// Words that are true: the verdict names only arcs the ship has, speaks
// within the chosen reach, never nests brackets, and a legend explains
// every mark the board draws.
import { it, before } from "node:test";
import assert from "node:assert/strict";
import { openBoard, settle } from "./helpers.mjs";
import { boardSuite } from "./fixture.mjs";


boardSuite("verdict words", { context: { viewport: { width: 1280, height: 800 } } }, (fx) => {
  let srv;
  let browser;
  let page;
  let errors;

  before(async () => {
    ({ server: srv, browser, page, errors } = fx);
  });


  const verdictText = async () => {
    await settle(page);
    return page.textContent("#verdicts");
  };

  it("names only arcs the ship has (a first-edition T-65 has no auxiliary or mobile arc)", async () => {
    // A TIE just ahead: in the T-65's primary arc and bullseye; the engine
    // also reports the 1e auxiliary and mobile arcs, which a T-65 lacks.
    await openBoard(page, `${srv.origin}/#v1=1e,s,3,0,*/t65xwing,1,400,800,0;tielnfighter,2,420,741,180/`);
    const ahead = await verdictText();
    assert.match(ahead, /is in your primary arc at range 1/);
    assert.doesNotMatch(ahead, /auxiliary|mobile/);
    // A TIE off its right side, ahead of its midline: in a 180° arc, not in the primary arc.
    await openBoard(page, `${srv.origin}/#v1=1e,s,3,0,*/t65xwing,1,400,800,0;tielnfighter,2,560,760,180/`);
    const side = await verdictText();
    assert.doesNotMatch(side, /auxiliary|mobile|none of your weapons/);
    assert.match(side, /outside your arcs/);
    // A generic 1e ship whose weapon uses the auxiliary 180° arc does have it.
    await openBoard(page, `${srv.origin}/#v1=1e,s,3,0,*/@small,1,400,800,0,,,,aux180;tielnfighter,2,560,760,180/`);
    assert.match(await verdictText(), /auxiliary 180° arc/);
  });

  it("speaks within the chosen reach", async () => {
    // The TIE is at range 5 from the X-wing.
    const far = "t65xwing,1,400,800,0;tielnfighter,2,400,300,180";
    await openBoard(page, `${srv.origin}/#v1=2e,s,3,0,*/${far}/`);
    let text = await verdictText();
    assert.doesNotMatch(text, /range [45]\b/);
    assert.match(text, /beyond range 3/);
    assert.equal(await page.textContent("#layer-lines g:not([display]) .badge text"), "–");
    assert.match(await page.textContent("#legend"), /–\s*Beyond range 3/);
    await page.selectOption("#max-range", "5");
    text = await verdictText();
    assert.match(text, /at range 5/);
    assert.equal(await page.textContent("#layer-lines g:not([display]) .badge text"), "5");
    assert.match(await page.textContent("#legend"), /Beyond range 5/);
  });

  it("never nests brackets (touching ships)", async () => {
    await openBoard(page, `${srv.origin}/#v1=2e,s,3,0,*/t65xwing,1,400,800,0;tielnfighter,2,400,760,180;t65xwing,1,440,800,0/`);
    const lines = await page.$$eval("#verdicts li", (lis) => lis.map((li) => li.textContent));
    const all = lines.join(" ");
    assert.match(all, /range 0, touching/);
    for (const t of lines) assert.doesNotMatch(t, /\([^()]*\(/, t);
  });

  it("explains every mark in a legend", async () => {
    await page.click("#legend summary");
    const legend = await page.locator("#legend");
    assert.equal(await legend.isVisible(), true);
    // Every kind of measured line the board draws has an entry.
    for (const kind of ["attack", "obstructed", "choice", "plain"]) assert.equal(await page.locator(`#legend [data-line="${kind}"]`).count(), 1, kind);
    const text = await legend.textContent();
    for (const w of [/Team 1/, /faces/, /Turret indicator/, /range bands/, /off the board/, /Obstructed/]) assert.match(text, w);
  });

  it("logged no page errors", () => {
    assert.deepEqual(errors, []);
  });
});
