// Starts the engine's download once the page's first frame, the logo on
// the board included (style.css), is on screen, and not before: the page
// paints from its HTML and stylesheet alone, and the engine's 3 MB never
// compete with them (nor hold up Lighthouse's largest paint). index.html
// runs it inline (tools/modules.mjs copies it there, its hash in the
// page's CSP), so that it waits for no download of its own. It imports
// nothing.
//
// The engine is downloaded and compiled by a worker (xwing-compile.js),
// made here as the page is parsed from the copy of its script index.html
// holds (#xwing-compile, tools/modules.mjs), so that it needs no download
// of its own either: the engine's bytes never cross the page's main
// thread. xwing.js takes the worker over (globalThis.xwingCompiler).
// Where it can't start, the engine is preloaded here, and xwing.js's
// fetch finds it under way. app.js waits for globalThis.xwingFirstPaint
// too, and preloads with the function it resolves to the cards of the
// board from the link when it has pilots; without, the cards wait until
// the board is drawn. Asked for with the page (a Link header, say), the
// engine ends before the largest paint of a fast load, and Lighthouse's
// simulation counts its whole download into that paint: cmd/serve
// preloads page.js, not it.

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

// compiler is the engine's compiling worker, for xwing.js to take over:
// { href: the engine's URL, base: the URL the worker's imports are next
// to, worker (null where none starts), early: the messages it has sent,
// failed, asked: whether it was asked for the engine (else the engine is
// preloaded) }.
function compiler() {
  const made = { href: new URL("./xwing.wasm", import.meta.url).href, base: new URL("./", import.meta.url).href, worker: null, early: [], failed: true, asked: false };
  const code = document.getElementById("xwing-compile")?.textContent;
  if (!code || typeof Worker !== "function") return made;
  try {
    made.worker = new Worker(URL.createObjectURL(new Blob([code], { type: "text/javascript" })));
  } catch {
    return made; // refused (a CSP without blob: workers, say)
  }
  made.failed = false;
  made.worker.onmessage = ({ data }) => made.early.push(data);
  made.worker.onerror = () => (made.failed = true);
  return made;
}

const made = (globalThis.xwingCompiler = compiler());

// xwingFirstPaint resolves to preload once the page's largest paint is on
// screen and the engine is asked for: of the worker, or preloaded where
// none runs.
globalThis.xwingFirstPaint = painted().then(() => {
  if (made.failed) preload("xwing.wasm");
  else {
    made.asked = true;
    made.worker.postMessage({ fetch: made.href, base: made.base });
  }
  return preload;
});
