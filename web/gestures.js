// Pointer and wheel input on the board: a drag helper that knows pointers,
// not pieces. It sees three things:
//
//   toBoard(clientX, clientY) -> {x, y}   board mm under a pointer;
//   grab(target, point, at)   -> a drag, or null (the empty board: pan);
//                                at: the press's client point { clientX, clientY };
//   camera                    -> { view, setView(v), zoomAt(x, y, f), wheelNeedsCtrl, touchPan };
//   holds(target)             -> whether a finger going down there takes hold
//                                of something (a piece, a handle).
//
// One finger on the empty board pans it only in pan mode (camera.touchPan);
// otherwise it is the page's (CSS touch-action: pan-y lets the browser
// scroll), so a phone scrolls past the board with one finger. A finger on a
// piece cancels the scroll at touchstart (Chromium ignores touch-action on
// SVG shapes). A mouse or pen pans always.
//
// A drag is the piece's own business: { move(point, event), twist(deg),
// end(moved) }, all optional. One pointer moves what it grabbed or pans; a
// second finger while a drag is on twists it (two-finger rotate); two
// fingers elsewhere pinch-zoom. Pointer capture keeps the drag alive when
// the pointer leaves the piece.

const DEG = 180 / Math.PI;

function angleOf(a, b) {
  return Math.atan2(b.y - a.y, b.x - a.x) * DEG;
}

function distOf(a, b) {
  return Math.hypot(b.x - a.x, b.y - a.y);
}

// Movement below this many screen pixels is a tap, not a drag.
const SLOP = 3;

export function attachGestures(svg, { toBoard, grab, camera, holds = () => false }) {
  const pointers = new Map();
  // g: the gesture on: { kind: "drag"|"pan"|"twist"|"pinch", ... }.
  let g = null;

  const panTo = (anchor, p) => {
    const v = camera.view;
    camera.setView({ x: v.x + anchor.x - p.x, y: v.y + anchor.y - p.y, w: v.w, h: v.h });
  };

  svg.addEventListener(
    "touchstart",
    (e) => {
      if (e.cancelable && holds(e.target instanceof Element ? e.target : null)) e.preventDefault();
    },
    { passive: false },
  );

  svg.addEventListener("pointerdown", (e) => {
    if (e.pointerType === "mouse" && e.button !== 0) return;
    pointers.set(e.pointerId, { x: e.clientX, y: e.clientY });
    try {
      svg.setPointerCapture(e.pointerId);
    } catch {
      // The pointer is already gone.
    }
    if (pointers.size === 2) {
      const [a, b] = [...pointers.values()];
      if (g && g.kind === "drag" && g.drag.twist) {
        g = { kind: "twist", drag: g.drag, angle0: angleOf(a, b) };
      } else {
        const mid = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
        g = { kind: "pinch", anchor: toBoard(mid.x, mid.y), dist0: Math.max(distOf(a, b), 1), view0: { ...camera.view } };
      }
      return;
    }
    if (pointers.size > 2) return;
    const start = { x: e.clientX, y: e.clientY };
    const p = toBoard(e.clientX, e.clientY);
    const drag = grab(e.target instanceof Element ? e.target : null, p, { clientX: e.clientX, clientY: e.clientY });
    if (drag && !drag.pan) {
      e.preventDefault();
      g = { kind: "drag", drag, moved: false, start };
    } else if (e.pointerType === "touch" && !camera.touchPan) {
      g = { kind: "scroll", drag, moved: false, start };
    } else {
      g = { kind: "pan", drag, anchor: p, moved: false, start };
    }
  });

  svg.addEventListener("pointermove", (e) => {
    if (!pointers.has(e.pointerId)) return;
    pointers.set(e.pointerId, { x: e.clientX, y: e.clientY });
    if (!g) return;
    const t0 = performance.now();
    if (!g.moved && g.start) {
      if (distOf(g.start, { x: e.clientX, y: e.clientY }) < SLOP) return;
      g.moved = true;
    }
    const [a, b] = [...pointers.values()];
    switch (g.kind) {
      case "drag":
        if (g.drag.move) g.drag.move(toBoard(e.clientX, e.clientY), e);
        break;
      case "pan":
        panTo(g.anchor, toBoard(e.clientX, e.clientY));
        break;
      case "twist":
        if (b) g.drag.twist(angleOf(a, b) - g.angle0);
        break;
      case "pinch": {
        if (!b) break;
        const f = distOf(a, b) / g.dist0;
        const v0 = g.view0;
        camera.setView({ x: v0.x, y: v0.y, w: v0.w / f, h: v0.h / f });
        panTo(g.anchor, toBoard((a.x + b.x) / 2, (a.y + b.y) / 2));
        break;
      }
    }
    if (camera.onMove) camera.onMove(performance.now() - t0);
  });

  const end = (e) => {
    if (!pointers.delete(e.pointerId)) return;
    if (!g) return;
    const d = g;
    if (d.kind === "twist" || d.kind === "pinch") {
      // Lifting one finger ends the two-finger gesture; the other finger
      // does nothing until it lifts too.
      g = null;
      if (d.kind === "twist" && d.drag.end) d.drag.end(true);
      return;
    }
    if (pointers.size > 0) return;
    g = null;
    if (d.drag && d.drag.end) d.drag.end(d.moved);
  };
  svg.addEventListener("pointerup", end);
  svg.addEventListener("pointercancel", end);

  svg.addEventListener(
    "wheel",
    (e) => {
      // Embedded in another page, plain scrolling scrolls that page; Ctrl
      // (or a trackpad pinch, which reports ctrlKey) zooms.
      if (camera.wheelNeedsCtrl && !e.ctrlKey) return;
      e.preventDefault();
      const unit = e.deltaMode === 1 ? 0.05 : e.deltaMode === 2 ? 1 : 0.0015;
      camera.zoomAt(e.clientX, e.clientY, Math.exp(-e.deltaY * unit));
    },
    { passive: false },
  );
}
