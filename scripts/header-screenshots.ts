// The header's states at the widths the design review measured: closed, its menu open (the
// Resources panel from 1280 px, the Menu sheet below) and the launcher's menu open; first screen only.
// Usage: node scripts/header-screenshots.ts [baseUrl] [outDir] [path]   (server must be running)
import { mkdirSync } from "node:fs";
import { chromium } from "@playwright/test";
import { browserArgs, findBrowser } from "./browser-path.ts";

const [base = "http://localhost:3000", outDir = "reports/header", path = "/blog"] = process.argv.slice(2);
const sizes = [
  { width: 320, height: 568 },
  { width: 375, height: 812 },
  { width: 768, height: 1024 },
  { width: 1280, height: 800 },
  { width: 1440, height: 900 },
];
mkdirSync(outDir, { recursive: true });

const browser = await chromium.launch({ executablePath: findBrowser() ?? undefined, args: browserArgs });
for (const viewport of sizes) {
  const page = await browser.newPage({ viewport });
  const shoot = async (state: string) => {
    const file = `${outDir}/header-${state}-${viewport.width}.png`;
    await page.screenshot({ path: file });
    console.log(file);
  };
  await page.goto(new URL(path, base).href, { waitUntil: "load" });
  await shoot("closed");
  const menu = page.locator('[popovertarget="mobile-menu"]:visible').first();
  await menu.click();
  await page.locator("#mobile-menu").waitFor({ state: "visible" });
  // The chevron turns in 150 ms.
  await page.waitForTimeout(300);
  await shoot("menu-open");
  await page.keyboard.press("Escape");
  await page.locator('[popovertarget="contact-menu"]:visible').first().click();
  await page.locator("#contact-menu").waitFor({ state: "visible" });
  await shoot("launcher-open");
  await page.close();
}
await browser.close();
