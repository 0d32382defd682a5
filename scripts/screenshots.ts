// Screenshots of pages at phone, tablet and desktop widths, for looking at what we build.
// Usage: node scripts/screenshots.ts [baseUrl] [path ...]   (server must be running)
//   SCREENSHOT_WIDTHS=320,375,768,1280,1440  the widths (default 375,768,1280)
//   SCREENSHOT_FIRST_SCREEN=1                only the first screen, at each width's usual height
//                                            (320x568, 375x812, 768x1024, 1280x800, 1440x900)
//   SCREENSHOT_DIR=reports/29-heroes SCREENSHOT_PREFIX=after   where, and a name prefix
import { mkdirSync } from "node:fs";
import { chromium } from "@playwright/test";
import { browserArgs, findBrowser } from "./browser-path.ts";

const [base = "http://localhost:3000", ...paths] = process.argv.slice(2);
const widths = (process.env.SCREENSHOT_WIDTHS ?? "375,768,1280").split(",").map(Number);
const firstScreen = process.env.SCREENSHOT_FIRST_SCREEN === "1";
const heights: Record<number, number> = { 320: 568, 375: 812, 768: 1024, 1280: 800, 1366: 768, 1440: 900 };
const outDir = process.env.SCREENSHOT_DIR ?? "reports/screenshots";
const prefix = process.env.SCREENSHOT_PREFIX ? `${process.env.SCREENSHOT_PREFIX}-` : "";
mkdirSync(outDir, { recursive: true });

const browser = await chromium.launch({ executablePath: findBrowser() ?? undefined, args: browserArgs });
for (const path of paths.length ? paths : ["/"]) {
  for (const width of widths) {
    const height = firstScreen ? (heights[width] ?? 900) : 900;
    const page = await browser.newPage({ viewport: { width, height } });
    await page.goto(new URL(path, base).href, { waitUntil: "networkidle" });
    const name = `${prefix}${path === "/" ? "home" : path.replace(/^\//, "").replaceAll("/", "_")}-${width}.png`;
    await page.screenshot({ path: `${outDir}/${name}`, fullPage: !firstScreen });
    console.log(`${outDir}/${name}`);
    await page.close();
  }
}
await browser.close();
