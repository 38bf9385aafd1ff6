// Measurement (not a timed test; make bench-js runs it after bench.mjs):
// frame times while a script drags a ship across the Epic board of issue
// 25 (bench/epic.mjs: 200 ships, 60 official obstacles, one selected) in
// Chromium with its CPU throttled 4x (CDP Emulation.setCPUThrottlingRate),
// as a phone would run it.
//
//   node test/browser/measure-drag.mjs [--rate 4] [--frames 120] [--dir DIR] [--phone]
//
// --dir serves another build of web/ (say an older commit's, for a
// before-and-after in the same minutes). SERIES=1 prints each frame's
// time (SERIES=2: and how much of it was the pointer move's handler and
// the worker's answers); TRACE_CATS=a,b,... traces those categories for
// --trace. --trace prints the main thread's time by kind (--invalidations: and what invalidated style, layout and
// paint; --long: each task longer than a frame, by what filled it; --slowest: the slowest 5% of frames against the
// middle half, by what filled them; --threads: every thread's busy time, the browser's other
// processes' too); --profile the hottest functions, named in a page.js built with
// PAGE_NAMES=1 node tools/page.mjs; --mutations the DOM's changes a
// frame, by attribute, element and the layer they are in.
//
// The drag is driven from inside the page, one pointermove per animation
// frame, so that no round trip to this script sits between frames: each
// is dispatched once the frame before is drawn, as Chromium dispatches
// input before a frame. A frame's time is the main thread's work for it:
// the pointer move's handler, then from the start of the frame's animation
// callbacks (the page's redraw: its engine call and drawing) to the end of
// its style, layout and paint (a message posted in the frame arrives once
// they are done), and the tasks in which the drag worker's answers arrived
// between the frame before and this one (the page's perf.workerMs sums
// them; one that runs inside the frame's span is counted once, in it).
// Printed: p50 and p95 of those, for a drag of the selected ship (its
// arcs, lines and every verdict change) and of another ship while one is
// selected; the page's own per-frame figures beside them; and the drag's
// start: from the press to the end of the first frame with the live layer
// shown (the dragged ship lifted out of the board), not counted in the
// frames.
import { writeFileSync } from "node:fs";
import { serve, launch, openBoard, skipReason } from "./helpers.mjs";
import { epicLink } from "./epicboard.mjs";

const arg = (name, dflt) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : dflt;
};
const RATE = arg("rate", 4);
const FRAMES = arg("frames", 120);

const why = skipReason();
if (why) {
  console.error(`measure-drag: can't run: ${why}`);
  process.exit(1);
}

const { epic, link: BOARD } = epicLink();

const q = (xs, p) => {
  const s = xs.slice().sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(p * s.length))];
};
const fmt = (xs) => `p50 ${q(xs, 0.5).toFixed(1)} ms, p95 ${q(xs, 0.95).toFixed(1)} ms, max ${Math.max(...xs).toFixed(1)} ms (${xs.length} frames)`;

// drag runs in the page: presses ship i, moves it along a path one step
// per frame, releases it, and answers each frame's time and the page's own
// redraw times.
async function drag(page, i, frames) {
  return page.evaluate(
    ([i, frames]) =>
      new Promise((resolve) => {
        const svg = document.getElementById("board");
        const base = document.querySelector(`[data-ship="${i}"] .base`);
        const r = base.getBoundingClientRect();
        const x0 = r.left + r.width / 2, y0 = r.top + r.height / 2;
        const ev = (type, x, y) =>
          new PointerEvent(type, { clientX: x, clientY: y, pointerId: 1, pointerType: "mouse", isPrimary: true, buttons: type === "pointerup" ? 0 : 1, bubbles: true, cancelable: true });
        const perf = globalThis.boardApp.perf;
        perf.renders.length = 0;
        perf.engine.length = 0;
        if (perf.workerAnswers) perf.workerAnswers.length = 0;
        const down = performance.now();
        base.dispatchEvent(ev("pointerdown", x0, y0));
        // The drag's start: from the press to the end of the first frame
        // drawn with the live layer shown (live.js; a build without it: the
        // second frame). The frames measured are those after it.
        let start = 0;
        let measured = null; // the counts of the page's figures at the start
        // (The drag worker's canvas, when it paints the drag: painter.js.)
        const overs = [".board-live-over", ".board-live-paint-over"].map((s) => document.querySelector(s)).filter(Boolean);
        const liveShown = () => !overs.length || overs.some((o) => o.style.display !== "none" && o.style.visibility !== "hidden");
        const times = [];
        const parts = []; // each frame's [pointer move's handling, worker's answers taken in]
        const ch = new MessageChannel();
        let k = 0;
        let x = x0, y = y0;
        let input = 0; // the pointer move's handling, in the task before the frame
        // move dispatches the next pointer move, as Chromium does before a
        // frame's animation callbacks (so the redraw it schedules is drawn
        // in that frame), having asked for the frame first (so that the
        // frame's time starts before the redraw).
        const move = () => {
          k++;
          requestAnimationFrame(frame);
          const t = (k / frames) * 2 * Math.PI;
          x = x0 + 300 * Math.sin(t);
          y = y0 - 120 * (1 - Math.cos(t));
          const s = performance.now();
          svg.dispatchEvent(ev("pointermove", x, y));
          input = performance.now() - s;
        };
        const answerMs = () => perf.workerMs || 0; // 0 for a page without the worker
        // The worker's answers taken in between the frame before's end and
        // this frame's start count in this frame (one taken in after its
        // animation callbacks is in the frame's own span already).
        let answers = answerMs();
        let between = 0;
        ch.port1.onmessage = (e) => {
          if (measured) {
            times.push(between + input + performance.now() - e.data);
            performance.mark(`drag-frame ${times.length - 1}`); // its end (--slowest)
            parts.push([input, between]);
          } else if (k >= 2 && liveShown()) {
            start = performance.now() - down;
            measured = [perf.renders.length, perf.engine.length, (perf.workerAnswers || []).length, answerMs()];
            performance.mark("drag-frames"); // --trace counts from here
          }
          answers = answerMs();
          if (k === frames) {
            performance.mark("drag-frames-end");
            svg.dispatchEvent(ev("pointerup", x, y));
            resolve({ start, times, parts, renders: perf.renders.slice(measured[0]), engine: perf.engine.slice(measured[1]), answers: (perf.workerAnswers || []).slice(measured[2]), taken: (answerMs() - measured[3]) / times.length });
          } else move();
        };
        const frame = () => {
          between = answerMs() - answers;
          ch.port2.postMessage(performance.now()); // arrives once this frame is drawn
        };
        move();
      }),
    [i, frames],
  );
}

// mainThread is the renderer main thread's complete events of a trace,
// in order, each with its self time (self: a child's time is not its
// parent's, in µs), and the measured frames' bounds (from, to: the
// drag-frames marks' times; null without them). measured: only the
// events between those marks (not the drag's start, the board drawn for
// the last time, or its end, the drop, words and all). null without the
// main thread.
function mainThread(events, { measured = true } = {}) {
  const main = events.find((e) => e.name === "thread_name" && e.args && e.args.name === "CrRendererMain");
  if (!main) return null;
  const mark = (name) => events.find((e) => e.name === name && e.pid === main.pid);
  const [from, to] = [mark("drag-frames"), mark("drag-frames-end")].map((e) => (e ? e.ts : null));
  const within = (e) => !measured || from === null || (e.ts >= from && e.ts <= to);
  const mine = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === "X" && e.dur > 0 && within(e)).sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const self = new Map();
  const stack = [];
  for (const e of mine) {
    while (stack.length && stack[stack.length - 1].ts + stack[stack.length - 1].dur <= e.ts) stack.pop();
    const parent = stack[stack.length - 1];
    if (parent) self.set(parent, self.get(parent) - e.dur);
    self.set(e, e.dur);
    stack.push(e);
  }
  return { main, mark, mine, self, from, to };
}

// sumByName sums the self time of events (mainThread's self) by key(e).
function sumByName(events, self, key = (e) => e.name) {
  const sum = new Map();
  for (const e of events) sum.set(key(e), (sum.get(key(e)) || 0) + self.get(e));
  return sum;
}

// named is an event's name, a script's function's with it.
const named = (e) => e.name + (e.args?.data?.functionName ? ` ${e.args.data.functionName}` : "");

// printTrace prints the renderer main thread's complete events by name
// (self time), in ms per frame, over the frames measured.
function printTrace(events, frames) {
  const m = mainThread(events);
  if (!m) return;
  for (const [k, v] of [...sumByName(m.mine, m.self)].sort((a, b) => b[1] - a[1]).slice(0, 16)) console.log(`  ${(v / 1000 / frames).toFixed(2).padStart(7)} ms/frame  ${k}`);
}

// printLong prints the main thread's tasks of the frames measured that
// took longer than a frame (16 ms), each with its start (from the first
// frame), length and the events that filled it by self time (--long, with
// --trace): what a p95 frame is made of.
function printLong(events) {
  const m = mainThread(events);
  if (!m) return;
  let end = -Infinity; // Chromium nests a RunTask in a ThreadControllerImpl::RunTask: one line a task
  for (const t of m.mine) {
    if ((t.name !== "RunTask" && t.name !== "ThreadControllerImpl::RunTask") || t.dur < 16000 || t.ts + t.dur <= end) continue;
    end = t.ts + t.dur;
    const inner = m.mine.filter((e) => e.ts >= t.ts && e.ts + e.dur <= t.ts + t.dur);
    const parts = [...sumByName(inner, m.self, named)].filter(([, v]) => v >= 500).sort((a, b) => b[1] - a[1]).slice(0, 6);
    console.log(`  long task at ${((t.ts - m.from) / 1000).toFixed(0).padStart(5)} ms: ${(t.dur / 1000).toFixed(1)} ms: ${parts.map(([k, v]) => `${k} ${(v / 1000).toFixed(1)}`).join(", ")}`);
  }
}

// printSlowest prints what the slowest 5% of the frames measured are made
// of against the middle half (--slowest, with --trace): the main thread's
// events by self time, in ms a frame, over each frame's span (from the end
// of the frame before to its own end, as times counts it: the pointer
// move, the worker's answers taken in, the frame).
function printSlowest(events, times) {
  const m = mainThread(events, { measured: false });
  if (!m || m.from === null) return;
  // Each frame's span and the events in it, in the order of time.
  const spans = [];
  let at = m.from;
  let i = 0;
  times.forEach((t, k) => {
    const end = m.mark(`drag-frame ${k}`);
    if (!end) return;
    while (i < m.mine.length && m.mine[i].ts < at) i++;
    const first = i;
    while (i < m.mine.length && m.mine[i].ts < end.ts) i++;
    spans.push({ t, parts: sumByName(m.mine.slice(first, i), m.self, named) });
    at = end.ts;
  });
  const byTime = spans.sort((a, b) => a.t - b.t);
  const n = byTime.length;
  const perFrame = (list) => {
    const sum = new Map();
    for (const sp of list) for (const [k, v] of sp.parts) sum.set(k, (sum.get(k) || 0) + v / 1000 / list.length);
    return sum;
  };
  const slow = byTime.slice(Math.floor(0.95 * n));
  const mid = byTime.slice(Math.floor(0.25 * n), Math.floor(0.75 * n));
  const [a, b] = [perFrame(slow), perFrame(mid)];
  const mean = (list) => list.reduce((x, sp) => x + sp.t, 0) / list.length;
  console.log(`  the slowest ${slow.length} frames (${mean(slow).toFixed(1)} ms) against the middle ${mid.length} (${mean(mid).toFixed(1)} ms), ms a frame:`);
  for (const [k, v] of [...a].sort((x, y) => y[1] - x[1]).slice(0, 16)) console.log(`  ${v.toFixed(2).padStart(7)} ${(b.get(k) || 0).toFixed(2).padStart(7)}  ${k}`);
}

// printThreads prints each thread's busy time per frame (its top-level
// tasks, wall and CPU) over the frames measured, the browser's other
// processes too: what else wants this machine's cores while the page's
// main thread draws (--threads).
function printThreads(events, frames) {
  const main = events.find((e) => e.name === "thread_name" && e.args && e.args.name === "CrRendererMain");
  const mark = (name) => events.find((e) => e.name === name && (!main || e.pid === main.pid));
  const [from, to] = [mark("drag-frames"), mark("drag-frames-end")].map((e) => (e ? e.ts : null));
  const names = new Map();
  for (const e of events) if (e.name === "thread_name" && e.args) names.set(`${e.pid}:${e.tid}`, e.args.name);
  const busy = new Map();
  for (const e of events) {
    if (e.ph !== "X" || !/toplevel/.test(e.cat || "") || e.dur === undefined) continue;
    if (from !== null && (e.ts < from || e.ts > to)) continue;
    const k = `${e.pid}:${e.tid}`;
    const b = busy.get(k) || { wall: 0, cpu: 0 };
    b.wall += e.dur;
    b.cpu += e.tdur || 0;
    busy.set(k, b);
  }
  for (const [k, b] of [...busy].sort((x, y) => y[1].wall - x[1].wall).slice(0, 12)) console.log(`  ${(b.wall / 1000 / frames).toFixed(2).padStart(7)} ms/frame wall, ${(b.cpu / 1000 / frames).toFixed(2).padStart(6)} cpu  ${names.get(k) || k}${main && k === `${main.pid}:${main.tid}` ? " (the page)" : ""}`);
}

// printInvalidations prints the invalidation-tracking events by kind, the
// invalidated node's name and the reason, per frame (the most frequent).
function printInvalidations(events, frames) {
  // The frames measured only, as printTrace counts them.
  const main = events.find((e) => e.name === "thread_name" && e.args && e.args.name === "CrRendererMain");
  const mark = (name) => events.find((e) => e.name === name && (!main || e.pid === main.pid));
  const [from, to] = [mark("drag-frames"), mark("drag-frames-end")].map((e) => (e ? e.ts : null));
  const n = new Map();
  for (const e of events) {
    if (!/InvalidationTracking$/.test(e.name) || !e.args || !e.args.data) continue;
    if (from !== null && (e.ts < from || e.ts > to)) continue;
    const d = e.args.data;
    const key = `${e.name.replace("InvalidationTracking", "")} ${d.nodeName || ""} ${d.reason || d.invalidationSet || ""}`.slice(0, 140);
    n.set(key, (n.get(key) || 0) + 1);
  }
  const top = [...n].sort((a, b) => b[1] - a[1]);
  for (const [k, v] of [...top.filter(([k]) => !k.startsWith("Paint")).slice(0, 12), ...top.filter(([k]) => k.startsWith("Paint")).slice(0, 12)]) console.log(`  ${(v / frames).toFixed(1).padStart(7)} /frame  ${k}`);
}

// printPaints prints what was painted during the drag: the Paint events
// by the element they name (the document's own, then each element that
// got a paint layer of its own: the board's SVG should be painted once, as
// the drag starts, and the live layers every frame).
async function printPaints(events, cdp) {
  const byNode = new Map();
  for (const e of events) {
    if (e.name !== "Paint" || e.ph !== "X" || !e.args || !e.args.data) continue;
    const id = e.args.data.nodeId;
    const o = byNode.get(id) || { n: 0, ms: 0 };
    o.n++;
    o.ms += e.dur / 1000;
    byNode.set(id, o);
  }
  await cdp.send("DOM.getDocument", { depth: 0 });
  for (const [id, o] of [...byNode].sort((a, b) => b[1].n - a[1].n)) {
    let what = `node ${id}`;
    try {
      const { node } = await cdp.send("DOM.describeNode", { backendNodeId: id });
      const a = Object.fromEntries((node.attributes || []).reduce((xs, v, k, all) => (k % 2 ? xs : [...xs, [v, all[k + 1]]]), []));
      what = `${node.nodeName.toLowerCase()}${a.id ? "#" + a.id : ""}${a.class ? "." + a.class.split(" ").join(".") : ""}`;
    } catch {
      // not an element (gone, or the document's own painting)
    }
    console.log(`  painted ${String(o.n).padStart(4)}x ${(o.ms / o.n).toFixed(1).padStart(5)} ms each  ${what}`);
  }
}

// watchMutations runs in the page: it counts the DOM's changes until
// dragMutations.take(), by kind (an attribute's name, or children), the
// changed node's name and class, and the live layer or SVG it lies in
// (--mutations: a frame that changes an SVG costs its style, layout and
// paint; live.js).
function watchMutations() {
  const counts = new Map();
  const where = (t) => {
    const host = t.closest && t.closest("svg, canvas, .board-live-slide");
    const c = host && host.getAttribute("class");
    return host ? `${host.nodeName.toLowerCase()}${host.id ? "#" + host.id : ""}${c ? "." + c.split(" ").join(".") : ""}` : "(page)";
  };
  const mo = new MutationObserver((list) => {
    for (const m of list) {
      const t = m.target;
      const c = (t.getAttribute && t.getAttribute("class")) || "";
      const k = `${m.type === "attributes" ? m.attributeName : m.type} on ${t.nodeName.toLowerCase()}${c ? "." + c.split(" ").slice(0, 3).join(".") : ""} in ${where(t)}`;
      counts.set(k, (counts.get(k) || 0) + 1);
    }
  });
  mo.observe(document.body, { subtree: true, attributes: true, childList: true, characterData: true });
  globalThis.dragMutations = {
    take() {
      for (const m of mo.takeRecords()) counts.set(m.type, (counts.get(m.type) || 0) + 1);
      mo.disconnect();
      return [...counts].sort((a, b) => b[1] - a[1]);
    },
  };
}

// printMutations prints the most frequent DOM changes (watchMutations'),
// per frame, the drag's start and end included.
function printMutations(counts, frames) {
  for (const [k, n] of counts.slice(0, 24)) console.log(`  ${(n / frames).toFixed(2).padStart(7)} /frame  ${k}`);
}

const dirAt = process.argv.indexOf("--dir");
const srv = await serve(dirAt >= 0 ? { dir: process.argv[dirAt + 1] } : {});
const browser = await launch();
try {
  // --phone: a 412 x 915 phone at 2.625 device pixels to the CSS pixel
  // (a Pixel 7's screen), touch; else a 1280 x 800 desktop.
  const phone = process.argv.includes("--phone");
  const context = await browser.newContext(phone ? { viewport: { width: 412, height: 915 }, deviceScaleFactor: 2.625, isMobile: true, hasTouch: true } : { viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await openBoard(page, `${srv.origin}/${BOARD}`);
  const n = await page.evaluate(() => globalThis.boardApp.getState().ships.length);
  if (n !== epic.ships.length) throw new Error(`the page kept ${n} of the board's ${epic.ships.length} ships`);
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: RATE });
  // The drag worker starts a second after a big board is shown and
  // compiles its engine: the frames are measured once it answers (before,
  // they are the main thread's, as a page without the worker draws them).
  // A page without it (an older build with --dir) is measured at once.
  const t0 = Date.now();
  const worker = "workerReady" in (await page.evaluate(() => globalThis.boardApp.perf));
  if (worker) await page.waitForFunction(() => globalThis.boardApp.perf.workerReady, null, { timeout: 60000 });
  console.log(worker ? `the drag worker answered ${((Date.now() - t0) / 1000).toFixed(1)} s after the board was shown (throttled ${RATE}x)` : "no drag worker: the frames are the main thread's");
  const selected = epic.selected;
  const other = 5 * 20 + 10; // row 5, column 10: a ship at the front line
  console.log(`Epic board: ${n} ships, ${epic.obstacles.length} obstacles; Chromium, CPU throttled ${RATE}x`);
  const profile = process.argv.includes("--profile"); // the page's hottest functions, for whoever optimizes
  const trace = process.argv.includes("--trace"); // the main thread's time by kind (script, style, layout, paint), per frame, and what was painted
  const invalidations = process.argv.includes("--invalidations");
  const mutations = process.argv.includes("--mutations"); // what the frames change in the DOM
  const threads = process.argv.includes("--threads"); // with --trace: every thread's busy time a frame // with --trace: what the frames' style, layout and paint were invalidated by
  for (const [what, i] of [["the selected ship", selected], ["another ship (one selected)", other]]) {
    const events = [];
    if (trace) {
      cdp.on("Tracing.dataCollected", (e) => events.push(...e.value));
      const cats = process.env.TRACE_CATS ? process.env.TRACE_CATS.split(",") : ["devtools.timeline", "disabled-by-default-devtools.timeline", "blink.user_timing"];
      if (invalidations) cats.push("disabled-by-default-devtools.timeline.invalidationTracking");
      if (threads) cats.push("toplevel");
      await cdp.send("Tracing.start", { categories: cats.join(","), transferMode: "ReportEvents" });
    }
    if (profile) {
      await cdp.send("Profiler.enable");
      await cdp.send("Profiler.start");
    }
    if (mutations) await page.evaluate(watchMutations);
    const r = await drag(page, i, FRAMES);
    if (mutations) printMutations(await page.evaluate(() => globalThis.dragMutations.take()), r.times.length);
    if (profile) {
      const { profile: p } = await cdp.send("Profiler.stop");
      const self = new Map();
      const dt = new Map();
      p.samples.forEach((s, k) => dt.set(s, (dt.get(s) || 0) + (p.timeDeltas[k] || 0)));
      for (const nd of p.nodes) {
        const key = `${nd.callFrame.functionName || "(anonymous)"} ${nd.callFrame.url.split("/").pop()}:${nd.callFrame.lineNumber}`;
        self.set(key, (self.get(key) || 0) + (dt.get(nd.id) || 0));
      }
      for (const [k, v] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(`  ${(v / 1000).toFixed(0).padStart(7)} ms  ${k}`);
      // Total (self and callees) time of the functions a frame calls, once
      // per function however deep it recurses. The engine's functions are
      // named only in an engine built with its names (make size's build,
      // before cmd/wasmpack, served with --dir).
      const byId = new Map(p.nodes.map((nd) => [nd.id, nd]));
      const parent = new Map();
      for (const nd of p.nodes) for (const c of nd.children || []) parent.set(c, nd.id);
      const total = new Map();
      for (const [id, t] of dt) {
        const names = new Set();
        for (let at = id; at !== undefined; at = parent.get(at)) {
          const f = byId.get(at).callFrame;
          names.add(f.functionName || "(anonymous)");
        }
        for (const n of names) total.set(n, (total.get(n) || 0) + t);
      }
      console.log("  total:");
      for (const [k, v] of [...total].sort((a, b) => b[1] - a[1]).slice(0, 40)) console.log(`  ${(v / 1000).toFixed(0).padStart(7)} ms  ${k}`);
    }
    if (trace) {
      const done = new Promise((resolve) => cdp.once("Tracing.tracingComplete", resolve));
      await cdp.send("Tracing.end");
      await done;
      cdp.removeAllListeners("Tracing.dataCollected");
      // TRACE_OUT=prefix keeps the trace (prefix-<ship>.json: Chromium's trace event format).
      if (process.env.TRACE_OUT) writeFileSync(`${process.env.TRACE_OUT}-${i}.json`, JSON.stringify({ traceEvents: events }));
      printTrace(events, r.times.length);
      if (invalidations) printInvalidations(events, r.times.length);
      if (process.argv.includes("--long")) printLong(events);
      if (process.argv.includes("--slowest")) printSlowest(events, r.times);
      if (threads) printThreads(events, r.times.length);
      await printPaints(events, cdp);
    }
    console.log(`drag ${what.padEnd(28)} frame ${fmt(r.times)}; start ${r.start.toFixed(0)} ms`);
    // SERIES=1: each frame's time; SERIES=2: and its parts, as
    // time(pointer move's handling+the worker's answers taken in).
    if (process.env.SERIES) console.log(r.times.map((t, k) => t.toFixed(0) + (process.env.SERIES === "2" ? `(${r.parts[k].map((v) => v.toFixed(1)).join("+")})` : "")).join(" "));
    console.log(`  ${"".padEnd(33)} page redraw ${fmt(r.renders)}; engine call p50 ${q(r.engine, 0.5).toFixed(1)} ms, p95 ${q(r.engine, 0.95).toFixed(1)} ms`);
    if (r.answers.length) {
      // The drag worker's side (web/dragframes.js): its time on a frame, and
      // a frame's wait from being posted to its answer taken in (a frame
      // waiting behind another included). CDP throttles the page's main
      // thread; whether the worker's is throttled too is Chromium's choice.
      console.log(`  ${"".padEnd(33)} drag worker: its time a frame ${fmt(r.answers.map((a) => a.ms))}; posted to answered ${fmt(r.answers.map((a) => a.latency))}; the main thread taking its answers in ${r.taken.toFixed(1)} ms a frame on average`);
    }
    await page.evaluate(() => new Promise((r) => setTimeout(r, 300)));
  }
} finally {
  await browser.close();
  await srv.close();
}
