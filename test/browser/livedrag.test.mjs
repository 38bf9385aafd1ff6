// A drag on the Epic board (issue 25): while it is on, the board's SVG is
// left alone (what follows the dragged ship is drawn in the live SVGs over
// and under it, web/live.js), and when it ends the board, its verdicts and
// the words a screen reader hears say what a fresh page of the same board
// says.
import { it, before } from "node:test";
import assert from "node:assert/strict";
import { openBoard, boardState, settle, shipCenter } from "./helpers.mjs";
import { boardSuite, DESKTOP } from "./fixture.mjs";
import { epicLink } from "./epicboard.mjs";

const { epic, link } = epicLink();
const OTHER = 5 * 20 + 10; // row 5, column 10: a ship at the front line (measure-drag.mjs)

// watchBoard starts counting the changes made inside the board's SVG.
const watchBoard = (page) =>
  page.evaluate(() => {
    const seen = (globalThis.boardChanges = []);
    globalThis.boardWatch = new MutationObserver((list) => seen.push(...list.map((m) => `${m.type} ${m.attributeName || ""} on ${m.target.nodeName}.${m.target.getAttribute?.("class") || ""}`)));
    globalThis.boardWatch.observe(document.getElementById("board"), { subtree: true, attributes: true, childList: true, characterData: true });
  });

const boardChanges = (page) =>
  page.evaluate(() => {
    globalThis.boardWatch.takeRecords().forEach(() => globalThis.boardChanges.push("late"));
    globalThis.boardWatch.disconnect();
    return globalThis.boardChanges;
  });

// traced runs during() with Chromium tracing categories (comma-separated)
// and answers the trace's events.
async function traced(page, categories, during) {
  const cdp = await page.context().newCDPSession(page);
  const events = [];
  cdp.on("Tracing.dataCollected", (e) => events.push(...e.value));
  await cdp.send("Tracing.start", { categories, transferMode: "ReportEvents" });
  await during();
  const done = new Promise((resolve) => cdp.once("Tracing.tracingComplete", resolve));
  await cdp.send("Tracing.end");
  await done;
  await cdp.detach();
  return events;
}

// dragFrom presses at c and moves the pointer n frames away from it
// (dx, dy pixels a frame), the press and each frame drawn.
async function dragFrom(page, c, n, [dx, dy] = [9, -4]) {
  await page.mouse.move(c.x, c.y);
  await page.mouse.down();
  await settle(page);
  for (let k = 1; k <= n; k++) {
    await page.mouse.move(c.x + dx * k, c.y + dy * k);
    await settle(page);
  }
}

// shapeOf samples the shape the first element sel finds covers on the
// screen: for each point of a grid over the screen box [left, top, width,
// height] (a box from an earlier shapeOf), whether the shape's fill holds
// it. Two shapes that differ by more than a hair differ on the grid.
const shapeOf = (page, sel, box = null) =>
  page.evaluate(
    ([sel, box]) => {
      const e = document.querySelector(sel);
      const r = e.getBoundingClientRect();
      const b = box || [r.left - 4, r.top - 4, r.width + 8, r.height + 8];
      const inv = e.getScreenCTM().inverse();
      const grid = [];
      for (let i = 0; i < 13; i++)
        for (let j = 0; j < 13; j++) {
          const p = new DOMPoint(b[0] + (b[2] * (i + 0.37)) / 13, b[1] + (b[3] * (j + 0.61)) / 13).matrixTransform(inv);
          grid.push(e.isPointInFill(p) ? 1 : 0);
        }
      return { box: b, grid: grid.join("") };
    },
    [sel, box],
  );

// words is what the page says about the board: the verdict card and every
// ship's and token's accessible name on the board.
const words = (page) =>
  page.evaluate(() => ({
    intro: document.getElementById("verdict-intro").textContent,
    verdicts: document.getElementById("verdicts").innerText,
    friends: document.getElementById("verdicts-friends").innerText,
    ships: [...document.querySelectorAll("#board [data-ship]")].map((e) => `${e.getAttribute("class")}: ${e.getAttribute("aria-label")}`),
    tokens: [...document.querySelectorAll("#board [data-obstacle]")].map((e) => `${e.getAttribute("class")}: ${e.getAttribute("aria-label")}`),
  }));

boardSuite("a drag on the Epic board", { context: DESKTOP, timeout: 120000 }, (fx) => {
  let page;
  before(async () => {
    page = fx.page;
  });

  it("an Epic link opens with its verdicts, not waiting for a drag to end", async () => {
    // The link's board is set without a commit: it was taken for a drag's
    // frame, and the panels were left for a drag's end that never came.
    await openBoard(page, `${fx.origin}/${link}`);
    await page.waitForFunction(() => document.getElementById("verdicts").children.length > 0, null, { timeout: 10000 });
    assert.doesNotMatch(await page.textContent("#verdict-intro"), /Waiting/);
  });

  for (const [what, i] of [["the selected ship", epic.selected], ["another ship", OTHER]]) {
    it(`dragging ${what} leaves the board's SVG alone; its end says what a fresh page says`, async () => {
      await openBoard(page, `${fx.origin}/${link}`);
      await settle(page);
      const before = await boardState(page);
      const c = await shipCenter(page, i);
      await page.mouse.move(c.x, c.y);
      await page.mouse.down();
      await page.mouse.move(c.x + 10, c.y + 4);
      await settle(page);
      assert.equal(await page.locator(".board-live-over").evaluate((e) => e.style.visibility), "", "the live layer is on");
      const ctm = (sel) => page.locator(sel).evaluate((e) => { const m = e.getScreenCTM(); return [m.a, m.b, m.c, m.d, m.e, m.f].map((v) => Math.round(v * 100) / 100); });
      const board = await ctm("#board");
      assert.deepEqual(await ctm(".board-live-under"), board, "the live layers show the board's view, where it is");
      assert.deepEqual(await ctm(".board-live-over"), board);
      if (i !== epic.selected) assert.deepEqual(await ctm(".board-live-arcs"), board);
      await watchBoard(page);
      const at = [];
      for (let k = 1; k <= 6; k++) {
        await page.mouse.move(c.x + 10 + 12 * k, c.y + 4 - 5 * k);
        await settle(page);
        // Where its base is on the screen (drawn, or slid: live.js Slide).
        at.push(await page.evaluate(() => { const r = document.querySelector(".board-live-ship .ship .base")?.getBoundingClientRect(); return r && [r.left, r.top].map((v) => v.toFixed(1)).join(","); }));
      }
      assert.deepEqual(await page.evaluate(() => [...document.querySelectorAll(".board-live [transform]")].map((e) => e.outerHTML.slice(0, 80))), [], "nothing in the live layers is placed by a transform (flat.js)");
      assert.deepEqual(await boardChanges(page), [], "nothing inside the board's SVG changed during the drag");
      assert.equal(new Set(at).size, at.length, `the dragged ship followed the pointer: ${at.join(" | ")}`);
      assert.match(await page.locator(".board-live-slide:has(.board-live-ship)").evaluate((e) => e.style.translate || e.style.transform), /px/, "it slid in its box (live.js Slide)");
      let liveArc = null;
      if (i === epic.selected) {
        const arcs = await page.evaluate(() => [...document.querySelectorAll(".board-live-arcs .arc")].filter((e) => e.getAttribute("display") !== "none").map((e) => e.getAttribute("class")));
        assert.ok(arcs.length > 0, "its arcs are drawn live");
        assert.match(await page.locator(".board-live-slide:has(.board-live-arcs)").evaluate((e) => e.style.translate), /px/, "they slid with the ship by a CSS translation of their SVG's box, not drawn again (live.js drawArcs)");
        liveArc = { cls: arcs[0], ...(await shapeOf(page, ".board-live-arcs .arc:not([display])")) };
      }
      const liveBase = await shapeOf(page, ".board-live-ship .ship .base");
      await page.mouse.up();
      await settle(page, 400); // the address follows the commit
      assert.equal((await shapeOf(page, `#board [data-ship="${i}"] .base`, liveBase.box)).grid, liveBase.grid, "the live layer drew the base where the board draws it (flat.js)");
      if (liveArc) assert.equal((await shapeOf(page, `#board path[class="${liveArc.cls}"]`, liveArc.box)).grid, liveArc.grid, "the live arc, slid, is where the board draws it");
      const after = await boardState(page);
      assert.ok(after.ships[i].x > before.ships[i].x + 40, `ship ${i} moved: ${before.ships[i].x} -> ${after.ships[i].x}`);
      assert.equal(after.selected, epic.selected);
      assert.equal(await page.evaluate(() => document.querySelectorAll(".board-live .ship, .board-live .arc, .lifted").length), 0, "the live layers are emptied");
      assert.equal(await page.locator(".board-live-over").evaluate((e) => e.style.visibility), "hidden");
      const got = await words(page);
      assert.match(got.ships[i], new RegExp(`at x ${after.ships[i].x} mm, y ${after.ships[i].y} mm`), "the dragged ship's name says where it is now");
      const hash = await page.evaluate(() => location.hash);
      const fresh = await fx.context.newPage();
      try {
        await openBoard(fresh, `${fx.origin}/${hash}`);
        await fresh.waitForFunction(() => !/Waiting/.test(document.getElementById("verdict-intro").textContent));
        await settle(fresh);
        const want = await words(fresh);
        assert.equal(got.intro, want.intro);
        assert.equal(got.verdicts, want.verdicts);
        assert.equal(got.friends, want.friends);
        assert.deepEqual(got.ships, want.ships);
        assert.deepEqual(got.tokens, want.tokens);
      } finally {
        await fresh.close();
      }
    });
  }

  // Chromium sorts the whole page into compositing layers again (its trace's
  // "PaintArtifactCompositor::Update", ~10 ms a frame at 4x throttling on
  // this board) when any transform or paint chunk's bounds change: the live
  // layers draw without a transform over a fixed cover (flat.js), so a
  // frame repaints them alone. (Drawn with transforms, each frame did.)
  for (const [what, i] of [["the selected ship", epic.selected], ["another ship", OTHER]]) {
    it(`dragging ${what}, Chromium doesn't lay the page out in layers again each frame`, async () => {
      await openBoard(page, `${fx.origin}/${link}`);
      await settle(page);
      const c = await shipCenter(page, i);
      await page.mouse.move(c.x, c.y);
      await page.mouse.down();
      await page.mouse.move(c.x + 8, c.y);
      await settle(page);
      const frames = 8;
      const events = await traced(page, "blink,devtools.timeline", async () => {
        for (let k = 1; k <= frames; k++) {
          await page.mouse.move(c.x + 8 + 9 * k, c.y - 4 * k);
          await settle(page);
        }
      });
      await page.mouse.up();
      await settle(page, 400);
      const count = (name) => events.filter((e) => e.name === name && e.ph === "X").length;
      // A frame that changes only a canvas may paint nothing: count the
      // frames the page drew instead.
      assert.ok(count("FireAnimationFrame") >= frames, `the frames were drawn: ${count("FireAnimationFrame")} animation frames`);
      const full = count("PaintArtifactCompositor::Update");
      assert.ok(full <= 1, `the page was sorted into layers again ${full} times in ${frames} frames`);
    });
  }

  // The slide boxes (live.js Slide) hold their layers from the drag's
  // start: a box's held animation started by its first slide made Chromium
  // sort the page into layers again in that frame too (~8-10 ms at 4x on
  // this board), the second time in a drag's first frames.
  for (const [what, i] of [["the selected ship", epic.selected], ["another ship", OTHER]]) {
    it(`dragging ${what}, the page is sorted into layers once from the press through its first frames`, async () => {
      await openBoard(page, `${fx.origin}/${link}`);
      await settle(page);
      await page.waitForFunction(() => document.documentElement.dataset.late === "true");
      const c = await shipCenter(page, i);
      await page.mouse.move(c.x, c.y);
      const events = await traced(page, "blink,devtools.timeline", () => dragFrom(page, c, 4));
      assert.equal(await page.locator(".board-live-over").evaluate((e) => e.style.visibility), "", "the drag is live");
      await page.mouse.up();
      await settle(page, 400);
      const full = events.filter((e) => e.name === "PaintArtifactCompositor::Update" && e.ph === "X").length;
      assert.ok(full <= 1, `the page was sorted into layers ${full} times from the press through 4 frames`);
    });
  }

  // A drag's start lifts the ship out of the board and shows the live
  // SVGs. Chromium laid the board's whole SVG out again for it (every ship:
  // "SVG changed", ~200 ms at 4x throttling on this board) when a live SVG
  // was shown (display) or given a viewBox, or the board took a layer of
  // its own, at that moment: the live SVGs are made with the board, hidden
  // by visibility, and share its view (board.js, viewport.js). And when
  // the panel changed (the selected ship's drag changes it), the board's
  // grid row was measured again: the row is fixed now (style.css).
  for (const [what, i] of [["the selected ship", epic.selected], ["another ship", OTHER]]) {
    it(`a drag of ${what} starts without laying the board's SVG out again`, async () => {
      await openBoard(page, `${fx.origin}/${link}`);
      await settle(page);
      // The late modules (live.js) are in, and a first drag is not this one.
      await page.waitForFunction(() => document.documentElement.dataset.late === "true");
      const c = await shipCenter(page, i);
      const events = await traced(page, "devtools.timeline,disabled-by-default-devtools.timeline.invalidationTracking", () => dragFrom(page, c, 4));
      assert.equal(await page.locator(".board-live-over").evaluate((e) => e.style.visibility), "", "the drag is live");
      await page.mouse.up();
      await settle(page, 400);
      const relaid = events.filter((e) => e.name === "LayoutInvalidationTracking" && e.args?.data?.reason === "SVG changed").length;
      assert.ok(relaid < 100, `the board's SVG was laid out again at the drag's start: ${relaid} of its elements`);
    });
  }

  it("turning the selected ship by its handle draws live too, and its end is a fresh page's", async () => {
    await openBoard(page, `${fx.origin}/${link}`);
    await settle(page);
    const before = await boardState(page);
    const knob = await page.locator(".handle-ship .handle-knob").evaluate((e) => { const r = e.getBoundingClientRect(); return { x: r.left + r.width / 2, y: r.top + r.height / 2 }; });
    const c = await shipCenter(page, epic.selected);
    await page.mouse.move(knob.x, knob.y);
    await page.mouse.down();
    await page.mouse.move(knob.x + 6, knob.y);
    await settle(page);
    await watchBoard(page);
    for (let k = 1; k <= 4; k++) {
      const a = (k * 15 * Math.PI) / 180;
      const r = Math.hypot(knob.x - c.x, knob.y - c.y);
      await page.mouse.move(c.x + r * Math.sin(a), c.y - r * Math.cos(a));
      await settle(page);
    }
    assert.deepEqual(await boardChanges(page), [], "nothing inside the board's SVG changed while it turned");
    assert.ok((await page.evaluate(() => document.querySelectorAll(".board-live-ship .handle:not([display])").length)) > 0, "its handle is drawn live, lifted with the ship");
    const live = await Promise.all([".base", ".nose"].map((part) => shapeOf(page, `.board-live-ship .ship ${part}`)));
    assert.ok(live.every((s) => s.grid.includes("1") && s.grid.includes("0")), "the grid samples the shapes");
    await page.mouse.up();
    await settle(page, 400);
    const drawn = await Promise.all([".base", ".nose"].map((part, k) => shapeOf(page, `#board [data-ship="${epic.selected}"] ${part}`, live[k].box)));
    assert.deepEqual(drawn.map((s) => s.grid), live.map((s) => s.grid), "the live layer drew the turned base and nose where the board draws them (flat.js)");
    const after = await boardState(page);
    assert.notEqual(after.ships[epic.selected].heading, before.ships[epic.selected].heading, "it turned");
    const got = await words(page);
    const fresh = await fx.context.newPage();
    try {
      await openBoard(fresh, `${fx.origin}/${await page.evaluate(() => location.hash)}`);
      await fresh.waitForFunction(() => !/Waiting/.test(document.getElementById("verdict-intro").textContent));
      await settle(fresh);
      const want = await words(fresh);
      assert.equal(got.verdicts, want.verdicts);
      assert.deepEqual(got.ships, want.ships);
    } finally {
      await fresh.close();
    }
  });

  it("a ship with a planned move takes its move along", async () => {
    // Ship OTHER plans bank 2 left (the link's move field, web/state.js).
    const records = link.split("/");
    const ships = records[1].split(";");
    ships[OTHER] += ",,,,,,,,2bl";
    await openBoard(page, `${fx.origin}/${[records[0], ships.join(";"), ...records.slice(2)].join("/")}`);
    await settle(page);
    assert.ok((await boardState(page)).ships[OTHER].move, "the link planned a move");
    const c = await shipCenter(page, OTHER);
    await page.mouse.move(c.x, c.y);
    await page.mouse.down();
    await page.mouse.move(c.x + 8, c.y);
    await settle(page);
    await watchBoard(page);
    const ghosts = [];
    for (let k = 1; k <= 4; k++) {
      await page.mouse.move(c.x + 8 + 10 * k, c.y + 3 * k);
      await settle(page);
      ghosts.push(await page.evaluate(() => [...document.querySelectorAll(".board-live-over .move")].filter((g) => g.getAttribute("display") !== "none").map((g) => g.querySelector(".move-template").getAttribute("d")).join()));
    }
    assert.deepEqual(await boardChanges(page), [], "nothing inside the board's SVG changed");
    assert.equal(new Set(ghosts).size, ghosts.length, "its template followed the ship");
    await page.mouse.up();
    await settle(page, 400);
    assert.ok(await page.evaluate(() => [...document.querySelectorAll("#layer-moves .move")].some((g) => g.getAttribute("display") !== "none")), "the board draws the move again");
  });

  // boardLines is what the board's SVG draws of the lines from the
  // selected ship: each line's class, ends and badge.
  const boardLines = (p = page) =>
    p.evaluate(() =>
      [...document.querySelectorAll("#board .measure-group")]
        .filter((g) => !g.closest("[display=none]"))
        .map((g) => {
          const l = g.querySelector("line");
          return `${g.getAttribute("class")} ${["x1", "y1", "x2", "y2"].map((a) => l.getAttribute(a)).join(",")} ${g.textContent}`;
        })
        .sort(),
    );

  // dragShip presses ship i on page p and moves it steps times by dx, dy
  // pixels, each frame answered, then holds it (or drops it: drop).
  const dragShip = async (p, i, { steps, dx, dy, drop = false }) => {
    const c = await shipCenter(p, i);
    await p.mouse.move(c.x, c.y);
    await p.mouse.down();
    for (let k = 1; k <= steps; k++) {
      await p.mouse.move(c.x + dx * k, c.y + dy * k);
      await settle(p);
    }
    await settle(p, 300);
    if (!drop) return;
    await p.mouse.up();
    await settle(p, 300);
  };

  // openPainted opens url on page p and waits for the drag worker to
  // answer (its painter takes the drags from then on), the board settled.
  const openPainted = async (p, url) => {
    await openBoard(p, url);
    await p.waitForFunction(() => globalThis.boardApp.perf.workerReady, null, { timeout: 20000 });
    await settle(p);
  };

  // revealed waits for the painter's first frame of a drag to be shown
  // (live.js reveal: it may wait for the page's looks, after the frame's
  // answer).
  const revealed = (p = page) => p.waitForFunction(() => document.querySelector(".board-live-paint-over").style.visibility === "");

  // painted is what the drag worker painted last (painter.js drawn): its
  // lines in the board's words, after checking that each badge is
  // painted where the board would put it (the over canvas has ink at the
  // line's middle).
  const painted = async (p = page) => {
    const d = await p.evaluate(() => globalThis.boardApp.painted());
    assert.ok(d && d.shown, "the drag worker painted the frame");
    d.ink.forEach((a, k) => assert.ok(a >= 100, `a badge painted at the middle of ${d.lines[k]}: alpha ${a}`));
    return d;
  };

  for (const [what, i] of [["the selected ship", epic.selected], ["another ship", OTHER]])
  it(`the frames of a drag of ${what} are answered and painted by the drag worker, and its last frame is the board the drop draws`, async () => {
    await openPainted(page, `${fx.origin}/${link}`);
    const c = await shipCenter(page, i);
    await page.mouse.move(c.x, c.y);
    await page.mouse.down();
    const before = await page.evaluate(() => ({ frames: globalThis.boardApp.perf.workerFrames, engine: globalThis.boardApp.perf.engine.length }));
    for (let k = 1; k <= 5; k++) {
      await page.mouse.move(c.x + 9 * k, c.y - 4 * k);
      await settle(page);
      if (k === 1) {
        await revealed(); // the drag's first painted frame lifts the ship out of the board
        await watchBoard(page);
      }
    }
    await settle(page, 200); // the last frame's answer
    const after = await page.evaluate(() => ({ frames: globalThis.boardApp.perf.workerFrames, engine: globalThis.boardApp.perf.engine.length }));
    assert.ok(after.frames > before.frames, `frames answered by the worker: ${after.frames - before.frames}`);
    assert.deepEqual(await boardChanges(page), [], "nothing inside the board's SVG changed during the drag");
    assert.deepEqual(
      await page.evaluate(() => [".board-live-paint-arcs", ".board-live-paint-over", ".board-live-over", ".board-live-still"].map((s) => document.querySelector(s).style.visibility)),
      ["", "", "hidden", "hidden"],
      "the worker's canvases are shown, the page's own live SVGs and canvases are not",
    );
    const live = await painted();
    assert.ok(live.lines.length > 3, `the worker paints the selected ship's lines: ${live.lines.length}`);
    await page.mouse.up();
    await settle(page, 300);
    assert.deepEqual(await boardLines(), live.lines.slice().sort(), "the drop's board, answered by the page's engine, draws the lines the worker's last frame painted");
    assert.deepEqual(
      await page.evaluate(() => [".board-live-paint-arcs", ".board-live-paint-over"].map((s) => document.querySelector(s).style.visibility)),
      ["hidden", "hidden"],
      "the worker's canvases are hidden at the drop",
    );
    assert.equal(await page.evaluate(() => globalThis.boardApp.painted()), null, "and emptied");
  });

  // Zooming while the pointer holds a ship still: the painter paints the
  // new view at once, not at the pointer's next move.
  it("a zoom in the middle of a drag is painted before the pointer moves again", async () => {
    await openPainted(page, `${fx.origin}/${link}`);
    await dragShip(page, epic.selected, { steps: 3, dx: 9, dy: -4 });
    await revealed();
    const before = await painted();
    await page.mouse.wheel(0, -240);
    await settle(page, 300);
    const view = await page.evaluate(() => globalThis.boardApp.getView());
    assert.ok(view.w < before.view.w * 0.95, `zoomed in: ${before.view.w} -> ${view.w} mm across`);
    const after = await painted();
    for (const k of ["x", "y", "w", "h"]) assert.ok(Math.abs(after.view[k] - view[k]) < 1e-6, `the painter paints the page's view (${k}: ${after.view[k]} against ${view[k]})`);
    await page.mouse.up();
    await settle(page, 300);
  });

  // A worker that fails once it has the canvases takes them with it: the
  // page draws the rest of the drag itself, and the drags after it.
  it("when the drag worker fails in the middle of a drag, the page draws the rest of it", async () => {
    await openPainted(page, `${fx.origin}/${link}`);
    const before = await boardState(page);
    const c = await shipCenter(page, epic.selected);
    await page.mouse.move(c.x, c.y);
    await page.mouse.down();
    await page.mouse.move(c.x + 9, c.y - 4);
    await settle(page);
    await revealed();
    const worker = page.workers().find((w) => w.url().endsWith("/page-drag.js"));
    assert.ok(worker, "the drag worker runs");
    await worker.evaluate(() => setTimeout(() => { throw new Error("the test breaks the drag worker"); }));
    await settle(page, 200);
    const shipAt = () => page.locator(".board-live-ship").evaluate((s) => { const r = s.querySelector(".ship .base").getBoundingClientRect(); return [r.x + r.width / 2, r.y + r.height / 2]; });
    let last = null;
    for (let k = 2; k <= 5; k++) {
      await page.mouse.move(c.x + 9 * k, c.y - 4 * k);
      await settle(page);
      const at = await shipAt();
      if (last) assert.ok(at[0] > last[0] + 5 && at[1] < last[1] - 2, `the page's live layer moves the ship with the pointer: ${last} -> ${at}`);
      last = at;
    }
    assert.deepEqual(
      await page.evaluate(() => [".board-live-paint-arcs", ".board-live-paint-over", ".board-live-over", ".board-live-ship", ".board-live-moving"].map((s) => document.querySelector(s).style.visibility)),
      ["hidden", "hidden", "", "", ""],
      "the worker's canvases are hidden, the page's own live layer shown",
    );
    assert.ok(await page.locator(".board-live-over").evaluate((s) => s.children.length > 1), "the page draws the drag's marks");
    await page.mouse.up();
    await settle(page, 300);
    const after = await boardState(page);
    assert.ok(after.ships[epic.selected].x > before.ships[epic.selected].x + 5, "the drop moved the ship");
    // The next drag: drawn by the page, the canvases gone with the worker.
    await dragShip(page, OTHER, { steps: 3, dx: 6, dy: -3 });
    assert.equal(await page.locator(".board-live-over").evaluate((e) => e.style.visibility), "", "the page draws the next drag");
    assert.equal(await page.locator(".board-live-paint-over").evaluate((e) => e.style.visibility), "hidden");
    await page.mouse.up();
    await settle(page, 300);
  });

  it("the drag worker paints a planned move along with its ship", async () => {
    const records = link.split("/");
    const ships = records[1].split(";");
    ships[OTHER] += ",,,,,,,,2bl";
    await openPainted(page, `${fx.origin}/${[records[0], ships.join(";"), ...records.slice(2)].join("/")}`);
    const c = await shipCenter(page, OTHER);
    await page.mouse.move(c.x, c.y);
    await page.mouse.down();
    await page.mouse.move(c.x + 8, c.y);
    await settle(page);
    await revealed();
    await watchBoard(page);
    const templates = [];
    for (let k = 1; k <= 4; k++) {
      await page.mouse.move(c.x + 8 + 10 * k, c.y + 3 * k);
      await settle(page, 50);
      const d = await painted();
      assert.equal(d.moves.length, 1, "its one planned move is painted");
      templates.push(d.moves[0]);
    }
    assert.equal(new Set(templates).size, templates.length, "its template followed the ship");
    const d = await painted();
    // The planned move's hits follow it: a ship or token it met or no
    // longer meets is drawn over the board's copy.
    assert.ok(d.marks.length > 0, "the marks the drag changed are painted");
    assert.ok(d.marks.every((cls) => /^(ship|obstacle live-mark) /.test(cls)), `the copies are marked ships and tokens: ${d.marks.join(" | ")}`);
    assert.deepEqual(await boardChanges(page), [], "nothing inside the board's SVG changed");
    await page.mouse.up();
    await settle(page, 400);
    const board = await page.evaluate(() => [...document.querySelectorAll("#layer-moves .move")].filter((g) => g.getAttribute("display") !== "none").map((g) => g.querySelector(".move-template").getAttribute("d")));
    assert.equal(board.length, 1, "the board draws the move again");
  });

  // The same drag, painted by the drag worker and drawn by the page's own
  // live layer (the worker refused): a screenshot of the board at its
  // last frame, each; the share of pixels whose colour differs by more
  // than 24 in a channel from every pixel within one of it in the other.
  // Each drags a ship in the light theme first, then the selected ship in
  // the dark one: the looks the painter learnt in the first drag are not
  // the dark theme's.
  it("the drag worker paints what the page's own live layer draws, in the theme shown", async () => {
    const shots = [];
    let width = 0;
    const theme = (p, t) =>
      p.evaluate((t) => {
        const sel = document.getElementById("theme");
        sel.value = t;
        sel.dispatchEvent(new Event("change"));
      }, t);
    for (const painter of [true, false]) {
      const p = await fx.context.newPage();
      try {
        if (!painter) await p.route("**/page-drag.js", (route) => route.abort());
        await openBoard(p, `${fx.origin}/${link}`);
        if (painter) await p.waitForFunction(() => globalThis.boardApp.perf.workerReady, null, { timeout: 20000 });
        else await p.waitForTimeout(1500); // the worker would be asked for a second after the board
        await settle(p);
        await theme(p, "light");
        await dragShip(p, OTHER, { steps: 5, dx: 6, dy: -3, drop: true });
        await theme(p, "dark");
        await settle(p);
        await dragShip(p, epic.selected, { steps: 5, dx: 6, dy: -3 });
        if (painter) await painted(p);
        else assert.equal(await p.locator(".board-live-over").evaluate((e) => e.style.visibility), "", "the page draws the live layer itself");
        const clip = await p.evaluate(() => {
          const r = document.getElementById("board").getBoundingClientRect();
          return { x: r.left, y: r.top, width: r.width, height: r.height };
        });
        shots.push((await p.screenshot({ clip })).toString("base64"));
        width = Math.round(clip.width); // pixels: a desktop's 1 to the CSS pixel
        await p.mouse.up();
      } finally {
        await p.close();
      }
    }
    const differ = await page.evaluate(async ({ shots, width }) => {
      const pixels = async (s) => {
        const im = new Image();
        im.src = `data:image/png;base64,${s}`;
        await im.decode();
        const c = new OffscreenCanvas(im.width, im.height);
        const ctx = c.getContext("2d");
        ctx.drawImage(im, 0, 0);
        return ctx.getImageData(0, 0, im.width, im.height).data;
      };
      const [a, b] = [await pixels(shots[0]), await pixels(shots[1])];
      if (a.length !== b.length) return 1;
      // A pixel differs when no pixel of the other picture within one of
      // it matches it: a badge placed a fraction of a pixel apart (the
      // page's own are pictures snapped to whole pixels) is the same.
      const near = (p, q, k) => {
        const x = (k / 4) % width;
        for (let dy = -1; dy <= 1; dy++)
          for (let dx = -1; dx <= 1; dx++) {
            if (x + dx < 0 || x + dx >= width) continue;
            const j = k + 4 * (dy * width + dx);
            if (j < 0 || j >= q.length) continue;
            if (Math.max(Math.abs(p[k] - q[j]), Math.abs(p[k + 1] - q[j + 1]), Math.abs(p[k + 2] - q[j + 2])) <= 24) return true;
          }
        return false;
      };
      let n = 0;
      for (let k = 0; k < a.length; k += 4) if (!near(a, b, k) || !near(b, a, k)) n++;
      return n / (a.length / 4);
    }, { shots, width });
    // ~0.12% differ (the badges' numerals, drawn here, pictures there);
    // either of the painter's canvases left out makes ~1.1-1.3% differ.
    assert.ok(differ < 0.003, `${(differ * 100).toFixed(3)}% of the board's pixels differ`);
  });

  it("without the drag worker (its script refused), a drag's frames are measured on the main thread as before", async () => {
    const p = await fx.context.newPage();
    try {
      await p.route("**/page-drag.js", (route) => route.abort());
      await openBoard(p, `${fx.origin}/${link}`);
      await p.waitForTimeout(1500); // the worker would be asked for a second after the board
      const c = await shipCenter(p, OTHER);
      await p.mouse.move(c.x, c.y);
      await p.mouse.down();
      const before = await p.evaluate(() => globalThis.boardApp.perf.engine.length);
      for (let k = 1; k <= 4; k++) {
        await p.mouse.move(c.x + 10 * k, c.y + 3 * k);
        await settle(p);
      }
      const perf = await p.evaluate(() => ({ ready: globalThis.boardApp.perf.workerReady, frames: globalThis.boardApp.perf.workerFrames, engine: globalThis.boardApp.perf.engine.length }));
      assert.equal(perf.ready, false);
      assert.equal(perf.frames, 0);
      assert.ok(perf.engine > before, "the page's own engine measured the frames");
      await p.mouse.up();
      await settle(p, 300);
      const after = await boardState(p);
      assert.ok(after.ships[OTHER].x > epic.ships[OTHER].x + 20, "the ship moved");
    } finally {
      await p.close();
    }
  });

  it("before the late modules are in (live.js comes with them), a drag draws the whole board each frame", async () => {
    const p = await fx.context.newPage();
    try {
      await p.route("**/page-late.js", () => {}); // held back: never answered
      await p.goto(`${fx.origin}/${link}`);
      await p.waitForFunction(() => document.documentElement.dataset.ready === "true", null, { timeout: 20000 });
      await settle(p);
      const c = await shipCenter(p, OTHER);
      await p.mouse.move(c.x, c.y);
      await p.mouse.down();
      const at = [];
      for (let k = 1; k <= 3; k++) {
        await p.mouse.move(c.x + 10 * k, c.y + 3 * k);
        await settle(p);
        at.push(await p.locator(`#board [data-ship="${OTHER}"]`).getAttribute("transform"));
      }
      assert.equal(new Set(at).size, at.length, `the board's own ship followed the pointer: ${at.join(" | ")}`);
      assert.equal(await p.locator(".board-live *").count(), 0, "no live layer yet: its SVGs (made with the board) are empty");
      assert.equal(await p.locator(".board-live-over").evaluate((e) => e.style.visibility), "hidden");
      await p.mouse.up();
      await settle(p, 300);
      assert.ok((await boardState(p)).ships[OTHER].x > epic.ships[OTHER].x + 20, "the ship moved");
    } finally {
      await p.close();
    }
  });

  it("on a phone the live layers lie over the board", async () => {
    const phone = await fx.phone();
    const p = await phone.newPage();
    await openBoard(p, `${fx.origin}/${link}`);
    await settle(p);
    const c = await shipCenter(p, epic.selected);
    await p.mouse.move(c.x, c.y);
    await p.mouse.down();
    await p.mouse.move(c.x + 8, c.y + 3);
    await settle(p);
    const ctm = (sel) => p.locator(sel).evaluate((e) => { const m = e.getScreenCTM(); return [m.a, m.b, m.c, m.d, m.e, m.f].map((v) => Math.round(v * 100) / 100); });
    assert.equal(await p.locator(".board-live-over").evaluate((e) => e.style.visibility), "", "the live layer is on");
    assert.deepEqual(await ctm(".board-live-under"), await ctm("#board"));
    assert.deepEqual(await ctm(".board-live-over"), await ctm("#board"));
    await p.mouse.up();
    await settle(p);
    assert.equal(await p.locator(".board-live-over").evaluate((e) => e.style.visibility), "hidden");
    await p.close();
  });

  it("on a phone of 3 device pixels to the CSS pixel, the dragged lines are painted at 1.5, in place, and the drop draws them sharp", async () => {
    const phone = await fx.phone({ deviceScaleFactor: 3 });
    const p = await phone.newPage();
    try {
      await openPainted(p, `${fx.origin}/${link}`);
      await dragShip(p, epic.selected, { steps: 3, dx: 3, dy: -2 });
      // The worker paints at 1.5 device pixels to the CSS pixel; painted
      // checks each badge's ink at its line's middle, so the canvas's
      // pixels map to the board's at that ratio.
      const live = await painted(p);
      const box = await p.locator(".board-live-paint-over").evaluate((c) => {
        const r = c.getBoundingClientRect();
        return [Math.round(r.width * 1.5), Math.round(r.height * 1.5)];
      });
      assert.deepEqual(live.size, box, "a canvas of 1.5 pixels to the CSS pixel, not 3");
      assert.ok(live.lines.length > 3, `the selected ship's lines are painted: ${live.lines.length}`);
      await p.mouse.up();
      await settle(p, 300);
      assert.deepEqual(await boardLines(p), live.lines.slice().sort(), "the drop's board draws the lines the last frame painted");
    } finally {
      await p.close();
    }
  });

  it("logged no page errors", () => {
    assert.deepEqual(fx.errors, []);
  });
});
