import { expect, test } from "./support/test";
import { config } from "./support/site";
import { salesSheet } from "../../content/data/one-pager";

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

test("the growth framework shows its seven sections, the booking call and the way home", async ({ page }) => {
  const response = await page.goto(documents.growthFramework);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("The Healthtech Growth Framework");
  const main = page.getByRole("main");
  for (const section of [
    "Executive Summary",
    "Core Principles",
    "The 4-Pillar Growth Framework",
    "60-90 Day Implementation Timeline",
    "Success Metrics and KPIs",
    "Partnership Approach",
    "Ready to Get Started",
  ]) {
    await expect(main.getByRole("heading", { level: 2, name: section, exact: true })).toBeVisible();
  }
  for (const pillar of ["Target Blueprint", "Message Framework", "Multi-Channel System", "Performance Engine"]) {
    await expect(main.getByRole("heading", { level: 3, name: new RegExp(pillar) })).toBeVisible();
  }
  for (const phase of ["Days 1-30", "Days 31-60", "Days 61-90"]) {
    await expect(main.getByRole("heading", { level: 3, name: new RegExp(phase) })).toBeVisible();
  }
  const booking = main.getByRole("link", { name: /Book 45-Min Discovery Call/ });
  await expect(booking).toHaveAttribute("href", config.booking.call45);
  await expect(booking).toHaveAttribute("target", "_blank");
  await expect(booking).toHaveAttribute("rel", "noopener noreferrer");
  await expect(main.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
});

test("the growth framework contents jump to a section", async ({ page }) => {
  await page.goto(documents.growthFramework);
  const contents = page.getByRole("navigation", { name: "On this page" });
  await contents.getByRole("link", { name: /Success Metrics and KPIs/ }).click();
  await expect(page).toHaveURL(/#success-metrics$/);
  await expect(page.getByRole("heading", { level: 2, name: "Success Metrics and KPIs" })).toBeInViewport();
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
    "More than 15 tools, integrated and paid for",
    "Four steps from kickoff to a running engine",
    "What changes when outbound arrives ready to run",
    "Related articles",
  ]) {
    await expect(main.getByRole("heading", { level: 2, name: heading })).toBeVisible();
  }
  await expect(main.getByText("$800/month")).toBeVisible();
  for (const step of ["Step 1: Connect", "Step 2: Configure", "Step 3: Launch", "Step 4: Optimize"]) {
    await expect(main.getByRole("heading", { level: 3, name: step })).toBeVisible();
  }
  await expect(main.locator("#benefits li")).toHaveCount(6);

  for (const [slug, title] of [
    ["ai-outbound-sales-solutions-startups", "AI Outbound Sales Solutions for Startups: How to Choose"],
    ["bdr-team-ai-copilot", "How an AI Co-Pilot Changes a BDR Team's Day"],
    ["scale-outbound-without-breaking-budget", "How to Scale Outbound Without Breaking the Budget"],
  ]) {
    await expect(main.getByRole("link", { name: title })).toHaveAttribute("href", `/blog/${slug}`);
  }
  // No demo exists: the link names the walkthrough it leads to, the playbook on the page.
  const walkthrough = main.getByRole("link", { name: "Walk through the integration" });
  await expect(walkthrough).toHaveAttribute("href", "#playbook");
  await walkthrough.click();
  await expect(
    main.getByRole("heading", { level: 2, name: "Four steps from kickoff to a running engine" }),
  ).toBeInViewport();
  await expect(main.getByRole("link", { name: "View ROI Calculator" })).toHaveAttribute("href", "/roi-calculator");
  const schedule = main.getByRole("link", { name: /Schedule Integration Call/ }).last();
  await expect(schedule).toHaveAttribute("href", config.booking.call30);
  await expect(schedule).toHaveAttribute("target", "_blank");
  await expect(schedule).toHaveAttribute("rel", "noopener noreferrer");
});

test("the privacy policy has fifteen numbered sections, its date, both addresses and the age limit", async ({
  page,
}) => {
  const response = await page.goto(documents.privacyPolicy);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy Policy");
  const main = page.getByRole("main");
  await expect(main.getByText("Last updated: June 27, 2025")).toBeVisible();
  const numbered = main.locator("article").getByRole("heading", { level: 2 });
  await expect(numbered).toHaveCount(15);
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
  await expect(main.getByRole("heading", { level: 3, name: "Our guarantee" })).toBeVisible();
  for (const claim of ["30-day pilot to prove the results", "No setup fees", "Results in 2 weeks"]) {
    await expect(main.getByText(claim, { exact: true }).first()).toBeVisible();
  }
  await expect(main.getByText("$8K", { exact: true }).first()).toBeVisible();
  await expect(main.getByRole("link", { name: "Get started" })).toHaveAttribute("href", "/contact");
});

test("the case study shows metrics, progress bars at 85, 75 and 90, the before and after table and a quote", async ({
  page,
}) => {
  const response = await page.goto(documents.caseStudy);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const main = page.getByRole("main");
  for (const heading of ["Overview", "The challenge", "The solution", "The results", "Key takeaways"]) {
    await expect(main.getByRole("heading", { level: 2, name: heading, exact: true })).toBeVisible();
  }
  const bars = main.getByRole("progressbar");
  await expect(bars).toHaveCount(3);
  expect(await bars.evaluateAll((els) => els.map((el) => el.getAttribute("aria-valuenow")))).toEqual([
    "85",
    "75",
    "90",
  ]);
  const table = main.getByRole("table");
  const rows: ReadonlyArray<[string, string, string]> = [
    ["Sales-qualified leads a month", "5-10", "25-35"],
    ["Lead-to-customer conversion", "8-10%", "15%"],
    ["Sales cycle", "45-60 days", "30 days"],
  ];
  for (const [metric, before, after] of rows) {
    const row = table.getByRole("row", { name: new RegExp(metric) });
    // The one table pattern puts the key column (after) right after the row label.
    await expect(row.getByRole("cell").nth(0)).toHaveText(after);
    await expect(row.getByRole("cell").nth(1)).toHaveText(before);
  }
  await expect(table).toContainText("300% in 6 months");
  await expect(table).toContainText("40 domains and 160 mailboxes");
  await expect(main.getByText("VP Sales, data-privacy startup")).toBeVisible();
  await expect(main.getByRole("link", { name: "Contact us" })).toHaveAttribute("href", "/contact");
  await expect(main.getByRole("link", { name: "All case studies" })).toHaveAttribute("href", "/case-studies");
  const call = main.getByRole("link", { name: /Book a 30-min Call/ }).first();
  await expect(call).toHaveAttribute("href", config.booking.call30);
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

test("every key figure of the one-pager states its basis beside it", async ({ page }) => {
  await page.goto(documents.onePager);
  const figures = page.getByRole("list", { name: "Key figures" }).getByRole("listitem");
  await expect(figures).toHaveCount(salesSheet.keyFigures.length);
  for (const [index, figure] of salesSheet.keyFigures.entries()) {
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
