// The engine every page downloads, the diagram included (one Go runtime
// per page), stays under its size target: 894 KiB gzipped as served
// (make wasm's precompress uses GNU gzip -9). A dependency that pushes
// the engine over fails here, not in a first visit over a slow link;
// make size prints what the engine is made of, by package.
import { test } from "node:test";
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { root } from "./engine.mjs";

const TARGET = 894 * 1024; // 915,456 bytes

function gzipped(file) {
  const r = spawnSync("gzip", ["-9", "-n", "-c", fileURLToPath(file)], { maxBuffer: 1 << 30 });
  return r.status === 0 ? r.stdout.length : gzipSync(readFileSync(file), { level: 9 }).length;
}

test("the engine, diagram included, is at most 894 KiB gzipped", () => {
  const engine = gzipped(new URL("web/xwing.wasm", root));
  assert.ok(engine <= TARGET, `xwing.wasm: ${engine} bytes gzipped (${(engine / 1024).toFixed(1)} KiB), target <= ${TARGET}: over by ${engine - TARGET}`);
});
