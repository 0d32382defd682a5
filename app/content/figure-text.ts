import figures from "virtual:content-figures";
import { fillTokens } from "./figure-tokens";

/**
 * A figure's text for words written in code, e.g. figure("program.installDays") is "7": the same
 * text content files get for {program.installDays} (content/data/figures.ts). An unknown name
 * throws, so the page that asks for it fails to build and names it.
 */
export function figure(token: string): string {
  const text = figures[token];
  if (text === undefined) throw new Error(`Unknown figure {${token}}: the figures are listed in content/README.md`);
  return text;
}

/** Text with every {figure} token in place. */
export function withFigures(text: string): string {
  return fillTokens(text, figure);
}
