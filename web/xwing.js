// xwing.js: loads the X-Wing arc and range engine (xwing.wasm, Go compiled
// to WebAssembly) and resolves to its API (docs/api.md).
//
//   import { load } from "./xwing.js";
//   const xwing = await load();
//   xwing.inArc(attacker, target, "front");
//
// Works in browsers and in Node 20+. No code is compiled at run time, so a
// Content-Security-Policy with script-src 'self' 'wasm-unsafe-eval' is
// enough.

let loading = null;

/**
 * Loads and starts the engine once; later calls return the same promise.
 * @param {string | URL} [url] the wasm module, default xwing.wasm next to
 *   this file.
 * @returns {Promise<import("./xwing.d.ts").XWing>} the API, also set as
 *   globalThis.xwing.
 */
export function load(url = new URL("./xwing.wasm", import.meta.url)) {
  if (!loading) {
    loading = start(url);
    loading.catch(() => { loading = null; }); // a failed load may be retried
  }
  return loading;
}

async function start(url) {
  if (typeof globalThis.Go !== "function") await loadGoRuntime();
  const go = new globalThis.Go();
  // -raw: the engine leaves its functions raw (they return their errors)
  // and we wrap them below, instead of it compiling a wrapper at run time.
  go.argv = ["xwing.wasm", "-raw"];
  const { instance } = await instantiate(url, go.importObject);
  go.run(instance); // resolves only when the program exits: not awaited
  const raw = await started();
  const api = {};
  for (const [name, value] of Object.entries(raw)) {
    api[name] = typeof value === "function" ? throwing(value, name) : value;
  }
  if (typeof instance.exports.xwingCall === "function" && instance.exports.xwingTapeVersion?.() === TAPE_VERSION) {
    FAST.forEach((name, i) => { api[name] = fast(api[name], name, i, instance.exports); });
  }
  globalThis.xwing = Object.freeze(api);
  return globalThis.xwing;
}

// FAST lists the functions with a fast path, in the order of the engine's
// fastFunctions (bindings/fast.go), for tapes of version TAPE_VERSION
// (the engine's tapeVersion).
const TAPE_VERSION = 1;
const FAST = ["inArc", "rangeTo", "relation", "attackOptions", "board"];

const encoder = new TextEncoder();
const decoder = new TextDecoder();

// fast calls the engine through its exported functions (bindings/fast.go):
// a call costs nanoseconds where a Go js.FuncOf call costs ~13 µs, and
// the arguments travel as a tape written straight into the engine's
// memory (put), the answer as a tape read from it (readTape). What
// the tape doesn't carry (NaN, a getter that throws, a BigInt, toJSON)
// and anything else the fast decoder doesn't take as it is goes to the
// regular function, which reads the original arguments and names the bad
// field exactly. Arguments are read as JSON.stringify reads them: own
// enumerable properties, once.
function fast(regular, name, i, exports) {
  const w = function (...args) {
    // A getter may call the engine while put reads the arguments: such a
    // nested call takes the regular way, so as not to clobber the tape.
    if (writing) return regular.apply(this, args);
    nc = 0;
    nb = 0;
    let fits = true;
    writing = true;
    try {
      put(args, 0);
    } catch {
      fits = false;
    } finally {
      writing = false;
    }
    if (!fits) return regular.apply(this, args);
    const at = exports.xwingBuffer(8 + 4 * nc + nb) >>> 0; // an address: unsigned
    const head = new Int32Array(exports.mem.buffer, at, 2 + nc);
    head[0] = nc;
    head[1] = nb;
    head.set(codes.subarray(0, nc), 2);
    new Uint8Array(exports.mem.buffer, at + 8 + 4 * nc, nb).set(bytes.subarray(0, nb));
    const status = exports.xwingCall(i, 8 + 4 * nc + nb);
    if (status === -1) return regular.apply(this, args);
    const answer = readTape(exports.mem.buffer, exports.xwingOut() >>> 0);
    if (status >= 0) return answer;
    throw answer.name === "TypeError" ? new TypeError(answer.message) : new RangeError(answer.message);
  };
  Object.defineProperty(w, "name", { value: name });
  return w;
}

// The arguments' tape (bindings/argtape.go): int32 codes, with numbers as
// their float64 bits, and the strings' UTF-8 bytes. Written here, then
// copied into the engine's memory in two moves.
let codes = new Int32Array(1 << 12);
let bytes = new Uint8Array(1 << 12);
let nc = 0;
let nb = 0;
let writing = false;
const bits = new Float64Array(1);
const bitWords = new Int32Array(bits.buffer);

// Past these sizes (a thousand ships take about 200 kB) arguments go the
// regular way, which checks lengths before reading anything.
const MAX_CODES = 1 << 19;
const MAX_BYTES = 1 << 21;
const MAX_ARRAY = 1 << 16;
const UNFIT = new Error("not for the fast path");

// put writes value v as JSON.stringify would visit it; it throws (UNFIT,
// or whatever a getter throws) for what the fast path doesn't take.
function put(v, depth) {
  if (nc + 3 > codes.length) room(3);
  switch (typeof v) {
    case "number":
      if (!Number.isFinite(v)) throw UNFIT;
      bits[0] = v;
      codes[nc++] = 4;
      codes[nc++] = bitWords[0];
      codes[nc++] = bitWords[1];
      return;
    case "string":
      codes[nc++] = 6;
      putString(v);
      return;
    case "boolean":
      codes[nc++] = v ? 2 : 3;
      return;
    case "object": {
      if (v === null) {
        codes[nc++] = 1;
        return;
      }
      if (depth > 16 || typeof v.toJSON === "function") throw UNFIT;
      if (Array.isArray(v)) {
        const n = v.length;
        if (n > MAX_ARRAY) throw UNFIT;
        codes[nc++] = 7;
        for (let k = 0; k < n; k++) {
          const x = v[k];
          put(x === undefined || typeof x === "function" || typeof x === "symbol" ? null : x, depth + 1);
        }
      } else {
        codes[nc++] = 8;
        const keys = Object.keys(v);
        for (let j = 0; j < keys.length; j++) {
          const k = keys[j];
          const x = v[k];
          if (x === undefined || typeof x === "function" || typeof x === "symbol") continue;
          putString(k);
          put(x, depth + 1);
        }
      }
      if (nc + 1 > codes.length) room(1);
      codes[nc++] = -1;
      return;
    }
  }
  throw UNFIT; // undefined at the top, a bigint
}

// room makes room for n more codes.
function room(n) {
  if (nc + n <= codes.length) return;
  if (codes.length >= MAX_CODES) throw UNFIT;
  const c = new Int32Array(codes.length * 2);
  c.set(codes.subarray(0, nc));
  codes = c;
}

// putString writes a string's offset and UTF-8 length, and its bytes.
function putString(s) {
  const n = s.length;
  if (nb + 3 * n > bytes.length) {
    if (nb + 3 * n > MAX_BYTES) throw UNFIT;
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

// readTape rebuilds an answer from the tape the engine wrote at address
// at (bindings/tape.go): int32 codes, float64 numbers and a string table.
// Strings the engine keeps for good (keys, names, path data) come as their
// address, and are decoded once: lasting maps length and address to
// string.
const lasting = new Map();

function readTape(buffer, at) {
  const head = new Int32Array(buffer, at, 4);
  const codes = new Int32Array(buffer, at + 16, head[0]);
  const codesEnd = at + 16 + 4 * head[0];
  const numsAt = codesEnd + (codesEnd % 8); // 8-aligned: codesEnd is 4-aligned
  const nums = new Float64Array(buffer, numsAt, head[1]);
  const refs = new Int32Array(buffer, numsAt + 8 * head[1], 2 * head[2]);
  const bytes = new Uint8Array(buffer, numsAt + 8 * head[1] + 8 * head[2]);
  const strings = new Array(head[2]);
  for (let k = 0, q = 0; k < strings.length; k++) {
    const addr = refs[2 * k] >>> 0, len = refs[2 * k + 1];
    if (addr === 0) {
      strings[k] = decoder.decode(bytes.subarray(q, (q += len)));
      continue;
    }
    const key = len * 4294967296 + addr; // a prefix may share its address
    let s = lasting.get(key);
    if (s === undefined) {
      s = decoder.decode(new Uint8Array(buffer, addr, len));
      if (lasting.size >= 8192) lasting.clear();
      lasting.set(key, s);
    }
    strings[k] = s;
  }
  let c = 0, n = 0;
  const value = () => {
    switch (codes[c++]) {
      case 1: return null;
      case 2: return true;
      case 3: return false;
      case 4: return nums[n++];
      case 5: return codes[c++];
      case 6: return strings[codes[c++]];
      case 7: {
        const a = [];
        while (codes[c] !== -1) a.push(value());
        c++;
        return a;
      }
      case 9:
        return { x: nums[n++], y: nums[n++] };
      case 8: {
        const o = {};
        while (codes[c] !== -1) {
          const k = strings[codes[c++]];
          o[k] = value();
        }
        c++;
        return o;
      }
    }
    throw new Error("xwing: unreadable answer");
  };
  return value();
}

// throwing turns a raw engine function, which returns a TypeError or
// RangeError instead of throwing it (Go cannot throw into JavaScript),
// into one that throws. An exception that escapes the engine itself (a
// getter or proxy trap that throws while the engine's second, decoding
// read of an argument runs: docs/api.md) becomes a TypeError whose
// message starts with the function's name, the original as its cause.
function throwing(f, name) {
  const w = function (...args) {
    let r;
    try {
      r = f.apply(this, args);
    } catch (e) {
      throw escaped(e, name);
    }
    if (r instanceof Error) throw r;
    return r;
  };
  Object.defineProperty(w, "name", { value: name });
  return w;
}

// escaped makes the TypeError for a value thrown out of an engine call.
function escaped(e, name) {
  if ((e instanceof TypeError || e instanceof RangeError) && String(e.message).startsWith(name + ": ")) return e;
  let what;
  try {
    what = e instanceof Error ? JSON.stringify(String(e.message)) : typeof e === "object" && e !== null ? "an object" : String(e);
  } catch {
    what = "an exception";
  }
  return new TypeError(`${name}: reading an argument threw ${what}`, { cause: e });
}

// loadGoRuntime runs wasm_exec.js, which defines globalThis.Go: in a
// browser with a <script src> element (no eval), in Node by importing it.
async function loadGoRuntime() {
  const src = new URL("./wasm_exec.js", import.meta.url);
  if (typeof document !== "undefined") {
    await new Promise((resolve, reject) => {
      const s = document.createElement("script");
      s.src = src.href;
      s.onload = resolve;
      s.onerror = () => reject(new Error(`xwing: cannot load ${src.href}`));
      document.head.appendChild(s);
    });
  } else {
    await import(src.href);
  }
  if (typeof globalThis.Go !== "function") {
    throw new Error(`xwing: ${src.href} did not define Go`);
  }
}

// instantiate compiles while downloading where the server sends the
// application/wasm type that instantiateStreaming requires, and from the
// whole file otherwise.
async function instantiate(url, imports) {
  if (typeof process !== "undefined" && process.versions?.node && String(url).startsWith("file:")) {
    const { readFile } = await import("node:fs/promises");
    return WebAssembly.instantiate(await readFile(new URL(url)), imports);
  }
  const response = await fetch(url);
  if (!response.ok) throw new Error(`xwing: ${response.url || url}: HTTP ${response.status}`);
  const type = response.headers.get("content-type") || "";
  if (WebAssembly.instantiateStreaming && type.split(";")[0].trim() === "application/wasm") {
    return WebAssembly.instantiateStreaming(response, imports);
  }
  return WebAssembly.instantiate(await response.arrayBuffer(), imports);
}

// started waits until the instance has installed globalThis.xwing (it
// does so before go.run returns; the wait is for safety).
async function started() {
  for (let i = 0; i < 1000; i++) {
    if (globalThis.xwing && typeof globalThis.xwing.version === "string") return globalThis.xwing;
    await new Promise((r) => setTimeout(r, 1));
  }
  throw new Error("xwing: the engine did not start");
}
