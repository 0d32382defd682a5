import { z } from "zod";

// The schemas of content/data/figures.ts and content/data/offers.ts. Build code only (the content
// figures plugin and the content index): pages read the checked files without zod in their JavaScript.

const amount = z.number().positive();
const count = z.number().int().positive();
const percent = z.number().positive().max(100);
const text = (min: number, max: number) => z.string().trim().min(min).max(max);
/** A low-high pair written as two fields, e.g. rampWeeksLow and rampWeeksHigh. */
const ordered =
  <Key extends string>(pairs: ReadonlyArray<readonly [Key, Key]>) =>
  (value: Record<Key, number>, context: z.RefinementCtx) => {
    for (const [low, high] of pairs) {
      if (value[low] > value[high]) {
        context.addIssue({ code: "custom", path: [low], message: `must not be more than ${high} (${value[high]})` });
      }
    }
  };
const percentRange = z
  .strictObject({ low: percent, high: percent })
  .refine((range) => range.low <= range.high, { message: "low must not be more than high", path: ["low"] });

const industrySchema = z
  .strictObject({
    label: text(2, 40),
    // The industry's id in the ROI calculator's shared links (?industry=), its one-pager's slug.
    slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "must be lowercase words joined by hyphens, e.g. logistics"),
    low: amount,
    high: amount,
    inHouseLow: amount,
    inHouseHigh: amount,
  })
  .superRefine(
    ordered([
      ["low", "high"],
      ["inHouseLow", "inHouseHigh"],
    ]),
  )
  // Its saving is computed from the least favourable pair (app/content/claims.ts): it must be a saving.
  .refine((industry) => industry.high < industry.inHouseLow, {
    message: "must be less than inHouseLow: the program's highest price is compared with the lowest in-house cost",
    path: ["high"],
  });

export const figuresSchema = z.strictObject({
  plan: z.strictObject({ name: text(3, 40), monthlyPrice: amount, pilotDays: count, firstResultsWeeks: count }),
  pluginModel: z
    .strictObject({ yearlyLow: amount, yearlyHigh: amount })
    .superRefine(ordered([["yearlyLow", "yearlyHigh"]])),
  internalBdr: z
    .strictObject({
      salary: amount,
      highCostSalary: amount,
      benefitsPercent: percent,
      hiring: amount,
      training: amount,
      managerSalary: amount,
      managementPercent: percent,
      toolsMonthly: amount,
      rampMonthsLow: amount,
      rampMonthsHigh: amount,
      turnoverPercent: percent,
      recruitingPercentLow: percent,
      recruitingPercentHigh: percent,
    })
    .superRefine(
      ordered([
        ["rampMonthsLow", "rampMonthsHigh"],
        ["recruitingPercentLow", "recruitingPercentHigh"],
        ["salary", "highCostSalary"],
      ]),
    ),
  program: z
    .strictObject({
      installDays: count,
      rampWeeksLow: count,
      rampWeeksHigh: count,
      leadsWeeksLow: count,
      leadsWeeksHigh: count,
      showRateLow: percent,
      showRateHigh: percent,
      cacReductionLow: percent,
      cacReductionHigh: percent,
      tools: count,
    })
    .superRefine(
      ordered([
        ["rampWeeksLow", "rampWeeksHigh"],
        ["leadsWeeksLow", "leadsWeeksHigh"],
        ["showRateLow", "showRateHigh"],
        ["cacReductionLow", "cacReductionHigh"],
      ]),
    ),
  talent: z
    .strictObject({
      monthlyFrom: amount,
      deployDaysLow: count,
      deployDaysHigh: count,
      proofOfConceptMonths: count,
      universities: count,
      countries: count,
    })
    .superRefine(ordered([["deployDaysLow", "deployDaysHigh"]])),
  // One line per industry: its key names its figure tokens ({industries.<key>.price}); a new key is
  // a new industry in the ROI calculator, the assistant and the tokens, with no code.
  industries: z
    .record(z.string().regex(/^[a-z][a-zA-Z0-9]*$/, "must be a camelCase key, e.g. logistics"), industrySchema)
    .refine((industries) => Object.keys(industries).length > 0, "must list at least one industry")
    .superRefine((industries, context) => {
      const slugs = Object.values(industries).map((industry) => industry.slug);
      const repeated = slugs.find((slug, index) => slugs.indexOf(slug) !== index);
      if (repeated) context.addIssue({ code: "custom", message: `two industries have the slug "${repeated}"` });
    }),
  healthtech: z
    .strictObject({
      guaranteeMonths: count,
      extraMonths: count,
      engagementDaysLow: count,
      engagementDaysHigh: count,
      phaseDays: count,
    })
    .superRefine(ordered([["engagementDaysLow", "engagementDaysHigh"]])),
  newsletter: z.strictObject({ readers: count }),
  caseStudy: z
    .strictObject({
      sqlsLow: count,
      sqlsHigh: count,
      sqlsBeforeLow: count,
      sqlsBeforeHigh: count,
      conversionPercent: percent,
      conversionBeforeLow: percent,
      conversionBeforeHigh: percent,
      cycleDays: count,
      cycleBeforeLow: count,
      cycleBeforeHigh: count,
      roiPercent: z.number().positive(),
      months: count,
      hoursSaved: count,
      emailsMonthly: count,
      domains: count,
      mailboxes: count,
    })
    .superRefine(
      ordered([
        ["sqlsLow", "sqlsHigh"],
        ["sqlsBeforeLow", "sqlsBeforeHigh"],
        ["conversionBeforeLow", "conversionBeforeHigh"],
        ["cycleBeforeLow", "cycleBeforeHigh"],
      ]),
    ),
  claims: z.strictObject({
    totalCostSavings: percentRange,
    fasterScaling: z.number().positive().max(100),
    talentSavings: percentRange,
  }),
});

export type FiguresData = z.input<typeof figuresSchema>;
export type Figures = z.output<typeof figuresSchema>;
/** One industry's figures (its price range against its in-house cost). */
export type IndustryFigures = z.output<typeof industrySchema>;

const sitePath = z.string().regex(/^\/[a-z0-9\-/]*$/, "must be a root-relative site path such as /blog");
const offerFields = {
  callMinutes: count.max(240),
  booking: z.enum(["BOOKING_URL_30", "BOOKING_URL_45"]),
  callLabel: text(5, 40),
  callText: text(5, 60),
};

export const offersSchema = z.strictObject({
  healthtech: z.strictObject({ ...offerFields, pages: z.array(sitePath).min(1) }),
  outbound: z.strictObject(offerFields),
});

export type OffersData = z.input<typeof offersSchema>;
export type Offers = z.output<typeof offersSchema>;
export type OfferId = keyof Offers;
