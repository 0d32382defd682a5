// No "~/" imports: the build's image step (scripts/social-images) loads this file outside the app bundle.
import { along, between, circle, clamp, seededRandom, smoothPath, spread, type Point, type Random } from "./art-kit.ts";
import {
  BRAND,
  BRAND_LINE,
  DATA,
  DATA_FILL,
  DATA_LIGHT,
  INK,
  round,
  SAFE_LEFT,
  SAFE_RIGHT,
  svgDocument,
} from "./canvas.ts";
import { markdownHeadings } from "../../features/assistant/markdown-passages.ts";
import type { CoverMotif } from "./cover-motifs.ts";
import { funnel, inbound, people, pinMap, splitTest, toolStack } from "./subject-art.ts";

/**
 * What an article's cover is drawn from, all read from the article: the drawing its category or
 * subject gives it (assignCoverMotifs), its slug (the seed of the composition), how many sections
 * it has and the figures of its first chart.
 */
export type CoverInput = { slug: string; motif: CoverMotif; sections: number; figures: readonly number[] };

/** The cover input of an article, from its front matter, its source text and its drawing. */
export function articleCoverInput(
  post: { slug: string; charts?: Record<string, { rows: readonly { value: number }[] }> },
  source: string,
  motif: CoverMotif,
): CoverInput {
  const [chart] = Object.values(post.charts ?? {});
  return {
    slug: post.slug,
    motif,
    sections: markdownHeadings(source).length,
    figures: chart?.rows.map((row) => row.value) ?? [],
  };
}

/** Strategy: a dotted route from a start ring to a flag, its turns from the seed, a stop per section on the way. */
function route(random: Random, sections: number): string {
  const flagLeft = random() < 0.5;
  const left = SAFE_LEFT + 16;
  const right = SAFE_RIGHT - 72;
  // A wave (up, down, then up to the flag) or a climb that dips on the way.
  const wave = random() < 0.5;
  const high = () => between(random, 64, 120);
  const low = () => between(random, 220, 284);
  const anchors: Point[] = [
    [left, between(random, 236, 276)],
    [between(random, 176, 236), wave ? high() : low()],
    [between(random, 300, 372), wave ? low() : between(random, 150, 200)],
    [right, between(random, 92, 124)],
  ].map(([x = 0, y = 0]): Point => [flagLeft ? left + right - x : x, y]);
  const stops = along(anchors, clamp(sections, 3, 9) + 2);
  const start = anchors[0] ?? [left, 260];
  const goal = anchors[3] ?? [right, 96];
  const flag = `M${round(goal[0])} ${round(goal[1])}V${round(goal[1] - 56)}`;
  const cloth = `M${round(goal[0])} ${round(goal[1] - 56)}h50l-12 16l12 16h-50`;
  return (
    `<path d="${smoothPath(anchors)}" stroke="${BRAND}" stroke-width="5" stroke-dasharray="2 14"/>` +
    stops
      .slice(1, -1)
      .map((point, i) => circle(point, 7, i % 2 ? BRAND : DATA))
      .join("") +
    circle(start, 10, BRAND) +
    `<path d="${flag}" stroke="${INK}" stroke-width="5"/>` +
    `<path d="${cloth}" fill="${DATA_LIGHT}" stroke="${DATA}" stroke-width="4"/>` +
    `<circle cx="${round(goal[0])}" cy="${round(goal[1])}" r="12" fill="${BRAND}"/>`
  );
}

/** Operations: the cost stack, a block per figure of the article's chart (or per section), beside the leaner stack. */
function costStack(random: Random, sections: number, figures: readonly number[]): string {
  const values = figures.length >= 2 ? figures.slice(0, 8) : Array.from({ length: clamp(sections, 3, 8) }, () => 1);
  const total = values.reduce((sum, value) => sum + value, 0);
  const gapPx = 6;
  const height = 216 - gapPx * (values.length - 1);
  let y = 288;
  const blocks = values.map((value) => {
    const h = Math.max(10, (value / total) * height);
    y -= h;
    const block = `<rect x="160" y="${round(y)}" width="152" height="${round(h)}" rx="6" fill="#fff" stroke="${BRAND}" stroke-width="4"/>`;
    y -= gapPx;
    return block;
  });
  const lean = Math.round(between(random, 2, 4));
  const leanBlocks = Array.from({ length: lean }, (_, i) => {
    const top = 252 - i * 36;
    return `<rect x="368" y="${top}" width="136" height="28" rx="6" fill="${i === 0 ? DATA_FILL : "#fff"}" stroke="${DATA}" stroke-width="4"/>`;
  });
  const arrowTop = 252 - lean * 36 - 56;
  return (
    blocks.join("") +
    leanBlocks.join("") +
    `<path d="M436 ${arrowTop}V${arrowTop + 40}M420 ${arrowTop + 24}L436 ${arrowTop + 40}L452 ${arrowTop + 24}" stroke="${DATA}" stroke-width="4"/>` +
    `<path d="M128 296H528" stroke="${INK}" stroke-width="4"/>`
  );
}

/** Growth: a staircase with a step per section, its risers from the seed, an arrow at the top. */
function steps(random: Random, sections: number): string {
  const count = clamp(sections, 3, 8);
  const xs = spread(count + 1, SAFE_LEFT, SAFE_RIGHT - 32);
  const risers = Array.from({ length: count }, () => between(random, 0.6, 1.4));
  const scale = 200 / risers.reduce((sum, r) => sum + r, 0);
  let y = 280;
  let d = `M${round(xs[0] ?? SAFE_LEFT)} ${y}`;
  const marks: string[] = [];
  xs.slice(1).forEach((x, i) => {
    d += `H${round(x)}`;
    marks.push(circle([((xs[i] ?? x) + x) / 2, y], 7, DATA));
    y -= (risers[i] ?? 1) * scale;
    d += `V${round(y)}`;
  });
  const end = xs[xs.length - 1] ?? SAFE_RIGHT;
  return (
    `<path d="${d}H${round(end + 24)}" stroke="${BRAND}" stroke-width="5"/>` +
    `<path d="M${SAFE_LEFT} 296H${SAFE_RIGHT}" stroke="${INK}" stroke-width="4"/>` +
    marks.join("") +
    `<path d="M${round(end)} ${round(y - 24)}L${round(end + 24)} ${round(y)}L${round(end)} ${round(y + 24)}" stroke="${DATA}" stroke-width="5"/>`
  );
}

/** AI & Sales: a hub with a node per section around it, placed and linked from the seed. */
function nodeNetwork(random: Random, sections: number): string {
  const count = clamp(sections, 5, 11);
  const hub: Point = [between(random, 272, 368), between(random, 148, 188)];
  const turn = random() * Math.PI * 2;
  const nodes: Point[] = Array.from({ length: count }, (_, i) => {
    const angle = turn + (i / count) * Math.PI * 2 + between(random, -0.2, 0.2);
    const radius = between(random, 0.75, 1);
    return [
      clamp(hub[0] + Math.cos(angle) * 190 * radius, SAFE_LEFT + 16, SAFE_RIGHT - 16),
      clamp(hub[1] + Math.sin(angle) * 112 * radius, 44, 292),
    ];
  });
  const spokes = nodes.map(([x, y]) => `M${round(hub[0])} ${round(hub[1])}L${round(x)} ${round(y)}`);
  const links = nodes.flatMap(([x, y], i) => {
    const next = nodes[(i + 1) % count];
    return next && random() < 0.45 ? [`M${round(x)} ${round(y)}L${round(next[0])} ${round(next[1])}`] : [];
  });
  return (
    `<path d="${[...spokes, ...links].join("")}" stroke="${BRAND_LINE}" stroke-width="3"/>` +
    nodes.map((node, i) => circle(node, 11, i % 3 === 0 ? DATA : BRAND)).join("") +
    `<rect x="${round(hub[0] - 36)}" y="${round(hub[1] - 36)}" width="72" height="72" rx="18" fill="#fff" stroke="${BRAND}" stroke-width="5"/>` +
    `<circle cx="${round(hub[0])}" cy="${round(hub[1])}" r="14" fill="${BRAND}"/>`
  );
}

/** Startup Growth: a trajectory on two axes, a marker per section, its bend from the seed, the last stretch projected. */
function trajectory(random: Random, sections: number): string {
  const count = clamp(sections, 3, 8);
  const bend = between(random, 1.6, 3.2);
  const reach = between(random, 0.62, 0.8);
  const at = (t: number): Point => [SAFE_LEFT + 32 + t * 400, 264 - Math.pow(t, bend) * 216];
  const solid = Array.from({ length: 24 }, (_, i) => at((i / 23) * reach));
  const projected = Array.from({ length: 12 }, (_, i) => at(reach + (i / 11) * (1 - reach)));
  const markers = Array.from({ length: count }, (_, i) => at(((i + 1) / count) * reach));
  return (
    `<path d="M${SAFE_LEFT} 280H${SAFE_RIGHT}M${SAFE_LEFT} 280V40" stroke="${INK}" stroke-width="4"/>` +
    `<path d="${smoothPath(solid)}" stroke="${BRAND}" stroke-width="5"/>` +
    `<path d="${smoothPath(projected)}" stroke="${DATA}" stroke-width="5" stroke-dasharray="2 14"/>` +
    markers.map((point, i) => circle(point, i === count - 1 ? 10 : 6, i === count - 1 ? DATA : BRAND)).join("")
  );
}

/** Any other topic: rings and ticks, a tick per section. */
function neutral(random: Random, sections: number): string {
  const count = clamp(sections, 4, 12);
  const turn = random() * 360;
  const ticks = Array.from({ length: count }, (_, i) => {
    const angle = ((turn + (i * 360) / count) * Math.PI) / 180;
    const [c, s] = [Math.cos(angle), Math.sin(angle)];
    return `M${round(320 + c * 104)} ${round(168 + s * 104)}L${round(320 + c * 128)} ${round(168 + s * 128)}`;
  });
  return (
    `<circle cx="320" cy="168" r="96" stroke="${BRAND_LINE}" stroke-width="3"/>` +
    `<circle cx="320" cy="168" r="${Math.round(between(random, 44, 64))}" stroke="${BRAND}" stroke-width="4"/>` +
    `<path d="${ticks.join("")}" stroke="${BRAND}" stroke-width="4"/>` +
    circle([320, 168], 10, DATA)
  );
}

/**
 * An article's cover as a standalone SVG file: its drawing, composed from the article itself, so
 * no two articles share a picture. Shapes only, never the title.
 */
export function articleCoverSvg({ slug, motif, sections, figures }: CoverInput): string {
  const random = seededRandom(slug);
  switch (motif) {
    case "route":
      return svgDocument(route(random, sections));
    case "cost-stack":
      return svgDocument(costStack(random, sections, figures));
    case "steps":
      return svgDocument(steps(random, sections));
    case "node-network":
      return svgDocument(nodeNetwork(random, sections));
    case "trajectory":
      return svgDocument(trajectory(random, sections));
    case "funnel":
      return svgDocument(funnel(random, sections, figures));
    case "pin-map":
      return svgDocument(pinMap(random, sections));
    case "inbound":
      return svgDocument(inbound(random, sections));
    case "tool-stack":
      return svgDocument(toolStack(random, sections));
    case "people":
      return svgDocument(people(random, sections));
    case "split-test":
      return svgDocument(splitTest(random, sections));
    default:
      return svgDocument(neutral(random, sections));
  }
}

/** Where the build writes an article's cover (public/covers, generated, not committed). */
export function articleCoverSrc(slug: string): string {
  return `/covers/blog/${slug}.svg`;
}
