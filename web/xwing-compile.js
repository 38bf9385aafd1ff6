// The engine's compiler off the page's main thread (xwing.js compile): a
// module worker that says "ready", takes the engine's bytes as a stream
// (the response's body, handed over) and answers { module } with the
// compiled WebAssembly.Module, or { error } saying why not.
//
// Then it warms the module up: the engine compiles each function the first
// time it runs, and the compiled code belongs to the module, whichever
// thread ran it. So this worker starts an engine of its own from the same
// module and asks it what the page asks first (its tokens, rulesets, cards
// and catalog, a board with ships and an obstacle), compiling that code
// here rather than in the page's first calls; then it says "warm" and is
// closed. It says "ran" once its engine has started: the page's engine
// starts after it (xwing.js run), its start compiled already. A failed
// warm-up only leaves the page to compile the code itself.
import { load } from "./xwing.js";
// The Go runtime's glue (it defines Go), fetched while the engine downloads
// rather than after it, as xwing.js would.
import "./wasm_exec.js";

self.onmessage = async ({ data: body }) => {
  let module;
  try {
    const response = new Response(body, { headers: { "content-type": "application/wasm" } });
    module = await WebAssembly.compileStreaming(response);
  } catch (e) {
    self.postMessage({ error: `cannot compile the engine: ${e && e.message ? e.message : e}` });
    return;
  }
  self.postMessage({ module });
  try {
    const xwing = await load(new URL("./xwing.wasm", import.meta.url), { module });
    self.postMessage("ran");
    await warm(xwing);
  } catch {
    // Left cold: the page compiles what it runs.
  }
  self.postMessage("warm");
};

// warm makes the page's first calls of engine xwing, their answers unused:
// the board first, the page's costliest call, which the page makes last
// (after its cards are downloaded), then the cards'.
async function warm(xwing) {
  const tokens = xwing.tokens();
  const ruleset = xwing.rulesets()[0].id;
  const [a, b] = xwing.catalog();
  const obstacle = tokens.find((t) => t.kind === "asteroid") || tokens[0];
  xwing.board({
    ships: [
      { ship: a.id, x: 300, y: 600, heading: 0, team: 1 },
      { ship: b.id, x: 420, y: 380, heading: 180, team: 2 },
    ],
    obstacles: [{ type: obstacle.id, x: 360, y: 500, heading: 30 }],
    selected: 0,
    edition: "2e",
    ruleset,
    maxRange: 3,
  });
  await xwing.loadCards(ruleset);
  xwing.pilots({ ruleset });
  xwing.upgrades({ ruleset });
}

self.postMessage("ready");
