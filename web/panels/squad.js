// Squads: import a team's squad as XWS (pasted or from a file) into that
// team's setup area, leniently, saying what was left out; export each
// team's ships as XWS (downloaded, and shown for copying).

import { store, setState, canEdit } from "../store.js";
import { BOARDS } from "../pieces.js";
import { MAX_SHIPS } from "../state.js";
import { shipLabel } from "../model.js";
import { importSquad, exportXWS, why } from "../engine.js";
import { download } from "../download.js";
import { squadObstacles } from "./obstacle.js";

const $ = (id) => document.getElementById(id);
const team = () => (document.querySelector('input[name="squad-team"]:checked') || { value: "1" }).value;

export function bind() {
  for (const r of document.querySelectorAll('input[name="squad-team"]')) r.addEventListener("change", renderTeam);
  $("squad-import").addEventListener("click", () => importText($("squad-xws").value));
  $("squad-file").addEventListener("change", async (e) => {
    const f = e.target.files && e.target.files[0];
    if (!f) return;
    if (f.size > 1 << 20) return report([], `That file is too large for a squad (${Math.round(f.size / 1024)} KB).`);
    const text = await f.text();
    $("squad-xws").value = text;
    e.target.value = "";
    importText(text);
  });
  $("squad-export").addEventListener("click", exportTeam);
  renderTeam();
}

function renderTeam() {
  $("squad-import").textContent = `Import to team ${team()}`;
  $("squad-export").textContent = `Export team ${team()} as XWS`;
}

// readable turns a warning's path into words: "pilots[2].upgrades.torpedo[0]" -> "Pilot 3".
function readable(w) {
  const m = /^pilots\[(\d+)\]/.exec(String(w.path || ""));
  return `${m ? `Pilot ${Number(m[1]) + 1}` : "Squad"}: ${w.message}`;
}

// report shows what the last import or export said.
function report(lines, summary) {
  $("squad-summary").textContent = summary;
  $("squad-warnings").replaceChildren(
    ...lines.map((t) => {
      const li = document.createElement("li");
      li.textContent = t;
      return li;
    }),
  );
}

// importText replaces the chosen team's ships with the squad in text.
function importText(text) {
  if (!canEdit()) return;
  const t = team();
  if (!text.trim()) return report([], "Paste a squad's XWS (a squad builder's export) or open a file first.");
  const st = store.state;
  const kept = st.ships.filter((s) => s.team !== t);
  const takenIds = st.ships.map((s, i) => (s.team !== t ? shipLabel(i) : "")).filter(Boolean);
  let squad;
  try {
    squad = importSquad(text, { team: t, boardWidth: BOARDS[st.board].width, takenIds });
  } catch (e) {
    return report([], `That isn't a squad the board can read: ${why(e)}`);
  }
  const lines = squad.warnings.map(readable);
  let ships = squad.ships;
  if (kept.length + ships.length > MAX_SHIPS) {
    lines.push(`A board holds at most ${MAX_SHIPS} ships: the last ${kept.length + ships.length - MAX_SHIPS} were left out.`);
    ships = ships.slice(0, MAX_SHIPS - kept.length);
  }
  const name = squad.name ? `“${squad.name}”` : "The squad";
  report(lines, `${name}: ${ships.length} ship${ships.length === 1 ? "" : "s"} placed for team ${t}${lines.length ? `; left out or changed:` : "."}`);
  setState({ ...st, ships: [...kept, ...ships], obstacles: squadObstacles(st, squad.obstacles, t), selected: -1, arcs: null }, { commit: "push" });
}

// exportTeam downloads the chosen team's ships with pilots as XWS and
// shows the text for copying.
function exportTeam() {
  const t = team();
  const st = store.state;
  const idx = st.ships.map((s, i) => i).filter((i) => st.ships[i].team === t);
  const flown = idx.filter((i) => st.ships[i].pilot);
  const skipped = idx.filter((i) => !st.ships[i].pilot).map((i) => `${shipLabel(i)} has no pilot, so XWS can't hold it.`);
  if (!flown.length) return report(skipped, `Team ${t} has no ship with a pilot to export.`);
  let xws;
  try {
    xws = exportXWS(
      flown.map((i) => st.ships[i]),
      `Team ${t}`,
      st.edition,
    );
  } catch (e) {
    return report(skipped, `The squad could not be written: ${why(e)}`);
  }
  const text = JSON.stringify(xws, null, 2);
  $("squad-xws").value = text;
  download(`team-${t}.xws.json`, new Blob([text], { type: "application/json" }));
  report(skipped, `Team ${t} exported: ${flown.length} ship${flown.length === 1 ? "" : "s"} (also in the box above, to copy).`);
}
