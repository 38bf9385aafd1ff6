// The npm package as a user gets it: `npm pack` at the repository root
// (its prepack builds the engine), `npm install` of the tarball into an
// empty folder, then the package used from Node 20 and from browser pages
// (bundled by esbuild, or served from node_modules), in Debian's Chromium.
import { describe, it, before, after } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync, readFileSync, copyFileSync, existsSync, rmSync, mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createRequire } from "node:module";
import { build } from "esbuild";
import { serve, launch, root, skipReason } from "../browser/helpers.mjs";

const npm = (args, cwd) => execFileSync("npm", [...args, "--no-audit", "--no-fund", "--loglevel=error"], { cwd, encoding: "utf8" });

// Two small ships (40 mm bases) side by side, facing the same way, 150 mm
// apart centre to centre: 110 mm between the bases, range 2 (100-200 mm).
const A = { x: 200, y: 400, heading: 0, size: "small" };
const B = { x: 350, y: 400, heading: 0, size: "small" };
const check = `
const a = ${JSON.stringify(A)};
const b = ${JSON.stringify(B)};
export const answer = async (xwing) => {
  const svg = xwing.diagram({ ships: [a, b], selected: 0 }); // part of the engine: no loadDiagram()
  return { version: xwing.version, range: xwing.rangeTo(a, b), front: xwing.inArc(a, b, "front"), diagram: svg.slice(0, 5) };
};
`;

function assertAnswer(got) {
  assert.equal(typeof got.version, "string");
  assert.equal(got.range.range, 2);
  assert.ok(Math.abs(got.range.distance - 110) < 1e-9, `distance ${got.range.distance}`);
  assert.equal(got.front, false);
  assert.equal(got.diagram, "<svg ", "the engine draws the diagram");
}

// elementFiles lists web/xwing-board.js and what it loads, transitively:
// the modules it imports (static and dynamic) and the files it names with
// new URL("./...", import.meta.url).
function elementFiles() {
  const seen = new Set();
  const todo = ["xwing-board.js"];
  while (todo.length) {
    const f = todo.pop();
    if (seen.has(f)) continue;
    seen.add(f);
    if (!f.endsWith(".js") || ["wasm_exec.js"].includes(f)) continue;
    const src = readFileSync(path.join(root, "web", f), "utf8");
    for (const m of src.matchAll(/(?:import\s[^"']*?from\s*|import\s*\(\s*|import\s+|new URL\(\s*)["']\.\/([^"']+)["']/g)) todo.push(m[1]);
  }
  return [...seen].map((f) => `web/${f}`);
}

// The element's page: two ships, the X-wing selected, the TIE in its front arc at range 2.
const BOARD = "v1=2e,s,3,0,*/t65xwing,1,457.2,834.4,0;tielnfighter,2,600,640,180/";
const HEADLINE = "TIE/ln Fighter #2 is in your front arc at range 2; clear shot.";

describe("npm package", () => {
  let work, consumer, pkgDir, packed;

  before(() => {
    work = mkdtempSync(path.join(tmpdir(), "xwing-pkg-"));
    const [info] = JSON.parse(npm(["pack", "--json", "--pack-destination", work], root));
    packed = info;
    consumer = path.join(work, "consumer");
    mkdirSync(consumer);
    writeFileSync(path.join(consumer, "package.json"), JSON.stringify({ name: "consumer", private: true, type: "module" }));
    // Offline: the package has no dependencies to fetch.
    npm(["install", "--offline", path.join(work, info.filename)], consumer);
    pkgDir = path.join(consumer, "node_modules", "xwing-arcs");
  });
  after(() => work && rmSync(work, { recursive: true, force: true }));

  it("holds the loader, the engine, its glue, the types, the board element and what it loads, and nothing else", () => {
    const files = packed.files.map((f) => f.path).sort();
    const want = ["CHANGELOG.md", "README.md", "package.json", "web/protocol.js", "web/tape.js", "web/wasm_exec.js", "web/xwing-board.d.ts", "web/xwing.d.ts", "web/xwing.js", "web/xwing.wasm",
      "web/cards-xwa.txt", "web/cards-legacy.txt", "web/cards-amg.txt"];
    // The board element and every page module and file it loads.
    want.push(...elementFiles());
    assert.deepEqual(files, [...new Set(want)].sort());
    const pkg = JSON.parse(readFileSync(path.join(pkgDir, "package.json"), "utf8"));
    assert.equal(pkg.name, "xwing-arcs");
    assert.equal(pkg.private, undefined, "publishable");
    assert.deepEqual(pkg.dependencies ?? {}, {}, "no runtime dependencies");
    assert.match(readFileSync(path.join(root, "CHANGELOG.md"), "utf8"), new RegExp(`## ${pkg.version.replaceAll(".", "\\.")}\\n`));
    // The engine in the package is the one just built.
    for (const f of ["xwing.wasm", "cards-xwa.txt"]) {
      assert.ok(readFileSync(path.join(pkgDir, "web", f)).equals(readFileSync(path.join(root, "web", f))), f);
    }
  });

  it("resolves its exports", () => {
    const require = createRequire(path.join(consumer, "index.js"));
    assert.equal(require.resolve("xwing-arcs/xwing.wasm"), path.join(pkgDir, "web", "xwing.wasm"));
    assert.throws(() => require.resolve("xwing-arcs/xwing-diagram.wasm"), { code: "ERR_PACKAGE_PATH_NOT_EXPORTED" }, "no second module");
    assert.equal(require.resolve("xwing-arcs/wasm_exec.js"), path.join(pkgDir, "web", "wasm_exec.js"));
    assert.equal(require.resolve("xwing-arcs/cards-legacy.txt"), path.join(pkgDir, "web", "cards-legacy.txt"));
    assert.equal(require.resolve("xwing-arcs/xwing-board.js"), path.join(pkgDir, "web", "xwing-board.js"));
    assert.equal(require.resolve("xwing-arcs/style.css"), path.join(pkgDir, "web", "style.css"));
    assert.equal(require("xwing-arcs/package.json").name, "xwing-arcs");
    const out = execFileSync(process.execPath, ["--input-type=module", "-e", 'console.log(import.meta.resolve("xwing-arcs"))'], { cwd: consumer, encoding: "utf8" });
    assert.equal(new URL(out.trim()).pathname, path.join(pkgDir, "web", "xwing.js"));
    const pkg = JSON.parse(readFileSync(path.join(pkgDir, "package.json"), "utf8"));
    assert.ok(existsSync(path.join(pkgDir, pkg.exports["."].types)), "types ship");
  });

  // The types as a TypeScript user gets them (strict, Node's module
  // resolution, through the package's exports): a program using the API
  // and the element compiles, and the calls the types must refuse are
  // refused (each @ts-expect-error fails the compile if nothing is wrong).
  it("its types check a TypeScript program (tsc --strict)", () => {
    writeFileSync(
      path.join(consumer, "types.ts"),
      `import { load, type XWing, type Ship, type BoardState } from "xwing-arcs";
import { XWingBoard } from "xwing-arcs/xwing-board.js";
const xwing: XWing = await load(undefined, { onProgress: ({ loaded, total }) => console.log(loaded / (total || 1)) });
const luke: Ship = { x: 400, y: 700, heading: 0, pilot: "lukeskywalker", upgrades: ["protontorpedoes"], team: "rebels" };
const tie: Ship = { x: 400, y: 530, heading: 180, ship: "tielnfighter", team: "empire" };
const m = xwing.rangeTo(luke, tie, { arc: "front" });
const band: number | null = m ? m.range : null;
const hit: boolean = xwing.inArc(luke, tie, "bullseye");
for (const o of xwing.attackOptions(luke, [tie])) console.log(o.weapon, o.range, o.obstruction satisfies "clear" | "obstructed" | "choice");
const state: BoardState = { ships: [luke, tie], selected: 0 };
const view = xwing.board(state);
console.log(view.pieces.length, band, hit);
const squad = xwing.squad({ faction: "rebelalliance", pilots: [{ id: "lukeskywalker" }] }, { lenient: true });
console.log(squad.warnings.map((w) => w.path), xwing.toXWS(squad.ships).pilots[0].upgrades);
await xwing.loadDiagram(); // kept for compatibility: resolves at once
const svg: string = xwing.diagram(state, { caption: "Luke at range 2", theme: "dark" });
const board: XWingBoard = document.createElement("xwing-board");
board.setAttribute("state", "v1=2e,s,3,0,*/t65xwing,1,457.2,834.4,0/");
board.addEventListener("render", () => console.log(board.status === "ready", svg.length));
// @ts-expect-error: a base size is one of four
xwing.inArc({ x: 1, y: 1, heading: 0, size: "tiny" }, tie, "front");
// @ts-expect-error: arcs are named
xwing.inArc(luke, tie, "sideways");
// @ts-expect-error: a ship needs its heading
xwing.rangeTo({ x: 1, y: 1, size: "small" }, tie);
// @ts-expect-error: diagram answers a string
const notSVG: number = xwing.diagram(state);
console.log(notSVG);
`,
    );
    writeFileSync(
      path.join(consumer, "tsconfig.json"),
      JSON.stringify({ compilerOptions: { strict: true, noEmit: true, target: "es2022", module: "nodenext", moduleResolution: "nodenext", lib: ["es2022", "dom"], types: [] }, files: ["types.ts"] }),
    );
    const tsc = path.join(root, "node_modules", "typescript", "bin", "tsc");
    try {
      execFileSync(process.execPath, [tsc, "-p", "tsconfig.json"], { cwd: consumer, encoding: "utf8" });
    } catch (e) {
      assert.fail(`tsc: ${e.stdout}${e.stderr}`);
    }
  });

  it("answers in Node: import { load } from \"xwing-arcs\", every ruleset's cards read at load()", () => {
    writeFileSync(
      path.join(consumer, "check.mjs"),
      `${check}\nimport { load } from "xwing-arcs";\nconst xwing = await load();\nconsole.log(JSON.stringify({ ...(await answer(xwing)), loaded: xwing.rulesets().map((r) => r.loaded), luke: xwing.weapons({ x: 0, y: 0, heading: 0, pilot: "lukeskywalker" }).length }));\n`,
    );
    const got = JSON.parse(execFileSync(process.execPath, ["check.mjs"], { cwd: consumer, encoding: "utf8" }));
    assertAnswer(got);
    assert.deepEqual(got.loaded, [true, true, true]);
    assert.equal(got.luke, 1);
  });

  describe("in Chromium: a page bundled by esbuild, or served from node_modules", { skip: skipReason() || false }, () => {
    let srv, browser;
    after(async () => {
      await browser?.close();
      await srv?.close();
    });

    // Each entry writes its answer (or its error) on <html data-answer>.
    const report = `
  .then(async (xwing) => { document.documentElement.dataset.answer = JSON.stringify(await answer(xwing)); })
  .catch((e) => { document.documentElement.dataset.answer = JSON.stringify({ error: String(e) }); });`;

    // bundle builds entry (source text) into consumer/out/ with a page.
    async function bundle(out, entry) {
      writeFileSync(path.join(consumer, `${out}.js`), entry);
      const dist = path.join(consumer, out);
      await build({
        absWorkingDir: consumer,
        entryPoints: [`${out}.js`],
        bundle: true,
        format: "esm",
        platform: "browser",
        outdir: dist,
        loader: { ".wasm": "file" },
        logLevel: "error",
      });
      writeFileSync(path.join(dist, "index.html"), `<!doctype html><meta charset="utf-8"><script type="module" src="${out}.js"></script>`);
      return dist;
    }

    async function answerOf(dir) {
      srv ??= await serve({ dir: consumer });
      browser ??= await launch();
      const page = await browser.newPage();
      await page.goto(`${srv.origin}/${dir}/`);
      await page.waitForFunction(() => document.documentElement.dataset.answer, null, { timeout: 30000 });
      const got = JSON.parse(await page.evaluate(() => document.documentElement.dataset.answer));
      await page.close();
      return got;
    }

    before(() => writeFileSync(path.join(consumer, "answer.js"), check));

    it("load() finds xwing.wasm and wasm_exec.js copied next to the bundle", async () => {
      const dist = await bundle("beside", `import { load } from "xwing-arcs";\nimport { answer } from "./answer.js";\nload()${report}\n`);
      for (const f of ["xwing.wasm", "wasm_exec.js"]) copyFileSync(path.join(pkgDir, "web", f), path.join(dist, f));
      const got = await answerOf("beside");
      assert.equal(got.error, undefined);
      assertAnswer(got);
    });

    // elementOf opens page (a path under consumer/) and reads its
    // <xwing-board>: its status, its error and its verdict headlines.
    async function elementOf(page_) {
      srv ??= await serve({ dir: consumer });
      browser ??= await launch();
      const page = await browser.newPage();
      const errors = [];
      page.on("pageerror", (e) => errors.push(e.message));
      page.on("console", (m) => m.type() === "error" && !m.text().includes("favicon") && errors.push(m.text()));
      await page.goto(`${srv.origin}/${page_}`);
      await page.waitForFunction(() => ["ready", "error"].includes(document.querySelector("xwing-board").status), null, { timeout: 30000 });
      const got = await page.evaluate(() => {
        const b = document.querySelector("xwing-board");
        const r = b.shadowRoot;
        return {
          status: b.status,
          error: r.querySelector(".xb-error").textContent,
          ships: r.querySelectorAll(".ship").length,
          headlines: [...r.querySelectorAll(".verdict .headline")].map((p) => p.textContent),
          mat: getComputedStyle(r.querySelector(".mat")).fill,
        };
      });
      await page.close();
      return { ...got, errors };
    }

    const elementPage = (src) => `<!doctype html><meta charset="utf-8"><xwing-board theme="dark" state="${BOARD}"></xwing-board><script type="module" src="${src}"></script>`;

    function assertElement(got) {
      assert.equal(got.error, "");
      assert.equal(got.status, "ready");
      assert.equal(got.ships, 2);
      assert.deepEqual(got.headlines, [HEADLINE]);
      assert.equal(got.mat, "rgb(18, 28, 49)", "styled: style.css found next to the element");
      assert.deepEqual(got.errors, []);
    }

    it("<xwing-board> served straight from node_modules", async () => {
      writeFileSync(path.join(consumer, "served.html"), elementPage("node_modules/xwing-arcs/web/xwing-board.js"));
      assertElement(await elementOf("served.html"));
    });

    it("<xwing-board> bundled (import \"xwing-arcs/xwing-board.js\"), its engine, card files and stylesheet copied next to the bundle", async () => {
      const dist = await bundle("element", `import "xwing-arcs/xwing-board.js";\n`);
      for (const f of ["xwing.wasm", "wasm_exec.js", "style.css", "cards-xwa.txt", "cards-legacy.txt", "cards-amg.txt"]) copyFileSync(path.join(pkgDir, "web", f), path.join(dist, f));
      writeFileSync(path.join(dist, "index.html"), elementPage("element.js"));
      assertElement(await elementOf("element/"));
    });

    it("load(url) with the engine placed by the bundler and wasm_exec.js bundled", async () => {
      const dist = await bundle(
        "placed",
        `import "xwing-arcs/wasm_exec.js";\nimport wasm from "xwing-arcs/xwing.wasm";\nimport { load } from "xwing-arcs";\nimport { answer } from "./answer.js";\nload(new URL(wasm, import.meta.url))${report}\n`,
      );
      assert.ok(["xwing.wasm", "wasm_exec.js"].every((f) => !existsSync(path.join(dist, f))), "nothing copied by hand");
      const got = await answerOf("placed");
      assert.equal(got.error, undefined);
      assertAnswer(got);
    });
  });
});
