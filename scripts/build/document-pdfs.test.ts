import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "vitest";
import { pdfHref } from "../../app/lib/document-pdf.ts";
import { findHeadlessBrowser } from "../browser-path.ts";
import { MISSING_PDF_TEXT, markMissingPdfs, writeDocumentPdfs } from "./document-pdfs.ts";

function clientDir(pages: Record<string, string>) {
  const dir = mkdtempSync(join(tmpdir(), "pdfs-"));
  for (const [path, html] of Object.entries(pages)) {
    mkdirSync(join(dir, path), { recursive: true });
    writeFileSync(join(dir, path, "index.html"), html);
  }
  return dir;
}

const link = (path: string) =>
  `<a href="${pdfHref(path)}" download="mamut.pdf" type="application/pdf" class="print-hidden btn"><svg></svg>Download PDF</a>`;

test("a missing PDF's links say so in every page, and the other documents' links stay", () => {
  const dir = clientDir({
    "one-pager": `<main>${link("/one-pager")}</main>`,
    "one-pagers/saas": `<main>${link("/one-pagers/saas")} <a href="/one-pager">back</a> ${link("/one-pager")}</main>`,
  });
  expect(markMissingPdfs(dir, [{ path: "/one-pager", reason: "timed out" }])).toBe(2);
  const page = readFileSync(join(dir, "one-pager", "index.html"), "utf8");
  expect(page).toBe(`<main><a class="print-hidden btn" data-pdf-missing="">${MISSING_PDF_TEXT}</a></main>`);
  const other = readFileSync(join(dir, "one-pagers/saas", "index.html"), "utf8");
  expect(other).toContain(link("/one-pagers/saas"));
  expect(other).toContain('<a href="/one-pager">back</a>');
  expect(other).not.toContain(pdfHref("/one-pager"));
});

test.skipIf(findHeadlessBrowser() === null)(
  "a document that fails to print twice is reported missing; the others are written",
  { timeout: 120_000 },
  async () => {
    const dir = clientDir({ "one-pager": "<!doctype html><title>One-pager</title><h1>One-pager</h1>" });
    const result = await writeDocumentPdfs(dir, ["/one-pager", "/no-such-document"], "https://mamut.test");
    expect(existsSync(join(dir, pdfHref("/one-pager")))).toBe(true);
    expect(result.missing).toEqual([{ path: "/no-such-document", reason: "/no-such-document answered 404" }]);
    expect(result.summary).toMatch(/^document PDFs: 1 written/);
    expect(result.summary).toContain("warning: the PDF of /no-such-document failed twice (/no-such-document answered 404)");
  },
);
