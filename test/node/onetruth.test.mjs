// One truth (issue 16): the engine measures and words, the page shows.
// Both ways in (XWING_ENGINE=plain and xwing.js): the ruler's measure,
// generic ships as the page sends them (engine.js engineShip), board()'s
// verdict sentences, the diagram's <desc>, and cmd/diagram drawing a state
// with pilots and upgrades exactly as xwing.diagram does.
import { test } from "node:test";
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { engine, root, cardText } from "./engine.mjs";
import { engineShip } from "../../web/engine.js";

const xwing = await engine();
xwing.addCards(cardText("xwa"));

// A page ship added by size (state.js), as engine.js sends it.
const generic = (team, x, y, heading, arc = "front") => engineShip({ type: "@small", team, x, y, heading, arc }, "2e");

test("the page sends a generic ship's arc, never a range span", () => {
  const s = generic("1", 100, 100, 0);
  assert.deepEqual(s.weapons, [{ name: "Primary", arc: "front", primary: true }]);
  assert.deepEqual(xwing.weapons(s).map((w) => [w.minRange, w.maxRange]), [[0, 3]], "the engine's span: 0-3 in XWA");
  assert.deepEqual(xwing.weapons(s, { ruleset: "legacy" }).map((w) => [w.minRange, w.maxRange]), [[1, 3]], "2.0 Legacy: 1-3");
});

test("two touching generic ships attack each other at range 0, and the verdict says so", () => {
  const state = { ships: [generic("1", 400, 400, 180), generic("2", 400, 440, 0)], selected: 0, edition: "2e", maxRange: 3 };
  const b = xwing.board(state, { labels: ["Small ship #1", "Small ship #2"] });
  assert.deepEqual(b.attacks.map((list) => list.map((a) => a.range)), [[0], [0]]);
  assert.equal(b.verdicts.length, 1);
  assert.equal(b.verdicts[0].kind, "target");
  assert.equal(b.verdicts[0].headline, "Small ship #2 is in your front arc at range 0, touching; clear shot.");
  assert.ok(b.verdicts[0].details.includes("Range 0: you may attack, with no range bonus."), b.verdicts[0].details.join("\n"));
});

test("measure: the edition's bands, the touching rule and beyond range 5", () => {
  const a = { x: 100, y: 100, heading: 0, size: "small" };
  const touching = { x: 140, y: 100, heading: 90, size: "small" };
  let m = xwing.measure(a, touching, { edition: "1e" });
  assert.equal(m.range, 1, "1e: touching ships are at range 1");
  assert.equal(m.words, "range 1 (touching)");
  assert.equal(m.touching, true);
  m = xwing.measure(a, touching);
  assert.equal(m.range, 0);
  assert.equal(m.text, "0.0 mm, range 0 (touching)");
  m = xwing.measure({ x: 0, y: 0 }, { x: 512, y: 0 });
  assert.equal(m.range, null);
  assert.equal(m.words, "beyond range 5");
  assert.equal(m.text, "512.0 mm, beyond range 5");
  m = xwing.measure({ x: 100, y: 300 }, a);
  assert.deepEqual([m.from, m.to, m.distance, m.range], [{ x: 100, y: 300 }, { x: 100, y: 120 }, 180, 2]);
  assert.equal(xwing.measure({ x: 110, y: 95 }, a).touching, true, "a point on a base touches it");
  assert.throws(() => xwing.measure({ x: 1 }, a), (e) => e instanceof TypeError && e.path === "a.y");
});

test("measure on random pairs gives rangeTo's band, distance and points", () => {
  let seed = 16;
  const rnd = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
  for (let k = 0; k < 200; k++) {
    const ed = k % 2 ? "1e" : "2e";
    const sizes = ed === "1e" ? ["small", "large"] : ["small", "medium", "large"];
    const ship = () => ({ x: rnd() * 900, y: rnd() * 900, heading: rnd() * 360, size: sizes[Math.floor(rnd() * sizes.length)] });
    const a = ship();
    const b = ship();
    const m = xwing.measure(a, b, { edition: ed });
    const r = xwing.rangeTo(a, b, { edition: ed });
    assert.deepEqual([m.range, m.distance, m.from, m.to], [r.range, r.distance, r.from, r.to], JSON.stringify([a, b, ed]));
  }
});

test("the diagram's <desc> holds board()'s verdict sentences, line by line", () => {
  const rock = { type: "coreasteroid4", x: 400, y: 250, heading: 0 };
  const state = { ships: [generic("1", 400, 400, 0), generic("2", 400, 130, 180), generic("2", 400, -20, 180), generic("1", 460, 400, 0)], obstacles: [rock], selected: 0, edition: "2e", maxRange: 3 };
  const names = { labels: ["Luke", "Vader", "Black One", "Wedge"] };
  const b = xwing.board(state, names);
  const headlines = b.verdicts.map((v) => v.headline);
  assert.deepEqual(headlines, [
    "Vader is in your front arc at range 3; obstructed by core asteroid 5.",
    "Black One is ahead, beyond range 3; you can't attack it.",
    "Friendly Wedge is at range 1.",
  ]);
  const svg = xwing.diagram(state, names);
  const desc = /<desc>([^<]*)<\/desc>/.exec(svg)[1].replaceAll("&#39;", "'").replaceAll("&quot;", '"').replaceAll("&amp;", "&");
  assert.equal(desc, b.verdicts.flatMap((v) => [v.headline, ...v.details]).join("\n"));
});

test("cmd/diagram draws a state with pilots and upgrades as xwing.diagram does", () => {
  const dir = mkdtempSync(join(tmpdir(), "onetruth-"));
  const bin = join(dir, "diagram");
  const built = spawnSync("go", ["build", "-o", bin, "./cmd/diagram"], { cwd: fileURLToPath(root), encoding: "utf8" });
  assert.equal(built.status, 0, built.stderr);
  const state = {
    ships: [
      { pilot: "lukeskywalker", upgrades: ["protontorpedoes", "r2d2"], team: "1", x: 450, y: 700, heading: 0 },
      { pilot: "darthvader", team: "2", x: 470, y: 480, heading: 180 },
    ],
    obstacles: [{ type: "coreasteroid4", x: 600, y: 560, heading: 30 }],
    selected: 0,
    edition: "2e",
  };
  const options = { caption: "Luke and Vader", theme: "dark", labels: ["Luke", "Vader"], width: 640 };
  const file = join(dir, "state.json");
  writeFileSync(file, JSON.stringify({ ...state, ...options }));
  const out = spawnSync(bin, [file], { encoding: "utf8" });
  assert.equal(out.status, 0, out.stderr);
  const want = xwing.diagram(state, options);
  assert.ok(want.includes("Proton Torpedoes (front, range 2–3)"), "the upgrade armed the ship");
  assert.equal(out.stdout, want);
  // Its errors are the API's, with the path.
  writeFileSync(file, JSON.stringify({ ships: [{ pilot: "lukeskywalker", upgrades: "r2d2", x: 1, y: 1, heading: 0 }] }));
  const bad = spawnSync(bin, [file], { encoding: "utf8" });
  assert.equal(bad.status, 1);
  assert.match(bad.stderr, /ships\[0\]\.upgrades: want an array of upgrade ids, got "r2d2"/);
});
