// No "~/" imports: the build's image step (scripts/social-images) loads this file outside the app bundle.

/** A figure such as "25-35", "15%" or "68-75%" as its low and high ends. */
export type Span = { low: number; high: number };

/**
 * The chart of a case study's headline metric: a before/after comparison when a metric states
 * where it came from ("SQLs a month, up from 5-10"), otherwise the first share (a percentage) on a
 * 0-100% ring.
 */
export type HeadlineChart = { kind: "compare"; before: Span; after: Span } | { kind: "share"; value: Span };

type Metric = { label: string; value: string };

export function parseSpan(text: string): Span | undefined {
  const match = /^\s*(\d+(?:\.\d+)?)\s*(?:-\s*(\d+(?:\.\d+)?))?/.exec(text.replaceAll(",", ""));
  if (!match) return undefined;
  const low = Number(match[1]);
  return { low, high: match[2] === undefined ? low : Number(match[2]) };
}

/** Chooses the headline metric of a case study's results and reads it as a chart; undefined when none can be charted. */
export function headlineMetric(metrics: readonly Metric[]): { metric: Metric; chart: HeadlineChart } | undefined {
  for (const metric of metrics) {
    const from = /\b(?:up|down) from (.+)$/.exec(metric.label);
    const before = from?.[1] ? parseSpan(from[1]) : undefined;
    const after = parseSpan(metric.value);
    if (before && after) return { metric, chart: { kind: "compare", before, after } };
  }
  for (const metric of metrics) {
    const value = metric.value.trim().endsWith("%") ? parseSpan(metric.value) : undefined;
    if (value && value.high <= 100) return { metric, chart: { kind: "share", value } };
  }
  return undefined;
}

/** The long-form case study at /case-study/<slug>: not in the content index, so its chart is named here. */
export const FULL_CASE_STUDY_SLUG = "data-privacy-compliance-startup";

/** Headline figures written as a label and a note ("SQLs a month", "up from 5-10") as metrics. */
export function notedMetrics(metrics: readonly { label: string; value: string; note: string }[]): Metric[] {
  return metrics.map((metric) => ({ label: `${metric.label}, ${metric.note}`, value: metric.value }));
}

// The motif files' canvas, grid and colours (public/illustrations), so charts sit in the same system.
const W = 640;
const H = 336;
const BRAND = "#4f46e5";
const BRAND_LIGHT = "#c6ceff";
const DATA = "#0d9488";
const DATA_LIGHT = "#5eead4";
const INK = "#312e81";

function grid(): string {
  let d = "";
  for (let x = 32; x < W; x += 32) d += `M${x} 0V${H}`;
  for (let y = 32; y < H; y += 32) d += `M0 ${y}H${W}`;
  return `<rect width="${W}" height="${H}" fill="#f5f7ff"/><path d="${d}" stroke="#e0e5ff" stroke-width="1"/>`;
}

const round = (n: number) => Math.round(n * 10) / 10;

/** A bar whose solid part reaches the low end and whose light cap reaches the high end of a span. */
function spanBar(x: number, span: Span, scale: number, solid: string, light: string): string {
  const base = 288;
  const top = round(base - span.high * scale);
  const mid = round(base - span.low * scale);
  return (
    `<rect x="${x}" y="${top}" width="120" height="${round(base - top)}" rx="8" fill="${light}"/>` +
    `<rect x="${x}" y="${mid}" width="120" height="${round(base - mid)}" rx="8" fill="${solid}"/>`
  );
}

function compare(before: Span, after: Span): string {
  const scale = 208 / Math.max(before.high, after.high);
  return (
    spanBar(176, before, scale, BRAND, BRAND_LIGHT) +
    spanBar(344, after, scale, DATA, DATA_LIGHT) +
    `<path d="M312 112H332M322 102L332 112L322 122" stroke="${INK}" stroke-width="4"/>` +
    `<path d="M128 288H512" stroke="${INK}" stroke-width="4"/>`
  );
}

function share(value: Span): string {
  // pathLength 100 makes the dash lengths percentages of the ring.
  const ring = (stroke: string, length: number) =>
    `<circle cx="320" cy="168" r="104" stroke="${stroke}" stroke-width="28" pathLength="100" stroke-dasharray="${round(length)} 100" stroke-linecap="butt" transform="rotate(-90 320 168)"/>`;
  return ring("#e0e5ff", 100) + ring(DATA_LIGHT, value.high) + ring(DATA, value.low);
}

/** The chart as a standalone SVG file: drawn shapes only, the figures themselves are text on the page. */
export function headlineChartSvg(chart: HeadlineChart): string {
  const body = chart.kind === "compare" ? compare(chart.before, chart.after) : share(chart.value);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" fill="none" stroke-linecap="round" stroke-linejoin="round">${grid()}${body}</svg>\n`;
}

/** Where the build writes a case study's chart (public/charts, generated, not committed). */
export function headlineChartSrc(slug: string): string {
  return `/charts/case-studies/${slug}.svg`;
}
