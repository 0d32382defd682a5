import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "vitest";
import { claims } from "../../app/content/claims";
import { figureTokens } from "../../app/content/figure-tokens";
import { figuresSchema, offersSchema, type Figures } from "../../app/content/figures-schema";
import figuresData from "../../content/data/figures";
import offersData from "../../content/data/offers";
import { contentFigures, FIGURES_FILE, siteFigureTokens } from "./content-figures";

const figures: Figures = figuresSchema.parse(figuresData);
const offers = offersSchema.parse(offersData);
const counts = { episodes: 1, mapCountries: 1, trackedResults: 1 };
const tokens = siteFigureTokens("Acme");
const text = (token: string) => tokens.find((entry) => entry.token === token)?.text;

/** The site's figures with some changed, as an owner would edit content/data/figures.ts. */
function edited(change: (copy: Figures) => void): Figures {
  const copy = structuredClone(figures);
  change(copy);
  return copy;
}

test("the plan's saving is computed from its yearly price and the internal BDR's total", () => {
  const internal = Number(text("internalBdr.total.value"));
  const yearly = Number(text("plan.yearly.value"));
  expect(text("plan.savings")).toBe(`${Number((((internal - yearly) / internal) * 100).toFixed(1))}%`);
  const cheaper = figureTokens(
    edited((copy) => (copy.plan.monthlyPrice = 9000)),
    offers,
    counts,
  );
  expect(cheaper.find((entry) => entry.token === "plan.yearly")?.text).toBe("$108K");
  expect(cheaper.find((entry) => entry.token === "plan.savings")?.text).toBe(
    `${Number(((1 - 108_000 / internal) * 100).toFixed(1))}%`,
  );
});

test("an industry's saving runs from its highest price against the lowest in-house cost to its lowest against the highest", () => {
  const changed = figureTokens(
    edited((copy) => (copy.industries.staffing = { ...copy.industries.staffing!, low: 6000, high: 12000, inHouseLow: 24000, inHouseHigh: 40000 })),
    offers,
    counts,
  );
  const shown = (token: string) => changed.find((entry) => entry.token === token)?.text;
  expect(shown("industries.staffing.savings")).toBe("50-85%");
  expect(shown("industries.staffing.yearlySavings")).toBe("$144K-$408K");
  // Each industry has its own, computed from its own figures.
  const keys = Object.keys(figures.industries);
  expect(new Set(keys.map((key) => text(`industries.${key}.savings`))).size).toBe(keys.length);
});

test("an industry whose highest price reaches its lowest in-house cost is refused, naming the field", () => {
  const result = figuresSchema.safeParse(
    edited((copy) => (copy.industries.saas = { ...copy.industries.saas!, high: copy.industries.saas!.inHouseLow })),
  );
  expect(result.success).toBe(false);
  expect(result.error?.issues.map((issue) => issue.path.join("."))).toEqual(["industries.saas.high"]);
  expect(result.error?.issues[0]?.message).toMatch(/less than inHouseLow/);
});

test("the internal BDR's total is the sum of its parts", () => {
  const { internalBdr: bdr } = figures;
  const total =
    bdr.salary * (1 + bdr.benefitsPercent / 100) +
    bdr.hiring +
    bdr.training +
    (bdr.managerSalary * bdr.managementPercent) / 100 +
    bdr.toolsMonthly * 12;
  expect(Number(text("internalBdr.total.value"))).toBe(Math.round(total));
});

test("a stated claim that no longer agrees with its figures stops the build, naming the claim and both figures", () => {
  const cases: Array<{ token: string; change: (copy: Figures) => void; names: Array<string | undefined> }> = [
    {
      token: "claims.totalCostSavings",
      change: (copy) => (copy.claims.totalCostSavings = { low: 60, high: 70 }),
      names: ["says 60-70%", text("pluginModel.yearly"), text("internalBdr.total")],
    },
    {
      token: "claims.totalCostSavings",
      change: (copy) => (copy.pluginModel.yearlyLow = 30_000),
      names: ["$30K-$72K", text("internalBdr.total")],
    },
    {
      token: "claims.fasterScaling",
      change: (copy) => (copy.claims.fasterScaling = 10),
      names: ["says 10x", text("internalBdr.rampMonths"), text("program.rampWeeks")],
    },
    {
      token: "claims.talentSavings",
      change: (copy) => (copy.talent.monthlyFrom = 5_000),
      names: ["$60,000", text("internalBdr.salary")],
    },
  ];
  for (const { token, change, names } of cases) {
    expect(() => figureTokens(edited(change), offers, counts), token).toThrow(`Invalid content in ${FIGURES_FILE}:`);
    let message = "";
    try {
      figureTokens(edited(change), offers, counts);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain(`  ${token}: says `);
    for (const name of names) expect(message, token).toContain(name);
  }
});

test("the site's own claims agree with their figures", () => {
  for (const claim of claims) expect(text(claim.token), claim.token).toBeDefined();
});

test("an unknown figure in a content file stops the build with the file and the line", () => {
  const plugin = contentFigures({ productName: "Acme" });
  const transform = plugin.transform as (this: unknown, code: string, id: string) => unknown;
  const errors: string[] = [];
  const context = { error: (message: string) => errors.push(message) };
  transform.call(context, 'export default {\n  text: "From {plan.montly} a month",\n};\n', `${process.cwd()}/content/data/x.ts`);
  expect(errors).toEqual([
    "Invalid content in content/data/x.ts:2: unknown figure {plan.montly}; the figures are listed in content/README.md",
  ]);
  const filled = transform.call(context, 'export const x = "{plan.monthly} for {productName}";', `${process.cwd()}/content/data/y.ts`);
  expect((filled as { code: string }).code).toBe(`export const x = "${text("plan.monthly")} for Acme";`);
});

/** Source files whose words a visitor reads: content files and the app's code, comments and tests left out. */
function sources(): Array<{ file: string; lines: string[] }> {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
    );
  return [...walk("content"), ...walk("app")]
    .filter((file) => /\.(tsx?|mdx)$/.test(file) && !/\.test\.tsx?$|\.d\.ts$/.test(file) && file !== FIGURES_FILE)
    .filter((file) => !file.startsWith("app/content/") || !/figure|claims/.test(file))
    .map((file) => ({ file, lines: readFileSync(file, "utf8").split("\n") }));
}

test("no figure of figures.ts is typed out anywhere else: content writes its token, code asks figure()", () => {
  // Each pattern built once: the check runs every line of the site against every figure.
  const distinctive = tokens
    .filter((entry) => entry.distinctive)
    .map(({ token, text: shown }) => ({
      token,
      shown,
      pattern: new RegExp(`(?<![\\w$.,@-])${shown.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?!\\w|[.,]\\d)`),
    }));
  const typed: string[] = [];
  for (const { file, lines } of sources()) {
    lines.forEach((line, index) => {
      if (/^\s*(\/\/|\*|\/\*)/.test(line)) return;
      for (const { token, shown, pattern } of distinctive) {
        if (pattern.test(line)) typed.push(`${file}:${index + 1}: ${shown} (write {${token}})`);
      }
    });
  }
  expect(typed).toEqual([]);
});

test("no call length is typed out: labels and sentences read their offer's", () => {
  const minutes = [offers.healthtech.callMinutes, offers.outbound.callMinutes].join("|");
  const typed = sources().flatMap(({ file, lines }) =>
    lines.flatMap((line, index) =>
      !/^\s*(\/\/|\*|\/\*)/.test(line) && new RegExp(`\\b(${minutes})(-| )?[Mm]in(ute)?s?\\b`).test(line)
        ? [`${file}:${index + 1}: ${line.trim()}`]
        : [],
    ),
  );
  expect(typed).toEqual([]);
});
