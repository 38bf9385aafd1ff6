// Official tokens on the board page (issue 17): obstacles, devices and
// remotes added by name from the engine's list, drawn with the engine's
// outlines, dragged, turned and flipped, named in verdicts; an imported
// squad's obstacles; a bomb's range 0-1 and a remote's attackers; links,
// saved boards, undo, <xwing-board> and the diagram carrying them; old
// links with the page's former invented shapes; hostile token links.
import { it, before } from "node:test";
import assert from "node:assert/strict";
import path from "node:path";
import { readFile } from "node:fs/promises";
import { openBoard, boardState, settle, boardToClient, docsDir, importSquad } from "./helpers.mjs";
import { boardSuite } from "./fixture.mjs";
import { MAX_OBSTACLES } from "../../web/state.js";


// An X-wing (team 1) facing a TIE (team 2) 250 mm ahead.
const DUEL = "#v1=2e,s,3,0,*/t65xwing,1,400,700,0;tielnfighter,2,400,450,180/";

// The engine's answer about the page's board, as the page sends it.
function engineBoard(page, extra = {}) {
  return page.evaluate((extra) => {
    const s = globalThis.boardApp.engineState();
    return globalThis.xwing.board({ ...s, selected: 0, ...extra });
  }, extra);
}

// tokenDrawing reads how the page draws token i: its classes, outline
// path and transform, its ring's path, its accessible name.
function tokenDrawing(page, i) {
  return page.evaluate((i) => {
    const g = document.querySelector(`#layer-obstacles [data-obstacle="${i}"]`);
    if (!g) return null;
    const outline = g.querySelector(".token-outline");
    const ring = g.querySelector(".token-ring");
    return { cls: g.getAttribute("class"), d: outline.getAttribute("d"), transform: outline.getAttribute("transform"), ring: ring.getAttribute("display") === "none" ? "" : ring.getAttribute("d"), label: g.getAttribute("aria-label") };
  }, i);
}

async function addToken(page, type) {
  await page.selectOption("#token-type", type);
  await page.click("#token-add");
  await settle(page);
}

boardSuite("official tokens", { context: { viewport: { width: 1280, height: 900 }, acceptDownloads: true }, pages: {
    "/host.html": `<!doctype html><meta charset="utf-8"><title>Host</title><xwing-board state="v1=2e,s,3,0,*/t65xwing,1,400,700,0;tielnfighter,2,400,450,180/coreasteroid5,400,580,30,f;protonbombs,470,690,0,,2"></xwing-board><script type="module" src="/xwing-board.js"></script>`,
  } }, (fx) => {
  let srv;
  let browser;
  let context;
  let page;
  let errors;

  before(async () => {
    ({ server: srv, browser, page, errors, context } = fx);
  });


  it("lists every token of the engine's table, grouped as players know them", async () => {
    await openBoard(page, `${srv.origin}/${DUEL}`);
    const list = await page.evaluate(() => ({
      groups: [...document.querySelectorAll("#token-type optgroup")].map((g) => ({ label: g.label, ids: [...g.querySelectorAll("option")].map((o) => o.value) })),
      table: globalThis.xwing.tokens().map((t) => t.id),
    }));
    const listed = list.groups.flatMap((g) => g.ids);
    assert.deepEqual(listed.slice().sort(), list.table.slice().sort(), "every token once");
    const group = (label) => list.groups.find((g) => g.label === label);
    assert.deepEqual(group("Core set asteroids").ids, ["coreasteroid0", "coreasteroid1", "coreasteroid2", "coreasteroid3", "coreasteroid4", "coreasteroid5"]);
    assert.equal(group("Force Awakens asteroids").ids.length, 6);
    assert.equal(group("Gas clouds").ids.length, 6);
    assert.ok(group("YT-2400 debris clouds").ids.includes("yt2400debris0"));
    assert.ok(group("Bombs").ids.includes("protonbombs"));
    assert.ok(group("Mines").ids.includes("proximitymines"));
    assert.deepEqual(group("Remotes").ids.sort(), ["buzzdroidswarm", "drk1probedroid", "sensorbuoy_blue", "sensorbuoy_red"]);
    assert.ok(group("Other obstacles").ids.includes("electrochaffcloud"));
  });

  it("adds a token by name, drawn with the engine's outline; drags, turns and flips it", async () => {
    await openBoard(page, `${srv.origin}/${DUEL}`);
    await addToken(page, "coreasteroid4");
    let st = await boardState(page);
    assert.equal(st.obstacles.length, 1);
    assert.equal(st.obstacles[0].type, "coreasteroid4");
    assert.equal(await page.textContent("#obstacle-title"), "Core set asteroid 5");
    let answer = await engineBoard(page);
    let drawn = await tokenDrawing(page, 0);
    assert.equal(drawn.d, answer.obstacles[0].path, "the engine's outline");
    assert.equal(drawn.transform, answer.obstacles[0].transform);
    assert.match(drawn.cls, /kind-asteroid/);
    assert.match(drawn.label, /^A5, Core set asteroid 5 at x /);

    // Drag it by its middle to (600, 300).
    const from = await boardToClient(page, st.obstacles[0].x, st.obstacles[0].y);
    const to = await boardToClient(page, 600, 300);
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move((from.x + to.x) / 2, (from.y + to.y) / 2);
    await page.mouse.move(to.x, to.y);
    await page.mouse.up();
    await settle(page);
    st = await boardState(page);
    assert.ok(Math.abs(st.obstacles[0].x - 600) < 2 && Math.abs(st.obstacles[0].y - 300) < 2, JSON.stringify(st.obstacles[0]));

    // Turn it and turn it over.
    await page.fill("#obs-heading", "123");
    await page.click("#obs-flip");
    await settle(page);
    st = await boardState(page);
    assert.equal(st.obstacles[0].heading, 123);
    assert.equal(st.obstacles[0].flipped, true);
    assert.equal(await page.textContent("#obstacle-title"), "Core set asteroid 5 (back side)");
    answer = await engineBoard(page);
    drawn = await tokenDrawing(page, 0);
    assert.match(drawn.transform, /rotate\(123\) scale\(-1 1\)$/);
    assert.equal(drawn.transform, answer.obstacles[0].transform);
    assert.match(drawn.cls, /flipped/);
    await page.click("#obs-flip");
    await settle(page);
    assert.equal((await boardState(page)).obstacles[0].flipped, false);
    // F turns the focused token over too.
    await page.focus('[data-obstacle="0"]');
    await page.keyboard.press("f");
    await settle(page);
    assert.equal((await boardState(page)).obstacles[0].flipped, true);
    assert.deepEqual(errors, []);
  });

  it("names the token in the verdict, as the engine decides obstruction", async () => {
    // Core set asteroid 6 across the line between the two ships.
    await openBoard(page, `${srv.origin}/#v1=2e,s,3,0,*/t65xwing,1,400,700,0;tielnfighter,2,400,450,180/coreasteroid5,400,580,30`);
    await settle(page);
    const engine = await page.evaluate(() => {
      const s = globalThis.boardApp.engineState();
      return globalThis.xwing.attackOptions(s.ships[0], s.ships, { obstacles: s.obstacles });
    });
    assert.equal(engine[0].obstruction, "obstructed");
    const headline = await page.textContent("#verdicts .verdict .headline");
    assert.match(headline, /obstructed by core asteroid 6\.$/);
    assert.match(await page.textContent("#obstacle-ranges"), /core asteroid 6 at range 1/);
    assert.match((await tokenDrawing(page, 0)).cls, /obstructing/);
  });

  it("places an imported squad's obstacles by its team's edge, ready to drag", async () => {
    await openBoard(page, `${srv.origin}/#v1=2e,s,3,,*//`);
    const squad = { faction: "rebelalliance", pilots: [{ id: "lukeskywalker", ship: "t65xwing" }], obstacles: ["coreasteroid5", "core2asteroid0", "gascloud3", "nosuchrock"] };
    await page.fill("#squad-xws", JSON.stringify(squad));
    await importSquad(page);
    const st = await boardState(page);
    assert.equal(st.ships.length, 1);
    assert.deepEqual(
      st.obstacles.map((o) => o.type),
      ["coreasteroid5", "core2asteroid0", "gascloud3"],
    );
    // Team 1 sits at the bottom edge: its obstacles at range 2 of it.
    for (const o of st.obstacles) assert.equal(o.y, 914.4 - 200);
    assert.match(await page.textContent("#message-text"), /nosuchrock/);
    // Importing again does not place them twice.
    await importSquad(page);
    assert.equal((await boardState(page)).obstacles.length, 3);
    // The other team's list brings its own, by the top edge.
    await page.check('input[name="squad-team"][value="2"]');
    await page.fill("#squad-xws", JSON.stringify({ faction: "galacticempire", pilots: [{ id: "academypilot", ship: "tielnfighter" }], obstacles: ["yt2400debris1", "coreasteroid5"] }));
    await importSquad(page);
    const after = await boardState(page);
    assert.deepEqual(after.obstacles.map((o) => [o.type, o.y]).slice(3), [["yt2400debris1", 200]]);
  });

  it("shows a bomb's range 0-1 and the ships it would hit, as the engine says", async () => {
    // A proton bomb 70 mm right of the X-wing: the X-wing at range 1, the
    // TIE 250 mm away out of reach.
    await openBoard(page, `${srv.origin}/#v1=2e,s,3,0,*/t65xwing,1,400,700,0;tielnfighter,2,400,450,180/protonbombs,470,690,0,,2`);
    await settle(page);
    const answer = await engineBoard(page);
    const bomb = answer.tokens[0];
    assert.deepEqual(
      bomb.near.map((n) => [n.index, n.range.range]),
      [[0, 1]],
    );
    const drawn = await tokenDrawing(page, 0);
    assert.equal(drawn.d, bomb.path);
    assert.equal(drawn.ring, bomb.ring, "the range 1 edge is drawn");
    assert.match(drawn.cls, /kind-bomb/);
    assert.match(drawn.cls, /hits-selected/, "the selected ship is in its reach");
    await page.focus('[data-obstacle="0"]');
    await page.keyboard.press("Enter");
    await settle(page);
    assert.equal(await page.textContent("#obs-verdict"), "Proton Bomb would hit each ship at range 0-1: T-65 X-wing #1 (range 1).");
    // Between both ships, it would hit both.
    const both = await page.evaluate(() => {
      const s = globalThis.boardApp.engineState();
      s.tokens[0] = { ...s.tokens[0], x: 400, y: 575 };
      return globalThis.xwing.board(s).tokens[0].near.map((n) => n.index);
    });
    assert.deepEqual(both, [0, 1]);
  });

  it("lists the ships that can attack a remote, with arc and range", async () => {
    // A DRK-1 probe droid of team 2 ahead of the X-wing (team 1).
    await openBoard(page, `${srv.origin}/#v1=2e,s,3,0,*/t65xwing,1,400,700,0;tielnfighter,2,400,300,180/drk1probedroid,400,520,0,,2`);
    await settle(page);
    const answer = await engineBoard(page);
    const remote = answer.tokens[0];
    assert.equal(remote.kind, "remote");
    assert.deepEqual(
      remote.attacks.map((a) => a.attacker),
      [0],
      "only the enemy X-wing attacks it",
    );
    await page.focus('[data-obstacle="0"]');
    await page.keyboard.press("Enter");
    await settle(page);
    const text = await page.textContent("#obs-verdict");
    assert.match(text, new RegExp(`^Ships that can attack DRK-1 Probe Droid: T-65 X-wing #1: .*front arc at range ${remote.attacks[0].range}`));
    // Its owner is a team: switched to team 1, the X-wing no longer attacks
    // it, and the TIE (ahead of it, facing it) does.
    await page.selectOption("#obs-team", "1");
    await settle(page);
    assert.equal((await boardState(page)).obstacles[0].team, "1");
    const swapped = await engineBoard(page);
    assert.deepEqual(
      swapped.tokens[0].attacks.map((a) => a.attacker),
      [1],
    );
    assert.match(await page.textContent("#obs-verdict"), new RegExp(`^Ships that can attack DRK-1 Probe Droid: TIE/ln Fighter #2: .*front arc at range ${swapped.tokens[0].attacks[0].range}\\.`));
    // Out of everyone's arcs, no one.
    await page.fill("#obs-heading", "0");
    const none = await page.evaluate(() => {
      const s = globalThis.boardApp.engineState();
      s.tokens[0] = { ...s.tokens[0], x: 50, y: 880 };
      return globalThis.xwing.board(s).tokens[0].attacks.length;
    });
    assert.equal(none, 0);
  });

  it("carries tokens in the share link, the saved board and undo", async () => {
    await openBoard(page, `${srv.origin}/${DUEL}`);
    await addToken(page, "gascloud3");
    await page.click("#obs-flip");
    await addToken(page, "drk1probedroid");
    await settle(page, 400);
    const st = await boardState(page);
    assert.deepEqual(
      st.obstacles.map((o) => [o.type, o.flipped, o.team]),
      [
        ["gascloud3", true, ""],
        ["drk1probedroid", false, "1"],
      ],
    );
    const hash = await page.evaluate(() => location.hash);
    assert.match(hash, /\/gascloud3,[\d.]+,[\d.]+,[\d.]+,f;drk1probedroid,[\d.]+,[\d.]+,[\d.]+,,1$/);
    // A fresh tab with the link, and the bare address (the saved board).
    for (const url of [`${srv.origin}/${hash}`, `${srv.origin}/`]) {
      const other = await context.newPage();
      await openBoard(other, url);
      assert.deepEqual((await boardState(other)).obstacles, st.obstacles, url);
      assert.match((await tokenDrawing(other, 1)).cls, /kind-remote/);
      await other.close();
    }
    // Undo takes the remote away, redo brings it back.
    await page.click("#undo");
    await settle(page);
    assert.deepEqual((await boardState(page)).obstacles.map((o) => o.type), ["gascloud3"]);
    await page.click("#redo");
    await settle(page);
    assert.deepEqual((await boardState(page)).obstacles, st.obstacles);
  });

  it("opens old links with the former invented shapes, as they were", async () => {
    await openBoard(page, `${srv.origin}/#v1=2e,s,3,0,*/t65xwing,1,400,700,0;tielnfighter,2,400,450,180/a1,400,580,0;d2,700,300,45;g1,200,200,10`);
    await settle(page);
    const st = await boardState(page);
    assert.deepEqual(
      st.obstacles.map((o) => o.type),
      ["a1", "d2", "g1"],
    );
    assert.doesNotMatch(await page.locator("#message-text").textContent(), /left out/, "nothing left out");
    const drawn = await tokenDrawing(page, 0);
    assert.match(drawn.cls, /kind-asteroid/);
    assert.ok(drawn.d.startsWith("M"), "drawn from the engine's polygon path");
    assert.match(await page.textContent("#verdicts .verdict .headline"), /obstructed by asteroid 1\.$/);
    assert.match((await tokenDrawing(page, 1)).label, /^D1, debris cloud 1 at/);
    // The link written after a change still holds them the old way.
    await addToken(page, "gascloud1");
    await page.waitForFunction(() => location.hash.includes(";gascloud1,"));
    assert.match(await page.evaluate(() => location.hash), /\/a1,400,580,0;d2,700,300,45;g1,200,200,10;gascloud1,/);
  });

  it("never loses the board to hostile token input in a link", async () => {
    const junk = [
      "nosuchtoken,100,100,0",
      "coreasteroid0,NaN,1,1",
      "coreasteroid0,1e999,1,1",
      "coreasteroid0,1,1,abc",
      "<script>,1,1,1",
      "__proto__,1,1,1",
      "constructor,2,2,2",
      "coreasteroid1,-5,99999,720,zz,9",
      "protonbombs,300,300,45,f,2",
    ];
    const many = Array.from({ length: 400 }, (_, k) => `coreasteroid2,${k},${k},0`);
    for (const records of [junk, many]) {
      await openBoard(page, `${srv.origin}/#v1=2e,s,3,0,*/t65xwing,1,400,700,0;tielnfighter,2,400,450,180/${records.join(";")}`);
      await settle(page);
      const st = await boardState(page);
      assert.equal(st.ships.length, 2, "the ships stay");
      assert.ok(st.obstacles.length <= MAX_OBSTACLES, `${st.obstacles.length} tokens kept`);
      for (const o of st.obstacles) {
        assert.ok(Number.isFinite(o.x) && Number.isFinite(o.y) && o.heading >= 0 && o.heading < 360, JSON.stringify(o));
        assert.ok(["", "1", "2"].includes(o.team));
      }
      assert.ok((await page.textContent("#message-text")).length > 0, "what was left out is said");
      assert.ok((await page.textContent("#verdicts")).includes("TIE/ln Fighter"), "the verdict still answers");
    }
    // The junk link kept what it could: the clamped asteroid and the bomb.
    await openBoard(page, `${srv.origin}/#v1=2e,s,3,0,*/t65xwing,1,400,700,0/${junk.join(";")}`);
    const kept = (await boardState(page)).obstacles;
    assert.deepEqual(
      kept.map((o) => [o.type, o.x, o.y, o.heading, o.flipped, o.team]),
      [
        ["coreasteroid1", 0, 914.4, 0, false, ""],
        ["protonbombs", 300, 300, 45, true, "2"],
      ],
    );
    assert.match(await page.textContent("#message-text"), /unknown token “nosuchtoken”/);
    assert.deepEqual(
      errors.filter((e) => !/favicon/.test(e)),
      [],
    );
  });

  it("draws tokens in <xwing-board> and in the diagram", async () => {
    const host = await context.newPage();
    await host.goto(`${srv.origin}/host.html`);
    await host.waitForFunction(() => document.querySelector("xwing-board")?.status === "ready", null, { timeout: 30000 });
    const el = await host.evaluate(() => {
      const r = document.querySelector("xwing-board").shadowRoot;
      return {
        kinds: [...r.querySelectorAll(".obstacle")].map((g) => g.getAttribute("class")),
        paths: [...r.querySelectorAll(".obstacle .token-outline")].map((p) => p.getAttribute("d").length),
        desc: r.querySelector("svg > desc").textContent,
      };
    });
    assert.match(el.kinds[0], /kind-asteroid.*flipped/);
    assert.match(el.kinds[1], /kind-bomb/);
    assert.ok(el.paths.every((n) => n > 20), "outlines drawn");
    assert.match(el.desc, /obstructed by core asteroid 6/);
    await host.close();

    // The page's diagram holds the same tokens: the bomb's outline and ring.
    await openBoard(page, `${srv.origin}/#v1=2e,s,3,0,*/t65xwing,1,400,700,0;tielnfighter,2,400,450,180/coreasteroid5,400,580,30;protonbombs,470,690,0,,2`);
    const svg = await page.evaluate(async () => {
      const s = globalThis.boardApp.engineState();
      await globalThis.xwing.loadDiagram();
      return { svg: globalThis.xwing.diagram({ ...s, selected: 0 }), bomb: globalThis.xwing.board(s).tokens[0] };
    });
    assert.ok(svg.svg.includes(`d="${svg.bomb.path}"`), "the bomb's outline");
    assert.ok(svg.svg.includes(`d="${svg.bomb.ring}"`), "its range 1 edge");
    assert.ok(svg.svg.includes(`transform="${svg.bomb.transform}"`));
    // The page's own download is that drawing, tokens included.
    const [download] = await Promise.all([page.waitForEvent("download"), page.click("#diagram-svg")]);
    const saved = await readFile(await download.path(), "utf8");
    assert.ok(saved.includes(`d="${svg.bomb.ring}"`), "the downloaded diagram has the bomb's range 1 edge");
    assert.ok(saved.includes(`transform="${svg.bomb.transform}"`));
  });

  it("screenshots a board with real tokens for the README", async () => {
    const shot = async (width, height, file) => {
      const p = await browser.newPage({ viewport: { width, height } });
      await openBoard(p, `${srv.origin}/#v1=2e,s,3,0,*/t65xwing,1,400,700,0;t65xwing,1,520,720,10;tielnfighter,2,420,430,180;tielnfighter,2,560,420,200/coreasteroid5,400,580,30;core2asteroid3,640,560,100;gascloud3,220,420,15;yt2400debris0,700,250,60;protonbombs,470,690,0,,2;drk1probedroid,280,560,0,,2`);
      await settle(p, 200);
      assert.ok(await p.evaluate((w) => document.documentElement.scrollWidth <= w, width), `no sideways scrolling at ${width} px (the token list's long names)`);
      await p.screenshot({ path: path.join(docsDir, file) });
      await p.close();
    };
    await shot(1280, 900, "tokens-desktop.png");
    await shot(360, 780, "tokens-phone.png");
  });
});
