// The nose marker reads as a forward pointer: a filled triangle whose tip
// is at the front edge of the base and whose wide side is behind it.
import { it, before } from "node:test";
import assert from "node:assert/strict";
import { openBoard, settle } from "./helpers.mjs";
import { boardSuite } from "./fixture.mjs";

boardSuite("nose marker", (fx) => {
  let srv;
  let browser;
  before(async () => {
    ({ server: srv, browser } = fx);
  });

  it("points out of the front edge, filled", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    // Heading 0 faces up the board (towards smaller y); 90 faces right.
    assert.equal(await openBoard(page, `${srv.origin}/#v1=2e,s,3,,*/@small,1,300,300,0;@large,2,600,600,90/`), "true");
    await settle(page);
    for (const [i, heading] of [[0, 0], [1, 90]]) {
      const r = await page.evaluate((i) => {
        const g = document.querySelector(`[data-ship="${i}"]`);
        const nose = g.querySelector(".nose");
        const base = g.querySelector(".base");
        // Sample the outline in the base's own frame (before its rotation).
        const n = nose.getTotalLength();
        const pts = [];
        for (let k = 0; k <= 60; k++) {
          const p = nose.getPointAtLength((n * k) / 60);
          pts.push({ x: p.x, y: p.y });
        }
        const b = base.getBBox();
        return { pts, front: b.y, width: b.width, fill: getComputedStyle(nose).fill, closed: /z\s*$/i.test(nose.getAttribute("d")) };
      }, i);
      assert.notEqual(r.fill, "none", "the nose is filled");
      assert.ok(r.closed, "the nose is a closed shape");
      const minY = Math.min(...r.pts.map((p) => p.y));
      const maxY = Math.max(...r.pts.map((p) => p.y));
      const near = (y) => r.pts.filter((p) => Math.abs(p.y - y) < 0.5).map((p) => p.x);
      const spread = (xs) => Math.max(...xs) - Math.min(...xs);
      // The tip (one point, on the centre line) is at the front edge ...
      assert.ok(spread(near(minY)) < 1, `tip spread ${spread(near(minY))}`);
      assert.ok(Math.abs(near(minY)[0]) < 0.5, "tip on the centre line");
      assert.ok(minY - r.front < 2, `tip ${minY - r.front} mm from the front edge`);
      // ... and the wide side is behind it, inside the base.
      assert.ok(spread(near(maxY)) > r.width * 0.2, `back side ${spread(near(maxY))} mm wide`);
      // The rotation carries the nose to the heading: the tip is the
      // screen point farthest along the heading.
      const dir = await page.evaluate(
        ([i, heading]) => {
          const g = document.querySelector(`[data-ship="${i}"]`);
          const tip = g.querySelector(".nose").getBoundingClientRect();
          const base = g.querySelector(".base").getBoundingClientRect();
          const c = { x: base.left + base.width / 2, y: base.top + base.height / 2 };
          const t = { x: tip.left + tip.width / 2, y: tip.top + tip.height / 2 };
          const h = (heading * Math.PI) / 180;
          return (t.x - c.x) * Math.sin(h) - (t.y - c.y) * Math.cos(h);
        },
        [i, heading],
      );
      assert.ok(dir > 0, `the nose sits ahead of the centre for heading ${heading}`);
    }
    await page.close();
  });
});
