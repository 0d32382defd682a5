// No "~/" imports: the build's image step (scripts/social-images) loads this file outside the app bundle.
import { between, circle, clamp, spread, type Point, type Random } from "./art-kit.ts";
import {
  BRAND,
  BRAND_LIGHT,
  BRAND_LINE,
  DATA,
  DATA_FILL,
  DATA_LIGHT,
  INK,
  round,
  SAFE_LEFT,
  SAFE_RIGHT,
} from "./canvas.ts";

// Covers drawn from an article's subject (its tags, cover-motifs.ts) rather than its category:
// each composed from the article's own sections and figures, seeded by its slug.

/** Pipeline math: a funnel with a band per stage of the article's chart (or per section), replies dropping through. */
export function funnel(random: Random, sections: number, figures: readonly number[]): string {
  const count = figures.length >= 3 ? Math.min(figures.length, 7) : clamp(sections, 3, 6);
  const band = 200 / count;
  const top = 56;
  // The bands narrow stage by stage (a diagram: the article's chart carries the figures).
  const width = (i: number) => 400 - (i / count) * 300;
  const bands = Array.from({ length: count }, (_, i) => {
    const y = top + i * band;
    const [upper, lower] = [width(i), width(i + 1)];
    const points = [
      [320 - upper / 2, y],
      [320 + upper / 2, y],
      [320 + lower / 2, y + band - 6],
      [320 - lower / 2, y + band - 6],
    ]
      .map(([x = 0, py = 0]) => `${round(x)},${round(py)}`)
      .join(" ");
    const last = i === count - 1;
    return `<polygon points="${points}" fill="${last ? DATA_FILL : "#fff"}" stroke="${last ? DATA : BRAND}" stroke-width="4"/>`;
  });
  const drops = Array.from({ length: Math.round(between(random, 3, 6)) }, () =>
    circle([between(random, 236, 404), between(random, 28, 44)], 5, BRAND_LINE),
  );
  return bands.join("") + drops.join("") + circle([320, top + count * band + 18], 9, DATA, DATA);
}

/** Nearshore teams: a globe, a pin per section in one region, a dashed arc to the home pin in the same hours. */
export function pinMap(random: Random, sections: number): string {
  const [cx, cy, r] = [320, 168, 128];
  const globe =
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#fff" stroke="${BRAND_LINE}" stroke-width="4"/>` +
    `<ellipse cx="${cx}" cy="${cy}" rx="${round(r * 0.45)}" ry="${r}" stroke="${BRAND_LIGHT}" stroke-width="3"/>` +
    `<path d="M${cx - r} ${cy}H${cx + r}M${cx - r + 22} ${cy - 64}H${cx + r - 22}M${cx - r + 22} ${cy + 64}H${cx + r - 22}" stroke="${BRAND_LIGHT}" stroke-width="3"/>`;
  const pin = ([x, y]: Point, colour: string, size = 1) =>
    `<path d="M${round(x)} ${round(y)}c${-10 * size} ${-14 * size} ${-14 * size} ${-20 * size} ${-14 * size} ${-26 * size}a${14 * size} ${14 * size} 0 0 1 ${28 * size} 0c0 ${6 * size} ${-4 * size} ${12 * size} ${-14 * size} ${26 * size}z" fill="${colour}"/>` +
    `<circle cx="${round(x)}" cy="${round(y - 26 * size)}" r="${5 * size}" fill="#fff"/>`;
  const count = clamp(sections, 3, 8);
  const region: Point[] = Array.from({ length: count }, () => [between(random, 262, 352), between(random, 178, 276)]);
  const home: Point = [between(random, 366, 400), between(random, 88, 108)];
  const [first] = region;
  const arc = first
    ? `<path d="M${round(first[0])} ${round(first[1] - 30)}Q${round((first[0] + home[0]) / 2 - 60)} ${round(home[1] - 40)} ${round(home[0])} ${round(home[1] - 34)}" stroke="${INK}" stroke-width="4" stroke-dasharray="2 12"/>`
    : "";
  return globe + arc + region.map((point) => pin(point, DATA, 0.8)).join("") + pin(home, BRAND, 1.1);
}

/** Beyond inbound: a thin, waiting arrow into the company and a bold outbound one leaving it, a stop per section. */
export function inbound(random: Random, sections: number): string {
  const boxY = round(between(random, 128, 160));
  const box = `<rect x="256" y="${boxY}" width="128" height="96" rx="16" fill="#fff" stroke="${BRAND}" stroke-width="5"/>`;
  const door = `<path d="M304 ${boxY + 96}V${boxY + 56}H336V${boxY + 96}" stroke="${BRAND}" stroke-width="4"/>`;
  const inY = boxY + 48;
  const waiting = `<path d="M${SAFE_LEFT + 8} ${inY}H236M220 ${inY - 14}L236 ${inY}L220 ${inY + 14}" stroke="${BRAND_LINE}" stroke-width="4" stroke-dasharray="4 14"/>`;
  const outTop = round(between(random, 48, 80));
  const stops = spread(clamp(sections, 3, 8), 404, SAFE_RIGHT - 24).map((x, i, all) => {
    const t = i / Math.max(1, all.length - 1);
    return circle([x, inY - (inY - outTop) * t], 7, i === all.length - 1 ? DATA : BRAND);
  });
  const out = `<path d="M384 ${inY}L${SAFE_RIGHT - 24} ${outTop}" stroke="${DATA}" stroke-width="6"/>`;
  return waiting + box + door + out + stops.join("");
}

/** The tool stack: an application window per tool layer (per two sections), offset like a deck, the front one live. */
export function toolStack(random: Random, sections: number): string {
  const count = clamp(Math.round(sections / 2), 3, 5);
  const shift = between(random, 22, 34);
  const windows = Array.from({ length: count }, (_, i) => {
    const x = round(168 + i * shift);
    const y = round(48 + i * 22);
    const front = i === count - 1;
    const edge = front ? BRAND : BRAND_LINE;
    const lines = front
      ? [0, 1, 2]
          .map(
            (k) =>
              `<path d="M${x + 24} ${y + 60 + k * 26}H${round(x + 24 + between(random, 80, 184))}" stroke="${k === 0 ? DATA : BRAND_LINE}" stroke-width="6"/>`,
          )
          .join("")
      : "";
    return (
      `<rect x="${x}" y="${y}" width="232" height="150" rx="12" fill="#fff" stroke="${edge}" stroke-width="4"/>` +
      `<path d="M${x} ${y + 32}H${x + 232}" stroke="${edge}" stroke-width="3"/>` +
      [0, 1, 2]
        .map((k) => `<circle cx="${x + 18 + k * 14}" cy="${y + 16}" r="4" fill="${front ? BRAND : BRAND_LIGHT}"/>`)
        .join("") +
      lines
    );
  });
  return windows.join("");
}

/** A team: a lead above and a person per member in a row beneath (per section, two to six), linked to the lead. */
export function people(random: Random, sections: number): string {
  const person = ([x, y]: Point, scale: number, colour: string, fill: string) =>
    `<circle cx="${round(x)}" cy="${round(y - 30 * scale)}" r="${round(18 * scale)}" fill="${fill}" stroke="${colour}" stroke-width="4"/>` +
    `<path d="M${round(x - 34 * scale)} ${round(y + 30 * scale)}c0-${round(30 * scale)} ${round(14 * scale)}-${round(40 * scale)} ${round(34 * scale)}-${round(40 * scale)}s${round(34 * scale)} ${round(10 * scale)} ${round(34 * scale)} ${round(40 * scale)}" fill="${fill}" stroke="${colour}" stroke-width="4"/>`;
  const count = clamp(sections - 4, 2, 6);
  const lead: Point = [round(between(random, 296, 344)), 104];
  const sag = between(random, 0, 24);
  const team: Point[] = spread(count, SAFE_LEFT + 40, SAFE_RIGHT - 40).map((x, i) => {
    const t = count === 1 ? 0 : (i / (count - 1)) * 2 - 1;
    return [x, 248 - sag * (1 - t * t)];
  });
  const links = team.map(([x, y]) => `M${round(lead[0])} ${round(lead[1] + 42)}L${round(x)} ${round(y - 58)}`).join("");
  return (
    `<path d="${links}" stroke="${BRAND_LIGHT}" stroke-width="3" stroke-dasharray="2 10"/>` +
    team.map((point) => person(point, 0.8, BRAND, "#fff")).join("") +
    person(lead, 1.1, DATA, DATA_FILL)
  );
}

/** Experiments: one path forks into two variants, the winner rising to a filled end. */
export function splitTest(random: Random, sections: number): string {
  const fork: Point = [between(random, 232, 264), 168];
  const spreadY = between(random, 72, 96);
  const a: Point = [SAFE_RIGHT - 32, 168 - spreadY];
  const b: Point = [SAFE_RIGHT - 32, 168 + spreadY];
  const winnerTop = random() < 0.5;
  const ticks = spread(clamp(sections, 3, 8), SAFE_LEFT + 16, fork[0] - 24).map((x) => circle([x, 168], 5, BRAND));
  const branch = (end: Point) =>
    `<path d="M${round(fork[0])} ${round(fork[1])}C${round(fork[0] + 96)} ${round(fork[1])} ${round(end[0] - 140)} ${round(end[1])} ${round(end[0])} ${round(end[1])}" stroke="${BRAND}" stroke-width="5"/>`;
  return (
    `<path d="M${SAFE_LEFT + 16} 168H${round(fork[0])}" stroke="${BRAND}" stroke-width="5"/>` +
    branch(a) +
    branch(b) +
    ticks.join("") +
    circle(fork, 10, INK) +
    circle(a, 16, winnerTop ? DATA : BRAND_LINE, winnerTop ? DATA_LIGHT : "#fff") +
    circle(b, 16, winnerTop ? BRAND_LINE : DATA, winnerTop ? "#fff" : DATA_LIGHT)
  );
}
