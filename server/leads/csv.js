/**
 * One CSV field: quoted when needed, and a leading = + - @ tab or carriage return
 * is neutralised with an apostrophe so a spreadsheet never runs it as a formula.
 * @param {unknown} value
 */
export function csvField(value) {
  let text = value === null || value === undefined ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  if (/[",\r\n]/.test(text) || text !== text.trim()) text = `"${text.replaceAll('"', '""')}"`;
  return text;
}

/**
 * @param {readonly string[]} header
 * @param {ReadonlyArray<ReadonlyArray<unknown>>} rows
 */
export function toCsv(header, rows) {
  return [header, ...rows].map((row) => row.map(csvField).join(",")).join("\r\n") + "\r\n";
}
