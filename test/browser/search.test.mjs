// Search that finds what players type: words in any form, common names,
// a "more" entry instead of a silent cut, Down and Enter as expected.
import { it, before } from "node:test";
import assert from "node:assert/strict";
import { openBoard, boardState, settle } from "./helpers.mjs";
import { boardSuite } from "./fixture.mjs";


boardSuite("ship search", { context: { viewport: { width: 1280, height: 800 } } }, (fx) => {
  let srv;
  let browser;
  let page;
  let errors;

  before(async () => {
    ({ server: srv, browser, page, errors } = fx);
    await openBoard(page, `${srv.origin}/#v1=2e,s,3,,*//`);
  });


  const results = async (q) => {
    await page.fill("#ship-search", q);
    return page.$$eval("#ship-results li[data-id]", (lis) => lis.map((li) => li.dataset.id));
  };

  it("finds ships by the words players type and by common names", async () => {
    assert.equal((await results("tie fighter"))[0], "tielnfighter");
    assert.equal((await results("falcon"))[0], "modifiedyt1300lightfreighter");
    const xw = await results("x wing");
    assert.deepEqual(xw.slice(0, 2).sort(), ["t65xwing", "t70xwing"]);
    assert.equal(xw[0], "t65xwing");
    assert.equal((await results("x-wing"))[0], "t65xwing");
    assert.ok((await results("yt1300")).includes("modifiedyt1300lightfreighter"));
    assert.equal((await results("slave one"))[0], "firesprayclasspatrolcraft");
  });

  it("offers more results instead of cutting them silently", async () => {
    const shown = await results("tie");
    assert.equal(shown.length, 8);
    const more = page.locator("#ship-results [data-more]");
    assert.match(await more.textContent(), /^\d+ more ships match/);
    await more.click();
    const all = await page.$$eval("#ship-results li[data-id]", (lis) => lis.length);
    assert.ok(all > 8, `${all} results after "more"`);
    assert.equal(await page.locator("#ship-results [data-more]").count(), 0);
  });

  it("Down then Enter adds the first result; Enter alone too", async () => {
    await page.fill("#ship-search", "x-wing");
    await page.press("#ship-search", "ArrowDown");
    assert.equal(await page.getAttribute("#ship-search", "aria-activedescendant"), "ship-opt-0");
    await page.press("#ship-search", "Enter");
    await settle(page);
    let st = await boardState(page);
    assert.equal(st.ships.at(-1).type, "t65xwing");
    await page.fill("#ship-search", "x-wing");
    await page.press("#ship-search", "ArrowDown");
    await page.press("#ship-search", "ArrowDown");
    await page.press("#ship-search", "Enter");
    await settle(page);
    st = await boardState(page);
    assert.equal(st.ships.at(-1).type, "t70xwing");
    await page.fill("#ship-search", "falcon");
    await page.press("#ship-search", "Enter");
    await settle(page);
    assert.equal((await boardState(page)).ships.at(-1).type, "modifiedyt1300lightfreighter");
  });

  it("logged no page errors", () => {
    assert.deepEqual(errors, []);
  });
});
