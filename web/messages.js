// Messages over the page: a dismissable notice, a short-lived toast, and
// the failure shown when the engine can't start.

const $ = (id) => document.getElementById(id);

export function showMessage(text) {
  $("message-text").textContent = text;
  $("message").hidden = false;
}

let toastTimer = 0;
export function toast(text) {
  const t = $("message-text");
  showMessage(text);
  clearTimeout(toastTimer);
  toastTimer = setTimeout(() => {
    if (t.textContent === text) $("message").hidden = true;
  }, 2500);
}

export function fatal(text) {
  document.body.classList.remove("booting");
  document.body.classList.add("failed");
  $("loading").classList.add("failed");
  $("loading-text").textContent = text;
  $("loading-status").textContent = text;
  $("verdict-intro").textContent = text;
  document.documentElement.dataset.ready = "error";
}

export function bindMessages() {
  $("message-close").addEventListener("click", () => ($("message").hidden = true));
}
