// Screenshots of pages at phone, tablet and desktop widths, for looking at what we build.
// Usage: node scripts/screenshots.mjs [baseUrl] [path ...]   (server must be running)
import { mkdirSync } from "node:fs";
import { chromium } from "@playwright/test";
import { browserArgs, findBrowser } from "./browser-path.mjs";

const [base = "http://localhost:3000", ...paths] = process.argv.slice(2);
const widths = [375, 768, 1280];
const outDir = "reports/screenshots";
mkdirSync(outDir, { recursive: true });

const browser = await chromium.launch({ executablePath: findBrowser() ?? undefined, args: browserArgs });
for (const path of paths.length ? paths : ["/"]) {
  for (const width of widths) {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    await page.goto(new URL(path, base).href, { waitUntil: "networkidle" });
    const name = `${path === "/" ? "home" : path.replace(/^\//, "").replaceAll("/", "_")}-${width}.png`;
    await page.screenshot({ path: `${outDir}/${name}`, fullPage: true });
    console.log(`${outDir}/${name}`);
    await page.close();
  }
}
await browser.close();
