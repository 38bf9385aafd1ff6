// Shapes put on the board in board mm, with no SVG transform: what a
// drag's live layer draws (live.js, draw.js's flat view).
//
// Chromium sorts the whole page's paint into compositing layers again
// ("layerize": ~10 ms a frame at 4x throttling on the Epic board, for its
// thousands of pieces) whenever any transform's value changes, or any
// paint chunk's bounds change. A frame that only rewrites paths and texts
// in an SVG whose bounds are held by a fixed cover (live.js) changes
// neither: that SVG alone is painted again.

const r2 = (v) => Math.round(v * 100) / 100;

// placement maps a point of a piece's own frame to the board, as the SVG
// transform "translate(x y) rotate(heading)" would, with "scale(-1 1)"
// after it when mirrored (a token's back side). The function carries its
// matrix (a, b, c, d, e, f, as SVG's) for flatPath's loop.
export function placement(x, y, heading, mirrored = false) {
  const h = (heading * Math.PI) / 180;
  const m = mirrored ? -1 : 1;
  const [a, b, c, d] = [m * Math.cos(h), m * Math.sin(h), -Math.sin(h), Math.cos(h)];
  return Object.assign((px, py) => [a * px + c * py + x, b * px + d * py + y], { matrix: [a, b, c, d, x, y] });
}

const NUM = String.raw`([-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?)`;
const PLACEMENT = new RegExp(String.raw`^\s*translate\(\s*${NUM}[\s,]+${NUM}\s*\)\s*rotate\(\s*${NUM}\s*\)\s*(scale\(\s*-1[\s,]+1\s*\))?\s*$`);

// parsePlacement reads a transform as the engine (svgpath.Placement) and
// scene.js write one: { x, y, heading, mirrored, place }; null for ""
// (a shape already in board mm) or any other transform.
export function parsePlacement(t) {
  const m = PLACEMENT.exec(t || "");
  if (!m) return null;
  const [x, y, heading] = [Number(m[1]), Number(m[2]), Number(m[3])];
  return { x, y, heading, mirrored: !!m[4], place: placement(x, y, heading, !!m[4]) };
}

// parsed keeps path data read (readPath): a drag redraws the same few
// dozen outlines (arcs, rings, tokens) every frame.
const parsed = new Map();
const PARSED_MAX = 2000;
const TOKEN = /[A-DF-Za-df-z]|[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?/g;
const START = -1; // readPath's codes
const CLOSE = -2;

// readPath is path data d (M, L and Z, absolute, as the engine and scene.js
// write outlines) as a Float64Array of codes and points: START before a
// subpath's first point, each point's x and y, CLOSE. null for data of
// another kind.
function readPath(d) {
  let out = parsed.get(d);
  if (out !== undefined) return out;
  const toks = d.match(TOKEN) || [];
  const v = [];
  let odd = false; // a point's x is read, not its y
  for (const t of toks) {
    if (t === "M" || t === "L" || t === "Z") {
      if (odd) return remember(d, null);
      if (t === "M") v.push(START);
      else if (t === "Z") v.push(CLOSE);
    } else if (/[a-z]/i.test(t)) {
      return remember(d, null); // a command of another kind
    } else {
      v.push(Number(t));
      odd = !odd;
    }
  }
  return remember(d, odd ? null : Float64Array.from(v));
}

function remember(d, v) {
  if (parsed.size >= PARSED_MAX) parsed.clear();
  parsed.set(d, v);
  return v;
}

// flatPath is path data d with every point put on the board by place;
// d as it is when place is null, or when d isn't readPath's kind.
export function flatPath(d, place) {
  if (!place || !d) return d;
  const v = readPath(d);
  if (!v) return d;
  const [a, b, c, dd, e, f] = place.matrix;
  let out = "";
  let cmd = "M";
  for (let i = 0; i < v.length; ) {
    const x = v[i];
    if (x === START) {
      cmd = "M";
      i++;
    } else if (x === CLOSE) {
      out += "Z";
      i++;
    } else {
      const y = v[i + 1];
      out += cmd + Math.round((a * x + c * y + e) * 100) / 100 + " " + Math.round((b * x + dd * y + f) * 100) / 100;
      cmd = "L";
      i += 2;
    }
  }
  return out;
}

// roundedRect is the path of a w x l rectangle centred on its frame's
// origin, its corners rounded by r, put on the board by place (a turned
// circular arc is the same arc: its flags stay).
export function roundedRect(w, l, r, place) {
  const x = w / 2;
  const y = l / 2;
  const pts = [
    [-x + r, -y],
    [x - r, -y],
    [x, -y + r],
    [x, y - r],
    [x - r, y],
    [-x + r, y],
    [-x, y - r],
    [-x, -y + r],
  ].map(([px, py]) => place(px, py).map(r2));
  const arc = (p) => `A${r} ${r} 0 0 1 ${p[0]} ${p[1]}`;
  const [a, b, c, d, e, f, g, h] = pts;
  return `M${a[0]} ${a[1]}L${b[0]} ${b[1]}${arc(c)}L${d[0]} ${d[1]}${arc(e)}L${f[0]} ${f[1]}${arc(g)}L${h[0]} ${h[1]}${arc(a)}Z`;
}

// nosePath is a base's nose in the ship's frame: a filled triangle whose
// tip touches the front edge, an arrow pointing the way the ship faces.
export const nosePath = (w, l) => `M${-w * 0.16} ${-l / 2 + 10}L0 ${-l / 2 + 1}L${w * 0.16} ${-l / 2 + 10}Z`;

// arrowPath is a turret's (or mobile arc's) arrow in the frame turned to
// its direction, from y = from out to reach.
export const arrowPath = (from, reach) => `M0 ${from}L0 ${-reach + 6}M-4 ${-reach + 7}L0 ${-reach}L4 ${-reach + 7}Z`;
