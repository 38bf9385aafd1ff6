// Finding catalog ships and pilots by what a player types. Pure: lists in,
// a list out.
//
// A query matches a ship when every word of it starts a word of the
// ship's name or of one of its common names ("tie fighter" finds TIE/ln
// Fighter, "x wing" the X-wings), or when it is part of the name with the
// punctuation dropped ("xwing", "yt1300").

// COMMON_NAMES: what players call a ship, by catalog id. Listed first when they match.
const COMMON_NAMES = {
  t65xwing: ["x-wing"],
  tielnfighter: ["tie fighter", "tie"],
  modifiedyt1300lightfreighter: ["millennium falcon", "falcon", "yt-1300"],
  customizedyt1300lightfreighter: ["lando's falcon", "yt-1300"],
  scavengedyt1300: ["rey's falcon", "yt-1300"],
  firesprayclasspatrolcraft: ["slave one", "slave 1"],
  vcx100lightfreighter: ["ghost"],
  attackshuttle: ["phantom"],
  sheathipedeclassshuttle: ["phantom"],
  yt2400lightfreighter: ["outrider"],
  yv666lightfreighter: ["hound's tooth"],
  jumpmaster5000: ["punishing one"],
  g1astarfighter: ["mist hunter"],
  lancerclasspursuitcraft: ["shadow caster"],
  hwk290lightfreighter: ["moldy crow"],
  btla4ywing: ["y-wing"],
  rz1awing: ["a-wing"],
  raiderclasscorvette: ["raider"],
};

export function normalizeText(t) {
  return String(t).toLowerCase().replace(/[^a-z0-9]+/g, "");
}

function words(t) {
  return String(t).toLowerCase().split(/[^a-z0-9]+/).filter(Boolean);
}

// scoreOf ranks how name matches query words q and joined text j; lower is
// better, Infinity is no match.
function scoreOf(name, q, j) {
  const ws = words(name);
  const n = normalizeText(name);
  if (n === j) return 0;
  if (n.startsWith(j)) return 1;
  if (q.every((w) => ws.some((x) => x.startsWith(w)))) return 2;
  if (n.includes(j)) return 3;
  return Infinity;
}

function shipScore(c, q, j) {
  // A common name counts a little better than the same match in the printed name.
  const common = Math.min(...(COMMON_NAMES[c.id] || []).map((n) => scoreOf(n, q, j) - 0.5), Infinity);
  return Math.min(common, scoreOf(c.name, q, j), c.id.includes(j) ? 4 : Infinity);
}

// findShips returns every catalog entry matching query, best first.
export function findShips(list, query) {
  const q = words(query);
  const j = normalizeText(query);
  if (!j) return [];
  return list
    .map((c) => ({ c, s: shipScore(c, q, j) }))
    .filter((m) => m.s < Infinity)
    .sort((a, b) => a.s - b.s || a.c.name.localeCompare(b.c.name))
    .map((m) => m.c);
}

// pilotChoices lists pilots for a player to pick, each card once: pilots
// with the same name, caption, ship, faction, initiative and slots (a
// reprint) are one. words tell the rest apart: the caption, "standard
// loadout" for a pilot that carries one, and the id when nothing else
// does. slotsOf(p): the pilot's slots ({ slot, upgrade }, the engine's).
export function pilotChoices(pilots, slotsOf) {
  const seen = new Set();
  const out = [];
  for (const p of pilots) {
    const slots = slotsOf(p);
    const card = [p.name, p.caption, p.ship, p.faction, p.initiative, ...slots.map((x) => `${x.slot}:${x.upgrade}`)].join("|");
    if (seen.has(card)) continue;
    seen.add(card);
    const loadout = slots.length > 0 && slots.every((x) => x.upgrade !== null);
    out.push({ pilot: p, words: [p.caption, loadout ? "standard loadout" : ""].filter(Boolean) });
  }
  const reads = (c) => [c.pilot.name, c.pilot.initiative, c.pilot.ship, ...c.words].join("|");
  const count = new Map();
  for (const c of out) count.set(reads(c), (count.get(reads(c)) || 0) + 1);
  for (const c of out) if (count.get(reads(c)) > 1) c.words.push(c.pilot.id);
  return out;
}

// findCards returns the ships and pilots matching query, best first, as
// { ship } or { pilot, words } entries (words: pilotChoices'). A pilot is
// found by its name ("luke", "vader", "black squadron"), its caption ("red
// five"), or, ranked after every ship, its ship's name; a ship wins a tie
// with a pilot. Each card is listed once (pilotChoices).
// shipName(id): the catalog name of a ship id; slotsOf: as pilotChoices.
export function findCards(ships, pilots, query, shipName, slotsOf) {
  const q = words(query);
  const j = normalizeText(query);
  if (!j) return [];
  const found = findShips(ships, query).map((c) => ({ ship: c, s: shipScore(c, q, j) }));
  const score = new Map();
  for (const p of pilots) {
    const s = Math.min(scoreOf(p.name, q, j), p.caption ? scoreOf(p.caption, q, j) + 0.25 : Infinity, scoreOf(shipName(p.ship), q, j) + 5) + 0.1;
    if (s < Infinity) score.set(p, s);
  }
  for (const c of pilotChoices([...score.keys()], slotsOf)) found.push({ pilot: c.pilot, words: c.words, s: score.get(c.pilot) });
  const name = (m) => (m.ship ? m.ship.name : m.pilot.name);
  return found.sort((a, b) => a.s - b.s || name(a).localeCompare(name(b))).map((m) => (m.ship ? { ship: m.ship } : { pilot: m.pilot, words: m.words }));
}
