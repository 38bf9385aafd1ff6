// The Epic board of issue 25 (bench/epic.mjs: 200 ships, 60 official
// obstacles, one selected) as a share link of the page (web/state.js
// encode's fields), for the drag measure and the live-drag test.
import { epicState } from "../../bench/epic.mjs";

export function epicLink() {
  const epic = epicState();
  const ships = epic.ships.map((s) => `${s.ship},${s.team === "rebels" ? 1 : 2},${s.x},${s.y},${s.heading}`);
  const obstacles = epic.obstacles.map((o) => `${o.type},${o.x},${o.y},${o.heading}${o.flipped ? ",f" : ""}`);
  return { epic, link: `#v1=2e,e,3,${epic.selected},*/${ships.join(";")}/${obstacles.join(";")}` };
}
