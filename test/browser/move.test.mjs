// Plan a move (issue 24, the page): a new user on a phone plans a bank 2
// from the ship's own dial and sees who is in arc after it, in under 10
// seconds; the keyboard alone does the same and hears the ghost's
// verdicts; a move is made (one undo step) or dropped; a planned move
// rides in the share link and <xwing-board> draws it.
//
// What the page shows is checked against a second engine in the page
// (xwing.js load(), independent of the page's own): the ghost and the
// template against xwing.move, the verdicts against board() with the ship
// standing where the ghost is.
import { it, before } from "node:test";
import { readFile } from "node:fs/promises";
import assert from "node:assert/strict";
import path from "node:path";
import { openBoard, boardState, settle, shipCenter, root, docsDir, secondEngine } from "./helpers.mjs";
import { boardSuite, DESKTOP } from "./fixture.mjs";

// An X-wing at the bottom facing up; Black Two straight ahead (in its arc
// now, out of it after a bank 2 left); Black Three ahead and well to the
// left (out of its arc now, in it after a bank 2 left).
const DUEL = "v1=2e,s,3,0,*/t65xwing,1,450,700,0,,,Red%20One;tielnfighter,2,450,420,180,,,Black%20Two;tielnfighter,2,150,460,90,,,Black%20Three/";
const BANK2 = { speed: 2, bearing: "bankLeft" };

// expected asks a second engine, in the page, what the page should show:
// { move: xwing.move's answer for ship i's move, verdicts: the headlines
// and kinds of board() with ship i standing where the move ends }.
async function expected(page, i, move) {
  await secondEngine(page);
  return page.evaluate(
    async ({ i, move }) => {
      const x = globalThis.secondEngine;
      const board = boardApp.engineState();
      const ships = board.ships.map(({ move: _, ...s }) => s);
      const m = x.move(i, move, { ...board, ships });
      const moved = ships.map((s, k) => (k === i ? { ...s, x: m.x, y: m.y, heading: m.heading } : s));
      const labels = ships.map((_, k) => boardApp.shipLabel(k));
      const res = x.board({ ...board, ships: moved, selected: i }, { labels });
      // The page's headline is board()'s, which names ships by the page's
      // labels ("TIE/ln Fighter “Black Two”"); its pose is move()'s.
      const plan = x.board({ ...board, ships: ships.map((s, k) => (k === i ? { ...s, move } : s)) }, { labels }).moves[i];
      if (plan.x !== m.x || plan.y !== m.y || plan.heading !== m.heading) throw new Error("board() and move() disagree on the end pose");
      m.headline = plan.headline;
      return { move: m, verdicts: res.verdicts.map((v) => ({ kind: v.kind, headline: v.headline })) };
    },
    { i, move },
  );
}

// shown reads what the page shows of ship i's planned move: the ghost's
// pose (from its transform), the template's points, the move card's
// headline and the verdicts.
function shown(page, i) {
  return page.evaluate((i) => {
    const g = document.querySelector(`#layer-moves [data-move="${i}"]`);
    const visible = g && g.getAttribute("display") !== "none";
    const t = visible ? /translate\(([-\d.]+) ([-\d.]+)\) rotate\(([-\d.]+)\)/.exec(g.querySelector(".move-ghost").getAttribute("transform")) : null;
    const d = visible ? g.querySelector(".move-template").getAttribute("d") : "";
    const points = [...d.matchAll(/(-?[\d.]+) (-?[\d.]+)/g)].map((m) => ({ x: Number(m[1]), y: Number(m[2]) }));
    return {
      ghost: t ? { x: Number(t[1]), y: Number(t[2]), heading: Number(t[3]) } : null,
      ghostBox: visible ? (() => { const r = g.querySelector(".move-ghost .ghost-base").getBoundingClientRect(); return { w: r.width, h: r.height }; })() : null,
      template: points,
      headline: document.getElementById("move-headline").textContent,
      status: document.getElementById("move-result").getAttribute("role"),
      verdicts: [...document.querySelectorAll("#verdicts > li")].map((li) => ({ kind: li.className.replace("verdict ", ""), headline: li.querySelector(".headline").textContent })),
      live: document.getElementById("verdicts").getAttribute("aria-live"),
      commit: !document.getElementById("move-commit").disabled,
    };
  }, i);
}

const near = (a, b, tol, what) => assert.ok(Math.abs(a - b) <= tol, `${what}: ${a} against ${b}`);
// Headings compare round the circle.
const nearAngle = (a, b, tol, what) => assert.ok(Math.abs((((a - b) % 360) + 540) % 360 - 180) <= tol, `${what}: ${a} against ${b}`);

// checkGhost checks the page against the second engine's answer: the ghost
// where the move ends, the template as laid, the verdicts of the ghost.
function checkGhost(got, want) {
  assert.ok(got.ghost, "a ghost is drawn");
  near(got.ghost.x, want.move.x, 0.01, "ghost x");
  near(got.ghost.y, want.move.y, 0.01, "ghost y");
  nearAngle(got.ghost.heading, want.move.heading, 0.01, "ghost heading");
  assert.ok(got.ghostBox.w > 0 && got.ghostBox.h > 0, "the ghost has a size on screen");
  assert.equal(got.template.length, want.move.template.length, "the template's outline");
  got.template.forEach((p, k) => {
    near(p.x, want.move.template[k].x, 0.01, `template point ${k} x`);
    near(p.y, want.move.template[k].y, 0.01, `template point ${k} y`);
  });
  assert.equal(got.headline, want.move.headline, "the engine's headline");
  assert.deepEqual(got.verdicts, want.verdicts, "the verdicts are the ghost's");
}

boardSuite("plan a move", { context: { ...DESKTOP, acceptDownloads: true } }, (fx) => {
  let page;
  let errors;
  before(() => {
    ({ page, errors } = fx);
  });

  it("on a 360 px phone, by touch: a bank 2 left and who is in arc after it, in under 10 seconds", async (t) => {
    const context = await fx.phone();
    const phone = await context.newPage();
    const phoneErrors = [];
    phone.on("pageerror", (e) => phoneErrors.push(e.message));
    await openBoard(phone, `${fx.origin}/#${DUEL.replace(",0,*", ",,*")}`);
    await settle(phone);
    const before = await phone.evaluate(() => [...document.querySelectorAll("#verdicts > li")].length);
    assert.equal(before, 0, "nothing selected yet");

    const t0 = Date.now();
    const c = await shipCenter(phone, 0);
    await phone.touchscreen.tap(c.x, c.y);
    // The move card, folded under the board, opens with a tap.
    await phone.locator("#move-open > summary").tap();
    const bank = phone.locator('#move-dial .dial-move[data-bearing="bankLeft"][data-speed="2"]');
    await bank.tap();
    await phone.waitForFunction(() => {
      const g = document.querySelector('#layer-moves [data-move="0"]');
      return g && g.getAttribute("display") !== "none" && document.querySelector("#verdicts > li");
    });
    const elapsed = Date.now() - t0;
    assert.ok(elapsed < 10000, `planned and answered in ${elapsed} ms`);
    t.diagnostic(`select, open, bank 2 left, answered: ${elapsed} ms`);

    // The dial is the X-wing's, as its card prints it: bank 2 is blue.
    assert.match(await bank.getAttribute("class"), /\bdiff-blue\b/);
    assert.equal(await bank.getAttribute("aria-pressed"), "true");
    assert.match(await bank.getAttribute("aria-label"), /^Bank 2 left, blue$/);
    const box = await bank.boundingBox();
    assert.ok(box.width >= 44 && box.height >= 44, `a finger's target: ${box.width}x${box.height}`);

    const got = await shown(phone, 0);
    const want = await expected(phone, 0, BANK2);
    checkGhost(got, want);
    // Bank 2 left: the ship ends turned 45° to its left, ahead and left.
    nearAngle(got.ghost.heading, 315, 0.01, "heading after a bank 2 left");
    assert.ok(got.ghost.y < 700 - 80 && got.ghost.x < 450, `ahead and left: ${JSON.stringify(got.ghost)}`);
    // Who is in arc after it: Black Three, not Black Two.
    const kind = (name) => got.verdicts.find((v) => v.headline.includes(name))?.kind;
    assert.equal(kind("Black Three"), "target", got.verdicts.map((v) => v.headline).join(" | "));
    assert.notEqual(kind("Black Two"), "target");
    // The ship itself stays where it is until the move is made.
    const st = await boardState(phone);
    assert.deepEqual([st.ships[0].x, st.ships[0].y, st.ships[0].heading], [450, 700, 0]);
    assert.deepEqual(st.ships[0].move, BANK2);
    // On the phone the card is between the board and the verdict, which
    // shows right under the dial.
    const [board, card, verdict] = await Promise.all(["#board", "#move-card", ".verdict-card"].map((sel) => phone.locator(sel).boundingBox()));
    assert.ok(board.y + board.height <= card.y && card.y + card.height <= verdict.y, JSON.stringify({ board, card, verdict }));
    assert.deepEqual(phoneErrors, []);
    // The README's picture (XWING_SCREENSHOTS=1 writes it to docs/).
    await phone.evaluate(() => document.getElementById("move-card").scrollIntoView({ block: "end" }));
    await settle(phone);
    await phone.screenshot({ path: path.join(docsDir, "move-phone.png") });
    await context.close();
  });

  it("by keyboard only: Tab to the ship, M to its dial, plan, hear the ghost's verdicts, make the move, undo, drop", async () => {
    await openBoard(page, `${fx.origin}/#${DUEL.replace(",0,*", ",,*")}`);
    await settle(page);
    const active = () => page.evaluate(() => {
      const a = document.activeElement;
      return a ? a.getAttribute("data-ship") ?? a.getAttribute("aria-label") ?? a.id ?? "" : "";
    });
    for (let k = 0; k < 40 && (await active()) !== "0"; k++) await page.keyboard.press("Tab");
    assert.equal(await active(), "0", "Tab reaches the X-wing");
    await settle(page);
    assert.equal((await boardState(page)).selected, 0, "focusing the ship selects it");
    await page.keyboard.press("m");
    assert.match(String(await active()), /, (blue|white|red|purple)$/, "M goes to the ship's dial");
    for (let k = 0; k < 30 && !String(await active()).startsWith("Bank 2 left"); k++) await page.keyboard.press("ArrowRight");
    assert.equal(await active(), "Bank 2 left, blue");
    await page.keyboard.press("Enter");
    await settle(page);
    const got = await shown(page, 0);
    const want = await expected(page, 0, BANK2);
    checkGhost(got, want);
    // What a screen reader hears: the move card's status (the engine's
    // headline) and the verdicts' live region (the ghost's).
    assert.equal(got.status, "status");
    assert.equal(got.live, "polite");
    await page.screenshot({ path: path.join(docsDir, "move-desktop.png") });

    // Make the move: the ship goes where the ghost was; one step to undo.
    for (let k = 0; k < 40 && (await active()) !== "move-commit"; k++) await page.keyboard.press("Tab");
    assert.equal(await active(), "move-commit");
    await page.keyboard.press("Enter");
    await settle(page);
    let st = await boardState(page);
    near(st.ships[0].x, want.move.x, 0.05, "made: x");
    near(st.ships[0].y, want.move.y, 0.05, "made: y");
    nearAngle(st.ships[0].heading, want.move.heading, 0.05, "made: heading");
    assert.equal(st.ships[0].move, undefined, "no plan left");
    assert.equal((await shown(page, 0)).ghost, null, "no ghost left");
    assert.deepEqual((await shown(page, 0)).verdicts, want.verdicts, "the verdicts are the same where the ship now stands");
    assert.equal(await active(), "0", "the focus is back on the ship");

    await page.keyboard.press("Control+z");
    await settle(page);
    st = await boardState(page);
    assert.deepEqual([st.ships[0].x, st.ships[0].y, st.ships[0].heading], [450, 700, 0], "undone: the ship is back");
    assert.deepEqual(st.ships[0].move, BANK2, "undone: the plan is back");
    assert.ok((await shown(page, 0)).ghost, "and its ghost");

    // Escape in the move card drops the plan.
    await page.focus('[data-ship="0"]');
    await page.keyboard.press("m");
    assert.equal(await active(), "Bank 2 left, blue", "M goes to the planned move");
    await page.keyboard.press("Escape");
    await settle(page);
    st = await boardState(page);
    assert.equal(st.ships[0].move, undefined, "dropped");
    assert.deepEqual([st.ships[0].x, st.ships[0].y, st.ships[0].heading], [450, 700, 0]);
    assert.equal((await shown(page, 0)).ghost, null);
  });

  it("a planned move rides in the share link: drawn from it, written back, made and undone", async () => {
    const link = `${fx.origin}/#${DUEL.replace("Red%20One;", "Red%20One,,,,,2bl;")}`;
    await openBoard(page, link);
    await settle(page);
    const want = await expected(page, 0, BANK2);
    checkGhost(await shown(page, 0), want);
    assert.match(await page.evaluate(() => location.hash), /Red%20One,+2bl;/, "the link keeps it");

    // Another plan replaces it, in the link too; the page opened from that
    // link shows the same.
    await page.click('#move-dial .dial-move[data-bearing="turnRight"][data-speed="2"]');
    await settle(page, 300);
    const hash = await page.evaluate(() => location.hash);
    assert.match(hash, /Red%20One,+2tr;/);
    const other = await fx.context.newPage();
    await openBoard(other, `${fx.origin}/${hash}`);
    await settle(other);
    assert.deepEqual((await boardState(other)).ships[0].move, { speed: 2, bearing: "turnRight" });
    checkGhost(await shown(other, 0), await expected(other, 0, { speed: 2, bearing: "turnRight" }));
    await other.close();

    // Make it, undo, redo, then drop a new plan with the button.
    await page.click("#move-commit");
    await settle(page, 300);
    assert.doesNotMatch(await page.evaluate(() => location.hash), /,2tr[;/]/, "a move made is no plan");
    await page.click("#undo");
    await settle(page);
    assert.deepEqual((await boardState(page)).ships[0].move, { speed: 2, bearing: "turnRight" });
    await page.click("#redo");
    await settle(page);
    assert.equal((await boardState(page)).ships[0].move, undefined);
    await page.click('#move-dial .dial-move[data-bearing="straight"][data-speed="1"]');
    await settle(page);
    assert.ok((await shown(page, 0)).ghost);
    await page.click("#move-drop");
    await settle(page);
    assert.equal((await boardState(page)).ships[0].move, undefined);
    assert.equal((await shown(page, 0)).ghost, null);

    // A maneuver its dial lacks (from a link) is answered, with the
    // engine's warning.
    await openBoard(page, `${fx.origin}/#${DUEL.replace("Red%20One;", "Red%20One,,,,,5s;")}`);
    await settle(page);
    const warned = await expected(page, 0, { speed: 5, bearing: "straight" });
    assert.ok(warned.move.warnings.length > 0);
    assert.deepEqual(await page.$$eval("#move-warnings li", (lis) => lis.map((li) => li.textContent)), warned.move.warnings);
    assert.ok((await shown(page, 0)).ghost);

    // An old link (no move field) still opens, with no plan.
    await openBoard(page, `${fx.origin}/#${DUEL}`);
    await settle(page);
    assert.ok((await boardState(page)).ships.every((s) => s.move === undefined));
    assert.equal(await page.isHidden("#message"), true, "nothing to complain about");
  });

  it("what a move meets: the obstacle its template crosses and the ship it bumps into are marked, the engine says so", async () => {
    // A straight 3 through core asteroid 5, towards Black Two just beyond.
    const link = "v1=2e,s,3,0,*/t65xwing,1,450,700,0,,,Red%20One,,,,,4s;tielnfighter,2,450,510,180,,,Black%20Two/coreasteroid5,450,630,0";
    await openBoard(page, `${fx.origin}/#${link}`);
    await settle(page);
    const want = await expected(page, 0, { speed: 4, bearing: "straight" });
    assert.ok(want.move.bumped, "the engine bumps it");
    assert.deepEqual(want.move.overlaps, [1]);
    assert.ok(want.move.obstacles.length > 0, "the engine says it meets the asteroid");
    const got = await shown(page, 0);
    assert.equal(got.headline, want.move.headline);
    assert.match(got.headline, /bumps into TIE\/ln Fighter “Black Two”/);
    assert.match(await page.getAttribute('[data-ship="1"]', "class"), /\bmove-hit\b/, "the ship bumped into");
    assert.match(await page.getAttribute('[data-obstacle="0"]', "class"), /\bmove-hit\b/, "the asteroid met");
    assert.match(await page.getAttribute('#layer-moves [data-move="0"]', "class"), /\bbumped\b/);
    assert.match(await page.getAttribute("#move-result", "class"), /\bbumped\b/);
    // The ghost stops short, where the engine says; the template's end beyond it.
    near(got.ghost.y, want.move.y, 0.01, "bumped ghost y");
    assert.ok(want.move.planned.y < want.move.y, "the template would have put it further");
    assert.equal(await page.getAttribute('#layer-moves [data-move="0"] .move-planned', "display"), "inline");
  });

  it("a Tallon roll ends where the player picks; actions: a barrel roll right, at the rear, boosts, a decloak at the side", async () => {
    await openBoard(page, `${fx.origin}/#${DUEL}`);
    await settle(page);
    assert.equal(await page.isHidden("#move-tallon"), true);
    await page.click('#move-special .dial-move[data-bearing="tallonRight"][data-speed="3"]');
    await settle(page);
    await page.check('input[name="move-tallon-position"][value="front"]');
    await settle(page);
    const tallon = { speed: 3, bearing: "tallonRight", position: "front" };
    assert.deepEqual((await boardState(page)).ships[0].move, tallon);
    checkGhost(await shown(page, 0), await expected(page, 0, tallon));

    await page.click("#move-actions summary");
    await page.check('input[name="move-roll-position"][value="rear"]');
    await page.click('.move-action-button[data-action="barrelroll"][data-direction="right"]');
    await settle(page);
    const roll = { action: "barrelroll", direction: "right", position: "rear" };
    assert.deepEqual((await boardState(page)).ships[0].move, roll);
    checkGhost(await shown(page, 0), await expected(page, 0, roll));
    await page.click('.move-action-button[data-action="boost"][data-direction="straight"]');
    await settle(page, 300);
    checkGhost(await shown(page, 0), await expected(page, 0, { action: "boost", direction: "straight" }));
    assert.match(await page.evaluate(() => location.hash), /Red%20One,+boost\.s;/);
    // On the 1-turn (Daredevil): its own button, pressed alone.
    await page.click('.move-action-button[data-action="boost"][data-direction="left"][data-template="turn"]');
    await settle(page, 300);
    const turn = { action: "boost", direction: "left", template: "turn" };
    assert.deepEqual((await boardState(page)).ships[0].move, turn);
    checkGhost(await shown(page, 0), await expected(page, 0, turn));
    assert.deepEqual(await page.$$eval('.move-action-button[data-action="boost"][aria-pressed="true"]', (bs) => bs.map((b) => b.getAttribute("aria-label"))), ["Boost turn left, on the 1-turn"]);
    assert.match(await page.textContent("#move-headline"), /^Boost left on the 1-turn/);
    assert.match(await page.evaluate(() => location.hash), /Red%20One,+boost\.l\.t;/);
    // A decloak at the side, at the rear: planned, then moved by its chips.
    await page.click('.move-action-button[data-action="decloak"][data-direction="right"]');
    await settle(page);
    await page.check('input[name="move-decloak-position"][value="rear"]');
    await settle(page, 300);
    const decloak = { action: "decloak", direction: "right", position: "rear" };
    assert.deepEqual((await boardState(page)).ships[0].move, decloak);
    checkGhost(await shown(page, 0), await expected(page, 0, decloak));
    assert.match(await page.evaluate(() => location.hash), /Red%20One,+decloak\.r\.s\.r;/);
  });

  it("the move card, with a plan and its actions open, passes axe-core on a phone and a desktop, in both themes", async () => {
    for (const [options, colorScheme] of [[{ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true }, "light"], [DESKTOP, "dark"]]) {
      // axe is a script of its own, which the page's policy forbids.
      const ctx = await fx.newContext({ ...options, colorScheme, bypassCSP: true });
      const p = await ctx.newPage();
      await openBoard(p, `${fx.origin}/#${DUEL.replace("Red%20One;", "Red%20One,,,,,roll.l;")}`);
      await settle(p);
      assert.equal(await p.getAttribute("#move-actions", "open"), "", "a planned action opens the actions");
      await p.addScriptTag({ path: path.join(root, "node_modules", "axe-core", "axe.min.js") });
      const result = await p.evaluate(() => globalThis.axe.run(document.getElementById("move-card")));
      assert.deepEqual(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`), [], colorScheme);
      await ctx.close();
    }
  });

  it("<xwing-board> draws a planned move and its template", async () => {
    const host = await fx.hostBoard(DUEL.replace("Red%20One;", "Red%20One,,,,,2bl;"));
    const drawn = await host.evaluate(() => {
      const r = document.querySelector("xwing-board").shadowRoot;
      const g = r.querySelector('[data-move="0"]');
      return {
        shown: !!g && g.getAttribute("display") !== "none",
        template: g ? g.querySelector(".move-template").getAttribute("d") : "",
        desc: r.querySelector("svg > desc").textContent,
      };
    });
    assert.ok(drawn.shown, "the ghost is drawn");
    assert.match(drawn.template, /^M[-\d. L]+Z$/, "the template is drawn");
    assert.match(drawn.desc, /after its planned move/, "the picture's description says so");
    await host.close();
  });

  it("the diagram for a wiki draws the planned move's template, and its verdicts are the ghost's", async () => {
    await openBoard(page, `${fx.origin}/#${DUEL.replace("Red%20One;", "Red%20One,,,,,2bl;")}`);
    await settle(page);
    const shown = await page.evaluate(() => [...document.querySelectorAll("#verdicts li.verdict, #verdicts-friends li.verdict")].flatMap((li) => [li.querySelector(".headline").textContent, ...[...li.querySelectorAll(".details li")].map((d) => d.textContent)]));
    const [download] = await Promise.all([page.waitForEvent("download"), page.click("#diagram-svg")]);
    const svg = (await readFile(await download.path())).toString("utf8");
    const desc = /<desc>([^<]*)<\/desc>/.exec(svg)[1].replaceAll("&#39;", "'").replaceAll("&quot;", '"').replaceAll("&amp;", "&").split("\n");
    assert.deepEqual(desc, shown);
    const want = await expected(page, 0, BANK2);
    const template = "M" + want.move.template.map((p) => `${p.x.toFixed(2)} ${p.y.toFixed(2)}`).join("L") + "Z";
    assert.ok(svg.includes(`<path d="${template}"`), "the template as laid");
    assert.match(svg, /stroke-dasharray/, "where the ship started, dashed");
  });

  it("logged no page errors", () => {
    assert.deepEqual(errors, []);
  });
});
