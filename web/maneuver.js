// A ship's planned move as the board state holds it (state.ships[i].move)
// and as its share link writes it. The move is the engine's own argument
// (xwing.move and board()'s ships[i].move, docs/api.md): a maneuver
// { speed, bearing, position? } or an action { action, direction,
// template?, position? }. Only its shape is checked here; whether the
// ship's dial has it, where it lands and what it hits are the engine's
// to say (board()'s answer.moves).

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

// checkMove returns a clean copy of planned move m, or null when m is no
// move (absent, or of a shape the engine doesn't take).
export function checkMove(m) {
  if (!m || typeof m !== "object") return null;
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
// "roll.r", "roll.l.bf.f". Letters, digits and dots only: nothing the
// link's separators (, ; /) or percent-encoding would touch.
const dirCode = { left: "l", right: "r", straight: "s" };
const dirByCode = { l: "left", r: "right", s: "straight" };
const actionCode = { barrelroll: "roll", boost: "boost", decloak: "decloak" };
const actionByCode = { roll: "barrelroll", boost: "boost", decloak: "decloak" };
const templateCode = { straight: "s", bankForward: "bf", bankBackward: "bb" };
const templateByCode = { s: "straight", bf: "bankForward", bb: "bankBackward" };
const positionCode = { front: "f", middle: "m", rear: "r" };
const positionByCode = { f: "front", m: "middle", r: "rear" };

// moveCode is planned move m's share-link code ("" for none).
export function moveCode(m) {
  const c = checkMove(m);
  if (!c) return "";
  if (c.bearing) return `${c.speed}${BEARINGS[c.bearing]}${c.position ? "." + positionCode[c.position] : ""}`;
  const f = [actionCode[c.action], dirCode[c.direction]];
  if (c.action === "barrelroll" && (c.template || c.position)) f.push(templateCode[c.template || "straight"]);
  if (c.position) f.push(positionCode[c.position]);
  return f.join(".");
}

// parseMoveCode reads a share-link code: the planned move, or null when
// the code names none (decode then says the move was left out).
export function parseMoveCode(code) {
  if (typeof code !== "string" || code.length > 16) return null;
  const man = /^([0-5])([a-z]{1,3})(?:\.([fr]))?$/.exec(code);
  if (man) {
    const bearing = bearingByCode[man[2]];
    if (!bearing || (man[3] && !bearing.startsWith("tallon"))) return null;
    return checkMove({ speed: Number(man[1]), bearing, position: positionByCode[man[3]] });
  }
  const [a, d, t, p, ...rest] = code.split(".");
  const action = actionByCode[a];
  if (!action || rest.length || (action !== "barrelroll" && t !== undefined)) return null;
  if ((t !== undefined && !templateByCode[t]) || (p !== undefined && !positionByCode[p])) return null;
  return checkMove({ action, direction: dirByCode[d], template: templateByCode[t], position: positionByCode[p] });
}
