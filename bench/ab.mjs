// ab.mjs: two builds of the engine side by side in one process, their
// rounds taken in turns so that both see the same minutes of a busy
// machine (run by hand, e.g. before and after a change to the module):
//
//   node bench/ab.mjs A.wasm B.wasm
//   node bench/ab.mjs A/web B/web      (each build's own loader: builds of
//                                      different tape versions)
//
// Each build runs in a worker thread of its own, beside web/'s card
// files. Reported per build: the best and median round of board() (16
// ships, one selected; the same state again, and every ship moved since
// the call before, as a board that keeps its last call's work is measured),
// of rangeTo(a, b, {arc}), and of the Epic board of issue 25
// (bench/epic.mjs): its first call, one ship moved, the selected ship
// moved.
import { copyFileSync, mkdtempSync, readdirSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { Worker, isMainThread, parentPort, workerData } from "node:worker_threads";
import { epicState, moved } from "./epic.mjs";

const a = { x: 100, y: 100, heading: 180, size: "small" };
const b = { x: 140, y: 300, heading: 30, size: "small" };
const ships = Array.from({ length: 16 }, (_, i) => ({
  id: `s${i}`, team: i < 8 ? "rebels" : "empire", ship: i < 8 ? "t65xwing" : "tielnfighter",
  x: 80 + (i % 8) * 105, y: i < 8 ? 300 + (i % 3) * 40 : 560 - (i % 3) * 40, heading: i < 8 ? 180 : 0,
}));
const state = { ships, selected: 2 };
const shifted = (st, d) => ({ ...st, ships: st.ships.map((s) => ({ ...s, x: s.x + d })) });
const epic = epicState();
const pairs = { small: [state, shifted(state, 0.5)], epic: [epic, shifted(epic, 0.5)] };
let flip = 0;
const JOBS = {
  "board()": [(x) => x.board(state), 50],
  "board() 16, all moved": [(x) => x.board(pairs.small[flip++ & 1]), 20],
  "rangeTo {arc}": [(x) => x.rangeTo(a, b, { arc: "front" }), 5000],
  "Epic first call": [(x) => x.board(pairs.epic[flip++ & 1]), 2],
  "Epic one ship moved": [(x) => x.board(moved(epic, 110, flip++ & 1 ? 1 : -1, 0)), 10],
  "Epic selected moved": [(x) => x.board(moved(epic, epic.selected, flip++ & 1 ? 1 : -1, 0)), 10],
};

if (isMainThread) {
  const files = process.argv.slice(2);
  if (files.length !== 2) throw new Error("usage: node bench/ab.mjs A.wasm B.wasm, or A/web B/web");
  // Each build runs in a worker of its own (one engine per loader), from a
  // folder of its own with web/'s card files.
  const web = new URL("../web/", import.meta.url);
  const workers = files.map((file, i) => {
    if (statSync(file).isDirectory()) {
      const dir = pathToFileURL(path.resolve(file) + "/").href;
      return new Worker(new URL(import.meta.url), { workerData: { wasm: new URL("xwing.wasm", dir).href, loader: new URL("xwing.js", dir).href } });
    }
    const dir = mkdtempSync(path.join(tmpdir(), `xwing-ab-${i}-`));
    copyFileSync(file, path.join(dir, "xwing.wasm"));
    for (const f of readdirSync(web)) if (/^cards-\w+\.txt$/.test(f)) copyFileSync(new URL(f, web), path.join(dir, f));
    return new Worker(new URL(import.meta.url), { workerData: { wasm: pathToFileURL(path.join(dir, "xwing.wasm")).href } });
  });
  let failed = null;
  for (const w of workers) w.on("error", (e) => { failed = e; });
  const ask = (w, job) => new Promise((resolve) => {
    w.once("message", resolve);
    w.postMessage(job);
  }).then((v) => {
    if (failed) throw failed;
    return v;
  });
  await Promise.all(workers.map((w) => ask(w, "ready")));
  const times = files.map(() => Object.fromEntries(Object.keys(JOBS).map((k) => [k, []])));
  for (const name of Object.keys(JOBS)) {
    for (const w of workers) await ask(w, `warm ${name}`);
    for (let round = 0; round < 40; round++) {
      for (const [e, w] of workers.entries()) times[e][name].push(await ask(w, name));
    }
  }
  for (const [e, file] of files.entries()) {
    const line = Object.entries(times[e]).map(([name, t]) => {
      t.sort((p, q) => p - q);
      return `  ${name.padEnd(22)} best ${t[0].toFixed(1).padStart(8)} µs, median ${t[t.length >> 1].toFixed(1).padStart(8)} µs`;
    });
    console.log(`${file}:\n${line.join("\n")}`);
  }
  for (const w of workers) w.terminate();
} else {
  const { load } = await import(workerData.loader ?? "../web/xwing.js");
  const x = await load(new URL(workerData.wasm));
  parentPort.on("message", (job) => {
    if (job === "ready") return parentPort.postMessage(0);
    const warm = job.startsWith("warm ");
    const [fn, calls] = JOBS[warm ? job.slice(5) : job];
    fn(x); // untimed: the first call after another job's board is not this job's kind
    const t0 = performance.now();
    for (let i = 0; i < calls; i++) fn(x);
    parentPort.postMessage(((performance.now() - t0) / calls) * 1000);
  });
}
