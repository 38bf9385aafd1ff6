// The verdict, as the engine words it: board()'s answer carries the
// selected ship's verdicts (headline and detail sentences, worded once in
// Go, package verdict) and its ranges to the obstacles. The page's
// verdict card, its screen-reader announcements and <xwing-board> show
// these sentences as they are; the diagram draws the same ones. Nothing
// is measured or worded about the game here: only the page's own prompts
// (verdictIntro) are.

// badgeText is the short form on a measured line: the engine's band, or
// "–" past the range the player asked about.
export function badgeText(range, reach = 5) {
  return range === null || range === undefined || range > reach ? "–" : String(range);
}

// ---- a measured board's verdict, as the page's verdict card and
// <xwing-board> show it ----
//
// measured: { state, answer, engineError, engineReady } (the store, or an
// element's own measureBoard answer).

// boardVerdicts returns the engine's verdicts for the selected ship:
// [{ index, kind: "target"|"enemy"|"friend"|"invalid", headline, details }]
// ([] with nothing to say).
export function boardVerdicts({ answer, engineError, engineReady = true }) {
  if (!engineReady || engineError || !answer || !Array.isArray(answer.verdicts)) return [];
  return answer.verdicts;
}

// verdictIntro is the sentence above the verdicts. names: names.js namer
// for the board; mode: { readOnly, canSelect } (canSelect: the reader can
// pick a ship; the page's board can, the element can't).
export function verdictIntro({ state, answer, excluded, engineError, engineReady = true }, names, { readOnly = false, canSelect = true } = {}) {
  const sel = state.selected;
  if (!engineReady) return "Waiting for the engine…";
  if (engineError) return `The engine could not measure this board: ${engineError}`;
  if (state.ships.length === 0) return readOnly ? "This board is empty." : "Add ships, then select one to see what it can attack.";
  if (sel < 0) return canSelect ? "Select a ship (tap it, or Tab to it) to see its arcs, ranges and targets." : "No ship is selected on this board.";
  if (excluded.has(sel)) return `${names.shipLabel(sel)} can't be measured: ${excluded.get(sel)}`;
  if (!answer || !answer.selected) return "No answer from the engine.";
  const s = state.ships[sel];
  let t = `${names.shipLabel(sel)} (team ${s.team}) at x ${s.x}, y ${s.y}, heading ${s.heading}°.`;
  // A planned move (board()'s answer.moves): the verdicts are where it ends.
  const m = answer.moves && answer.moves[sel];
  // A planned device leaves the ship where it is: the engine's headline says who it is near.
  if (m && m.token) t += ` ${m.headline}`;
  else if (m) t += ` Its ghost, after the planned move: x ${round1(m.x)}, y ${round1(m.y)}, heading ${round1(m.heading)}°; the verdicts are the ghost's.`;
  if (state.ships.length === 1 && !readOnly) t += " Add another ship to measure against.";
  return t;
}

const round1 = (v) => Math.round(v * 10) / 10;

// obstacleRanges is the engine's "Obstacles: asteroid 1 at range 2; ..."
// from the selected ship, or "".
export function obstacleRanges(answer) {
  return (answer && answer.obstacleRanges) || "";
}
