// The board at the table: a press that starts on a base belongs to that
// base (the selected ship's turn handle never takes it, on any screen); a
// tap selects the ship under the finger, else the nearest within a few mm.
import { it } from "node:test";
import assert from "node:assert/strict";
import { boardState, settle, boardToClient } from "./helpers.mjs";
import { boardSuite, DESKTOP } from "./fixture.mjs";

// Luke's X-wing faces up the board; Vader's TIE touches its front edge,
// facing it: Vader's base lies where Luke's turn handle is drawn, and
// Luke's where Vader's is. The header's selected field is filled in below.
const touching = (selected) => `#v1=2e,s,3,${selected},*/t65xwing,1,400,600,0,,,Luke;tielnfighter,2,400,560,180,,,Vader/`;

// Client points of board points.
const at = (page, x, y) => boardToClient(page, x, y);

// The touch screens a press must behave the same on (CDP touch events, as a
// finger sends them).
async function touchDrag(cdp, from, to, steps = 8) {
  const send = (type, points) => cdp.send("Input.dispatchTouchEvent", { type, touchPoints: points.map((p, id) => ({ x: p.x, y: p.y, id })) });
  await send("touchStart", [from]);
  for (let k = 1; k <= steps; k++) await send("touchMove", [{ x: from.x + ((to.x - from.x) * k) / steps, y: from.y + ((to.y - from.y) * k) / steps }]);
  await send("touchEnd", []);
}

boardSuite("the board at the table", { context: DESKTOP }, (fx) => {
  it("desktop: dragging the ship that touches the selected one moves it; the selected ship doesn't turn", async () => {
    await fx.open(touching(0));
    await settle(fx.page);
    // The turn handle is drawn over Vader's base: the press is Vader's.
    const handle = await fx.page.locator("[data-handle=ship].handle-hit").boundingBox();
    const from = await at(fx.page, 400, 550);
    assert.ok(from.y >= handle.y && from.y <= handle.y + handle.height, `the handle covers the press: ${JSON.stringify(handle)} ${JSON.stringify(from)}`);
    const to = await at(fx.page, 600, 550);
    await fx.page.mouse.move(from.x, from.y);
    await fx.page.mouse.down();
    for (let k = 1; k <= 8; k++) await fx.page.mouse.move(from.x + ((to.x - from.x) * k) / 8, from.y);
    await fx.page.mouse.up();
    await settle(fx.page);
    const st = await boardState(fx.page);
    assert.equal(st.ships[0].heading, 0, "Luke didn't turn");
    assert.ok(st.ships[1].x > 550, `Vader moved: x ${st.ships[1].x}`);
    assert.equal(st.selected, 0, "Luke stays selected");
    assert.deepEqual(fx.errors, []);
  });

  it("desktop: a click on a base under the selected ship's handle selects that ship", async () => {
    await fx.open(touching(1));
    await settle(fx.page);
    const c = await at(fx.page, 400, 600);
    await fx.page.mouse.click(c.x, c.y);
    await settle(fx.page);
    const st = await boardState(fx.page);
    assert.equal(st.selected, 0, "Luke is selected");
    assert.equal(st.ships[1].heading, 180, "Vader didn't turn");
  });

  it("desktop: the handle still turns the selected ship where no base is", async () => {
    await fx.open("#v1=2e,s,3,0,*/t65xwing,1,400,600,0,,,Luke/");
    await settle(fx.page);
    const knob = await fx.page.locator("[data-handle=ship].handle-knob").boundingBox();
    const from = { x: knob.x + knob.width / 2, y: knob.y + knob.height / 2 };
    const to = await at(fx.page, 500, 600);
    await fx.page.mouse.move(from.x, from.y);
    await fx.page.mouse.down();
    for (let k = 1; k <= 8; k++) await fx.page.mouse.move(from.x + ((to.x - from.x) * k) / 8, from.y + ((to.y - from.y) * k) / 8);
    await fx.page.mouse.up();
    await settle(fx.page);
    const s = (await boardState(fx.page)).ships[0];
    assert.equal(s.heading, 90, "turned to face right");
    assert.deepEqual([s.x, s.y], [400, 600]);
  });

  for (const screen of [
    { name: "360 px phone", viewport: { width: 360, height: 740 } },
    { name: "tablet", viewport: { width: 800, height: 1100 } },
  ]) {
    it(`${screen.name}: a finger dragging the ship that touches the selected one moves it`, async () => {
      const ctx = await fx.phone({ viewport: screen.viewport });
      const page = await ctx.newPage();
      await fx.open(touching(0), page);
      await settle(page);
      const cdp = await ctx.newCDPSession(page);
      await touchDrag(cdp, await at(page, 400, 555), await at(page, 600, 555));
      await settle(page);
      const st = await boardState(page);
      assert.equal(st.ships[0].heading, 0, "Luke didn't turn");
      assert.ok(st.ships[1].x > 550, `Vader moved: x ${st.ships[1].x}`);
      assert.equal(st.selected, 0);
    });

    it(`${screen.name}: a tap on the centre of a base selects that ship, even under the other's handle`, async () => {
      const ctx = await fx.phone({ viewport: screen.viewport });
      const page = await ctx.newPage();
      for (const selected of ["", "1"]) {
        await fx.open(touching(selected), page);
        await settle(page);
        const c = await at(page, 400, 600);
        await page.touchscreen.tap(c.x, c.y);
        await settle(page);
        const st = await boardState(page);
        assert.equal(st.selected, 0, `selected ${selected || "none"} before: Luke after a tap on his base`);
        assert.deepEqual(st.ships.map((s) => s.heading), [0, 180], "nothing turned");
        const v = await at(page, 400, 560);
        await page.touchscreen.tap(v.x, v.y);
        await settle(page);
        assert.equal((await boardState(page)).selected, 1, "then Vader after a tap on his");
      }
    });
  }

  it("a tap beside every base selects the nearest ship; far from every base it selects none", async () => {
    // Two X-wings 46 mm apart, centre to centre: a 6 mm gap between bases.
    await fx.open("#v1=2e,s,3,,*/t65xwing,1,400,600,0,,,Left;t65xwing,1,446,600,0,,,Right/");
    await settle(fx.page);
    const nearLeft = await at(fx.page, 421.5, 600);
    await fx.page.mouse.click(nearLeft.x, nearLeft.y);
    await settle(fx.page);
    assert.equal((await boardState(fx.page)).selected, 0, "1.5 mm right of the left base: the left ship");
    const nearRight = await at(fx.page, 424.6, 600);
    await fx.page.mouse.click(nearRight.x, nearRight.y);
    await settle(fx.page);
    assert.equal((await boardState(fx.page)).selected, 1, "1.4 mm left of the right base: the right ship");
    const far = await at(fx.page, 700, 300);
    await fx.page.mouse.click(far.x, far.y);
    await settle(fx.page);
    assert.equal((await boardState(fx.page)).selected, 1, "the empty board selects nothing else");
  });

  it("the hit areas follow the engine's bases", async () => {
    await fx.open("#v1=2e,s,3,,*/t65xwing,1,300,600,0,,,Small;firesprayclasspatrolcraft,2,500,400,0,,,Medium/");
    await settle(fx.page);
    const sizes = await fx.page.evaluate(() => {
      const out = [];
      document.querySelectorAll("#layer-ships [data-ship]").forEach((g) => {
        const b = g.querySelector(".base");
        out.push([b.width.baseVal.value, b.height.baseVal.value]);
      });
      return out;
    });
    const engine = await fx.page.evaluate(async () => {
      const xwing = await (await import("./xwing.js")).load();
      return xwing.board(globalThis.boardApp.engineState()).pieces.map((p) => (p ? [p.width, p.length] : null));
    });
    assert.deepEqual(sizes, engine);
  });
});

// notCovered lists the controls of the card sel whose centre, once focused
// (the browser scrolls each into view), is under something else.
function coveredControls(page, sel) {
  return page.evaluate((sel) => {
    const out = [];
    for (const el of document.querySelectorAll(`${sel} :is(input, select, button, textarea)`)) {
      if (el.closest("[hidden]") || !el.getClientRects().length) continue;
      el.focus();
      const r = el.getBoundingClientRect();
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      if (!hit || !(hit === el || el.contains(hit) || hit.contains(el) || hit.closest("label") === el.closest("label"))) out.push(`${el.id || el.name || el.textContent}: under ${hit ? hit.className || hit.tagName : "nothing (off screen)"}`);
    }
    return out;
  }, sel);
}

async function addBySearch(page, query, tap) {
  await page.fill("#ship-search", query);
  const first = page.locator("#ship-results li[role=option]").first();
  await first.waitFor();
  if (tap) await first.tap();
  else await first.click();
  await settle(page);
}

boardSuite("the panels at the table", (fx) => {
  it("desktop: the selected ship's card is never under the verdict", async () => {
    const ctx = await fx.newContext(DESKTOP);
    const page = await ctx.newPage();
    await fx.open("/", page);
    for (const q of ["luke", "vader", "x-wing"]) await addBySearch(page, q, false);
    assert.equal(await page.isVisible("#selected-card"), true);
    assert.ok((await page.locator("#verdicts > li").count()) + (await page.locator("#verdicts-friends > li").count()) > 0, "the verdict has lines");
    assert.deepEqual(await coveredControls(page, "#selected-card"), []);
    // Wherever the panel is scrolled, what shows of the card is the card.
    const under = await page.evaluate(async () => {
      const card = document.getElementById("selected-card");
      const out = [];
      for (let y = 0; y < 3000; y += 60) {
        for (const el of [document.scrollingElement, ...document.querySelectorAll(".panel, .panel *")]) if (el.scrollHeight > el.clientHeight) el.scrollTop = y;
        await new Promise((r) => requestAnimationFrame(r));
        // The part of the card its scrolling ancestors let show.
        const r = card.getBoundingClientRect();
        let top = Math.max(r.top, 0);
        let bottom = Math.min(r.bottom, innerHeight);
        for (let a = card.parentElement; a; a = a.parentElement) {
          if (getComputedStyle(a).overflowY === "visible") continue;
          const ar = a.getBoundingClientRect();
          top = Math.max(top, ar.top);
          bottom = Math.min(bottom, ar.bottom);
        }
        for (const py of [top + 3, (top + bottom) / 2, bottom - 3]) {
          if (bottom - top < 8) continue;
          const hit = document.elementFromPoint(r.left + 8, py);
          if (hit && !card.contains(hit) && hit.closest(".verdict-card")) out.push(`scrolled ${y}: the verdict covers the card at ${Math.round(py)}`);
        }
      }
      return out;
    });
    assert.deepEqual(under, []);
  });

  it("360 px phone: after a ship is added, the search is one tap away", async () => {
    const ctx = await fx.phone();
    const page = await ctx.newPage();
    await fx.open("/", page);
    for (const q of ["luke", "vader"]) {
      await page.locator("#ship-search").scrollIntoViewIfNeeded();
      await addBySearch(page, q, true);
      // Wherever the page is (where adding left it, or back at the board),
      // one tap brings the search back, focused and clear of the bar.
      for (const where of ["here", "top"]) {
        if (where === "top") await page.evaluate(() => scrollTo(0, 0));
        await settle(page, 100);
        const look = () => page.evaluate(() => {
          const s = document.getElementById("ship-search");
          const r = s.getBoundingClientRect();
          const hit = document.elementFromPoint(r.left + 10, r.top + r.height / 2);
          return { focused: document.activeElement === s, inView: r.top >= 0 && r.bottom <= innerHeight, clear: hit === s || s.contains(hit) };
        });
        const before = await look();
        // Already there (in view and clear of the bar): no tap needed.
        if (before.inView && before.clear) assert.equal(await page.isVisible("#jump-add"), false);
        else {
          await page.locator("#jump-add").tap();
          await settle(page);
          assert.deepEqual(await look(), { focused: true, inView: true, clear: true }, `after adding ${q}, from ${where}`);
        }
        if (where === "top") assert.equal(before.inView, false, "the search is off screen at the top");
      }
    }
    assert.equal((await boardState(page)).ships.length, 2);
  });
});
