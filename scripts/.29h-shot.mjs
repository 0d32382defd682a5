// node /tmp/29h-shot.mjs base outdir prefix path...
import { mkdirSync } from "node:fs";
import { chromium } from "@playwright/test";
const [base, outDir, prefix, ...paths] = process.argv.slice(2);
mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
for (const path of paths) {
  for (const width of [320, 375, 768, 1280, 1440]) {
    const height = width === 375 ? 812 : width === 320 ? 568 : width === 1280 ? 800 : width === 1440 ? 900 : 1024;
    const page = await browser.newPage({ viewport: { width, height } });
    await page.goto(new URL(path, base).href, { waitUntil: "load" });
    const name = `${prefix}-${path === "/" ? "home" : path.replace(/^\//, "").replaceAll("/", "_")}-${width}.png`;
    await page.screenshot({ path: `${outDir}/${name}`, fullPage: false });
    console.log(name);
    await page.close();
  }
}
await browser.close();
