// <xwing-board state="...">: the read-only board element (web/xwing-board.js)
// on a host page: what it draws and says, its themes, its size, its style
// isolation, from another origin through cmd/serve, and bad states.
import { it, before } from "node:test";
import assert from "node:assert/strict";
import { collectErrors } from "./helpers.mjs";
import { boardSuite } from "./fixture.mjs";

// An X-wing near the bottom edge facing up, a TIE ahead of it and to the
// right (in its front arc at range 2), selected: the X-wing.
const AHEAD = "v1=2e,s,3,0,*/t65xwing,1,457.2,834.4,0;tielnfighter,2,600,640,180/";
// The TIE right behind the X-wing, 60 mm from its base: range 1, no arc.
const BEHIND = "v1=2e,s,3,0,*/t65xwing,1,457.2,700,0;tielnfighter,2,457.2,800,0/";
// An Epic (6×3) board: twice as wide as it is high.
const EPIC = "v1=2e,e,3,0,*/t65xwing,1,900,700,0;tielnfighter,2,900,450,180/";

// Colours style.css gives the mat: dark (the default) and light.
const MAT = { dark: "rgb(18, 28, 49)", light: "rgb(238, 241, 246)" };

const favicon = { "/favicon.ico": { type: "image/x-icon", body: "" } };

function hostPage(body, { src = "/xwing-board.js", head = "" } = {}) {
  return `<!doctype html><meta charset="utf-8"><title>Host</title>${head}${body}<script type="module" src="${src}"></script>`;
}

// settled waits until every <xwing-board> on the page is done (ready or
// error) and returns their statuses.
function settled(page) {
  return page
    .waitForFunction(() => [...document.querySelectorAll("xwing-board")].every((b) => b.status && b.status !== "loading"), null, { timeout: 30000 })
    .then(() => page.evaluate(() => [...document.querySelectorAll("xwing-board")].map((b) => b.status)));
}

// shadow reads what element sel shows: ships, arcs, lines, headlines, the
// picture's title and description, the intro, warning and error text.
function shadow(page, sel = "xwing-board") {
  return page.evaluate((sel) => {
    const r = document.querySelector(sel).shadowRoot;
    const visible = (e) => !!e && !e.hidden && e.getClientRects().length > 0;
    const svg = r.querySelector("svg");
    return {
      ships: [...r.querySelectorAll(".ship")].map((g) => ({ cls: g.getAttribute("class"), at: g.getAttribute("transform") })),
      arcs: r.querySelectorAll(".arc").length,
      lines: [...r.querySelectorAll(".measure-group")].filter((g) => g.getAttribute("display") !== "none").map((g) => g.getAttribute("class")),
      headlines: [...r.querySelectorAll(".verdict .headline")].map((p) => p.textContent),
      role: svg.getAttribute("role"),
      title: r.querySelector("svg > title").textContent,
      desc: r.querySelector("svg > desc").textContent,
      intro: r.querySelector(".xb-intro").textContent,
      warning: visible(r.querySelector(".xb-warning")) ? r.querySelector(".xb-warning").textContent : "",
      error: visible(r.querySelector(".xb-error")) ? r.querySelector(".xb-error").textContent : "",
      boardShown: visible(svg),
    };
  }, sel);
}

// colours reads computed colours inside element sel's shadow root.
function colours(page, sel = "xwing-board") {
  return page.evaluate((sel) => {
    const r = document.querySelector(sel).shadowRoot;
    const cs = (q) => getComputedStyle(r.querySelector(q));
    return { mat: cs(".mat").fill, frame: cs(".xwing-board").backgroundColor, text: cs(".xb-intro").color, base: cs(".ship .base").stroke };
  }, sel);
}

// matBecomes waits until element sel's mat has colour want (a media change
// reaches the page's listeners a moment after emulateMedia) and returns
// the element's colours.
async function matBecomes(page, sel, want) {
  await page
    .waitForFunction(([sel, want]) => getComputedStyle(document.querySelector(sel).shadowRoot.querySelector(".mat")).fill === want, [sel, want], { timeout: 5000 })
    .catch(() => {});
  return colours(page, sel);
}

// setAndRender sets attribute name of element sel and resolves with the
// verdict headlines of its next "render" event.
function setAndRender(page, sel, name, value) {
  return page.evaluate(
    ([sel, name, value]) =>
      new Promise((resolve) => {
        const b = document.querySelector(sel);
        b.addEventListener("render", (e) => resolve(e.detail.verdicts), { once: true });
        b.setAttribute(name, value);
      }),
    [sel, name, value],
  );
}

const pages = { ...favicon };

boardSuite("<xwing-board> element", { pages }, (fx) => {
  let srv;
  let browser;

  before(async () => {
    ({ server: srv, browser } = fx);
  });

  async function open(name, html, { colorScheme = "dark", width = 900 } = {}) {
    pages[`/${name}.html`] = html;
    const page = await browser.newPage({ viewport: { width, height: 900 }, colorScheme });
    const errors = collectErrors(page);
    await page.goto(`${srv.origin}/${name}.html`);
    return { page, errors };
  }

  it("draws the ships and the verdict of its state, and follows a new state; elements share one engine", async () => {
    const before = srv.requests.get("/xwing.wasm") || 0;
    const { page, errors } = await open("render", hostPage(`<main><xwing-board id="a" state="${AHEAD}"></xwing-board><xwing-board id="b" state="#${EPIC}"></xwing-board></main>`));
    assert.deepEqual(await settled(page), ["ready", "ready"]);
    const a = await shadow(page, "#a");
    assert.equal(a.ships.length, 2);
    assert.match(a.ships[0].cls, /\bselected\b/);
    assert.match(a.ships[1].cls, /\btarget\b/, "the TIE is a target");
    assert.equal(a.ships[0].at, "translate(457.2 834.4)");
    assert.ok(a.arcs > 0, "the selected ship's arcs are drawn");
    assert.deepEqual(a.lines, ["measure-group attack clear"]);
    assert.deepEqual(a.headlines, ["TIE/ln Fighter #2 is in your front arc at range 2; clear shot."]);
    assert.equal(a.error, "");
    // Accessible: a named picture, described in words; the verdict is text.
    assert.equal(a.role, "img");
    assert.match(a.title, /X-Wing board \(Standard 3×3 ft\): 2 ships, 0 obstacles/);
    assert.match(a.desc, /TIE\/ln Fighter #2 is in your front arc at range 2/);
    assert.match(a.desc, /On the board: T-65 X-wing #1, team 1, at x 457\.2 mm/);
    // The second element, its state with a leading "#", drew its own board.
    const b = await shadow(page, "#b");
    assert.equal(b.ships[0].at, "translate(900 700)");
    assert.match(b.title, /Epic 6×3 ft/);

    const verdicts = await setAndRender(page, "#a", "state", BEHIND);
    assert.deepEqual(verdicts, ["TIE/ln Fighter #2 is outside your arcs, at range 1; you can't attack it."]);
    const a2 = await shadow(page, "#a");
    assert.equal(a2.ships[1].at, "translate(457.2 800)");
    assert.doesNotMatch(a2.ships[1].cls, /\btarget\b/);
    assert.deepEqual(a2.lines, ["measure-group plain"]);
    assert.deepEqual(a2.headlines, verdicts);
    // A whole page URL holding the state in its hash works too.
    const v3 = await setAndRender(page, "#a", "state", `https://example.org/xwing/?embed=1#${AHEAD}`);
    assert.deepEqual(v3, a.headlines);

    assert.equal((srv.requests.get("/xwing.wasm") || 0) - before, 1, "one engine for the page");
    assert.deepEqual(errors.filter((e) => !e.includes("favicon")), []);
    await page.close();
  });

  it("follows the theme attribute and, with theme auto, prefers-color-scheme", async () => {
    const { page, errors } = await open("theme", hostPage(`<xwing-board id="t" state="${AHEAD}"></xwing-board><xwing-board id="l" theme="light" state="${AHEAD}"></xwing-board>`), { colorScheme: "dark" });
    await settled(page);
    const dark = await colours(page, "#t");
    assert.equal(dark.mat, MAT.dark, "auto in a dark system: dark");
    assert.equal((await colours(page, "#l")).mat, MAT.light, "theme=light wins over the system");
    await page.emulateMedia({ colorScheme: "light" });
    const light = await matBecomes(page, "#t", MAT.light);
    assert.equal(light.mat, MAT.light, "auto follows the system's change live");
    for (const k of ["frame", "text", "base"]) assert.notEqual(light[k], dark[k], `${k} changes with the theme`);
    await page.evaluate(() => document.getElementById("t").setAttribute("theme", "dark"));
    assert.equal((await colours(page, "#t")).mat, MAT.dark, "theme=dark in a light system");
    await page.evaluate(() => document.getElementById("l").setAttribute("theme", "auto"));
    assert.equal((await colours(page, "#l")).mat, MAT.light);
    await page.emulateMedia({ colorScheme: "dark" });
    assert.equal((await matBecomes(page, "#l", MAT.dark)).mat, MAT.dark);
    assert.deepEqual(errors.filter((e) => !e.includes("favicon")), []);
    await page.close();
  });

  it("fills its container's width; its height follows the board and the verdict", async () => {
    const { page } = await open(
      "size",
      hostPage(`<section style="width:320px"><xwing-board id="s" state="${AHEAD}"></xwing-board></section><section style="width:700px"><xwing-board id="w" state="${AHEAD}"></xwing-board></section><section style="width:700px"><xwing-board id="e" state="${EPIC}"></xwing-board></section>`),
    );
    await settled(page);
    const box = (sel) =>
      page.evaluate((sel) => {
        const el = document.querySelector(sel);
        const h = el.getBoundingClientRect();
        const s = el.shadowRoot.querySelector("svg").getBoundingClientRect();
        return { hostW: h.width, hostH: h.height, w: s.width, h: s.height };
      }, sel);
    const s = await box("#s");
    const w = await box("#w");
    const e = await box("#e");
    assert.equal(s.hostW, 320);
    assert.equal(w.hostW, 700);
    assert.ok(w.w > 2 * s.w - 20, `the board scales with the width: ${s.w} then ${w.w}`);
    assert.ok(Math.abs(s.h - s.w) < 1 && Math.abs(w.h - w.w) < 1, "a 3×3 board is square");
    assert.ok(Math.abs(e.w / e.h - (1828.8 + 48) / (914.4 + 48)) < 0.01, `an Epic board keeps its shape: ${e.w}×${e.h}`);
    for (const b of [s, w, e]) assert.ok(b.hostH > b.h + 20, "the verdict is under the board");
    // Resized, it redraws at the new width.
    await page.evaluate(() => (document.querySelector("section").style.width = "500px"));
    await page.waitForFunction(() => Math.abs(document.getElementById("s").getBoundingClientRect().width - 500) < 1);
    const s2 = await box("#s");
    assert.ok(s2.w > s.w + 100 && Math.abs(s2.h - s2.w) < 1);
    await page.close();
  });

  it("keeps page styles out and its own styles in", async () => {
    const hostile = `<style>
      svg *, svg { fill: red !important; stroke: red !important; display: none !important; }
      div, p, ul, li { display: none !important; color: red !important; }
      .mat, .ship, .verdict, .xwing-board { display: none !important; }
      xwing-board { color: red; font-size: 40px; --bg: red; --text: red; --team-1: red; }
    </style>`;
    const mine = '<section><p class="verdict" id="pv">page text</p><svg width="10" height="10"><rect class="mat" id="pm" width="10" height="10"></rect></svg></section>';
    const clean = await open("clean", hostPage(`<section><xwing-board state="${AHEAD}"></xwing-board></section>`));
    await settled(clean.page);
    const want = await colours(clean.page);
    await clean.page.close();

    const { page, errors } = await open("hostile", hostPage(`<section><xwing-board state="${AHEAD}"></xwing-board></section><footer style="display:block">${mine}</footer>`, { head: hostile }));
    assert.deepEqual(await settled(page), ["ready"]);
    assert.deepEqual(await colours(page), want, "the same colours under a hostile stylesheet");
    const got = await page.evaluate(() => {
      const r = document.querySelector("xwing-board").shadowRoot;
      const svg = r.querySelector("svg").getBoundingClientRect();
      const head = r.querySelector(".verdict .headline");
      return { svgW: svg.width, headShown: head.getClientRects().length > 0, headSize: getComputedStyle(head).fontSize };
    });
    assert.ok(got.svgW > 100, "the board still shows");
    assert.ok(got.headShown, "the verdict still shows");
    assert.notEqual(got.headSize, "40px");
    // The element's stylesheet doesn't style the page's own elements.
    const page2 = await open("leak", hostPage(`<xwing-board state="${AHEAD}"></xwing-board>${mine}`));
    await settled(page2.page);
    const leak = await page2.page.evaluate(() => ({
      bodyBg: getComputedStyle(document.body).backgroundColor,
      rootVar: getComputedStyle(document.documentElement).getPropertyValue("--bg"),
      verdictBorder: getComputedStyle(document.getElementById("pv")).borderLeftWidth,
      matFill: getComputedStyle(document.getElementById("pm")).fill,
      sheets: document.styleSheets.length,
    }));
    assert.deepEqual(leak, { bodyBg: "rgba(0, 0, 0, 0)", rootVar: "", verdictBorder: "0px", matFill: "rgb(0, 0, 0)", sheets: 0 });
    assert.deepEqual(errors.filter((e) => !e.includes("favicon")), []);
    await page.close();
    await page2.page.close();
  });

  it("shows what is wrong with a bad state, as text and an error event, never a page error", async () => {
    const listen = `<script>window.errorsSeen = []; for (const b of document.querySelectorAll("xwing-board")) b.addEventListener("error", (e) => errorsSeen.push(b.id + ": " + e.detail.message));</script>`;
    const { page, errors } = await open(
      "bad",
      hostPage(
        `<xwing-board id="junk" state="hello world"></xwing-board>` +
          `<xwing-board id="empty"></xwing-board>` +
          `<xwing-board id="newer" state="v9=whatever"></xwing-board>` +
          `<xwing-board id="part" state="v1=2e,s,3,0,*/t65xwing,1,457.2,834.4,0;nosuchship,2,600,640,180;tielnfighter,2,600,640,180/"></xwing-board>` +
          listen,
      ),
    );
    assert.deepEqual(await settled(page), ["error", "error", "error", "ready"]);
    const junk = await shadow(page, "#junk");
    assert.match(junk.error, /“hello world” is not a board link's state, which starts with v1=/);
    assert.equal(junk.boardShown, false);
    assert.match((await shadow(page, "#empty")).error, /the state attribute is empty/);
    assert.match((await shadow(page, "#newer")).error, /newer version of the page \(v9\)/);
    // A state with one bad ship draws the rest and names the bad one.
    const part = await shadow(page, "#part");
    assert.equal(part.error, "");
    assert.equal(part.ships.length, 2);
    assert.match(part.warning, /ship 2 left out: unknown ship “nosuchship”/);
    assert.deepEqual(part.headlines, ["TIE/ln Fighter #2 is in your front arc at range 2; clear shot."]);
    const seen = await page.evaluate(() => window.errorsSeen);
    assert.equal(seen.length, 3);
    assert.match(seen.join("\n"), /^junk: This board can't be shown/m);
    // A good state afterwards replaces the message with the board.
    await setAndRender(page, "#junk", "state", AHEAD);
    const fixed = await shadow(page, "#junk");
    assert.equal(fixed.error, "");
    assert.equal(fixed.boardShown, true);
    assert.equal(fixed.ships.length, 2);
    assert.deepEqual(errors.filter((e) => !e.includes("favicon")), [], "no page or console errors");
    await page.close();
  });
});

boardSuite("<xwing-board> from another origin (cmd/serve)", { server: false }, (fx) => {
  let origin;
  let host;
  let browser;
  const hostPages = { ...favicon };

  before(async () => {
    browser = fx.browser;
    ({ origin } = await fx.goServe());
    host = await fx.serve({ dir: null, pages: hostPages });
  });

  it("renders with the element, loader, engine and styles on the other origin, with no console errors", async () => {
    assert.notEqual(new URL(origin).port, String(host.port));
    hostPages["/wiki.html"] = hostPage(`<h1>Rules question</h1><xwing-board state="${AHEAD}"></xwing-board>`, { src: `${origin}/xwing-board.js` });
    const page = await browser.newPage({ colorScheme: "dark" });
    const errors = collectErrors(page);
    const fetched = [];
    page.on("requestfinished", (r) => fetched.push(`${new URL(r.url()).origin} ${new URL(r.url()).pathname}`));
    await page.goto(`${host.origin}/wiki.html`);
    assert.deepEqual(await settled(page), ["ready"]);
    const s = await shadow(page);
    assert.equal(s.ships.length, 2);
    assert.deepEqual(s.headlines, ["TIE/ln Fighter #2 is in your front arc at range 2; clear shot."]);
    assert.equal((await colours(page)).mat, MAT.dark, "styled by the other origin's style.css");
    for (const f of ["/xwing-board.js", "/xwing.js", "/xwing.wasm", "/wasm_exec.js", "/style.css"]) assert.ok(fetched.includes(`${origin} ${f}`), `${f} from ${origin}`);
    assert.deepEqual(errors, []);
    await page.close();
  });
});
