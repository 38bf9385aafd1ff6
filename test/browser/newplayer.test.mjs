// What a new player sees (issue 26), on a 1280 x 800 desktop and a 360 x
// 740 phone, in both themes: an import's outcome where the player is
// looking and read out once; a phone header that names every control in
// two rows at most, with the board in the screen's top third; the jump
// bar covering nothing; tokens told apart by their marks, the same on the
// board and in the diagram; no control cutting its text; live regions
// that say the current state, once; no scroll the user didn't ask for.
import { it } from "node:test";
import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";
import { boardState, settle, importSquad } from "./helpers.mjs";
import { boardSuite, DESKTOP, PHONE } from "./fixture.mjs";

// Three ships, the old link's asteroid, debris and gas cloud ("a1", "d1",
// "g1"), and official tokens whose names end in the same number.
const SCENE =
  "#v1=2e,s,3,0,*/t65xwing,1,372,690,8,,,Red%20One;asf01bwing,1,585,760,340,,,Blue%20Five;tielnfighter,2,420,415,195,,,Black%20Two" +
  "/a1,505,585,30;d1,690,620,10;g1,215,540,0;coreasteroid0,300,250,0;yt2400debris0,620,300,0;gascloud1,150,150,0;protonbombs,700,160,0,,2";

// Two ships, the first selected: a short verdict, which each token's range
// makes longer.
const SHIPS = "#v1=2e,s,3,0,*/t65xwing,1,400,700,0;tielnfighter,2,400,450,180/";

// Two real lists as players paste them: one that names its ruleset, one
// that doesn't.
const LEGACY_LIST = {
  name: "Vader and friends",
  faction: "galacticempire",
  ruleset: "legacy",
  pilots: [
    { id: "darthvader", ship: "tieadvancedx1", upgrades: { force: ["hate"] } },
    { id: "maulermithel", ship: "tielnfighter" },
  ],
};
const SILENT_LIST = {
  name: "Rogues",
  faction: "rebelalliance",
  pilots: [
    { id: "lukeskywalker", ship: "t65xwing", upgrades: { torpedo: ["nosuchtorpedo"] } },
    { id: "wedgeantilles", ship: "t65xwing" },
  ],
};

const VIEWS = [
  ["desktop", DESKTOP],
  ["phone", PHONE],
];
const THEMES = ["dark", "light"];

// inViewport: el's box is on screen and not clipped away by a scrolling
// ancestor (the desktop panel's cards scroll under the pinned verdict).
function visibleBox(page, sel) {
  return page.$eval(sel, (el) => {
    const r = el.getBoundingClientRect();
    let top = Math.max(r.top, 0);
    let bottom = Math.min(r.bottom, innerHeight);
    for (let a = el.parentElement; a; a = a.parentElement) {
      if (getComputedStyle(a).overflowY === "visible") continue;
      const ar = a.getBoundingClientRect();
      top = Math.max(top, ar.top);
      bottom = Math.min(bottom, ar.bottom);
    }
    return { top, bottom, height: r.height, shown: bottom - top };
  });
}

boardSuite("what a new player sees (issue 26)", (fx) => {
  const open = async (view, theme, scene = SCENE) => {
    const ctx = await fx.newContext({ ...view, colorScheme: theme, acceptDownloads: true });
    const page = await ctx.newPage();
    assert.equal(await fx.open(`/${scene}`, page), "true");
    await settle(page, 100);
    return page;
  };

  for (const [where, view] of VIEWS) {
    for (const theme of THEMES) {
      it(`${where}, ${theme}: an import's outcome shows where the player looks, with the ruleset and why, and is read out once`, async () => {
        const page = await open(view, theme);
        await page.locator("#squad-xws").scrollIntoViewIfNeeded();
        await page.fill("#squad-xws", JSON.stringify(LEGACY_LIST));
        await importSquad(page);
        const said = await outcome(page);
        assert.match(said.text, /2 ships placed for team 1/);
        assert.match(said.text, /2\.0 Legacy/);
        assert.match(said.text, /the list says so/);
        assert.doesNotMatch(said.text, /doesn't say/, "a list that names its ruleset");
        assert.ok(said.shown >= said.height - 1, `the outcome is on screen: ${JSON.stringify(said)}`);
        assert.equal(said.live, 1, "the outcome is in exactly one live region");

        // A list that doesn't say: read under the board's ruleset, saying so,
        // and its warning in a player's words.
        await page.click('input[name="squad-team"][value="2"]');
        await page.fill("#squad-xws", JSON.stringify(SILENT_LIST));
        await importSquad(page);
        const silent = await outcome(page);
        assert.match(silent.text, /2 ships placed for team 2/);
        assert.match(silent.text, /2\.0 Legacy, the board's ruleset: the list doesn't say which/);
        assert.match(silent.text, /nosuchtorpedo/, "the warning");
        assert.ok(silent.shown >= silent.height - 1, `on screen: ${JSON.stringify(silent)}`);
        assert.equal(silent.live, 1);

        // A list that names its ruleset in its builder's name only.
        await page.fill("#squad-xws", JSON.stringify({ ...SILENT_LIST, vendor: { yasb: { builder: "YASB - X-Wing 2.5 XWA", builder_url: "https://yasb.app/" } } }));
        await importSquad(page);
        const named = await outcome(page);
        assert.match(named.text, /read as X-Wing Alliance, as the list says so/);
        assert.doesNotMatch(named.text, /doesn't say/);
        assert.equal((await boardState(page)).ruleset, "xwa");
        await page.context().close();
      });

      it(`${where}, ${theme}: no control cuts its text`, async () => {
        const page = await open(view, theme);
        const cut = await page.evaluate(() => {
          const out = [];
          const ctx = document.createElement("canvas").getContext("2d");
          for (const el of document.querySelectorAll("select, button")) {
            const r = el.getBoundingClientRect();
            if (!r.width || el.closest("[hidden], dialog:not([open])") || getComputedStyle(el).visibility === "hidden") continue;
            const cs = getComputedStyle(el);
            if (el.tagName === "SELECT") {
              const opt = el.selectedOptions[0];
              if (!opt) continue;
              ctx.font = `${cs.fontWeight} ${cs.fontSize} ${cs.fontFamily}`;
              // The text, its padding and the drop-down arrow (about 20 px).
              const need = ctx.measureText(opt.textContent).width + parseFloat(cs.paddingLeft) + parseFloat(cs.paddingRight) + 20;
              if (need > el.clientWidth + 0.5) out.push(`select#${el.id}: “${opt.textContent}” needs ${Math.ceil(need)} px, has ${el.clientWidth}`);
            } else if (el.scrollWidth > el.clientWidth + 1) out.push(`button#${el.id || el.textContent.trim()}: ${el.scrollWidth} > ${el.clientWidth}`);
          }
          return out;
        });
        assert.deepEqual(cut, []);
        await page.context().close();
      });

      it(`${where}, ${theme}: live regions say the current state, once`, async () => {
        const page = await open(view, theme);
        const regions = await liveTexts(page);
        for (const r of regions) assert.doesNotMatch(r.text, /Starting the engine|Downloading the engine|Loading the page/, `${r.id} after the engine is ready`);
        const texts = regions.map((r) => r.text).filter(Boolean);
        assert.deepEqual(texts, [...new Set(texts)], "no two live regions say the same");
        await page.context().close();
      });

      it(`${where}, ${theme}: tokens are told apart by their marks, the same on the board and in the diagram`, async () => {
        const page = await open(view, theme);
        const marks = await page.$$eval("#layer-obstacles [data-obstacle]", (gs) => gs.map((g) => g.querySelector("text")?.textContent || ""));
        assert.deepEqual(marks, ["A1", "D1", "G1", "A1", "D1", "G1", "PB"]);
        // The diagram draws each mark (as paths) and names it in its title.
        const [download] = await Promise.all([page.waitForEvent("download"), page.click("#diagram-svg")]);
        const svg = await readFile(await download.path(), "utf8");
        const inDiagram = [...svg.matchAll(/<g class="obstacle-mark"><title>([^<]*)<\/title>/g)].map((m) => m[1]);
        assert.deepEqual(inDiagram, marks);
        await page.context().close();
      });

      it(`${where}, ${theme}: adding tokens moves nothing the player sees`, async () => {
        const page = await open(view, theme, SHIPS);
        // The player brings the token card into view, then adds four tokens.
        await page.locator("#obs-add-title").scrollIntoViewIfNeeded();
        await settle(page, 50);
        const before = await visibleBox(page, "#diagram-card");
        const add0 = await page.locator("#token-add").boundingBox();
        for (const type of ["coreasteroid2", "yt2400debris1", "gascloud3", "protonbombs"]) {
          await page.selectOption("#token-type", type);
          const b = await page.locator("#token-add").boundingBox();
          assert.ok(Math.abs(b.y - add0.y) < 1, `the Add button stayed put (${add0.y} -> ${b.y})`);
          if (where === "phone") await page.touchscreen.tap(b.x + b.width / 2, b.y + b.height / 2);
          else await page.mouse.click(b.x + b.width / 2, b.y + b.height / 2);
          await settle(page, 50);
        }
        assert.equal((await boardState(page)).obstacles.length, 4);
        const after = await visibleBox(page, "#diagram-card");
        assert.ok(Math.abs(after.top - before.top) < 1 && after.shown >= before.shown - 1, `the diagram card stayed where it was: ${JSON.stringify(before)} -> ${JSON.stringify(after)}`);
        const add1 = await page.locator("#token-add").boundingBox();
        assert.ok(Math.abs(add1.y - add0.y) < 1, `the Add button stayed put (${add0.y} -> ${add1.y})`);
        await page.context().close();
      });
    }
  }

  for (const theme of THEMES) {
    it(`phone, ${theme}: the header names every control in two rows at most, the board in the top third`, async () => {
      const page = await open(PHONE, theme);
      const head = await page.evaluate(() => {
        const bar = document.querySelector(".bar").getBoundingClientRect();
        // Rows: the header's visible controls, grouped where they overlap
        // vertically.
        const boxes = [...document.querySelectorAll(".bar button, .bar select, .bar .title")]
          .map((el) => el.getBoundingClientRect())
          .filter((r) => r.width && r.height)
          .sort((a, b) => a.top - b.top);
        let rows = 0;
        let bottom = -Infinity;
        for (const r of boxes) {
          if (r.top >= bottom - 2) rows++;
          bottom = Math.max(bottom, r.bottom);
        }
        return { rows, height: bar.height, board: document.getElementById("board").getBoundingClientRect().top };
      });
      assert.ok(head.rows <= 2, `the header has ${head.rows} rows`);
      assert.ok(head.board <= 740 / 3, `the board starts at ${head.board} px`);
      // Each setting says what it is, on screen, once its group is open.
      const names = { theme: "Theme", edition: "Edition", ruleset: "Ruleset", "board-size": "Board", "max-range": "Reach" };
      if (await page.isVisible("#settings-toggle")) {
        assert.match(await page.getAttribute("#settings-toggle", "aria-label") || (await page.textContent("#settings-toggle")), /settings/i);
        await page.locator("#settings-toggle").tap();
      }
      for (const [id, word] of Object.entries(names)) {
        const seen = await page.$eval(`#${id}`, (el, word) => {
          const lbl = el.labels[0]?.querySelector(".lbl");
          const r = lbl?.getBoundingClientRect();
          const sr = el.getBoundingClientRect();
          return { name: el.labels[0]?.textContent.includes(word), shown: !!r && r.width > 8 && r.height > 8, control: sr.width > 0 };
        }, word);
        assert.deepEqual(seen, { name: true, shown: true, control: true }, `#${id} says ${word}`);
        assert.equal(await page.getByRole("combobox", { name: word, exact: true }).getAttribute("id"), id, `${word} is #${id}'s accessible name`);
      }
      // The board's side buttons say what they are, on screen too.
      for (const [id, word] of [["pan-mode", "Pan"], ["ruler-mode", "Ruler"]]) {
        assert.equal(await page.getAttribute(`#${id}`, "aria-label"), word);
        assert.match(await page.locator(`#${id}`).innerText(), new RegExp(word));
      }
      await page.context().close();
    });

    it(`phone held sideways, ${theme}: every setting keeps its name`, async () => {
      const page = await open({ ...PHONE, viewport: { width: 740, height: 360 } }, theme);
      for (const [id, word] of [["theme", "Theme"], ["edition", "Edition"], ["ruleset", "Ruleset"], ["board-size", "Board"], ["max-range", "Reach"]]) {
        assert.equal(await page.getByRole("combobox", { name: word, exact: true }).getAttribute("id"), id, `${word} is #${id}'s accessible name`);
        assert.ok(await page.$eval(`#${id}`, (el) => el.labels[0].querySelector(".lbl").getBoundingClientRect().width > 8), `${word} shows`);
      }
      await page.context().close();
    });

    it(`phone, ${theme}: the jump bar covers nothing`, async () => {
      const page = await open(PHONE, theme);
      const covered = () =>
        page.evaluate(() => {
          const bar = document.getElementById("jump");
          if (getComputedStyle(bar).display === "none") return [];
          const b = bar.getBoundingClientRect();
          const out = [];
          for (const el of document.querySelectorAll(".panel .card, .panel a, .panel button, .panel summary, .board-wrap")) {
            if (bar.contains(el)) continue;
            const r = el.getBoundingClientRect();
            if (!r.width || !r.height) continue;
            const x = Math.min(r.right, b.right) - Math.max(r.left, b.left);
            const y = Math.min(r.bottom, b.bottom) - Math.max(r.top, b.top);
            if (x > 0 && y > 0) out.push(`${el.id || el.className || el.tagName}: ${Math.round(x)} x ${Math.round(y)}`);
          }
          return out;
        });
      assert.equal(await page.isVisible("#jump-add"), true, "the search is one tap away");
      assert.deepEqual(await covered(), [], "at the start");
      // Where the jumps lead, what they show is clear of the bar.
      await page.locator("#jump-add").tap();
      await settle(page, 50);
      assert.ok(await page.$eval("#ship-search", (s) => { const r = s.getBoundingClientRect(); const hit = document.elementFromPoint(r.left + 10, r.top + r.height / 2); return hit === s; }), "the search is clear");
      await page.evaluate(() => scrollTo(0, document.body.scrollHeight));
      await settle(page, 50);
      await page.locator("#jump-verdict").tap();
      await settle(page, 50);
      const v = await page.evaluate(() => {
        const t = document.getElementById("verdict-title").getBoundingClientRect();
        const hit = document.elementFromPoint(t.left + 5, t.top + t.height / 2);
        return hit && hit.id === "verdict-title";
      });
      assert.ok(v, "the verdict's title is clear of the bar");
      await page.context().close();
    });
  }
});

// outcome reads the import's outcome: the first visible element that says
// it (the message bar, or the squad card's summary next to the button),
// how much of it shows, and in how many live regions it is.
async function outcome(page) {
  return page.evaluate(() => {
    const live = [...document.querySelectorAll('[aria-live]:not([aria-live="off"]), [role="status"], [role="alert"], [role="log"], output')];
    const text = document.getElementById("squad-summary").closest("[data-outcome]")?.innerText || "";
    const box = document.querySelector("[data-outcome]");
    const r = box ? box.getBoundingClientRect() : { top: 0, bottom: 0, height: 1 };
    let top = Math.max(r.top, 0);
    let bottom = Math.min(r.bottom, innerHeight);
    for (let a = box?.parentElement; a; a = a.parentElement) {
      if (getComputedStyle(a).overflowY === "visible") continue;
      const ar = a.getBoundingClientRect();
      top = Math.max(top, ar.top);
      bottom = Math.min(bottom, ar.bottom);
    }
    const said = document.getElementById("squad-summary").textContent;
    const regions = live.filter((el) => said && el.textContent.includes(said));
    return { text, height: r.height, shown: bottom - top, live: regions.length };
  });
}

// liveTexts lists the page's live regions with what they say now.
function liveTexts(page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('[aria-live]:not([aria-live="off"]), [role="status"], [role="alert"], [role="log"], output')].map((el) => ({
      id: el.id || el.className || el.tagName,
      text: el.textContent.trim(),
    })),
  );
}
