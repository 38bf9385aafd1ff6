// The share-link codec (web/state.js) on its own, in Node: round trips,
// and untrusted links never throw and never yield an invalid board.
import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { encode, decode, normalize, emptyState, MAX_SHIPS } from "../../web/state.js";
import { setTokenTypes } from "../../web/pieces.js";

// The engine's token table (xwing.tokens()), the entries these links use.
setTokenTypes([
  { id: "coreasteroid5", name: "Core set asteroid 6", kind: "asteroid" },
  { id: "drk1probedroid", name: "DRK-1 Probe Droid", kind: "remote" },
]);

const catalog = new Map([
  ["t65xwing", { id: "t65xwing", size: "small", turret: "" }],
  ["hwk290lightfreighter", { id: "hwk290lightfreighter", size: "small", turret: "single", turretPositions: ["front", "right", "rear", "left"] }],
  ["rz2awing", { id: "rz2awing", size: "small", turret: "single", turretPositions: ["front", "rear"] }],
  ["modifiedyt1300lightfreighter", { id: "modifiedyt1300lightfreighter", size: "large", turret: "double", turretPositions: ["front-rear", "left-right"] }],
]);

const board = {
  ...emptyState(),
  edition: "2e",
  board: "e",
  maxRange: 5,
  selected: 2,
  arcs: ["front", "bullseye"],
  ships: [
    { type: "t65xwing", team: "1", x: 400.5, y: 700, heading: 12.3, turret: "", mobile: "", name: "Red One; /,&=#%", arc: "" },
    { type: "hwk290lightfreighter", team: "2", x: 1700, y: 10, heading: 359.9, turret: "left", mobile: "", name: "“Moldy” <Crow>", arc: "" },
    { type: "modifiedyt1300lightfreighter", team: "1", x: 0, y: 914.4, heading: 0, turret: "left-right", mobile: "", name: "", arc: "" },
    { type: "@huge", team: "2", x: 900, y: 450, heading: 90, turret: "", mobile: "rear", name: "", arc: "bullseye" },
  ],
  obstacles: [
    { type: "a1", x: 100, y: 100, heading: 45, flipped: false, team: "" },
    { type: "g1", x: 1800, y: 900, heading: 270.5, flipped: false, team: "" },
    { type: "coreasteroid5", x: 300, y: 400, heading: 12.5, flipped: true, team: "" },
    { type: "drk1probedroid", x: 500, y: 20, heading: 0, flipped: false, team: "2" },
  ],
};

describe("share link codec", () => {
  it("round-trips a board exactly", () => {
    const st = normalize(board, catalog).state;
    const link = encode(st);
    assert.match(link, /^v1=2e,e,5,2,front\.bullseye\//);
    const back = decode(`#${link}`, catalog);
    assert.deepEqual(back.problems, []);
    assert.deepEqual(back.state, st);
    assert.equal(encode(back.state), link);
  });

  it("keeps ship numbers: in the link when they aren't 1, 2, ... in order", () => {
    const st = normalize(board, catalog).state;
    assert.deepEqual(st.ships.map((s) => s.n), [1, 2, 3, 4]);
    const fields = (link) => link.split("/")[1].split(";").map((r) => r.split(",").length);
    assert.ok(fields(encode(st)).every((n) => n <= 11), "in order: no numbers written");
    // Ship 2 removed, a new one added: 1, 3, 4, 5.
    const gapped = normalize({ ...st, selected: -1, ships: [...st.ships.filter((_, i) => i !== 1), { ...board.ships[0], n: undefined }] }, catalog).state;
    assert.deepEqual(gapped.ships.map((s) => s.n), [1, 3, 4, 5]);
    const link = encode(gapped);
    assert.deepEqual(fields(link), [12, 12, 12, 12]);
    const back = decode(`#${link}`, catalog);
    assert.deepEqual(back.problems, []);
    assert.deepEqual(back.state, gapped);
    assert.deepEqual(back.state.ships.map((s) => s.n), [1, 3, 4, 5]);
    // An older link (no numbers) still opens, numbered in order; junk
    // numbers and repeats are renumbered past the largest.
    assert.deepEqual(decode("#v1=2e,s,3,,*/t65xwing,1,1,1,1;t65xwing,1,2,2,2/", catalog).state.ships.map((s) => s.n), [1, 2]);
    const junk = decode("#v1=2e,s,3,,*/t65xwing,1,1,1,1,,,,,,,7;t65xwing,1,2,2,2,,,,,,,7;t65xwing,1,3,3,3,,,,,,,x;t65xwing,1,3,3,3,,,,,,,0/", catalog);
    assert.deepEqual(junk.problems, []);
    assert.deepEqual(junk.state.ships.map((s) => s.n), [7, 8, 9, 10]);
  });

  it("keeps a turret only where the catalog allows it", () => {
    const st = normalize({ ...board, ships: [{ ...board.ships[0], type: "rz2awing", turret: "left" }] }, catalog).state;
    assert.equal(st.ships[0].turret, "front");
  });

  it("drops bad pieces with a reason, keeps the rest", () => {
    const r = decode("#v1=2e,s,3,9,*/t65xwing,1,1,1,1;nope,1,1,1,1;t65xwing,1,x,1,1;@tiny,1,1,1,1/a9,1,1,1;a1,5,5,5", catalog);
    assert.equal(r.state.ships.length, 1);
    assert.equal(r.state.obstacles.length, 1);
    assert.equal(r.state.selected, -1);
    assert.equal(r.problems.length, 4);
    assert.match(r.problems.join("\n"), /ship 2 left out: unknown ship “nope”/);
  });

  it("caps the number of ships", () => {
    const ships = Array.from({ length: MAX_SHIPS + 5 }, () => "t65xwing,1,1,1,1").join(";");
    const r = decode(`#v1=2e,s,3,,*/${ships}/`, catalog);
    assert.equal(r.state.ships.length, MAX_SHIPS);
    assert.match(r.problems[0], /only the first/);
  });

  it("cleans names: no controls, no bidi overrides, no split surrogates", () => {
    const r = decode(`#v1=2e,s,3,,*/t65xwing,1,1,1,1,,,${encodeURIComponent("a\u202eb\u0007c  d" + "𝕏".repeat(50))}/`, catalog);
    const name = r.state.ships[0].name;
    assert.equal(Array.from(name).length, 40);
    assert.ok(name.startsWith("abc d𝕏"));
    assert.doesNotThrow(() => encode(r.state));
    const lone = normalize({ ships: [{ type: "t65xwing", x: 1, y: 1, heading: 1, name: "x\ud83dy" }] }, catalog).state;
    assert.equal(lone.ships[0].name, "xy");
  });

  it("never throws on random garbage, and what it keeps is valid", () => {
    const alphabet = "v1=,;/&%#.-0123456789abcdefxyz@*<>\"'\u0000\u202e𝕏 ";
    let seed = 42;
    const rand = (n) => {
      seed = (seed * 48271) % 2147483647;
      return seed % n;
    };
    for (let i = 0; i < 3000; i++) {
      let s = i % 2 ? "v1=" : "";
      const len = rand(120);
      for (let k = 0; k < len; k++) s += alphabet[rand(alphabet.length)];
      const r = decode(s, catalog);
      assert.ok(Array.isArray(r.problems));
      for (const sh of r.state.ships) {
        assert.ok(Number.isFinite(sh.x) && Number.isFinite(sh.y) && sh.heading >= 0 && sh.heading < 360, JSON.stringify(sh));
        assert.ok(catalog.has(sh.type) || /^@(small|medium|large|huge)$/.test(sh.type));
        assert.ok(sh.name.length <= 40 && !/[\u0000-\u001f\u202e]/.test(sh.name));
      }
      // A kept board survives its own round trip.
      assert.deepEqual(decode(encode(r.state), catalog).state, r.state);
    }
  });
});
