// The main thread's long tasks during a first visit, with what filled
// them, run by hand (what Lighthouse's blocking time is made of):
//
//   make wasm && node test/browser/measure-tasks.mjs [--min 10] [--bare] [--cpu 4] [--lazy]
//
// The page is served by cmd/serve, unthrottled (--cpu N: Chromium's CPU
// slowed N times), opened on the two-ship share link; the trace runs
// until the page is ready and two seconds more. Reported: each task on
// the page's main thread of at least --min ms (default 10), with its
// start, its length and its three longest inner events (--lazy: and how
// many of the engine's functions it compiled, wasm.CompileLazy, and for
// how long: code the compiling worker could have warmed).
import { goServe } from "./measure-serve.mjs";
import { launch, needBrowser } from "./helpers.mjs";

needBrowser();

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : fallback;
};
const min = Number(option("--min", 10));
const cpu = Number(option("--cpu", 1));
const LINK = args.includes("--bare") ? "" : "#v1=2e,e,5,0,*/t65xwing,1,457.2,834.4,0;tielnfighter,2,1500,640,180/";

const srv = await goServe({});
const browser = await launch();
try {
  const page = await browser.newPage({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  const cdp = await page.context().newCDPSession(page);
  if (cpu > 1) await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpu });
  await browser.startTracing(page, { categories: ["devtools.timeline", "disabled-by-default-devtools.timeline", "v8", "v8.wasm", "blink.user_timing", "loading"] });
  await page.goto(`${srv.origin}/${LINK}`);
  await page.waitForFunction(() => document.documentElement.dataset.ready, null, { timeout: 60000 });
  await new Promise((r) => setTimeout(r, 2000));
  const trace = JSON.parse((await browser.stopTracing()).toString());
  const events = trace.traceEvents;
  const nav = events.find((e) => e.name === "navigationStart" || e.name === "NavigationStart" || e.name === "TracingStartedInBrowser");
  const main = events.find((e) => e.name === "thread_name" && e.args.name === "CrRendererMain" && events.some((x) => x.pid === e.pid && x.name === "ParseHTML"));
  const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === "X");
  const tasks = onMain.filter((e) => e.name === "RunTask" || e.name === "ThreadControllerImpl::RunTask");
  const t0 = nav.ts;
  const what = (e) => {
    const d = e.args?.data || {};
    return `${e.name}${d.url ? ` ${d.url.replace(srv.origin, "")}` : ""}${d.functionName ? ` ${d.functionName}` : ""}`;
  };
  let total = 0;
  for (const t of tasks) {
    const ms = t.dur / 1000;
    if (ms < min) continue;
    total += Math.max(0, ms * cpu - 50);
    const inner = onMain.filter((e) => e !== t && e.ts >= t.ts && e.ts + e.dur <= t.ts + t.dur && e.dur > 1000 && e.name !== "RunTask")
      .sort((a, b) => b.dur - a.dur).slice(0, 4);
    const lazy = onMain.filter((e) => e.name === "wasm.CompileLazy" && e.ts >= t.ts && e.ts < t.ts + t.dur);
    const compiled = args.includes("--lazy") && lazy.length ? ` [${lazy.length} lazy compiles, ${(lazy.reduce((n, e) => n + e.dur, 0) / 1000).toFixed(1)} ms]` : "";
    console.log(`${((t.ts - t0) / 1000).toFixed(0).padStart(6)} ms  ${ms.toFixed(1).padStart(6)} ms  ${inner.map((e) => `${what(e)} ${(e.dur / 1000).toFixed(1)}`).join(" | ")}${compiled}`);
  }
  console.log(`ready at ${(await page.evaluate(() => globalThis.boardApp.perf.readyAt)).toFixed(0)} ms; blocking time over 50 ms (these tasks x${cpu}): ${total.toFixed(0)} ms`);
} finally {
  await browser.close();
  await srv.close();
}
