// The blocking time a page's scripts cause, from a Lighthouse result (npm run audit, decision 011).
import type { Result } from "lighthouse";

/** The part of a Lighthouse result the blocking time is read from: its audits' figures and details. */
export type AuditFigures = { audits: Record<string, Pick<Result["audits"][string], "numericValue" | "details">> };

/**
 * Total blocking time of the tasks Lighthouse attributes to a script (its long-tasks audit, in the
 * same simulated phone time as TBT): TBT's own sum, each task cut to the span from first
 * contentful paint to time to interactive, less 50 ms. The tasks it leaves out are the document's:
 * parsing, style and layout, which a page without any script has too (`--block-scripts`).
 */
export function scriptBlockingTime(lhr: AuditFigures) {
  const fcp = lhr.audits["first-contentful-paint"]?.numericValue ?? 0;
  const tti = lhr.audits["interactive"]?.numericValue ?? Number.POSITIVE_INFINITY;
  const details = lhr.audits["long-tasks"]?.details;
  let blocking = 0;
  for (const task of details?.type === "table" ? details.items : []) {
    const { url } = task;
    if (typeof url !== "string" || !/\.m?js(?:[?#]|$)/.test(url)) continue;
    const startTime = typeof task.startTime === "number" ? task.startTime : 0;
    const duration = typeof task.duration === "number" ? task.duration : 0;
    const start = Math.max(startTime, fcp);
    const end = Math.min(startTime + duration, tti);
    blocking += Math.max(0, end - start - 50);
  }
  return blocking;
}
