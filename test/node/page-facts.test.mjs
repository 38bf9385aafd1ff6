// One place per fact in the page (web/): checked on the source, so a second
// copy fails here before it can drift.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync, readdirSync } from "node:fs";
import { OUT } from "../../tools/page.mjs";

const web = new URL("../../web/", import.meta.url);
// The page's modules as written (page.js is made from them: tools/page.mjs).
const modules = [...readdirSync(web).filter((f) => f.endsWith(".js") && f !== OUT), ...readdirSync(new URL("panels/", web)).filter((f) => f.endsWith(".js")).map((f) => `panels/${f}`)];
const source = (f) => readFileSync(new URL(f, web), "utf8");

test("store.ui is changed only through the store's setter (setUI)", () => {
  const writes = [];
  for (const f of modules) {
    source(f)
      .split("\n")
      .forEach((line, n) => {
        // An assignment to store.ui or one of its fields (not ==, not =>).
        if (/\bstore\.ui(\.\w+|\[[^\]]+\])?\s*(=(?![=>])|\+=|-=|\+\+|--)/.test(line) && !(f === "store.js" && /Object\.freeze\(\{ \.\.\.store\.ui, \.\.\.patch \}\)/.test(line))) writes.push(`${f}:${n + 1}: ${line.trim()}`);
      });
  }
  assert.deepEqual(writes, []);
  // And it is frozen, so a write that slips past this check throws.
  assert.match(source("store.js"), /ui: Object\.freeze\(\{/);
});

test("no page module re-exports a function under the name it has elsewhere", () => {
  // A wrapper named like the function it wraps, with other arguments
  // (model.js's baseOf(s, i) over kinds.js's baseOf(s, edition)), reads as
  // the same function: the caller imports the one it means instead.
  const clashes = [];
  for (const f of modules) {
    const src = source(f);
    const renamed = [...src.matchAll(/import \{([^}]*)\} from/g)].flatMap((m) => [...m[1].matchAll(/(\w+) as \w+/g)].map((x) => x[1]));
    const exported = new Set([...src.matchAll(/export (?:async )?function (\w+)|export \{([^}]*)\}/g)].flatMap((m) => (m[1] ? [m[1]] : m[2].split(",").map((x) => x.trim().split(/\s+as\s+/).pop()))));
    for (const name of renamed) if (exported.has(name)) clashes.push(`${f}: exports ${name}, and imports another ${name} under another name`);
  }
  assert.deepEqual(clashes, []);
});

test("the light theme is tokens only: its rules set custom properties, nothing else", () => {
  const css = source("style.css").replace(/\/\*[\s\S]*?\*\//g, "");
  const rules = [...css.matchAll(/([^{}]*data-theme="light"[^{}]*)\{([^{}]*)\}/g)];
  assert.ok(rules.length >= 1, "the light theme's tokens");
  const other = [];
  for (const [, selector, body] of rules) {
    for (const decl of body.split(";").map((d) => d.trim()).filter(Boolean)) {
      const prop = decl.split(":")[0].trim();
      if (!prop.startsWith("--") && prop !== "color-scheme") other.push(`${selector.trim()} { ${decl} }`);
    }
  }
  assert.deepEqual(other, []);
});

test("the README's layout names every web module", () => {
  const readme = readFileSync(new URL("../../README.md", import.meta.url), "utf8");
  const layout = readme.slice(readme.indexOf("## Layout"), readme.indexOf("\n## ", readme.indexOf("## Layout") + 1));
  const missing = modules.filter((f) => !layout.includes(`${f.split("/").pop()}\``));
  assert.deepEqual(missing, []);
});

// The upgrade limit is the engine's (tapeproto.MaxUpgrades, generated into
// protocol.js): the page keeps as many upgrades as the decoder reads, and
// defines no limit of its own.
test("one upgrade limit: the page's is the engine's", () => {
  const defs = modules.filter((f) => f !== "protocol.js" && /\bconst MAX_UPGRADES\b/.test(source(f)));
  assert.deepEqual(defs, [], "only protocol.js defines MAX_UPGRADES");
  assert.match(source("state.js"), /import \{ MAX_UPGRADES \} from "\.\/protocol\.js";/);
  assert.match(source("protocol.js"), /export const MAX_UPGRADES = \d+;/);
});
