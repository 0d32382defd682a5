// Screenshots of the spots issue 29 item 14 fixes, at 320 and 375 px (the floating launcher only
// exists from 1280 px; a table scrolls, and casts its edge shadow, only from 640 px).
// Usage: node reports/a11y-14/shots.ts <baseUrl> <prefix>   (a server of the build must be running)
import { mkdirSync } from "node:fs";
import { chromium } from "@playwright/test";
import type { Locator, Page } from "@playwright/test";
import { browserArgs, findBrowser } from "../../scripts/browser-path.ts";

const [base = "http://127.0.0.1:12000", prefix = "after"] = process.argv.slice(2);
const outDir = "reports/a11y-14";
mkdirSync(outDir, { recursive: true });
const TEXT_SPACING = `* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
  p { margin-bottom: 2em !important; }`;

const browser = await chromium.launch({ executablePath: findBrowser() ?? undefined, args: browserArgs });

/** A screenshot of `locator`'s box with `margin` px around it (page coordinates, so a tall box fits). */
async function shoot(page: Page, locator: Locator, name: string, margin = 16) {
  const box = await locator.evaluate((node) => {
    const rect = node.getBoundingClientRect();
    return { x: rect.x + scrollX, y: rect.y + scrollY, width: rect.width, height: rect.height };
  });
  const x = Math.max(0, box.x - margin);
  const y = Math.max(0, box.y - margin);
  const width = Math.min(page.viewportSize().width - x, box.width + 2 * margin);
  await page.screenshot({ path: `${outDir}/${prefix}-${name}.png`, fullPage: true, clip: { x, y, width, height: box.height + 2 * margin } });
  console.log(`${outDir}/${prefix}-${name}.png`);
}

async function open(path: string, width: number, height = 800) {
  const page = await browser.newPage({ viewport: { width, height } });
  await page.goto(new URL(path, base).href, { waitUntil: "networkidle" });
  return page;
}

for (const width of [320, 375]) {
  // 1. A listing card reached with Tab.
  for (const path of ["/industries", "/case-studies"]) {
    const page = await open(path, width);
    const link = page.locator("main li :is(h2, h3) a[href]").first();
    for (let step = 0; step < 50 && !(await link.evaluate((node) => node === document.activeElement)); step++) {
      await page.keyboard.press("Tab");
    }
    await shoot(page, link.locator("xpath=ancestor::li[1]"), `card-focus${path.replace("/", "-")}-${width}`);
    await page.close();
  }
  // 2. The assistant's question box.
  {
    const page = await open("/", width);
    await page.getByRole("button", { name: "Contact options" }).click();
    await page.locator("#contact-menu").getByRole("button", { name: "Ask the assistant" }).click();
    const box = page.getByRole("textbox", { name: "Your question" });
    await box.waitFor();
    await box.blur();
    await shoot(page, box, `assistant-field-${width}`, 24);
    await page.close();
  }
  // 4. WCAG text spacing: where text was cut.
  for (const [path, selector, name] of [
    ["/integration-guide", "main header", "spacing-integration-hero"],
    ["/industries", "#industries li:has(h3)", "spacing-industries-card"],
    ["/healthtech-heroes", "section[aria-labelledby=be-a-guest-heading]", "spacing-podcast-guest"],
  ]) {
    const page = await open(path, width, 2400);
    await page.addStyleTag({ content: TEXT_SPACING });
    await shoot(page, page.locator(selector).first(), `${name}-${width}`, 0);
    await page.close();
  }
}

// 3. The floating launcher, focused over the footer.
{
  const page = await open("/", 1280);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const launcher = page.getByRole("button", { name: "Contact options" });
  await page.keyboard.press("Shift");
  await launcher.focus();
  await page.waitForTimeout(300);
  await shoot(page, launcher, "launcher-over-footer-1280", 40);
  await page.close();
}

// 5. A table's edge shadow, where tables scroll.
{
  const page = await open("/blog/lead-gen-agency-vs-mamut-gtm-plugin", 768, 1200);
  const region = page.locator(".table-scroller").first();
  await region.evaluate((element) => (element.querySelector("table").style.minWidth = `${element.clientWidth * 1.5}px`));
  await shoot(page, region, "table-shadow-768", 8);
  await page.close();
}
await browser.close();
