// Screenshots for issue 36 items 1-3: the signature, art that never repeats and data that is data,
// at 320, 375, 768, 1280 and 1440 px: the blog's cards, an article's "Keep reading" row and its
// funnel chart, the case studies' cards, the podcast's cards and the home page's tracked results.
// Usage: node reports/36-art/shoot.ts http://127.0.0.1:PORT [prefix]  (prefix: before- or after-)
import { chromium } from "@playwright/test";
import { browserArgs, findBrowser } from "../../scripts/browser-path.ts";
import { SCREENS as screens, under } from "../shoot-support.ts";

const base = process.argv[2] ?? "http://127.0.0.1:3000";
const prefix = process.argv[3] ?? "";
const out = "reports/36-art";

const shots: { what: string; path: string; at?: string }[] = [
  { what: "home-first-screen", path: "/" },
  { what: "home-results", path: "/", at: "main h2:has-text('Results we track'), main #results-heading" },
  { what: "blog-cards", path: "/blog", at: "main li:has(h2 a), main li:has(h3 a)" },
  { what: "article-keep-reading", path: "/blog/embedded-outbound-cells", at: "#related-heading" },
  {
    what: "article-funnel",
    path: "/blog/outbound-playbook-2025-math-behind-outreach-volume",
    at: "figure[data-chart='funnel']",
  },
  { what: "case-study-cards", path: "/case-studies", at: "main li:has(h2 a), main li:has(h3 a)" },
  { what: "podcast-cards", path: "/healthtech-heroes", at: "#featured-episodes, main figure" },
];

const browser = await chromium.launch({ executablePath: findBrowser() ?? undefined, args: browserArgs });
for (const screen of screens) {
  const page = await browser.newPage({ viewport: screen });
  for (const shot of shots) {
    await page.goto(`${base}${shot.path}`, { waitUntil: "networkidle" });
    if (shot.at) await under(page, shot.at);
    await page.screenshot({ path: `${out}/${prefix}${shot.what}-${screen.width}.png` });
  }
  await page.close();
}
await browser.close();
