// The engine's download and compiler off the page's main thread
// (xwing.js compile): a worker that takes { fetch: url, base }, downloads
// the engine from url, tells the page { head } (the response's headers
// that size the download: xwing.js progressTeller), then { loaded, done }
// (how many bytes it has read so far, at most every 50 ms), and answers
// { module, answers } with the compiled WebAssembly.Module (answers:
// warm's, as JSON text), or { error } saying why not. base: the URL its
// imports are next to (default: its own; index.html's starter runs a
// copy of it from a blob: URL).
//
// Downloaded here, the engine's bytes never cross the page's main thread:
// read there and handed over as a stream, its 3 MB arriving at once (a
// fast link, or Lighthouse's unthrottled load, which it then slows
// fourfold) made ~130 ms of main-thread tasks on this machine's Chromium,
// more than half of Lighthouse's blocking time. index.html's starter
// (start.js) runs this worker from its inline copy as the page is parsed
// (tools/modules.mjs), so that it is there at the first paint without a
// download of its own, and asks it for the engine then.
//
// Before it answers, it runs the module once (warm): a browser compiles
// a module's functions when they are first called, and a module handed
// to the page shares the code compiled here. So the engine's start and
// first calls, which the page makes on its main thread, find their code
// compiled (on a slowed phone that compiling is most of their time) and
// the page's main thread stays free for input and paints. The calls the
// page makes only after its first board are warmed after the answer,
// while the page starts; then the worker closes itself.

let asked = false;
self.onmessage = async ({ data }) => {
  const url = typeof data?.fetch === "string" ? data.fetch : null;
  if (asked || !url) return;
  asked = true;
  const base = typeof data.base === "string" ? data.base : self.location.href;
  let module;
  let calling = null;
  try {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${response.url || url}: HTTP ${response.status}`);
    const head = {};
    for (const k of ["content-encoding", "content-length", "x-decoded-length"]) head[k] = response.headers.get(k);
    self.postMessage({ head });
    const streaming = (response.headers.get("content-type") || "").split(";")[0].trim() === "application/wasm";
    // The Go runtime and the loader's calls, fetched while the engine
    // downloads (once it is under way: before, over a slow link, they held
    // up its request); without them the module is handed over cold.
    calling = runtime(base);
    const counting = new Response(counted(response.body), { headers: { "content-type": "application/wasm" } });
    module = await (streaming && WebAssembly.compileStreaming ? WebAssembly.compileStreaming(counting) : WebAssembly.compile(await counting.arrayBuffer()));
  } catch (e) {
    self.postMessage({ error: `cannot compile the engine: ${e && e.message ? e.message : e}` });
    self.close();
    return;
  }
  let warmed = { answers: {}, later: [] };
  try {
    warmed = await warm(module, await calling);
  } catch {
    // A failed warm-up leaves the page's calls to compile their code.
  }
  // The answers as JSON text: the page parses 180 KB of it in a quarter
  // of the time it takes to take the same objects in as a structured clone
  // (3 against 13 ms here), on its main thread as it starts the engine.
  let answers = "{}";
  try {
    answers = JSON.stringify(warmed.answers);
  } catch {
    // Answers that can't be written: the page asks for them.
  }
  self.postMessage({ module, answers });
  // The calls the page makes only after its first board, warmed while it
  // starts the engine (each its code compiled before the page needs it);
  // then the worker is done.
  makeCalls(warmed.later);
  self.close();
};

// runtime loads the Go runtime (wasm_exec.js, which defines globalThis.Go)
// and the loader's calls (tape.js), both next to base, and resolves to
// tape.js's module, or null without them. A module import, not
// importScripts: that would hold this thread, and the engine's bytes,
// until the script is in.
async function runtime(base) {
  try {
    const [, tape] = await Promise.all([import(new URL("wasm_exec.js", base).href), import(new URL("tape.js", base).href)]);
    return tape;
  } catch {
    return null;
  }
}

// counted is body, telling the page how many of its bytes have been read:
// at once, then at most every 50 ms (the last count always), and when it
// ends.
function counted(body) {
  let loaded = 0;
  let told = 0;
  let timer = 0;
  const tell = () => {
    timer = loaded > told ? setTimeout(tell, 50) : 0;
    if (loaded > told) self.postMessage({ loaded, done: false });
    told = loaded;
  };
  return body.pipeThrough(
    new TransformStream({
      transform(chunk, out) {
        loaded += chunk.byteLength;
        if (!timer) tell();
        out.enqueue(chunk);
      },
      flush() {
        clearTimeout(timer);
        self.postMessage({ loaded, done: true });
      },
    }),
  );
}

// The two ships of a first board, one selected, an asteroid between.
const SHIPS = [
  { ship: "t65xwing", x: 457.2, y: 834.4, heading: 0, team: "1" },
  { ship: "tielnfighter", x: 1500, y: 640, heading: 180, team: "2" },
];
const ROCK = { type: "coreasteroid0", x: 900, y: 700, heading: 30, flipped: false };

// A card file of a few cards of each kind, in the engine's card format
// (cards/cardfiles): reading it compiles the card file reader, which the
// page runs on its main thread once its ruleset's file arrives (right
// after its first board, when that has no pilots): ~60 ms of that long
// task at 4x throttling was compiling. test/node/load.test.mjs checks the
// engine reads it.
const SAMPLE_CARDS = [
  ["xwing-cards", "2", "xwa", "A sample", "warm-up", "4", "8"],
  ["%slots", "astromech", "cannon", "cargo", "command", "configuration", "crew", "device", "force-power", "gunner", "hardpoint", "hyperdrive", "illicit", "missile", "modification", "sensor", "tactical-relay", "talent", "team", "tech", "title", "torpedo", "turret"],
  ["%arcs", "front", "rear", "left", "right", "fullFront", "fullRear", "bullseye", "singleTurret", "doubleTurret"],
  ["@aggressorassaultfighter", "scumandvillainy"],
  ["", "IG-88A", "Aggressive Automaton", "4", "qbboglnt", "a3", "calculate; evade; lock; boost", "Bounty Hunter; Droid", "", "", "1"],
  ["", "IG-88B", "Brutal Battledroid", "\"", "\"", "\"", "\"", "\"", "", "", "\""],
  ["@alphaclassstarwing", "galacticempire"],
  ["", "Lieutenant Karsabi", "Brash Noble", "3", "nomeq", "a2", "focus; lock; slam; reload", "", "", "", "1"],
  ["-ssl", "Lieutenant Karsabi", "Payload Courier", "\"", "", "\"", "focus; lock; slam > lock red; slam > reload red; reload", "", "", "protontorpedoes; saturationrockets-alphaclassstarwing; electronicbaffle", "\""],
  ["%upgrades"],
  ["", "", "0-0-0", "f", "f", "", "", "", "", "", "factions=scumandvillainy | names=Darth Vader", "", "1"],
  ["", "", "4-LOM", "\"", "\"", "", "", "", "", "", "factions=scumandvillainy", "", "\""],
  ["-armedanddangerous", "", "4-LOM", "\"", "\"", "", "", "", "", "", "", "1", "\""],
  ["", "", "Aayla Secura", "\"", "\"", "", "", "", "", "focus > coordinate purple", "factions=galacticrepublic", "", "\""],
  ["", "", "Ablative Plating", "n", "n", "", "", "", "", "", "sizes=medium,large", "", ""],
  ["-evacuationofdqar", "", "Accelerated Sensor Array", "s", "s", "", "", "", "", "", "", "1", ""],
  ["", "", "Adv. Proton Torpedoes", "u", "u", "a511o", "", "", "", "", "", "", ""],
  ["", "", "Agent Kallus", "f", "f", "", "", "", "", "", "factions=galacticempire", "", "1"],
  ["%end"],
].map((l) => l.join("\t")).join("\n");

// warm starts module as the page does (xwing.js run) and makes the calls
// the page makes as it boots and draws its first board, each through the
// exported functions as the page's are, in the page's order. It returns
// { answers, later }: the answers of tokens() and catalog(), the engine's
// own tables (the same for every page, cards or not), which go to the
// page with the module so that its start doesn't ask them again; and the
// calls the page makes later (reading its cards, placing a ship, its
// weapons, a measure), to be made once the module is handed over. Other
// answers and errors are dropped: only the compiling matters.
async function warm(module, tape) {
  const none = { answers: {}, later: [] };
  if (typeof globalThis.Go !== "function" || !tape) return none;
  const go = new globalThis.Go();
  const instance = await WebAssembly.instantiate(module, go.importObject);
  globalThis.xwingRaw = true; // asks the engine for raw functions
  go.run(instance); // never returns: the worker closes itself after the calls
  const raw = globalThis.xwingRaw;
  if (!raw || typeof raw.version !== "string") return none;
  const { api } = tape.engineCalls(raw, instance.exports);
  const answers = {};
  const first = (ships) => api.board({ ships, obstacles: [ROCK], tokens: [], selected: 0, edition: "2e", ruleset: "xwa", maxRange: 3, area: "standard" }, { labels: ["X-wing", "TIE"], obstacleLabels: [""] });
  makeCalls([
    () => (answers.tokens = api.tokens()),
    () => (answers.catalog = api.catalog()),
    () => api.rulesets(),
    () => first(SHIPS),
    () => api.board({ ships: [{ size: "small", x: 0, y: 0, heading: 0 }], selected: 0, edition: "2e" }),
  ]);
  return {
    answers,
    later: [
      () => api.addCards(SAMPLE_CARDS),
      // The first board again, then with one ship moved: the answer kept
      // from the call before and its delta (the page's next frames).
      () => first(SHIPS),
      () => first([SHIPS[0], { ...SHIPS[1], x: SHIPS[1].x - 10 }]),
      () => api.board({ ships: [{ ...SHIPS[0], x: 0, y: 0 }], edition: "2e", ruleset: "xwa" }),
      () => api.weapons(SHIPS[0], { edition: "2e", ruleset: "xwa" }),
      () => api.measure(SHIPS[0], { x: 900, y: 500 }, { edition: "2e" }),
    ],
  };
}

// makeCalls calls each of calls, dropping what it answers or throws (an
// engine without cards refuses a call about a pilot's ship).
function makeCalls(calls) {
  for (const call of calls) {
    try {
      call();
    } catch {
      // Only the compiling matters.
    }
  }
}
