// web/flat.js puts shapes on the board in board mm, as the SVG transform
// the board draws them with would: checked against that transform's
// matrix, for the engine's own transforms (a token's back side mirrored),
// and for the path data the engine writes.
import { test } from "node:test";
import assert from "node:assert/strict";
import { rng } from "./hostile-inputs.mjs";
import { flatPath, onBoard, parsePlacement, placement, roundedRect } from "../../web/flat.js";
import { arrowPath, nosePath } from "../../web/pieces.js";
import { engine } from "./engine.mjs";

// svgMatrix is the matrix [a, b, c, d, e, f] of "translate(x y)
// rotate(h)" and, mirrored, "scale(-1 1)" after it, as SVG composes them
// (each applied to the point before the one on its left).
function svgMatrix(x, y, h, mirrored) {
  const r = (h * Math.PI) / 180;
  let m = [Math.cos(r), Math.sin(r), -Math.sin(r), Math.cos(r), x, y];
  if (mirrored) m = [-m[0], -m[1], m[2], m[3], m[4], m[5]];
  return m;
}
const apply = (m, [px, py]) => [m[0] * px + m[2] * py + m[4], m[1] * px + m[3] * py + m[5]];

const near = (a, b, eps, what) => a.forEach((v, k) => assert.ok(Math.abs(v - b[k]) <= eps, `${what}: ${a} vs ${b}`));

test("placement is the SVG transform translate(x y) rotate(h) [scale(-1 1)]", () => {
  const r = rng(7);
  for (let k = 0; k < 500; k++) {
    const [x, y, h] = [r() * 1800, r() * 900, r() * 720 - 360];
    const mirrored = r() < 0.5;
    const p = [r() * 200 - 100, r() * 200 - 100];
    near(placement(x, y, h, mirrored)(...p), apply(svgMatrix(x, y, h, mirrored), p), 1e-9, `${x} ${y} ${h} ${mirrored} ${p}`);
  }
  // SVG's rotate turns x toward y: a ship at heading 90 faces +x (its
  // front, -y in its frame, goes to +x).
  near(placement(10, 20, 90)(0, -5), [15, 20], 1e-12, "heading 90");
});

test("parsePlacement reads the engine's transforms and no other", async () => {
  const xw = await engine();
  const b = xw.board({ ships: [{ size: "small", x: 100, y: 200, heading: 30 }], selected: 0, tokens: [{ type: "protonbombs", x: 300, y: 400, heading: 200, flipped: true }, { type: "protonbombs", x: 500, y: 400, heading: 20 }] });
  const ship = parsePlacement(b.selected.transform);
  assert.deepEqual([ship.x, ship.y, ship.heading, ship.mirrored], [100, 200, 30, false]);
  // Both sides of a token: its back side is mirrored.
  const tokens = (b.tokens || []).filter((t) => t && t.transform);
  assert.equal(tokens.length, 2, "the engine placed both tokens");
  assert.deepEqual(tokens.map((t) => parsePlacement(t.transform).mirrored), [true, false]);
  for (const t of tokens) {
    const p = parsePlacement(t.transform);
    assert.ok(p, `read ${t.transform}`);
    assert.equal(p.mirrored, / scale\(-1 1\)$/.test(t.transform));
  }
  const p = parsePlacement("translate(1.5e2 -3) rotate(359.99) scale(-1 1)");
  assert.deepEqual([p.x, p.y, p.heading, p.mirrored], [150, -3, 359.99, true]);
  for (const t of ["", "rotate(3)", "translate(1 2)", "translate(1 2) rotate(3) scale(2)", "matrix(1 0 0 1 0 0)"]) assert.equal(parsePlacement(t), null, t);
});

test("flatPath puts every point of the engine's path data on the board", async () => {
  const xw = await engine();
  const b = xw.board({ ships: [{ size: "large", x: 300, y: 300, heading: 77, arc: "fullFront" }], selected: 0 });
  const at = parsePlacement(b.selected.transform);
  const m = svgMatrix(at.x, at.y, at.heading, false);
  const paths = [...b.selected.arcs.map((a) => a.path), ...b.selected.rings.map((r) => r.path)];
  assert.ok(paths.length > 2);
  const nums = (d) => (d.match(/-?\d+(\.\d+)?/g) || []).map(Number);
  for (const d of paths) {
    const got = nums(flatPath(d, at.place));
    const src = nums(d);
    assert.equal(got.length, src.length, "a point for each point");
    assert.equal(flatPath(d, at.place).replace(/[-\d. ]/g, ""), d.replace(/[-\d. ]/g, ""), "the same commands");
    for (let k = 0; k < src.length; k += 2) near(got.slice(k, k + 2), apply(m, src.slice(k, k + 2)), 0.006, d.slice(0, 40));
  }
  // Several subpaths, and the page's own shapes.
  const place = placement(10, 20, 90);
  assert.equal(flatPath("M0 0L1 0ZM0 -1L2 -1Z", place), "M10 20L10 21ZM11 20L11 22Z");
  assert.equal(flatPath(arrowPath(0, 10), place), "M10 20L14 20M13 16L20 20L13 24Z");
  assert.equal(flatPath(nosePath(20, 40), placement(0, 0, 0)), "M-3.2 -10L0 -19L3.2 -10Z");
  // What it can't read is left as it is, and nothing is put nowhere.
  assert.equal(flatPath("M0 0C1 1 2 2 3 3", place), "M0 0C1 1 2 2 3 3");
  assert.equal(flatPath("m0 0l1 1", place), "m0 0l1 1");
  assert.equal(flatPath("M0 0L1", place), "M0 0L1");
  assert.equal(flatPath("M0 0L1 1", null), "M0 0L1 1");
  assert.equal(flatPath("", place), "");
});

test("roundedRect is the base's rectangle, turned", () => {
  const d = roundedRect(40, 20, 2, placement(100, 50, 90));
  const pts = (d.match(/-?\d+(\.\d+)?/g) || []).map(Number);
  // Turned 90, a 40 wide, 20 long base spans 20 across x and 40 along y.
  const xs = [];
  const ys = [];
  for (let k = 0; k + 1 < pts.length; ) {
    // M and L take a point; A takes rx ry rotation large sweep, then a point.
    xs.push(pts[k]);
    ys.push(pts[k + 1]);
    k += 2;
    if (/A/.test(d) && k + 6 < pts.length && pts[k] === 2 && pts[k + 1] === 2) k += 5;
  }
  assert.equal(Math.min(...xs), 90);
  assert.equal(Math.max(...xs), 110);
  assert.equal(Math.min(...ys), 30);
  assert.equal(Math.max(...ys), 70);
  assert.equal((d.match(/A2 2 0 0 1 /g) || []).length, 4, "four rounded corners");
});

test("onBoard is flatPath through the transform's placement, kept", () => {
  const d = "M0 0L10 0L10 -5Z";
  for (const t of ["translate(100 50) rotate(90)", "translate(1 2) rotate(33) scale(-1 1)"]) {
    const want = flatPath(d, parsePlacement(t).place);
    assert.notEqual(want, d);
    assert.equal(onBoard(d, t), want, t);
    assert.equal(onBoard(d, t), want, `${t}, again`);
  }
  assert.equal(onBoard(d, ""), d, "no transform: in board mm already");
  assert.equal(onBoard("", "translate(1 2) rotate(3)"), "");
});
