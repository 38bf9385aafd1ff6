// Starts the engine's download once the page's first frame, the logo on
// the board included (style.css), is on screen, and not before: the page
// paints from its HTML and stylesheet alone, and the engine's 3 MB never
// compete with them (nor hold up Lighthouse's largest paint). index.html
// runs it inline (tools/modules.mjs copies it there, its hash in the
// page's CSP), so that it waits for no download of its own: it adds the
// engine's preload, whose fetch xwing.js then finds under way. It imports
// nothing. app.js waits for globalThis.xwingFirstPaint too, and preloads
// with the function it resolves to the cards of the board from the link
// when it has pilots; without, the cards wait until the board is drawn.
// Asked for with the page (a Link header, say), the engine ends before
// the largest paint of a fast load, and Lighthouse's simulation counts
// its whole download into that paint: cmd/serve preloads page.js, not it.

// painted resolves once the largest paint so far is an image (the logo),
// or at the latest half a second after the first paint; at once where
// paints are not observable or the page is hidden (it would never paint).
function painted() {
  const types = typeof PerformanceObserver === "function" ? PerformanceObserver.supportedEntryTypes || [] : [];
  if (document.visibilityState !== "visible" || !types.includes("largest-contentful-paint") || !types.includes("paint")) return Promise.resolve();
  return new Promise((resolve) => {
    new PerformanceObserver((list, obs) => {
      if (!list.getEntries().some((e) => e.url)) return;
      obs.disconnect();
      resolve();
    }).observe({ type: "largest-contentful-paint", buffered: true });
    new PerformanceObserver((list, obs) => {
      if (!list.getEntries().some((e) => e.name === "first-contentful-paint")) return;
      obs.disconnect();
      setTimeout(resolve, 500);
    }).observe({ type: "paint", buffered: true });
  });
}

// preload fetches file (next to the page) into the page's preload cache,
// where a fetch of it by the page (not a worker's) finds it.
function preload(file) {
  const link = document.createElement("link");
  link.rel = "preload";
  link.as = "fetch";
  link.crossOrigin = "anonymous";
  link.href = new URL(`./${file}`, import.meta.url).href;
  document.head.append(link);
}

// xwingFirstPaint resolves to preload once the page's largest paint is on
// screen and the engine is asked for.
globalThis.xwingFirstPaint = painted().then(() => {
  preload("xwing.wasm");
  return preload;
});
