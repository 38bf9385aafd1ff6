// The selected obstacle card: heading and remove.

import { store, onRender, scheduleRender } from "../store.js";
import { obstacleLabel } from "../model.js";
import { updateObstacle, removeObstacle } from "../actions.js";
import { setInput } from "./selected.js";

const $ = (id) => document.getElementById(id);

export function bind() {
  $("obs-heading").addEventListener("input", (e) => {
    const v = e.target.valueAsNumber;
    if (Number.isFinite(v)) updateObstacle(store.ui.selObstacle, { heading: v });
  });
  $("obs-heading").addEventListener("blur", () => scheduleRender());
  $("obs-remove").addEventListener("click", () => removeObstacle(store.ui.selObstacle));
  onRender(render);
}

function render() {
  const i = store.ui.selObstacle;
  const o = store.state.obstacles[i];
  $("obstacle-card").hidden = !o || store.mode.readOnly;
  if (!o) return;
  $("obstacle-title").textContent = obstacleLabel(i);
  setInput($("obs-heading"), o.heading);
}
