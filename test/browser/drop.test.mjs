// Drop or launch a device (issue 24, the page): "which ships does my bomb
// hit if I drop it with the 1-straight?". The move card offers the
// devices the ship's cards carry (any bomb or mine for a ship without
// cards), a template and the rear or front guides; the board draws the
// template and the token where the engine places it, with its range 1
// edge, and outlines the ships at range 0-1 of it; the screen reader
// hears the engine's words.
// Placing it puts the token on the board (one undo step); the plan rides
// in the share link; touch on a phone and the keyboard alone both work.
//
// What the page shows is checked against a second engine in the page
// (xwing.js load(), independent of the page's own): board() with the
// ship's planned device.
import { it, before } from "node:test";
import { readFile } from "node:fs/promises";
import assert from "node:assert/strict";
import path from "node:path";
import { openBoard, boardState, settle, shipCenter, root, docsDir, secondEngine } from "./helpers.mjs";
import { boardSuite, DESKTOP, PHONE } from "./fixture.mjs";

// A TIE/sa bomber carrying Proton Bombs, facing up (heading 0), between
// "Near" 150 mm behind it (range 1 of a bomb dropped on the 1-straight,
// ~37 mm past the token) and "Far" 300 mm behind (range 2 of it);
// "Ahead" 170 mm in front (range 1 of a bomb launched on the 1-straight,
// range 3 of a dropped one).
const BOMBER = "tiesabomber,1,450,500,0,,,Bomber,,captainjonus,protonbombs";
const OTHERS = "@small,2,450,650,0,,,Near;@small,2,450,800,0,,,Far;@small,2,450,330,180,,,Ahead";
const link = (plan = "") => `v1=2e,s,3,0,*/${BOMBER}${plan ? `,,${plan}` : ""};${OTHERS}/`;
const DROP = { device: "protonbombs" };
const LAUNCH = { device: "protonbombs", from: "front" };

// expected asks a second engine, in the page, about ship i planning move:
// board()'s answer.moves[i], with the ships named as the page names them.
async function expected(page, i, move) {
  await secondEngine(page, "xwa"); // the bomber's pilot
  return page.evaluate(
    async ({ i, move }) => {
      const x = globalThis.secondEngine;
      const board = boardApp.engineState();
      const ships = board.ships.map((s, k) => (k === i ? { ...s, move } : s));
      const labels = ships.map((_, k) => boardApp.shipLabel(k));
      const m = x.board({ ...board, ships }, { labels }).moves[i];
      // The range 1 edge of the token, were it on the board (in its frame).
      const placed = m.token && x.board({ ...board, tokens: [...board.tokens, { type: m.token.type, x: m.token.x, y: m.token.y, heading: m.token.heading }] }).tokens.at(-1);
      return { ...m, ring: placed ? placed.ring : "" };
    },
    { i, move },
  );
}

// shown reads what the page shows of ship i's planned device: the token
// drawn (its place, from its transform), the template's points, the ships
// outlined, the move card's words.
function shown(page, i) {
  return page.evaluate((i) => {
    const g = document.querySelector(`#layer-moves [data-move="${i}"]`);
    const visible = !!g && g.getAttribute("display") !== "none";
    const tok = visible ? g.querySelector(".move-token") : null;
    const t = tok && tok.getAttribute("display") !== "none" ? /translate\(([-\d.]+) ([-\d.]+)\) rotate\(([-\d.]+)\)/.exec(tok.getAttribute("transform")) : null;
    const d = visible ? g.querySelector(".move-template").getAttribute("d") : "";
    return {
      token: t ? { x: Number(t[1]), y: Number(t[2]), heading: Number(t[3]) } : null,
      tokenBox: t ? (() => { const r = tok.querySelector("path").getBoundingClientRect(); return { w: r.width, h: r.height }; })() : null,
      mark: tok ? tok.querySelector("text").textContent : "",
      ring: tok && tok.querySelector(".token-ring").getAttribute("display") !== "none" ? tok.querySelector(".token-ring").getAttribute("d") : "",
      ghostShown: visible && g.querySelector(".move-ghost").getAttribute("display") !== "none",
      template: [...d.matchAll(/(-?[\d.]+) (-?[\d.]+)/g)].map((m) => ({ x: Number(m[1]), y: Number(m[2]) })),
      title: visible ? g.querySelector("title").textContent : "",
      hit: [...document.querySelectorAll("#board [data-ship]")].filter((e) => e.classList.contains("move-hit")).map((e) => Number(e.dataset.ship)),
      moving: [...document.querySelectorAll("#board [data-ship]")].filter((e) => e.classList.contains("moving")).map((e) => Number(e.dataset.ship)),
      headline: document.getElementById("move-headline").textContent,
      status: document.getElementById("move-result").getAttribute("role"),
      intro: document.getElementById("verdict-intro").textContent,
      commit: document.getElementById("move-commit").textContent,
      cancel: document.getElementById("move-drop").textContent,
    };
  }, i);
}

const near = (a, b, tol, what) => assert.ok(Math.abs(a - b) <= tol, `${what}: ${a} against ${b}`);

// checkDevice checks the page against the engine's answer: the template as
// laid, the token where it places it, the ships it names outlined, its
// headline in the card (a live status) and the verdict's intro.
function checkDevice(got, want) {
  assert.ok(want.token, "the engine places a token");
  assert.ok(got.token, "the token is drawn");
  near(got.token.x, want.token.x, 0.01, "token x");
  near(got.token.y, want.token.y, 0.01, "token y");
  near(got.token.heading, want.token.heading, 0.01, "token heading");
  assert.ok(got.tokenBox.w > 0 && got.tokenBox.h > 0, "the token has a size on screen");
  assert.equal(got.mark, "PB", "the token's mark, as the engine's tokens() writes it");
  assert.ok(want.ring, "the engine draws a range 1 edge around a bomb");
  assert.equal(got.ring, want.ring, "its range 1 edge, as the engine draws it for a placed bomb");
  assert.equal(got.ghostShown, false, "no ghost: the ship stays where it is");
  assert.deepEqual(got.moving, [], "the ship is not faded as a moving one");
  assert.equal(got.template.length, want.template.length, "the template's outline");
  got.template.forEach((p, k) => {
    near(p.x, want.template[k].x, 0.01, `template point ${k} x`);
    near(p.y, want.template[k].y, 0.01, `template point ${k} y`);
  });
  assert.deepEqual(got.hit.sort(), want.token.ships.slice().sort(), "the ships at range 0-1 are outlined, and no other");
  assert.equal(got.headline, want.headline, "the engine's headline");
  assert.equal(got.status, "status", "heard by a screen reader");
  assert.ok(got.intro.includes(want.headline), "the verdict's intro says it too");
  assert.ok(got.title.endsWith(want.headline), "the drawing's title");
}

boardSuite("drop or launch a device", { context: { ...DESKTOP, acceptDownloads: true } }, (fx) => {
  let page;
  let errors;
  before(() => {
    ({ page, errors } = fx);
  });

  it("a bomb dropped with the 1-straight names the ship within range 1 behind it, not the one beyond; launched, the one ahead", async () => {
    await openBoard(page, `${fx.origin}/#${link()}`);
    await settle(page);
    // The bomber's cards carry Proton Bombs: the one device offered.
    await page.click("#move-devices > summary");
    assert.deepEqual(await page.$$eval("#move-device option", (os) => os.map((o) => [o.value, o.textContent])), [["protonbombs", "Proton Bombs"]]);
    assert.equal(await page.inputValue("#move-device-template"), "1s", "the 1-straight by default");
    await page.click('.move-device-button[data-from="rear"]');
    await settle(page);
    assert.deepEqual((await boardState(page)).ships[0].move, DROP);
    const want = await expected(page, 0, DROP);
    const got = await shown(page, 0);
    checkDevice(got, want);
    // What the engine says, in a player's words: Near, not Far (nor Ahead).
    assert.match(got.headline, /^Drop Proton Bomb \(straight 1\): you and Small ship “Near” are at range 0-1\.$/);
    assert.doesNotMatch(got.headline, /Far|Ahead/);
    assert.deepEqual(got.hit.sort(), [0, 1], "the bomber and Near");
    assert.ok(got.token.y > 500 + 20, "behind the ship");
    assert.equal(got.commit, "Place the Proton Bomb");
    assert.equal(got.cancel, "Cancel it");
    assert.equal(await page.getAttribute('.move-device-button[data-from="rear"]', "aria-pressed"), "true");
    // The ship doesn't move.
    const st = await boardState(page);
    assert.deepEqual([st.ships[0].x, st.ships[0].y, st.ships[0].heading], [450, 500, 0]);
    await page.screenshot({ path: path.join(docsDir, "drop-desktop.png") });

    // Launched from the front guides: Ahead, not Near.
    await page.click('.move-device-button[data-from="front"]');
    await settle(page);
    assert.deepEqual((await boardState(page)).ships[0].move, LAUNCH);
    const wantL = await expected(page, 0, LAUNCH);
    const gotL = await shown(page, 0);
    checkDevice(gotL, wantL);
    assert.match(gotL.headline, /^Launch Proton Bomb \(straight 1\): you and Small ship “Ahead” are at range 0-1\.$/);
    assert.deepEqual(gotL.hit.sort(), [0, 3]);
    assert.ok(gotL.token.y < 500 - 20, "ahead of the ship");
    assert.equal(await page.getAttribute('.move-device-button[data-from="rear"]', "aria-pressed"), "false");

    // The same button again gives the plan up.
    await page.click('.move-device-button[data-from="front"]');
    await settle(page);
    assert.equal((await boardState(page)).ships[0].move, undefined);
    assert.equal((await shown(page, 0)).token, null);
    assert.deepEqual((await shown(page, 0)).hit, []);
  });

  it("placing the device puts its token on the board, one step to undo; cancelling removes the plan", async () => {
    await openBoard(page, `${fx.origin}/#${link("drop.protonbombs")}`);
    await settle(page);
    const want = await expected(page, 0, DROP);
    checkDevice(await shown(page, 0), want);
    assert.equal(await page.getAttribute("#move-devices", "open"), "", "a planned device opens its section");
    await page.click("#move-commit");
    await settle(page, 300);
    let st = await boardState(page);
    assert.equal(st.ships[0].move, undefined, "no plan left");
    assert.deepEqual([st.ships[0].x, st.ships[0].y, st.ships[0].heading], [450, 500, 0], "the ship stays");
    assert.equal(st.obstacles.length, 1);
    const o = st.obstacles[0];
    assert.equal(o.type, "protonbombs");
    assert.equal(o.team, "1", "the bomber's");
    near(o.x, want.token.x, 0.05, "placed x");
    near(o.y, want.token.y, 0.05, "placed y");
    near(o.heading, want.token.heading, 0.05, "placed heading");
    assert.equal(await page.getAttribute('[data-obstacle="0"]', "display"), null, "drawn on the board");
    assert.equal((await shown(page, 0)).token, null, "no planned token left");
    assert.match(await page.evaluate(() => location.hash), /\/protonbombs,450,576\.3,0,,1$/, "in the link, as a token");
    assert.match(await page.textContent("#message-text"), /Proton Bomb placed/);

    await page.click("#undo");
    await settle(page);
    st = await boardState(page);
    assert.equal(st.obstacles.length, 0, "undone: no token");
    assert.deepEqual(st.ships[0].move, DROP, "undone: the plan is back");
    checkDevice(await shown(page, 0), want);
    await page.click("#redo");
    await settle(page);
    assert.equal((await boardState(page)).obstacles.length, 1, "redone");
    await page.click("#undo");
    await settle(page);

    // Cancel it: the plan goes, nothing is placed.
    await page.click("#move-drop");
    await settle(page);
    st = await boardState(page);
    assert.equal(st.ships[0].move, undefined);
    assert.equal(st.obstacles.length, 0);
    assert.equal((await shown(page, 0)).token, null);
    assert.equal((await shown(page, 0)).commit, "Make the move", "the buttons say a maneuver's words again");
  });

  it("a planned device rides in the share link: another template, launched, drawn from a new page", async () => {
    await openBoard(page, `${fx.origin}/#${link("drop.protonbombs.1bl")}`);
    await settle(page);
    const bank = { device: "protonbombs", template: { speed: 1, bearing: "bankLeft" } };
    assert.deepEqual((await boardState(page)).ships[0].move, bank);
    assert.equal(await page.inputValue("#move-device-template"), "1bl", "the card shows the plan's template");
    checkDevice(await shown(page, 0), await expected(page, 0, bank));
    assert.match(await page.evaluate(() => location.hash), /protonbombs,+drop\.protonbombs\.1bl;/, "the link keeps it");

    // Launch it on the 2-straight instead: the link follows.
    await page.selectOption("#move-device-template", "2s");
    await settle(page);
    await page.click('.move-device-button[data-from="front"]');
    await settle(page, 300);
    const launch2 = { device: "protonbombs", template: { speed: 2, bearing: "straight" }, from: "front" };
    assert.deepEqual((await boardState(page)).ships[0].move, launch2);
    const hash = await page.evaluate(() => location.hash);
    assert.match(hash, /protonbombs,+launch\.protonbombs\.2s;/);
    const other = await fx.context.newPage();
    await openBoard(other, `${fx.origin}/${hash}`);
    await settle(other);
    assert.deepEqual((await boardState(other)).ships[0].move, launch2);
    const want = await expected(other, 0, launch2);
    checkDevice(await shown(other, 0), want);
    assert.match(want.headline, /^Launch Proton Bomb \(straight 2\)/);
    await other.close();
  });

  it("Cluster Mines: the plan draws the central token and both side tokens, the ship by a side token is hit; placing puts the three on the board", async () => {
    // Left stands 70 mm from the left token's edge, 109 mm from the central one's.
    const plan = "v1=2e,s,3,0,*/@small,1,450,500,0,,,Layer,,,,,drop.clustermines_center;@small,2,300,582,0,,,Left/";
    await openBoard(page, `${fx.origin}/#${plan}`);
    await settle(page);
    const want = await expected(page, 0, { device: "clustermines_center" });
    assert.deepEqual(want.token.side.map((t) => t.type), ["clustermines_left", "clustermines_right"]);
    const drawn = await page.$$eval('#layer-moves [data-move="0"] .move-token', (gs) => gs.filter((g) => g.getAttribute("display") !== "none").map((g) => g.getAttribute("transform")));
    const at = (t) => `translate(${Math.round(t.x * 100) / 100} ${Math.round(t.y * 100) / 100}) rotate(${Math.round(t.heading * 100) / 100})`;
    assert.deepEqual(drawn, [want.token, ...want.token.side].map(at), "the three tokens where the engine places them");
    assert.deepEqual(want.token.ships, [0], "the central token: the layer only");
    assert.deepEqual(want.token.side[0].ships, [0, 1], "the left token: Left too");
    assert.match(await page.getAttribute('[data-ship="1"]', "class"), /move-hit/, "Left is outlined");
    assert.match(await page.textContent("#move-result"), /^Drop Cluster Mines \(straight 1\): you and Small ship “Left” are at range 0-1\./);

    await page.click("#move-commit");
    await settle(page, 300);
    const st = await boardState(page);
    assert.deepEqual(st.obstacles.map((o) => o.type), ["clustermines_center", "clustermines_left", "clustermines_right"]);
    st.obstacles.forEach((o, k) => {
      const t = [want.token, ...want.token.side][k];
      near(o.x, t.x, 0.05, `${o.type} x`);
      near(o.y, t.y, 0.05, `${o.type} y`);
      assert.equal(o.team, "1");
    });
    assert.match(await page.textContent("#message-text"), /Cluster Mine \(central\) and its 2 side tokens placed/);
    await page.click("#undo");
    await settle(page);
    assert.equal((await boardState(page)).obstacles.length, 0, "one step to undo");
  });

  it("a ship without cards may drop any bomb, mine or remote the engine knows; a pilot without a device has none", async () => {
    // Near (a ship by size) drops a Seismic Charge.
    await openBoard(page, `${fx.origin}/#${link().replace(",0,*", ",1,*")}`);
    await settle(page);
    await page.click("#move-devices > summary");
    const offered = await page.$$eval("#move-device option", (os) => os.map((o) => o.value));
    await secondEngine(page);
    const known = await page.evaluate(() => globalThis.secondEngine.tokens().filter((t) => t.kind === "bomb" || t.kind === "mine" || t.kind === "remote").map((t) => t.id));
    assert.deepEqual(offered.slice().sort(), known.slice().sort());
    await page.selectOption("#move-device", "seismiccharges");
    await page.click('.move-device-button[data-from="rear"]');
    await settle(page);
    const move = { device: "seismiccharges" };
    assert.deepEqual((await boardState(page)).ships[1].move, move);
    const want = await expected(page, 1, move);
    const got = await shown(page, 1);
    assert.equal(got.headline, want.headline);
    assert.match(got.headline, /^Drop Seismic Charge \(straight 1\): /);
    assert.deepEqual(got.hit.sort(), want.token.ships.slice().sort());

    // An X-wing pilot carries no device: nothing to drop.
    await openBoard(page, `${fx.origin}/#v1=2e,s,3,0,*/t65xwing,1,450,500,0,,,,,lukeskywalker/`);
    await settle(page);
    await page.click("#move-devices > summary");
    assert.equal(await page.textContent("#move-device-note"), "Its cards carry no bomb or mine.");
    assert.equal(await page.isDisabled('.move-device-button[data-from="rear"]'), true);
  });

  it("by keyboard only: Tab to the ship, to the devices, pick the template, drop, hear it, place it, undo, Escape cancels", async () => {
    await openBoard(page, `${fx.origin}/#${link()}`.replace(",0,*", ",,*"));
    await settle(page);
    const active = () => page.evaluate(() => {
      const a = document.activeElement;
      if (!a) return "";
      if (a.tagName === "SUMMARY") return `summary:${a.parentElement.id}`;
      return a.getAttribute("data-ship") ?? (a.id || a.getAttribute("aria-label") || "");
    });
    for (let k = 0; k < 40 && (await active()) !== "0"; k++) await page.keyboard.press("Tab");
    assert.equal(await active(), "0", "Tab reaches the bomber");
    await settle(page);
    assert.equal((await boardState(page)).selected, 0, "focusing the ship selects it");
    await page.keyboard.press("m");
    assert.match(String(await active()), /, (blue|white|red|purple)$/, "M goes to the ship's dial");
    for (let k = 0; k < 60 && (await active()) !== "summary:move-devices"; k++) await page.keyboard.press("Tab");
    assert.equal(await active(), "summary:move-devices", "Tab reaches the devices");
    await page.keyboard.press("Enter");
    assert.equal(await page.getAttribute("#move-devices", "open"), "");
    await page.keyboard.press("Tab");
    assert.equal(await active(), "move-device");
    await page.keyboard.press("Tab");
    assert.equal(await active(), "move-device-template");
    // The arrows pick the next template: the 1-bank left.
    await page.keyboard.press("ArrowDown");
    assert.equal(await page.inputValue("#move-device-template"), "1bl");
    await page.keyboard.press("Tab");
    assert.equal(await page.evaluate(() => document.activeElement.dataset.from), "rear", "then Drop");
    await page.keyboard.press("Enter");
    await settle(page);
    const bank = { device: "protonbombs", template: { speed: 1, bearing: "bankLeft" } };
    assert.deepEqual((await boardState(page)).ships[0].move, bank);
    const want = await expected(page, 0, bank);
    checkDevice(await shown(page, 0), want);

    for (let k = 0; k < 20 && (await active()) !== "move-commit"; k++) await page.keyboard.press("Tab");
    assert.equal(await active(), "move-commit");
    await page.keyboard.press("Enter");
    await settle(page);
    let st = await boardState(page);
    assert.equal(st.obstacles.length, 1, "placed");
    assert.equal(st.ships[0].move, undefined);
    assert.equal(await active(), "0", "the focus is back on the ship");
    await page.keyboard.press("Control+z");
    await settle(page);
    st = await boardState(page);
    assert.equal(st.obstacles.length, 0, "undone");
    assert.deepEqual(st.ships[0].move, bank);

    // M on the ship goes to the planned device's button; Escape there
    // cancels the plan.
    await page.focus('[data-ship="0"]');
    await page.keyboard.press("m");
    assert.equal(await active(), "Drop from the rear guides", "M goes to the planned device");
    await page.keyboard.press("Escape");
    await settle(page);
    assert.equal((await boardState(page)).ships[0].move, undefined, "cancelled");
    assert.equal((await shown(page, 0)).token, null);
  });

  it("on a 360 px phone, by touch: drop the bomb, see who it hits, place it", async (t) => {
    const context = await fx.phone();
    const phone = await context.newPage();
    const phoneErrors = [];
    phone.on("pageerror", (e) => phoneErrors.push(e.message));
    await openBoard(phone, `${fx.origin}/#${link().replace(",0,*", ",,*")}`);
    await settle(phone);
    const t0 = Date.now();
    const c = await shipCenter(phone, 0);
    await phone.touchscreen.tap(c.x, c.y);
    await phone.locator("#move-open > summary").tap();
    await phone.locator("#move-devices > summary").tap();
    const drop = phone.locator('.move-device-button[data-from="rear"]');
    await drop.tap();
    await phone.waitForFunction(() => /range 0-1/.test(document.getElementById("move-headline").textContent));
    t.diagnostic(`select, open, drop, answered: ${Date.now() - t0} ms`);
    for (const sel of ['.move-device-button[data-from="rear"]', '.move-device-button[data-from="front"]', "#move-device", "#move-device-template", "#move-devices > summary"]) {
      const box = await phone.locator(sel).boundingBox();
      assert.ok(box.height >= 44 && box.width >= 44, `${sel}: a finger's target: ${box.width}x${box.height}`);
      assert.ok(box.x >= 0 && box.x + box.width <= 360, `${sel}: on the screen: ${JSON.stringify(box)}`);
    }
    const want = await expected(phone, 0, DROP);
    checkDevice(await shown(phone, 0), want);
    assert.match(want.headline, /“Near”/);
    // The README's picture (XWING_SCREENSHOTS=1 writes it to docs/): the
    // card with the engine's words.
    await phone.evaluate(() => document.getElementById("move-result").scrollIntoView({ block: "end" }));
    await settle(phone);
    await phone.screenshot({ path: path.join(docsDir, "drop-phone.png") });
    await phone.locator("#move-commit").tap();
    await settle(phone, 300);
    assert.equal((await boardState(phone)).obstacles[0].type, "protonbombs", "placed by a tap");
    assert.deepEqual(phoneErrors, []);
    await context.close();
  });

  it("the move card with a planned device passes axe-core on a phone and a desktop, in both themes", async () => {
    for (const [options, colorScheme] of [[PHONE, "light"], [PHONE, "dark"], [DESKTOP, "dark"], [DESKTOP, "light"]]) {
      // axe is a script of its own, which the page's policy forbids.
      const ctx = await fx.newContext({ ...options, colorScheme, bypassCSP: true });
      const p = await ctx.newPage();
      await openBoard(p, `${fx.origin}/#${link("launch.protonbombs.1tr")}`);
      await settle(p);
      assert.equal(await p.getAttribute("#move-devices", "open"), "");
      await p.addScriptTag({ path: path.join(root, "node_modules", "axe-core", "axe.min.js") });
      const result = await p.evaluate(() => globalThis.axe.run(document.getElementById("move-card")));
      assert.deepEqual(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`), [], `${colorScheme} ${options.viewport.width}`);
      await ctx.close();
    }
  });

  it("<xwing-board> draws a planned device: its template and its token, and says who is at range 0-1", async () => {
    const host = await fx.hostBoard(link("drop.protonbombs"));
    const drawn = await host.evaluate(() => {
      const r = document.querySelector("xwing-board").shadowRoot;
      const g = r.querySelector('[data-move="0"]');
      return {
        template: g ? g.querySelector(".move-template").getAttribute("d") : "",
        token: g ? g.querySelector(".move-token").getAttribute("display") : "",
        path: g ? g.querySelector(".move-token path").getAttribute("d") : "",
        hit: [...r.querySelectorAll("[data-ship].move-hit")].map((e) => Number(e.dataset.ship)),
        desc: r.querySelector("svg > desc").textContent,
      };
    });
    assert.match(drawn.template, /^M[-\d. L]+Z$/, "the template is drawn");
    assert.equal(drawn.token, "inline", "the token is drawn");
    assert.match(drawn.path, /^M[-\d. L]+Z$/);
    assert.deepEqual(drawn.hit.sort(), [0, 1]);
    assert.match(drawn.desc, /planned device: Drop Proton Bomb \(straight 1\): you and [^.]*“Near” are at range 0-1\./, "the picture's description says so");
    await host.close();
  });

  it("the diagram for a wiki draws the planned device: its template and its token where the engine places it", async () => {
    await openBoard(page, `${fx.origin}/#${link("drop.protonbombs")}`);
    await settle(page);
    const want = await expected(page, 0, DROP);
    const [download] = await Promise.all([page.waitForEvent("download"), page.click("#diagram-svg")]);
    const svg = (await readFile(await download.path())).toString("utf8");
    const template = "M" + want.template.map((p) => `${p.x.toFixed(2)} ${p.y.toFixed(2)}`).join("L") + "Z";
    assert.ok(svg.includes(`<path d="${template}"`), "the template as laid");
    const g = /<g class="planned-token" transform="translate\(([-\d.]+) ([-\d.]+)\)(?: rotate\(([-\d.]+)\))?">/.exec(svg);
    assert.ok(g, "the planned token is drawn");
    near(Number(g[1]), want.token.x, 0.01, "diagram token x");
    near(Number(g[2]), want.token.y, 0.01, "diagram token y");
    near(Number(g[3] || 0), want.token.heading, 0.01, "diagram token heading");
    assert.match(svg, /<title>PB<\/title>/, "its mark");
  });

  it("logged no page errors", () => {
    assert.deepEqual(errors, []);
  });
});
