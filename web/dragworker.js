// A second engine, in a worker, for the frames of a drag on a big board
// (issue 25): the main thread posts each frame's state and draws the
// answers, and the engine's ~10 ms a frame on a phone run beside it.
// dragframes.js is its other half and says what goes across.
//
// Messages in:  { type: "start", ruleset }   load the engine and the cards
//               { type: "frame", id, fresh, state | ships, rest }
//                                            measure the frame's state
//                                            (engine.js measureBoard, without
//                                            words; dragframes.js stateParts);
//                                            fresh: the main thread holds no
//                                            earlier answer
// Messages out: { type: "ready" } | { type: "failed", error }
//               { type: "answer", id, delta, ms } (delta.js: measureBoard's
//                                            result, its answer as a frame
//                                            draws it (dragframes.js
//                                            frameAnswer), after the last posted;
//                                            ms: the worker's time on it)

import { loadEngine, loadRuleset, useRuleset, measureBoard } from "./engine.js";
import { delta } from "./delta.js";
import { applyStateParts, frameAnswer } from "./dragframes.js";
import { plainReach } from "./reach.js";
import { boardScene } from "./scene.js";
import { Painter } from "./painter.js";

// The painter (painter.js), once the page hands its canvases over, and
// what a drag's painting needs: the pieces' names (scene.js's namer, as
// the page words them at the drag's start) and boardScene's reuse.
let painter = null;
let names = null;
let reuse = null;
let measuredLast = null; // the last frame measured: { state, measured }

function paintFrame(st, measured) {
  if (!painter || !painter.setup) return;
  painter.draw(st, boardScene({ ...measured, state: st }, names, reuse));
}

let started = null;
// sent: the result the main thread holds (the last posted); last: the
// state of the frame before (dragframes.js applyStateParts).
let sent = null;
let last = null;

self.onmessage = async ({ data }) => {
  try {
    if (data.type === "start") {
      started = started || loadEngine({ ruleset: data.ruleset, cardsFirst: true });
      await started;
      self.postMessage({ type: "ready" });
      return;
    }
    if (data.type === "canvases") {
      painter = new Painter(
        { arcs: data.arcs, over: data.over },
        (keys) => self.postMessage({ type: "looks?", keys }),
        () => self.postMessage({ type: "painted" }),
      );
      return;
    }
    if (data.type === "paint-start" && painter) {
      const { ships, tokens } = data.setup.names;
      names = { shortLabel: (i) => ships[i] || "", obstacleMark: (i) => tokens[i] || "", boardLabel: () => "", obstacleBoardLabel: () => "", shipLabel: () => "" };
      reuse = new Map();
      painter.start(data.setup);
      if (measuredLast) paintFrame(measuredLast.state, measuredLast.measured);
      return;
    }
    if (data.type === "paint-update" && painter) return painter.update(data.changes);
    if (data.type === "paint-stop" && painter) {
      painter.stop();
      reuse = null;
      measuredLast = null;
      return;
    }
    if (data.type === "looks" && painter) return painter.learn(data.looks);
    if (data.type === "drawn?") return self.postMessage({ type: "drawn", drawn: painter ? painter.drawn() : null });
    if (data.type !== "frame" || !started) return;
    await started;
    const st = (last = applyStateParts(last, data));
    if (!useRuleset(st.ruleset)) {
      await loadRuleset(st.ruleset);
      useRuleset(st.ruleset);
    }
    if (data.fresh) sent = null; // the main thread holds no answer of ours
    const t0 = performance.now();
    const measured = measureBoard(st, { words: false });
    measuredLast = { state: st, measured };
    paintFrame(st, measured);
    const r = { ...measured, answer: frameAnswer(measured.answer, st.selected, plainReach(st)) };
    const d = delta(sent, r);
    sent = r;
    self.postMessage({ type: "answer", id: data.id, delta: d, ms: performance.now() - t0 });
  } catch (e) {
    self.postMessage({ type: "failed", error: String((e && e.message) || e) });
  }
};
