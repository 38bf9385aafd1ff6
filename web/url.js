// The board in the address (#v1=...) and in this browser's storage.
//
// A discrete change (add, remove, clear, board size) adds a history entry,
// so Back undoes it; an edit (a move, a typed value) replaces the current
// entry a moment later. Every committed board is also saved, and the bare
// start address (the installed app's start_url) opens the last one.

import { encode, decode, problemsText, uncheckedCatalog, needsCards } from "./state.js";
import { store, setState, onCommit } from "./store.js";
import { showMessage } from "./messages.js";
import { fitView } from "./viewport.js";
import { resetUndo } from "./undo.js";
import { cardsLoaded, loadRuleset } from "./engine.js";

const SAVED = "xwing-board:last";
let urlTimer = 0;
// embedSuffix keeps "&embed=..." on an embed whose link carried it.
let embedSuffix = "";

export function shareFragment() {
  return encode(store.state);
}

function fragment() {
  return shareFragment() + embedSuffix;
}

// write puts the board in the address: a new history entry (push) or the current one.
function write(push) {
  clearTimeout(urlTimer);
  urlTimer = 0;
  if (!store.engineReady) return;
  let frag;
  try {
    frag = fragment();
  } catch (e) {
    showMessage(`The board could not be written to the address: ${e.message}`);
    return;
  }
  if (location.hash.slice(1) === frag) return;
  try {
    if (push) history.pushState(null, "", `#${frag}`);
    else history.replaceState(null, "", `#${frag}`);
  } catch {
    // A sandboxed frame may refuse: the board still works.
  }
}

export function writeURL() {
  write(false);
}

// previous is the address of the last committed board, so a push can
// first settle the entry it leaves behind.
let previous = "";

function committed(kind) {
  // An embed shares its host page's Back button: it never adds entries.
  const push = kind === "push" && !store.mode.embed;
  if (push) {
    if (urlTimer && previous) {
      try {
        history.replaceState(null, "", `#${previous}`);
      } catch {
        // as in write
      }
    }
    write(true);
  } else {
    clearTimeout(urlTimer);
    urlTimer = setTimeout(writeURL, 200);
  }
  previous = fragment();
  save();
}

// save keeps the board for the next bare start (not an embed's board).
function save() {
  if (store.mode.embed) return;
  try {
    localStorage.setItem(SAVED, shareFragment());
  } catch {
    // Storage full or refused (a private window): the link still has it.
  }
}

function saved() {
  try {
    return localStorage.getItem(SAVED) || "";
  } catch {
    return "";
  }
}

// shareURL is the link to this board; embed: "" (the full page), "1" or "edit".
export function shareURL(embed) {
  const u = new URL(location.href);
  u.search = embed ? `?embed=${embed}` : "";
  u.hash = shareFragment();
  return u.href;
}

// readURL replaces the board with the one in the address; at the bare
// start address, with the last board saved here. At boot the undo history
// starts there; later (Back, a pasted link) the switch can be undone.
export function readURL({ boot = false } = {}) {
  const start = atStart();
  const r = decode(start ? saved() : location.hash, store.catalog);
  if (cardsLoaded(r.state.ruleset)) return openRead(r, boot, start);
  // The first board, when it has no pilots, opens before its cards (the
  // page loads them once it is drawn: app.js); no other cards are loaded
  // then, so no pilot of another ruleset can be chosen meanwhile.
  if (boot && !needsCards(r.state)) return openRead(r, boot, start);
  // A board under a ruleset not loaded yet (a pasted link, Back) waits for
  // its cards; when they can't be had it opens all the same, and says so.
  loadRuleset(r.state.ruleset)
    .catch((e) => showMessage(`This board's cards could not be downloaded (${e && e.message ? e.message : e}); its pilots are read with the cards loaded until they are.`))
    .finally(() => openRead(r, boot, start));
}

// openRead puts board r (decode's answer) on the page.
function openRead(r, boot, start) {
  if (r.problems.length) {
    showMessage(`Part of this link could not be read, so the board may be incomplete: ${problemsText(r.problems)}.`);
  }
  const resize = r.state.board !== store.state.board || !store.ui.view;
  setState(r.state, { commit: boot ? false : "replace" });
  previous = fragment();
  if (start && r.found) writeURL();
  if (boot) resetUndo();
  if (resize || start) fitView();
}

// atStart reports whether this is the bare start address, which opens the
// board saved here.
const atStart = () => !location.hash && !store.mode.embed;

// earlyBoard is the board readURL will open, read before the engine (and
// its catalog) is ready: for drawing it while the engine downloads.
export function earlyBoard() {
  return decode(atStart() ? saved() : location.hash, uncheckedCatalog).state;
}

// bindURL starts following the address. fragmentEmbed: the embed value a
// "#...&embed" link carried (null: none).
export function bindURL(fragmentEmbed) {
  if (fragmentEmbed !== null) embedSuffix = `&embed${fragmentEmbed ? "=" + encodeURIComponent(fragmentEmbed) : ""}`;
  onCommit(committed);
  window.addEventListener("hashchange", () => {
    if (location.hash.slice(1) !== fragment()) readURL();
  });
  window.addEventListener("pagehide", writeURL);
}
