// A first visit to the board over slow 4G (1.6 Mbps down, 750 kbps up,
// 150 ms round trip), run by hand:
//
//   make wasm && node test/browser/measure-slow.mjs [--runs 3] [--incognito]
//        [--dir web] [--bin path/to/serve] [--fast] [--bare] [--fifo]
//        [--timeline] [--gaps] [--console] [--cdp] [--pilots | --link '#v1=...']
//
// The page is served by cmd/serve (as `make serve` does; --bin runs
// another build of it, --dir serves another folder, e.g. an older web/)
// behind measure-throttle.mjs, a proxy that slows every byte, the service
// worker's included; the connections share the link in turns (--fifo: in
// the order their bytes came, which makes a large download queued early
// hold up every file after it). The page opens a share link with two ships (--bare:
// the bare address; --pilots: the two flown by pilots). Reported per run:
//   board    navigation start to the board from the link drawn, before the
//            engine (<html data-early="true">, app.js: placeholders and the
//            download's progress);
//   usable   navigation start to the page's ready signal (<html
//            data-ready="true">, set by app.js once the engine answers and
//            the board is drawn), and the bytes down the link by then;
//   offline  until the service worker controls the page and its cache
//            holds the engine (the visit's downloads are over), and bytes;
//   engine   each full download of xwing.wasm from the server's log, with
//            its content coding and size;
//   --gaps: when the link sat idle (from the navigation, 5 ms or more)
//            before ready: a new connection's handshake and request, the
//            engine's start after its last byte; and the link's floor:
//            the navigation's two round trips, then the bytes down by
//            ready at the link's rate (no visit of these bytes is ready
//            sooner on this link);
//   --console: the page's and its workers' console messages as they come;
//   --timeline: when each of the page's downloads was asked for, began
//            and ended, the paints, and the User Timing marks (xwing.js:
//            the engine compiled, instantiated, started).
// --cdp: the browser's own emulation (CDP Network.emulateNetworkConditions:
// 150 ms added to each request, the same rates shared by the page's
// requests) instead of the proxy; it slows neither TCP handshakes nor the
// service worker's fetches, so it reads faster than the proxy.
// A fresh browser profile per run (--incognito: an off-the-record context,
// whose HTTP cache lives in memory). --fast: no throttling.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium } from "playwright-core";
import { launch, CHROMIUM, CHROMIUM_ARGS, needBrowser } from "./helpers.mjs";
import { goServe, downloads } from "./measure-serve.mjs";
import { throttle, SLOW_4G } from "./measure-throttle.mjs";

needBrowser();

const args = process.argv.slice(2);
const flag = (name) => args.includes(name);
const option = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : fallback;
};
const runs = Number(option("--runs", 1));
const dir = option("--dir", undefined);
const bin = option("--bin", undefined);
const incognito = flag("--incognito");
const fast = flag("--fast");
// The issue's board: a T-65 and a TIE on an Epic board; --pilots: the
// same two flown by pilots (the cards come with the engine); --link: a
// fragment of one's own.
const LINK = flag("--bare") ? "" : option("--link", flag("--pilots")
  ? "#v1=2e,e,5,0,*/t65xwing,1,457.2,834.4,0,,,,,lukeskywalker,,;tielnfighter,2,1500,640,180,,,,,academypilot,,/"
  : "#v1=2e,e,5,0,*/t65xwing,1,457.2,834.4,0;tielnfighter,2,1500,640,180/");

const kB = (n) => `${(n / 1024).toFixed(0)} KiB`;

async function context() {
  if (incognito) {
    const browser = await launch();
    const ctx = await browser.newContext();
    return { ctx, close: () => browser.close() };
  }
  const profile = mkdtempSync(path.join(tmpdir(), "xwing-profile-"));
  const ctx = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    args: CHROMIUM_ARGS,
  });
  return {
    ctx,
    close: async () => {
      await ctx.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

// offlineReady reports whether the worker controls the page and a cache
// of it holds the engine.
const offlineReady = async () => {
  if (!navigator.serviceWorker.controller) return false;
  for (const name of await caches.keys()) {
    if (await (await caches.open(name)).match("xwing.wasm")) return true;
  }
  return false;
};

async function waitOfflineReady(page) {
  const until = Date.now() + 120000;
  while (!(await page.evaluate(offlineReady))) {
    if (Date.now() > until) throw new Error("the service worker never cached the engine");
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function run(i) {
  const srv = await goServe({ dir, bin });
  const cdp = flag("--cdp");
  // Whatever fails (no browser, say), the server and the proxy are closed:
  // left running, they would keep this script's output open.
  let link = null;
  let browser = null;
  try {
    link = fast || cdp ? null : await throttle({ upstream: srv.port, ...SLOW_4G, fifo: flag("--fifo") });
    const port = link ? link.port : srv.port;
    browser = await context();
    const { ctx } = browser;
    const page = ctx.pages()[0] || (await ctx.newPage());
    if (cdp) {
      const session = await ctx.newCDPSession(page);
      await session.send("Network.enable");
      await session.send("Network.emulateNetworkConditions", {
        offline: false, latency: SLOW_4G.rtt, downloadThroughput: SLOW_4G.down / 8, uploadThroughput: SLOW_4G.up / 8,
      });
    }
    if (flag("--console")) {
      const show = (from) => (m) => console.log(`  [${from}] ${m.text()}`);
      page.on("console", show("page"));
      page.on("worker", (w) => w.on("console", show("worker")));
    }
    const t0 = Date.now();
    const navAt = performance.now(); // the proxy's clock
    await page.goto(`http://127.0.0.1:${port}/${LINK}`, { waitUntil: "commit" });
    await page.waitForFunction(() => document.documentElement.dataset.ready, null, { timeout: 120000, polling: 20 });
    const readyBytes = link?.bytes();
    const spells = link ? link.idle().filter(([, ms]) => ms >= 5) : [];
    const idle = spells.map(([at, ms]) => `${Math.round(at - navAt)} ms: ${Math.round(ms)} ms`);
    const usable = await page.evaluate(() => [document.documentElement.dataset.ready, globalThis.boardApp.perf.readyAt, globalThis.boardApp.perf.earlyAt]);
    await waitOfflineReady(page);
    const offlineMs = Date.now() - t0;
    const doneBytes = link?.bytes();
    // The server logs an answer once it is sent; let the last lines in.
    await new Promise((r) => setTimeout(r, 500));
    const engine = srv.log.filter((l) => l.path === "/xwing.wasm" && l.method === "GET");
    console.log(
      `run ${i + 1}: board ${(usable[2] / 1000).toFixed(2)} s; usable ${usable[0] === "true" ? `${(usable[1] / 1000).toFixed(2)} s` : `FAILED (${usable[0]})`}` +
        (readyBytes ? `, ${kB(readyBytes.down)} down / ${kB(readyBytes.up)} up` : "") +
        `; offline-ready ${(offlineMs / 1000).toFixed(2)} s` +
        (doneBytes ? `, ${kB(doneBytes.down)} down, ${link.connections()} connections` : "") +
        `; engine downloads ${downloads(srv.log, "/xwing.wasm")} (${engine.map((l) => `${l.status} ${l.encoding} ${kB(l.bytes)}`).join(", ")})`,
    );
    if (flag("--gaps")) {
      console.log(`  the link idle before ready (from the navigation): ${idle.join(", ") || "never"}`);
      // The fastest this visit could be ready on this link: the
      // navigation's two round trips (the handshake, the request), then
      // every byte down by ready at the link's rate, with no idle spell
      // and no work after the last byte.
      if (readyBytes) {
        const floor = 2 * SLOW_4G.rtt + (readyBytes.down * 8 * 1000) / SLOW_4G.down;
        const sum = spells.reduce((t, [, ms]) => t + ms, 0);
        const firstByte = await page.evaluate(() => performance.getEntriesByType("navigation")[0]?.responseStart || 0);
        console.log(`  the link's floor for ${kB(readyBytes.down)}: ${(floor / 1000).toFixed(2)} s; ready ${((usable[1] - floor) / 1000).toFixed(2)} s over it: the page's first byte at ${Math.round(firstByte)} ms (the floor's ${2 * SLOW_4G.rtt}), then the link idle ${Math.round(sum)} ms in ${spells.length} spells`);
      }
    }
    if (flag("--timeline")) {
      // When each download was asked for, began and ended, against board
      // and ready.
      const ends = await page.evaluate(() => performance.getEntriesByType("resource").map((r) => [new URL(r.name).pathname, Math.round(r.responseEnd), Math.round(r.startTime), Math.round(r.responseStart), r.connectEnd > r.connectStart ? ` a new connection ${Math.round(r.connectStart)}-${Math.round(r.connectEnd)} ms,` : "", Math.round(r.requestStart)]));
      const paints = await page.evaluate(() => [...performance.getEntriesByType("paint"), ...performance.getEntriesByType("largest-contentful-paint")].map((e) => [e.name || e.entryType, Math.round(e.startTime), e.url ? e.url.slice(0, 40) : ""]));
      for (const [name, t, url] of paints) ends.push([`(${name}${url ? ` ${url}` : ""})`, t, t, t]);
      // The page's own marks (performance.mark), if any.
      const marks = await page.evaluate(() => performance.getEntriesByType("mark").map((m) => [m.name, Math.round(m.startTime)]));
      for (const [name, t] of marks) ends.push([`(mark ${name})`, t, t, t]);
      ends.push(...(await page.evaluate(() => performance.getEntriesByType("navigation").map((n) => ["(the page)", Math.round(n.responseEnd), 0, Math.round(n.responseStart)]))));
      console.log(ends.sort((p, q) => p[1] - q[1]).map(([f, t, s, b, conn = "", req = s]) => `  ${t} ms ${f}${f.startsWith("(") ? "" : ` (asked ${s} ms,${conn} sent ${req} ms, first byte ${b} ms)`}`).join("\n"));
    }
    if (flag("--verbose")) {
      console.log(srv.log.map((l) => `  ${l.method} ${l.path} ${l.status} ${l.encoding} ${l.bytes}`).join("\n"));
      console.log(await page.evaluate(async () => {
        const out = {};
        for (const name of await caches.keys()) out[name] = (await (await caches.open(name)).keys()).map((r) => new URL(r.url).pathname);
        return out;
      }));
    }
    return { early: usable[2], usable: usable[1], offline: offlineMs, down: doneBytes?.down };
  } finally {
    await browser?.close();
    await link?.close();
    await srv.close();
  }
}

console.log(`first visit${fast ? " (no throttling)" : `, slow 4G${flag("--cdp") ? " (CDP emulation)" : ""}: ${SLOW_4G.down / 1e6} Mbps down, ${SLOW_4G.up / 1e3} kbps up, ${SLOW_4G.rtt} ms RTT, shared ${flag("--fifo") ? "first come first served" : "in turns"}`}; ${incognito ? "incognito" : "fresh profile"}; ${dir || "web/"}`);
const results = [];
for (let i = 0; i < runs; i++) results.push(await run(i));
if (runs > 1) {
  for (const key of ["early", "usable"]) {
    const t = results.map((r) => r[key]).sort((a, b) => a - b);
    console.log(`${key === "early" ? "board" : key}: median ${(t[t.length >> 1] / 1000).toFixed(2)} s, min ${(t[0] / 1000).toFixed(2)} s, max ${(t[t.length - 1] / 1000).toFixed(2)} s`);
  }
}
