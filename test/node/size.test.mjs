// The engine every page downloads stays under its size target (900 KiB
// gzipped, as served: make wasm's precompress uses GNU gzip -9), which is
// why the diagram is a module of its own: a dependency that pushes the
// engine over fails here, not in a first visit over a slow link.
import { test } from "node:test";
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { root } from "./engine.mjs";

const TARGET = 900 * 1024;

function gzipped(file) {
  const r = spawnSync("gzip", ["-9", "-n", "-c", fileURLToPath(file)], { maxBuffer: 1 << 30 });
  return r.status === 0 ? r.stdout.length : gzipSync(readFileSync(file), { level: 9 }).length;
}

// (That the engine leaves the diagram to its module is bindings' and api's
// Go tests: TestInstall, TestEveryFunctionOfTheProtocolIsInOneModule.)
test("the engine is under 900 KiB gzipped", () => {
  const engine = gzipped(new URL("web/xwing.wasm", root));
  assert.ok(engine < TARGET, `xwing.wasm: ${(engine / 1024).toFixed(1)} KiB gzipped, target < 900`);
});
