// The move card's devices: drop or launch a bomb, mine or remote the
// selected ship's cards carry (any of tokens() for a ship without cards)
// on a template from its rear or front guides (docs/maneuvers.md,
// Devices). move.js plans it; the engine places the token and says who is
// at range 0-1 of it.

import { store, canEdit } from "../store.js";
import { DEVICE_TEMPLATES, DEVICE_FROM, DEVICE_KINDS, deviceToken, deviceTemplateCode } from "../maneuver.js";
import { tokenType, tokenGroups } from "../pieces.js";
import { $, actionButton, labelledSelect, setPressed, setText } from "./movecontrols.js";

// tokenName is what a token type is called (its id when unknown).
export const tokenName = (type) => (tokenType(type) || { name: type }).name;

// BEARING_NAMES name a device's templates as players say them.
const BEARING_NAMES = { straight: "straight", bankLeft: "bank left", bankRight: "bank right", turnLeft: "turn left", turnRight: "turn right" };
const templateName = (t) => `${t.speed}-${BEARING_NAMES[t.bearing]}`;
const FROM_WORDS = { rear: ["Drop", "from the rear guides"], front: ["Launch", "from the front guides"] };

// device holds the device and template last chosen (the select's values).
const device = { type: "", template: "1s" };

// shipDevices lists what ship s may drop or launch: [{ value: a token id,
// or "" when the engine has no token it drops, name }], with a note. A
// ship with cards (a pilot or upgrades) carries its Device upgrades; one
// without, any bomb, mine or remote of tokens().
function shipDevices(s) {
  if (s.pilot || (s.upgrades && s.upgrades.length)) {
    if (!store.cards) return { list: [], note: "Its cards are still loading." };
    const list = [];
    for (const id of new Set(s.upgrades || [])) {
      const card = store.upgrades.get(id);
      if (!card || !Array.isArray(card.slots) || !card.slots.includes("device")) continue;
      const value = deviceToken(id);
      list.push({ value, name: value ? card.name : `${card.name} (no token to place)` });
    }
    return { list, note: list.some((d) => d.value) ? "" : "Its cards carry no bomb or mine." };
  }
  const list = tokenGroups()
    .flatMap((g) => g.tokens)
    .filter((t) => DEVICE_KINDS.includes(t.kind))
    .map((t) => ({ value: t.id, name: t.name }));
  return { list, note: "" };
}

export function buildDevices(planMove) {
  const box = document.createElement("details");
  box.id = "move-devices";
  box.className = "move-actions move-devices";
  const summary = document.createElement("summary");
  summary.textContent = "Drop or launch a device";
  const opts = document.createElement("div");
  opts.className = "row move-roll-options";
  const [dl, ds] = labelledSelect("Device", "move-device");
  const [tl, ts] = labelledSelect("Template", "move-device-template");
  const usual = document.createElement("optgroup");
  usual.label = "The 1-speed templates";
  const other = document.createElement("optgroup");
  other.label = "Other speeds, when a card says so";
  for (const t of DEVICE_TEMPLATES) (t.speed === 1 ? usual : other).append(new Option(templateName(t), deviceTemplateCode(t)));
  ts.append(usual, other);
  opts.append(dl, tl);
  const note = document.createElement("p");
  note.id = "move-device-note";
  note.className = "muted small";
  const row = document.createElement("div");
  row.className = "row";
  for (const from of DEVICE_FROM) {
    const [verb, where] = FROM_WORDS[from];
    const b = actionButton("move-action-button move-device-button", { from }, from === "rear" ? "reverse" : "straight", verb, `${verb} ${where}`);
    b.title = b.getAttribute("aria-label");
    row.append(b);
  }
  box.append(summary, opts, note, row);
  $("move-actions").after(box);

  row.addEventListener("click", (e) => {
    const b = e.target.closest("button[data-from]");
    if (b && device.type) planMove(store.state.selected, deviceMove(b.dataset.from));
  });
  opts.addEventListener("change", (e) => {
    if (e.target === ds) device.type = ds.value;
    else if (e.target === ts) device.template = ts.value;
    else return;
    // A device already planned follows the choice.
    const i = store.state.selected;
    const s = store.state.ships[i];
    if (s && s.move && s.move.device && device.type) planMove(i, deviceMove(s.move.from || "rear"));
  });
}

// deviceMove is the chosen device, on the chosen template, from the rear
// (dropped) or front (launched) guides.
function deviceMove(from) {
  const t = DEVICE_TEMPLATES.find((d) => deviceTemplateCode(d) === device.template) || DEVICE_TEMPLATES[0];
  return { device: device.type, template: { speed: t.speed, bearing: t.bearing }, from };
}

// renderDevices offers ship s's devices and shows planned, its plan.
export function renderDevices(s, planned) {
  const { list, note } = shipDevices(s);
  const ds = $("move-device");
  const key = list.map((d) => `${d.value}:${d.name}`).join("|");
  if (ds._key !== key) {
    ds._key = key;
    ds.replaceChildren(
      ...list.map((d) => {
        const o = new Option(d.name, d.value);
        o.disabled = !d.value;
        return o;
      }),
    );
  }
  const usable = list.filter((d) => d.value).map((d) => d.value);
  const dev = planned && planned.device ? planned : null;
  if (dev) {
    device.type = dev.device;
    device.template = deviceTemplateCode(dev.template || DEVICE_TEMPLATES[0]);
  }
  // A device the card doesn't carry (from a link) is still shown as planned.
  if (dev && !usable.includes(dev.device) && ![...ds.options].some((o) => o.value === dev.device)) {
    ds.append(new Option(tokenName(dev.device), dev.device));
    ds._key = "";
  }
  if (!usable.includes(device.type) && !(dev && dev.device === device.type)) device.type = usable[0] || "";
  if (ds.value !== device.type) ds.value = device.type;
  ds.disabled = ds.options.length === 0;
  const ts = $("move-device-template");
  if (ts.value !== device.template) ts.value = device.template;
  setText($("move-device-note"), note || "The 1-straight unless a card says otherwise; the ship stays where it is.");
  for (const b of document.querySelectorAll(".move-device-button")) {
    b.disabled = !device.type || !canEdit();
    setPressed(b, !!dev && (dev.from || "rear") === b.dataset.from);
  }
  if (dev && !$("move-devices").open) $("move-devices").open = true;
}

