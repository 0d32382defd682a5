// Screenshots for issue 29 items 3, 6 and 11: the blog's covers, the case studies' cards, the growth
// framework's pillars and an article's measure, at 320, 375, 768, 1280 and 1440 px.
// Usage: node reports/29-art/shoot.ts http://127.0.0.1:PORT [prefix]  (prefix: before- or after-)
import { chromium } from "@playwright/test";
import { browserArgs, findBrowser } from "../../scripts/browser-path.ts";
import { SCREENS as screens, under } from "../shoot-support.ts";

const base = process.argv[2] ?? "http://127.0.0.1:3000";
const prefix = process.argv[3] ?? "";
const out = "reports/29-art";

const browser = await chromium.launch({ executablePath: findBrowser() ?? undefined, args: browserArgs });
for (const screen of screens) {
  const page = await browser.newPage({ viewport: screen });
  const name = (what: string) => `${out}/${prefix}${what}-${screen.width}.png`;
  await page.goto(`${base}/blog`, { waitUntil: "networkidle" });
  await under(page, "main article, main li:has(h2 a), main li:has(h3 a)");
  await page.screenshot({ path: name("blog-cards") });
  await page.goto(`${base}/case-studies`, { waitUntil: "networkidle" });
  await under(page, "main li:has(h2 a), main li:has(h3 a)");
  await page.screenshot({ path: name("case-study-cards") });
  await page.goto(`${base}/growth-framework`, { waitUntil: "networkidle" });
  await under(page, "main h2#growth-framework, main h2:has-text('4-Pillar')");
  await page.screenshot({ path: name("growth-framework-pillars") });
  await page.goto(`${base}/blog/embedded-outbound-cells`, { waitUntil: "networkidle" });
  await under(page, "main .prose p, main article p");
  await page.screenshot({ path: name("article-measure") });
  await page.close();
}
await browser.close();
