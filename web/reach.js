// How far the selected ship's plain lines go: scene.js draws them, and a
// drag's worker (dragframes.js frameAnswer) sends the ranges to those
// ships alone.

// MANY_LINES: on a board of more ships, the selected ship's plain lines go
// only to the ships within its reach (range 3, or the board's maxRange):
// 199 lines across an Epic board hide it, and redrawing them every frame
// of a drag takes the frame. Attack lines are always drawn.
const MANY_LINES = 40;

// plainReach is the farthest range band of state's board to which the
// selected ship's plain lines go (Infinity: to every ship).
export const plainReach = (state) => (state.ships.length <= MANY_LINES ? Infinity : state.maxRange || 3);

// inPlainReach says whether a ship at range band (a number; anything else
// is out of reach on a big board) is within reach.
export const inPlainReach = (band, reach) => reach === Infinity || (typeof band === "number" && band <= reach);
