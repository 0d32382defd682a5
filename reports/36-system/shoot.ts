// Issue 36 (items 4, 6 and 7): each template's first screen, and the spots the issue names, at the
// five widths. Usage: node reports/36-system/shoot.ts http://127.0.0.1:PORT before|after
import { chromium, type Page } from "@playwright/test";
import { browserArgs, findBrowser } from "../../scripts/browser-path.ts";
import { SCREENS } from "../shoot-support.ts";

const [base = "http://127.0.0.1:3000", prefix = "after"] = process.argv.slice(2);
const dir = "reports/36-system";

// One page per template: the hero system and the eyebrow show on each first screen.
const templates: Record<string, string> = {
  home: "/",
  blog: "/blog",
  article: "/blog/hidden-costs-internal-bdr",
  framework: "/growth-framework",
  integration: "/integration-guide",
  "data-privacy": "/case-study/data-privacy-compliance-startup",
  "sales-sheet": "/one-pager",
  industries: "/industries",
  "one-pager": "/one-pagers/healthcare",
  talent: "/one-pagers/mamut-talent",
  "case-studies": "/case-studies",
  "case-study": "/case-studies/saas-30-day-pipeline",
  podcast: "/healthtech-heroes",
  contact: "/contact",
  roi: "/roi-calculator",
  privacy: "/privacy-policy",
  "not-found": "/no-such-page",
};

/** Spots further down a page: a page, and the element to bring under the header. */
const spots: Record<string, [string, string]> = {
  // The closing band and the footer (one dark block), and the tiles above them.
  "data-privacy-end": ["/case-study/data-privacy-compliance-startup", "[data-closing-cta]"],
  "data-privacy-results": ["/case-study/data-privacy-compliance-startup", "#results"],
  // The blog index's newsletter form(s).
  "blog-end": ["/blog", "footer"],
  // ROI ranges at 320 px.
  "roi-ranges": ["/roi-calculator", "#cost-tool"],
  // The framework's sticky contents mid-section (y = 4,200).
  "framework-4200": ["/growth-framework", "y:4200"],
  "article-3000": ["/blog/hidden-costs-internal-bdr", "y:3000"],
};

async function bring(page: Page, target: string) {
  if (target.startsWith("y:")) {
    await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), Number(target.slice(2)));
  } else {
    const found = page.locator(target).first();
    if ((await found.count()) === 0) return false;
    await found.evaluate((element) => {
      const header = document.querySelector("header")?.getBoundingClientRect().height ?? 0;
      window.scrollTo({ top: element.getBoundingClientRect().top + scrollY - header - 8, behavior: "instant" });
    });
  }
  await page.waitForFunction(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  return true;
}

const browser = await chromium.launch({ executablePath: findBrowser() ?? undefined, args: browserArgs });
for (const screen of SCREENS) {
  const page = await browser.newPage({ viewport: screen });
  for (const [name, path] of Object.entries(templates)) {
    await page.goto(new URL(path, base).href, { waitUntil: "load" });
    await page.screenshot({ path: `${dir}/${prefix}-${name}-${screen.width}.png` });
  }
  for (const [name, [path, target]] of Object.entries(spots)) {
    await page.goto(new URL(path, base).href, { waitUntil: "load" });
    if (await bring(page, target)) await page.screenshot({ path: `${dir}/${prefix}-${name}-${screen.width}.png` });
  }
  await page.close();
}
await browser.close();
console.log(`screenshots in ${dir}/${prefix}-*`);
