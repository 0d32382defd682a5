import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import figureData from "../../content/data/figures";
import { figure } from "./figure-text";
import { formatClaim, usdThousands } from "./figure-tokens";
import { caseStudies, onePagers, scheduledCaseStudies, type OnePager } from "./one-pagers";
import { schedule } from "./publication";

// A case study's results are what its card and its Mini Case Study block state: its highlights and
// the block's bullets. An illustrative case study (a labelled sample) may state no result a reader
// cannot work out from its own figures, and no two case studies may tell the same result.

const studies = [...caseStudies, ...scheduledCaseStudies];
const illustrative = studies.filter((study) => study.illustrative);

/** The figures a text states: "$10.5K-$13.5K", "51.8-72.4%", "7", "25-35". */
function figuresIn(text: string): string[] {
  return text.match(/\$?\d[\d,]*(?:\.\d+)?K?\+?(?:-\$?\d[\d,]*(?:\.\d+)?K?)?%?/g) ?? [];
}

function resultsOf(study: OnePager): string[] {
  return [...study.highlights, ...(study.miniCaseStudy?.bullets ?? [])];
}

/** Everything else its page states: the story, the benchmarks and the comparison the results come from. */
function inputsOf(study: OnePager): string {
  return [
    study.subheading,
    ...study.stakes,
    ...study.challenges,
    ...study.solutions.flatMap((solution) => [solution.title, solution.description]),
    ...study.performanceMetrics.flatMap((metric) => [metric.label, metric.value]),
    ...study.buildVsBuy.internal,
    ...study.buildVsBuy.productSide,
  ].join("\n");
}

/** The one industry whose figures the study's file writes ({industries.<key>.…}). */
function industryOf(study: OnePager): string {
  const source = readFileSync(`content/data/case-studies/${study.slug}.ts`, "utf8");
  const keys = new Set([...source.matchAll(/\{industries\.(\w+)\./g)].map((match) => match[1]));
  expect([...keys], `${study.slug} states the figures of one industry`).toHaveLength(1);
  const [key = ""] = keys;
  expect(Object.keys(figureData.industries), study.slug).toContain(key);
  return key;
}

/**
 * What the industry's program saves against its in-house team, worked out here from the numbers in
 * content/data/figures.ts: the least is its highest price against the lowest in-house cost.
 */
function savingsOf(key: string): { percent: string; yearly: string } {
  const industries: Record<string, { low: number; high: number; inHouseLow: number; inHouseHigh: number }> =
    figureData.industries;
  const industry = industries[key];
  if (!industry) throw new Error(`no industry "${key}" in content/data/figures.ts`);
  const { low, high, inHouseLow, inHouseHigh } = industry;
  const percent = formatClaim(
    { low: 100 - (high / inHouseLow) * 100, high: 100 - (low / inHouseHigh) * 100 },
    "percent",
  );
  return { percent, yearly: `${usdThousands((inHouseLow - high) * 12)}-${usdThousands((inHouseHigh - low) * 12)}` };
}

test("no two published case studies state the same result, in the same words or with the same figures", () => {
  // Those a visitor can compare (tests run as development, which lists scheduled ones too); a
  // scheduled one is checked against them on the day a build publishes it.
  const published = schedule(caseStudies, undefined, false).published;
  expect(published.length).toBeGreaterThan(1);
  const shared: string[] = [];
  const seen = new Map<string, string>();
  const claim = (key: string, slug: string, result: string) => {
    const other = seen.get(key);
    if (other !== undefined && other !== slug) shared.push(`${other} and ${slug}: "${result}"`);
    seen.set(key, slug);
  };
  for (const study of published) {
    for (const result of resultsOf(study)) {
      claim(`words: ${result}`, study.slug, result);
      const figures = figuresIn(result).sort().join(" ");
      if (figures !== "") claim(`figures: ${figures}`, study.slug, result);
    }
  }
  expect(shared).toEqual([]);
});

test("each illustrative case study's results are its own industry's saving, worked out from the figures its page states", () => {
  expect(illustrative.length).toBeGreaterThan(0);
  for (const study of illustrative) {
    const key = industryOf(study);
    const inputs = inputsOf(study);
    // The figures the saving comes from are on the page, so a reader can follow it.
    expect(inputs, study.slug).toContain(figure(`industries.${key}.price`));
    expect(inputs, study.slug).toContain(figure(`industries.${key}.inHouse`));
    const { percent, yearly } = savingsOf(key);
    const results = resultsOf(study);
    expect(results.join("\n"), study.slug).toContain(percent);
    expect(results.join("\n"), study.slug).toContain(yearly);
    // No other figure: each is the saving or one its page states as an input.
    const allowed = new Set([percent, yearly, ...figuresIn(inputs)]);
    const unexplained = results.flatMap(figuresIn).filter((shown) => !allowed.has(shown));
    expect(unexplained, study.slug).toEqual([]);
  }
});

test("a one-pager's case study block tells its illustrative case study's results, not other figures", () => {
  let told = 0;
  for (const page of onePagers) {
    const study = illustrative.find((candidate) => page.caseStudy?.link === `/case-studies/${candidate.slug}`);
    if (!page.caseStudy || !study) continue;
    told += 1;
    const { percent, yearly } = savingsOf(industryOf(study));
    const bullets = page.caseStudy.bullets;
    expect(bullets.join("\n"), page.slug).toContain(percent);
    const allowed = new Set([percent, yearly, ...figuresIn(inputsOf(study))]);
    expect(
      bullets.flatMap(figuresIn).filter((shown) => !allowed.has(shown)),
      page.slug,
    ).toEqual([]);
  }
  expect(told).toBeGreaterThan(0);
});

test("the result check notices a figure that does not follow and a result two case studies share", () => {
  const [first] = illustrative;
  expect(first).toBeDefined();
  const study = first!;
  const allowed = new Set([...Object.values(savingsOf(industryOf(study))), ...figuresIn(inputsOf(study))]);
  expect(figuresIn("61% lower cost, $250K saved a year").filter((shown) => !allowed.has(shown))).toEqual([
    "61%",
    "$250K",
  ]);
  expect(figuresIn("Live in 7 days, at steady state within 4-6 weeks").sort()).toEqual(
    figuresIn("Installed in 7 days and at steady state in 4-6 weeks").sort(),
  );
});
