// Renders web/icons/icon.svg to the PNG icons the web manifest lists, with
// Debian's Chromium (never a downloaded browser). Run from the repo root:
//   node test/browser/make-icons.mjs
import { readFile, writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { launch } from "./helpers.mjs";

const icons = fileURLToPath(new URL("../../web/icons/", import.meta.url));
const svg = await readFile(`${icons}icon.svg`, "utf8");
const uri = `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;

const browser = await launch();
try {
  for (const { file, size, maskable } of [
    { file: "icon-192.png", size: 192 },
    { file: "icon-512.png", size: 512 },
    { file: "icon-maskable-512.png", size: 512, maskable: true },
  ]) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    // Maskable icons keep their drawing inside the central 80% safe zone on
    // a full-bleed background.
    const inner = maskable ? Math.round(size * 0.8) : size;
    await page.setContent(
      `<body style="margin:0;background:${maskable ? "#0d1320" : "transparent"};display:grid;place-items:center;height:${size}px">` +
        `<img src="${uri}" width="${inner}" height="${inner}"></body>`,
    );
    await page.waitForFunction(() => document.images[0].complete);
    await writeFile(`${icons}${file}`, await page.screenshot({ omitBackground: !maskable }));
    await page.close();
  }
} finally {
  await browser.close();
}
console.log("wrote icons to", icons);
