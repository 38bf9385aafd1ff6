// Rulesets on the board page: the choice (X-Wing Alliance by default) in
// the link and the saved board, older links under XWA, imports that take
// the list's ruleset and say so, warnings in a player's words, imports
// that keep every ship whose type is known and change nothing when they
// find none, Luke then Vader as enemies, the loadout editor's slots and a
// pilot change that keeps what still fits.
import { it, before } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { openBoard, boardState, settle, root, importSquad } from "./helpers.mjs";
import { boardSuite } from "./fixture.mjs";

const { lists } = JSON.parse(readFileSync(`${root}/cards/testdata/real-squads-sample.json`, "utf8"));
// A legal list that says it is X-Wing Alliance's, and one YASB 2.0 (the
// 2.0 Legacy builder) exported.
const builder = (l) => l.xws.vendor && Object.values(l.xws.vendor)[0] && Object.values(l.xws.vendor)[0].builder;
const XWA_LIST = lists.find((l) => l.legal && /^xwa$/i.test(l.xws.ruleset || "") && l.xws.faction === "rebelalliance");
const LEGACY_LIST = lists.find((l) => l.legal && builder(l) === "YASB 2.0");
// A legal 2.0 Legacy list from 2018, whose builder says nothing of its ruleset.
const SILENT_LIST = lists.find((l) => l.legal && l.ruleset === "legacy" && !l.xws.ruleset && builder(l) !== "YASB 2.0");

// The weapons as the sample's answers write them.
const weaponKey = (w) => (w.primary ? `primary ${w.arc} ${w.value}` : `${w.name} ${w.arc} ${w.value} ${w.minRange}-${w.maxRange}`);

boardSuite("rulesets on the page", { context: { viewport: { width: 1280, height: 900 } } }, (fx) => {
  let srv;
  let browser;
  let page;
  let errors;

  before(async () => {
    assert.ok(XWA_LIST && LEGACY_LIST && SILENT_LIST, "the sample has every kind of list");
    ({ server: srv, browser, page, errors } = fx);
  });


  const importList = async (xws, team = "1") => {
    await page.check(`input[name="squad-team"][value="${team}"]`);
    await page.fill("#squad-xws", typeof xws === "string" ? xws : JSON.stringify(xws));
    await importSquad(page);
  };
  const summary = () => page.textContent("#squad-summary");
  const warnings = () => page.$$eval("#squad-warnings li", (lis) => lis.map((li) => li.textContent));
  // The weapons of the board's ships under the board's ruleset, as the page's engine gives them.
  const weaponsOnBoard = () =>
    page.evaluate(() => {
      const st = globalThis.boardApp.engineState();
      // null: a ship the ruleset's cards refuse (another list's).
      return st.ships.map((s) => {
        try {
          return globalThis.xwing.weapons(s, { ruleset: st.ruleset });
        } catch {
          return null;
        }
      });
    });

  it("chooses X-Wing Alliance by default, carries the choice in the link and the saved board", async () => {
    await openBoard(page, `${srv.origin}/`);
    assert.equal((await boardState(page)).ruleset, "xwa");
    assert.equal(await page.inputValue("#ruleset"), "xwa");
    assert.deepEqual(await page.$$eval("#ruleset option", (os) => os.map((o) => o.textContent)), ["X-Wing Alliance", "2.0 Legacy", "AMG 2.5"]);
    await page.selectOption("#ruleset", "legacy");
    await page.waitForFunction(() => globalThis.boardApp.getState().ruleset === "legacy");
    await settle(page, 300);
    assert.match(page.url(), /#v1=2e,s,3,,\*,legacy\//, "in the link");
    assert.match(await page.evaluate(() => localStorage.getItem("xwing-board:last")), /,legacy\//, "in the saved board");
    // The bare start address opens the saved board, under its ruleset.
    await openBoard(page, `${srv.origin}/`);
    assert.equal((await boardState(page)).ruleset, "legacy");
    assert.equal(await page.inputValue("#ruleset"), "legacy");
    // One undo step takes it back.
    await page.selectOption("#ruleset", "amg");
    await page.waitForFunction(() => globalThis.boardApp.getState().ruleset === "amg");
    await page.click("#undo");
    await settle(page);
    assert.equal((await boardState(page)).ruleset, "legacy");
  });

  it("opens an older link (no ruleset) under X-Wing Alliance, and a 2.0 Legacy link with 2.0 Legacy's attack rules", async () => {
    // Luke and a TIE whose bases touch: XWA allows a primary at range 0, 2.0 Legacy doesn't.
    const board = "t65xwing,1,400,700,0,,,,,lukeskywalker;tielnfighter,2,400,660,180/";
    await openBoard(page, `${srv.origin}/#v1=2e,s,3,0,*/${board}`);
    assert.equal((await boardState(page)).ruleset, "xwa");
    assert.equal(await page.inputValue("#ruleset"), "xwa");
    await settle(page);
    assert.match(await page.textContent("#verdicts"), /Primary \(front, range 0–3\): in range 0/);
    await openBoard(page, `${srv.origin}/#v1=2e,s,3,0,*,legacy/${board}`);
    assert.equal((await boardState(page)).ruleset, "legacy");
    await settle(page);
    const text = await page.textContent("#verdicts");
    assert.match(text, /Primary \(front, range 1–3\)/, "2.0 Legacy's primary span");
    assert.doesNotMatch(text, /in range 0/);
    // A ruleset the page doesn't know reads as X-Wing Alliance, and says so.
    await openBoard(page, `${srv.origin}/#v1=2e,s,3,,*,nosuch/`);
    assert.equal((await boardState(page)).ruleset, "xwa");
    assert.match(await page.textContent("#message-text"), /unknown ruleset “nosuch”/);
  });

  it("imports a real X-Wing Alliance list and a 2.0 Legacy list under their rulesets, says so, with exactly their weapons", async () => {
    await openBoard(page, `${srv.origin}/#v1=2e,s,3,,*,amg/`);
    await importList(XWA_LIST.xws);
    assert.match(await summary(), /placed for team 1, read as X-Wing Alliance, as the list says so\..*now uses X-Wing Alliance's cards/);
    assert.deepEqual(await warnings(), []);
    let st = await boardState(page);
    assert.equal(st.ruleset, "xwa");
    assert.equal(await page.inputValue("#ruleset"), "xwa");
    assert.deepEqual(st.ships.map((s) => s.pilot), XWA_LIST.expect.map((e) => e.pilot));
    assert.deepEqual((await weaponsOnBoard()).map((ws) => ws.map(weaponKey)), XWA_LIST.expect.map((e) => e.weapons.map(weaponKey)));
    await importList(LEGACY_LIST.xws, "2");
    assert.match(await summary(), /placed for team 2, read as 2\.0 Legacy, as the list says so\..*now uses 2\.0 Legacy's cards/);
    assert.deepEqual(await warnings(), []);
    st = await boardState(page);
    assert.equal(st.ruleset, "legacy");
    assert.match(page.url(), /,legacy\//);
    const legacy = st.ships.map((s, i) => i).filter((i) => st.ships[i].team === "2");
    assert.deepEqual(legacy.map((i) => st.ships[i].pilot), LEGACY_LIST.expect.map((e) => e.pilot));
    const weapons = await weaponsOnBoard();
    assert.deepEqual(legacy.map((i) => weapons[i].map(weaponKey)), LEGACY_LIST.expect.map((e) => e.weapons.map(weaponKey)));
  });

  it("reads a list that doesn't say its ruleset under the board's, and says so", async () => {
    await openBoard(page, `${srv.origin}/#v1=2e,s,3,,*,legacy//`);
    await importList(SILENT_LIST.xws);
    assert.match(await summary(), /read as 2\.0 Legacy, the board's ruleset: the list doesn't say/);
    assert.deepEqual(await warnings(), []);
    const st = await boardState(page);
    assert.equal(st.ruleset, "legacy");
    assert.deepEqual(st.ships.map((s) => s.pilot), SILENT_LIST.expect.map((e) => e.pilot));
  });

  it("shows warnings as a player reads them, and keeps the ships of unknown pilots whose ship is known", async () => {
    await openBoard(page, `${srv.origin}/#v1=2e,s,3,,*//`);
    await importList({
      faction: "rebelalliance",
      pilots: [
        { id: "lukeskywalker", ship: "t65xwing", upgrades: { torpedo: ["protontorpedoes", "protontorpedoes"] } },
        { id: "someonenew", ship: "t65xwing" },
        { id: "someoneelse", ship: "t65xwing", upgrades: { torpedo: ["protontorpedoes"] } },
      ],
    });
    const lines = await warnings();
    assert.equal(lines[0], "Luke Skywalker: Proton Torpedoes: no free torpedo slot");
    assert.match(lines[1], /^unknown pilot "someonenew" in X-Wing Alliance's cards: kept as a T-65 X-wing/);
    assert.equal(lines.length, 3);
    assert.match(await summary(), /3 ships placed for team 1/);
    const st = await boardState(page);
    assert.deepEqual(st.ships.map((s) => [s.type, s.pilot]), [["t65xwing", "lukeskywalker"], ["t65xwing", ""], ["t65xwing", ""]]);
    assert.deepEqual(st.ships[0].upgrades, ["protontorpedoes"]);
    assert.deepEqual(errors, []);
  });

  it("an import that finds nothing changes nothing and says why", async () => {
    const link = `${srv.origin}/#v1=2e,s,3,,*/t65xwing,1,400,700,0,,,,,lukeskywalker;tielnfighter,2,400,300,180/`;
    await openBoard(page, link);
    const before = await boardState(page);
    for (const xws of [{ faction: "rebelalliance", pilots: [{ id: "nobody", ship: "nosuchship" }] }, { faction: "rebelalliance", pilots: [] }]) {
      await importList(xws);
      assert.match(await summary(), /no pilot or ship the board knows, so team 1 is unchanged/);
      assert.deepEqual(await boardState(page), before);
    }
    await importList("{not a squad");
    assert.match(await summary(), /isn't a squad the board can read.*Team 1 is unchanged/);
    assert.deepEqual(await boardState(page), before);
  });

  it("puts Luke, then Vader, in different teams, as enemies, and says so", async () => {
    await openBoard(page, `${srv.origin}/#v1=2e,s,3,,*//`);
    for (const name of ["luke", "vader"]) {
      await page.fill("#ship-search", name);
      await settle(page);
      await page.click("#ship-results li[data-pilot]");
      await settle(page);
    }
    const st = await boardState(page);
    assert.deepEqual(st.ships.map((s) => [s.pilot, s.team]), [["lukeskywalker", "1"], ["darthvader", "2"]]);
    assert.match(await page.textContent("#message-text"), /Darth Vader \(6\) joins team 2, as an enemy/);
    // A second Rebel joins Luke.
    await page.fill("#ship-search", "wedge");
    await settle(page);
    await page.click("#ship-results li[data-pilot]");
    await settle(page);
    assert.equal((await boardState(page)).ships[2].team, "1");
  });

  it("lists each pilot card once, telling apart those that read alike", async () => {
    await openBoard(page, `${srv.origin}/#v1=2e,s,3,,*//`);
    await page.fill("#ship-search", "luke skywalker");
    await settle(page);
    const found = await page.$$eval("#ship-results li[data-pilot]", (lis) => lis.map((li) => li.textContent));
    assert.equal(new Set(found).size, found.length, found.join(" | "));
    assert.ok(found.some((t) => /Red Five · standard loadout/.test(t)) && found.some((t) => /Red Five · T-65/.test(t)), found.join(" | "));
  });

  it("shows the ship's slots free and used; a new pilot keeps the upgrades that fit and says which it removed", async () => {
    // Poe Dameron's T-70: Proton Torpedoes in the Weapon Hardpoint, Marksmanship in a talent slot.
    await openBoard(page, `${srv.origin}/#v1=2e,s,3,0,*/t70xwing,1,400,700,0,,,,,poedameron,protontorpedoes.marksmanship/`);
    await settle(page);
    const chips = () => page.$$eval("#sel-upgrades button", (bs) => bs.map((b) => b.textContent));
    const poe = await chips();
    assert.ok(poe.includes("Hardpoint: Proton Torpedoes ×"), poe.join(" | "));
    assert.ok(poe.includes("Talent: Marksmanship ×"), poe.join(" | "));
    assert.equal(poe.filter((t) => t === "Talent: free").length, 1);
    assert.ok(poe.includes("Astromech: free"));
    assert.match(await page.getAttribute("#sel-upgrades", "aria-label"), /Slots: 2 of 8 used/);
    // A free slot looks for what fits it.
    await page.click('#sel-upgrades button[data-slot="astromech"]');
    await settle(page);
    assert.equal(await page.inputValue("#upgrade-search"), "astromech");
    assert.ok((await page.locator("#upgrade-results button[data-add]").count()) > 0);
    // Blue Squadron Rookie has no talent slot: the torpedoes stay, Marksmanship goes.
    await page.selectOption("#sel-pilot", "bluesquadronrookie");
    await settle(page);
    const st = await boardState(page);
    assert.equal(st.ships[0].pilot, "bluesquadronrookie");
    assert.deepEqual(st.ships[0].upgrades, ["protontorpedoes"]);
    assert.equal(await page.textContent("#loadout-note"), "Removed: Blue Squadron Rookie: Marksmanship: no free talent slot.");
    assert.ok((await chips()).includes("Hardpoint: Proton Torpedoes ×"));
    assert.deepEqual(errors, []);
  });
});
