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
    const r = { ...measured, answer: frameAnswer(measured.answer, st.selected, plainReach(st)) };
    const d = delta(sent, r);
    sent = r;
    self.postMessage({ type: "answer", id: data.id, delta: d, ms: performance.now() - t0 });
  } catch (e) {
    self.postMessage({ type: "failed", error: String((e && e.message) || e) });
  }
};
