import { readFileSync } from "node:fs";
import { relative } from "node:path";
import type { Plugin } from "vite";
import type { z } from "zod";
import { FIGURE_TOKEN, fillTokens, figureTokens, type FigureToken } from "../../app/content/figure-tokens.ts";
import { figuresSchema, offersSchema } from "../../app/content/figures-schema.ts";
import { homeSchema } from "../../app/content/home-schema.ts";
import { pageCopySchema } from "../../app/content/page-copy-schema.ts";
import { dataFieldPosition } from "../../app/content/source-lines.ts";
import { episodes } from "../../content/data/episodes.ts";
import figuresData from "../../content/data/figures.ts";
import home from "../../content/data/home.ts";
import offersData from "../../content/data/offers.ts";
import * as pageCopy from "../../content/data/page-copy.ts";
import talentCountries from "../../content/data/talent-countries.ts";

export const FIGURES_FILE = "content/data/figures.ts";
const OFFERS_FILE = "content/data/offers.ts";
const HOME_FILE = "content/data/home.ts";
const PAGE_COPY_FILE = "content/data/page-copy.ts";

/** A data file's text, for the line of a mistake (the build runs from the project folder). */
function readSource(file: string): string | undefined {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return undefined;
  }
}

function parse<Schema extends z.ZodType>(schema: Schema, data: unknown, file: string): z.output<Schema> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const source = readSource(file);
  const lines = result.error.issues.map((issue) => {
    const line = source === undefined ? undefined : dataFieldPosition(source, issue.path)?.line;
    return `  ${line ? `line ${line}: ` : ""}${issue.path.join(".") || "(file)"}: ${issue.message}`;
  });
  throw new Error(`Invalid content in ${file}:\n${lines.join("\n")}`);
}

/** A content value with its figures and the product's name in place, as pages read it. */
export function filled<T>(value: T, texts: ReadonlyMap<string, string>, productName: string): T {
  if (typeof value === "string") {
    return fillTokens(value, (token) => texts.get(token)).replaceAll("{productName}", productName) as T;
  }
  if (Array.isArray(value)) return value.map((item: unknown) => filled(item, texts, productName)) as T;
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, filled(item, texts, productName)]),
    ) as T;
  }
  return value;
}

/**
 * Every figure token with its text, from content/data/figures.ts and offers.ts and the counts of
 * the content lists. These files, the home page's and page-copy.ts (which pages read without a schema) are
 * validated here, figures in place. Throws naming the file and the field, or the claim and both
 * of its figures.
 */
export function siteFigureTokens(productName: string): FigureToken[] {
  const figures = parse(figuresSchema, figuresData, FIGURES_FILE);
  const tokens = figureTokens(figures, offersData, {
    episodes: episodes.length,
    mapCountries: talentCountries.length,
    trackedResults: home.results.length,
  });
  const texts = new Map(tokens.map(({ token, text }) => [token, text]));
  parse(offersSchema, filled(offersData, texts, productName), OFFERS_FILE);
  parse(homeSchema, filled(home, texts, productName), HOME_FILE);
  parse(pageCopySchema, filled({ ...pageCopy }, texts, productName), PAGE_COPY_FILE);
  return tokens;
}

/** The figures as a module code can import (app/content/figure-text.ts), for words written in code. */
export const FIGURES_MODULE = "virtual:content-figures";
const RESOLVED_FIGURES_MODULE = `\0${FIGURES_MODULE}`;

/** App code: figure("...") calls with a name, put in place as text at build (app/content/figure-text.ts). */
const APP_FILE = /\/app\/[^?]+\.tsx?$/;
const FIGURE_CALL = /\bfigure\("([a-z][\w.]*)"\)/g;

/** Content files that may write figure tokens: articles, documents and data files (their ?raw text too). */
const CONTENT_FILE = /\/content\/(?:blog|pages|data)\/[^?]+\.(?:mdx|ts)(?:\?raw)?$/;

/**
 * Puts the figures in place in content files before anything else reads them (MDX, the data
 * modules, an article's raw text for read times and the assistant), so every page, meta tag,
 * feed item and assistant answer shows the same figure. A data file's {productName} becomes the
 * configured name here too (articles' is the MDX pipeline's, scripts/build/remark-content.ts).
 * An unknown figure stops the build with the file and the line.
 */
export function contentFigures({ productName }: { productName: string }): Plugin {
  let texts: Map<string, string> | undefined;
  const table = () => (texts ??= new Map(siteFigureTokens(productName).map(({ token, text }) => [token, text])));
  return {
    name: "content-figures",
    enforce: "pre",
    buildStart() {
      // Checked once at the start, so a wrong figure or claim stops the build before any page.
      table();
    },
    resolveId(id) {
      return id === FIGURES_MODULE ? RESOLVED_FIGURES_MODULE : null;
    },
    load(id) {
      if (id !== RESOLVED_FIGURES_MODULE) return null;
      return `export default ${JSON.stringify(Object.fromEntries(table()))};`;
    },
    transform(code, id) {
      const file = relative(process.cwd(), id.replace(/\?.*$/, "")).replace(/\\/g, "/");
      if (APP_FILE.test(id) && !id.includes("/node_modules/")) {
        // The text itself, not a lookup in the table of every figure: a page's JavaScript carries only
        // the figures it shows (the whole table is about 1.3 kB gzip).
        const known = table();
        const result = code.replace(FIGURE_CALL, (_call, token: string, index: number) => {
          const text = known.get(token);
          if (text === undefined) {
            this.error(`${file}:${code.slice(0, index).split("\n").length}: unknown figure("${token}")`);
          }
          return JSON.stringify(text);
        });
        return result === code ? null : { code: result, map: null };
      }
      if (!CONTENT_FILE.test(id)) return null;
      if (file === FIGURES_FILE) return null;
      const known = table();
      let unknown: { token: string; index: number } | undefined;
      let result = code.replace(FIGURE_TOKEN, (whole, token: string, index: number) => {
        const text = known.get(token);
        if (text === undefined) unknown ??= { token, index };
        return text ?? whole;
      });
      // An article's raw text repeats its MDX module, whose transform reports the line.
      if (unknown && !id.endsWith("?raw")) {
        const line = code.slice(0, unknown.index).split("\n").length;
        this.error(
          `Invalid content in ${file}:${line}: unknown figure {${unknown.token}}; the figures are listed in content/README.md`,
        );
      }
      if (file.endsWith(".ts")) result = result.replaceAll("{productName}", productName);
      return result === code ? null : { code: result, map: null };
    },
  };
}
