// Squads: import a team's squad as XWS (pasted or from a file) into that
// team's setup area, leniently, under the list's ruleset, saying what was
// left out in the engine's words; export each team's ships as XWS
// (downloaded, and shown for copying).

import { store, setState, canEdit } from "../store.js";
import { BOARDS } from "../pieces.js";
import { MAX_SHIPS } from "../state.js";
import { shipLabel } from "../model.js";
import { rulesetName } from "../names.js";
import { importSquad, exportXWS, why } from "../engine.js";
import { refusal } from "../kinds.js";
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

// report shows what the last import or export said, by the buttons (a
// status: read out once).
function report(lines, summary) {
  $("squad-outcome").classList.toggle("said", !!summary);
  $("squad-outcome").classList.toggle("warned", lines.length > 0);
  $("squad-summary").textContent = summary;
  $("squad-warnings").replaceChildren(
    ...lines.map((t) => {
      const li = document.createElement("li");
      li.textContent = t;
      return li;
    }),
  );
}

// importText replaces the chosen team's ships with the squad in text, read
// under the ruleset the list says or hints at, which the board then uses
// (a list that doesn't say is read under the board's).
// A list the board can read nothing of changes nothing.
async function importText(text) {
  if (!canEdit()) return;
  const t = team();
  if (!text.trim()) return report([], "Paste a squad's XWS (a squad builder's export) or open a file first.");
  report([], "Reading the squad…");
  let squad;
  try {
    squad = await importSquad(text, { team: t, boardWidth: BOARDS[store.state.board].width, takenIds: takenIds(t) });
  } catch (e) {
    // An Error (not a TypeError or RangeError): the list's cards are missing.
    if (e && e.name === "Error") return report([], `The cards this list needs could not be downloaded: ${why(e)}. Team ${t} is unchanged.`);
    return report([], `That isn't a squad the board can read: ${why(e)}. Team ${t} is unchanged.`);
  }
  // The warnings name the pilot and the card, as a player reads them.
  const lines = squad.warnings.map((w) => w.message);
  const name = squad.name ? `“${squad.name}”` : "The squad";
  const rules = rulesetName(store.rulesets, squad.ruleset);
  if (!squad.ships.length) {
    return report(lines, `${name} (${rules}) has no pilot or ship the board knows, so team ${t} is unchanged${lines.length ? ":" : "."}`);
  }
  const st = store.state;
  const kept = st.ships.filter((s) => s.team !== t);
  let ships = squad.ships;
  if (kept.length + ships.length > MAX_SHIPS) {
    lines.push(`A board holds at most ${MAX_SHIPS} ships: the last ${kept.length + ships.length - MAX_SHIPS} were left out.`);
    ships = ships.slice(0, MAX_SHIPS - kept.length);
  }
  // Why this ruleset: the list says it (or its builder hints it), else
  // the board's. An unknown ruleset in the list is one of the warnings.
  const unknown = squad.warnings.some((w) => w.path === "ruleset");
  const because = squad.said && !unknown ? "as the list says so" : unknown ? "the board knows no ruleset of the list's name (below)" : "the board's ruleset: the list doesn't say which";
  const said = `${name}: ${ships.length} ship${ships.length === 1 ? "" : "s"} placed for team ${t}, read as ${rules}, ${because}.`;
  const switched = squad.ruleset !== st.ruleset;
  setState({ ...st, ruleset: squad.ruleset, ships: [...kept, ...ships], obstacles: squadObstacles(st, squad.obstacles, t), selected: -1, arcs: null }, { commit: "push" });
  let also = "";
  if (switched) {
    // The board's other ships are now read with the list's cards.
    const refused = kept.filter((s) => refusal(s, st.edition)).length;
    also = ` The board now uses ${rules}'s cards and attack rules, as the list does${refused ? `; ${refused} other ship${refused === 1 ? " has" : "s have"} cards it lacks or forbids (marked on the board)` : ""}.`;
  }
  report(lines, `${said}${also}${lines.length ? " Left out or changed:" : ""}`);
}

// takenIds are the names of the ships of the other team (the squad's avoid them).
function takenIds(t) {
  return store.state.ships.map((s, i) => (s.team !== t ? shipLabel(i) : "")).filter(Boolean);
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
