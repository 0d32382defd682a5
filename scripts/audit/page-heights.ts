// A page's document height at each width, for before/after records (reports/36-framework).
// Usage: node scripts/audit/page-heights.ts http://127.0.0.1:PORT /growth-framework   (server must be running)
import { chromium } from "@playwright/test";
import { browserArgs, findBrowser } from "../browser-path.ts";

const [base = "http://localhost:3000", path = "/"] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: findBrowser() ?? undefined, args: browserArgs });
for (const width of [320, 375, 768, 1280, 1440]) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  await page.goto(new URL(path, base).href, { waitUntil: "networkidle" });
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  console.log(`${path} at ${width} px: ${height} px`);
  await page.close();
}
await browser.close();
