// Squads on the board page: importing a pasted XWS squad into a team's
// setup area, pilots with initiative on labels and in lists, the loadout
// editor (only legal upgrades, and why not), weapon-by-weapon verdicts, the
// pilot search, the share link with upgrades, XWS export.
import { it, before } from "node:test";
import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";
import { openBoard, boardState, settle, importSquad } from "./helpers.mjs";
import { boardSuite } from "./fixture.mjs";


const REBELS = {
  name: "Red Squadron",
  faction: "rebelalliance",
  pilots: [
    { id: "lukeskywalker", ship: "t65xwing", upgrades: { torpedo: ["protontorpedoes"], astromech: ["r2d2"] } },
    { id: "wedgeantilles", ship: "t65xwing", upgrades: { torpedo: ["nosuchtorpedo"] } },
    { id: "nobodyatall", ship: "t65xwing" },
  ],
};

boardSuite("squads", { context: { viewport: { width: 1280, height: 900 }, acceptDownloads: true } }, (fx) => {
  let srv;
  let browser;
  let page;
  let errors;

  before(async () => {
    ({ server: srv, browser, page, errors } = fx);
  });


  const verdictText = async () => {
    await settle(page);
    return page.textContent("#verdicts");
  };

  it("imports a pasted squad into team 1's setup area, keeps every ship whose type is known and says what it left out", async () => {
    await openBoard(page, `${srv.origin}/#v1=2e,s,3,,*/tielnfighter,2,400,300,180/`);
    await page.fill("#squad-xws", JSON.stringify(REBELS));
    await importSquad(page); // it waits for the cards of the list's ruleset
    const st = await boardState(page);
    const rebels = st.ships.filter((s) => s.team === "1");
    assert.deepEqual(
      rebels.map((s) => [s.type, s.pilot]),
      [["t65xwing", "lukeskywalker"], ["t65xwing", "wedgeantilles"], ["t65xwing", ""]],
      "the unknown pilot's X-wing is kept, without pilot",
    );
    assert.deepEqual(rebels[0].upgrades.slice().sort(), ["protontorpedoes", "r2d2"]);
    assert.deepEqual(rebels[1].upgrades, []);
    // Team 1's setup area: the bottom edge, facing up.
    for (const s of rebels) {
      assert.ok(s.y > 914.4 - 100, `y ${s.y}`);
      assert.equal(s.heading, 0);
    }
    // The TIE of team 2 is still there.
    assert.equal(st.ships.filter((s) => s.team === "2").length, 1);
    // Readable warnings: which pilot, and why.
    const warnings = await page.$$eval("#squad-warnings li", (lis) => lis.map((li) => li.textContent));
    assert.equal(warnings.length, 2, warnings.join(" | "));
    assert.match(warnings.join("\n"), /^Wedge Antilles: unknown upgrade "nosuchtorpedo" in X-Wing Alliance's cards$/m);
    assert.match(warnings.join("\n"), /^unknown pilot "nobodyatall" in X-Wing Alliance's cards: kept as a T-65 X-wing with its primary attacks, without pilot$/m);
    assert.match(await page.textContent("#squad-summary"), /Red Squadron.*3 ships placed for team 1/);
    // Pilot names with initiative on the board and in the list.
    const labels = await page.$$eval("#layer-ships .ship-label", (ts) => ts.map((t) => t.textContent));
    assert.ok(labels.includes("Luke Skywalker (5)"), labels.join());
    assert.ok(labels.includes("Wedge Antilles (6)"), labels.join());
    assert.match(await page.textContent("#ship-list"), /Luke Skywalker \(5\), T-65 X-wing/);
  });

  it("edits a pilot's upgrades: offers only legal ones and says why not", async () => {
    await openBoard(page, `${srv.origin}/#v1=2e,s,3,0,*/t65xwing,1,400,700,0,,,,,wedgeantilles/`);
    await settle(page);
    assert.equal(await page.inputValue("#sel-pilot"), "wedgeantilles");
    await page.fill("#upgrade-search", "proton torp");
    await page.click('#upgrade-results button[data-add="protontorpedoes"]');
    await settle(page);
    assert.deepEqual((await boardState(page)).ships[0].upgrades, ["protontorpedoes"]);
    // A second torpedo has no free slot: not offered, and the reason shown.
    await page.fill("#upgrade-search", "proton torp");
    await settle(page);
    assert.equal(await page.locator('#upgrade-results button[data-add="protontorpedoes"]').count(), 0);
    assert.match(await page.textContent('#upgrade-results [data-illegal="protontorpedoes"]'), /can't add: no free torpedo slot/);
    // An upgrade of another faction is refused with the restriction.
    await page.fill("#upgrade-search", "r2-c4");
    await settle(page);
    assert.match(await page.textContent("#upgrade-results"), /R2-C4.*can't add: requires faction/);
    // Removing it with the keyboard.
    await page.focus('#sel-upgrades button[data-remove="0"]');
    await page.keyboard.press("Enter");
    await settle(page);
    assert.deepEqual((await boardState(page)).ships[0].upgrades, []);
    // Another pilot of the same ship.
    await page.selectOption("#sel-pilot", "lukeskywalker");
    await settle(page);
    assert.equal((await boardState(page)).ships[0].pilot, "lukeskywalker");
    assert.equal(await page.textContent("#selected-title"), "Luke Skywalker (5)");
  });

  it("names each weapon: torpedoes can't fire at range 1, can at range 2", async () => {
    // Luke with proton torpedoes; a TIE straight ahead at range 1.
    await openBoard(page, `${srv.origin}/#v1=2e,s,3,0,*/t65xwing,1,400,700,0,,,,,lukeskywalker,protontorpedoes;tielnfighter,2,400,600,180/`);
    let text = await verdictText();
    assert.match(text, /Proton Torpedoes \(front, range 2–3\): out of range: range 1\./);
    assert.match(text, /Primary \(front, range 0–3\): in range 1, clear shot/);
    // At range 2 (150 mm between the bases).
    await openBoard(page, `${srv.origin}/#v1=2e,s,3,0,*/t65xwing,1,400,700,0,,,,,lukeskywalker,protontorpedoes;tielnfighter,2,400,530,180/`);
    text = await verdictText();
    assert.match(text, /Proton Torpedoes \(front, range 2–3\): in range 2, clear shot\./);
    // Out of its arc: behind.
    await openBoard(page, `${srv.origin}/#v1=2e,s,3,0,*/t65xwing,1,400,500,0,,,,,lukeskywalker,protontorpedoes;tielnfighter,2,400,680,180/`);
    assert.match(await verdictText(), /Proton Torpedoes \(front, range 2–3\): out of arc\./);
  });

  it("finds pilots by name, caption and ship", async () => {
    await openBoard(page, `${srv.origin}/#v1=2e,s,3,,*//`);
    const pilots = async (q) => {
      await page.fill("#ship-search", q);
      return page.$$eval("#ship-results li[data-pilot]", (lis) => lis.map((li) => li.dataset.pilot));
    };
    assert.ok((await pilots("luke")).includes("lukeskywalker"));
    assert.ok((await pilots("vader")).some((id) => id.startsWith("darthvader")));
    assert.ok((await pilots("black squadron")).includes("blacksquadronace"));
    assert.ok((await pilots("red five")).includes("lukeskywalker"));
    // Enter adds the pilot, with its ship.
    await page.fill("#ship-search", "luke");
    await page.press("#ship-search", "Enter");
    await settle(page);
    const s = (await boardState(page)).ships.at(-1);
    assert.equal(s.pilot, "lukeskywalker");
    assert.equal(s.type, "t65xwing");
  });

  it("carries pilots and upgrades in the share link", async () => {
    await openBoard(page, `${srv.origin}/#v1=2e,s,3,0,*/t65xwing,1,400,700,0,,,,,wedgeantilles/`);
    await page.fill("#upgrade-search", "proton torp");
    await page.click('#upgrade-results button[data-add="protontorpedoes"]');
    await page.fill("#upgrade-search", "r2-d2");
    await page.click('#upgrade-results button[data-add="r2d2"]');
    await settle(page, 600);
    const before = await boardState(page);
    const url = page.url();
    assert.match(url, /wedgeantilles,protontorpedoes\.r2d2/);
    await openBoard(page, url);
    assert.deepEqual(await boardState(page), before);
    assert.match(await verdictText().then(() => page.textContent("#layer-ships")), /Wedge Antilles \(6\)/);
    // An old link (no pilot fields) still opens.
    await openBoard(page, `${srv.origin}/#v1=2e,s,3,0,*/t65xwing,1,400,700,0,,,Red%20One;tielnfighter,2,400,480,180/`);
    const old = await boardState(page);
    assert.equal(old.ships.length, 2);
    assert.equal(old.ships[0].name, "Red One");
    assert.equal(old.ships[0].pilot, "");
  });

  it("exports a team's squad as XWS that imports back", async () => {
    await openBoard(page, `${srv.origin}/#v1=2e,s,3,,*/t65xwing,1,400,700,0,,,,,lukeskywalker,protontorpedoes;tielnfighter,2,400,300,180,,,,,blacksquadronace;@small,1,200,700,0/`);
    const [download] = await Promise.all([page.waitForEvent("download"), page.click("#squad-export")]);
    assert.equal(download.suggestedFilename(), "team-1.xws.json");
    const xws = JSON.parse(await readFile(await download.path(), "utf8"));
    assert.equal(xws.faction, "rebelalliance");
    assert.deepEqual(xws.pilots.map((p) => [p.id, p.upgrades]), [["lukeskywalker", { torpedo: ["protontorpedoes"] }]]);
    assert.match(await page.textContent("#squad-warnings"), /Small ship #3 has no pilot/);
    // The text is in the box too; importing it to team 2 replaces the TIE.
    await page.check('input[name="squad-team"][value="2"]');
    await importSquad(page); // it waits for the cards of the list's ruleset
    const st = await boardState(page);
    assert.deepEqual(
      st.ships.filter((s) => s.team === "2").map((s) => s.pilot),
      ["lukeskywalker"],
    );
  });

  it("logged no page errors", () => {
    assert.deepEqual(errors, []);
  });
});
