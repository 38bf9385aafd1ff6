// Ship name labels that never cover each other: each label tries a few
// places around its ship (the engine's label anchor behind the ship, when
// given, then below, above, right, left) and takes the first
// that overlaps no label already placed, preferring places clear of other
// ships' bases too; a label with no free place is hidden. Pure: boxes in,
// places out, in board mm.

// GAP is the space kept between a label and its ship, and between two
// labels, in screen pixels (times the board's mm per pixel).
const GAP = 2;

function overlaps(a, b) {
  return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

// placeLabels places labels in order (the first wins a contested place).
// items: [{ x, y, ex, ey, w, h, at }]: the ship's centre, the half width
// and half height of its base's bounding box, the label's size, and the
// engine's anchor (optional). scale: board
// mm per screen pixel. Returns, per item, the label's centre { x, y } or
// null (hidden).
export function placeLabels(items, scale) {
  const gap = GAP * scale;
  const bases = new Grid();
  items.forEach((it, k) => bases.add({ x: it.x - it.ex, y: it.y - it.ey, w: 2 * it.ex, h: 2 * it.ey, k }));
  const placed = new Grid();
  return items.map((it, i) => {
    if (!(it.w > 0 && it.h > 0)) return null;
    const spots = [
      ...(it.at ? [it.at] : []),
      { x: it.x, y: it.y + it.ey + gap + it.h / 2 },
      { x: it.x, y: it.y - it.ey - gap - it.h / 2 },
      { x: it.x + it.ex + gap + it.w / 2, y: it.y },
      { x: it.x - it.ex - gap - it.w / 2, y: it.y },
    ];
    let best = null;
    for (const s of spots) {
      const box = { x: s.x - it.w / 2 - gap / 2, y: s.y - it.h / 2 - gap / 2, w: it.w + gap, h: it.h + gap, k: -1 };
      if (placed.overlapped(box, -2)) continue; // no placed box is skipped
      const clear = !bases.overlapped(box, i);
      if (clear) {
        best = { s, box };
        break;
      }
      if (!best) best = { s, box };
    }
    if (!best) return null;
    placed.add(best.box);
    return best.s;
  });
}

// CELL is a Grid's cell size, in board mm: about a base with its label.
const CELL = 64;

// Grid holds boxes by the cells of CELL mm they cover, so that a box is
// tried against its neighbours only: an Epic board's 200 labels, each
// tried against every other, took much of a drag's frame.
class Grid {
  constructor() {
    this.cells = new Map();
  }
  add(b) {
    const x0 = Math.floor(b.x / CELL), x1 = Math.floor((b.x + b.w) / CELL);
    const y0 = Math.floor(b.y / CELL), y1 = Math.floor((b.y + b.h) / CELL);
    for (let x = x0; x <= x1; x++) {
      for (let y = y0; y <= y1; y++) {
        const c = x * 4096 + y;
        const list = this.cells.get(c);
        if (list) list.push(b);
        else this.cells.set(c, [b]);
      }
    }
  }
  // overlapped reports whether a box other than box k overlaps b.
  overlapped(b, k) {
    const x0 = Math.floor(b.x / CELL), x1 = Math.floor((b.x + b.w) / CELL);
    const y0 = Math.floor(b.y / CELL), y1 = Math.floor((b.y + b.h) / CELL);
    for (let x = x0; x <= x1; x++) {
      for (let y = y0; y <= y1; y++) {
        const list = this.cells.get(x * 4096 + y);
        if (!list) continue;
        for (let j = 0; j < list.length; j++) if (list[j].k !== k && overlaps(list[j], b)) return true;
      }
    }
    return false;
  }
}
