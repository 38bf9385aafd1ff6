// load(url, { onProgress }) in Node: the engine read from a file is
// reported once, whole; load(url) without options is unchanged
// (load.test.mjs).
import { test } from "node:test";
import assert from "node:assert/strict";
import { statSync } from "node:fs";
import { load } from "../../web/xwing.js";

test("onProgress hears the engine's size, loaded and total", async () => {
  const seen = [];
  const xwing = await load(undefined, { onProgress: (p) => seen.push(p) });
  assert.match(xwing.version, /^\d+\.\d+\.\d+/);
  const size = statSync(new URL("../../web/xwing.wasm", import.meta.url)).size;
  assert.deepEqual(seen, [{ loaded: size, total: size }]);
});
