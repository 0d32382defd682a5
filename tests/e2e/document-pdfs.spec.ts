import type { Page } from "@playwright/test";
import { pdfHref } from "../../app/lib/document-pdf";
import { documentPaths } from "../../app/lib/site-pages";
import { COST_PARAMS, OUTBOUND_PARAMS } from "../../app/features/roi-calculator/url-state";
import { A4, gluedWords, normalise, readPdf, readPdfText, type PdfPage } from "./support/pdf";
import { config, content, prerenderedPages } from "./support/site";
import { expect, test } from "./support/test";

// Every printable document the content index and the page list give (app/lib/site-pages.ts).
const documents = documentPaths(content);
// The industry one-pagers and the case studies share one layout, made to print on one page; so does
// the sales sheet (PRODUCT.md: one page for one-pagers and the sales sheet).
const onePageLayout = (path: string) => path === "/one-pager" || /^\/(one-pagers|case-studies)\//.test(path);
// The print stylesheet's page margin (1.5cm): running headers above it, page numbers below.
const MARGIN = (1.5 / 2.54) * 72;

function expectA4(pages: PdfPage[], what: string) {
  expect(pages.length, what).toBeGreaterThan(0);
  for (const [index, page] of pages.entries()) {
    expect(Math.abs(page.width - A4.width), `${what} page ${index + 1} width`).toBeLessThan(1.5);
    expect(Math.abs(page.height - A4.height), `${what} page ${index + 1} height`).toBeLessThan(1.5);
  }
}

/** The lines of a page's text area, without its running header and page number. */
function bodyLines(page: PdfPage) {
  return page.lines.filter((line) => line.y > MARGIN && line.y < page.height - MARGIN);
}

/** The short labels set above headings on this page ("BUILD VS. BUY"), as the browser shows them on paper. */
async function eyebrows(page: Page): Promise<string[]> {
  await page.emulateMedia({ media: "print" });
  return page.locator("main :is(h2, h3)").evaluateAll((headings) =>
    headings.flatMap((heading) => {
      const before = heading.previousElementSibling;
      const text = before instanceof HTMLElement ? before.innerText.trim() : "";
      return before && text && text.length <= 60 && getComputedStyle(before).textTransform === "uppercase"
        ? [text]
        : [];
    }),
  );
}

/** Every page but the last ends with text that is neither a heading nor an eyebrow left alone. */
function expectNoStrandedHeadings(pages: PdfPage[], labels: readonly string[], what: string) {
  const stranded = new Set(labels.map(normalise));
  for (const [index, page] of pages.slice(0, -1).entries()) {
    const last = bodyLines(page).at(-1);
    expect(last, `${what} page ${index + 1} has text`).toBeDefined();
    if (!last) continue;
    const where = `${what} page ${index + 1} ends with "${last.text}" (${last.roles.join(" > ")})`;
    expect(
      last.roles.some((role) => /^H[1-6]$/.test(role)),
      where,
    ).toBe(false);
    expect(stranded.has(normalise(last.text)), where).toBe(false);
  }
}

test("the build printed more documents than the industry one-pagers and case studies", () => {
  expect(documents.length).toBeGreaterThan(content.onePagers.length + content.caseStudies.length);
});

test("Download PDF downloads the document's PDF, also without JavaScript", async ({ browser }) => {
  const path = documents.find(onePageLayout) ?? documents[0] ?? "/";
  const context = await browser.newContext({ javaScriptEnabled: false, acceptDownloads: true });
  const page = await context.newPage();
  await page.goto(path);
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("main").getByRole("link", { name: "Download PDF" }).first().click(),
  ]);
  expect(download.suggestedFilename()).toMatch(new RegExp(`^${config.productName.toLowerCase()}-.+\\.pdf$`));
  const file = await download.path();
  expect(file).toBeTruthy();
  const pages = await readPdf(new Uint8Array(await import("node:fs").then((fs) => fs.readFileSync(file))));
  expectA4(pages, path);
  await context.close();
});

for (const path of documents) {
  test(`${path}: Download PDF serves its PDF, A4, ${onePageLayout(path) ? "on one page" : "paginated"}, no heading or eyebrow ending a page`, async ({
    page,
    request,
  }) => {
    await page.goto(path);
    const links = page.getByRole("main").getByRole("link", { name: "Download PDF" });
    expect(await links.count()).toBeGreaterThan(0);
    for (const link of await links.all()) {
      await expect(link).toHaveAttribute("href", pdfHref(path));
      await expect(link).toHaveAttribute("download", /\.pdf$/);
    }
    const response = await request.get(pdfHref(path));
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("application/pdf");
    const pages = await readPdf(await response.body());
    expectA4(pages, path);
    if (onePageLayout(path)) expect(pages, `${path} prints on one page`).toHaveLength(1);
    // The document's own text, not a blank page: its title opens the first page.
    const title = (await page.getByRole("heading", { level: 1 }).innerText()).replace(/\s+/g, " ").trim();
    expect(
      bodyLines(pages[0] ?? { width: 0, height: 0, lines: [] })
        .map((line) => line.text)
        .join(" "),
    ).toContain(title);
    // A tagged PDF: its headings are marked as headings (for readers, and for the check below).
    const lines = pages.flatMap((pdfPage) => pdfPage.lines);
    expect(lines.some((line) => line.roles.some((role) => /^H[1-6]$/.test(role)))).toBe(true);
    expectNoStrandedHeadings(pages, await eyebrows(page), path);
    // Links on paper open the site itself: its pages at SITE_URL, never the address it was printed from.
    const siteOrigin = new URL(config.siteUrl).origin;
    for (const url of pages.flatMap((pdfPage) => pdfPage.links ?? [])) {
      if (url.startsWith("mailto:")) continue;
      expect(url, `${path}: a link`).toMatch(/^https:\/\//);
      const { origin } = new URL(url);
      const external = (await page.locator(`a[href="${url}"]`).count()) > 0;
      expect(origin === siteOrigin || external, `${path}: ${url} is SITE_URL's or an external link of the page`).toBe(
        true,
      );
    }
  });
}

for (const path of ["/growth-framework", "/privacy-policy"]) {
  test(`every page of the ${path} PDF carries its running header`, async ({ page, request }) => {
    await page.goto(path);
    const title = (await page.getByRole("heading", { level: 1 }).innerText()).trim();
    const pages = await readPdf(await (await request.get(pdfHref(path))).body());
    expect(pages.length).toBeGreaterThan(1);
    for (const [index, pdfPage] of pages.entries()) {
      const header = pdfPage.lines.filter((line) => line.y >= pdfPage.height - MARGIN).map((line) => line.text);
      expect(header.join(" "), `${path} page ${index + 1}`).toContain(`${config.productName} · ${title}`);
    }
  });
}

test("the ROI calculator prints a summary of its results on at most two A4 pages", async ({ page }) => {
  // Not the defaults: a visitor's own figures, kept in the address.
  const figures = new URLSearchParams({
    [COST_PARAMS.baseSalary]: "120000",
    [COST_PARAMS.bdrCount]: "3",
    [OUTBOUND_PARAMS.revenueGoal]: "2500000",
    [OUTBOUND_PARAMS.averageDealSize]: "40000",
  });
  await page.goto(`/roi-calculator?${figures}`);
  await page.emulateMedia({ media: "print" });
  const pages = await readPdf(await page.pdf({ preferCSSPageSize: true, printBackground: true, tagged: true }));
  expectA4(pages, "/roi-calculator");
  expect(pages.length).toBeLessThanOrEqual(2);
  const text = pages.flatMap((pdfPage) => pdfPage.lines.map((line) => line.text)).join("\n");
  for (const result of [
    "Fully loaded cost per BDR per year",
    "Prospects you need to reach",
    "The math, step by step",
  ]) {
    expect(text).toContain(result);
  }
  // A summary: the fields, the method and the calls to action stay on screen.
  expect(text).not.toContain("Your numbers");
  expectNoStrandedHeadings(pages, await eyebrows(page), "/roi-calculator");
});

// Issue 36 item 8: what a screen reader reads from a tagged PDF.
test("every document PDF keeps its word spaces where lines wrap, and every figure in it has a text alternative", async ({
  request,
}) => {
  test.setTimeout(120_000);
  const pages = new Map(prerenderedPages().map(({ path, html }) => [path, html]));
  let checked = 0;
  for (const path of documents) {
    const response = await request.get(pdfHref(path));
    expect(response.status(), path).toBe(200);
    const { text, figureAlts } = await readPdfText(await response.body());
    // No two words of the page run together ("clinicalstakeholders"), so none lost its space.
    expect(gluedWords(text, pages.get(path) ?? ""), path).toEqual([]);
    expect(figureAlts.filter((alt) => alt === null).length, `${path}: figures without alternative text`).toBe(0);
    checked++;
  }
  expect(checked).toBe(documents.length);
});
