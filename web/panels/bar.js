// The top bar: the settings (theme, edition, ruleset, board size, reach:
// on a phone folded away behind the settings button), copy link, embed.

import { store, onRender } from "../store.js";
import { setSettings, setRuleset } from "../actions.js";
import { fitView } from "../viewport.js";
import { shareURL } from "../url.js";
import { toast, showMessage } from "../messages.js";

const $ = (id) => document.getElementById(id);

async function copyText(text, done) {
  try {
    await navigator.clipboard.writeText(text);
    toast(done);
  } catch {
    showMessage(`Copy this: ${text}`);
  }
}

export function bind() {
  const toggle = $("settings-toggle");
  toggle.addEventListener("click", () => {
    const open = toggle.getAttribute("aria-expanded") !== "true";
    toggle.setAttribute("aria-expanded", String(open));
    toggle.closest(".bar").classList.toggle("settings-open", open);
  });
  $("edition").addEventListener("change", (e) => setSettings({ edition: e.target.value, arcs: null }));
  $("ruleset").addEventListener("change", (e) => setRuleset(e.target.value));
  $("board-size").addEventListener("change", (e) => {
    setSettings({ board: e.target.value });
    fitView();
  });
  $("max-range").addEventListener("change", (e) => setSettings({ maxRange: Number(e.target.value) }));

  $("copy-link").addEventListener("click", () => copyText(shareURL(""), "Link copied."));
  const dialog = $("embed-dialog");
  const fillEmbed = () => {
    const src = shareURL($("embed-interactive").checked ? "edit" : "1");
    $("embed-code").value = `<iframe src="${src.replace(/&/g, "&amp;").replace(/"/g, "&quot;")}" width="640" height="760" style="border:0;max-width:100%" title="X-Wing board" loading="lazy"></iframe>`;
  };
  $("embed-button").addEventListener("click", () => {
    fillEmbed();
    if (typeof dialog.showModal === "function") dialog.showModal();
    else dialog.setAttribute("open", "");
    $("embed-code").select();
  });
  $("embed-interactive").addEventListener("change", fillEmbed);
  $("embed-copy").addEventListener("click", () => copyText($("embed-code").value, "Embed code copied."));
  $("embed-close").addEventListener("click", () => dialog.close());
  onRender(render);
}

function render() {
  const st = store.state;
  $("edition").value = st.edition;
  const rs = $("ruleset");
  if (rs.options.length !== store.rulesets.length) rs.replaceChildren(...store.rulesets.map((r) => new Option(r.name, r.id)));
  rs.value = st.ruleset;
  // The rulesets are second edition's.
  rs.disabled = st.edition !== "2e";
  $("board-size").value = st.board;
  $("max-range").value = String(st.maxRange);
}
