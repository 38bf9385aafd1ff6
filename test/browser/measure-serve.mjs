// Runs the project's own server (cmd/serve, as `make serve` does) on a
// free port with its access log on, for tests and measurements that count
// what the browser really downloaded: every answer is one log line
// (method, path, status, content coding, body bytes).
import { spawn, execFileSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { root, webDir } from "./helpers.mjs";

let binary = null;

// build compiles cmd/serve once per process.
function build() {
  if (!binary) {
    const out = path.join(mkdtempSync(path.join(tmpdir(), "xwing-serve-")), "serve");
    execFileSync(process.env.GO || "go", ["build", "-o", out, "./cmd/serve"], { cwd: root, stdio: "inherit" });
    binary = out;
  }
  return binary;
}

/**
 * Starts cmd/serve on 127.0.0.1 at a free port.
 * @param {{ dir?: string, bin?: string }} [opts] folder to serve (web/),
 *   a server binary to run instead of building cmd/serve.
 * @returns {Promise<{ origin: string, port: number, log: Array<{ method: string, path: string, status: number, encoding: string, bytes: number }>, close: () => Promise<void> }>}
 */
export async function goServe({ dir = webDir, bin } = {}) {
  const child = spawn(bin || build(), ["-dir", dir, "-addr", "127.0.0.1:0", "-log"], { stdio: ["ignore", "pipe", "inherit"] });
  const log = [];
  let buffered = "";
  const origin = await new Promise((resolve, reject) => {
    child.on("error", reject);
    child.on("exit", (code) => reject(new Error(`cmd/serve exited with ${code}`)));
    child.stdout.setEncoding("utf8");
    child.stdout.on("data", (text) => {
      buffered += text;
      let nl;
      while ((nl = buffered.indexOf("\n")) >= 0) {
        const line = buffered.slice(0, nl);
        buffered = buffered.slice(nl + 1);
        const serving = /^serving .* at (http:\/\/[^/]+)\//.exec(line);
        if (serving) {
          resolve(serving[1]);
          continue;
        }
        const [method, p, status, encoding, bytes] = line.split(" ");
        log.push({ method, path: p, status: Number(status), encoding, bytes: Number(bytes) });
      }
    });
  });
  return {
    origin,
    port: Number(new URL(origin).port),
    log,
    close: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.removeAllListeners("exit");
        child.on("exit", () => resolve());
        child.kill();
      }),
  };
}

// downloads counts the full answers (200 with a body) for a path.
export function downloads(log, p) {
  return log.filter((l) => l.path === p && l.method === "GET" && l.status === 200 && l.bytes > 0).length;
}
