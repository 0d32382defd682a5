import { expect, test } from "./support/test";
import { bookingUrl } from "../../app/content/offers";
import { readFileSync } from "node:fs";
import { readableDate } from "../../app/content/dates";
import { growthFrameworkSections } from "../../app/features/documents/document-sections";
import { pdfHref } from "../../app/lib/document-pdf";
import { documentPaths } from "../../app/lib/site-pages";
import { parse as parseYaml } from "yaml";
import { config, content, figure, filled, labelPattern, offers } from "./support/site";
import { dataPrivacyCaseStudy } from "../../content/data/case-study-data-privacy";
import { integrationGuide } from "../../content/data/integration-guide";
import { salesSheet } from "../../content/data/one-pager";

// What the pages show, read from their content files with the build's figures in place.
const sheet = filled(salesSheet);
const study = filled(dataPrivacyCaseStudy);
const guide = filled(integrationGuide);
const privacySource = readFileSync("content/pages/privacy-policy.mdx", "utf8");
const privacy = parseYaml(/^---\n([\s\S]*?)\n---/.exec(privacySource)?.[1] ?? "") as { updated: string };

const documents = {
  growthFramework: "/growth-framework",
  integrationGuide: "/integration-guide",
  privacyPolicy: "/privacy-policy",
  onePager: "/one-pager",
  caseStudy: "/case-study/data-privacy-compliance-startup",
} as const;

const allPaths = Object.values(documents);

// The tests never reach the internet: anything not served by the site under test is refused.
test.beforeEach(async ({ page, baseURL }) => {
  const origin = new URL(baseURL ?? "http://127.0.0.1").origin;
  await page.route(
    (url) => url.origin !== origin,
    (route) => route.abort(),
  );
});

test("the growth framework shows its sections, the booking call and the way home", async ({ page }) => {
  const response = await page.goto(documents.growthFramework);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const main = page.getByRole("main");
  // The document's own sections (a unit test holds this list to the file's headings).
  for (const { title } of growthFrameworkSections) {
    await expect(main.getByRole("heading", { level: 2, name: title, exact: true })).toBeVisible();
  }
  for (const pillar of ["Target Blueprint", "Message Framework", "Multi-Channel System", "Performance Engine"]) {
    await expect(main.getByRole("heading", { level: 3, name: new RegExp(pillar) })).toBeVisible();
  }
  for (const phase of ["Days 1-30", "Days 31-60", "Days 61-90"]) {
    await expect(main.getByRole("heading", { level: 3, name: new RegExp(phase) })).toBeVisible();
  }
  // The next step twice: in the summary at the top and in the closing band.
  const bookings = main.getByRole("link", { name: labelPattern(offers.healthtech.callLabel) });
  await expect(bookings).toHaveCount(2);
  for (const booking of await bookings.all()) {
    await expect(booking).toHaveAttribute("href", bookingUrl(offers.healthtech, config));
    await expect(booking).toHaveAttribute("target", "_blank");
    await expect(booking).toHaveAttribute("rel", "noopener noreferrer");
  }
  await expect(main.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
});

test("the growth framework states no date: SPEC dates the privacy policy alone", async ({ page, request }) => {
  await page.goto(documents.growthFramework);
  const main = page.getByRole("main");
  await expect(main.locator("time")).toHaveCount(0);
  await expect(main).not.toContainText(/updated/i);
  // Nor its structured data or its printed running header (a style in the page's head).
  const html = await (await request.get(documents.growthFramework)).text();
  expect(html).not.toMatch(/dateModified|Updated/);
});

test("the growth framework contents jump to a section", async ({ page }) => {
  await page.goto(documents.growthFramework);
  const contents = page.getByRole("navigation", { name: "On this page" });
  const section = growthFrameworkSections.find((item) => item.id === "success-metrics");
  if (!section) throw new Error("The framework has no success-metrics section");
  await contents.getByRole("link", { name: section.title }).click();
  await expect(page).toHaveURL(/#success-metrics$/);
  await expect(page.getByRole("heading", { level: 2, name: section.title })).toBeInViewport();
});

test("a contents link chosen with the keyboard moves focus to its section, so Tab continues from there", async ({
  page,
}) => {
  await page.goto(documents.growthFramework);
  const contents = page.getByRole("navigation", { name: "On this page" });
  const links = contents.getByRole("link");
  const link = links.nth(1);
  const id = ((await link.getAttribute("href")) ?? "").slice(1);
  await link.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`#${id}$`));
  const section = page.locator(`[id="${id}"]`);
  await expect(section).toBeFocused();
  await expect(section).toBeInViewport();
  await page.keyboard.press("Tab");
  const followsSection = await page.evaluate((target) => {
    const element = document.getElementById(target);
    const focused = document.activeElement;
    return (
      !!element && !!focused && (element.compareDocumentPosition(focused) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0
    );
  }, id);
  expect(followsSection).toBe(true);
});

test("the integration guide shows its stack, playbook, benefits, reading and calls to action", async ({ page }) => {
  const response = await page.goto(documents.integrationGuide);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const main = page.getByRole("main");
  for (const heading of [
    "Plug in, don't rip out",
    `${figure("program.tools")} tools, integrated and paid for`,
    "Four steps from kickoff to a running engine",
    "What changes when outbound arrives ready to run",
    "Related articles",
  ]) {
    await expect(main.getByRole("heading", { level: 2, name: heading })).toBeVisible();
  }
  const priced = guide.techStack.flatMap((group) => group.tools).find((tool) => tool.cost);
  await expect(main.getByText(`${priced?.cost}`).first()).toBeVisible();
  for (const step of ["Step 1: Connect", "Step 2: Configure", "Step 3: Launch", "Step 4: Optimize"]) {
    await expect(main.getByRole("heading", { level: 3, name: step })).toBeVisible();
  }
  await expect(main.locator("#benefits li")).toHaveCount(guide.benefits.length);

  for (const slug of guide.relatedPosts) {
    const title = content.posts.find((post) => post.slug === slug)?.title ?? slug;
    await expect(main.getByRole("link", { name: title })).toHaveAttribute("href", `/blog/${slug}`);
  }
  // No demo exists: the hero's link names the walkthrough it leads to, the playbook on the page.
  const walkthrough = main.getByRole("link", { name: "See the 4-step playbook" });
  await expect(walkthrough).toHaveAttribute("href", "#playbook");
  await walkthrough.click();
  await expect(
    main.getByRole("heading", { level: 2, name: "Four steps from kickoff to a running engine" }),
  ).toBeInViewport();
  await expect(main.getByRole("link", { name: "View ROI Calculator" })).toHaveAttribute("href", "/roi-calculator");
  // SPEC's "Schedule Integration Call": the booking call, under the offer's one label (issue 36).
  const schedule = main.getByRole("link", { name: labelPattern(offers.outbound.callLabel) }).last();
  await expect(schedule).toHaveAttribute("href", bookingUrl(offers.outbound, config));
  await expect(schedule).toHaveAttribute("target", "_blank");
  await expect(schedule).toHaveAttribute("rel", "noopener noreferrer");
});

test("the privacy policy has its numbered sections, its date, both addresses and the age limit", async ({ page }) => {
  const response = await page.goto(documents.privacyPolicy);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy Policy");
  const main = page.getByRole("main");
  await expect(main.getByText(`Last updated: ${readableDate(privacy.updated)}`)).toBeVisible();
  const numbered = main.locator("article").getByRole("heading", { level: 2 });
  await expect(numbered).toHaveCount(privacySource.match(/^(?:## |<h2[ >])/gm)?.length ?? 0);
  const texts = await numbered.allTextContents();
  texts.forEach((text, index) => expect(text).toMatch(new RegExp(`^${index + 1}\\. `)));
  await expect(main.locator(`a[href="mailto:${config.email.privacy}"]`).first()).toBeVisible();
  await expect(main.locator(`a[href="mailto:${config.email.dpo}"]`).first()).toBeVisible();
  await expect(main.getByText(/not directed at anyone under 16/)).toBeVisible();
  await expect(main.getByText("The site sets no cookies of any kind.")).toBeVisible();
  await expect(main.getByText(/youtube-nocookie\.com/)).toBeVisible();
});

test("the one-pager shows the offer, pricing, guarantee and a call to action to the contact page", async ({ page }) => {
  const response = await page.goto(documents.onePager);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const main = page.getByRole("main");
  for (const heading of ["What is included", "How it works", "Simple pricing, low risk"]) {
    await expect(main.getByRole("heading", { level: 2, name: heading })).toBeVisible();
  }
  await expect(main.getByRole("heading", { level: 3, name: sheet.guarantee.title })).toBeVisible();
  await expect(main.getByText(sheet.guarantee.text)).toBeVisible();
  for (const claim of sheet.pricing.points) {
    await expect(main.getByText(claim, { exact: true }).first()).toBeVisible();
  }
  await expect(main.getByText(sheet.pricing.price, { exact: true }).first()).toBeVisible();
  await expect(main.getByRole("link", { name: "Get started" })).toHaveAttribute("href", "/contact");
});

test("the case study shows its metrics, progress bars, the before and after table and a quote", async ({ page }) => {
  const response = await page.goto(documents.caseStudy);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const main = page.getByRole("main");
  for (const heading of ["Overview", "The challenge", "The solution", "The results", "Key takeaways"]) {
    await expect(main.getByRole("heading", { level: 2, name: heading, exact: true })).toBeVisible();
  }
  const bars = main.getByRole("progressbar");
  await expect(bars).toHaveCount(study.progress.length);
  expect(await bars.evaluateAll((els) => els.map((el) => el.getAttribute("aria-valuenow")))).toEqual(
    study.progress.map((bar) => String(bar.value)),
  );
  for (const metric of study.headlineMetrics) {
    await expect(main.getByRole("list", { name: "Headline results" })).toContainText(metric.value);
  }
  const table = main.getByRole("table");
  for (const { metric, before, after } of study.beforeAfter) {
    const row = table.getByRole("row", { name: new RegExp(metric) });
    // The one table pattern puts the key column (after) right after the row label. (A cell's name
    // leaves out its column header, which phones repeat beside the value, hidden from assistive tech.)
    await expect(row.getByRole("cell").nth(0)).toHaveAccessibleName(after);
    await expect(row.getByRole("cell").nth(1)).toHaveAccessibleName(before);
  }
  await expect(main.getByText(study.quote.attribution)).toBeVisible();
  await expect(main.getByRole("link", { name: "Contact us" })).toHaveAttribute("href", "/contact");
  await expect(main.getByRole("link", { name: "All case studies" })).toHaveAttribute("href", "/case-studies");
  const call = main.getByRole("link", { name: labelPattern(offers.outbound.callLabel) }).first();
  await expect(call).toHaveAttribute("href", bookingUrl(offers.outbound, config));
  await expect(call).toHaveAttribute("target", "_blank");
});

for (const path of allPaths) {
  test(`printing ${path} hides the header, footer, floating contact and buttons`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole("banner")).toBeVisible();
    await page.emulateMedia({ media: "print" });
    await expect(page.getByRole("banner")).toBeHidden();
    await expect(page.getByRole("contentinfo")).toBeHidden();
    await expect(page.getByRole("complementary", { name: "Quick contact" })).toBeHidden();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const visibleButtons = await page
      .getByRole("main")
      .getByRole("button")
      .evaluateAll((els) => els.filter((el) => (el as HTMLElement).offsetParent !== null).length);
    expect(visibleButtons).toBe(0);
  });
}

// Every printable document the build publishes (app/lib/site-pages.ts): SPEC's print dialog and
// PRODUCT.md's built PDF, side by side.
for (const path of documentPaths(content)) {
  test(`${path} offers Download PDF and Print; Print opens the print dialog, once`, async ({ page }) => {
    await page.addInitScript(() => {
      const counted = window as Window & { __prints?: number };
      counted.__prints = 0;
      window.print = () => void (counted.__prints = (counted.__prints ?? 0) + 1);
    });
    await page.goto(path);
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: "Download PDF" })).toHaveAttribute("href", pdfHref(path));
    const print = main.getByRole("button", { name: "Print", exact: true });
    await expect(print).toHaveCount(1);
    await print.click();
    await expect.poll(() => page.evaluate(() => (window as Window & { __prints?: number }).__prints)).toBe(1);
  });
}

test("every key figure of the one-pager states its basis beside it", async ({ page }) => {
  await page.goto(documents.onePager);
  const figures = page.getByRole("list", { name: "Key figures" }).getByRole("listitem");
  await expect(figures).toHaveCount(sheet.keyFigures.length);
  for (const [index, figure] of sheet.keyFigures.entries()) {
    const item = figures.nth(index);
    for (const text of [figure.value, figure.label, figure.basis]) await expect(item).toContainText(text);
  }
});

for (const path of allPaths) {
  test(`every link on ${path} resolves`, async ({ page, request }) => {
    await page.goto(path);
    const hrefs = await page
      .getByRole("main")
      .locator("a[href]")
      .evaluateAll((links) =>
        links.map((link) => ({
          href: link.getAttribute("href") ?? "",
          target: link.getAttribute("target"),
          rel: link.getAttribute("rel"),
        })),
      );
    expect(hrefs.length).toBeGreaterThan(0);
    const checked = new Set<string>();
    for (const { href, target, rel } of hrefs) {
      if (/^https?:/.test(href)) {
        // External links are checked by their attributes only: the tests stay offline.
        expect(target, href).toBe("_blank");
        expect(rel, href).toBe("noopener noreferrer");
        continue;
      }
      if (href.startsWith("mailto:")) {
        expect(href).toMatch(/^mailto:[^@\s]+@[^@\s]+$/);
        continue;
      }
      const url = new URL(href, `http://site.local${path}`);
      if (url.pathname === path && url.hash) {
        await expect(page.locator(`[id="${decodeURIComponent(url.hash.slice(1))}"]`), href).toHaveCount(1);
        continue;
      }
      if (checked.has(url.pathname)) continue;
      checked.add(url.pathname);
      const response = await request.get(url.pathname, { maxRedirects: 0 });
      expect(response.status(), href).toBe(200);
    }
  });
}
