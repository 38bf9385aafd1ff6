// Before a ruleset's cards are loaded, a call that needs them throws an
// Error (not a TypeError or RangeError: the input is right) at the field
// that needed them, saying what to do; after addCards it answers. The
// plain way in, which loads no cards by itself (load() in Node reads them
// all at start).
import { test } from "node:test";
import assert from "node:assert/strict";
import { startPlain, cardText } from "./engine.mjs";

const xwing = await startPlain({ cards: false });

const notLoaded = (fn, path, r = "xwa") => (e) => {
  assert.equal(e.constructor, Error, "an Error, not a TypeError or a RangeError");
  assert.equal(e.name, "Error");
  assert.equal(e.path, path);
  assert.equal(e.message, `${fn}: ${path}: cards for the ruleset "${r}" are not loaded: await xwing.loadCards("${r}") first`);
  return true;
};

test("calls that need cards not loaded: an Error with the path of the field that needed them", () => {
  const luke = { x: 100, y: 100, heading: 0, pilot: "lukeskywalker" };
  assert.deepEqual(xwing.rulesets().map((r) => [r.id, r.loaded, r.pilots]), [["xwa", false, 0], ["legacy", false, 0], ["amg", false, 0]]);
  assert.throws(() => xwing.weapons(luke), notLoaded("weapons", "ship.pilot"));
  assert.throws(() => xwing.weapons(luke, { ruleset: "legacy" }), notLoaded("weapons", "ship.pilot", "legacy"));
  assert.throws(() => xwing.weapons({ x: 0, y: 0, heading: 0, ship: "t65xwing", upgrades: ["protontorpedoes"] }), notLoaded("weapons", "ship.upgrades"));
  assert.throws(() => xwing.pilots(), notLoaded("pilots", "options.ruleset"));
  assert.throws(() => xwing.upgrades({ ruleset: "amg" }), notLoaded("upgrades", "options.ruleset", "amg"));
  assert.throws(() => xwing.squad({ faction: "rebelalliance", pilots: [{ id: "lukeskywalker" }] }), notLoaded("squad", "ruleset"));
  assert.throws(() => xwing.squad({ faction: "rebelalliance", pilots: [] }, { ruleset: "amg" }), notLoaded("squad", "options.ruleset", "amg"));
  assert.throws(() => xwing.board({ ships: [luke] }), notLoaded("board", "ships[0].pilot"), "board throws: its problems are for bad pieces");
  assert.throws(() => xwing.attackOptions(luke, []), notLoaded("attackOptions", "attacker.pilot"));
  assert.throws(() => xwing.toXWS([luke]), notLoaded("toXWS", "options.ruleset"));
  // What needs no cards answers.
  assert.equal(xwing.weapons({ x: 0, y: 0, heading: 0, ship: "t65xwing" }).length, 1);
  assert.equal(xwing.board({ ships: [{ x: 0, y: 0, heading: 0, ship: "t65xwing" }] }).problems.length, 0);
});

test("after addCards, the same calls answer", () => {
  const before = xwing.rulesets();
  assert.deepEqual(xwing.addCards(cardText("xwa")), { ruleset: "xwa", name: "X-Wing Alliance", pilots: before[0].pilots || xwing.rulesets()[0].pilots, upgrades: xwing.rulesets()[0].upgrades });
  const after = xwing.rulesets()[0];
  assert.equal(after.loaded, true);
  assert.ok(after.pilots > 700 && after.source.includes("xwing-data2"));
  assert.ok(xwing.weapons({ x: 100, y: 100, heading: 0, pilot: "lukeskywalker" }).length > 0);
  assert.ok(xwing.pilots().length === after.pilots);
  assert.throws(() => xwing.pilots({ ruleset: "legacy" }), notLoaded("pilots", "options.ruleset", "legacy"), "the other rulesets still wait");
});
