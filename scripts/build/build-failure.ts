import { relative } from "node:path";
import { stripVTControlCharacters } from "node:util";

// What a failed build says when the cause is a content file: the file, the line and what to do, in
// a few lines, not Vite's stack and Rolldown's framed excerpt of the line.

/** Issue lines shown of one file's mistakes; the rest are counted. */
const MAX_ISSUES = 4;

/**
 * The content mistake in a failed build's error output, in the build's words (`Invalid content in
 * file:line:column: what is wrong; what to do`), or undefined when the cause is not a content file
 * (then the whole output is for the developer).
 * @param root the project folder, which the file is named relative to
 */
export function contentMistake(output: string, root: string): string | undefined {
  const text = stripVTControlCharacters(output);
  const start = text.indexOf("Invalid content in ");
  if (start !== -1) {
    const [first = "", ...rest] = text.slice(start).split("\n");
    // A file's issue lines follow, indented two spaces, or more mistakes of their own (the link
    // check names every broken link); the stack's lines are indented four.
    const ended = rest.findIndex((line) => !/^( {2}\S|Invalid content in )/.test(line));
    const own = ended === -1 ? rest : rest.slice(0, ended);
    const shown = own.slice(0, MAX_ISSUES);
    const more = own.length - shown.length;
    return [first, ...shown, ...(more > 0 ? [`  and ${more} more`] : [])].join("\n");
  }
  // A syntax error in a data module, as Rolldown reports it: "[PARSE_ERROR] message" and the
  // place, "[ content/data/figures.ts:12:33 ]".
  const parse = /\[(PARSE_ERROR|SYNTAX_ERROR)\]\s*([^\n]+)/.exec(text);
  const place = /\[ ([^\n\]]+?):(\d+):(\d+) \]/.exec(text);
  if (!parse || !place) return undefined;
  const file = relative(root, place[1] ?? "").replaceAll("\\", "/");
  const named = file.startsWith("..") ? (place[1] ?? "") : file;
  if (!named.startsWith("content/")) return undefined;
  return (
    `Invalid content in ${named}:${place[2]}:${place[3]}: ${parse[2]?.trim()}; ` +
    "the file is TypeScript: look for a missing comma, quote or bracket there or on the line before"
  );
}
