// attackOptions on hand-made boards: teams, weapon spans, obstruction,
// range bonus.
import { test } from "node:test";
import assert from "node:assert/strict";
import { engine } from "./engine.mjs";

const xwing = await engine();

// Two small ships (40 mm bases) face each other across 160 mm (range 2):
//
//        attacker (100,100), heading 180: front edge y = 120, x 80..120
//          |  |
//          |  |   the tied shortest lines: the strip x 80..120, y 120..280
//          |  |
//        target (100,300), heading 0: front edge y = 280
const attacker = { id: "A", team: "rebels", x: 100, y: 100, heading: 180, size: "small",
  weapons: [{ name: "Primary", arc: "front", minRange: 1, maxRange: 3, primary: true }] };
const target = { id: "T", team: "empire", x: 100, y: 300, heading: 0, size: "small" };
const rect = (id, x0, y0, x1, y1) => ({ id, points: [{ x: x0, y: y0 }, { x: x1, y: y0 }, { x: x1, y: y1 }, { x: x0, y: y1 }] });

test("an enemy in arc at range 2: one clear option", () => {
  const opts = xwing.attackOptions(attacker, [attacker, target]);
  assert.equal(opts.length, 1, "the attacker itself is skipped");
  const o = opts[0];
  assert.equal(o.target, "T");
  assert.equal(o.weapon, "Primary");
  assert.equal(o.arc, "front");
  assert.equal(o.range, 2);
  assert.ok(Math.abs(o.distance - 160) < 1e-9);
  assert.deepEqual(o.bonus, { attack: 0, defense: 0 });
  assert.equal(o.obstruction, "clear");
  assert.deepEqual(o.obstructedBy, []);
});

test("friends never attack each other; no team is everyone's enemy", () => {
  assert.equal(xwing.attackOptions(attacker, [{ ...target, team: "rebels" }]).length, 0);
  assert.equal(xwing.attackOptions({ ...attacker, team: undefined }, [{ ...target, team: "rebels" }]).length, 1);
  assert.equal(xwing.attackOptions(attacker, [{ ...target, team: undefined, id: undefined }])[0].target, 0, "no id: index");
});

test("weapon range spans", () => {
  const w = (minRange, maxRange) => ({ ...attacker, weapons: [{ name: "W", arc: "front", minRange, maxRange }] });
  assert.equal(xwing.attackOptions(w(1, 1), [target]).length, 0, "range 2 is past range 1");
  assert.equal(xwing.attackOptions(w(3, 3), [target]).length, 0, "range 2 is short of range 3");
  assert.equal(xwing.attackOptions(w(2, 3), [target]).length, 1);
  assert.equal(xwing.attackOptions({ ...attacker, weapons: [{ name: "Rear", arc: "rear", minRange: 1, maxRange: 3 }] }, [target]).length, 0, "not in the rear arc");
});

test("obstruction: clear, obstructed, choice", () => {
  const at = (obstacles) => xwing.attackOptions(attacker, [target], { obstacles })[0];
  const clear = at([rect("far", 400, 400, 440, 440)]);
  assert.equal(clear.obstruction, "clear");

  const blocked = at([rect("rock", 60, 190, 140, 210)]); // across the whole strip
  assert.equal(blocked.obstruction, "obstructed");
  assert.deepEqual(blocked.obstructedBy, ["rock"]);
  assert.equal(blocked.bonus.defense, 1, "obstructed: the defender rolls 1 extra die");

  const choice = at([rect("half", 60, 190, 100, 210)]); // covers x 80..100 of the strip only
  assert.equal(choice.obstruction, "choice");
  assert.deepEqual(choice.obstructedBy, ["half"]);
  assert.ok(choice.from.x > 100 && choice.to.x > 100, "choice reports a clear line");
  assert.equal(choice.bonus.defense, 0, "the attacker chooses the clear line");

  const byIndex = xwing.attackOptions(attacker, [target], { obstacles: [rect(undefined, 60, 190, 140, 210)] })[0];
  assert.deepEqual(byIndex.obstructedBy, [0], "no id: index");
});

test("range bonus of every weapon without ordnance (2e, 2.5 rules)", () => {
  const placed = (y) => xwing.attackOptions(attacker, [{ ...target, y }])[0];
  assert.deepEqual(placed(200).bonus, { attack: 1, defense: 0 }, "range 1: attack +1");
  assert.equal(placed(200).range, 1);
  assert.deepEqual(placed(300).bonus, { attack: 0, defense: 0 }, "range 2: none");
  assert.equal(placed(400).range, 3);
  assert.deepEqual(placed(400).bonus, { attack: 0, defense: 1 }, "range 3: defense +1");
  const secondary = { ...attacker, weapons: [
    { name: "Ion Cannon", arc: "front", minRange: 1, maxRange: 3 },
    { name: "Proton Torpedoes", arc: "front", minRange: 1, maxRange: 3, ordnance: true }] };
  const [ion, torpedoes] = xwing.attackOptions(secondary, [{ ...target, y: 200 }]);
  assert.deepEqual([ion.weapon, ion.ordnance, ion.bonus], ["Ion Cannon", false, { attack: 1, defense: 0 }], "a cannon at range 1: attack +1");
  assert.deepEqual([torpedoes.weapon, torpedoes.ordnance, torpedoes.bonus], ["Proton Torpedoes", true, { attack: 0, defense: 0 }], "ordnance: none");
});

test("board: attacks for every ship and the selected ship's view", () => {
  const v = xwing.board({ ships: [attacker, target], obstacles: [rect("rock", 60, 190, 140, 210)], selected: 1 });
  assert.equal(v.attacks.length, 2);
  assert.equal(v.attacks[0][0].obstruction, "obstructed");
  assert.equal(v.selected.index, 1);
  assert.ok(v.selected.arcs.every((a) => typeof a.path === "string" && a.path.startsWith("M")));
  // Shapes come in the ship's frame; the transform puts them on the
  // board, where they are arcOutline's and rangeOutline's polygons.
  const [, x, y, h] = /^translate\((\S+) (\S+)\) rotate\((\S+)\)$/.exec(v.selected.transform).map(Number);
  const [s, c] = [Math.sin((h * Math.PI) / 180), Math.cos((h * Math.PI) / 180)];
  const place = (path) => path.slice(1, -1).split("L").map((p) => p.split(" ").map(Number)).map(([u, w]) => ({ x: x + u * c - w * s, y: y + u * s + w * c }));
  const near = (got, want) => got.length === want.length && got.every((p, k) => Math.hypot(p.x - want[k].x, p.y - want[k].y) < 0.01);
  const front = xwing.arcOutline(target, "front");
  assert.ok(near(place(v.selected.arcs.find((a) => a.arc === "front" && a.range === 2).path), front[1].points));
  assert.ok(near(place(v.selected.rings[2].path), xwing.rangeOutline(target)[2].points));
  assert.equal(v.selected.others[0].target, "A");
  assert.equal(v.selected.others[0].relation, "inFront");
  assert.ok(v.selected.others[0].arcs.some((a) => a.arc === "front"));
  assert.equal(v.selected.obstacles[0].target, "rock");
  assert.equal(v.selected.obstacles[0].range.range, 1);
});

test("outlines and catalog", () => {
  const arcs = xwing.arcOutline(attacker, "front");
  assert.deepEqual(arcs.map((a) => a.range), [1, 2, 3]);
  assert.ok(arcs[0].points.length >= 3 && Number.isFinite(arcs[0].points[0].x));
  const turret = xwing.arcOutline({ ...attacker, turret: "left-right" }, "doubleTurret");
  assert.deepEqual([...new Set(turret.map((a) => a.arc))].sort(), ["left", "right"]);
  assert.equal(xwing.rangeOutline(attacker, { maxRange: 5 }).length, 5);
  const cat = xwing.catalog();
  const x = cat.find((s) => s.id === "t65xwing");
  assert.equal(x.size, "small");
  assert.ok(x.weapons.some((w) => w.primary));
  assert.notEqual(xwing.catalog(), cat, "a fresh copy each call");
});
