// The board page in a desktop browser: adding ships, dragging with the
// pointer and the keys, verdicts checked against the engine's own answers,
// turrets, obstacles, the share link and hostile links.
import { it, before } from "node:test";
import assert from "node:assert/strict";
import { asWritten, openBoard, boardState, settle, shipCenter, boardToClient, collectErrors } from "./helpers.mjs";
import { boardSuite } from "./fixture.mjs";


// A small board: X-wing "Red One" facing up, TIE/ln "Black Two" ahead of it
// at about 180 mm (range 2), facing it.
const DUEL = "#v1=2e,s,3,0,*/t65xwing,1,400,700,0,,,Red%20One;tielnfighter,2,400,480,180,,,Black%20Two/";

boardSuite("board page (desktop)", { context: { viewport: { width: 1280, height: 800 } } }, (fx) => {
  let srv;
  let browser;
  let context;
  let page;
  let errors;

  before(async () => {
    ({ server: srv, browser, context, page, errors } = fx);
  });


  const verdictFor = (i) =>
    page.evaluate((i) => {
      const label = globalThis.boardApp.shipLabel(i);
      const li = [...document.querySelectorAll("#verdicts > li")].find((li) => li.querySelector(".headline").textContent.includes(label));
      return li ? { headline: li.querySelector(".headline").textContent, details: [...li.querySelectorAll(".details li")].map((d) => d.textContent), cls: li.className } : null;
    }, i);

  it("loads, starts the engine and shows an empty board", async () => {
    assert.equal(await openBoard(page, `${srv.origin}/`), "true");
    assert.equal(await page.isVisible("#loading"), false);
    assert.match(await page.textContent("#verdict-intro"), /Add ships/);
    const csp = await page.getAttribute('meta[http-equiv="Content-Security-Policy"]', "content");
    assert.match(csp, /script-src 'self' 'wasm-unsafe-eval'/);
    assert.match(await page.textContent("#engine-version"), /Engine \S+/);
    assert.deepEqual(errors, []);
  });

  it("adds ships from the catalog by name and by size", async () => {
    await page.fill("#ship-search", "x-wing");
    await page.waitForSelector("#ship-results li[role=option]");
    const first = await page.textContent("#ship-results li[role=option]");
    assert.match(first, /X-wing/i);
    await page.press("#ship-search", "Enter");
    await page.check('input[name="add-team"][value="2"]');
    await page.click('[data-size="medium"]');
    await settle(page);
    const st = await boardState(page);
    assert.equal(st.ships.length, 2);
    assert.equal(st.ships[0].team, "1");
    assert.match(st.ships[0].type, /^[a-z0-9]+$/);
    assert.deepEqual([st.ships[1].type, st.ships[1].team], ["@medium", "2"]);
    assert.equal(st.selected, 1);
    assert.equal(await page.locator("#layer-ships [data-ship]").count(), 2);
    assert.equal(await page.locator("#ship-list li").count(), 2);
    // The selected ship's arcs and range rings are drawn.
    assert.ok((await page.locator("#layer-arcs path:not([display])").count()) > 0);
    assert.equal(await page.locator("#layer-rings .ring-group:not([display])").count(), 3);
  });

  it("draws the selected ship's arcs and rings where the engine's outlines are", async () => {
    // The page draws shapes in the ship's frame under the engine's
    // transform; placed by the browser they must be the engine's board
    // outlines, point for point (path data rounds to 0.01 mm).
    const r = await page.evaluate(() => {
      const app = globalThis.boardApp;
      const st = app.engineState();
      const ship = st.ships[app.getState().selected];
      const opts = { edition: st.edition, maxRange: st.maxRange };
      const outline = new Map();
      for (const o of globalThis.xwing.rangeOutline(ship, opts)) outline.set(`ring:${o.range}`, o.points);
      for (const arc of ["front", "rear", "left", "right", "fullFront", "fullRear", "bullseye"])
        for (const o of globalThis.xwing.arcOutline(ship, arc, opts)) outline.set(`${o.arc}:${o.range}`, o.points);
      const paths = [...document.querySelectorAll("#layer-arcs path:not([display]), #layer-rings .ring-group:not([display]) path")];
      let worst = 0, checked = 0;
      for (const p of paths) {
        const cls = p.getAttribute("class");
        const arc = /arc-(\w+)/.exec(cls), rng = /\br(\d)\b/.exec(cls);
        const want = outline.get(`${arc ? arc[1] : "ring"}:${rng[1]}`);
        const m = p.transform.baseVal.consolidate().matrix;
        const local = p.getAttribute("d").slice(1, -1).split("L").map((xy) => xy.split(" ").map(Number));
        if (local.length !== want.length) return { error: `${cls}: ${local.length} points, want ${want.length}` };
        local.forEach(([x, y], k) => {
          const X = m.a * x + m.c * y + m.e, Y = m.b * x + m.d * y + m.f;
          worst = Math.max(worst, Math.hypot(X - want[k].x, Y - want[k].y));
        });
        checked++;
      }
      return { worst, checked };
    });
    assert.equal(r.error, undefined, r.error);
    assert.ok(r.checked >= 4, `checked ${r.checked} shapes`);
    assert.ok(r.worst < 0.01, `worst ${r.worst} mm`);
  });

  it("drags a ship with the pointer", async () => {
    const before = (await boardState(page)).ships[0];
    const c = await shipCenter(page, 0);
    // Board mm per screen pixel, from the page's own transform.
    const a = await boardToClient(page, 0, 0);
    const b = await boardToClient(page, 100, 0);
    const mmPerPx = 100 / (b.x - a.x);
    await page.mouse.move(c.x, c.y);
    await page.mouse.down();
    for (let k = 1; k <= 10; k++) await page.mouse.move(c.x + 8 * k, c.y - 5 * k);
    await page.mouse.up();
    await settle(page);
    const after = (await boardState(page)).ships[0];
    assert.ok(Math.abs(after.x - (before.x + 80 * mmPerPx)) < 1, `x ${after.x} vs ${before.x + 80 * mmPerPx}`);
    assert.ok(Math.abs(after.y - (before.y - 50 * mmPerPx)) < 1, `y ${after.y} vs ${before.y - 50 * mmPerPx}`);
    assert.equal(after.heading, before.heading);
    // Dragging another ship keeps the selected ship (selection.test.mjs); a tap selects.
    assert.equal((await boardState(page)).selected, 1, "dragging a ship keeps the selection");
    const c1 = await shipCenter(page, 0);
    await page.mouse.click(c1.x, c1.y);
    await settle(page);
    assert.equal((await boardState(page)).selected, 0, "a tap selects");
  });

  it("moves and turns the focused ship with the keys", async () => {
    const s0 = (await boardState(page)).ships[0];
    await page.focus('[data-ship="0"]');
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("Shift+ArrowUp");
    await page.keyboard.press("]");
    await page.keyboard.press("]");
    await page.keyboard.press("[");
    await settle(page);
    const s1 = (await boardState(page)).ships[0];
    assert.equal(s1.x, Math.round((s0.x + 10) * 10) / 10);
    assert.equal(s1.y, Math.round((s0.y - 1) * 10) / 10);
    assert.equal(s1.heading, (s0.heading + 5) % 360);
  });

  it("takes exact x, y and heading typed in", async () => {
    await page.fill("#sel-x", "123.4");
    await page.fill("#sel-y", "567.8");
    await page.fill("#sel-heading", "-30");
    await settle(page);
    const s = (await boardState(page)).ships[0];
    assert.deepEqual([s.x, s.y, s.heading], [123.4, 567.8, 330]);
  });

  it("tells what the selected ship can attack, as the engine says", async () => {
    await openBoard(page, `${srv.origin}/${DUEL}`);
    await settle(page);
    const engine = await page.evaluate(() => {
      const st = globalThis.boardApp.engineState();
      const opts = { obstacles: st.obstacles, edition: st.edition };
      return {
        attacks: globalThis.xwing.attackOptions(st.ships[0], st.ships, opts),
        back: globalThis.xwing.attackOptions(st.ships[1], st.ships, opts),
        plain: globalThis.xwing.rangeTo(st.ships[0], st.ships[1]),
      };
    });
    assert.ok(engine.attacks.length > 0, "the engine sees an attack");
    const first = engine.attacks[0];
    assert.equal(first.range, 2);
    const v = await verdictFor(1);
    assert.ok(v, "a verdict for the TIE");
    assert.match(v.headline, /^TIE\/ln Fighter “Black Two” is in your front arc at range 2; clear shot\.$/);
    assert.equal(v.cls, "verdict target");
    assert.ok(v.details.some((d) => d.includes(`${engine.plain.distance.toFixed(1)} mm`)), v.details.join(" | "));
    assert.ok(v.details.some((d) => d.includes(`range ${engine.plain.range}`)));
    if (engine.back.length) assert.ok(v.details.some((d) => d.startsWith(`It can attack you: front arc at range ${engine.back[0].range}`)), v.details.join(" | "));
    // The line drawn is the engine's line.
    const line = await page.evaluate(() => {
      const l = document.querySelector("#layer-lines g:not([display]) line");
      return ["x1", "y1", "x2", "y2"].map((k) => Number(l.getAttribute(k)));
    });
    assert.deepEqual(
      line.map((n) => Math.round(n)),
      [first.from.x, first.from.y, first.to.x, first.to.y].map((n) => Math.round(n)),
    );
    // The live region carries the verdict.
    assert.equal(await page.getAttribute("#verdicts", "aria-live"), "polite");
  });

  it("updates the verdict live while dragging", async () => {
    // Drag the TIE far to the side: out of the front arc.
    const c = await shipCenter(page, 1);
    const target = await boardToClient(page, 850, 480);
    await page.mouse.move(c.x, c.y);
    await page.mouse.down();
    const seen = new Set();
    for (let k = 1; k <= 12; k++) {
      await page.mouse.move(c.x + ((target.x - c.x) * k) / 12, c.y);
      await settle(page);
      seen.add(await page.textContent("#verdicts"));
    }
    await page.mouse.up();
    assert.ok(seen.size >= 2, "the verdict changed during the drag");
    await page.click('[data-ship="0"]');
    await settle(page);
    const v = await verdictFor(1);
    assert.match(v.headline, /outside your arcs/);
    const engine = await page.evaluate(() => {
      const st = globalThis.boardApp.engineState();
      return globalThis.xwing.attackOptions(st.ships[0], st.ships, { edition: "2e" });
    });
    assert.equal(engine.length, 0);
  });

  it("shows obstruction from an obstacle, as the engine says", async () => {
    await openBoard(page, `${srv.origin}/${DUEL}`);
    await page.selectOption("#token-type", "coreasteroid2");
    await page.click("#token-add");
    await settle(page);
    // Put the asteroid on the line between the two ships.
    await page.fill("#obs-heading", "0");
    let st = await boardState(page);
    assert.equal(st.obstacles.length, 1);
    const c = await page.evaluate(() => {
      const r = document.querySelector('[data-obstacle="0"] .token-outline').getBoundingClientRect();
      return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
    });
    const dest = await boardToClient(page, 400, 590);
    const from = await boardToClient(page, st.obstacles[0].x, st.obstacles[0].y);
    await page.mouse.move(c.x, c.y);
    await page.mouse.down();
    await page.mouse.move(c.x + (dest.x - from.x) / 2, c.y + (dest.y - from.y) / 2);
    await page.mouse.move(c.x + dest.x - from.x, c.y + dest.y - from.y);
    await page.mouse.up();
    await page.click('[data-ship="0"]');
    await settle(page);
    st = await boardState(page);
    assert.ok(Math.abs(st.obstacles[0].x - 400) < 2 && Math.abs(st.obstacles[0].y - 590) < 2, JSON.stringify(st.obstacles[0]));
    const engine = await page.evaluate(() => {
      const s = globalThis.boardApp.engineState();
      return globalThis.xwing.attackOptions(s.ships[0], s.ships, { obstacles: s.obstacles });
    });
    assert.equal(engine[0].obstruction, "obstructed");
    assert.deepEqual(engine[0].obstructedBy, [0]);
    const v = await verdictFor(1);
    assert.match(v.headline, /is in your front arc at range 2; obstructed by core asteroid 3\.$/);
    assert.ok(v.details.some((d) => /\+1 defense die/.test(d)), v.details.join(" | "));
    assert.equal(await page.locator("#layer-lines g.obstructed:not([display])").count(), 1);
    assert.equal(await page.locator('[data-obstacle="0"].obstructing').count(), 1);
    assert.match(await page.textContent("#obstacle-ranges"), /core asteroid 3 at range/);
  });

  it("turns a turret and follows the engine", async () => {
    // HWK-290 (single turret) with an enemy to its right at range 2.
    await openBoard(page, `${srv.origin}/#v1=2e,s,3,0,*/hwk290lightfreighter,1,400,500,0,f;tielnfighter,2,580,500,0/`);
    await settle(page);
    const positions = await page.evaluate(() => globalThis.xwing.catalog().find((c) => c.id === "hwk290lightfreighter").turretPositions);
    assert.ok(positions.includes("right"), positions.join());
    let v = await verdictFor(1);
    assert.match(v.headline, /outside your arcs|none of your weapons can attack it there/);
    // Rotate until the indicator points right (button and T key both turn it).
    await page.click("#sel-turret-rotate");
    await page.focus('[data-ship="0"]');
    for (let k = 0; k < positions.length && (await boardState(page)).ships[0].turret !== "right"; k++) {
      await page.keyboard.press("t");
      await settle(page);
    }
    assert.equal((await boardState(page)).ships[0].turret, "right");
    const engine = await page.evaluate(() => {
      const s = globalThis.boardApp.engineState();
      return globalThis.xwing.attackOptions(s.ships[0], s.ships);
    });
    assert.equal(engine.length, 1);
    assert.equal(engine[0].arc, "right");
    v = await verdictFor(1);
    assert.equal(v.headline, `TIE/ln Fighter #2 is in your right arc at range ${engine[0].range}; clear shot.`);
    // The arc drawn follows the turret.
    assert.ok((await page.locator("#layer-arcs path.arc-right:not([display])").count()) > 0);
    assert.equal(await page.locator("#layer-arcs path.arc-front:not([display])").count(), 0);
    assert.equal(await page.inputValue("#sel-turret"), "right");
  });

  it("toggles the arcs drawn", async () => {
    const before = await page.locator("#layer-arcs path:not([display])").count();
    await page.check("#arc-toggles input[value=rear]");
    await settle(page);
    assert.ok((await page.locator("#layer-arcs path.arc-rear:not([display])").count()) > 0);
    await page.uncheck("#arc-toggles input[value=rear]");
    await settle(page);
    assert.equal(await page.locator("#layer-arcs path:not([display])").count(), before);
  });

  it("keeps the board in the address: a reload gives the same board", async () => {
    // An empty board by link (the bare address would bring back the last board).
    await openBoard(page, `${srv.origin}/#v1=2e,s,3,,*//`);
    await page.fill("#ship-search", "TIE/ln");
    await page.press("#ship-search", "Enter");
    await page.check('input[name="add-team"][value="2"]');
    await page.fill("#ship-search", "firespray");
    await page.press("#ship-search", "Enter");
    await page.fill("#sel-name", "Slave “One” & <Co>");
    for (const type of ["gascloud1", "yt2400debris0"]) {
      await page.selectOption("#token-type", type);
      await page.click("#token-add");
    }
    await page.selectOption("#edition", "2e");
    await page.selectOption("#max-range", "4");
    await page.waitForFunction(() => location.hash.startsWith("#v1=2e,s,4,") && location.hash.includes(";yt2400debris0,"));
    await page.waitForTimeout(400);
    const st = await boardState(page);
    const hash = await page.evaluate(() => location.hash);
    assert.match(hash, /^#v1=/);
    await page.reload();
    await page.waitForFunction(() => document.documentElement.dataset.ready === "true");
    assert.deepEqual(await boardState(page), st);
    // A fresh tab with the same link reproduces it too.
    const other = await context.newPage();
    await openBoard(other, `${srv.origin}/${hash}`);
    assert.deepEqual(await boardState(other), st);
    assert.equal(await other.textContent("#ship-list li:nth-child(2) button"), "Firespray-class Patrol Craft “Slave “One” & <Co>”");
    await other.close();
  });

  it("copies the link and gives an embed snippet", async () => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: srv.origin });
    await page.click("#copy-link");
    await page.waitForFunction(() => !document.getElementById("message").hidden);
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    assert.equal(copied, await page.evaluate(() => location.href.split("?")[0]));
    await page.click("#embed-button");
    const code = await page.inputValue("#embed-code");
    assert.match(code, /^<iframe src="http:\/\/127\.0\.0\.1:\d+\/\?embed=1#v1=[^"]+" width="640"/);
    await page.check("#embed-interactive");
    assert.match(await page.inputValue("#embed-code"), /\?embed=edit#v1=/);
    await page.click("#embed-close");
  });

  it("survives a hostile or broken link: no script runs, a clear message", async () => {
    let dialogs = 0;
    page.on("dialog", (d) => {
      dialogs++;
      d.dismiss();
    });
    const img = encodeURIComponent('<img src=x onerror="window.__pwned=1">');
    const scr = encodeURIComponent("<script>window.__pwned=2</script>");
    const links = [
      `#v1=2e,s,3,0,*/t65xwing,1,400,700,0,,,${img};${scr},1,1,1,1;tielnfighter,2,NaN,5,5;tielnfighter,2,400,400,0,,,${scr}/zz,1,2,3;a1,1e99,5,5`,
      "#v1=%E0%A4%A/%%%;;;,,,/;;",
      "#v1=1e,q,9,77,<svg/onload=alert(1)>/@tiny,1,1,1,1;@small,3,-5,99999,1e3,zz,qq,%ZZ,<b>/a1,10,10,10,10,10",
      `#v1=${"a".repeat(20000)}`,
      "#v9=whatever",
      "#v1=2e,s,3,5,*/__proto__,1,1,1,1;constructor,1,1,1,1;toString,2,1,1,1/__proto__,1,1,1",
    ];
    for (const link of links) {
      const errs = collectErrors(page);
      assert.equal(await openBoard(page, `${srv.origin}/${link}`), "true", link);
      await settle(page);
      assert.equal(await page.evaluate(() => window.__pwned), undefined, link);
      assert.equal(await page.isVisible("#message"), true, `a message for ${link}`);
      assert.match(await page.textContent("#message-text"), /could not be read|newer version|too long/);
      assert.deepEqual(errs.filter((e) => e.startsWith("pageerror")), [], link);
      // The page still works: add a ship.
      await page.click('[data-size="small"]');
      await settle(page);
      assert.ok((await boardState(page)).ships.length >= 1);
    }
    // The same links pasted into an open page (a same-document jump).
    await openBoard(page, `${srv.origin}/${DUEL}`);
    for (const link of links) {
      await page.evaluate(() => (document.getElementById("message").hidden = true));
      await page.evaluate((h) => (location.hash = h), link);
      await page.waitForFunction(() => !document.getElementById("message").hidden);
      assert.equal(await page.evaluate(() => window.__pwned), undefined, link);
    }
    // The payload name is shown as text, not markup.
    await openBoard(page, `${srv.origin}/${links[0]}`);
    const st = await boardState(page);
    assert.equal(st.ships.length, 2);
    assert.equal(st.ships[0].name, '<img src=x onerror="window.__pwned=1">');
    assert.equal(await page.locator("#layer-ships img, #verdicts img, #ship-list img, body script").count(), 0); // the head runs the starter inline
    assert.match(await page.textContent("#ship-list"), /<img src=x onerror/);
    assert.equal(await page.evaluate(() => window.__pwned), undefined);
    assert.equal(dialogs, 0);
  });

  it("shows engine errors without breaking the page", async () => {
    // The API object is frozen, so wrap the loader: its board() throws
    // while window.__boardFails holds a message.
    const wrapper = `import { load as real } from "./xwing.js?real";
      export async function load(url) {
        const x = await real(url);
        return { ...x, board(...a) { if (globalThis.__boardFails) throw new TypeError(globalThis.__boardFails); return x.board(...a); } };
      }`;
    const only = (u) => u.pathname === "/xwing.js" && !u.search;
    const bundled = await asWritten(page); // the loader, wrapped, as its own module
    await page.route(only, (r) => r.fulfill({ contentType: "text/javascript", body: wrapper }));
    await openBoard(page, `${srv.origin}/${DUEL}`);
    await page.evaluate(() => (globalThis.__boardFails = 'board: edition: want "2e" or "1e", got "3e"'));
    await page.focus('[data-ship="0"]');
    await page.keyboard.press("ArrowUp");
    await settle(page);
    assert.match(await page.textContent("#verdict-intro"), /engine could not measure this board: board: edition/);
    await page.evaluate(() => (globalThis.__boardFails = ""));
    await page.keyboard.press("ArrowDown");
    await settle(page);
    assert.match(await page.textContent("#verdicts"), /Black Two/);
    await page.unroute(only);
    await bundled();
    // A first-edition board leaves out what 1e lacks and says why.
    await openBoard(page, `${srv.origin}/#v1=1e,s,3,0,*/@small,1,400,700,0;@medium,2,400,480,180;@small,2,300,480,180/`);
    await settle(page);
    const text = await page.textContent("#verdicts");
    assert.match(text, /Medium ship #2 can't be measured: medium bases do not exist in 1e/);
    assert.match(text, /Small ship #3/);
  });

  it("says so when the browser lacks WebAssembly or the engine fails to load", async () => {
    const bare = await context.newPage();
    await bare.addInitScript(() => {
      delete globalThis.WebAssembly;
    });
    assert.equal(await openBoard(bare, `${srv.origin}/${DUEL}`), "error");
    assert.match(await bare.textContent("#loading"), /can't run WebAssembly/);
    assert.equal(await bare.isVisible("#loading"), true);
    await bare.close();

    const broken = await context.newPage();
    await broken.route("**/xwing.wasm", (r) => r.fulfill({ status: 404, body: "gone" }));
    assert.equal(await openBoard(broken, `${srv.origin}/${DUEL}`), "error");
    assert.match(await broken.textContent("#loading"), /The engine didn't start: .*404.*Reload to try again/);
    await broken.close();
  });

  it("logged no page errors, console errors or CSP violations", () => {
    assert.deepEqual(errors, []);
  });
});
