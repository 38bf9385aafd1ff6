// Measurements (not a timed test): time from navigation to ready, cold and
// from the service worker's cache, and the scripting time per frame while
// dragging a ship on a 16-ship board with 6 obstacles.
//   node test/browser/measure.mjs
import { serve, launch, openBoard, shipCenter, skipReason } from "./helpers.mjs";

const why = skipReason();
if (why) {
  console.error(`measure: can't run: ${why}`);
  process.exit(1);
}

// 16 ships (two teams of 8, small to large, turrets included), 6 obstacles.
const types = ["t65xwing", "tielnfighter", "hwk290lightfreighter", "asf01bwing", "tieadvancedx1", "firesprayclasspatrolcraft", "modifiedyt1300lightfreighter", "rz2awing"];
const ships = [];
for (let i = 0; i < 16; i++) {
  const team = i < 8 ? 1 : 2;
  const x = 90 + (i % 8) * 105;
  const y = team === 1 ? 760 - (i % 3) * 40 : 150 + (i % 3) * 40;
  ships.push(`${types[i % 8]},${team},${x},${y},${team === 1 ? (i * 17) % 60 : 180 + ((i * 23) % 60)}`);
}
const obstacles = ["a1,300,450,0", "a2,600,430,40", "a3,450,300,80", "d1,180,560,10", "d2,720,600,70", "g1,470,600,0"];
const BOARD = `#v1=2e,s,3,0,*/${ships.join(";")}/${obstacles.join(";")}`;

const stats = (xs) => {
  const s = xs.slice().sort((a, b) => a - b);
  const q = (p) => s[Math.min(s.length - 1, Math.floor(p * s.length))];
  const mean = s.reduce((a, b) => a + b, 0) / s.length;
  return `mean ${mean.toFixed(2)} ms, median ${q(0.5).toFixed(2)}, p95 ${q(0.95).toFixed(2)}, max ${s[s.length - 1].toFixed(2)} (n=${s.length})`;
};

const srv = await serve();
const browser = await launch();
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const readyAt = () => page.evaluate(() => globalThis.boardApp.perf.readyAt);

  await openBoard(page, `${srv.origin}/${BOARD}`);
  console.log(`navigation to ready, cold (no cache):          ${(await readyAt()).toFixed(0)} ms`);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await page.reload();
  await page.waitForFunction(() => document.documentElement.dataset.ready === "true");
  console.log(`navigation to ready, service worker, online:   ${(await readyAt()).toFixed(0)} ms`);
  await context.setOffline(true);
  await page.reload();
  await page.waitForFunction(() => document.documentElement.dataset.ready === "true");
  console.log(`navigation to ready, service worker, offline:  ${(await readyAt()).toFixed(0)} ms`);
  await context.setOffline(false);

  // Drag ship 0 (selected) along a path, one move per frame, ~100 moves.
  const c = await shipCenter(page, 0);
  await page.evaluate(() => {
    const p = globalThis.boardApp.perf;
    p.renders.length = 0;
    p.engine.length = 0;
    p.moves.length = 0;
  });
  await page.mouse.move(c.x, c.y);
  await page.mouse.down();
  for (let k = 1; k <= 100; k++) {
    const t = (k / 100) * 2 * Math.PI;
    await page.mouse.move(c.x + 260 * Math.sin(t), c.y - 180 * (1 - Math.cos(t)));
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => r())));
  }
  await page.mouse.up();
  const perf = await page.evaluate(() => globalThis.boardApp.perf);
  console.log(`pointer-move handler:                ${stats(perf.moves)}`);
  console.log(`engine call (xwing.board) per frame: ${stats(perf.engine)}`);
  console.log(`redraw per frame (engine + drawing): ${stats(perf.renders)}`);
} finally {
  await browser.close();
  await srv.close();
}
