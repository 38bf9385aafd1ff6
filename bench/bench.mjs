// bench.mjs (make bench-js): the JavaScript API's costs, against the
// targets: one rangeTo call < 30 µs and at least 25 times as fast as its
// JSTS peer (jsts-peer.mjs) in this process, one in-arc query amortized
// inside board() < 2 µs, a whole 16-ship board with 6 obstacles and a
// selected ship < 2 ms, xwing.wasm (the diagram included) <= 894 KiB
// gzipped. Each timing is the best of many short rounds (the machine may
// be busy), after a warm-up.
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { engine, root } from "../test/node/engine.mjs";
import { load } from "../web/xwing.js";
import { rangeInFrontArc } from "./jsts-peer.mjs";
import { epicState, moved } from "./epic.mjs";

// Two ways in: load() from web/xwing.js (the fast path: exported calls,
// arguments and answers as tapes in the engine's memory), which the
// page and the README recommend; and the plain script way (wasm_exec.js,
// go.run, then globalThis.xwing: js.FuncOf calls), measured for reference.
const plain = await engine();
const xwing = await load();

// best times fn in rounds of calls and returns the best round's time per
// call (ms): this machine's speed swings by up to 2x for seconds at a
// time, and the best of many short rounds is the steadiest measure. The
// median round's time goes to medians[name], for the report.
const medians = {};
function best(name, fn, calls, rounds = 25) {
  for (let i = 0; i < calls; i++) fn(); // warm-up
  const times = [];
  for (let r = 0; r < rounds; r++) {
    const t0 = performance.now();
    for (let i = 0; i < calls; i++) fn();
    times.push((performance.now() - t0) / calls);
  }
  times.sort((a, b) => a - b);
  medians[name] = times[times.length >> 1];
  return times[0];
}

// A 3' x 3' (914 mm) board, 8 rebels against 8 imperials, 6 asteroids.
const rebels = ["t65xwing", "btla4ywing", "rz2awing", "asf01bwing", "t65xwing", "arc170starfighter", "hwk290lightfreighter", "modifiedyt1300lightfreighter"];
const imperials = ["tielnfighter", "tielnfighter", "tieininterceptor", "tieadvancedx1", "tiesabomber", "vt49decimator", "lambdaclasst4ashuttle", "tieddefender"];
const ships = [
  ...rebels.map((ship, i) => ({ id: `r${i}`, team: "rebels", ship, x: 80 + i * 105, y: 300 + (i % 3) * 40, heading: 180 + (i * 17) % 40 - 20 })),
  ...imperials.map((ship, i) => ({ id: `i${i}`, team: "empire", ship, x: 90 + i * 100, y: 560 - (i % 3) * 40, heading: (i * 23) % 50 - 25 })),
];
const asteroid = (id, cx, cy, r) => ({
  id, points: Array.from({ length: 9 }, (_, k) => {
    const a = (k / 9) * 2 * Math.PI, rr = r * (0.8 + 0.2 * Math.cos(3 * a));
    return { x: cx + rr * Math.cos(a), y: cy + rr * Math.sin(a) };
  }),
});
const obstacles = [asteroid("a1", 250, 400, 45), asteroid("a2", 460, 470, 40), asteroid("a3", 680, 380, 50),
  asteroid("a4", 330, 560, 35), asteroid("a5", 600, 600, 42), asteroid("a6", 800, 480, 38)];
const state = { ships, obstacles, selected: 2 };

// The same board with the six obstacles as official tokens where the
// asteroids are, and then with two bombs and two remotes added.
const rocks = ["coreasteroid5", "core2asteroid3", "gascloud4", "yt2400debris0", "pomasteroid2", "vt49decimatordebris1"];
const tokenObstacles = obstacles.map((o, k) => ({ id: o.id, type: rocks[k], x: o.points.reduce((s, p) => s + p.x, 0) / 9,
  y: o.points.reduce((s, p) => s + p.y, 0) / 9, heading: k * 53, flipped: k % 2 === 1 }));
const tokenState = { ships, obstacles: tokenObstacles, selected: 2 };
const devices = [{ type: "protonbombs", x: 300, y: 470, heading: 0 }, { type: "proximitymines", x: 600, y: 480, heading: 40 },
  { type: "drk1probedroid", x: 450, y: 420, heading: 0, team: "empire" }, { type: "buzzdroidswarm", x: 520, y: 520, heading: 200 }];
const devicesState = { ships, obstacles: tokenObstacles, tokens: devices, selected: 2 };

const a = { x: 100, y: 100, heading: 180, size: "small" };
const b = { x: 140, y: 300, heading: 30, size: "small" };
const rangeToMs = best("rangeToMs", () => xwing.rangeTo(a, b), 5000);
const rangeToArcMs = best("rangeToArcMs", () => xwing.rangeTo(a, b, { arc: "front" }), 5000);
const inArcMs = best("inArcMs", () => xwing.inArc(a, b, "front"), 5000);

// The same in-arc range through JSTS, after checking it is the same
// answer; then load()'s call again, alternately, so both see the same
// minutes of a busy machine.
{
  const peer = rangeInFrontArc(a, b);
  const ours = xwing.rangeTo(a, b, { arc: "front" });
  if (Math.abs(peer.distance - ours.distance) > 1e-6) throw new Error(`the JSTS peer measures ${peer.distance}, the engine ${ours.distance}`);
}
let peerMs = Infinity;
let oursMs = Infinity;
for (let round = 0; round < 5; round++) {
  peerMs = Math.min(peerMs, best("peerMs", () => rangeInFrontArc(a, b), 500, 5));
  oursMs = Math.min(oursMs, best("oursMs", () => xwing.rangeTo(a, b, { arc: "front" }), 5000, 5));
}

// The same state every call: since issue 25 board() keeps its last call's
// work, so these rows time a call that finds nothing changed; "every ship
// moved since the last call" below times the whole measurement.
const view = xwing.board(state);
const boardMs = best("boardMs", () => xwing.board(state), 100);
const boardNoSelMs = best("boardNoSelMs", () => xwing.board({ ships, obstacles }), 100);
const boardTokenObstaclesMs = best("boardTokenObstaclesMs", () => xwing.board(tokenState), 100);
const boardDevicesMs = best("boardDevicesMs", () => xwing.board(devicesState), 100);
// In-arc queries inside one board call: every ship's every weapon against
// every other ship (the arc test behind each attack option), plus the
// selected ship's every drawn arc against every other ship.
const weapons = new Map(xwing.catalog().map((s) => [s.id, s.weapons.length]));
const attackQueries = ships.reduce((n, s) => n + weapons.get(s.ship) * (ships.length - 1), 0);
const drawnArcs = 7; // 2e: front rear left right fullFront fullRear bullseye
const queries = attackQueries + drawnArcs * (ships.length - 1);

// The marginal cost of one more in-arc query inside a coarse call: one
// attacker against 400 enemies in one attackOptions call (a front-arc
// weapon: one in-arc query per enemy), decoding and encoding included.
const crowd = Array.from({ length: 400 }, (_, i) => ({
  id: `e${i}`, team: "e", size: "small", x: 60 + (i % 20) * 40, y: 40 + Math.floor(i / 20) * 40, heading: (i * 37) % 360,
}));
const gunner = { id: "g", team: "g", size: "small", x: 457, y: 880, heading: 0 };
const crowdMs = best("crowdMs", () => xwing.attackOptions(gunner, crowd), 50);
const oneMs = best("oneMs", () => xwing.attackOptions(gunner, crowd.slice(0, 1)), 2000);
const marginalUs = ((crowdMs - oneMs) * 1e3) / 399;

// Issue 25: the Epic board (epic.mjs: 1828.8 x 914.4 mm, 100 ships a
// side, 60 official obstacles, one selected) against the 16-ship board,
// measured in turns (a round of each, forty times) so that both see the
// same minutes of a busy machine. board() keeps what its last call
// computed, so a "full" board here is a state whose every ship moved
// since the call before (two states, 0.5 mm apart, in turns): nothing
// is kept, as on a first call. A one-ship update is the same board with
// one ship moved 1 mm (back and forth): a ship at the front line, then
// the selected ship (whose arcs, views of the others and verdicts all
// change). Each call makes the state anew, as the page's store does.
const shifted = (st, d) => ({ ...st, ships: st.ships.map((s) => ({ ...s, x: s.x + d })) });
const epic = epicState();
const FRONT = 5 * 20 + 10; // row 5, column 10: an imperial ship at the front line
const pairs = { small: [state, shifted(state, 0.5)], epic: [epic, shifted(epic, 0.5)] };
let flip = 0;
const scaleJobs = {
  board16FullMs: [() => xwing.board(pairs.small[flip++ & 1]), 20],
  epicFullMs: [() => xwing.board(pairs.epic[flip++ & 1]), 2],
  epicMoveMs: [() => xwing.board(moved(epic, FRONT, flip++ & 1 ? 1 : -1, 0)), 20],
  epicMoveSelectedMs: [() => xwing.board(moved(epic, epic.selected, flip++ & 1 ? 1 : -1, 0)), 20],
  // What the page asks during a drag's frames: the verdicts come when it ends.
  epicMoveSelectedQuietMs: [() => xwing.board(moved(epic, epic.selected, flip++ & 1 ? 1 : -1, 0), { verdicts: false }), 20],
};
const scale = Object.fromEntries(Object.keys(scaleJobs).map((k) => [k, []]));
for (const [name, [fn, calls]] of Object.entries(scaleJobs)) for (let i = 0; i < calls; i++) fn(); // warm-up
for (let round = 0; round < 40; round++) {
  for (const [name, [fn, calls]] of Object.entries(scaleJobs)) {
    // One call untimed: the first after another job's board is not the
    // job's kind of call (after the full Epic board, a one-ship update's
    // first call finds every ship moved).
    fn();
    const t0 = performance.now();
    for (let i = 0; i < calls; i++) fn();
    scale[name].push((performance.now() - t0) / calls);
  }
}
const scaleBest = {};
for (const [name, times] of Object.entries(scale)) {
  times.sort((p, q) => p - q);
  scaleBest[name] = times[0];
  medians[name] = times[times.length >> 1];
}
// The same one-ship update checked against another engine's answer (the
// plain script's instance, which has not seen the Epic board).
{
  const next = moved(epic, FRONT, 2, 0);
  xwing.board(epic);
  const kept = xwing.board(next);
  if (JSON.stringify(kept) !== JSON.stringify(plain.board(next))) throw new Error("the one-ship update differs from a fresh engine's board()");
}
const epicAttacks = xwing.board(epic).attacks.reduce((n, l) => n + l.length, 0);

// Moves (docs/maneuvers.md): one move() through load() against one
// rangeTo (target: at most 3x), and board() with a planned move on each
// of the 16 ships against the same board without (at most 2x).
const bank = { speed: 2, bearing: "bankLeft" };
let moveMs = Infinity;
let moveRangeToMs = Infinity;
for (let round = 0; round < 5; round++) { // alternately, as the JSTS ratio: the same minutes of a busy machine
  moveRangeToMs = Math.min(moveRangeToMs, best("moveRangeToMs", () => xwing.rangeTo(a, b), 5000, 5));
  moveMs = Math.min(moveMs, best("moveMs", () => xwing.move(a, bank), 5000, 5));
}
const moveBoard = { ships, obstacles };
const moveIndexMs = best("moveIndexMs", () => xwing.move(2, bank, moveBoard), 500);
const plans = [{ speed: 2, bearing: "straight" }, { speed: 1, bearing: "bankLeft" }, { speed: 3, bearing: "bankRight" }, { speed: 2, bearing: "turnLeft" },
  { speed: 4, bearing: "koiogran" }, { action: "barrelroll", direction: "left" }, { action: "boost", direction: "right" }, { speed: 1, bearing: "tallonRight", position: "front" }];
const plannedState = { ...state, ships: ships.map((sh, i) => ({ ...sh, move: plans[i % plans.length] })) };
const plannedMoves = xwing.board(plannedState).moves;
// board() keeps what its last call computed: each call here is a state
// whose every ship moved since the call before (two states 0.5 mm apart,
// in turns), so that nothing is kept and both rows measure a whole board.
const plainPair = [state, shifted(state, 0.5)];
const plannedPair = [plannedState, shifted(plannedState, 0.5)];
let boardPlainMs = Infinity;
let boardPlannedMs = Infinity;
let turn = 0;
for (let round = 0; round < 5; round++) { // alternately, as the JSTS ratio
  boardPlainMs = Math.min(boardPlainMs, best("boardPlainMs", () => xwing.board(plainPair[turn++ & 1]), 40, 5));
  boardPlannedMs = Math.min(boardPlannedMs, best("boardPlannedMs", () => xwing.board(plannedPair[turn++ & 1]), 40, 5));
}

// Last: the plain script's calls leave garbage for both instances' heaps.
const plainRangeToMs = best("plainRangeToMs", () => plain.rangeTo(a, b), 2000);
const plainBoardMs = best("plainBoardMs", () => plain.board({ ships, obstacles, selected: 2 }), 30);

// gzipped is the size gzip -9 gives, as served (make wasm's precompress
// uses GNU gzip, ~1.5% smaller than Node's zlib at level 9, which stands
// in where there is no gzip).
const gzipped = (file) => {
  const r = spawnSync("gzip", ["-9", "-n", "-c", fileURLToPath(file)], { maxBuffer: 1 << 30 });
  return r.status === 0 ? r.stdout.length : gzipSync(readFileSync(file), { level: 9 }).length;
};
const wasm = readFileSync(new URL("web/xwing.wasm", root));
const gz = gzipped(new URL("web/xwing.wasm", root));
const attacks = view.attacks.reduce((n, l) => n + l.length, 0);

const line = (what, value, target, ok, median = "") =>
  console.log(`${what.padEnd(58)} ${value.padStart(12)}   target ${target.padEnd(10)} ${(ok ? "ok" : "MISSED").padEnd(6)} ${median && `(median round ${median})`}`);
const us = (ms) => `${(ms * 1e3).toFixed(1)} µs`;
console.log(`xwing ${xwing.version}, Node ${process.versions.node}`);
line("rangeTo(ship, ship), one call from JS", us(rangeToMs), "< 30 µs", rangeToMs * 1e3 < 30, us(medians.rangeToMs));
line("rangeTo(ship, ship, {arc}), one call", `${(rangeToArcMs * 1e3).toFixed(1)} µs`, "", true);
line("inArc(ship, ship, arc), one call", `${(inArcMs * 1e3).toFixed(1)} µs`, "", true);
line("JSTS peer of rangeTo(ship, ship, {arc}) (jsts-peer.mjs)", us(peerMs), "", true);
line("rangeTo(ship, ship, {arc}) through load(), times faster", `${(peerMs / oursMs).toFixed(1)}x`, ">= 25x", peerMs / oursMs >= 25, `${us(oursMs)} a call`);
line(`in-arc query amortized in board() (${queries} per call)`, `${((boardMs * 1e3) / queries).toFixed(2)} µs`, "< 2 µs", (boardMs * 1e3) / queries < 2,
  `${((medians.boardMs * 1e3) / queries).toFixed(2)} µs`);
line("in-arc query, marginal, in one attackOptions call (400)", `${marginalUs.toFixed(2)} µs`, "< 2 µs", marginalUs < 2);
line(`board(): 16 ships, 6 obstacles, selected (${attacks} attacks)`, `${boardMs.toFixed(3)} ms`, "< 2 ms", boardMs < 2, `${medians.boardMs.toFixed(3)} ms`);
line("board(): the same, nothing selected", `${boardNoSelMs.toFixed(3)} ms`, "", true);
line("board(): the 6 obstacles as official tokens (53-101 points)", `${boardTokenObstaclesMs.toFixed(3)} ms`, "", true, `${medians.boardTokenObstaclesMs.toFixed(3)} ms`);
line("board(): those, with 2 bombs and 2 remotes", `${boardDevicesMs.toFixed(3)} ms`, "", true, `${medians.boardDevicesMs.toFixed(3)} ms`);
line("move(ship, bank 2 left) through load(), one call", us(moveMs), "", true, us(medians.moveMs));
line("move() against rangeTo(), times the cost", `${(moveMs / moveRangeToMs).toFixed(2)}x`, "<= 3x", moveMs / moveRangeToMs <= 3, `rangeTo ${us(moveRangeToMs)}`);
line("move(2, bank 2 left, the 16-ship board), one call", us(moveIndexMs), "", true, us(medians.moveIndexMs));
line(`board() with 16 planned moves (${plannedMoves.filter((m) => m.bumped).length} bumped)`, `${boardPlannedMs.toFixed(3)} ms`, "", true, `${medians.boardPlannedMs.toFixed(3)} ms`);
line("board() with 16 planned moves against without, times", `${(boardPlannedMs / boardPlainMs).toFixed(2)}x`, "<= 2x", boardPlannedMs / boardPlainMs <= 2,
  `${boardPlainMs.toFixed(3)} ms without`);
const ms = (v) => `${v.toFixed(3)} ms`;
const { board16FullMs, epicFullMs, epicMoveMs, epicMoveSelectedMs, epicMoveSelectedQuietMs } = scaleBest;
line("board(): 16 ships, every ship moved since the last call", ms(board16FullMs), "", true, ms(medians.board16FullMs));
line(`board(): Epic, 200 ships, 60 obstacles (${epicAttacks} attacks), first call`, ms(epicFullMs), "", true, ms(medians.epicFullMs));
line("board(): Epic, one ship moved 1 mm (at the front line)", ms(epicMoveMs), "", true, ms(medians.epicMoveMs));
line("board(): Epic, the selected ship moved 1 mm", ms(epicMoveSelectedMs), "", true, ms(medians.epicMoveSelectedMs));
line("board(): the same, { verdicts: false } (the page's drag frames)", ms(epicMoveSelectedQuietMs), "", true, ms(medians.epicMoveSelectedQuietMs));
line("  Epic first call / 16-ship board", `${(epicFullMs / board16FullMs).toFixed(1)}x`, "<= 15x", epicFullMs / board16FullMs <= 15,
  `${(medians.epicFullMs / medians.board16FullMs).toFixed(1)}x`);
line("  Epic one-ship update / 16-ship board", `${(epicMoveMs / board16FullMs).toFixed(2)}x`, "<= 2x", epicMoveMs / board16FullMs <= 2,
  `${(medians.epicMoveMs / medians.board16FullMs).toFixed(2)}x`);
line("  Epic selected ship's update / 16-ship board", `${(epicMoveSelectedMs / board16FullMs).toFixed(2)}x`, "", true,
  `${(medians.epicMoveSelectedMs / medians.board16FullMs).toFixed(2)}x`);
line("  the same without verdicts / 16-ship board", `${(epicMoveSelectedQuietMs / board16FullMs).toFixed(2)}x`, "", true,
  `${(medians.epicMoveSelectedQuietMs / medians.board16FullMs).toFixed(2)}x`);
line("plain script (js.FuncOf): rangeTo, one call", `${(plainRangeToMs * 1e3).toFixed(1)} µs`, "", true);
line("plain script (js.FuncOf): board(), selected", `${plainBoardMs.toFixed(3)} ms`, "", true);
line("xwing.wasm raw", `${(wasm.length / 1024).toFixed(0)} KiB`, "", true);
line("xwing.wasm gzip -9 (the diagram included)", `${(gz / 1024).toFixed(0)} KiB`, "<= 894 KiB", gz <= 894 * 1024);
