// Light and dark: the page follows prefers-color-scheme, a switch in the
// top bar (auto/light/dark) overrides it and is remembered, an embed
// follows ?theme=. Main text keeps its contrast in both (WCAG 2 contrast
// ratio, computed here: the ship names on the board are SVG text on an SVG
// fill, a background axe-core's contrast rule can't find; a11y.test.mjs
// runs axe on the whole page).
import { it, before } from "node:test";
import assert from "node:assert/strict";
import { openBoard, settle, collectErrors } from "./helpers.mjs";
import { boardSuite } from "./fixture.mjs";

const BOARD = "#v1=2e,s,3,0,*/t65xwing,1,400,700,0,,,Red%20One;tielnfighter,2,400,480,180,,,Black%20Two;t65xwing,1,500,700,0/";

// colours reads the computed colours of the page's main pairs, in the page.
function colours(page) {
  return page.evaluate(() => {
    const rgb = (s) => s.match(/[\d.]+/g).slice(0, 3).map(Number);
    const bg = (el) => {
      for (let e = el; e; e = e.parentElement) {
        const c = getComputedStyle(e).backgroundColor;
        if (c && !/rgba\(.*,\s*0\)$/.test(c) && c !== "transparent") return rgb(c);
      }
      return [255, 255, 255];
    };
    const pair = (sel) => {
      const el = document.querySelector(sel);
      return { fg: rgb(getComputedStyle(el).color), bg: bg(el) };
    };
    return {
      theme: document.documentElement.dataset.theme,
      body: pair("body"),
      title: pair("#verdict-title"),
      intro: pair("#verdict-intro"),
      headline: pair("#verdicts .headline"),
      details: pair("#verdicts .details li"),
      mat: rgb(getComputedStyle(document.querySelector("#layer-mat .mat")).fill),
      label: rgb(getComputedStyle(document.querySelector("#layer-ships .ship-label")).fill),
      meta: document.querySelector('meta[name="theme-color"]').content,
    };
  });
}

// WCAG 2: relative luminance and contrast ratio.
function luminance([r, g, b]) {
  const f = (c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
}
function contrast(a, b) {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

function checkTheme(c, theme) {
  assert.equal(c.theme, theme);
  const light = theme === "light";
  assert.equal(luminance(c.body.bg) > 0.5, light, `page background ${c.body.bg} for ${theme}`);
  assert.equal(luminance(c.mat) > 0.5, light, `board ${c.mat} for ${theme}`);
  for (const k of ["body", "title", "headline"]) assert.ok(contrast(c[k].fg, c[k].bg) >= 7, `${k} ${c[k].fg} on ${c[k].bg}: ${contrast(c[k].fg, c[k].bg).toFixed(2)}`);
  for (const k of ["intro", "details"]) assert.ok(contrast(c[k].fg, c[k].bg) >= 4.5, `${k} ${c[k].fg} on ${c[k].bg}: ${contrast(c[k].fg, c[k].bg).toFixed(2)}`);
  assert.ok(contrast(c.label, c.mat) >= 4.5, `ship names ${c.label} on the board ${c.mat}`);
  assert.equal(c.meta, light ? "#f4f6fa" : "#0d1320");
}

boardSuite("themes", (fx) => {
  let srv;
  let browser;
  before(async () => {
    ({ server: srv, browser } = fx);
  });

  it("follows the system scheme, and the switch overrides it and is remembered", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: "block" });
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.emulateMedia({ colorScheme: "light" });
    await openBoard(page, `${srv.origin}/${BOARD}`);
    await settle(page);
    assert.equal(await page.inputValue("#theme"), "auto");
    checkTheme(await colours(page), "light");
    await page.emulateMedia({ colorScheme: "dark" });
    await settle(page);
    checkTheme(await colours(page), "dark");
    // The switch wins over the system, and stays after a reload.
    await page.selectOption("#theme", "light");
    await settle(page);
    checkTheme(await colours(page), "light");
    await openBoard(page, `${srv.origin}/${BOARD}`);
    await settle(page);
    assert.equal(await page.inputValue("#theme"), "light");
    checkTheme(await colours(page), "light");
    await page.emulateMedia({ colorScheme: "light" });
    await page.selectOption("#theme", "dark");
    await settle(page);
    checkTheme(await colours(page), "dark");
    await page.selectOption("#theme", "auto");
    await settle(page);
    checkTheme(await colours(page), "light");
    assert.deepEqual(errors, []);
    await context.close();
  });

  it("an embed follows ?theme=, not the saved choice", async () => {
    const context = await browser.newContext({ viewport: { width: 640, height: 800 }, serviceWorkers: "block" });
    const page = await context.newPage();
    await page.emulateMedia({ colorScheme: "dark" });
    await openBoard(page, `${srv.origin}/?embed=1&theme=light${BOARD}`);
    await settle(page);
    checkTheme(await colours(page), "light");
    assert.equal(await page.isVisible("#theme"), false, "no switch in an embed");
    await page.emulateMedia({ colorScheme: "light" });
    await openBoard(page, `${srv.origin}/?embed=1&theme=dark${BOARD}`);
    await settle(page);
    checkTheme(await colours(page), "dark");
    // Without ?theme= the embed follows the system.
    await openBoard(page, `${srv.origin}/?embed=1${BOARD}`);
    await settle(page);
    checkTheme(await colours(page), "light");
    await context.close();
  });
});
