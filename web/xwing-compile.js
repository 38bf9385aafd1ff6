// The engine's compiler off the page's main thread (xwing.js compile): a
// worker that says "ready", takes the engine's bytes as a stream (the
// response's body, handed over), tells { loaded, done } how many bytes it
// has read so far (at most every 50 ms) and answers { module, answers }
// with the compiled WebAssembly.Module (answers: warm), or { error }
// saying why not.
//
// Before it answers, it runs the module once (warm): a browser compiles
// a module's functions when they are first called, and a module handed
// to the page shares the code compiled here. So the engine's start and
// first calls, which the page makes on its main thread, find their code
// compiled (on a slowed phone that compiling is most of their time) and
// the page's main thread stays free for input and paints. The calls the
// page makes only after its first board are warmed after the answer,
// while the page starts; then the worker closes itself.

// The Go runtime (globalThis.Go) and the loader's calls, fetched while the
// engine downloads; without them the module is handed over cold.
try {
  importScripts("wasm_exec.js");
} catch {
  // The page loads the engine anyway.
}
const calling = import("./tape.js").catch(() => null);

self.onmessage = async ({ data: body }) => {
  let module;
  try {
    const response = new Response(counted(body), { headers: { "content-type": "application/wasm" } });
    module = await WebAssembly.compileStreaming(response);
  } catch (e) {
    self.postMessage({ error: `cannot compile the engine: ${e && e.message ? e.message : e}` });
    return;
  }
  let warmed = { answers: {}, later: [] };
  try {
    warmed = await warm(module);
  } catch {
    // A failed warm-up leaves the page's calls to compile their code.
  }
  try {
    self.postMessage({ module, answers: warmed.answers });
  } catch {
    self.postMessage({ module }); // answers that can't be copied: the page asks for them
  }
  // The calls the page makes only after its first board, warmed while it
  // starts the engine (each its code compiled before the page needs it);
  // then the worker is done.
  makeCalls(warmed.later);
  self.close();
};
self.postMessage("ready");

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

// warm starts module as the page does (xwing.js run) and makes the calls
// the page makes as it boots and draws its first board, each through the
// exported functions as the page's are, in the page's order. It returns
// { answers, later }: the answers of tokens() and catalog(), the engine's
// own tables (the same for every page, cards or not), which go to the
// page with the module so that its start doesn't ask them again; and the
// calls the page makes later (placing a ship, its weapons, a measure), to
// be made once the module is handed over. Other answers and errors are
// dropped: only the compiling matters.
async function warm(module) {
  const tape = await calling;
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
