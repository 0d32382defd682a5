import { renderToStaticMarkup } from "react-dom/server";
import { createElement } from "react";
import { expect, test } from "vitest";
import { DownloadAndPrint } from "~/components/pdf-download";
import { contentIndex } from "~/content/content-index";
import { pdfFileName, pdfHref } from "./document-pdf";
import { documentPaths } from "./site-pages";

test("a document's PDF sits at its own path under /pdf, saved under the product's name", () => {
  expect(pdfHref("/growth-framework")).toBe("/pdf/growth-framework.pdf");
  expect(pdfHref("/one-pagers/healthcare")).toBe("/pdf/one-pagers/healthcare.pdf");
  expect(pdfFileName("/one-pagers/healthcare", "Mamut")).toBe("mamut-one-pagers-healthcare.pdf");
  expect(pdfFileName("/growth-framework", "Acme Growth")).toBe("acme-growth-growth-framework.pdf");
});

test("every industry one-pager and case study is a printable document, beside the fixed documents", () => {
  const paths = documentPaths(contentIndex);
  for (const page of contentIndex.onePagers) expect(paths).toContain(`/one-pagers/${page.slug}`);
  for (const page of contentIndex.caseStudies) expect(paths).toContain(`/case-studies/${page.slug}`);
  expect(paths).toEqual(expect.arrayContaining(["/growth-framework", "/privacy-policy", "/one-pager"]));
  expect(paths).not.toContain("/roi-calculator");
});

test("without PDFs (a build that found no browser) the document offers Print alone, no dead download", () => {
  const html = renderToStaticMarkup(createElement(DownloadAndPrint, { path: "/growth-framework" }));
  expect(html).toMatch(/^<button[^>]*type="button"/);
  expect(html).toContain("Print");
  expect(html).not.toContain("Download");
  expect(html).not.toContain("/pdf/");
});
