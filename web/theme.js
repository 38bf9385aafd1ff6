// The colour theme: light or dark. "auto" (the default) follows the
// system's prefers-color-scheme; the switch in the top bar picks one and
// this browser remembers it. An embed follows ?theme=light|dark (else auto)
// and remembers nothing. The theme is data-theme on <html>, always
// resolved to "light" or "dark"; style.css does the rest.

const KEY = "xwing-board:theme";
export const CHOICES = ["auto", "light", "dark"];
// The browser bar's colour per theme: the page background (style.css --bg).
const BAR = { dark: "#0d1320", light: "#f4f6fa" };

let choice = "auto";
const media = typeof matchMedia === "function" ? matchMedia("(prefers-color-scheme: light)") : null;

function stored() {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null; // storage refused (a sandboxed frame)
  }
}

// resolveTheme returns the theme shown for choice ("auto", "light",
// "dark"; anything else is "auto"): auto follows prefers-color-scheme,
// dark unless the system asks for light. <xwing-board> uses it too.
export function resolveTheme(choice) {
  if (choice === "light" || choice === "dark") return choice;
  return media && media.matches ? "light" : "dark";
}

// watchSystemTheme calls fn when prefers-color-scheme changes; returns
// the function that stops it.
export function watchSystemTheme(fn) {
  if (!media) return () => {};
  media.addEventListener("change", fn);
  return () => media.removeEventListener("change", fn);
}

// resolved returns the theme shown for the current choice.
export function resolved() {
  return resolveTheme(choice);
}

function apply() {
  const t = resolved();
  document.documentElement.dataset.theme = t;
  const meta = document.querySelector('meta[name="theme-color"]');
  if (meta) meta.setAttribute("content", BAR[t]);
  const sel = document.getElementById("theme");
  if (sel && sel.value !== choice) sel.value = choice;
}

// init picks the theme before the page draws: embed says whether the
// page is an embed (its ?theme= wins, the saved choice is not used).
export function init(embed) {
  const q = new URLSearchParams(location.search).get("theme");
  const saved = stored();
  choice = embed ? (CHOICES.includes(q) ? q : "auto") : CHOICES.includes(saved) ? saved : "auto";
  apply();
  watchSystemTheme(apply);
}

export function bind() {
  const sel = document.getElementById("theme");
  if (!sel) return;
  sel.value = choice;
  sel.addEventListener("change", () => {
    choice = CHOICES.includes(sel.value) ? sel.value : "auto";
    try {
      localStorage.setItem(KEY, choice);
    } catch {
      // Not remembered; still applied.
    }
    apply();
  });
}
