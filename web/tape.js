// tape.js: how web/xwing.js calls the engine through its exported
// functions: a call's arguments written as a tape into the engine's
// memory (put), its answer read back from the tape the engine wrote
// (readTape). The tapes are defined once, in internal/tapeproto
// (protocol.js is generated from it).

import {
  ARG_NULL, ARG_TRUE, ARG_FALSE, ARG_NUMBER, ARG_STRING, ARG_ARRAY, ARG_OBJECT,
  ARG_UNDEFINED, ARG_FUNCTION, ARG_SYMBOL, ARG_BIGINT, ARG_THREW, ARG_CUT, CUT_DEEP, CUT_VALUES, CUT_KEYS,
  CUT_BAD_ARRAY, MAX_DEPTH, MAX_ELEMENTS, MAX_KEYS, MAX_VALUES, END, NULL, TRUE, FALSE, NUMBER, INT, STRING,
  ARRAY, OBJECT, POINT, SAME, WITHIN, VERSION, FUNCTIONS,
} from "./protocol.js";

const encoder = new TextEncoder();
const decoder = new TextDecoder();

// engineCalls is the API's functions of an engine instance (exports) from
// its raw ones (raw: what it left at globalThis.xwingRaw, with its
// version): each called through the exported functions (viaExports) when
// the instance speaks this protocol (exported), else the plain js.FuncOf
// way; either way an error is thrown, not returned.
export function engineCalls(raw, exports) {
  const exported = typeof exports.xwingCall === "function" && exports.xwingTapeVersion?.() === VERSION;
  const api = { version: raw.version };
  FUNCTIONS.forEach((name, i) => {
    if (typeof raw[name] !== "function") return;
    const plain = throwing(raw[name], name);
    api[name] = exported ? viaExports(plain, name, i, exports) : plain;
  });
  return { api, exported };
}

// throwing turns a raw engine function, which returns a TypeError or
// RangeError instead of throwing it (Go cannot throw into JavaScript),
// into one that throws.
function throwing(f, name) {
  const w = function (...args) {
    const r = f.apply(this, args);
    if (r instanceof Error) throw r;
    return r;
  };
  Object.defineProperty(w, "name", { value: name });
  return w;
}

// viaExports calls the engine through its exported functions
// (bindings/export.go): a call costs nanoseconds where a js.FuncOf call
// costs ~13 µs. The arguments travel as a tape written straight into the
// engine's memory (put), the answer as a tape read from it (readTape);
// both are defined in internal/tapeproto (imported here as protocol.js).
// The engine decodes the tape with the same decoder as a plain script's
// calls, so both ways give the same answers and the same errors. A call
// makes no garbage but its argument list and its answer: the views of
// the engine's memory are made once (again only when it grows), and the
// input buffer is asked for again only when a tape outgrows it.
//
// board() answers a drag's every frame: its answer tape says which parts
// are the same as in the last answer it read (api/boardmemo.go), and
// those are that answer's own objects (so a page may compare parts by
// identity to skip redrawing them; answers are not to be changed).
export function viaExports(plain, name, i, exports) {
  const keeps = name === "board";
  let last; // the last answer of board()
  const w = function (...args) {
    // A getter may call the engine while put reads the arguments: such a
    // nested call takes the plain way, so as not to clobber the tape,
    // which first leaves the engine's memory (the call may grow it).
    if (writing) {
      leave();
      return plain.apply(this, args);
    }
    if (inCap === 0) {
      inAt = exports.xwingBuffer(START) >>> 0; // an address: unsigned
      inCap = START;
    }
    if (inCodes === null || inCodes.length === 0) viewInput(exports.mem.buffer);
    codes = inCodes;
    bytes = inBytes;
    nc = 0;
    nb = 0;
    count = 0;
    writing = true;
    try {
      put(args, 0);
    } finally {
      writing = false;
    }
    const at = codes === inCodes && bytes === inBytes ? BYTES_AT(inCap) : copyIn(exports);
    const status = exports.xwingCall(i, nc, nb, at); // 0, or ERROR_BASE
    const m = memory(exports);
    const answer = readTape(m, m.i32[inAt >>> 2] >>> 0, keeps && status >= 0 ? last : undefined);
    if (status >= 0) {
      if (keeps) last = answer;
      return answer;
    }
    const E = answer.name === "TypeError" ? TypeError : answer.name === "Error" ? Error : RangeError; // Error: cards not loaded
    const e = new E(answer.message);
    e.path = answer.path;
    throw e;
  };
  Object.defineProperty(w, "name", { value: name });
  return w;
}

// The engine's input buffer (bindings/export.go xwingBuffer keeps it
// until a larger one is asked): its address and size, and views of it,
// made again only when the engine's memory grows (which detaches the
// views: their length becomes 0) or the buffer does: the tape's codes from
// byte 8 (inCodes), its strings' bytes from BYTES_AT (inBytes).
const START = 1 << 16;
const BYTES_AT = (cap) => ((cap * 3) >>> 2) & ~3;
let inAt = 0;
let inCap = 0;
let inCodes = null;
let inBytes = null;

function viewInput(buffer) {
  const at = BYTES_AT(inCap);
  inCodes = new Int32Array(buffer, inAt + 8, (at - 8) >>> 2);
  inBytes = new Uint8Array(buffer, inAt + at, inCap - at);
}

// leave moves the tape being written out of the engine's memory, into
// arrays of its own: before the engine runs (a nested call), or when the
// tape outgrows the input buffer.
function leave() {
  if (codes === inCodes) codes = inCodes.slice(0, Math.max(nc, 1024));
  if (bytes === inBytes) bytes = inBytes.slice(0, Math.max(nb, 1024));
}

// copyIn copies a tape that left the engine's memory back into its input
// buffer, grown if need be, its bytes right after its codes, and returns
// where they begin.
function copyIn(exports) {
  leave();
  const at = 8 + 4 * nc;
  const n = at + nb;
  if (n > inCap) {
    inCap = n + (n >>> 1);
    inAt = exports.xwingBuffer(inCap) >>> 0;
    inCodes = null; // views of the old buffer
  }
  const m = memory(exports);
  m.i32.set(codes.subarray(0, nc), (inAt + 8) >>> 2);
  m.u8.set(bytes.subarray(0, nb), inAt + at);
  return at;
}

// memory returns views of the engine's memory, made again only when it
// grows (the old views' length becomes 0): asking the memory for its
// buffer costs more than a small call's answer.
let views = { i32: null, f64: null, u8: null };
function memory(exports) {
  if (views.u8 === null || views.u8.length === 0) {
    const buffer = exports.mem.buffer;
    views = { i32: new Int32Array(buffer), f64: new Float64Array(buffer), u8: new Uint8Array(buffer) };
  }
  return views;
}

// The arguments' tape being written: int32 codes, with numbers as their
// float64 bits, and the strings' UTF-8 bytes; in the engine's input
// buffer, or arrays of their own once they left it (leave).
let codes = null;
let bytes = null;
let nc = 0;
let nb = 0;
let count = 0; // values written, for MAX_VALUES
let writing = false;
const bits = new Float64Array(1);
const bitWords = new Int32Array(bits.buffer);

// put writes value v at depth by the rules the engine's own walker keeps
// for a plain script's calls (bindings/args.go): own enumerable string
// keys in order, each property read once, the elements of arrays of at
// most MAX_ELEMENTS (of longer ones only the length), what a getter or Proxy trap throws kept as a value.
function put(v, depth) {
  count++;
  if (nc + 3 > codes.length) room(3);
  switch (typeof v) {
    case "number":
      bits[0] = v;
      codes[nc++] = ARG_NUMBER;
      codes[nc++] = bitWords[0];
      codes[nc++] = bitWords[1];
      return;
    case "string":
      codes[nc++] = ARG_STRING;
      putString(v);
      return;
    case "boolean":
      codes[nc++] = v ? ARG_TRUE : ARG_FALSE;
      return;
    case "undefined":
      codes[nc++] = ARG_UNDEFINED;
      return;
    case "function":
      codes[nc++] = ARG_FUNCTION;
      return;
    case "symbol":
      codes[nc++] = ARG_SYMBOL;
      return;
    case "bigint":
      codes[nc++] = ARG_BIGINT;
      return;
  }
  if (v === null) {
    codes[nc++] = ARG_NULL;
    return;
  }
  // An object. What its own traps throw (Array.isArray, length,
  // Object.keys on a Proxy) makes it a thrown value.
  const mark = nc, markBytes = nb, markCount = count;
  try {
    if (depth > MAX_DEPTH) return cut(CUT_DEEP);
    if (count > MAX_VALUES) return cut(CUT_VALUES);
    if (Array.isArray(v)) {
      const n = v.length;
      if (!(typeof n === "number" && n >= 0 && n <= 4294967295 && Number.isInteger(n))) return cut(CUT_BAD_ARRAY);
      codes[nc++] = ARG_ARRAY;
      codes[nc++] = n >>> 0;
      if (n <= MAX_ELEMENTS) {
        for (let k = 0; k < n; k++) putMember(v, k, depth);
      }
    } else {
      const keys = Object.keys(v);
      if (keys.length > MAX_KEYS) return cut(CUT_KEYS);
      codes[nc++] = ARG_OBJECT;
      codes[nc++] = keys.length;
      for (let j = 0; j < keys.length; j++) {
        putString(keys[j]);
        putMember(v, keys[j], depth);
      }
    }
  } catch (e) {
    nc = mark;
    nb = markBytes;
    count = markCount;
    putThrew(e);
  }
}

function cut(reason) {
  codes[nc++] = ARG_CUT;
  codes[nc++] = reason;
}

// putMember writes v[k], an element or a member of a container at depth;
// what its getter throws is written as a thrown value.
function putMember(v, k, depth) {
  let x;
  try {
    x = v[k];
  } catch (e) {
    count++;
    putThrew(e);
    return;
  }
  put(x, depth + 1);
}

// putThrew writes what a getter or trap threw: a string as is, an
// object's string message, otherwise nothing (the engine's walker does
// the same). The thrown value may be hostile too.
function putThrew(e) {
  let message = "";
  try {
    if (typeof e === "string") message = e;
    else if (typeof e === "object" && e !== null) {
      const m = Reflect.get(e, "message");
      if (typeof m === "string") message = m;
    }
  } catch {
    message = "";
  }
  if (nc + 1 > codes.length) room(1);
  codes[nc++] = ARG_THREW;
  putString(message);
}

// room makes room for n more codes, in an array of their own.
function room(n) {
  if (nc + n <= codes.length) return;
  const c = new Int32Array(Math.max(codes.length * 2, nc + n));
  c.set(codes.subarray(0, nc));
  codes = c;
}

// putString writes a string's offset and UTF-8 length, and its bytes.
function putString(s) {
  const n = s.length;
  if (nb + 3 * n > bytes.length) {
    const b = new Uint8Array(Math.max(bytes.length * 2, nb + 3 * n));
    b.set(bytes.subarray(0, nb));
    bytes = b;
  }
  if (nc + 2 > codes.length) room(2);
  let k = 0;
  for (; k < n; k++) {
    const c = s.charCodeAt(k);
    if (c >= 0x80) break;
    bytes[nb + k] = c;
  }
  let len = k;
  if (k < n) len += encoder.encodeInto(s.slice(k), bytes.subarray(nb + k)).written;
  codes[nc++] = nb;
  codes[nc++] = len;
  nb += len;
}

// readTape rebuilds an answer from the tape whose head the engine wrote
// at address at (api/tape.go): int32 codes, float64 numbers and a string
// table, read where they lie.
// Strings the engine keeps for good (keys, names, path data) come as their
// address, and are decoded once: a cache by address and length (a
// prefix may share its address) keeps them, direct-mapped (a Map lookup
// per key and call cost more than the rest of reading a small answer).
// The reader's place is kept in module variables (one answer is read at a
// time), so reading makes nothing but the answer.
const LASTING = 4096; // a power of 2
const lastingAddr = new Int32Array(LASTING); // 0: empty (no lasting string lives at 0)
const lastingLen = new Int32Array(LASTING);
const lasting = new Array(LASTING).fill("");
let strings = [];
let tapeI32 = null;
let tapeF64 = null;
let tapeU8 = null;
let rc = 0; // the next code's index in tapeI32
let rn = 0; // the next number's index in tapeF64

function readTape(m, at, prev) {
  const i32 = m.i32;
  const head = at >>> 2; // api/tape.go head: counts, then where each part lies
  const nStrings = i32[head + 2];
  const refs = i32[head + 5] >>> 2;
  let q = i32[head + 6] >>> 0; // the strings' bytes
  tapeU8 = m.u8;
  if (strings.length < nStrings) strings = new Array(nStrings);
  for (let k = 0; k < nStrings; k++) {
    const addr = i32[refs + 2 * k], len = i32[refs + 2 * k + 1];
    if (addr === 0) {
      strings[k] = text(m.u8, q, len);
      q += len;
      continue;
    }
    strings[k] = lastingAt(addr, len);
  }
  tapeI32 = i32;
  tapeF64 = m.f64;
  rc = i32[head + 3] >>> 2;
  rn = i32[head + 4] >>> 3;
  return prev === undefined ? value() : delta(prev);
}

// lastingAt returns the string of len bytes that lives for good at
// address addr of the engine's memory, decoded once.
function lastingAt(addr, len) {
  const slot = (addr ^ (addr >>> 11) ^ Math.imul(len, 0x9e3779b1)) & (LASTING - 1);
  if (lastingAddr[slot] !== addr || lastingLen[slot] !== len) {
    lasting[slot] = text(tapeU8, addr >>> 0, len);
    lastingAddr[slot] = addr;
    lastingLen[slot] = len;
  }
  return lasting[slot];
}

// str reads a string's code: an index in the table, or a string that
// lives for good, its length's complement and its address.
function str() {
  const r = tapeI32[rc++];
  return r >= 0 ? strings[r] : lastingAt(tapeI32[rc++], ~r);
}

// text decodes len UTF-8 bytes of u8 at from: a short ASCII string by a
// loop (a TextDecoder call costs more than it), the rest by the decoder.
function text(u8, from, len) {
  if (len <= 32) {
    let s = "";
    for (let k = from; k < from + len; k++) {
      const c = u8[k];
      if (c >= 0x80) return decoder.decode(u8.subarray(from, from + len));
      s += String.fromCharCode(c);
    }
    return s;
  }
  return decoder.decode(u8.subarray(from, from + len));
}

// delta reads the value at the reader's place, whose counterpart in the
// last answer is prev: SAME is prev itself; WITHIN marks the container
// that follows as holding SAME parts, followed into prev; anything else
// is read as it is.
const NONE = Object.freeze([]);
function delta(prev) {
  const c = tapeI32[rc];
  if (c === SAME) {
    rc++;
    return prev;
  }
  if (c !== WITHIN) return value();
  rc++;
  if (tapeI32[rc++] === ARRAY) {
    const p = Array.isArray(prev) ? prev : NONE;
    const a = [];
    for (let k = 0; tapeI32[rc] !== END; k++) a.push(delta(p[k]));
    rc++;
    return a;
  }
  const p = typeof prev === "object" && prev !== null && !Array.isArray(prev) ? prev : null;
  const o = {};
  while (tapeI32[rc] !== END) {
    const k = str();
    o[k] = delta(p === null || !Object.hasOwn(p, k) ? undefined : p[k]);
  }
  rc++;
  return o;
}

// value reads the value at the reader's place.
function value() {
  switch (tapeI32[rc++]) {
    case NULL: return null;
    case TRUE: return true;
    case FALSE: return false;
    case NUMBER: return tapeF64[rn++];
    case INT: return tapeI32[rc++];
    case STRING: return str();
    case ARRAY: {
      const a = [];
      while (tapeI32[rc] !== END) a.push(value());
      rc++;
      return a;
    }
    case POINT: {
      const x = tapeF64[rn++];
      return { x, y: tapeF64[rn++] };
    }
    case OBJECT: {
      const o = {};
      while (tapeI32[rc] !== END) {
        const k = str();
        o[k] = value();
      }
      rc++;
      return o;
    }
  }
  throw new Error("xwing: unreadable answer");
}
