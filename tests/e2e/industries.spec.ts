import { type Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { bookingUrl } from "../../app/content/offers";
import { config, content, figure, labelPattern, offers, prerenderedPages } from "./support/site";

const oneSections = [
  `Why teams choose ${config.productName}`,
  "Top challenges",
  `How ${config.productName} solves them`,
  "Performance at steady state",
  `Build an internal team or plug in ${config.productName}`,
];
const caseSections = [
  "What was at stake",
  "The challenges",
  "What we installed",
  "The results",
  "The build-versus-buy decision",
  "Mini Case Study",
];

// Each page with its sections and the figures its content shows large (the build's content manifest).
const pages: Array<{ path: string; sections: string[]; figures: string[] }> = [
  ...content.onePagers.map((page) => ({
    path: `/one-pagers/${page.slug}`,
    sections: [
      ...oneSections,
      ...(page.block ? [page.block] : []),
      ...(page.talentMap ? ["Latin American talent map"] : []),
    ],
    figures: page.metrics,
  })),
  ...content.caseStudies.map((page) => ({
    path: `/case-studies/${page.slug}`,
    sections: caseSections,
    figures: page.metrics,
  })),
];

async function expectBookingLinks(page: Page) {
  const links = page.getByRole("link", { name: labelPattern(offers.outbound.callLabel) });
  await expect(links.first()).toBeVisible();
  for (const link of await links.all()) {
    await expect(link).toHaveAttribute("href", bookingUrl(offers.outbound, config));
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", /noopener/);
  }
}

for (const { path, sections, figures } of pages) {
  test(`${path} answers 200 with its sections, figures and the outbound offer's booking link`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    for (const name of sections) {
      await expect(page.getByRole("heading", { level: 2, name, exact: true })).toBeVisible();
    }
    const main = page.getByRole("main");
    for (const figure of figures) await expect(main).toContainText(figure);
    await expectBookingLinks(page);
    await expect(page.getByRole("link", { name: "Download PDF" })).toBeVisible();
  });
}

test("/industries lists every industry one-pager and the talent offer, each linking to its page", async ({ page }) => {
  const response = await page.goto("/industries");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Outbound built for your industry" })).toBeVisible();
  const cards = page.locator("#industries").getByRole("heading", { level: 3 }).getByRole("link");
  await expect(cards).toHaveCount(content.onePagers.length);
  // The talent offer's card closes the list.
  const listed = [
    ...content.onePagers.filter((page) => !page.talentMap),
    ...content.onePagers.filter((page) => page.talentMap),
  ];
  expect(await cards.evaluateAll((links) => links.map((link) => link.getAttribute("href")))).toEqual(
    listed.map((page) => `/one-pagers/${page.slug}`),
  );
  await expect(page.locator("#industries")).toContainText("Staff Augmentation");
  await expectBookingLinks(page);
});

test("an industry card opens its one-pager without a full page load", async ({ page }) => {
  await page.goto("/industries");
  await page.getByRole("link", { name: "Trust-first outbound for financial services" }).click();
  await expect(page).toHaveURL(/\/one-pagers\/financial-services$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Trust-first outbound for financial services");
  await expect(page).toHaveTitle(`Financial Services Outbound: Industry One-Pager | ${config.siteName}`);
});

test("/case-studies lists every case study and links to the full data-privacy case study", async ({ page }) => {
  const response = await page.goto("/case-studies");
  expect(response?.status()).toBe(200);
  const cards = page
    .locator("#case-studies")
    .getByRole("heading", { level: 2 })
    .getByRole("link")
    .filter({ hasNotText: "The whole story" });
  await expect(cards).toHaveCount(content.caseStudies.length);
  expect(await cards.evaluateAll((links) => links.map((link) => link.getAttribute("href")))).toEqual(
    content.caseStudies.map((page) => `/case-studies/${page.slug}`),
  );
  await expect(page.getByRole("link", { name: "The whole story: a data-privacy startup" })).toHaveAttribute(
    "href",
    "/case-study/data-privacy-compliance-startup",
  );
  await expectBookingLinks(page);
});

test("every listing card shows its topic's art, and illustrative case studies say so on the card", async ({
  page,
  request,
}) => {
  const art = async (path: string, titles: readonly string[]) => {
    await page.goto(path);
    const sources = [];
    for (const title of titles) {
      const card = page.getByRole("listitem").filter({ has: page.getByRole("link", { name: title, exact: true }) });
      const src = (await card.locator("img").getAttribute("src")) ?? "";
      const response = await request.get(src);
      expect(response.status(), src).toBe(200);
      expect(response.headers()["content-type"], src).toContain("image/svg+xml");
      sources.push(src);
    }
    return sources;
  };
  const industries = content.onePagers.filter((onePager) => !onePager.talentMap);
  // A motif per industry: no two industry cards share their art.
  const industryArt = await art(
    "/industries",
    industries.map((onePager) => onePager.title),
  );
  expect(new Set(industryArt).size).toBe(industries.length);
  await art(
    "/case-studies",
    content.caseStudies.map((study) => study.title),
  );
  for (const study of content.caseStudies) {
    const card = page.getByRole("listitem").filter({ has: page.getByRole("link", { name: study.title, exact: true }) });
    await expect(card.getByText("Illustrative benchmark"), study.slug).toHaveCount(study.illustrative ? 1 : 0);
  }
});

test("each case study card states its own results; an illustrative one its saving beside the figures it compares", async ({
  page,
}) => {
  await page.goto("/case-studies");
  // The build's computed savings, one per industry (docs/claims.md).
  const savings = content.claims.filter((claim) => /^industries\.\w+\.savings$/.test(claim.token));
  expect(savings.length).toBeGreaterThan(0);
  const seen = new Map<string, string>();
  for (const study of content.caseStudies) {
    const card = page.getByRole("listitem").filter({ has: page.getByRole("link", { name: study.title, exact: true }) });
    const results = await card.getByRole("listitem").allTextContents();
    expect(results.length, study.slug).toBeGreaterThan(0);
    for (const result of results) {
      expect(seen.get(result), `${study.slug} repeats "${result}"`).toBeUndefined();
      seen.set(result, study.slug);
    }
    if (!study.illustrative) continue;
    const saving = savings.find((claim) => results.some((result) => result.includes(figure(claim.token))));
    expect(saving, `${study.slug} states its industry's saving`).toBeDefined();
    const text = (await card.textContent()) ?? "";
    for (const basis of saving?.basisTokens ?? []) expect(text, `${study.slug}: {${basis}}`).toContain(figure(basis));
  }
});

test("unknown one-pager and case study slugs answer 404 with the not-found page", async ({ request }) => {
  for (const path of ["/one-pagers/unknown-industry", "/case-studies/unknown-case"]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expect(await response.text()).toContain("Page Not Found");
  }
});

test("print media hides the header, footer, navigation and buttons but keeps the content", async ({ page }) => {
  await page.goto("/one-pagers/saas");
  await expect(page.getByRole("banner")).toBeVisible();
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("banner")).toBeHidden();
  await expect(page.getByRole("contentinfo")).toBeHidden();
  await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toBeHidden();
  await expect(page.getByRole("link", { name: "Download PDF" })).toBeHidden();
  // The page's booking buttons and the floating menu's, which follows the page's offer.
  const bookingLinks = page.locator(`a[href="${bookingUrl(offers.outbound, config)}"]`);
  await expect(bookingLinks.first()).toBeAttached();
  for (const link of await bookingLinks.all()) await expect(link).toBeHidden();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Performance at steady state" })).toBeVisible();
  // On paper the contact page and the e-mail address are written out instead of a button, no raw scheduler URL.
  const contact = new URL("/contact", config.siteUrl);
  await expect(page.getByText(`${contact.host}${contact.pathname}`)).toBeVisible();
  await expect(page.getByText(bookingUrl(offers.outbound, config))).toBeHidden();
});

test("on a 320 px phone every performance figure stays on one line inside its card", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 700 });
  for (const { slug } of [
    ...content.onePagers.map((p) => ({ slug: `one-pagers/${p.slug}` })),
    ...content.caseStudies.map((c) => ({ slug: `case-studies/${c.slug}` })),
  ]) {
    await page.goto(`/${slug}`);
    const figures = page.locator("#performance dd");
    expect(await figures.count(), slug).toBeGreaterThan(0);
    const problems = await figures.evaluateAll((items) =>
      items
        .filter((item) => {
          const card = item.parentElement?.getBoundingClientRect();
          const box = item.getBoundingClientRect();
          const lineHeight = parseFloat(getComputedStyle(item).lineHeight);
          return !card || box.right > card.right + 0.5 || box.height > lineHeight * 1.5;
        })
        .map((item) => item.textContent),
    );
    expect(problems, slug).toEqual([]);
  }
});

test("a case study block that tells an illustrative case study is labelled as one", () => {
  const illustrative = new Set(
    content.caseStudies.filter((study) => study.illustrative).map((study) => `/case-studies/${study.slug}`),
  );
  const pages = [
    ...content.onePagers.map((page) => ({ ...page, path: `/one-pagers/${page.slug}` })),
    ...content.caseStudies.map((page) => ({ ...page, path: `/case-studies/${page.slug}` })),
  ].filter((page) => page.block);
  expect(pages.some((page) => page.blockLink && illustrative.has(page.blockLink))).toBe(true);
  const html = new Map(prerenderedPages().map((page) => [page.path, page.html]));
  for (const page of pages) {
    const block = /<section[^>]*id="case-study"[\s\S]*?<\/section>/.exec(html.get(page.path) ?? "")?.[0] ?? "";
    expect(block, `${page.path} has its case study block`).not.toBe("");
    expect(block.includes("Illustrative benchmark"), page.path).toBe(
      page.blockLink !== undefined && illustrative.has(page.blockLink),
    );
  }
});

test("an illustrative case study says plainly, under its hero, that it is not a client result", async ({ page }) => {
  expect(content.caseStudies.some((study) => study.illustrative)).toBe(true);
  for (const study of content.caseStudies) {
    await page.goto(`/case-studies/${study.slug}`);
    const notice = page.getByText("Not a client result.");
    if (!study.illustrative) {
      await expect(notice).toHaveCount(0);
      continue;
    }
    await expect(notice).toBeVisible();
    // Said once: the notice's label, not a second pill above the title.
    await expect(page.locator("header").getByText("Illustrative benchmark", { exact: true })).toHaveCount(1);
    const noticeTop = (await notice.boundingBox())?.y ?? Infinity;
    const firstSection = (await page.locator("#why").boundingBox())?.y ?? 0;
    expect(noticeTop).toBeLessThan(firstSection);
  }
});
