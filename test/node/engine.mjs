// engine.mjs: starts web/xwing.wasm the way a plain script would (no ES
// module loader): run wasm_exec.js, new Go(), WebAssembly.instantiate,
// go.run; then globalThis.xwing is the whole API, the diagram included,
// and addCards gives it every ruleset's cards (web/cards-<ruleset>.txt),
// as a plain script does.
import { readFileSync } from "node:fs";
import { runInThisContext } from "node:vm";

export const root = new URL("../../", import.meta.url);

let started = null;

// engine starts the engine the way XWING_ENGINE says: "plain" (the
// default: a plain script's way, js.FuncOf calls) or "xwing.js" (load()
// from the ES module: the fast path through exported calls, falling back
// to the plain functions for input it doesn't take as it is). make
// test-node runs every suite both ways.
export function engine() {
  if (process.env.XWING_ENGINE === "xwing.js") {
    started ??= import("../../web/xwing.js").then((m) => m.load());
    return started;
  }
  started ??= startPlain();
  return started;
}

// RULESETS are the rulesets whose card files make wasm puts in web/.
export const RULESETS = ["xwa", "legacy", "amg"];

// cardText returns ruleset r's card file, web/cards-<r>.txt.
export function cardText(r) {
  return readFileSync(new URL(`web/cards-${r}.txt`, root), "utf8");
}

// startPlain starts the engine as a plain script does and returns
// globalThis.xwing; with cards (the default), every ruleset's cards are
// added.
export async function startPlain({ cards = true } = {}) {
  if (typeof globalThis.Go !== "function") {
    runInThisContext(readFileSync(new URL("web/wasm_exec.js", root), "utf8"), { filename: "wasm_exec.js" });
  }
  const go = new globalThis.Go();
  const { instance } = await WebAssembly.instantiate(readFileSync(new URL("web/xwing.wasm", root)), go.importObject);
  go.run(instance);
  if (cards) for (const r of RULESETS) globalThis.xwing.addCards(cardText(r));
  return globalThis.xwing;
}

export function referenceCases() {
  return JSON.parse(readFileSync(new URL("core/testdata/public-cases.json", root), "utf8"));
}
