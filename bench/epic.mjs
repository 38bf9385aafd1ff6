// epic.mjs: the Epic board of issue 25, shared by bench.mjs and the
// browser's drag measure (test/browser/measure-drag.mjs): the Epic play
// area (1828.8 x 914.4 mm), 100 rebels on the left half against 100
// imperials on the right, facing each other with their front lines within
// range of one another, and 60 official obstacles in a 10 x 6 grid, every
// placement drawn from a fixed seed (the same board every run).
export const EPIC = { width: 1828.8, height: 914.4 };

const REBELS = ["t65xwing", "btla4ywing", "rz2awing", "asf01bwing", "arc170starfighter", "hwk290lightfreighter", "modifiedyt1300lightfreighter", "t70xwing"];
const IMPERIALS = ["tielnfighter", "tieininterceptor", "tieadvancedx1", "tiesabomber", "vt49decimator", "lambdaclasst4ashuttle", "tieddefender", "tiefofighter"];
const ROCKS = ["coreasteroid0", "coreasteroid1", "coreasteroid2", "coreasteroid3", "coreasteroid4", "coreasteroid5", "core2asteroid0",
  "core2asteroid1", "core2asteroid2", "core2asteroid3", "core2asteroid4", "core2asteroid5", "yt2400debris0", "yt2400debris1",
  "yt2400debris2", "vt49decimatordebris0", "vt49decimatordebris1", "vt49decimatordebris2", "gascloud1", "gascloud2", "gascloud3",
  "gascloud4", "gascloud5", "gascloud6", "pomasteroid1", "pomasteroid2", "pomasteroid3", "pomdebris1", "pomdebris2", "pomdebris3"];

// random returns a generator of numbers in [0, 1) from seed (mulberry32).
export function random(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// epicState returns the Epic board's state: 200 ships in a 20 x 10 grid
// of 91.44 mm cells (columns 0-9 rebels facing right, 10-19 imperials
// facing left, each heading within 40 degrees of the enemy, placed
// within 12 mm of its cell's centre), 60 obstacles, ship `selected`
// selected.
export function epicState({ selected = 95 } = {}) {
  const rnd = random(25);
  const cell = EPIC.width / 20;
  const ships = [];
  for (let row = 0; row < 10; row++) {
    for (let col = 0; col < 20; col++) {
      const rebel = col < 10;
      const kinds = rebel ? REBELS : IMPERIALS;
      const n = ships.length;
      ships.push({
        id: `${rebel ? "r" : "i"}${n}`, team: rebel ? "rebels" : "empire", ship: kinds[(row * 3 + col) % kinds.length],
        x: +(cell * (col + 0.5) + (rnd() - 0.5) * 24).toFixed(1), y: +(cell * (row + 0.5) + (rnd() - 0.5) * 24).toFixed(1),
        heading: Math.round((rebel ? 90 : 270) + (rnd() - 0.5) * 80),
      });
    }
  }
  const obstacles = [];
  for (let k = 0; k < 60; k++) {
    const col = k % 10, row = Math.floor(k / 10);
    obstacles.push({
      id: `o${k}`, type: ROCKS[k % ROCKS.length], x: +(EPIC.width * (col + 0.5) / 10 + (rnd() - 0.5) * 60).toFixed(1),
      y: +(EPIC.height * (row + 0.5) / 6 + (rnd() - 0.5) * 40).toFixed(1), heading: Math.round(rnd() * 360), flipped: rnd() < 0.5,
    });
  }
  return { ships, obstacles, selected };
}

// moved returns state with ship i moved by (dx, dy) mm and turned by dh
// degrees: a new state object sharing every other piece, as the page's
// store makes one per drag frame.
export function moved(state, i, dx, dy, dh = 0) {
  const ships = state.ships.slice();
  const s = ships[i];
  ships[i] = { ...s, x: +(s.x + dx).toFixed(3), y: +(s.y + dy).toFixed(3), heading: (s.heading + dh + 360) % 360 };
  return { ...state, ships };
}
