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

import { VERSION } from "./protocol.js";
import { engineCalls } from "./tape.js";

let loading = null;
// listeners are the onProgress functions of the load calls of the current
// download; lastProgress what they were last told.
let listeners = [];
let lastProgress = null;

/**
 * Loads and starts the engine once; later calls return the same promise.
 * @param {string | URL} [url] the wasm module, default xwing.wasm next to
 *   this file.
 * @param {{ onProgress?: (p: { loaded: number, total: number }) => void }} [options]
 *   onProgress is told the engine's bytes received so far, decoded, and
 *   their total (0 when unknown), as they arrive; a call made while the
 *   download runs is told at once how far it is.
 * @returns {Promise<import("./xwing.d.ts").XWing>} the API, also set as
 *   globalThis.xwing.
 */
export function load(url = new URL("./xwing.wasm", import.meta.url), options) {
  if (!loading) {
    listeners = [];
    lastProgress = null;
    loading = start(url, progressed);
    loading.catch(() => { loading = null; }); // a failed load may be retried
  }
  const onProgress = typeof options?.onProgress === "function" ? options.onProgress : null;
  if (onProgress) {
    listeners.push(onProgress);
    if (lastProgress) tell(onProgress, lastProgress);
  }
  return loading;
}

// progressed tells every listener p ({ loaded, total }).
function progressed(p) {
  lastProgress = p;
  for (const f of listeners) tell(f, p);
}

function tell(f, p) {
  try {
    f({ ...p });
  } catch {
    // A listener's error is not the engine's.
  }
}

async function start(url, onProgress) {
  const { instance, raw, answers } = await run(url, onProgress);
  const { api, exported } = engineCalls(raw, instance.exports);
  answerOnce(api, answers);
  if (!exported) console.warn(`xwing: ${url} is not the engine this loader was made for (protocol ${VERSION}); calls take the slower js.FuncOf way`);
  // Kept for compatibility: the diagram is in the engine now, ready with it.
  api.loadDiagram = loadDiagram;
  api.loadCards = cardsLoader(url, api);
  globalThis.xwing = Object.freeze(api);
  if (fromDisk(url)) await api.loadCards(); // Node: every ruleset's cards, at once
  return globalThis.xwing;
}

// PREFETCHED are the functions whose answers the compiling worker sends
// with the module (xwing-compile.js warm): they take no arguments and
// answer the engine's own tables, the same for every page.
const PREFETCHED = ["tokens", "catalog"];

// answerOnce makes the first call without arguments of each of api's
// PREFETCHED functions take the worker's answer (answers[name]) instead
// of asking the engine: two calls fewer on the page's main thread while
// the engine starts (~20 ms here, its first calls). Later calls ask the
// engine.
function answerOnce(api, answers) {
  for (const name of PREFETCHED) {
    const ask = api[name];
    let answer = answers?.[name];
    if (answer === undefined || typeof ask !== "function") continue;
    api[name] = Object.defineProperty(
      function (...args) {
        if (answer === undefined || args.length > 0) return ask.apply(this, args);
        const first = answer;
        answer = undefined;
        return first;
      },
      "name",
      { value: name },
    );
  }
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
// The module downloads and compiles (in a worker where there is one:
// compile) while wasm_exec.js loads; instantiating it and starting the Go
// program are main-thread work, so each waits for a task of its own
// (nextTask), after the page's first paint, rather than lengthen the
// task that drew it.
async function run(url, onProgress) {
  const compiling = compile(url, onProgress);
  compiling.catch(() => {}); // awaited below, after the runtime
  if (typeof globalThis.Go !== "function") await loadGoRuntime();
  const { module, answers } = await compiling;
  mark("xwing:compiled");
  const go = new globalThis.Go();
  await nextTask();
  const instance = await WebAssembly.instantiate(module, go.importObject);
  mark("xwing:instantiated");
  await nextTask();
  globalThis.xwingRaw = true; // asks the engine for raw functions
  go.run(instance); // resolves only when the program exits: not awaited
  const raw = globalThis.xwingRaw ?? (await started());
  delete globalThis.xwingRaw;
  mark("xwing:started");
  return { instance, raw, answers };
}

// mark leaves a User Timing mark (the browser's performance panel,
// test/browser/measure-slow.mjs --timeline): where the engine's start
// spends its time after the download.
function mark(name) {
  try {
    globalThis.performance?.mark?.(name);
  } catch {
    // No User Timing here.
  }
}

// loadDiagram is xwing.loadDiagram, kept for compatibility: the diagram
// was a module of its own and is part of the engine now, so there is
// nothing more to download (a url argument is ignored).
function loadDiagram() {
  return Promise.resolve();
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

// compile downloads and compiles the engine. In a browser a worker
// (xwing-compile.js) downloads it, compiles it as it comes and counts its
// bytes (offThread), so that neither the 3 MB nor their decoding and
// validating cross the page's main thread. Where it can't (no Worker, a
// blocked or missing script, a failed download), the page downloads and
// compiles the engine here, while downloading where the server sends the
// application/wasm type that compileStreaming requires, and from the
// whole file otherwise. Resolves
// to { module, answers } (answers: what the worker sends with the
// module, answerOnce; none without it).
async function compile(url, onProgress) {
  if (fromDisk(url)) {
    const bytes = await readDisk(url);
    onProgress?.({ loaded: bytes.length, total: bytes.length });
    return { module: await WebAssembly.compile(bytes), answers: {} };
  }
  const made = starterWorker(String(url));
  const off = await offThread(made, String(url), onProgress);
  if (off) return off;
  const response = await get(url);
  const tell = onProgress ? progressTeller(response.headers, onProgress) : () => {};
  const type = response.headers.get("content-type") || "";
  const streaming = WebAssembly.compileStreaming && type.split(";")[0].trim() === "application/wasm";
  if (onProgress) watchProgress(response, tell);
  const module = await (streaming ? WebAssembly.compileStreaming(response) : WebAssembly.compile(await response.arrayBuffer()));
  return { module, answers: {} };
}

// starterWorker takes over what index.html's starter made for the engine
// at href (start.js: globalThis.xwingCompiler, { worker, or null where
// none runs, early: the messages it has sent so far, failed, asked:
// whether the worker was asked for the engine, else the engine is
// preloaded }), or null where there is no starter.
function starterWorker(href) {
  const made = globalThis.xwingCompiler;
  if (!made || made.href !== href) return null;
  delete globalThis.xwingCompiler; // one load takes it
  return made;
}

// offThread has a worker download and compile the engine at href: the
// starter's (made), if it asked it to, or, without a starter, a worker of
// its own. It resolves to { module, answers } (listen), or to null when
// the page is to download the engine itself: the starter's worker wasn't
// asked (the engine is preloaded), or the worker failed (none starts, or
// it reports an error; a download that fails then says why on the page).
async function offThread(made, href, onProgress) {
  if (made && (!made.asked || made.failed)) {
    if (made.failed) made.worker?.terminate();
    return null;
  }
  if (!made) {
    if (typeof Worker !== "function" || typeof document === "undefined") return null;
    try {
      made = { worker: new Worker(new URL("./xwing-compile.js", import.meta.url)), early: [] };
      made.worker.postMessage({ fetch: href });
    } catch {
      return null;
    }
  }
  // The page downloads the engine then, and says why: a fallback kept
  // silent left a stalled second download with nothing to go on.
  return listen(made, onProgress).catch((e) => {
    console.warn(`${e.message}; the page downloads the engine itself`);
    return null;
  });
}

// listen takes the compiling worker's messages (made: { worker, early:
// those sent before }) until it answers, and resolves to { module,
// answers } (the WebAssembly.Module and the worker's answers, answerOnce),
// or rejects when it fails (and closes it). It tells onProgress how many
// bytes the worker has read (progressTeller, from the worker's { head }). Once it has answered, the
// worker warms up the calls a page makes later and closes itself.
function listen({ worker, early }, onProgress) {
  return new Promise((resolve, reject) => {
    let tell = null;
    const fail = (why) => {
      worker.terminate();
      reject(new Error(`xwing: ${why}`));
    };
    const take = (answer) => {
      if (answer?.head && onProgress) tell = progressTeller({ get: (k) => answer.head[k] ?? null }, onProgress);
      else if (typeof answer?.loaded === "number") tell?.(answer.loaded, answer.done);
      else if (answer?.module) resolve({ module: answer.module, answers: typeof answer.answers === "string" ? JSON.parse(answer.answers) : {} });
      else if (answer?.error) fail(answer.error);
    };
    worker.onerror = (e) => fail(`the compiling worker failed: ${e.message || "unknown error"}`);
    worker.onmessage = ({ data }) => take(data);
    for (const data of early.splice(0)) take(data);
  });
}

// nextTask resolves in a new task: work after it does not lengthen the
// task that was running, and a paint or input due may come first. Where
// there is scheduler.yield, it resumes ahead of other waiting tasks (an
// idle callback, as before, waited 2-14 ms more for the frame the
// download's progress had asked for); else once the browser is idle (at
// most 100 ms later), or after a timer. In Node it resolves at once.
function nextTask() {
  if (typeof document === "undefined") return Promise.resolve();
  if (typeof scheduler === "object" && typeof scheduler?.yield === "function") return scheduler.yield();
  if (typeof requestIdleCallback === "function") return new Promise((resolve) => requestIdleCallback(() => resolve(), { timeout: 100 }));
  return new Promise((resolve) => setTimeout(resolve, 0));
}

// progressTeller returns tell(loaded, done), which tells onProgress
// { loaded, total } for an engine response with headers of which loaded
// bytes have arrived, decoded (done: all of them). The body arrives
// decoded, while Content-Length counts the bytes on the wire when a
// Content-Encoding is set: the total is then X-Decoded-Length (cmd/serve
// sends it; static hosts may not), else unknown (0) until done. A total
// the bytes outgrow was the encoded length after all (Content-Encoding
// hidden from a cross-origin page): it becomes unknown.
function progressTeller(headers, onProgress) {
  const decoded = Number(headers.get("x-decoded-length"));
  const coded = (headers.get("content-encoding") || "identity").trim().toLowerCase() !== "identity";
  let total = decoded > 0 ? decoded : coded ? 0 : Number(headers.get("content-length")) || 0;
  const tell = (loaded, done) => {
    if (done) total = loaded; // known now
    if (total && loaded > total) total = 0;
    onProgress({ loaded, total });
  };
  tell(0, false);
  return tell;
}

// watchProgress tells tell (progressTeller) how much of response's body
// has arrived, reading a copy of it (clone() tees the stream) so the
// response itself still goes to streaming compilation untouched.
function watchProgress(response, tell) {
  let body;
  try {
    body = response.clone().body;
  } catch {
    return;
  }
  if (!body || typeof body.getReader !== "function") return;
  let loaded = 0;
  const reader = body.getReader();
  const next = () =>
    reader.read().then(({ done, value }) => {
      if (done) return tell(loaded, true);
      loaded += value.byteLength;
      tell(loaded, false);
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
