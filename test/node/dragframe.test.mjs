// A drag's frame on the page (web/store.js normalizeFrame): the state
// checked again for the one ship that moved is exactly the state
// normalize gives for the whole board, on random frames of random boards.
import { test } from "node:test";
import assert from "node:assert/strict";
import { rng } from "./hostile-inputs.mjs";

const root = new URL("../../", import.meta.url);
const { normalize } = await import(new URL("web/state.js", root));
const { normalizeFrame } = await import(new URL("web/store.js", root));

const TYPES = ["t65xwing", "tielnfighter", "vt49decimator", "@small", "@large"];
const catalog = new Map(TYPES.filter((t) => !t.startsWith("@")).map((id) => [id, { id }]));

function board(r) {
  const ships = Array.from({ length: 3 + Math.floor(r() * 60) }, (_, i) => ({
    type: TYPES[Math.floor(r() * TYPES.length)],
    team: r() < 0.5 ? "1" : "2",
    x: r() * 1900 - 30,
    y: r() * 950 - 20,
    heading: r() * 720 - 360,
    arc: r() < 0.5 ? "front" : "singleTurret",
    name: r() < 0.3 ? `Ship ${i}` : "",
    n: r() < 0.2 ? 1 + Math.floor(r() * 5) : undefined,
  }));
  return normalize({ edition: r() < 0.5 ? "2e" : "1e", board: "e", maxRange: 3, selected: Math.floor(r() * ships.length), ships, obstacles: [{ type: "coreasteroid0", x: 300, y: 300, heading: 10 }] }, catalog).state;
}

test("a frame that moves, turns or drags one ship off the board checks that ship as normalize does", () => {
  const r = rng(25);
  let fast = 0;
  for (let b = 0; b < 60; b++) {
    let st = board(r);
    for (let f = 0; f < 40 && st.ships.length; f++) {
      const i = Math.floor(r() * st.ships.length);
      const ships = st.ships.slice();
      const patch = r() < 0.7 ? { x: st.ships[i].x + (r() - 0.5) * 80, y: st.ships[i].y + (r() - 0.5) * 80 } : { heading: r() * 1000 - 500 };
      if (r() < 0.05) patch.x = NaN; // a ship normalize leaves out
      ships[i] = { ...ships[i], ...patch };
      const next = { ...st, ships };
      const want = normalize(next, catalog).state;
      const got = normalizeFrame(st, next, catalog);
      if (got) {
        fast++;
        assert.deepEqual(got, want);
        st = got;
      } else {
        st = want;
      }
    }
  }
  assert.ok(fast > 2000, `the fast way answered ${fast} frames`);
});

test("anything but one ship changed is left to normalize", () => {
  const st = board(rng(7));
  assert.equal(normalizeFrame(st, { ...st }, catalog), null, "nothing changed");
  assert.equal(normalizeFrame(st, { ...st, selected: 0, ships: st.ships.map((s) => ({ ...s })) }, catalog), null, "every ship");
  assert.equal(normalizeFrame(st, { ...st, ships: st.ships.slice(1) }, catalog), null, "a ship removed");
  const ships = st.ships.slice();
  ships[0] = { ...ships[0], x: 1 };
  assert.equal(normalizeFrame(st, { ...st, ships, maxRange: 4 }, catalog), null, "a setting too");
  assert.equal(normalizeFrame(st, { ...st, ships, extra: 1 }, catalog), null, "a field normalize drops");
});
