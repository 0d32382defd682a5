// The blocking time a page's scripts cause, from a Lighthouse result (npm run audit, decision 011).

/**
 * Total blocking time of the tasks Lighthouse attributes to a script (its long-tasks audit, in the
 * same simulated phone time as TBT): TBT's own sum, each task cut to the span from first
 * contentful paint to time to interactive, less 50 ms. The tasks it leaves out are the document's:
 * parsing, style and layout, which a page without any script has too (`--block-scripts`).
 * @param {Pick<import("lighthouse").Result, "audits">} lhr
 */
export function scriptBlockingTime(lhr) {
  const fcp = lhr.audits["first-contentful-paint"]?.numericValue ?? 0;
  const tti = lhr.audits["interactive"]?.numericValue ?? Number.POSITIVE_INFINITY;
  const details =
    /** @type {{ items?: Array<{ url?: string; startTime?: number; duration?: number }> } | undefined} */ (
      lhr.audits["long-tasks"]?.details
    );
  let blocking = 0;
  for (const task of details?.items ?? []) {
    if (!task.url || !/\.m?js(?:[?#]|$)/.test(task.url)) continue;
    const start = Math.max(task.startTime ?? 0, fcp);
    const end = Math.min((task.startTime ?? 0) + (task.duration ?? 0), tti);
    blocking += Math.max(0, end - start - 50);
  }
  return blocking;
}
