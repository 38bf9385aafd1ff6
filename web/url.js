// The board in the address (#v1=...): written a moment after each change,
// read at start and when the user pastes another link.

import { encode, decode } from "./state.js";
import { store, setState, onCommit } from "./store.js";
import { showMessage } from "./messages.js";
import { fitView } from "./viewport.js";

let urlTimer = 0;
// embedSuffix keeps "&embed=..." on an embed whose link carried it.
let embedSuffix = "";

export function shareFragment() {
  return encode(store.state);
}

function scheduleURL() {
  clearTimeout(urlTimer);
  urlTimer = setTimeout(writeURL, 200);
}

export function writeURL() {
  clearTimeout(urlTimer);
  if (!store.engineReady) return;
  let frag;
  try {
    frag = shareFragment() + embedSuffix;
  } catch (e) {
    showMessage(`The board could not be written to the address: ${e.message}`);
    return;
  }
  if (location.hash.slice(1) !== frag) {
    try {
      history.replaceState(null, "", `#${frag}`);
    } catch {
      // A sandboxed frame may refuse: the board still works.
    }
  }
}

// shareURL is the link to this board; embed: "" (the full page), "1" or "edit".
export function shareURL(embed) {
  const u = new URL(location.href);
  u.search = embed ? `?embed=${embed}` : "";
  u.hash = shareFragment();
  return u.href;
}

// readURL replaces the board with the one in the address.
export function readURL() {
  const r = decode(location.hash, store.catalog);
  if (r.problems.length) {
    const shown = r.problems.slice(0, 4).join("; ") + (r.problems.length > 4 ? `; and ${r.problems.length - 4} more` : "");
    showMessage(`Part of this link could not be read, so the board may be incomplete: ${shown}.`);
  }
  setState(r.state, { commit: false });
  fitView();
}

// bindURL starts following the address. fragmentEmbed: the embed value a
// "#...&embed" link carried (null: none).
export function bindURL(fragmentEmbed) {
  if (fragmentEmbed !== null) embedSuffix = `&embed${fragmentEmbed ? "=" + encodeURIComponent(fragmentEmbed) : ""}`;
  onCommit(scheduleURL);
  window.addEventListener("hashchange", () => {
    if (location.hash.slice(1) !== shareFragment() + embedSuffix) readURL();
  });
  window.addEventListener("pagehide", writeURL);
}
