// One truth on the page (issue 16): the page shows what the engine
// measures and words. Touching generic ships attack at range 0; the ruler
// reads the engine's bands (1e touching: range 1; 512 mm: beyond range 5;
// random pairs: rangeTo's band), ends on the base under the pointer even
// under a turn handle, never puts both ends on one ship with N, and is
// redrawn when ships move and on zoom; the diagram's <desc> holds the
// page's verdict sentences.
import { it, before } from "node:test";
import assert from "node:assert/strict";
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { asWritten, openBoard, settle, boardToClient, docsDir } from "./helpers.mjs";
import { boardSuite } from "./fixture.mjs";


// Two small ships touching nose to nose, the first selected: the second
// lies under the first's turn handle.
const TOUCHING = "#v1=2e,s,3,0,*/@small,1,400,700,0;@small,2,400,660,180/";

boardSuite("one truth", { context: { viewport: { width: 1280, height: 900 }, acceptDownloads: true } }, (fx) => {
  let srv;
  let browser;
  let page;
  let errors;
  before(async () => {
    ({ server: srv, browser, page, errors } = fx);
  });

  const open = async (fragment) => {
    await openBoard(page, `${srv.origin}/${fragment}`);
    await settle(page);
  };

  const rulerOn = async () => {
    if ((await page.getAttribute("#ruler-mode", "aria-pressed")) !== "true") await page.click("#ruler-mode");
    await settle(page);
  };

  // drag with the mouse from board point a to board point b; the readout.
  async function drag(a, b) {
    const p = await boardToClient(page, a.x, a.y);
    const q = await boardToClient(page, b.x, b.y);
    await page.mouse.move(p.x, p.y);
    await page.mouse.down();
    for (let k = 1; k <= 5; k++) await page.mouse.move(p.x + ((q.x - p.x) * k) / 5, p.y + ((q.y - p.y) * k) / 5);
    await page.mouse.up();
    await settle(page);
    return readout();
  }

  const readout = () =>
    page.evaluate(() => {
      const out = document.getElementById("ruler-readout");
      const line = document.querySelector("#layer-ruler .ruler-line");
      return {
        text: out.textContent,
        band: out.dataset.band,
        mm: Number(out.dataset.mm),
        label: document.querySelector("#layer-ruler .ruler-text").textContent,
        line: ["x1", "y1", "x2", "y2"].map((a) => Number(line.getAttribute(a))),
        r: Number(document.querySelector("#layer-ruler .ruler-end").getAttribute("r")),
      };
    });

  it("touching generic ships attack each other at range 0, and the verdict says so", async () => {
    await open(TOUCHING);
    const text = await page.locator("#verdicts").innerText();
    assert.match(text, /Small ship #2 is in your front arc at range 0, touching; clear shot\./);
    assert.match(text, /Range 0: you may attack, with no range bonus\./);
    assert.match(text, /It can attack you: front arc at range 0, touching, clear shot\./);
  });

  it("the diagram's <desc> holds the page's verdict sentences", async () => {
    await open("#v1=2e,s,3,0,*/@small,1,400,700,0;@small,2,400,660,180;@small,2,300,400,90;@small,1,470,700,0/");
    const shown = await page.evaluate(() => [...document.querySelectorAll("#verdicts li.verdict, #verdicts-friends li.verdict")].flatMap((li) => [li.querySelector(".headline").textContent, ...[...li.querySelectorAll(".details li")].map((d) => d.textContent)]));
    assert.ok(shown.length >= 6, shown.join("\n"));
    await page.fill("#diagram-caption", "One truth");
    const [download] = await Promise.all([page.waitForEvent("download"), page.click("#diagram-svg")]);
    const svg = (await readFile(await download.path())).toString("utf8");
    const desc = /<desc>([^<]*)<\/desc>/.exec(svg)[1].replaceAll("&#39;", "'").replaceAll("&quot;", '"').replaceAll("&amp;", "&").split("\n");
    assert.deepEqual(desc, shown);
  });

  // The same board on the page and as its diagram, side by side in the
  // README (docs/onetruth-page.png, docs/onetruth-diagram.svg): the same
  // sentences, colours and marks.
  it("the page and its diagram of one board tell the same verdicts", async () => {
    await open("#v1=2e,s,3,0,*/t65xwing,1,400,720,0,,,,,lukeskywalker,protontorpedoes;tieadvancedx1,2,430,470,180,,,,,darthvader;tielnfighter,2,250,560,120,,,Black%20Two;tielnfighter,2,600,700,270/coreasteroid5,410,590,30;gascloud3,560,420,0");
    const shown = await page.evaluate(() => [...document.querySelectorAll("#verdicts li.verdict, #verdicts-friends li.verdict")].flatMap((li) => [li.querySelector(".headline").textContent, ...[...li.querySelectorAll(".details li")].map((d) => d.textContent)]));
    assert.ok(shown.some((l) => /obstructed by core asteroid 6/.test(l)), shown.join("\n"));
    await page.fill("#diagram-caption", "Luke's shots");
    const [download] = await Promise.all([page.waitForEvent("download"), page.click("#diagram-svg")]);
    const svg = (await readFile(await download.path())).toString("utf8");
    const desc = /<desc>([^<]*)<\/desc>/.exec(svg)[1].replaceAll("&#39;", "'").replaceAll("&quot;", '"').replaceAll("&amp;", "&").split("\n");
    assert.deepEqual(desc, shown);
    await page.screenshot({ path: path.join(docsDir, "onetruth-page.png") });
    await writeFile(path.join(docsDir, "onetruth-diagram.svg"), svg);
  });

  it("the ruler ends on the base under the pointer, even under the turn handle", async () => {
    await open(TOUCHING);
    await rulerOn();
    const r = await drag({ x: 400, y: 705 }, { x: 400, y: 650 });
    assert.equal(r.text, "Ruler from Small ship #1 to Small ship #2: 0.0 mm, range 0 (touching)");
    assert.equal(r.band, "0");
  });

  it("the ruler reads touching 1e ships as range 1, and 512 mm as beyond range 5", async () => {
    await open("#v1=1e,s,3,,*/@small,1,400,700,0;@small,2,440,700,90/");
    await rulerOn();
    let r = await drag({ x: 395, y: 700 }, { x: 445, y: 700 });
    assert.equal(r.text, "Ruler from Small ship #1 to Small ship #2: 0.0 mm, range 1 (touching)");
    assert.equal(r.band, "1");
    r = await drag({ x: 100, y: 200 }, { x: 612, y: 200 });
    assert.ok(Math.abs(r.mm - 512) < 2, `${r.mm} mm`);
    assert.match(r.text, /^Ruler from a point to a point: 5\d\d\.\d mm, beyond range 5$/);
    assert.equal(r.band, "null");
  });

  it("on random pairs of ships the ruler gives rangeTo's band", async () => {
    let seed = 1616;
    const rnd = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
    for (let k = 0; k < 6; k++) {
      let a;
      let b;
      do {
        a = { x: Math.round(150 + rnd() * 600), y: Math.round(150 + rnd() * 600), h: Math.round(rnd() * 359) };
        b = { x: Math.round(150 + rnd() * 600), y: Math.round(150 + rnd() * 600), h: Math.round(rnd() * 359) };
      } while (Math.hypot(a.x - b.x, a.y - b.y) < 120);
      const size = ["small", "medium", "large"][k % 3];
      await open(`#v1=2e,s,3,,*/@${size},1,${a.x},${a.y},${a.h};@small,2,${b.x},${b.y},${b.h}/`);
      await rulerOn();
      const r = await drag(a, b);
      const want = await page.evaluate(() => {
        const s = globalThis.boardApp.engineState();
        return globalThis.xwing.rangeTo(s.ships[0], s.ships[1], { edition: s.edition });
      });
      assert.match(r.text, /^Ruler from \w+ ship #1 to Small ship #2: /);
      assert.equal(r.band, String(want.range), `${JSON.stringify([size, a, b])}: ${r.text}`);
      assert.ok(Math.abs(r.mm - want.distance) < 1e-9, `${r.mm} vs ${want.distance}`);
    }
  });

  it("the ruler is redrawn when a ship moves and on zoom", async (t) => {
    t.after(await asWritten(page)); // store.js, imported below, is the page's own
    await open("#v1=2e,s,3,,*/@small,1,400,700,0;@small,2,400,500,180/");
    await rulerOn();
    let r = await drag({ x: 400, y: 700 }, { x: 400, y: 500 });
    assert.equal(r.text, "Ruler from Small ship #1 to Small ship #2: 160.0 mm, range 2");
    // The second ship moves 100 mm away (as an undo, an import or another
    // window would): the ruler follows it.
    await page.evaluate(async () => {
      const { store, setState } = await import("./store.js");
      setState({ ...store.state, ships: store.state.ships.map((s, i) => (i === 1 ? { ...s, y: 400 } : s)) });
    });
    await settle(page);
    r = await readout();
    assert.equal(r.text, "Ruler from Small ship #1 to Small ship #2: 260.0 mm, range 3");
    const before = r;
    await page.click("#zoom-in");
    await settle(page);
    r = await readout();
    assert.deepEqual(r.line, before.line, "the same line on the board");
    assert.ok(r.r < before.r, `its end marks keep their size on screen: r ${r.r} < ${before.r}`);
  });

  it("N never puts both ends on one ship", async () => {
    await open("#v1=2e,s,3,,*/@small,1,200,700,0;@small,2,400,700,0;@small,2,600,700,0/");
    await page.focus("#ruler-mode");
    await page.keyboard.press("Enter"); // ruler on, the focus on its first end
    await settle(page);
    await page.keyboard.press("Tab"); // the second end, on ship 2
    for (let k = 0; k < 5; k++) {
      await page.keyboard.press("n");
      await settle(page);
      const { text } = await readout();
      assert.match(text, /^Ruler from Small ship #1 to Small ship #[23]: /, text);
    }
    await page.keyboard.press("Shift+Tab");
    for (let k = 0; k < 5; k++) {
      await page.keyboard.press("Shift+N");
      await settle(page);
      const { text } = await readout();
      const m = /^Ruler from Small ship #(\d) to Small ship #(\d): /.exec(text);
      assert.ok(m && m[1] !== m[2], text);
    }
    assert.deepEqual(errors, []);
  });
});
