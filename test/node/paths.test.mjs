// The two ways into the engine give identical answers and identical
// errors: a plain script's js.FuncOf functions (answers as JSON text from the answer tape) and
// load()'s exported calls (answers as tapes, api/tape.go), on random
// boards, good calls and thousands of hostile ones, down to the last bit
// of every number.
import { test } from "node:test";
import assert from "node:assert/strict";
import { startPlain } from "./engine.mjs";
import { hostileCall, good, other, reservedKeySquads } from "./hostile-inputs.mjs";

const plain = await startPlain();
const fast = await (await import("../../web/xwing.js")).load();

// mulberry32: a small seeded generator, so a failure can be replayed.
function random(seed) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const models = plain.catalog().map((s) => s.id);

function board(rnd, i) {
  const pick = (a) => a[Math.floor(rnd() * a.length)];
  const edition = i % 4 === 3 ? "1e" : "2e";
  const n = 2 + Math.floor(rnd() * 12);
  const ships = Array.from({ length: n }, (_, k) => {
    const s = { id: rnd() < 0.8 ? `s${k}` : undefined, team: pick(["a", "b", "c"]), x: rnd() * 914, y: rnd() * 914, heading: rnd() * 720 - 360 };
    if (edition === "2e" && rnd() < 0.7) s.ship = pick(models);
    else s.size = edition === "1e" ? pick(["small", "large"]) : pick(["small", "medium", "large"]);
    if (edition === "1e" && rnd() < 0.3) s.mobile = pick(["front", "rear", "left", "right"]);
    if (rnd() < 0.15) s.weapons = [{ name: `W${k}`, arc: edition === "1e" ? pick(["primary", "auxRear", "bullseye", "turret360"]) : pick(["front", "rear", "fullFront", "bullseye"]), minRange: 1, maxRange: 2 + Math.floor(rnd() * 2), primary: rnd() < 0.5 }];
    return s;
  });
  const obstacles = Array.from({ length: Math.floor(rnd() * 5) }, (_, k) => {
    const cx = rnd() * 914, cy = rnd() * 914, r = 20 + rnd() * 40, m = 3 + Math.floor(rnd() * 6);
    return { id: rnd() < 0.7 ? `o${k}` : undefined, points: Array.from({ length: m }, (_, j) => ({ x: cx + r * Math.cos((2 * Math.PI * j) / m), y: cy + r * Math.sin((2 * Math.PI * j) / m) })) };
  });
  // Official tokens too: obstacles by type, devices and remotes.
  const token = (types) => ({ type: pick(types), x: rnd() * 914, y: rnd() * 914, heading: rnd() * 720 - 360, flipped: rnd() < 0.5, team: pick(["a", undefined]) });
  if (rnd() < 0.3) obstacles.push({ ...token(["coreasteroid5", "gascloud3", "loosecargo", "electrochaffcloud"]), team: undefined });
  const tokens = rnd() < 0.4 ? Array.from({ length: 1 + Math.floor(rnd() * 3) }, () => token(["protonbombs", "proximitymines", "drk1probedroid", "sensorbuoy_blue"])) : undefined;
  return { ships, obstacles, tokens, selected: Math.floor(rnd() * (n + 1)) - 1, edition, maxRange: rnd() < 0.2 ? 5 : undefined };
}

test("board and attackOptions: the same answers both ways", () => {
  const rnd = random(7);
  for (let i = 0; i < 150; i++) {
    const st = board(rnd, i);
    assert.deepStrictEqual(fast.board(st), plain.board(st), `board ${i}: ${JSON.stringify(st)}`);
    const opts = { obstacles: st.obstacles, edition: st.edition, maxRange: st.maxRange };
    assert.deepStrictEqual(fast.attackOptions(st.ships[0], st.ships, opts), plain.attackOptions(st.ships[0], st.ships, opts), `attackOptions ${i}`);
  }
});

test("rangeTo, inArc and relation: the same answers both ways", () => {
  const rnd = random(8);
  for (let i = 0; i < 300; i++) {
    const { ships: [a, b], obstacles, edition } = board(rnd, i);
    const o = { edition };
    assert.deepStrictEqual(fast.rangeTo(a, b, o), plain.rangeTo(a, b, o));
    const arc = edition === "1e" ? "primary" : "front";
    assert.deepStrictEqual(fast.rangeTo(a, b, { ...o, arc }), plain.rangeTo(a, b, { ...o, arc }));
    assert.equal(fast.inArc(a, b, arc, o), plain.inArc(a, b, arc, o));
    assert.equal(fast.relation(a, b, o), plain.relation(a, b, o));
    if (obstacles.length) assert.deepStrictEqual(fast.rangeTo(a, obstacles[0], o), plain.rangeTo(a, obstacles[0], o));
  }
});

test("strings with any characters come back as they went in", () => {
  const odd = ["", "é", "日本", "a\"b\\c", "line\nbreak", "\u0000", "😀", "\u2028"];
  for (const id of odd) {
    const ships = [{ id, team: "x", x: 100, y: 100, heading: 180, size: "small" }, { id: `${id}2`, team: "y", x: 100, y: 250, heading: 0, size: "small" }];
    const f = fast.board({ ships, selected: 0 });
    assert.deepStrictEqual(f, plain.board({ ships, selected: 0 }));
    assert.equal(f.attacks[1][0]?.target, id || 0, JSON.stringify(id));
  }
});

test("a getter that calls the engine while the arguments are read", () => {
  const a = { x: 100, y: 100, heading: 180, size: "small" };
  const b = { x: 100, y: 300, heading: 0, size: "small" };
  let inner;
  const sneaky = { heading: 0, size: "small", y: 300 };
  Object.defineProperty(sneaky, "x", { enumerable: true, get: () => ((inner = fast.rangeTo(a, b)), 100) });
  assert.deepStrictEqual(fast.rangeTo(a, sneaky), plain.rangeTo(a, b), "the outer call");
  assert.deepStrictEqual(inner, plain.rangeTo(a, b), "the nested call");
  assert.deepStrictEqual(fast.rangeTo(a, b), plain.rangeTo(a, b), "and the next one");
});

// outcome is what a call gives: its answer, or its error's class, message
// and path.
function outcome(api, name, args) {
  try {
    return { answer: api[name](...args) };
  } catch (e) {
    return { error: e?.constructor?.name, message: e?.message, path: e?.path };
  }
}

test("hostile and good calls: the same answer or the same error both ways", () => {
  let differ = 0, threw = 0;
  for (let i = 0; i < 1500; i++) {
    const [name, args] = hostileCall(424242, i);
    const [, again] = hostileCall(424242, i); // the same call, made afresh: getters and proxies run again
    const f = outcome(fast, name, args), p = outcome(plain, name, again);
    if (f.error) threw++;
    try {
      assert.deepStrictEqual(f, p);
    } catch (e) {
      differ++;
      if (differ < 5) console.error(`call ${i} ${name}:`, JSON.stringify(f).slice(0, 300), "vs", JSON.stringify(p).slice(0, 300));
    }
  }
  assert.equal(differ, 0, "calls that differ between the two ways");
  assert.ok(threw > 1000, `most hostile calls throw (${threw})`);
  for (const [name, args] of [["catalog", []], ["diagram", [{ ships: [good, other], selected: 0 }, { caption: "two ships" }]]]) {
    assert.deepStrictEqual(outcome(fast, name, args), outcome(plain, name, args), name);
  }
});

// A plain script in Node starts without the cards (the loader reads them
// at once): the hostile calls name no real card, so they answer the same
// (issue 25: a pilot given as a string differed).
test("hostile calls: the same answer or the same error from a plain script without the cards", async () => {
  const bare = await startPlain({ cards: false });
  let differ = 0;
  for (let i = 0; i < 1500; i++) {
    const [name, args] = hostileCall(424242, i);
    const [, again] = hostileCall(424242, i);
    const f = outcome(fast, name, args), p = outcome(bare, name, again);
    try {
      assert.deepStrictEqual(f, p);
    } catch (e) {
      differ++;
      if (differ < 5) console.error(`call ${i} ${name}:`, JSON.stringify(f).slice(0, 300), "vs", JSON.stringify(p).slice(0, 300));
    }
  }
  assert.equal(differ, 0, "calls that differ between load() and a plain script without cards");
});

test("squads with reserved keys (__proto__, constructor, ...): the same error both ways", () => {
  const error = (f) => { try { f(); } catch (e) { return { name: e.name, message: e.message, path: e.path }; } return null; };
  for (const [text] of reservedKeySquads) {
    for (const xws of [JSON.parse(text), text]) {
      const a = error(() => fast.squad(xws, { lenient: true })), b = error(() => plain.squad(xws, { lenient: true }));
      assert.ok(a, text);
      assert.deepStrictEqual(a, b, text);
    }
  }
});
