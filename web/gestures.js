// Pointer, wheel and keyboard input on the board. Handlers only work out
// what the user asked for and call the app's state helpers; they never draw.
//
// One pointer on a ship or obstacle drags it; on a turn handle turns it; on
// the empty board pans. A second finger while dragging a piece turns it
// (two-finger rotate); two fingers elsewhere pinch-zoom. Pointer capture
// keeps the drag alive when the pointer leaves the piece.

const DEG = 180 / Math.PI;

function angleOf(a, b) {
  return Math.atan2(b.y - a.y, b.x - a.x) * DEG;
}

function distOf(a, b) {
  return Math.hypot(b.x - a.x, b.y - a.y);
}

// Movement below this many screen pixels is a tap, not a drag.
const SLOP = 3;

export function attachGestures(svg, app) {
  const pointers = new Map();
  let drag = null;

  const piece = (kind, i) => (kind === "ship" ? app.state.ships[i] : app.state.obstacles[i]);
  const update = (kind, i, patch, opts) => (kind === "ship" ? app.updateShip(i, patch, opts) : app.updateObstacle(i, patch, opts));

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
      if (drag && (drag.kind === "ship" || drag.kind === "obstacle") && app.canEdit() && piece(drag.kind, drag.i)) {
        drag = { kind: "twist", target: drag.kind, i: drag.i, angle0: angleOf(a, b), heading0: piece(drag.kind, drag.i).heading, moved: true };
      } else {
        const mid = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
        drag = { kind: "pinch", anchor: app.toBoard(mid.x, mid.y), dist0: Math.max(distOf(a, b), 1), view0: { ...app.ui.view } };
      }
      return;
    }
    if (pointers.size > 2) return;
    const t = e.target instanceof Element ? e.target : null;
    const start = { x: e.clientX, y: e.clientY };
    const handle = t && t.closest("[data-handle]");
    if (handle && app.canEdit()) {
      const kind = handle.getAttribute("data-handle");
      const i = kind === "ship" ? app.state.selected : app.ui.selObstacle;
      if (piece(kind, i)) {
        drag = { kind: "turn", target: kind, i, moved: false, start };
        e.preventDefault();
        return;
      }
    }
    const shipEl = t && t.closest("[data-ship]");
    const obsEl = !shipEl && t && t.closest("[data-obstacle]");
    const p = app.toBoard(e.clientX, e.clientY);
    if (shipEl || obsEl) {
      const kind = shipEl ? "ship" : "obstacle";
      const i = Number((shipEl || obsEl).getAttribute(shipEl ? "data-ship" : "data-obstacle"));
      if (kind === "ship") {
        app.selectObstacle(-1);
        app.select(i);
        app.focusShip(i);
      } else {
        app.selectObstacle(i);
        app.focusObstacle(i);
      }
      e.preventDefault();
      const pc = piece(kind, i);
      if (app.canEdit() && pc) {
        drag = { kind, i, dx: pc.x - p.x, dy: pc.y - p.y, moved: false, start };
        return;
      }
    }
    drag = { kind: "pan", anchor: p, moved: false, start };
  });

  svg.addEventListener("pointermove", (e) => {
    if (!pointers.has(e.pointerId)) return;
    pointers.set(e.pointerId, { x: e.clientX, y: e.clientY });
    if (!drag) return;
    const t0 = performance.now();
    if (!drag.moved && drag.start) {
      if (distOf(drag.start, { x: e.clientX, y: e.clientY }) < SLOP) return;
      drag.moved = true;
    }
    switch (drag.kind) {
      case "ship":
      case "obstacle": {
        const p = app.toBoard(e.clientX, e.clientY);
        update(drag.kind, drag.i, { x: p.x + drag.dx, y: p.y + drag.dy }, { url: false });
        break;
      }
      case "turn": {
        const pc = piece(drag.target, drag.i);
        if (!pc) break;
        const p = app.toBoard(e.clientX, e.clientY);
        let h = Math.atan2(p.x - pc.x, -(p.y - pc.y)) * DEG;
        h = e.shiftKey ? Math.round(h / 15) * 15 : Math.round(h);
        update(drag.target, drag.i, { heading: h }, { url: false });
        break;
      }
      case "twist": {
        const [a, b] = [...pointers.values()];
        if (!b) break;
        update(drag.target, drag.i, { heading: Math.round(drag.heading0 + angleOf(a, b) - drag.angle0) }, { url: false });
        break;
      }
      case "pan": {
        const p = app.toBoard(e.clientX, e.clientY);
        const v = app.ui.view;
        app.setView({ x: v.x + drag.anchor.x - p.x, y: v.y + drag.anchor.y - p.y, w: v.w, h: v.h });
        break;
      }
      case "pinch": {
        const [a, b] = [...pointers.values()];
        if (!b) break;
        const f = distOf(a, b) / drag.dist0;
        const v0 = drag.view0;
        app.setView({ x: v0.x, y: v0.y, w: v0.w / f, h: v0.h / f });
        const mid = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
        const p = app.toBoard(mid.x, mid.y);
        const v = app.ui.view;
        app.setView({ x: v.x + drag.anchor.x - p.x, y: v.y + drag.anchor.y - p.y, w: v.w, h: v.h });
        break;
      }
    }
    if (app.onMove) app.onMove(performance.now() - t0);
  });

  const end = (e) => {
    if (!pointers.delete(e.pointerId)) return;
    if (!drag) return;
    const d = drag;
    if (d.kind === "twist" || d.kind === "pinch") {
      // Lifting one finger ends the two-finger gesture; the other finger
      // does nothing until it lifts too.
      drag = null;
      app.commitURL();
      return;
    }
    if (pointers.size > 0) return;
    drag = null;
    if (d.kind === "pan" && !d.moved) app.selectObstacle(-1);
    if (d.moved && d.kind !== "pan") app.commitURL();
  };
  svg.addEventListener("pointerup", end);
  svg.addEventListener("pointercancel", end);

  svg.addEventListener(
    "wheel",
    (e) => {
      // Embedded in another page, plain scrolling scrolls that page; Ctrl
      // (or a trackpad pinch, which reports ctrlKey) zooms.
      if (app.embed && !e.ctrlKey) return;
      e.preventDefault();
      const unit = e.deltaMode === 1 ? 0.05 : e.deltaMode === 2 ? 1 : 0.0015;
      app.zoomAt(e.clientX, e.clientY, Math.exp(-e.deltaY * unit));
    },
    { passive: false },
  );

  svg.addEventListener("focusin", (e) => {
    const t = e.target instanceof Element ? e.target : null;
    const shipEl = t && t.closest("[data-ship]");
    if (shipEl) {
      app.select(Number(shipEl.getAttribute("data-ship")));
      return;
    }
    const obsEl = t && t.closest("[data-obstacle]");
    if (obsEl) app.selectObstacle(Number(obsEl.getAttribute("data-obstacle")));
  });

  svg.addEventListener("keydown", (e) => {
    const t = e.target instanceof Element ? e.target : null;
    const shipEl = t && t.closest("[data-ship]");
    const obsEl = !shipEl && t && t.closest("[data-obstacle]");
    if (!shipEl && !obsEl) return;
    if (e.ctrlKey || e.metaKey || e.altKey) return;
    const kind = shipEl ? "ship" : "obstacle";
    const i = Number((shipEl || obsEl).getAttribute(shipEl ? "data-ship" : "data-obstacle"));
    const pc = piece(kind, i);
    if (!pc) return;
    const step = e.shiftKey ? 1 : 10;
    const turn = e.shiftKey ? 1 : 5;
    let patch = null;
    const k = e.key;
    if (k === "ArrowUp") patch = { y: pc.y - step };
    else if (k === "ArrowDown") patch = { y: pc.y + step };
    else if (k === "ArrowLeft") patch = { x: pc.x - step };
    else if (k === "ArrowRight") patch = { x: pc.x + step };
    else if (k === "[" || k === "{" || e.code === "BracketLeft") patch = { heading: pc.heading - turn };
    else if (k === "]" || k === "}" || e.code === "BracketRight") patch = { heading: pc.heading + turn };
    else if ((k === "t" || k === "T") && kind === "ship") {
      e.preventDefault();
      if (app.canEdit()) app.rotateTurret(i);
      return;
    } else if (k === "Delete" || k === "Backspace") {
      e.preventDefault();
      if (!app.canEdit()) return;
      if (kind === "ship") app.removeShip(i);
      else app.removeObstacle(i);
      return;
    } else if (k === "Escape") {
      if (kind === "ship") app.select(-1);
      else app.selectObstacle(-1);
      return;
    } else return;
    e.preventDefault();
    if (app.canEdit()) update(kind, i, patch);
  });
}
