// No "~/" imports: the build's image step (scripts/social-images) loads this file outside the app bundle.
import { BRAND, BRAND_LIGHT, DATA, DATA_LIGHT, GRID, H, INK, round, svgDocument, W } from "./canvas.ts";

/** A figure such as "25-35", "15%", "68-75%" or "$9.8K-$12.5K" as its low and high ends. */
export type Span = { low: number; high: number };

/**
 * The chart of a case study's headline metric: a before/after comparison when a metric states
 * where it came from ("SQLs a month, up from 5-10"), otherwise the first share (a percentage) on a
 * 0-100% ring.
 */
export type HeadlineChart = { kind: "compare"; before: Span; after: Span } | { kind: "share"; value: Span };

type Metric = { label: string; value: string };

const NUMBER = String.raw`\$?\s*(\d+(?:\.\d+)?)\s*([KkMm])?`;
const SPAN = new RegExp(String.raw`^\s*${NUMBER}(?:\s*-\s*${NUMBER})?`);

export function parseSpan(text: string): Span | undefined {
  const match = SPAN.exec(text.replaceAll(",", ""));
  if (!match) return undefined;
  const scale = (unit: string | undefined) =>
    unit ? ({ k: 1e3, m: 1e6 } as const)[unit.toLowerCase() as "k" | "m"] : 1;
  // "$9.8K-$12.5K" and "9.8-12.5K" both scale the low end by the unit written on either end.
  const lowUnit = match[2] ?? match[4];
  const low = Number(match[1]) * scale(lowUnit);
  return { low, high: match[3] === undefined ? low : Number(match[3]) * scale(match[4] ?? lowUnit) };
}

/**
 * Chooses the headline metric of a case study's results and reads it as a chart; undefined when
 * none can be charted. `preferred` (a metric's label, from the content file) picks the metric;
 * otherwise the first comparison, then the first share.
 */
export function headlineMetric(
  metrics: readonly Metric[],
  preferred?: string,
): { metric: Metric; chart: HeadlineChart } | undefined {
  const candidates = preferred === undefined ? metrics : metrics.filter((metric) => metric.label === preferred);
  for (const metric of candidates) {
    const from = /\b(?:up|down) from (.+)$/.exec(metric.label);
    const before = from?.[1] ? parseSpan(from[1]) : undefined;
    const after = parseSpan(metric.value);
    if (before && after) return { metric, chart: { kind: "compare", before, after } };
  }
  for (const metric of candidates) {
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

/** A bar whose solid part reaches the low end and whose light cap reaches the high end of a span. */
function columnBar(x: number, span: Span, scale: number, solid: string, light: string): string {
  const base = 288;
  const top = round(base - span.high * scale);
  const mid = round(base - span.low * scale);
  return (
    `<rect x="${x}" y="${top}" width="120" height="${round(base - top)}" rx="8" fill="${light}"/>` +
    `<rect x="${x}" y="${mid}" width="120" height="${round(base - mid)}" rx="8" fill="${solid}"/>`
  );
}

/** The same bar lying down, from the axis at x 128. */
function rowBar(y: number, span: Span, scale: number, solid: string, light: string): string {
  const base = 128;
  return (
    `<rect x="${base}" y="${y}" width="${round(span.high * scale)}" height="64" rx="8" fill="${light}"/>` +
    `<rect x="${base}" y="${y}" width="${round(span.low * scale)}" height="64" rx="8" fill="${solid}"/>`
  );
}

// Four compositions of one comparison, so case studies side by side never show the same picture.

/** Columns side by side on a baseline, an arrow between. */
function columns(before: Span, after: Span): string {
  const scale = 208 / Math.max(before.high, after.high);
  const arrowY = round(288 - Math.max(before.high, after.high) * scale * 0.85);
  return (
    columnBar(176, before, scale, BRAND, BRAND_LIGHT) +
    columnBar(344, after, scale, DATA, DATA_LIGHT) +
    `<path d="M312 ${arrowY}H332M322 ${arrowY - 10}L332 ${arrowY}L322 ${arrowY + 10}" stroke="${INK}" stroke-width="4"/>` +
    `<path d="M128 288H512" stroke="${INK}" stroke-width="4"/>`
  );
}

/** Rows from an axis on the left, the change marked where the bars end. */
function rows(before: Span, after: Span): string {
  const scale = 384 / Math.max(before.high, after.high);
  const from = round(128 + before.high * scale);
  const to = round(128 + after.high * scale);
  return (
    rowBar(80, before, scale, BRAND, BRAND_LIGHT) +
    rowBar(192, after, scale, DATA, DATA_LIGHT) +
    `<path d="M${from} 160V176H${to}V184" stroke="${INK}" stroke-width="4" stroke-dasharray="2 10"/>` +
    `<path d="M128 56V280" stroke="${INK}" stroke-width="4"/>`
  );
}

/** The after bar drawn inside the outline of the before bar: the gap is the change. */
function gap(before: Span, after: Span): string {
  const scale = 224 / Math.max(before.high, after.high);
  const outline = (span: Span) => round(288 - span.high * scale);
  return (
    `<rect x="224" y="${outline(before)}" width="192" height="${round(288 - outline(before))}" rx="10" fill="#fff" stroke="${BRAND}" stroke-width="4" stroke-dasharray="10 10"/>` +
    columnBar(260, after, scale, DATA, DATA_LIGHT) +
    `<path d="M448 ${outline(before)}V${outline(after)}M436 ${outline(before)}H460M436 ${outline(after)}H460" stroke="${INK}" stroke-width="4"/>` +
    `<path d="M176 288H464" stroke="${INK}" stroke-width="4"/>`
  );
}

/** A slope from the before span to the after span, each end a dot on its own axis. */
function slope(before: Span, after: Span): string {
  const scale = 208 / Math.max(before.high, after.high);
  const y = (value: number) => round(288 - value * scale);
  const mid = (span: Span) => y((span.low + span.high) / 2);
  return (
    `<path d="M192 64V288M448 64V288" stroke="${BRAND_LIGHT}" stroke-width="4"/>` +
    `<path d="M192 ${y(before.high)}L448 ${y(after.high)}V${y(after.low)}L192 ${y(before.low)}Z" fill="${DATA_LIGHT}" fill-opacity="0.45"/>` +
    `<path d="M192 ${mid(before)}L448 ${mid(after)}" stroke="${INK}" stroke-width="5"/>` +
    `<circle cx="192" cy="${mid(before)}" r="14" fill="#fff" stroke="${BRAND}" stroke-width="5"/>` +
    `<circle cx="448" cy="${mid(after)}" r="14" fill="${DATA}"/>` +
    `<path d="M144 288H496" stroke="${INK}" stroke-width="4"/>`
  );
}

/** Lollipops from an axis on the left: a stem to each span's low end, a thick cap across the span. */
function lollipops(before: Span, after: Span): string {
  const scale = 368 / Math.max(before.high, after.high);
  const x = (value: number) => round(128 + value * scale);
  const pop = (y: number, span: Span, colour: string, light: string) =>
    `<path d="M128 ${y}H${x(span.low)}" stroke="${colour}" stroke-width="5"/>` +
    `<path d="M${x(span.low)} ${y}H${x(span.high)}" stroke="${light}" stroke-width="28"/>` +
    `<circle cx="${x(span.low)}" cy="${y}" r="16" fill="#fff" stroke="${colour}" stroke-width="5"/>`;
  return (
    pop(120, before, BRAND, BRAND_LIGHT) +
    pop(216, after, DATA, DATA_LIGHT) +
    `<path d="M128 64V272" stroke="${INK}" stroke-width="4"/>`
  );
}

/** A ruler with the before and after spans bracketed above it, an arc from one to the other. */
function ruler(before: Span, after: Span): string {
  const scale = 384 / Math.max(before.high, after.high);
  const x = (value: number) => round(128 + value * scale);
  const ticks = Array.from({ length: 13 }, (_, i) => `M${128 + i * 32} 248V${i % 4 ? 236 : 224}`).join("");
  const bracket = (span: Span, y: number, colour: string) =>
    `<path d="M${x(span.low)} ${y + 16}V${y}H${x(span.high)}V${y + 16}" stroke="${colour}" stroke-width="5"/>`;
  const [from, to] = [(x(before.low) + x(before.high)) / 2, (x(after.low) + x(after.high)) / 2];
  return (
    `<path d="M128 248H512${ticks}" stroke="${INK}" stroke-width="4"/>` +
    bracket(before, 184, BRAND) +
    bracket(after, 184, DATA) +
    `<path d="M${round(from)} 168Q${round((from + to) / 2)} 72 ${round(to)} 160" stroke="${INK}" stroke-width="4" stroke-dasharray="2 10"/>` +
    `<circle cx="${round(to)}" cy="164" r="8" fill="${DATA}"/>`
  );
}

const compositions = [columns, rows, gap, slope, lollipops, ruler];

/** The ways of drawing a comparison; each also drawn mirrored, across and upside down. */
export const COMPOSITIONS = compositions.length;
const MIRRORS = ["", `matrix(-1 0 0 1 ${W} 0)`, `matrix(1 0 0 -1 0 ${H})`, `matrix(-1 0 0 -1 ${W} ${H})`];
/** How many case studies can stand side by side with no two drawn alike. */
export const DRAWINGS = COMPOSITIONS * MIRRORS.length;

/**
 * Each case study's place among the drawings: its place in the list (by `order`), so any number of
 * case studies up to DRAWINGS, with any orders the owner gives them, are drawn each in its own way.
 */
export function drawingPlaces(orders: readonly number[]): number[] {
  const ranked = orders
    .map((order, index) => ({ order, index }))
    .sort((a, b) => a.order - b.order || a.index - b.index);
  const places = new Array<number>(orders.length);
  ranked.forEach(({ index }, place) => (places[index] = place));
  return places;
}

function share(value: Span): string {
  // pathLength 100 makes the dash lengths percentages of the ring.
  const ring = (stroke: string, length: number) =>
    `<circle cx="320" cy="168" r="104" stroke="${stroke}" stroke-width="28" pathLength="100" stroke-dasharray="${round(length)} 100" stroke-linecap="butt" transform="rotate(-90 320 168)"/>`;
  return ring(GRID, 100) + ring(DATA_LIGHT, value.high) + ring(DATA, value.low);
}

/**
 * The chart as a standalone SVG file: drawn shapes only, the figures themselves are text on the
 * page. `place` (the case study's place in its list, drawingPlaces) picks one of the ways to draw a comparison.
 */
export function headlineChartSvg(chart: HeadlineChart, place = 0): string {
  if (chart.kind === "share") return svgDocument(share(chart.value));
  const draw = compositions[place % COMPOSITIONS] ?? columns;
  const mirror = MIRRORS[Math.floor(place / COMPOSITIONS) % MIRRORS.length];
  const body = draw(chart.before, chart.after);
  return svgDocument(mirror ? `<g transform="${mirror}">${body}</g>` : body);
}

/** Where the build writes a case study's chart (public/charts, generated, not committed). */
export function headlineChartSrc(slug: string): string {
  return `/charts/case-studies/${slug}.svg`;
}
