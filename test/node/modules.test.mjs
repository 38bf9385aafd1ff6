// The page's module lists (index.html's preloads, web/sw.js's precache,
// package.json's "files") are made from the imports by tools/modules.mjs:
// a list edited by hand, or an import added without running it, fails here.
// So does a web/page.js (tools/page.mjs) that is not what the modules make.
import { test } from "node:test";
import assert from "node:assert/strict";
import { existsSync, readFileSync } from "node:fs";
import { drift, lists, follow, bundled, starterScript, pageStyle, workerScript, pageIcon } from "../../tools/modules.mjs";
import { createHash } from "node:crypto";
import { build } from "../../tools/page.mjs";

const web = new URL("../../web/", import.meta.url);

test("the module lists are the imports' (run node tools/modules.mjs)", () => {
  assert.deepEqual(drift(), []);
});

test("the precache holds every file the page loads, and each exists once built", () => {
  const { precache } = lists();
  // The page's own files, and what page.js fetches by name: the engine's
  // compiling worker and the modules that imports.
  for (const f of ["./", "page.js", "page-late.js", "manifest.webmanifest", "xwing.wasm", "wasm_exec.js", "xwing-compile.js", "tape.js", "protocol.js", "cards-xwa.txt", "icons/icon-192.png"]) {
    assert.ok(precache.includes(f), f);
  }
  // The modules in page.js are not fetched on their own, nor the starter
  // (inline in index.html), but for those the drag worker imports (a
  // second engine, for a big board's drags: web/dragframes.js).
  for (const f of ["app.js", "store.js", "panels/squad.js", "start.js"]) assert.ok(!precache.includes(f), `${f} is not fetched`);
  for (const f of ["page-drag.js", "dragframes.js", "delta.js"]) assert.ok(precache.includes(f), `${f}, the drag frames', is fetched`);
  // The drag worker comes in one file (tools/page.mjs DRAG_OUT).
  for (const f of ["dragworker.js", "painter.js", "scene.js", "engine.js"]) assert.ok(!precache.includes(f), `${f} is in page-drag.js`);
  assert.ok(!precache.includes("xwing-diagram.wasm"), "the diagram's module is fetched only to draw one");
  const built = ["page.js", "page-late.js", "page-drag.js", "xwing.wasm", "wasm_exec.js", "cards-xwa.txt", "cards-legacy.txt", "cards-amg.txt"];
  assert.deepEqual(precache.filter((f) => f !== "./" && !built.includes(f) && !existsSync(new URL(f, web))), []);
});

test("index.html asks for page.js first, runs start.js and holds style.css inline, their hashes in the CSP, never the engine", () => {
  const html = readFileSync(new URL("index.html", web), "utf8");
  assert.deepEqual(follow(["start.js"], { dynamic: false }), ["start.js"], "the engine's starter imports nothing: it runs inline");
  const inline = [...html.matchAll(/<script type="module" async>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
  assert.deepEqual(inline, [starterScript().code]);
  const starter = readFileSync(new URL("start.js", web), "utf8");
  assert.ok(inline[0].length < starter.length * 0.7 && !inline[0].includes("//"), "start.js minified");
  assert.ok(inline[0].includes("globalThis.xwingFirstPaint"), "start.js's code");
  const hash = `'sha256-${createHash("sha256").update(inline[0]).digest("base64")}'`;
  const csp = /http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)[1];
  assert.ok(csp.split(";").some((d) => d.trim().startsWith("script-src ") && d.trim().split(/\s+/).includes(hash)), `script-src allows ${hash}`);
  assert.equal(starterScript().hash, hash);
  // The stylesheet inline too, its logo a data: URL of the logo's file.
  const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]);
  assert.deepEqual(styles, [pageStyle().css]);
  const logo = readFileSync(new URL("icons/icon.svg", web), "utf8");
  assert.equal(styles[0].split(`url(data:image/svg+xml,${encodeURIComponent(logo)})`).length, 3, "the logo, twice");
  // style.css minified (esbuild): the same rules, every comment gone.
  const css = readFileSync(new URL("style.css", web), "utf8");
  assert.ok(styles[0].length < css.length * 0.8 && !styles[0].includes("/*"), "minified");
  const selectors = (text) => new Set([...text.replace(/\/\*[\s\S]*?\*\//g, "").matchAll(/([^{}]+)\{/g)].flatMap((m) => m[1].split(",").map((x) => x.replace(/[\s"']+/g, "").replace(/::(before|after)\b/g, ":$1"))));
  assert.deepEqual([...selectors(css)].filter((s) => !selectors(styles[0]).has(s) && !s.startsWith("@")), [], "every rule's selector is in the copy");
  const styleHash = `'sha256-${createHash("sha256").update(styles[0]).digest("base64")}'`;
  assert.ok(csp.split(";").some((d) => d.trim().startsWith("style-src ") && d.trim().split(/\s+/).includes(styleHash)), `style-src allows ${styleHash}`);
  assert.ok(!html.includes('rel="stylesheet"'), "no stylesheet to download");
  // Nothing else before the board is ready: the icon inline (the
  // stylesheet's own copy of the logo), the manifest linked by app.js.
  const icons = [...html.matchAll(/<link rel="icon" href="([^"]+)"/g)].map((m) => m[1]);
  assert.deepEqual(icons, [pageIcon()]);
  assert.ok(icons[0].startsWith("data:image/svg+xml,") && styles[0].includes(icons[0]), "the icon is the logo the stylesheet holds");
  assert.ok(!html.includes('rel="manifest"'), "the manifest is linked once the board is ready");
  const scripts = [...html.matchAll(/<script type="module" src="([^"]+)"[^>]*><\/script>/g)].map((m) => m[1]);
  assert.deepEqual(scripts, ["page.js"]);
  // Asked for before the inline style and scripts: over a slow link its
  // request goes out with the page's first bytes.
  assert.ok(html.indexOf('src="page.js"') < html.indexOf("<style>"), "page.js comes before the inline style");
  assert.ok(!html.includes("modulepreload"), "page.js is the script itself");
  // The engine is fetched once the first frame is on screen (start.js),
  // so that it never holds up the page's first paint.
  assert.ok(!html.includes('href="xwing.wasm"'), "the engine is not preloaded");
  // The compiling worker's script is there too, as a data block before the
  // starter (which reads it as it runs), minified from xwing-compile.js;
  // the starter runs it from a blob: URL, which the CSP allows workers.
  const blocks = [...html.matchAll(/<script type="text\/x-xwing-worker" id="xwing-compile">([\s\S]*?)<\/script>/g)].map((m) => m[1]);
  assert.deepEqual(blocks, [workerScript().code]);
  assert.ok(html.indexOf('id="xwing-compile"') < html.indexOf("<script type=\"module\" async>"), "the worker's block comes before the starter");
  assert.ok(blocks[0].includes("compileStreaming") && blocks[0].length < readFileSync(new URL("xwing-compile.js", web), "utf8").length * 0.7, "minified");
  assert.ok(csp.split(";").some((d) => d.trim() === "worker-src 'self' blob:"), "worker-src allows the starter's blob: worker");
});

test("page.js, page-late.js and page-drag.js are what their modules make now (make page)", async () => {
  const built = readFileSync(new URL("page.js", web), "utf8");
  const made = await build();
  assert.ok(built === made.text, "web/page.js is stale: run make page");
  assert.ok(readFileSync(new URL("page-late.js", web), "utf8") === made.late.text, "web/page-late.js is stale: run make page");
  // Every module app.js reaches is in one of them (esbuild's own lists),
  // once, but the starter.
  for (const f of bundled()) assert.ok(made.inputs.includes(f) !== made.late.inputs.includes(f), `${f} in page.js or page-late.js, once`);
  assert.ok(!made.inputs.includes("start.js") && !built.includes("./start.js"), "start.js is inline in index.html, not in page.js");
  // The late cards, and what only they import, are not in page.js: it
  // asks for page-late.js, which takes the rest from it.
  for (const f of ["panels/late.js", "panels/add.js", "panels/loadout.js", "panels/squad.js", "panels/diagram.js", "search.js"]) assert.ok(made.late.inputs.includes(f), `${f} in page-late.js`);
  assert.ok(made.text.includes('import("./page-late.js")'), "page.js asks for page-late.js");
  assert.deepEqual([...made.late.text.matchAll(/from\s*"([^"]+)"/g)].map((m) => m[1]).filter((f) => f !== "./page.js"), [], "page-late.js imports page.js alone");
  // The drag worker in one file: every module it imports, and no import.
  assert.ok(readFileSync(new URL("page-drag.js", web), "utf8") === made.drag.text, "web/page-drag.js is stale: run make page");
  const reached = follow(["dragworker.js"], { named: false });
  assert.deepEqual(made.drag.inputs.filter((f) => !reached.includes(f)), [], "page-drag.js holds only what dragworker.js imports");
  for (const f of ["dragworker.js", "painter.js", "vdom.js", "scene.js", "engine.js", "xwing.js"]) assert.ok(made.drag.inputs.includes(f), `${f} in page-drag.js`);
  assert.deepEqual([...made.drag.text.matchAll(/\bfrom\s*"([^"]+)"/g)].map((m) => m[1]), [], "page-drag.js imports nothing");
});
