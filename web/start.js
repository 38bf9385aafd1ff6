// Starts the engine's download (xwing.js load) once the page's first
// frame, the logo on the board included (style.css), is on screen, and not
// before: the page paints from its HTML and stylesheet alone, and the
// engine's 3 MB never compete with them. app.js, whose modules take longer
// to arrive, then finds the download under way (or waits for firstPaint).
import { load } from "./xwing.js";

// painted resolves once the largest paint so far is an image (the logo),
// or at the latest a second after the first paint; at once where paints
// are not observable or the page is hidden (it would never paint).
function painted() {
  const types = typeof PerformanceObserver === "function" ? PerformanceObserver.supportedEntryTypes || [] : [];
  if (document.visibilityState !== "visible" || !types.includes("largest-contentful-paint") || !types.includes("paint")) return Promise.resolve();
  return new Promise((resolve) => {
    const seen = (list) => list.getEntries().some((e) => e.url || e.name === "first-contentful-paint");
    new PerformanceObserver((list, obs) => {
      if (!list.getEntries().some((e) => e.url)) return;
      obs.disconnect();
      resolve();
    }).observe({ type: "largest-contentful-paint", buffered: true });
    new PerformanceObserver((list, obs) => {
      if (!seen(list)) return;
      obs.disconnect();
      setTimeout(resolve, 1000);
    }).observe({ type: "paint", buffered: true });
  });
}

// firstPaint resolves once the page's largest paint is on screen (painted):
// app.js waits for it too before it asks for the engine.
export const firstPaint = painted();

// A failed start is app.js's to report: its own load() starts anew.
firstPaint.then(() => load().catch(() => {}));
