// The browser suite's setup lives in one fixture (fixture.mjs): no test
// file launches a browser or starts a server of its own. A file that needs
// another server or context asks the fixture (fx.serve, fx.goServe,
// fx.newContext), which closes it with the suite.
import { it } from "node:test";
import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
const files = readdirSync(here).filter((f) => f.endsWith(".test.mjs") && f !== "suite.test.mjs");

// What starting a browser or a server of one's own looks like.
const OWN_SETUP = [
  [/\blaunch\s*\(/, "launches a browser (launch)"],
  [/\bchromium\b/, "uses playwright's chromium directly"],
  [/(?<![./])\bserve\s*\(/, "starts a server (serve instead of fx.serve)"],
  [/(?<!\.)\bgoServe\s*\(/, "starts cmd/serve (goServe instead of fx.goServe)"],
  [/\bcreateServer\s*\(/, "starts an http server"],
  [/\b(spawn|execFile|execFileSync)\s*\(/, "runs a program (a server?)"],
];

it("every browser test file gets its browser and servers from the fixture", () => {
  assert.ok(files.length > 20, `test files found: ${files.length}`);
  const problems = [];
  for (const f of files) {
    const src = readFileSync(path.join(here, f), "utf8");
    for (const [re, what] of OWN_SETUP) if (re.test(src)) problems.push(`${f} ${what}`);
    // A file that drives a page opens it through a boardSuite.
    if (/\bpage\b/.test(src) && !/\bboardSuite\(/.test(src)) problems.push(`${f} drives a page outside boardSuite`);
  }
  assert.deepEqual(problems, []);
});
