// The browser suite's one fixture: every test file gets its browser, its
// servers, its contexts and pages from here, and says only what it checks.
//
//   import { boardSuite, DESKTOP, PHONE } from "./fixture.mjs";
//
//   boardSuite("selection while dragging", { context: DESKTOP }, (fx) => {
//     it("a tap selects", async () => {
//       await fx.open("#v1=...");          // fx.page, on fx.origin + path
//       ...
//     });
//   });
//
// Options (all optional):
//   context: the options of one context (and its page, fx.page) made before
//            the first test; false (the default) for none. Service workers
//            are blocked unless the options say otherwise.
//   pages:   answers that win over web/'s files on the suite's server
//            (helpers.mjs serve); server: false for no server at all.
//   timeout: the suite's, as describe's.
//
// fx (read its fields inside tests or hooks, once the suite has started):
//   browser, server, origin    Debian's Chromium and the server for web/;
//   page, context, errors      with options.context: its page and the
//                              errors that page logged (collectErrors);
//   open(path, page?)          openBoard on origin + path;
//   newContext(options)        a context closed with the suite (defaults:
//                              service workers blocked);
//   phone(options)             such a context as a 360 x 740 touch phone;
//   serve(options)             another server closed with the suite (a
//                              host page, a page of its own, a slow one,
//                              a proxy: helpers.mjs serve);
//   goServe(options)           the project's own server, cmd/serve
//                              (measure-serve.mjs), closed with the suite.
//
// The suite is skipped (not failed) without Chromium or the built engine,
// unless XWING_REQUIRE_BROWSER is set (helpers.mjs skipReason).
import { describe, before, after } from "node:test";
import { launch, serve, openBoard, collectErrors, skipReason } from "./helpers.mjs";
import { goServe } from "./measure-serve.mjs";

export const DESKTOP = { viewport: { width: 1280, height: 800 } };
export const PHONE = { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 };

// One browser per test file (node --test runs each file in its own
// process), shared by its suites and closed after the last one.
let browser = null;
let users = 0;

async function useBrowser() {
  users++;
  browser ??= await launch();
  return browser;
}

async function releaseBrowser() {
  users--;
  if (users === 0 && browser) {
    const b = browser;
    browser = null;
    await b.close();
  }
}

export function boardSuite(name, options, body) {
  if (typeof options === "function") [options, body] = [{}, options];
  const { context: contextOptions = false, pages = {}, server: withServer = true, timeout } = options;
  const closers = [];
  const fx = {
    browser: null,
    server: null,
    origin: "",
    page: null,
    context: null,
    errors: [],
    async open(path = "/", page = fx.page) {
      return openBoard(page, `${fx.origin}${path.startsWith("/") ? "" : "/"}${path}`);
    },
    async newContext(opts = {}) {
      const ctx = await fx.browser.newContext({ serviceWorkers: "block", ...opts });
      closers.push(() => ctx.close());
      return ctx;
    },
    phone(opts = {}) {
      return fx.newContext({ ...PHONE, ...opts });
    },
    async serve(opts) {
      const srv = await serve(opts);
      closers.push(() => srv.close());
      return srv;
    },
    // hostBoard opens, in fx.context, another site's page holding
    // <xwing-board state="..."> and returns it once the element is ready.
    async hostBoard(state) {
      const srv = await fx.serve({
        pages: {
          "/host.html": `<!doctype html><meta charset="utf-8"><title>Host</title><xwing-board state="${state}"></xwing-board><script type="module" src="/xwing-board.js"></script>`,
          "/favicon.ico": { type: "image/x-icon", body: "" },
        },
      });
      const host = await fx.context.newPage();
      await host.goto(`${srv.origin}/host.html`);
      await host.waitForFunction(() => document.querySelector("xwing-board").status === "ready", null, { timeout: 30000 });
      return host;
    },
    async goServe(opts) {
      const srv = await goServe(opts);
      closers.push(() => srv.close());
      return srv;
    },
  };
  const skip = skipReason() || false;
  describe(name, { skip, ...(timeout ? { timeout } : {}) }, () => {
    before(async () => {
      fx.browser = await useBrowser();
      if (withServer) {
        fx.server = await fx.serve({ pages });
        fx.origin = fx.server.origin;
      }
      if (contextOptions) {
        fx.context = await fx.newContext(contextOptions);
        fx.page = await fx.context.newPage();
        fx.errors = collectErrors(fx.page);
      }
    });
    after(async () => {
      for (const close of closers.splice(0).reverse()) await close().catch(() => {});
      await releaseBrowser();
    });
    body(fx);
  });
  return fx;
}
