// jsts-peer.mjs: the JSTS peer of one query, for make bench-js's side by
// side comparison (issue 2 named it: "the same query through a
// general-purpose geometry library (GEOS via shapely, or JSTS)"). The
// query is rangeTo(attacker, target, { arc: "front" }) for two 2e small
// bases: the part of the target's base inside the attacker's front arc
// (an overlay intersection), then the distance from the arc's edge of
// the attacker's base to it, with the closest points (a distance
// operation). The rule's figures are GEOMETRY.md's; bench.mjs checks
// that the peer's distance is the engine's.
import GeometryFactory from "jsts/org/locationtech/jts/geom/GeometryFactory.js";
import Coordinate from "jsts/org/locationtech/jts/geom/Coordinate.js";
import OverlayOp from "jsts/org/locationtech/jts/operation/overlay/OverlayOp.js";
import DistanceOp from "jsts/org/locationtech/jts/operation/distance/DistanceOp.js";
import "jsts/org/locationtech/jts/monkey.js"; // the geometry methods overlays call

const factory = new GeometryFactory();

// SMALL is a 2e small base's side (mm); ALPHA its arc lines' angle from
// forward (GEOMETRY.md section 3: 40.62 deg); REACH is past range 3.
const SMALL = 40;
const ALPHA = (40.62 * Math.PI) / 180;
const REACH = 1000;

// toBoard places ship-local point (u right, v forward) of ship s on the
// board (x right, y down; heading 0 faces -y, clockwise).
function toBoard(s, u, v) {
  const h = (s.heading * Math.PI) / 180;
  return new Coordinate(s.x + u * Math.cos(h) + v * Math.sin(h), s.y + u * Math.sin(h) - v * Math.cos(h));
}

const polygon = (s, pts) => factory.createPolygon(pts.concat([pts[0]]).map(([u, v]) => toBoard(s, u, v)));
const base = (s) => polygon(s, [[-SMALL / 2, -SMALL / 2], [SMALL / 2, -SMALL / 2], [SMALL / 2, SMALL / 2], [-SMALL / 2, SMALL / 2]]);

/**
 * rangeInFrontArc measures as rangeTo(a, b, { arc: "front" }) does for
 * small bases: null when no part of b is in a's front arc, else the
 * distance and the closest points.
 */
export function rangeInFrontArc(a, b) {
  const t = Math.tan(ALPHA);
  const edge = factory.createLineString([toBoard(a, -(SMALL / 2) * t, SMALL / 2), toBoard(a, (SMALL / 2) * t, SMALL / 2)]);
  const wedge = polygon(a, [[0, 0], [-REACH * Math.sin(ALPHA), REACH * Math.cos(ALPHA)], [REACH * Math.sin(ALPHA), REACH * Math.cos(ALPHA)]]);
  const inside = OverlayOp.intersection(base(b), wedge);
  if (inside.isEmpty()) return null;
  const op = new DistanceOp(edge, inside);
  const [p, q] = op.nearestPoints();
  return { distance: op.distance(), a: { x: p.x, y: p.y }, b: { x: q.x, y: q.y } };
}
