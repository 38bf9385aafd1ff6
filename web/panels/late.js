// What the first board doesn't need: the cards for adding a ship, the
// loadout, squads and diagrams, and the live layer of a drag on a big
// board (live.js). app.js asks for this module once the engine's
// download is over (over a slow link their bytes would otherwise share it
// with the engine's, ~6 KB brotli ahead of the first board) and binds the
// cards once the board is drawn; until then index.html keeps them inert.
// The page loads it as page-late.js, which tools/page.mjs makes beside
// page.js and which takes every module the two share from page.js.
import * as addPanel from "./add.js";
import * as loadoutPanel from "./loadout.js";
import * as squadPanel from "./squad.js";
import * as diagramPanel from "./diagram.js";
import { LiveLayer } from "../live.js";
import { useLiveLayer } from "../board.js";

// bind binds the cards, in the page's order, and gives the board its live
// layer.
export function bind() {
  for (const panel of [addPanel, loadoutPanel, squadPanel, diagramPanel]) panel.bind();
  useLiveLayer(LiveLayer);
}
