// delta and applyDelta carry a value across to a thread that holds an
// earlier one (dragworker.js to dragframes.js): only what is not the very
// object sent last time crosses. The engine's board() gives the parts of
// its answer that did not change as the same objects (api/boardmemo.go),
// so a drag's frame on a 200-ship board sends the few that did, not the
// whole answer (~180 KB a frame, whose copying alone took a phone's frame).
//
// A delta is one of:
//   [SAME]                      the value held
//   [VALUE, v]                  v
//   [ARRAY, length, [i, d, …]]  the array held, cut to length, entry i by d
//   [OBJECT, [k, d, …], gone]   a plain object: key k by d, keys gone deleted
//   [MAP, [k, d, …], gone]      a Map, likewise

const SAME = 0;
const VALUE = 1;
const ARRAY = 2;
const OBJECT = 3;
const MAP = 4;
const SAME_DELTA = Object.freeze([SAME]);

// DEPTH: how deep delta looks for the parts that are the same objects:
// an answer's lists of ships, a ship's fields, their items.
const DEPTH = 5;

const plain = (v) => v !== null && typeof v === "object" && Object.getPrototypeOf(v) === Object.prototype;

// delta is what turns prev (the value the other side holds) into next.
export function delta(prev, next, depth = 0) {
  if (prev === next) return SAME_DELTA;
  if (depth < DEPTH && prev !== null && next !== null && typeof prev === "object" && typeof next === "object") {
    if (Array.isArray(prev) && Array.isArray(next)) {
      const changes = [];
      for (let i = 0; i < next.length; i++) {
        if (i < prev.length && prev[i] === next[i]) continue;
        changes.push(i, delta(prev[i], next[i], depth + 1));
      }
      return [ARRAY, next.length, changes];
    }
    if (prev instanceof Map && next instanceof Map) {
      const changes = [];
      for (const [k, v] of next) {
        if (prev.has(k) && prev.get(k) === v) continue;
        changes.push(k, delta(prev.get(k), v, depth + 1));
      }
      return [MAP, changes, [...prev.keys()].filter((k) => !next.has(k))];
    }
    if (plain(prev) && plain(next)) {
      const changes = [];
      for (const k of Object.keys(next)) {
        if (Object.hasOwn(prev, k) && prev[k] === next[k]) continue;
        changes.push(k, delta(prev[k], next[k], depth + 1));
      }
      return [OBJECT, changes, Object.keys(prev).filter((k) => !Object.hasOwn(next, k))];
    }
  }
  return [VALUE, next];
}

// applyDelta is the value d (delta's) makes of held, the value the other
// side had when it made d. held is not changed: the parts d leaves alone
// are shared.
export function applyDelta(held, d) {
  switch (d[0]) {
    case SAME:
      return held;
    case VALUE:
      return d[1];
    case ARRAY: {
      const out = held.slice(0, d[1]);
      out.length = d[1];
      const ch = d[2];
      for (let j = 0; j < ch.length; j += 2) out[ch[j]] = applyDelta(held[ch[j]], ch[j + 1]);
      return out;
    }
    case MAP: {
      const out = new Map(held);
      for (const k of d[2]) out.delete(k);
      const ch = d[1];
      for (let j = 0; j < ch.length; j += 2) out.set(ch[j], applyDelta(held.get(ch[j]), ch[j + 1]));
      return out;
    }
    case OBJECT: {
      const out = { ...held };
      for (const k of d[2]) delete out[k];
      const ch = d[1];
      for (let j = 0; j < ch.length; j += 2) out[ch[j]] = applyDelta(held[ch[j]], ch[j + 1]);
      return out;
    }
  }
  throw new Error(`applyDelta: unknown delta kind ${d[0]}`);
}
