// Squads through the JavaScript API, both ways in (make test-node runs
// this suite through a plain script and through load()): the public squads
// of each ruleset give exactly their expected weapons under it, illegal
// lists are refused with a path (and listed as warnings when lenient),
// toXWS round-trips, and bad lists get clear errors.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { engine, root, RULESETS } from "./engine.mjs";
import { reservedKeySquads } from "./hostile-inputs.mjs";

const xwing = await engine();
const FACTION_NAMES = {
  firstorder: "First Order", galacticempire: "Galactic Empire", galacticrepublic: "Galactic Republic", rebelalliance: "Rebel Alliance",
  resistance: "Resistance", scumandvillainy: "Scum and Villainy", separatistalliance: "Separatist Alliance",
};
const squadsOf = (r) => JSON.parse(readFileSync(new URL(`cards/testdata/public-squads-${r}.json`, root), "utf8"));

// weaponKey is a weapon as the cases describe it.
const weaponKey = (w) => (w.primary ? `primary ${w.arc} ${w.value}` : `${w.name} ${w.arc} ${w.value} ${w.minRange}-${w.maxRange}${w.ordnance ? " ordnance" : ""}`);

for (const r of RULESETS) {
  const data = squadsOf(r);
  test(`${r}: every public squad: each ship has exactly the weapons it must have`, () => {
    assert.ok(data.squads.length >= 40);
    for (const [k, c] of data.squads.entries()) {
      const got = xwing.squad(c.xws, { ruleset: r });
      assert.equal(got.ruleset, r);
      assert.deepEqual(got.warnings, [], `squad ${k}`);
      assert.equal(got.ships.length, c.expect.length, `squad ${k}`);
      got.ships.forEach((s, i) => {
        assert.equal(s.pilot, c.expect[i].pilot, `squad ${k} ship ${i}`);
        assert.equal(s.ship, c.expect[i].ship, `squad ${k} ship ${i}`);
        assert.deepEqual(xwing.weapons(s, { ruleset: r }).map(weaponKey), c.expect[i].weapons.map(weaponKey), `squad ${k} ship ${i} (${s.pilot})`);
      });
    }
  });

  test(`${r}: every illegal list is refused with a path, and listed as a warning when lenient`, () => {
    for (const [k, c] of data.illegal.entries()) {
      // The tables write "a white reload" as they write "a reload"
      // (README, "Choices where the contract is silent").
      if (c.why.includes("'difficulty': 'White'")) continue;
      assert.throws(() => xwing.squad(c.xws, { ruleset: r }), (e) => e instanceof RangeError && /^pilots\[\d+\]/.test(e.path) && e.message.startsWith(`squad: ${e.path}: `), `illegal ${k}: ${c.why}`);
      const lenient = xwing.squad(c.xws, { lenient: true, ruleset: r });
      assert.ok(lenient.warnings.length > 0, `illegal ${k}: warned`);
      assert.ok(lenient.warnings.every((w) => /^pilots\[\d+\]/.test(w.path) && w.message), `illegal ${k}`);
      assert.equal(lenient.ships.length, c.xws.pilots.length, `illegal ${k}: every ship kept`);
    }
  });

  // What was read is always written back (issue 27): every public squad
  // (random loadouts, standard loadouts, quick builds), its ruleset said
  // by the list as builders export it, is written back by toXWS with no
  // option, from its ships or from the squad() answer itself, and reads
  // back as the same pilots and upgrades.
  test(`${r}: squad(toXWS(squad(x))): every public squad, quick builds and standard loadouts included, from the list's own ruleset`, () => {
    const kinds = new Set();
    for (const [k, c] of data.squads.entries()) {
      kinds.add(c.kind);
      const got = xwing.squad({ ...c.xws, ruleset: r });
      assert.equal(got.ruleset, r);
      assert.ok(got.ships.every((s) => s.ruleset === r), `squad ${k}: each ship says its ruleset`);
      // Its cards, not the attack rules (a 2.0 Legacy primary's span
      // starts at 1 under options.ruleset "legacy" only).
      const cardsWeapons = (ws) => ws.map((w) => [w.name, w.arc, w.value, w.maxRange, w.ordnance]);
      for (const s of got.ships) assert.deepEqual(cardsWeapons(xwing.weapons(s)), cardsWeapons(xwing.weapons(s, { ruleset: r })), `squad ${k}: a ship is armed with the cards it was read with`);
      const cardsOf = (ships) => ships.map((s) => [s.pilot, [...s.upgrades].sort()]);
      for (const xws of [xwing.toXWS(got.ships), xwing.toXWS(got)]) {
        assert.equal(xws.ruleset, r, `squad ${k} (${c.kind})`);
        assert.equal(xws.faction, got.faction);
        const again = xwing.squad(xws);
        assert.deepEqual(again.warnings, [], `squad ${k} (${c.kind})`);
        assert.deepEqual(cardsOf(again.ships), cardsOf(got.ships), `squad ${k} (${c.kind})`);
      }
      // A faction named as players write it reads the same.
      const named = xwing.squad({ ...c.xws, ruleset: r, faction: FACTION_NAMES[c.xws.faction] });
      assert.equal(named.faction, c.xws.faction, `squad ${k}: ${FACTION_NAMES[c.xws.faction]}`);
      assert.deepEqual(named.warnings, []);
      assert.deepEqual(cardsOf(named.ships), cardsOf(got.ships));
    }
    assert.deepEqual([...kinds].sort(), ["quick build", "random loadout", "standard loadout"]);
  });

  test(`${r}: squad(toXWS(ships)) gives the same pilots and upgrades, under the ruleset it names`, () => {
    for (const c of data.squads) {
      const ships = xwing.squad(c.xws, { ruleset: r }).ships;
      const xws = xwing.toXWS(ships, { ruleset: r });
      assert.equal(xws.ruleset, r);
      const again = xwing.squad(xws);
      assert.equal(again.ruleset, r);
      assert.deepEqual(again.ships.map((s) => [s.pilot, [...s.upgrades].sort()]), ships.map((s) => [s.pilot, [...s.upgrades].sort()]));
    }
  });
}

test("placement: every base in its setup area, facing the far edge, ids unique", () => {
  const xws = { faction: "galacticempire", pilots: Array.from({ length: 8 }, () => ({ id: "academypilot" })) };
  const bottom = xwing.squad(xws, { edge: "bottom", takenIds: ["Academy Pilot 1"] }).ships;
  assert.equal(new Set(bottom.map((s) => s.id)).size, 8);
  assert.ok(!bottom.some((s) => s.id === "Academy Pilot 1"), "taken ids are avoided");
  for (const s of bottom) {
    assert.equal(s.heading, 0);
    assert.ok(s.y - 20 >= 914.4 - 100 - 1e-9 && s.y + 20 <= 914.4 + 1e-9, `within range 1 of the bottom edge: y ${s.y}`);
  }
  for (const s of xwing.squad(xws, { edge: "top", team: "red" }).ships) {
    assert.equal(s.heading, 180);
    assert.equal(s.team, "red");
    assert.ok(s.y - 20 >= -1e-9 && s.y + 20 <= 100 + 1e-9);
  }
});

test("bad lists: clear errors with paths; JSON text is read like an object", () => {
  const bad = [
    [{ faction: "rebelalliance", pilots: [{ id: "lukeskywalker", upgrades: { torpedo: ["nope"] } }] }, "pilots[0].upgrades.torpedo[0]", RangeError],
    [{ faction: "rebelalliance", pilots: [{ id: "nobody" }] }, "pilots[0].id", RangeError],
    [{ faction: "rebelalliance", pilots: [{}] }, "pilots[0].id", RangeError],
    [{ faction: "rebelalliance", pilots: "luke" }, "pilots", TypeError],
    [{ faction: "rebelalliance", pilots: [{ id: "lukeskywalker", upgrades: [3] }] }, "pilots[0].upgrades[0]", TypeError],
    [{ faction: "rebelalliance", ruleset: 2, pilots: [] }, "ruleset", TypeError],
    [{ pilots: [] }, "faction", RangeError],
    ["{not json", "", RangeError],
  ];
  for (const [xws, path, kind] of bad) {
    assert.throws(() => xwing.squad(xws), (e) => e instanceof kind && e.path === path, JSON.stringify(xws));
  }
  const text = JSON.stringify({ faction: "rebelalliance", vendor: { x: 1 }, pilots: [{ id: "lukeskywalker", upgrades: { torpedo: ["protontorpedoes"] } }] });
  assert.deepEqual(xwing.squad(text), xwing.squad(JSON.parse(text)));
  const lenient = xwing.squad({ faction: "rebelalliance", pilots: [{ id: "lukeskywalker", upgrades: { torpedo: ["nope"] } }, { id: "nobody" }] }, { lenient: true });
  assert.deepEqual(lenient.warnings.map((w) => w.path), ["pilots[0].upgrades.torpedo[0]", "pilots[1].id"]);
  assert.equal(lenient.ships.length, 1);
});

test("weapons and attack options of an armed ship: torpedoes at range 2-3, no bonus", () => {
  const luke = { x: 400, y: 700, heading: 0, pilot: "lukeskywalker", upgrades: ["protontorpedoes"], team: "r" };
  const tie = (gap) => ({ x: 400, y: 700 - 40 - gap, heading: 180, ship: "tielnfighter", team: "e", id: "t" });
  const at1 = xwing.attackOptions(luke, [tie(80)]);
  assert.deepEqual(at1.map((o) => [o.weapon, o.range, o.bonus.attack]), [["Primary (front)", 1, 1]], "range 1: torpedoes can't fire");
  const at2 = xwing.attackOptions(luke, [tie(180)]);
  assert.deepEqual(at2.map((o) => [o.weapon, o.range, o.ordnance, o.bonus.attack]), [["Primary (front)", 2, false, 0], ["Proton Torpedoes", 2, true, 0]]);
  assert.throws(() => xwing.weapons({ ...luke, upgrades: ["protontorpedoes", "protontorpedoes"] }), { name: "RangeError", path: "ship.upgrades[1]" });
});

test("a slot key or id that JavaScript objects reserve (__proto__, constructor, ...) is refused at its path, lenient or not", () => {
  for (const [text, path] of reservedKeySquads) {
    for (const xws of [JSON.parse(text), text]) {
      for (const options of [undefined, { lenient: true }]) {
        assert.throws(() => xwing.squad(xws, options), (e) => e instanceof RangeError && e.path === path && e.message.startsWith(`squad: ${path}: `) && /reserve/.test(e.message), `${text} ${JSON.stringify(options)}`);
      }
    }
  }
  assert.equal(Object.getPrototypeOf({}).polluted, undefined);
});

// What was read is written back, leniently too: every real list of the
// sample, read leniently under its ruleset (what it left out is gone,
// what it kept stays: a pilot of another faction, a ship without pilot),
// gives the same ships again through toXWS of the squad() answer.
test("squad(toXWS(squad(x))): every real list of the sample, read leniently, comes back with the same ships", () => {
  const real = JSON.parse(readFileSync(new URL("cards/testdata/real-squads-sample.json", root), "utf8")).lists;
  assert.ok(real.length >= 300);
  let pilotless = 0;
  for (const [k, l] of real.entries()) {
    const got = xwing.squad(l.xws, { ruleset: l.ruleset, lenient: true });
    const xws = xwing.toXWS(got);
    assert.equal(xws.ruleset, l.ruleset, `list ${k}`);
    assert.equal(xws.faction, got.faction, `list ${k}`);
    const again = xwing.squad(xws, { lenient: true });
    const cardsOf = (ships) => ships.map((s) => [s.pilot, s.ship, [...s.upgrades].sort()]);
    assert.deepEqual(cardsOf(again.ships), cardsOf(got.ships), `list ${k}`);
    if (l.legal) assert.deepEqual(again.warnings, [], `list ${k}: a legal list writes back legal`);
    pilotless += got.ships.filter((s) => s.pilot === null).length;
    // Each ship, as squad() gives it, is a ship the other calls take.
    for (const s of got.ships) xwing.weapons(s, { ruleset: l.ruleset });
  }
  assert.ok(pilotless > 0, "the sample has ships kept without their pilot");
});
