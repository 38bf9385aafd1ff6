// The embed sizes to its content: the board in a box of its own shape (no
// empty bands above or below it, Epic included), a compact verdict, and a
// postMessage({ type: "xwing-embed-height", height }) a host uses to fit
// its iframe, after which the embed has no scrollbars, at any width.
import { it, before } from "node:test";
import assert from "node:assert/strict";
import { collectErrors, waitReady } from "./helpers.mjs";
import { boardSuite } from "./fixture.mjs";

const STANDARD = "#v1=2e,s,3,0,*/t65xwing,1,400,700,0,,,Red%20One;tielnfighter,2,400,480,180,,,Black%20Two;t65xwing,1,500,700,0/";
const EPIC = "#v1=2e,e,3,0,*/t65xwing,1,900,700,0,,,Red%20One;tielnfighter,2,900,480,180,,,Black%20Two;tielnfighter,2,1500,300,180/";

boardSuite("embed size", (fx) => {
  let board;
  let host;
  let browser;
  const pages = { "/favicon.ico": { type: "image/x-icon", body: "" } };

  before(async () => {
    ({ server: board, browser } = fx);
    host = await fx.serve({ dir: null, pages });
  });

  // A host page that fits the iframe to the posted height (any script
  // would do; this one also keeps every message for the test).
  function hostPage(src, width) {
    return (
      `<!doctype html><title>Wiki</title><body style="margin:0">` +
      `<iframe id="f" src="${src}" width="${width}" height="200" style="border:0;display:block" title="X-Wing board"></iframe>` +
      `<script>window.got = []; addEventListener("message", (e) => { if (e.data && e.data.type === "xwing-embed-height") { got.push(e.data.height); document.getElementById("f").height = e.data.height; } });</script>`
    );
  }

  for (const [name, fragment, aspect] of [["standard", STANDARD, 1], ["Epic", EPIC, (1828.8 + 48) / (914.4 + 48)]]) {
    for (const width of [320, 640, 1000]) {
      it(`${name} board at ${width} px: fits its content, no bands, no scrollbars`, async () => {
        pages["/wiki.html"] = hostPage(`${board.origin}/?embed=1${fragment}`, width);
        const page = await browser.newPage({ viewport: { width: 1200, height: 900 } });
        const errors = collectErrors(page);
        await page.goto(`${host.origin}/wiki.html`);
        const frame = page.frames().find((f) => f.url().startsWith(board.origin));
        await waitReady(frame);
        // The host has fitted the frame once the last height posted is the frame's.
        await page.waitForFunction(() => window.got.length && Number(document.getElementById("f").height) === window.got[window.got.length - 1]);
        await frame.waitForFunction(() => Math.ceil(document.body.getBoundingClientRect().height) === document.documentElement.clientHeight);
        const m = await frame.evaluate(() => {
          const svg = document.getElementById("board").getBoundingClientRect();
          const wrap = document.querySelector(".board-wrap").getBoundingClientRect();
          const vb = document.getElementById("board").getAttribute("viewBox").split(" ").map(Number);
          const de = document.documentElement;
          return {
            svg: { w: svg.width, h: svg.height },
            wrap: { w: wrap.width, h: wrap.height },
            vb,
            scroll: { w: de.scrollWidth, h: de.scrollHeight, cw: de.clientWidth, ch: de.clientHeight },
            body: Math.ceil(document.body.getBoundingClientRect().height),
            details: [...document.querySelectorAll("#verdicts .details")].some((d) => d.getClientRects().length),
            headline: document.querySelector("#verdicts .headline")?.textContent || "",
          };
        });
        const posted = await page.evaluate(() => window.got[window.got.length - 1]);
        // The message carries the document's height.
        assert.equal(posted, m.body);
        assert.equal(posted, m.scroll.ch);
        // No scrollbars either way.
        assert.ok(m.scroll.w <= m.scroll.cw, `sideways: ${JSON.stringify(m.scroll)}`);
        assert.ok(m.scroll.h <= m.scroll.ch, `down: ${JSON.stringify(m.scroll)}`);
        // No empty bands: the board's box has the fitted view's shape ...
        assert.ok(Math.abs(m.vb[2] / m.vb[3] - aspect) < 1e-6, `fitted view ${m.vb}`);
        assert.ok(Math.abs(m.svg.h - m.svg.w / aspect) <= 1, `board ${m.svg.w}x${m.svg.h}, shape ${aspect}`);
        // ... and fills its frame.
        assert.ok(Math.abs(m.wrap.h - m.svg.h) <= 1 && Math.abs(m.wrap.w - m.svg.w) <= 1, JSON.stringify(m));
        // A compact verdict: the headlines only.
        assert.match(m.headline, /Black Two/);
        assert.equal(m.details, false);
        assert.deepEqual(errors, []);
        await page.close();
      });
    }
  }

  it("a narrower frame posts a new height", async () => {
    pages["/wiki.html"] = hostPage(`${board.origin}/?embed=1${STANDARD}`, 640);
    const page = await browser.newPage({ viewport: { width: 1200, height: 900 } });
    await page.goto(`${host.origin}/wiki.html`);
    const frame = page.frames().find((f) => f.url().startsWith(board.origin));
    await waitReady(frame);
    await page.waitForFunction(() => window.got.length && Number(document.getElementById("f").height) === window.got[window.got.length - 1]);
    const tall = await page.evaluate(() => window.got[window.got.length - 1]);
    await page.evaluate(() => (document.getElementById("f").width = 400));
    await page.waitForFunction((tall) => window.got[window.got.length - 1] < tall - 100, tall);
    const short = await page.evaluate(() => window.got[window.got.length - 1]);
    assert.equal(short, await frame.evaluate(() => Math.ceil(document.body.getBoundingClientRect().height)));
    await page.close();
  });
});
