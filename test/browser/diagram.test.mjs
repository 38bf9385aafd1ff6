// Diagrams: the SVG download is the engine's diagram of the board, the
// PNG is that SVG at twice its width, and the wiki markup carries the
// caption and a link back to this board.
import { it, before } from "node:test";
import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";
import { openBoard, settle } from "./helpers.mjs";
import { boardSuite } from "./fixture.mjs";


// The TIE "Black Two" is selected: the diagram's description names what
// it sees, Luke by his page label (labels are drawn as outlines, not text).
const BOARD = "#v1=2e,s,3,1,*/t65xwing,1,400,700,0,,,,,lukeskywalker,protontorpedoes;tielnfighter,2,400,530,180,,,Black%20Two/a1,600,400,0";
const CAPTION = "Luke's torpedoes at range 2";

boardSuite("diagrams", { context: { viewport: { width: 1280, height: 900 }, acceptDownloads: true } }, (fx) => {
  let srv;
  let browser;
  let page;
  let errors;
  let svg;
  const wasmFetches = [];
  let fetchedAtStart;

  before(async () => {
    ({ server: srv, browser, page, errors } = fx);
    const context = fx.context;
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: srv.origin });
    page.on("request", (r) => /\.wasm$/.test(new URL(r.url()).pathname) && wasmFetches.push(new URL(r.url()).pathname));
    await openBoard(page, `${srv.origin}/${BOARD}`);
    fetchedAtStart = wasmFetches.slice();
    await page.fill("#diagram-caption", CAPTION);
    await settle(page);
  });


  const saved = async (button) => {
    const [download] = await Promise.all([page.waitForEvent("download"), page.click(button)]);
    return { name: download.suggestedFilename(), body: await readFile(await download.path()) };
  };

  it("downloads the engine's SVG of the board, with the ship labels and caption", async () => {
    // One Go runtime per page: the engine draws the diagram, and a page
    // that is ready downloads nothing more for it.
    assert.deepEqual(fetchedAtStart, ["/xwing.wasm"], "one module at the page's start");
    const d = await saved("#diagram-svg");
    assert.deepEqual(wasmFetches, ["/xwing.wasm"], "no second module for the diagram");
    assert.equal(await page.locator("#diagram-status").textContent(), "", "no status left behind");
    assert.equal(d.name, "Luke s torpedoes at range 2.svg");
    svg = d.body.toString("utf8");
    assert.ok(svg.startsWith("<svg"), svg.slice(0, 40));
    // The engine's own drawing of the same board gives the same document.
    const engine = await page.evaluate(
      ([caption]) => {
        const s = globalThis.boardApp.engineState();
        const app = globalThis.boardApp;
        const opts = { caption, theme: "light", view: "fit" };
        return {
          // The old link's asteroid by the page's name for it ("asteroid 1",
          // marked "A1").
          labelled: globalThis.xwing.diagram({ ...s, selected: 1 }, { ...opts, labels: [app.shipLabel(0), app.shipLabel(1)], obstacleLabels: [app.obstacleLabel(0)] }),
          unlabelled: globalThis.xwing.diagram({ ...s, selected: 1 }, opts),
        };
      },
      [CAPTION],
    );
    assert.equal(svg, engine.labelled);
    // The page's labels went in: without them the engine names ships otherwise.
    assert.notEqual(svg, engine.unlabelled);
    assert.match(svg, /<desc>[^<]*Luke Skywalker \(5\)/);
    assert.ok(svg.includes("torpedoes at range 2"), "caption");
  });

  it("downloads a PNG twice the SVG's width", async () => {
    const d = await saved("#diagram-png");
    assert.deepEqual(wasmFetches, ["/xwing.wasm"], "no second module for the diagram");
    assert.equal(d.name, "Luke s torpedoes at range 2.png");
    const png = d.body;
    assert.deepEqual([...png.subarray(0, 8)], [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    assert.equal(png.toString("latin1", 12, 16), "IHDR");
    const width = Number(/^<svg[^>]*\swidth="([\d.]+)"/.exec(svg)[1]);
    const height = Number(/^<svg[^>]*\sheight="([\d.]+)"/.exec(svg)[1]);
    assert.equal(png.readUInt32BE(16), Math.round(2 * width));
    assert.equal(png.readUInt32BE(20), Math.round(2 * height));
    // Not a blank canvas: an SVG that failed to draw would give a tiny file.
    assert.ok(png.length > 20000, `${png.length} bytes`);
  });

  it("copies wiki markup with the caption and a link to this board", async () => {
    await page.click("#diagram-wiki");
    await settle(page);
    const text = await page.inputValue("#diagram-wiki-text");
    const url = page.url();
    assert.match(url, /#v1=/);
    assert.equal(text, `[[File:Luke s torpedoes at range 2.svg|thumb|${CAPTION} — [${url} interactive board]]]`);
    assert.equal(await page.evaluate(() => navigator.clipboard.readText()), text);
    // Markup characters in a caption can't break out of the link.
    await page.fill("#diagram-caption", "a]] [[b|c");
    await page.click("#diagram-wiki");
    const hostile = await page.inputValue("#diagram-wiki-text");
    assert.equal(hostile.match(/\]\]/g).length, 1);
    assert.ok(hostile.endsWith(" interactive board]]]"));
  });

  it("logged no page errors", () => {
    assert.deepEqual(errors, []);
  });
});
