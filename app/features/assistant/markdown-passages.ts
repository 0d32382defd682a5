/**
 * Splits an MDX document into plain-text passages at its h2 and h3 headings, with the
 * ids the rendered page gives those headings (rehype-slug, or an explicit `<h2 id>`).
 */
export type MarkdownPassage = {
  /** The heading's id on the page; absent for the text before the first heading. */
  anchor?: string;
  heading?: string;
  /** The h2 an h3 sits under. */
  parent?: string;
  text: string;
};

/**
 * Text for self-closing components that render content (e.g. front-matter blocks): the text,
 * or a function of the component's props as written (`<Chart name="funnel" />` gives ` name="funnel" `).
 */
export type ComponentText = Record<string, string | ((props: string) => string)>;

/** One prop's value as written in a self-closing component: `name="funnel"` gives "funnel". */
export function propOf(props: string, name: string): string | undefined {
  return new RegExp(`\\b${name}="([^"]*)"`).exec(props)?.[1];
}

/**
 * The github-slugger rule rehype-slug uses: lowercase, drop punctuation and symbols,
 * spaces to hyphens, and "-1", "-2" for repeats within one document.
 */
export function createSlugger(): (text: string) => string {
  const seen = new Map<string, number>();
  return (text) => {
    const base = text
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, "")
      .replace(/ /g, "-");
    let slug = base;
    while (seen.has(slug)) {
      const next = (seen.get(base) ?? 0) + 1;
      seen.set(base, next);
      slug = `${base}-${next}`;
    }
    seen.set(slug, 0);
    return slug;
  };
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

/** Markdown and JSX inline syntax to plain text. */
export function inlineText(markdown: string, components: ComponentText = {}): string {
  return markdown
    .replace(/<([A-Z][A-Za-z0-9]*)\b([^>]*)\/>/g, (_, name: string, props: string) => {
      const text = components[name];
      return typeof text === "function" ? text(props) : (text ?? "");
    })
    .replace(/<[A-Za-z][A-Za-z0-9]*\b[^>]*\btitle="([^"]*)"[^>]*>/g, "$1. ")
    .replace(/<\/?[A-Za-z][^>]*>/g, "")
    .replace(/!\[[^\]]*\]\([^)]*\)/g, "")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/(\*\*|__)(.+?)\1/g, "$2")
    .replace(/(?<![\w*])[*_](?!\s)(.+?)(?<!\s)[*_](?![\w*])/g, "$1")
    .replace(/`([^`]*)`/g, "$1")
    .replace(/&(amp|lt|gt|quot|apos|nbsp);/g, (_, name: string) => ENTITIES[name] ?? "")
    .replace(/\s+/g, " ")
    .trim();
}

/** A list item or table row reads as a sentence. */
function asSentence(text: string): string {
  return /[.!?:]$/.test(text) ? text : `${text}.`;
}

function tableRow(line: string, components: ComponentText): string {
  const cells = line
    .replace(/^\s*\|/, "")
    .replace(/\|\s*$/, "")
    .split("|")
    .map((cell) => inlineText(cell, components))
    .filter(Boolean);
  if (cells.length === 0) return "";
  const [first, ...rest] = cells;
  return asSentence(rest.length ? `${first}: ${rest.join(", ")}` : (first ?? ""));
}

const FRONT_MATTER = /^---\r?\n[\s\S]*?\r?\n---\r?\n/;
const MD_HEADING = /^(#{2,3})\s+(.+?)\s*#*\s*$/;
const HTML_HEADING = /^<h([23])\b([^>]*)>(.*)<\/h\1>\s*$/;
const TABLE_SEPARATOR = /^\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$/;

export function splitMarkdown(source: string, components: ComponentText = {}): MarkdownPassage[] {
  const slug = createSlugger();
  const passages: MarkdownPassage[] = [];
  let current: MarkdownPassage = { text: "" };
  let h2: string | undefined;
  let paragraph: string[] = [];
  let tableStarted = false;
  let inFence = false;

  const flushParagraph = () => {
    const text = inlineText(paragraph.join(" "), components);
    if (text) current.text = current.text ? `${current.text} ${text}` : text;
    paragraph = [];
  };
  const push = (text: string) => {
    if (text) current.text = current.text ? `${current.text} ${text}` : text;
  };
  const startSection = (level: number, heading: string, explicitId: string | undefined) => {
    flushParagraph();
    if (current.text) passages.push(current);
    // rehype-slug leaves headings with an id alone, so they take no slug.
    const anchor = explicitId ?? slug(heading);
    if (level === 2) h2 = heading;
    current = level === 3 && h2 ? { anchor, heading, parent: h2, text: "" } : { anchor, heading, text: "" };
  };

  for (const line of source.replace(FRONT_MATTER, "").split(/\r?\n/)) {
    if (/^\s*(```|~~~)/.test(line)) {
      inFence = !inFence;
      continue;
    }
    if (inFence) {
      paragraph.push(line);
      continue;
    }
    const md = MD_HEADING.exec(line);
    const html = md ? null : HTML_HEADING.exec(line.trim());
    if (md) {
      startSection((md[1] ?? "##").length, inlineText(md[2] ?? "", components), undefined);
      continue;
    }
    if (html) {
      const id = /\bid="([^"]+)"/.exec(html[2] ?? "")?.[1];
      startSection(Number(html[1]), inlineText(html[3] ?? "", components), id);
      continue;
    }
    const trimmed = line.trim();
    if (!trimmed) {
      flushParagraph();
      tableStarted = false;
      continue;
    }
    if (trimmed.startsWith("|")) {
      flushParagraph();
      if (TABLE_SEPARATOR.test(trimmed)) continue;
      // The first row of a table is its header: it labels columns and says nothing alone.
      if (!tableStarted) {
        tableStarted = true;
        continue;
      }
      push(tableRow(trimmed, components));
      continue;
    }
    const item = /^\s*(?:[-*+]|\d+[.)])\s+(.*)$/.exec(line);
    if (item) {
      flushParagraph();
      const text = inlineText(item[1] ?? "", components);
      if (text) push(asSentence(text));
      continue;
    }
    paragraph.push(trimmed.replace(/^>\s?/, ""));
  }
  flushParagraph();
  if (current.text) passages.push(current);
  return passages;
}

/** The h2 headings of an MDX document with the ids the page gives them: an article's table of contents. */
export function markdownHeadings(source: string, components: ComponentText = {}): { id: string; title: string }[] {
  const slug = createSlugger();
  const headings: { id: string; title: string }[] = [];
  let inFence = false;
  for (const line of source.replace(FRONT_MATTER, "").split(/\r?\n/)) {
    if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
    if (inFence) continue;
    const md = MD_HEADING.exec(line);
    const html = md ? null : HTML_HEADING.exec(line.trim());
    if (!md && !html) continue;
    const level = md ? (md[1] ?? "##").length : Number(html?.[1]);
    const title = inlineText((md ? md[2] : html?.[3]) ?? "", components);
    // Every heading takes a slug (rehype-slug counts repeats across levels), unless it carries an id.
    const explicitId = html ? /\bid="([^"]+)"/.exec(html[2] ?? "")?.[1] : undefined;
    const id = explicitId ?? slug(title);
    if (level === 2) headings.push({ id, title });
  }
  return headings;
}
