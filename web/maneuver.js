// A ship's planned move as the board state holds it (state.ships[i].move)
// and as its share link writes it. The move is the engine's own argument
// (xwing.move and board()'s ships[i].move, docs/api.md): a maneuver
// { speed, bearing, position? } or an action { action, direction,
// template?, position? }, or a device dropped or launched { device,
// template?: { speed, bearing }, from? } (docs/maneuvers.md, Devices).
// Only its shape is checked here; whether the ship's dial has it, where it
// lands, what it hits and which ships a device is at range 0-1 of are the
// engine's to say (board()'s answer.moves).

import { knownTokenType, tokenType } from "./pieces.js";

// BEARINGS are the engine's bearings, each with its share-link code.
export const BEARINGS = {
  straight: "s",
  bankLeft: "bl",
  bankRight: "br",
  turnLeft: "tl",
  turnRight: "tr",
  koiogran: "k",
  segnorLeft: "sl",
  segnorRight: "sr",
  tallonLeft: "tal",
  tallonRight: "tar",
  stationary: "st",
  reverse: "rs",
  reverseBankLeft: "rbl",
  reverseBankRight: "rbr",
};
const bearingByCode = Object.fromEntries(Object.entries(BEARINGS).map(([k, v]) => [v, k]));

// ACTIONS are the engine's actions and the directions each takes.
export const ACTIONS = {
  barrelroll: ["left", "right"],
  boost: ["left", "straight", "right"],
  decloak: ["left", "straight", "right"],
};
// ROLL_TEMPLATES are a barrel roll's templates (the 1-straight first, the default).
export const ROLL_TEMPLATES = ["straight", "bankForward", "bankBackward"];
export const POSITIONS = ["front", "middle", "rear"];

const MAX_SPEED = 5;

// DEVICE_TEMPLATES are the templates a device is dropped or launched with
// (docs/maneuvers.md, Devices): the 1-straight unless a card says
// otherwise (a bank or a turn; another speed, e.g. Trajectory Simulator's
// 5-straight), each bearing with the speeds its templates come in.
export const DEVICE_TEMPLATES = [
  ...[1, 2, 3, 4, 5].map((speed) => ({ speed, bearing: "straight" })),
  ...[1, 2, 3].flatMap((speed) => ["bankLeft", "bankRight", "turnLeft", "turnRight"].map((bearing) => ({ speed, bearing }))),
];
// DEVICE_FROM: a device is dropped from the rear guides or launched from
// the front guides.
export const DEVICE_FROM = ["rear", "front"];
// DEVICE_KINDS are the kinds of tokens() the engine drops and launches:
// devices, and remotes (dropped and launched as devices are).
export const DEVICE_KINDS = ["bomb", "mine", "remote"];
const isDefaultTemplate = (t) => t.speed === 1 && t.bearing === "straight";
const deviceTemplate = (t) => DEVICE_TEMPLATES.find((d) => t && d.speed === t.speed && d.bearing === t.bearing) || null;

// checkMove returns a clean copy of planned move m, or null when m is no
// move (absent, or of a shape the engine doesn't take).
export function checkMove(m) {
  if (!m || typeof m !== "object") return null;
  if (typeof m.device === "string") {
    // A bomb, mine or remote of tokens() (before the engine is ready: an id of their form).
    const known = tokenType(m.device);
    if (!knownTokenType(m.device) || (known && !DEVICE_KINDS.includes(known.kind))) return null;
    const t = m.template === undefined ? DEVICE_TEMPLATES[0] : deviceTemplate(m.template);
    if (!t || (m.from !== undefined && !DEVICE_FROM.includes(m.from))) return null;
    const out = { device: m.device };
    if (!isDefaultTemplate(t)) out.template = { speed: t.speed, bearing: t.bearing };
    if (m.from === "front") out.from = "front";
    return out;
  }
  if (typeof m.bearing === "string") {
    if (!Object.hasOwn(BEARINGS, m.bearing) || !Number.isInteger(m.speed) || m.speed < 0 || m.speed > MAX_SPEED) return null;
    const out = { speed: m.speed, bearing: m.bearing };
    // A Tallon roll's end position along the template's side.
    if (m.bearing.startsWith("tallon") && POSITIONS.includes(m.position) && m.position !== "middle") out.position = m.position;
    return out;
  }
  if (typeof m.action === "string" && Object.hasOwn(ACTIONS, m.action)) {
    if (!ACTIONS[m.action].includes(m.direction)) return null;
    const out = { action: m.action, direction: m.direction };
    if (m.action === "barrelroll") {
      if (ROLL_TEMPLATES.includes(m.template) && m.template !== "straight") out.template = m.template;
      if (POSITIONS.includes(m.position) && m.position !== "middle") out.position = m.position;
    }
    // A boost to a side is on the 1-bank, or on the 1-turn (Daredevil, Extreme Maneuvers).
    if (m.action === "boost" && m.template === "turn" && m.direction !== "straight") out.template = "turn";
    // A decloak at the side is placed as a barrel roll is: at a position.
    if (m.action === "decloak" && m.direction !== "straight" && POSITIONS.includes(m.position) && m.position !== "middle") out.position = m.position;
    return out;
  }
  return null;
}

// sameMove reports whether planned moves a and b (checkMove's, or null) are one.
export function sameMove(a, b) {
  return moveCode(a) === moveCode(b);
}

// ---- share link ----
// A maneuver: speed then bearing code, "2bl" (bank 2 left), a Tallon
// roll's end position after a dot ("3tal.f"). An action: its name and
// direction, dot-separated, "boost.l", "decloak.s"; a barrel roll adds
// its template and position when not the 1-straight at the middle:
// "roll.r", "roll.l.bf.f"; a boost on the 1-turn adds "t": "boost.l.t";
// a decloak at the side its position, after the 2-straight's "s":
// "decloak.r.s.f". A device: "drop" or "launch", the token's type
// and, when not the 1-straight, the template as a maneuver's code:
// "drop.protonbombs", "launch.seismiccharges.2bl". Letters, digits, dots
// and underscores only: nothing the link's separators (, ; /) or
// percent-encoding would touch.
const dirCode = { left: "l", right: "r", straight: "s" };
const dirByCode = { l: "left", r: "right", s: "straight" };
const actionCode = { barrelroll: "roll", boost: "boost", decloak: "decloak" };
const actionByCode = { roll: "barrelroll", boost: "boost", decloak: "decloak" };
const templateCode = { straight: "s", bankForward: "bf", bankBackward: "bb", turn: "t" };
const templateByCode = Object.fromEntries(Object.entries(templateCode).map(([k, v]) => [v, k]));
const positionCode = { front: "f", middle: "m", rear: "r" };
const positionByCode = { f: "front", m: "middle", r: "rear" };

// moveCode is planned move m's share-link code ("" for none).
export function moveCode(m) {
  const c = checkMove(m);
  if (!c) return "";
  if (c.device) return [c.from === "front" ? "launch" : "drop", c.device, ...(c.template ? [deviceTemplateCode(c.template)] : [])].join(".");
  if (c.bearing) return `${c.speed}${BEARINGS[c.bearing]}${c.position ? "." + positionCode[c.position] : ""}`;
  const f = [actionCode[c.action], dirCode[c.direction]];
  if (c.position || c.template) f.push(templateCode[c.template || "straight"]);
  if (c.position) f.push(positionCode[c.position]);
  return f.join(".");
}

// parseMoveCode reads a share-link code: the planned move, or null when
// the code names none (decode then says the move was left out).
export function parseMoveCode(code) {
  if (typeof code !== "string" || code.length > 64) return null;
  const man = /^([0-5])([a-z]{1,3})(?:\.([fr]))?$/.exec(code);
  if (man) {
    const bearing = bearingByCode[man[2]];
    if (!bearing || (man[3] && !bearing.startsWith("tallon"))) return null;
    return checkMove({ speed: Number(man[1]), bearing, position: positionByCode[man[3]] });
  }
  const dev = /^(drop|launch)\.([a-z0-9_]{1,40})(?:\.([1-5])(s|bl|br|tl|tr))?$/.exec(code);
  if (dev) {
    const template = dev[3] ? { speed: Number(dev[3]), bearing: bearingByCode[dev[4]] } : undefined;
    if (template && !deviceTemplate(template)) return null;
    return checkMove({ device: dev[2], template, from: dev[1] === "launch" ? "front" : "rear" });
  }
  const [a, d, t, p, ...rest] = code.split(".");
  const action = actionByCode[a];
  if (!action || rest.length) return null;
  // A barrel roll's template and position; a boost's turn; a decloak's
  // position at the side; nothing else.
  const fits = {
    barrelroll: t !== "t",
    boost: t === undefined || (t === "t" && d !== "s" && p === undefined),
    decloak: t === undefined || (t === "s" && d !== "s"),
  }[action];
  if (!fits || (t !== undefined && !templateByCode[t]) || (p !== undefined && !positionByCode[p])) return null;
  return checkMove({ action, direction: dirByCode[d], template: templateByCode[t], position: positionByCode[p] });
}

// ---- devices a ship carries ----

// DEVICE_CARD_TOKENS names the token a Device card places where it is not
// the token of the card's own id (tokens() names devices by their cards'
// ids: "protonbombs"). A Bomblet Generator drops a Bomblet; Cluster Mines
// place three tokens, of which the engine places the central one; DRK-1
// Probe Droids one DRK-1 probe droid.
// Cards with neither place nothing the engine drops (test/node/
// planned-move.test.mjs lists them and fails when a new one appears).
const DEVICE_CARD_TOKENS = { bombletgenerator: "bomblet", clustermines: "clustermines_center", drk1probedroids: "drk1probedroid" };

// deviceToken is the token (a tokens() id) that Device card id drops or
// launches, or "" when the engine has none it drops.
export function deviceToken(id) {
  const t = tokenType(Object.hasOwn(DEVICE_CARD_TOKENS, id) ? DEVICE_CARD_TOKENS[id] : id);
  return t && DEVICE_KINDS.includes(t.kind) ? t.id : "";
}

// deviceTemplateCode is a device template's code ("1s", "2bl"), as the
// link writes it.
export const deviceTemplateCode = (t) => `${t.speed}${BEARINGS[t.bearing]}`;
