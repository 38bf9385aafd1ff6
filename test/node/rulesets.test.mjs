// Rulesets through the JavaScript API, both ways in: the cards of each
// ruleset, what import reads from a list, and the 2.0 Legacy attack
// rules beside X-Wing Alliance's.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { engine, root, RULESETS } from "./engine.mjs";

const xwing = await engine();

test("rulesets(): every ruleset, loaded, with its name, source and counts", () => {
  const rs = xwing.rulesets();
  assert.deepEqual(rs.map((r) => [r.id, r.name, r.loaded]), [["xwa", "X-Wing Alliance", true], ["legacy", "2.0 Legacy", true], ["amg", "AMG 2.5", true]]);
  assert.deepEqual(rs.map((r) => r.id), RULESETS);
  for (const r of rs) {
    assert.ok(r.source.length > 0 && r.pilots > 600 && r.upgrades > 500, r.id);
    assert.equal(xwing.pilots({ ruleset: r.id }).length, r.pilots, r.id);
    assert.equal(xwing.upgrades({ ruleset: r.id }).length, r.upgrades, r.id);
  }
  assert.deepEqual(xwing.pilots(), xwing.pilots({ ruleset: "xwa" }), "X-Wing Alliance by default");
});

test("an id a ruleset lacks is a RangeError naming the ruleset", () => {
  const boba = { x: 100, y: 100, heading: 0, pilot: "bobafett-armedanddangerous" };
  assert.ok(xwing.weapons(boba).length > 0, "an XWA pilot");
  assert.throws(() => xwing.weapons(boba, { ruleset: "amg" }), {
    name: "RangeError", path: "ship.pilot", message: `weapons: ship.pilot: unknown pilot "bobafett-armedanddangerous" in AMG 2.5's cards`,
  });
  assert.throws(() => xwing.weapons(boba, { ruleset: "XWA" }), { name: "RangeError", path: "options.ruleset" });
  assert.throws(() => xwing.board({ ships: [], ruleset: "2.0" }), { name: "RangeError", path: "ruleset" });
});

test("addCards: a ruleset's file again is the same cards; a bad file is a RangeError and changes nothing", () => {
  const before = xwing.rulesets();
  assert.throws(() => xwing.addCards("<!doctype html><title>Not found</title>"), { name: "RangeError", path: "text" });
  assert.throws(() => xwing.addCards("xwing-cards\t9\txwa"), (e) => e instanceof RangeError && /format "9", or of other slots or arcs: this engine reads format 2/.test(e.message));
  assert.throws(() => xwing.addCards(42), { name: "TypeError", path: "text" });
  assert.deepEqual(xwing.rulesets(), before);
});

// The same board under both rules: an X-wing and a TIE whose bases touch,
// and the TIE at range 1-3 ahead.
test("2.0 Legacy attacks beside X-Wing Alliance's", () => {
  const luke = { id: "luke", team: "r", x: 400, y: 700, heading: 0, pilot: "lukeskywalker" };
  const tie = (gap) => ({ id: "tie", team: "e", x: 400, y: 700 - 40 - gap, heading: 180, ship: "tielnfighter" });
  const under = (ruleset, gap) => xwing.attackOptions(luke, [tie(gap)], { ruleset }).map((o) => [o.weapon, o.range, o.bonus.attack, o.bonus.defense]);
  assert.deepEqual(under("xwa", 0), [["Primary (front)", 0, 0, 0]], "XWA: touching bases, a primary attack at range 0, no bonus");
  assert.deepEqual(under("legacy", 0), [], "2.0 Legacy: no primary attack at range 0");
  assert.deepEqual(under("legacy", 50), [["Primary (front)", 1, 1, 0]]);
  assert.deepEqual(under("legacy", 250), [["Primary (front)", 3, 0, 1]]);
  // A cannon (no ordnance): XWA gives it the range bonus, 2.0 Legacy does not.
  const cannon = { id: "c", team: "r", x: 400, y: 700, heading: 0, size: "small", weapons: [{ name: "Ion Cannon", arc: "front", minRange: 1, maxRange: 3 }] };
  const bonus = (ruleset) => xwing.attackOptions(cannon, [tie(50)], { ruleset }).map((o) => o.bonus.attack);
  assert.deepEqual(bonus("xwa"), [1]);
  assert.deepEqual(bonus("amg"), [1]);
  assert.deepEqual(bonus("legacy"), [0]);
  const primary = (ruleset) => xwing.weapons({ x: 0, y: 0, heading: 0, ship: "t65xwing" }, { ruleset })[0];
  assert.deepEqual([primary("xwa").minRange, primary("legacy").minRange], [0, 1], "weapons(): the ruleset's primary span");
  const given = (ruleset) => xwing.weapons({ x: 0, y: 0, heading: 0, size: "small", weapons: [{ name: "P", arc: "front", primary: true }] }, { ruleset })[0];
  assert.deepEqual([given("xwa").minRange, given("xwa").maxRange, given("legacy").minRange], [0, 3, 1], "a primary given without its span gets the ruleset's");
});

test("import as players paste lists: the ruleset, kept ships, player words, obstacles", () => {
  const xws = {
    faction: "rebelalliance", vendor: { yasb: { builder: "YASB 2.0" } }, obstacles: ["coreasteroid2", "yt2400debris0", "core2asteroid5"],
    pilots: [
      { id: "lukeskywalker", ship: "t65xwing", upgrades: { torpedo: ["protontorpedoes", "protontorpedoes"], mod: ["afterburners"] } },
      { id: "nosuchpilot", ship: "t65xwing" },
      { name: "wedgeantilles", ship: "t65xwing", upgrades: ["protontorpedoes"] },
    ],
  };
  const r = xwing.squad(xws, { lenient: true });
  assert.equal(r.ruleset, "legacy", "YASB 2.0: 2.0 Legacy");
  assert.deepEqual(r.obstacles, ["coreasteroid2", "yt2400debris0", "core2asteroid5"]);
  assert.equal(r.ships.length, 3, "every ship whose type is known");
  assert.equal(r.ships[1].pilot, null, "kept without its unknown pilot");
  assert.equal(r.ships[1].ship, "t65xwing");
  assert.deepEqual(r.ships[2].upgrades, ["protontorpedoes"], "a flat array of ids");
  assert.deepEqual(r.warnings, [
    { path: "pilots[0].upgrades.torpedo[1]", message: "Luke Skywalker: Proton Torpedoes: no free torpedo slot" },
    { path: "pilots[1].id", message: `unknown pilot "nosuchpilot" in 2.0 Legacy's cards: kept as a T-65 X-wing with its primary attacks, without pilot` },
    { path: "pilots[2].name", message: 'Wedge Antilles: given by its name "wedgeantilles" only (XWS 1): read as its id' },
  ]);
  assert.equal(r.rulesetFrom, "list");
  const given = xwing.squad(xws, { lenient: true, ruleset: "xwa" });
  assert.deepEqual([given.ruleset, given.rulesetFrom], ["xwa", "options"], "options.ruleset overrides the list");
  const silent = xwing.squad({ faction: "rebelalliance", pilots: [] });
  assert.deepEqual([silent.ruleset, silent.rulesetFrom], ["xwa", "default"], "a list that doesn't say: X-Wing Alliance");
  // A builder whose name says XWA says the list's ruleset; YASB's 2.5
  // builder alone doesn't say which (X-Wing Alliance or AMG).
  const named = xwing.squad({ faction: "rebelalliance", pilots: [], vendor: { yasb: { builder: "YASB - X-Wing 2.5 XWA" } } });
  assert.deepEqual([named.ruleset, named.rulesetFrom], ["xwa", "list"], "YASB's XWA builder names its ruleset");
  const either = xwing.squad({ faction: "rebelalliance", pilots: [], vendor: { yasb: { builder: "YASB - X-Wing 2.5" } } });
  assert.deepEqual([either.ruleset, either.rulesetFrom], ["xwa", "default"], "YASB's 2.5 builder doesn't say which");
  assert.equal(xwing.squad({ ...xws, ruleset: "XWA" }, { lenient: true }).ruleset, "xwa", "the list's ruleset field, case-insensitively");
});

// Real lists players flew (cards/testdata/real-squads-sample.json, the
// contract's copy), each under the ruleset it was flown with: a legal one
// imports with no warning and exactly its weapons; an illegal one warns
// and keeps every ship whose type is known (its pilot, or its ship).
test("every real list: legal ones import cleanly with exactly their weapons, illegal ones warn and keep every known ship", () => {
  const { lists } = JSON.parse(readFileSync(new URL("cards/testdata/real-squads-sample.json", root), "utf8"));
  const ships = new Set(xwing.catalog().map((c) => c.id));
  const weaponKey = (w) => (w.primary ? `primary ${w.arc} ${w.value}` : `${w.name} ${w.arc} ${w.value} ${w.minRange}-${w.maxRange}${w.ordnance ? " ordnance" : ""}`);
  let legal = 0;
  let illegal = 0;
  for (const [k, l] of lists.entries()) {
    const what = `list ${k} (${l.ruleset}, ${l.date})`;
    const r = xwing.squad(l.xws, { lenient: true, ruleset: l.ruleset });
    assert.equal(r.ruleset, l.ruleset, what);
    if (l.legal) {
      legal++;
      assert.deepEqual(r.warnings, [], what);
      assert.deepEqual(r.ships.map((s) => s.pilot), l.expect.map((e) => e.pilot), what);
      assert.deepEqual(r.ships.map((s) => xwing.weapons(s, { ruleset: l.ruleset }).map(weaponKey)), l.expect.map((e) => e.weapons.map(weaponKey)), what);
      continue;
    }
    illegal++;
    // The tables write a white action as any action (README, "Choices
    // where the contract is silent"): that one list reads as legal.
    if (l.problems.length === 1 && l.problems[0].includes("'difficulty': 'White'")) continue;
    assert.ok(r.warnings.length > 0, `${what}: warned (${l.problems.join("; ")})`);
    const pilots = new Set(xwing.pilots({ ruleset: l.ruleset }).map((p) => p.id));
    const known = l.xws.pilots.filter((p) => pilots.has(p.id || p.name) || ships.has(p.ship)).length;
    assert.ok(r.ships.length >= known, `${what}: ${r.ships.length} ships kept of ${known} known`);
  }
  assert.ok(legal > 200 && illegal > 50, `${legal} legal, ${illegal} illegal`);
});

// Weapon Hardpoint (data/README.md): the T-70's and the M3-A's extra slot
// takes one cannon, torpedo or missile, as squad()'s slots show.
test("the Weapon Hardpoint on a T-70 and an M3-A: one cannon, torpedo or missile, with its weapon", () => {
  const slotsOf = (faction, id, upgrades) => {
    const r = xwing.squad({ faction, pilots: [{ id, upgrades }] }, { lenient: true, ruleset: "xwa" });
    return { r, s: r.ships[0], hardpoint: r.ships[0].slots.filter((x) => x.slot === "hardpoint") };
  };
  for (const [faction, pilot] of [["resistance", "bluesquadronrookie"], ["scumandvillainy", "cartelspacer"]]) {
    for (const weapon of ["protontorpedoes", "ioncannon", "clustermissiles"]) {
      const { r, s, hardpoint } = slotsOf(faction, pilot, [weapon]);
      assert.deepEqual(r.warnings, [], `${pilot} ${weapon}`);
      assert.deepEqual(hardpoint, [{ slot: "hardpoint", upgrade: weapon }], `${pilot}: ${weapon} in the hardpoint`);
      assert.equal(xwing.weapons(s).length, 2, `${pilot}: its primary and the ${weapon}`);
    }
    const { r, s } = slotsOf(faction, pilot, ["protontorpedoes", "ioncannon"]);
    assert.deepEqual(s.upgrades, ["protontorpedoes"], `${pilot}: one hardpoint only`);
    assert.match(r.warnings[0].message, /Ion Cannon: no free cannon slot$/);
  }
  // A bare T-70: its slots, all free.
  assert.ok(slotsOf("resistance", "bluesquadronrookie", []).s.slots.every((x) => x.upgrade === null));
});

test("the page's rulesets are the engine's", async () => {
  const { RULESETS, decode, encode, emptyState } = await import(new URL("web/state.js", root));
  assert.deepEqual(RULESETS, xwing.rulesets().map((r) => r.id));
  const catalog = new Map(xwing.catalog().map((c) => [c.id, c]));
  assert.equal(decode("v1=2e,s,3,,*/", catalog).state.ruleset, "xwa", "a link from before rulesets: XWA");
  assert.equal(decode(encode({ ...emptyState(), ruleset: "legacy" }), catalog).state.ruleset, "legacy");
  assert.equal(encode(emptyState()), "v1=2e,s,3,,*//", "XWA goes without saying");
});
