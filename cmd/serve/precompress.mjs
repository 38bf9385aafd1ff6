// precompress.mjs writes NAME.br and NAME.gz next to every text asset of a
// folder worth compressing (the engine, the scripts, the page), for
// servers that send precompressed files by Accept-Encoding (cmd/serve,
// nginx's gzip_static/brotli_static, Caddy's precompressed, most CDNs).
//
//   node cmd/serve/precompress.mjs web
//
// The page's own scripts and its stylesheet are compressed minified
// (esbuild, from the lockfile: `npm ci`): on a first visit over a slow
// link their comments and long names were ~30 KB of 70. So is Go's
// wasm_exec.js, its licence header kept as written above the code. A page
// (.html) is compressed without its comments (those outside its inline
// scripts and style). The files themselves stay as written, for whoever
// reads them, and so does what a server sends uncompressed. Without
// esbuild every script is compressed as it is, and this says so.
//
// A file is redone only when it is newer than its compressed copies and
// its bytes changed, so `make wasm` pays the ~10 s of brotli's best
// setting only when the engine did. Brotli comes from Node's zlib; gzip is GNU gzip -9 when there is
// one (about 1.5% smaller than zlib's level 9 on the engine), else zlib.
import { readdirSync, readFileSync, statSync, writeFileSync, utimesSync } from "node:fs";
import { spawnSync } from "node:child_process";
import path from "node:path";
import zlib from "node:zlib";
import { fileURLToPath } from "node:url";

// Types that compress; images (png) already are. .txt: the card files
// (web/cards-<ruleset>.txt), which brotli packs to a fifth.
const EXTENSIONS = new Set([".wasm", ".js", ".mjs", ".css", ".html", ".svg", ".webmanifest", ".json", ".ts", ".txt"]);
// Below this a compressed answer saves less than a packet.
const MIN_SIZE = 1024;

function brotli(data) {
  const c = zlib.constants;
  return zlib.brotliCompressSync(data, {
    params: {
      [c.BROTLI_PARAM_QUALITY]: c.BROTLI_MAX_QUALITY,
      [c.BROTLI_PARAM_LGWIN]: c.BROTLI_MAX_WINDOW_BITS,
      [c.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  });
}

function gzip(data) {
  const r = spawnSync("gzip", ["-9", "-n", "-c"], { input: data, maxBuffer: 1 << 30 });
  if (r.status === 0) return r.stdout;
  return zlib.gzipSync(data, { level: 9, memLevel: 9 });
}

let esbuild = null;
try {
  esbuild = await import("esbuild");
} catch {
  console.log("precompress: no esbuild (npm ci), the scripts and the stylesheet are compressed as written");
}

// minified is file's bytes as they are compressed: a script or stylesheet
// of the page minified (a module's own top-level names too), anything
// else as it is. A file esbuild can't read goes as it is.
const minifies = (file) => path.extname(file) === ".html" || (!!esbuild && [".js", ".mjs", ".css"].includes(path.extname(file)));
export function minified(file, data) {
  const ext = path.extname(file);
  if (!minifies(file)) return data;
  const code = data.toString("utf8");
  if (ext === ".html") return Buffer.from(withoutComments(code));
  // Go's licence header, which esbuild's legal comments don't recognise.
  const header = path.basename(file) === "wasm_exec.js" ? (/^(?:[ \t]*\/\/[^\n]*\n)+/.exec(code)?.[0] ?? "") : "";
  const options = { loader: ext === ".css" ? "css" : "js", minify: true, legalComments: "inline" };
  if (ext !== ".css" && /^\s*(import|export)\b[^(]/m.test(code)) options.format = "esm";
  try {
    return Buffer.from(header + esbuild.transformSync(code, options).code);
  } catch (e) {
    console.log(`precompress: ${file} left as written: ${e.message.split("\n")[0]}`);
    return data;
  }
}

// withoutComments is page without its comments, but for those inside its
// scripts and style (text there, not comments): a comment on lines of its
// own goes with them.
export function withoutComments(page) {
  return page
    .split(/(<(?:script|style)\b[\s\S]*?<\/(?:script|style)>)/)
    .map((part, i) => (i % 2 ? part : part.replace(/^[ \t]*<!--[\s\S]*?-->[ \t]*\n/gm, "").replace(/<!--[\s\S]*?-->/g, "")))
    .join("");
}

function* assets(dir) {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) yield* assets(p);
    else if (e.isFile() && EXTENSIONS.has(path.extname(e.name))) yield p;
  }
}

function mtime(p) {
  try {
    return statSync(p).mtimeMs;
  } catch {
    return -1;
  }
}

function same(out, data, expand) {
  try {
    return expand(readFileSync(out)).equals(data);
  } catch {
    return false;
  }
}

// precompress writes the compressed copies of dir's assets.
function precompress(dir) {
  for (const file of assets(dir)) {
    const st = statSync(file);
    if (st.size < MIN_SIZE) continue;
    let data = null;
    for (const [ext, compress, expand] of [
      [".br", () => brotli(data), zlib.brotliDecompressSync],
      [".gz", () => gzip(data), zlib.gunzipSync],
    ]) {
      const out = file + ext;
      // A copy newer than its file is current, but for one minified: it
      // may have been made before esbuild was installed (a quick check).
      if (mtime(out) >= st.mtimeMs && !minifies(file)) continue;
      data ??= minified(file, readFileSync(file));
      // `make wasm` rewrites the engine even when the build is the same:
      // a copy that still holds the same bytes only needs a new time.
      if (same(out, data, expand)) {
        const now = new Date();
        utimesSync(out, now, now);
        continue;
      }
      const packed = compress();
      if (packed.length >= st.size) continue;
      // Written after its source, so it is newer: a server can tell a stale
      // copy (older than its source, e.g. after an edit) from a current one.
      writeFileSync(out, packed);
      console.log(`${out}: ${packed.length} bytes (${((100 * packed.length) / st.size).toFixed(1)}%)`);
    }
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2];
  if (!dir) {
    console.error("usage: node precompress.mjs FOLDER");
    process.exit(2);
  }
  precompress(dir);
}
