// The move card's small DOM pieces, shared by its dial, its actions and
// its devices (move.js, movedevice.js): arrows as the dial prints them,
// buttons, labelled selects, and writes that touch the DOM only on a
// change.

const SVGNS = "http://www.w3.org/2000/svg";

export const $ = (id) => document.getElementById(id);

// ARROWS draw each bearing in a 24 x 24 box: the path, then its head.
const ARROWS = {
  straight: ["M12 22V5", "M7 9L12 3L17 9"],
  bankLeft: ["M13 22V14L6 7", "M4 12V4H12"],
  bankRight: ["M11 22V14L18 7", "M20 12V4H12"],
  turnLeft: ["M16 22V11A5 5 0 0 0 11 6H5", "M8 2L3 6L8 10"],
  turnRight: ["M8 22V11A5 5 0 0 1 13 6H19", "M16 2L21 6L16 10"],
  koiogran: ["M7 22V9A5 5 0 0 1 17 9V15", "M13 13L17 18L21 13"],
  segnorLeft: ["M16 22V15L9 8A3 3 0 0 0 4 10V15", "M1 12L4 16L7 12"],
  segnorRight: ["M8 22V15L15 8A3 3 0 0 1 20 10V15", "M17 12L20 16L23 12"],
  tallonLeft: ["M17 22V11A5 5 0 0 0 12 6H8A4 4 0 0 0 4 10V14", "M1 11L4 15L7 11"],
  tallonRight: ["M7 22V11A5 5 0 0 1 12 6H16A4 4 0 0 1 20 10V14", "M17 11L20 15L23 11"],
  stationary: ["M7 7H17V17H7Z", ""],
  reverse: ["M12 2V19", "M7 15L12 21L17 15"],
  reverseBankLeft: ["M13 2V10L6 17", "M4 12V20H12"],
  reverseBankRight: ["M11 2V10L18 17", "M20 12V20H12"],
  // A barrel roll's: sideways.
  rollLeft: ["M21 12H5", "M9 7L4 12L9 17"],
  rollRight: ["M3 12H19", "M15 7L20 12L15 17"],
};

// icon is bearing's arrow (ARROWS), hidden from screen readers: the
// button it sits on is named.
export function icon(bearing) {
  const svg = document.createElementNS(SVGNS, "svg");
  svg.setAttribute("viewBox", "0 0 24 24");
  svg.setAttribute("aria-hidden", "true");
  svg.setAttribute("class", `dial-arrow bearing-${bearing}`);
  for (const [k, d] of ARROWS[bearing].entries()) {
    if (!d) continue;
    const p = document.createElementNS(SVGNS, "path");
    p.setAttribute("d", d);
    p.setAttribute("class", k ? "arrow-head" : "arrow-stem");
    svg.append(p);
  }
  return svg;
}

// actionButton is a button of class className with data, its arrow and
// text, named label.
export function actionButton(className, data, arrow, text, label) {
  const b = document.createElement("button");
  b.type = "button";
  b.className = className;
  Object.assign(b.dataset, data);
  b.append(icon(arrow), document.createTextNode(` ${text}`));
  b.setAttribute("aria-label", label);
  return b;
}

// labelledSelect is a label reading text around an empty select id.
export function labelledSelect(text, id) {
  const label = document.createElement("label");
  label.textContent = `${text} `;
  const select = document.createElement("select");
  select.id = id;
  label.append(select);
  return [label, select];
}

// setPressed and setText write aria-pressed and text only when they change.
export function setPressed(b, on) {
  const v = on ? "true" : "false";
  if (b.getAttribute("aria-pressed") !== v) b.setAttribute("aria-pressed", v);
}

export function setText(e, t) {
  if (e.textContent !== t) e.textContent = t;
}
