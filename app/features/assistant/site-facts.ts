/**
 * Short passages for the questions visitors ask most (price, the BDR, what the product is),
 * each made of its source page's own statements. Every figure is read from content/data/figures.ts,
 * so a changed price is the assistant's answer on the next build.
 */
import { figure } from "~/content/figure-text";
import { INDUSTRY_PRICES } from "~/features/roi-calculator/cost-model";

/** `terms`: the fact states its page's offer's own price (offer-terms.server.ts). */
export type SiteFact = {
  path: string;
  anchor?: string;
  heading: string;
  text: string;
  boost?: number;
  terms?: boolean;
};

export function siteFacts(productName: string): SiteFact[] {
  return [
    {
      path: "/one-pager",
      anchor: "pricing-heading",
      heading: "Pricing",
      // The general price answers "how much does it cost?" before any industry's price.
      boost: 1.5,
      terms: true,
      text: `${productName} costs ${figure("plan.monthly")} per month, ${figure("plan.yearly")} a year, all in. What is included: an embedded full-time BDR, a GTM engineer and manager, copywriters and a bundled stack of ${figure("program.tools")} tools. It starts with a ${figure("plan.pilotDays")}-day pilot to prove the results, with no setup fees and results in ${figure("plan.firstResultsWeeks")} weeks.`,
    },
    {
      path: "/roi-calculator",
      anchor: "internal-bdr-cost",
      heading: "Monthly price by industry",
      text: `${productName}'s monthly price per embedded BDR for your market: ${INDUSTRY_PRICES.map(
        (industry) => `${industry.label}: ${priceRange(industry.monthlyLow, industry.monthlyHigh)} a month`,
      ).join("; ")}.`,
    },
    {
      path: "/roi-calculator",
      anchor: "how-it-works",
      heading: "Internal BDR versus the plugin model",
      text: `The fully loaded cost of one internal BDR: ${figure("internalBdr.salary")} salary, ${figure("internalBdr.benefitsPercent")} benefits, ${figure("internalBdr.hiring")} hiring, ${figure("internalBdr.training")} training, ${figure("internalBdr.managementPercent")} of an ${figure("internalBdr.managerSalary")} manager salary and ${figure("internalBdr.toolsMonthly")} a month in tools, ${figure("internalBdr.total")} in all. ${productName}'s GTM plugin model costs ${figure("pluginModel.yearlyFull")} a year per BDR.`,
    },
    {
      path: "/one-pagers/mamut-talent",
      anchor: "performance",
      heading: "Staff augmentation pricing",
      text: `Latin American BDRs on your team, from ${figure("talent.monthly")} a month per BDR, deployed in ${figure("talent.deployDays")} days, with ${figure("claims.talentSavings")} savings on a local BDR's ${figure("internalBdr.salary")} salary. Start with a ${figure("talent.proofOfConceptMonths")}-month proof of concept, then continue month-to-month.`,
    },
    {
      path: "/one-pager",
      anchor: "included-heading",
      heading: "What your embedded BDR does",
      text: `An embedded full-time BDR works 40 hours a week on your accounts, in your CRM, with 90%+ of the time spent on lead generation. Your BDR goes live across email, phone and social, with over 80 outbound activities a day, and the first qualified meetings reach your calendar in week ${figure("plan.firstResultsWeeks")}.`,
    },
    {
      path: "/one-pager",
      heading: `What ${productName} is`,
      text: `${productName} is a go-to-market plugin: an embedded full-time BDR, a GTM engineer and manager, copywriters and a bundled stack of ${figure("program.tools")} tools, working as one outbound team inside your CRM.`,
    },
  ];
}

function dollars(amount: number): string {
  return `$${amount.toLocaleString("en-US")}`;
}

function priceRange(low: number, high: number): string {
  return low === high ? dollars(low) : `${dollars(low)} to ${dollars(high)}`;
}
