// Service worker: the board works offline after the first visit.
//
// Strategy: network first, cache as fallback. Every asset (the wasm
// included) is precached at install into a cache named for this version
// (install says how a first visit avoids downloading the engine twice);
// each successful network answer refreshes the cache, so the cache always
// holds the last set of files the server gave. With the network off (or
// slower than NETWORK_TIMEOUT) the cached copy answers. Going network-first
// means a rebuilt xwing.wasm and the JavaScript that matches it are seen
// together on the next online load, never a stale mix.
//
// A new version: change VERSION (or ASSETS). The new worker precaches,
// takes over at once, and deletes every other cache of this page.

const VERSION = "v9";
const CACHE = `xwing-board-${VERSION}`;
const NETWORK_TIMEOUT = 4000;

// All relative to this file, so the page works under any path.
const ASSETS = [
  "./",
  "page.js",
  "page-late.js",
  "manifest.webmanifest",
  "xwing.wasm",
  "wasm_exec.js",
  "xwing-compile.js",
  "tape.js",
  "protocol.js",
  "dragframes.js",
  "delta.js",
  "reach.js",
  "page-drag.js",
  "cards-xwa.txt",
  "cards-legacy.txt",
  "cards-amg.txt",
  "icons/icon.svg",
  "icons/icon-192.png",
  "icons/icon-512.png",
  "icons/icon-maskable-512.png",
];

self.addEventListener("install", (event) => {
  event.waitUntil(
    (async () => {
      // The page registers this worker once it runs, so on a first visit
      // the browser's HTTP cache already holds the files it runs, the 3 MB
      // engine included: the first install takes exactly those
      // ("force-cache": whatever the HTTP cache holds, fresh or not), so
      // the engine is downloaded once and the cache matches the running
      // page. A new version (an older cache exists) revalidates every file
      // with the server instead ("no-cache": a 304 costs a round trip, a
      // changed file comes new), so it never precaches a stale copy.
      const first = !(await caches.keys()).some((n) => n.startsWith("xwing-board-"));
      const cache = await caches.open(CACHE);
      const mode = first ? "force-cache" : "no-cache";
      await cache.addAll(ASSETS.map((u) => new Request(u, { cache: mode })));
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(names.filter((n) => n.startsWith("xwing-board-") && n !== CACHE).map((n) => caches.delete(n)));
      await self.clients.claim();
    })(),
  );
});

function timeout(ms) {
  return new Promise((_, reject) => setTimeout(() => reject(new Error("timeout")), ms));
}

// The page itself is cached under the scope URL ("./"): servers redirect
// /index.html there, and a redirected response can't answer a navigation.
const PAGE = new URL("./", self.registration.scope).href;

function cacheKey(request) {
  if (request.mode === "navigate") return PAGE;
  const url = new URL(request.url);
  url.search = "";
  return url.href;
}

// unredirect copies a response that followed a redirect, which the browser
// refuses for navigations.
async function unredirect(response) {
  if (!response || !response.redirected) return response;
  const body = await response.blob();
  return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
}

async function fromCache(request) {
  const cache = await caches.open(CACHE);
  // The page's state lives in the fragment; ?embed=1 and the like don't
  // change the file, so the key drops the query.
  return unredirect(await cache.match(cacheKey(request)));
}

async function networkFirst(event) {
  const request = event.request;
  const network = fetch(request).then((response) => {
    if (response.ok && response.type === "basic") {
      const copy = response.clone();
      event.waitUntil(
        unredirect(copy)
          .then((r) => caches.open(CACHE).then((c) => c.put(cacheKey(request), r)))
          .catch(() => {}),
      );
    }
    return response;
  });
  network.catch(() => {}); // a late failure after the cache answered is fine
  try {
    return await Promise.race([network, timeout(NETWORK_TIMEOUT)]);
  } catch {
    const cached = await fromCache(request);
    if (cached) return cached;
    // Nothing cached: wait for the network after all (or fail with it).
    return network;
  }
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  event.respondWith(networkFirst(event));
});
