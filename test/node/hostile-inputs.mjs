// Hostile inputs for the engine's API, made deterministically from a seed
// and an index, so that the same call can be made twice (once each way
// in) and a failure replays.

// A small deterministic PRNG (mulberry32), so a failure replays.
export function rng(seed) {
  return () => {
    seed |= 0; seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const good = { x: 100, y: 100, heading: 180, size: "small", id: "g" };
export const other = { x: 100, y: 300, heading: 0, size: "small" };
const rock = { id: "r", points: [{ x: 400, y: 400 }, { x: 440, y: 400 }, { x: 420, y: 440 }] };

// HUGE is an array of ten million holes, made once: V8 allocates and
// clears its 80 MB on every new Array(1e7), which made the series' own
// making take most of its minute, not the engine's answers.
const HUGE = new Array(1e7);

export const throwing = () => ({ get x() { throw new Error("getter"); }, y: 1, heading: 0, size: "small" });
const bad = [
  () => undefined, () => null, () => NaN, () => Infinity, () => -Infinity, () => 1e300, () => -0, () => 2.5,
  () => "", () => "tiny", () => "1", () => "front", () => true, () => false, () => 10n, () => Symbol("s"),
  () => ({}), () => [], () => [1, 2], () => () => 1, () => new Array(5000), () => Object.create(null),
  () => new Proxy({}, { get() { throw new Error("trap"); } }),
  () => { const r = Proxy.revocable({}, {}); r.revoke(); return r.proxy; },
  throwing, () => ({ toString() { throw new Error("toString"); } }), () => new Date(), () => /re/,
  () => ({ x: 1, y: 1, heading: 0 }), () => ({ ...good, size: "tiny" }), () => ({ ...good, ship: "nope" }),
  () => ({ ...good, heading: NaN }), () => ({ ...good, x: "5" }), () => ({ ...good, weapons: 5 }),
  () => ({ ...good, weapons: [{}] }), () => ({ ...good, weapons: HUGE }), () => ({ ...good, turret: 3 }),
  () => ({ points: new Array(1e9) }), () => ({ points: [1, 2, 3] }), () => ({ points: [{ x: 0, y: 0 }, { x: 1, y: 1 }, { x: 2, y: 2 }] }),
  () => ({ type: "nope", x: 1, y: 1, heading: 0 }), () => ({ type: "protonbombs", x: 1, y: NaN, heading: 0 }),
  () => ({ type: "drk1probedroid", x: 1, y: 1, heading: 0, flipped: "yes" }), () => ({ type: "coreasteroid0", x: 1, y: 1, heading: 0, points: [] }),
];
const badFor = (kind) => (rand() < 0.5 ? pick(bad)() : corrupt(kind));

// corrupt returns a mostly good value of kind with one field made bad.
function corrupt(kind) {
  const v = kind === "ships" ? [good, other] : kind === "options" ? { edition: "2e" } : kind === "obstacle" ? structuredClone(rock) : { ...good };
  const target = Array.isArray(v) ? (v[1] = { ...other }) : v;
  const field = pick(kind === "options" ? ["edition", "maxRange", "arc", "obstacles"] : kind === "obstacle" ? ["points", "id"] : ["x", "y", "heading", "size", "ship", "id", "team", "turret", "mobile", "weapons", "pilot"]);
  const b = pick(bad)();
  try { target[field] = b; } catch { /* a frozen value */ }
  return v;
}

// Each function with argument kinds; one argument is made bad per call.
const fns = {
  inArc: ["ship", "ship", "arc", "options"],
  rangeTo: ["ship", "ship", "options"],
  within: ["ship", "ship", "n", "options"],
  beyond: ["ship", "ship", "n", "options"],
  relation: ["ship", "ship", "options"],
  attackOptions: ["ship", "ships", "options"],
  arcOutline: ["ship", "arc", "options"],
  rangeOutline: ["ship", "options"],
  board: ["state"],
  move: ["ship", "move", "moveBoard"],
};
const goodArg = { ship: () => ({ ...good }), ships: () => [good, other], arc: () => "front", n: () => 2, options: () => ({ obstacles: [rock] }), state: () => ({ ships: [good, other], selected: 0 }),
  move: () => ({ speed: 2, bearing: "bankLeft" }), moveBoard: () => ({ ships: [other], obstacles: [rock] }) };

function badArg(kind) {
  switch (kind) {
    case "arc": return pick(["sideways", "", "auxRear", 3, null, undefined, Symbol("a"), {}, "FRONT"]);
    case "n": return pick([2.5, -1, 6, NaN, "2", null, undefined, 10n, Infinity]);
    case "options": return pick([badFor("options"), { edition: "3e" }, { maxRange: 9 }, { arc: "nope" }, "2e", 5, { obstacles: [badFor("obstacle")] }]);
    case "state": return pick([badFor("x"), { ships: badFor("ships") }, { ships: [good, badFor("ship")] }, { ships: [good], selected: pick([1, -2, 0.5, "0", NaN]) }, { ships: [good], obstacles: [badFor("obstacle")] }, { ships: [good], edition: 2 }]);
    case "ships": return pick([badFor("ships"), [good, badFor("ship")], badFor("x")]);
    case "move": return pick([pick(bad)(), { speed: pick(bad)(), bearing: "straight" }, { speed: 1, bearing: pick(bad)() }, { speed: 9, bearing: "straight" },
      { speed: 1, bearing: "straight", position: pick(bad)() }, { action: pick(bad)(), direction: "left" }, { action: "barrelroll", direction: pick(bad)() },
      { action: "barrelroll", direction: "left", template: pick(bad)() }, { device: pick(bad)() }, { device: "protonbombs", template: pick(bad)() },
      { device: "protonbombs", template: { speed: 1, bearing: "koiogran" } }, { device: "protonbombs", from: pick(bad)() }]);
    case "moveBoard": return pick([pick(bad)(), { ships: badFor("ships") }, { ships: [other], area: pick(bad)() }, { obstacles: [badFor("obstacle")] },
      { tokens: [pick(bad)()] }, { ships: [other], edition: pick(bad)() }]);
    default: return badFor("ship");
  }
}


let rand = rng(1);
const pick = (xs) => xs[Math.floor(rand() * xs.length)];

// hostileCall returns call i of the series seed: [function name, args],
// one argument made bad. The same seed and i give an equal call.
export function hostileCall(seed, i) {
  rand = rng((seed * 7919 + i) | 0);
  const names = Object.keys(fns);
  const name = names[i % names.length];
  const kinds = fns[name];
  const k = Math.floor(rand() * kinds.length);
  return [name, kinds.map((kind, j) => (j === k ? badArg(kind) : goodArg[kind]()))];
}

// reservedKeySquads are XWS lists with a name JavaScript objects reserve
// where a slot key or an id goes, each with the path squad() must refuse
// it at (lenient or not), as JSON text: JSON.parse makes "__proto__" an
// own key, as a pasted list does (an object literal would set the
// prototype instead).
export const reservedKeySquads = [
  ['{"faction":"rebelalliance","pilots":[{"id":"lukeskywalker","upgrades":{"__proto__":["r2d2"]}}]}', "pilots[0].upgrades.__proto__"],
  ['{"faction":"rebelalliance","pilots":[{"id":"wedgeantilles"},{"id":"lukeskywalker","upgrades":{"torpedo":["protontorpedoes"],"constructor":["r2d2"]}}]}', "pilots[1].upgrades.constructor"],
  ['{"faction":"rebelalliance","pilots":[{"id":"lukeskywalker","upgrades":{"prototype":[]}}]}', "pilots[0].upgrades.prototype"],
  ['{"faction":"rebelalliance","pilots":[{"id":"lukeskywalker","upgrades":{"astromech":["r2d2","__proto__"]}}]}', "pilots[0].upgrades.astromech[1]"],
  ['{"faction":"rebelalliance","pilots":[{"id":"lukeskywalker","upgrades":["hasOwnProperty"]}]}', "pilots[0].upgrades[0]"],
  ['{"faction":"rebelalliance","pilots":[{"id":"__proto__","ship":"t65xwing"}]}', "pilots[0].id"],
  ['{"faction":"rebelalliance","pilots":[{"id":"lukeskywalker","ship":"constructor"}]}', "pilots[0].ship"],
];
