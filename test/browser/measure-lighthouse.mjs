// Lighthouse's mobile performance score of the board page, run by hand:
//
//   make wasm && node test/browser/measure-lighthouse.mjs [--runs 3]
//        [--dir web] [--bin path/to/serve] [--bare] [--json out.json]
//        [--reports DIR]
//
// The page is served by cmd/serve (as `make serve` does; --bin runs
// another build of it, to compare with an older tree); each run is
// lighthouse@12 (package.json's devDependencies) with its default mobile
// settings (a Moto G Power's screen, 4x slower CPU, slow 4G simulated)
// in Debian's Chromium, on a share link with two ships (--bare: the bare
// address). Reported per run: the score, the largest contentful paint,
// the total blocking time, the first contentful paint and the speed
// index; then the worst and median score.
import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { goServe } from "./measure-serve.mjs";
import { CHROMIUM, needBrowser } from "./helpers.mjs";

needBrowser();

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : fallback;
};
const runs = Number(option("--runs", 3));
const dir = option("--dir", undefined);
const bin = option("--bin", undefined);
const jsonOut = option("--json", undefined);
// --reports DIR keeps each run's whole Lighthouse report (DIR/run-N.json).
const reportsDir = option("--reports", undefined);
// The board: a T-65 and a TIE on an Epic board.
const LINK = args.includes("--bare") ? "" : "#v1=2e,e,5,0,*/t65xwing,1,457.2,834.4,0;tielnfighter,2,1500,640,180/";

const LIGHTHOUSE = fileURLToPath(new URL("../../node_modules/lighthouse/cli/index.js", import.meta.url));

// lighthouse runs one audit of url and returns its report (JSON).
function lighthouse(url) {
  const out = mkdtempSync(path.join(tmpdir(), "xwing-lh-"));
  const report = path.join(out, "report.json");
  const cli = [LIGHTHOUSE, url, "--only-categories=performance", "--output=json", `--output-path=${report}`, "--quiet",
    "--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage"];
  return new Promise((resolve, reject) => {
    execFile(process.execPath, cli, { env: { ...process.env, CHROME_PATH: CHROMIUM }, maxBuffer: 1 << 26 }, (err, _stdout, stderr) => {
      try {
        if (err) return reject(new Error(`lighthouse failed: ${stderr || err.message}`));
        resolve(JSON.parse(readFileSync(report, "utf8")));
      } finally {
        rmSync(out, { recursive: true, force: true });
      }
    });
  });
}

const ms = (lhr, id) => `${Math.round(lhr.audits[id].numericValue)} ms`;

const srv = await goServe({ dir, bin });
const results = [];
try {
  console.log(`lighthouse ${JSON.parse(readFileSync(new URL("../../node_modules/lighthouse/package.json", import.meta.url), "utf8")).version}, mobile, ${CHROMIUM}; ${dir || "web/"}`);
  for (let i = 0; i < runs; i++) {
    const lhr = await lighthouse(`${srv.origin}/${LINK}`);
    if (lhr.runtimeError) throw new Error(`lighthouse: ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    if (reportsDir) {
      mkdirSync(reportsDir, { recursive: true });
      writeFileSync(path.join(reportsDir, `run-${i + 1}.json`), JSON.stringify(lhr));
    }
    const score = Math.round(lhr.categories.performance.score * 100);
    results.push({ score, lcp: lhr.audits["largest-contentful-paint"].numericValue, tbt: lhr.audits["total-blocking-time"].numericValue });
    console.log(`run ${i + 1}: performance ${score}; LCP ${ms(lhr, "largest-contentful-paint")}, TBT ${ms(lhr, "total-blocking-time")}, FCP ${ms(lhr, "first-contentful-paint")}, speed index ${ms(lhr, "speed-index")}`);
  }
} finally {
  await srv.close();
}
const scores = results.map((r) => r.score).sort((a, b) => a - b);
console.log(`performance: worst ${scores[0]}, median ${scores[scores.length >> 1]}, best ${scores[scores.length - 1]} (${runs} runs)`);
if (jsonOut) writeFileSync(jsonOut, JSON.stringify(results, null, 2));
