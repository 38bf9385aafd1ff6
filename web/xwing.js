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

import {
  VERSION, FUNCTIONS, ARG_NULL, ARG_TRUE, ARG_FALSE, ARG_NUMBER, ARG_STRING, ARG_ARRAY, ARG_OBJECT,
  ARG_UNDEFINED, ARG_FUNCTION, ARG_SYMBOL, ARG_BIGINT, ARG_THREW, ARG_CUT, CUT_DEEP, CUT_VALUES, CUT_KEYS,
  CUT_BAD_ARRAY, MAX_DEPTH, MAX_ELEMENTS, MAX_KEYS, MAX_VALUES, END, NULL, TRUE, FALSE, NUMBER, INT, STRING,
  ARRAY, OBJECT, POINT,
} from "./protocol.js";

let loading = null;

/**
 * Loads and starts the engine once; later calls return the same promise.
 * @param {string | URL} [url] the wasm module, default xwing.wasm next to
 *   this file.
 * @param {{ onProgress?: (p: { loaded: number, total: number }) => void }} [options]
 *   onProgress is told the engine's bytes received so far, decoded, and
 *   their total (0 when unknown), as they arrive; only the call that
 *   starts the download is told.
 * @returns {Promise<import("./xwing.d.ts").XWing>} the API, also set as
 *   globalThis.xwing.
 */
export function load(url = new URL("./xwing.wasm", import.meta.url), options) {
  if (!loading) {
    const onProgress = typeof options?.onProgress === "function" ? options.onProgress : null;
    loading = start(url, onProgress);
    loading.catch(() => { loading = null; }); // a failed load may be retried
  }
  return loading;
}

async function start(url, onProgress) {
  const { instance, raw } = await run(url, onProgress);
  const exported = typeof instance.exports.xwingCall === "function" && instance.exports.xwingTapeVersion?.() === VERSION;
  if (!exported) console.warn(`xwing: ${url} is not the engine this loader was made for (protocol ${VERSION}); calls take the slower js.FuncOf way`);
  const api = { version: raw.version };
  FUNCTIONS.forEach((name, i) => {
    if (typeof raw[name] !== "function") return;
    const plain = throwing(raw[name], name);
    api[name] = exported ? viaExports(plain, name, i, instance.exports) : plain;
  });
  // Kept for compatibility: the diagram is in the engine now, ready with it.
  api.loadDiagram = loadDiagram;
  api.loadCards = cardsLoader(url, api);
  globalThis.xwing = Object.freeze(api);
  if (fromDisk(url)) await api.loadCards(); // Node: every ruleset's cards, at once
  return globalThis.xwing;
}

// cardsLoader is xwing.loadCards(ruleset?): it reads cards-<ruleset>.txt
// next to the engine into addCards, once per ruleset (a failed read is
// tried again on the next call), and resolves to addCards' answer; with no
// ruleset, every one's (the engine's list of rulesets).
function cardsLoader(engineURL, api) {
  const loading = new Map();
  const loadCards = function loadCards(ruleset) {
    const ids = api.rulesets().map((r) => r.id);
    if (ruleset === undefined) return Promise.all(ids.map((r) => loadCards(r)));
    if (!ids.includes(ruleset)) {
      const got = typeof ruleset === "string" ? JSON.stringify(ruleset) : typeof ruleset;
      return Promise.reject(Object.assign(new RangeError(`loadCards: ruleset: want ${ids.map((r) => `"${r}"`).join(", ")}, got ${got}`), { path: "ruleset" }));
    }
    if (!loading.has(ruleset)) {
      const url = beside(engineURL, `cards-${ruleset}.txt`);
      const p = (fromDisk(url) ? readDisk(url, "utf8") : get(url).then((r) => r.text())).then((text) => api.addCards(text));
      p.catch(() => loading.delete(ruleset));
      loading.set(ruleset, p);
    }
    return loading.get(ruleset);
  };
  return loadCards;
}

// fromDisk reports whether url is a file Node reads from disk.
const fromDisk = (url) => typeof process !== "undefined" && !!process.versions?.node && String(url).startsWith("file:");

// readDisk reads a file in Node. The module's name is a constant, not a
// literal: browser bundlers leave it alone.
async function readDisk(url, encoding) {
  const { readFile } = await import(/* webpackIgnore: true */ /* @vite-ignore */ NODE_FS);
  return readFile(new URL(url), encoding);
}

// get fetches url, or says why it can't (offline, blocked, a bad URL, an
// HTTP error).
async function get(url) {
  let response;
  try {
    response = await fetch(url);
  } catch (e) {
    throw new Error(`xwing: cannot fetch ${url}: ${e?.message ?? e}`);
  }
  if (!response.ok) throw new Error(`xwing: ${response.url || url}: HTTP ${response.status}`);
  return response;
}

// beside is the URL of file next to url, which may be relative (to the
// page, as fetch takes it).
function beside(url, file) {
  const base = typeof document !== "undefined" ? document.baseURI : import.meta.url;
  return new URL(`./${file}`, new URL(url, base));
}

// run starts a module of the engine (bindings/export.go Install): asked
// by globalThis.xwingRaw = true, it leaves its functions raw (they return
// their errors) at globalThis.xwingRaw, which is taken from there and wrapped here, instead
// of the module compiling a wrapper at run time.
//
// The module downloads and compiles (off the main thread, as it
// arrives) while wasm_exec.js loads; instantiating it and starting the Go
// program are main-thread work, so each waits for a task of its own
// (nextTask), after the page's first paint, rather than lengthen the
// task that drew it.
async function run(url, onProgress) {
  const compiling = compile(url, onProgress);
  compiling.catch(() => {}); // awaited below, after the runtime
  if (typeof globalThis.Go !== "function") await loadGoRuntime();
  const module = await compiling;
  const go = new globalThis.Go();
  await nextTask();
  const instance = await WebAssembly.instantiate(module, go.importObject);
  await nextTask();
  globalThis.xwingRaw = true; // asks the engine for raw functions
  go.run(instance); // resolves only when the program exits: not awaited
  const raw = globalThis.xwingRaw ?? (await started());
  delete globalThis.xwingRaw;
  return { instance, raw };
}

// loadDiagram is xwing.loadDiagram, kept for compatibility: the diagram
// was a module of its own and is part of the engine now, so there is
// nothing more to download (a url argument is ignored).
function loadDiagram() {
  return Promise.resolve();
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();

// viaExports calls the engine through its exported functions
// (bindings/export.go): a call costs nanoseconds where a js.FuncOf call
// costs ~13 µs. The arguments travel as a tape written straight into the
// engine's memory (put), the answer as a tape read from it (readTape);
// both are defined in internal/tapeproto (imported here as protocol.js).
// The engine decodes the tape with the same decoder as a plain script's
// calls, so both ways give the same answers and the same errors. A call
// makes no garbage but its argument list and its answer: the views of
// the engine's memory are made once (again only when it grows), and the
// input buffer's address is asked again only when a tape outgrows it.
function viaExports(plain, name, i, exports) {
  const w = function (...args) {
    // A getter may call the engine while put reads the arguments: such a
    // nested call takes the plain way, so as not to clobber the tape.
    if (writing) return plain.apply(this, args);
    nc = 0;
    nb = 0;
    count = 0;
    writing = true;
    try {
      put(args, 0);
    } finally {
      writing = false;
    }
    const n = 8 + 4 * nc + nb;
    if (n > inCap) {
      inAt = exports.xwingBuffer(n) >>> 0; // an address: unsigned
      inCap = n;
    }
    const m = memory(exports.mem.buffer);
    const at4 = inAt >>> 2;
    m.i32[at4] = nc;
    m.i32[at4 + 1] = nb;
    copy(m.i32, at4 + 2, codes, nc);
    copy(m.u8, inAt + 8 + 4 * nc, bytes, nb);
    const status = exports.xwingCall(i, n);
    const answer = readTape(memory(exports.mem.buffer), exports.xwingOut() >>> 0);
    if (status >= 0) return answer;
    const E = answer.name === "TypeError" ? TypeError : answer.name === "Error" ? Error : RangeError; // Error: cards not loaded
    const e = new E(answer.message);
    e.path = answer.path;
    throw e;
  };
  Object.defineProperty(w, "name", { value: name });
  return w;
}

// The engine's input buffer: its address and the bytes known to fit
// (bindings/export.go xwingBuffer keeps it until a larger one is asked).
let inAt = 0;
let inCap = 0;

// memory returns views of the engine's memory buffer, made again only
// when it changes (memory.grow detaches the old one).
let views = { buffer: null, i32: null, f64: null, u8: null };
function memory(buffer) {
  if (views.buffer !== buffer) views = { buffer, i32: new Int32Array(buffer), f64: new Float64Array(buffer), u8: new Uint8Array(buffer) };
  return views;
}

// copy copies the first n items of from into to at index at: a loop for
// a short tape, set for a long one (subarray makes a view).
function copy(to, at, from, n) {
  if (n > 64) {
    to.set(from.subarray(0, n), at);
    return;
  }
  for (let k = 0; k < n; k++) to[at + k] = from[k];
}

// The arguments' tape: int32 codes, with numbers as their float64 bits,
// and the strings' UTF-8 bytes. Written here, then copied into the
// engine's memory in two moves.
let codes = new Int32Array(1 << 12);
let bytes = new Uint8Array(1 << 12);
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
        for (let k = 0; k < n; k++) {
          let x;
          try {
            x = v[k];
          } catch (e) {
            count++;
            putThrew(e);
            continue;
          }
          put(x, depth + 1);
        }
      }
    } else {
      const keys = Object.keys(v);
      if (keys.length > MAX_KEYS) return cut(CUT_KEYS);
      codes[nc++] = ARG_OBJECT;
      codes[nc++] = keys.length;
      for (let j = 0; j < keys.length; j++) {
        const k = keys[j];
        putString(k);
        let x;
        try {
          x = v[k];
        } catch (e) {
          count++;
          putThrew(e);
          continue;
        }
        put(x, depth + 1);
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

// room makes room for n more codes.
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

// readTape rebuilds an answer from the tape the engine wrote at address
// at (api/tape.go): int32 codes, float64 numbers and a string table.
// Strings the engine keeps for good (keys, names, path data) come as their
// address, and are decoded once: lasting maps address and length to
// string. The reader's place is kept in module variables (one answer is
// read at a time), so reading makes nothing but the answer.
const lasting = new Map();
let strings = [];
let tapeI32 = null;
let tapeF64 = null;
let rc = 0; // the next code's index in tapeI32
let rn = 0; // the next number's index in tapeF64

function readTape(m, at) {
  const i32 = m.i32;
  const head = at >>> 2;
  const nCodes = i32[head], nNums = i32[head + 1], nStrings = i32[head + 2];
  const codesEnd = at + 16 + 4 * nCodes;
  const numsAt = codesEnd + (codesEnd % 8); // 8-aligned: codesEnd is 4-aligned
  const refs = (numsAt + 8 * nNums) >>> 2;
  let q = numsAt + 8 * nNums + 8 * nStrings; // the strings' bytes
  if (strings.length < nStrings) strings = new Array(nStrings);
  for (let k = 0; k < nStrings; k++) {
    const addr = i32[refs + 2 * k] >>> 0, len = i32[refs + 2 * k + 1];
    if (addr === 0) {
      strings[k] = text(m.u8, q, len);
      q += len;
      continue;
    }
    // A prefix may share its address: the key is both. Small ones are
    // small integers, which a Map finds fastest.
    const key = len < 64 && addr < 1 << 24 ? addr * 64 + len : len * 4294967296 + addr;
    let s = lasting.get(key);
    if (s === undefined) {
      s = text(m.u8, addr, len);
      if (lasting.size >= 8192) lasting.clear();
      lasting.set(key, s);
    }
    strings[k] = s;
  }
  tapeI32 = i32;
  tapeF64 = m.f64;
  rc = head + 4;
  rn = numsAt >>> 3;
  return value();
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

// value reads the value at the reader's place.
function value() {
  switch (tapeI32[rc++]) {
    case NULL: return null;
    case TRUE: return true;
    case FALSE: return false;
    case NUMBER: return tapeF64[rn++];
    case INT: return tapeI32[rc++];
    case STRING: return strings[tapeI32[rc++]];
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
        const k = strings[tapeI32[rc++]];
        o[k] = value();
      }
      rc++;
      return o;
    }
  }
  throw new Error("xwing: unreadable answer");
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

const NODE_FS = "node:fs/promises";

// compile compiles while downloading where the server sends the
// application/wasm type that compileStreaming requires, and from the
// whole file otherwise.
async function compile(url, onProgress) {
  if (fromDisk(url)) {
    const bytes = await readDisk(url);
    try {
      onProgress?.({ loaded: bytes.length, total: bytes.length });
    } catch {
      // A listener's error is not the engine's.
    }
    return WebAssembly.compile(bytes);
  }
  const response = await get(url);
  if (onProgress) watchProgress(response, onProgress);
  const type = response.headers.get("content-type") || "";
  if (WebAssembly.compileStreaming && type.split(";")[0].trim() === "application/wasm") {
    return WebAssembly.compileStreaming(response);
  }
  return WebAssembly.compile(await response.arrayBuffer());
}

// nextTask resolves in a new task once the browser is idle (at most
// 100 ms later) or, without requestIdleCallback, after a timer: work
// after it does not lengthen the task that was running, nor hold up a
// paint. In Node it resolves at once.
function nextTask() {
  if (typeof document === "undefined") return Promise.resolve();
  if (typeof requestIdleCallback === "function") return new Promise((resolve) => requestIdleCallback(() => resolve(), { timeout: 100 }));
  return new Promise((resolve) => setTimeout(resolve, 0));
}

// watchProgress tells onProgress how much of response's body has arrived,
// reading a copy of it (clone() tees the stream) so the response itself
// still goes to streaming compilation untouched. The body arrives decoded,
// while Content-Length counts the bytes on the wire when a Content-Encoding
// is set: the total is then X-Decoded-Length (cmd/serve sends it; static
// hosts may not), else unknown (0). A total the bytes outgrow was the
// encoded length after all (Content-Encoding hidden from a cross-origin
// page): it becomes unknown.
function watchProgress(response, onProgress) {
  let body;
  try {
    body = response.clone().body;
  } catch {
    return;
  }
  if (!body || typeof body.getReader !== "function") return;
  const h = response.headers;
  const decoded = Number(h.get("x-decoded-length"));
  const coded = (h.get("content-encoding") || "identity").trim().toLowerCase() !== "identity";
  let total = decoded > 0 ? decoded : coded ? 0 : Number(h.get("content-length")) || 0;
  let loaded = 0;
  const tell = () => {
    if (total && loaded > total) total = 0;
    try {
      onProgress({ loaded, total });
    } catch {
      // A listener's error is not the engine's.
    }
  };
  tell();
  const reader = body.getReader();
  const next = () =>
    reader.read().then(({ done, value }) => {
      if (done) {
        total = loaded; // known now
        return tell();
      }
      loaded += value.byteLength;
      tell();
      return next();
    });
  next().catch(() => {}); // a failed download fails the compilation too
}

// started waits until the instance has left its raw functions at
// globalThis.xwingRaw (it does so before go.run returns; the wait is for
// safety).
async function started() {
  for (let i = 0; i < 1000; i++) {
    const raw = globalThis.xwingRaw;
    if (raw && typeof raw.version === "string") return raw;
    await new Promise((r) => setTimeout(r, 1));
  }
  throw new Error("xwing: the engine did not start");
}
