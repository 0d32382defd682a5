// Dates are written for readers where content is loaded (at build and on the server), never in
// the browser: loader data carries the finished text, so hydration formats nothing and loads no
// Intl locale data (30-60 ms of main thread on first use).
const longDate = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

/** "2025-08-30" as "August 30, 2025", the same in every time zone. */
export function readableDate(iso: string): string {
  const date = new Date(`${iso}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso) || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== iso) {
    throw new RangeError(`Not a real date written YYYY-MM-DD: ${iso}`);
  }
  return longDate.format(date);
}
