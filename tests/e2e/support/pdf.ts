import { getDocumentProxy, getResolvedPDFJS } from "unpdf";

/** A line of text on a PDF page: its baseline height from the page's bottom, and the tags it sits in. */
export type PdfLine = { y: number; text: string; roles: string[] };
/** `links`: the addresses of the page's link annotations (what a click on paper's screen opens). */
export type PdfPage = { width: number; height: number; lines: PdfLine[]; links?: string[] };

// A4 is 210 x 297 mm: 595.28 x 841.89 pt.
export const A4 = { width: 595.28, height: 841.89 };

type StructNode = { role?: string; type?: string; id?: string; children?: StructNode[] };
type TextItem = { str?: string; transform?: number[]; type?: string; id?: string };

/** Which tags (H1, P, LI...) hold each marked piece of content, from the page's structure tree. */
function rolesById(tree: StructNode | null): Map<string, string[]> {
  const roles = new Map<string, string[]>();
  const walk = (node: StructNode, path: string[]) => {
    const here = node.role ? [...path, node.role] : path;
    if (node.type === "content" && node.id) roles.set(node.id, path);
    for (const child of node.children ?? []) walk(child, here);
  };
  if (tree) walk(tree, []);
  return roles;
}

/**
 * Reads a PDF's pages, each as lines of text from top to bottom, with the tags of the tagged
 * PDF Chromium prints (page.pdf({ tagged: true })), so a test can tell a heading from a paragraph.
 */
export async function readPdf(bytes: Uint8Array): Promise<PdfPage[]> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const pages: PdfPage[] = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    const page = await pdf.getPage(number);
    const [, , width = 0, height = 0] = page.view;
    const roles = rolesById((await page.getStructTree()) as StructNode | null);
    const content = await page.getTextContent({ includeMarkedContent: true });
    const marks: Array<string | undefined> = [];
    const byLine = new Map<number, PdfLine>();
    for (const item of content.items as TextItem[]) {
      if (item.type === "beginMarkedContentProps" || item.type === "beginMarkedContent") marks.push(item.id);
      else if (item.type === "endMarkedContent") marks.pop();
      else if (item.str !== undefined && item.transform) {
        // Glyphs of one line share a baseline; a pixel of rounding apart still reads as one line.
        const y = Math.round(item.transform[5] ?? 0);
        const key = [...byLine.keys()].find((other) => Math.abs(other - y) <= 2) ?? y;
        const line = byLine.get(key) ?? { y: key, text: "", roles: [] };
        line.text += item.str;
        const id = marks.findLast((mark) => mark !== undefined);
        for (const role of (id && roles.get(id)) || []) if (!line.roles.includes(role)) line.roles.push(role);
        byLine.set(key, line);
      }
    }
    const lines = [...byLine.values()]
      .map((line) => ({ ...line, text: line.text.replace(/\s+/g, " ").trim() }))
      .filter((line) => line.text !== "")
      .sort((a, b) => b.y - a.y);
    const annotations = (await page.getAnnotations()) as Array<{ subtype?: string; url?: string }>;
    const links = annotations.flatMap((annotation) =>
      annotation.subtype === "Link" && annotation.url ? [annotation.url] : [],
    );
    pages.push({ width, height, lines, links });
  }
  await pdf.loadingTask.destroy();
  return pages;
}

/** Text normalised for comparison: case, spacing and the dashes of ranges set aside. */
export function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\u2010-\u2015]/g, "-")
    .replace(/\s+/g, " ")
    .trim();
}

type FigureNode = { role?: string; alt?: string; type?: string; id?: string; children?: FigureNode[] };
type Glyph = { unicode?: string } | number | null;

/**
 * A PDF's text as a screen reader gets it from the tagged PDF: the glyphs of its tagged content, one
 * after the other, with a line break only between tagged pieces (a paragraph, a heading), none
 * where a line wraps; untagged content (the running header and page numbers) and the drawings of
 * Figure tags (read as their alternative text) left out. The glyphs themselves, not PDF.js's text,
 * which adds spaces where it sees gaps and marks line ends. And the text alternative of each Figure
 * tag (null when it has none).
 */
export async function readPdfText(bytes: Uint8Array): Promise<{ text: string; figureAlts: Array<string | null> }> {
  const { OPS } = await getResolvedPDFJS();
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  let text = "";
  const figureAlts: Array<string | null> = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    const page = await pdf.getPage(number);
    // The marked content inside Figure tags: "p2R_mc12" is marked content 12 of the page.
    const inFigures = new Set<number>();
    const walk = (node: FigureNode | null, inFigure: boolean) => {
      if (!node) return;
      if (node.role === "Figure") figureAlts.push(node.alt?.trim() || null);
      const figure = inFigure || node.role === "Figure";
      const mcid = node.type === "content" ? /_mc(\d+)$/.exec(node.id ?? "")?.[1] : undefined;
      if (figure && mcid !== undefined) inFigures.add(Number(mcid));
      for (const child of node.children ?? []) walk(child, figure);
    };
    walk((await page.getStructTree()) as FigureNode | null, false);
    const { fnArray, argsArray } = await page.getOperatorList();
    const open: Array<number | null> = [];
    fnArray.forEach((operation, index) => {
      if (operation === OPS.beginMarkedContentProps || operation === OPS.beginMarkedContent) {
        const mcid = operation === OPS.beginMarkedContentProps ? (argsArray[index] as [string, unknown])[1] : null;
        open.push(typeof mcid === "number" ? mcid : null);
        text += "\n";
      } else if (operation === OPS.endMarkedContent) {
        open.pop();
        text += "\n";
      } else if (operation === OPS.showText) {
        const tagged = open.some((mcid) => mcid !== null);
        if (!tagged || open.some((mcid) => mcid !== null && inFigures.has(mcid))) return;
        for (const glyph of (argsArray[index] as [Glyph[]])[0]) {
          if (glyph && typeof glyph === "object") text += glyph.unicode ?? "";
        }
      }
    });
  }
  await pdf.loadingTask.destroy();
  return { text, figureAlts };
}

const wordsOf = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/**
 * Words of `pdfText` that are two words of `source` run together ("clinicalstakeholders"): a word
 * the source does not have that splits into two it does.
 */
export function gluedWords(pdfText: string, source: string): string[] {
  const known = new Set(wordsOf(source));
  const glued = new Set<string>();
  for (const word of wordsOf(pdfText)) {
    if (known.has(word) || word.length < 4) continue;
    for (let cut = 1; cut < word.length; cut++) {
      if (known.has(word.slice(0, cut)) && known.has(word.slice(cut))) {
        glued.add(word);
        break;
      }
    }
  }
  return [...glued];
}
