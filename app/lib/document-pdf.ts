// No "~/" imports: the build's PDF step (scripts/build/document-pdfs.ts) loads this file outside the app bundle.

/** Where the build writes a document's PDF: /growth-framework gives /pdf/growth-framework.pdf. */
export function pdfHref(path: string): string {
  return `/pdf${path}.pdf`;
}

/** The name a download is saved under: "mamut-one-pagers-healthcare.pdf". */
export function pdfFileName(path: string, productName: string): string {
  const slug = (text: string) =>
    text
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "");
  return `${[slug(productName), slug(path)].filter(Boolean).join("-")}.pdf`;
}
