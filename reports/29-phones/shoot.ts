// Screenshots for issue 29 items 5, 9 and 12: the podcast carousel, a table and the ROI calculator
// at 320, 375, 768, 1280 and 1440 px. Usage: node reports/29-phones/shoot.ts http://127.0.0.1:PORT [folder] [prefix]
import { chromium } from "@playwright/test";
import { browserArgs, findBrowser } from "../../scripts/browser-path.ts";
import { SCREENS as screens, under } from "../shoot-support.ts";

const base = process.argv[2] ?? "http://127.0.0.1:3000";
const out = process.argv[3] ?? "reports/29-phones";

const browser = await chromium.launch({ executablePath: findBrowser() ?? undefined, args: browserArgs });
for (const screen of screens) {
  const page = await browser.newPage({ viewport: screen });
  const name = (what: string) => `${out}/${process.argv[4] ?? ""}${what}-${screen.width}.png`;

  await page.goto(`${base}/healthtech-heroes`, { waitUntil: "networkidle" });
  await under(page, '[aria-roledescription="carousel"]');
  await page.screenshot({ path: name("podcast-carousel") });

  await page.goto(`${base}/growth-framework`, { waitUntil: "networkidle" });
  await under(page, "main table");
  await page.screenshot({ path: name("table-growth-framework") });
  await page.goto(`${base}/`, { waitUntil: "networkidle" });
  await under(page, "main table");
  await page.screenshot({ path: name("table-home-comparison") });

  await page.goto(`${base}/roi-calculator`, { waitUntil: "networkidle" });
  await page.screenshot({ path: name("roi-first-screen") });
  if (screen.width < 1024) {
    // Mid-way through the fields, with the sticky savings line; and the industry select.
    await page.getByLabel("Annual turnover").focus();
    await page.waitForTimeout(300);
    await page.screenshot({ path: name("roi-fields-sticky") });
    // Focus scrolls a field clear of the sticky line (its scroll margin).
    await page.getByLabel("Your industry").focus();
    await page.waitForTimeout(300);
    await page.screenshot({ path: name("roi-industry-select") });
  }
  await page.close();
}
await browser.close();
