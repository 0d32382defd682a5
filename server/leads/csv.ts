// Characters that end a field in a comma-, semicolon- or tab-delimited import (spreadsheets
// guess the delimiter, or the owner picks it), or that CSV itself quotes.
const NEEDS_QUOTES = /[",;\t\r\n]/;
// A cell a spreadsheet may run as a formula: it starts with = + - @ (some importers trim
// spaces first) or with a tab or carriage return.
const FORMULA = /^(?:[\t\r]|[ ]*[=+\-@])/;

/**
 * One CSV field: quoted when it holds a delimiter of any common kind, a quote or a line break
 * (or spaces at either end), and prefixed with an apostrophe when a spreadsheet could run it
 * as a formula.
 */
export function csvField(value: unknown) {
  let text = value === null || value === undefined ? "" : String(value);
  if (FORMULA.test(text)) text = `'${text}`;
  if (NEEDS_QUOTES.test(text) || text !== text.trim()) text = `"${text.replaceAll('"', '""')}"`;
  return text;
}

export function toCsv(header: readonly string[], rows: ReadonlyArray<ReadonlyArray<unknown>>) {
  return [header, ...rows].map((row) => row.map(csvField).join(",")).join("\r\n") + "\r\n";
}
