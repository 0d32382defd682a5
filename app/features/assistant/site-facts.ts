/**
 * Short passages for the questions visitors ask most (price, the BDR, what the product is),
 * each made of its source page's own statements. Every figure is one of SPEC section 9's.
 */
import { INDUSTRY_PRICES } from "~/features/roi-calculator/cost-model";

export type SiteFact = { path: string; anchor?: string; heading: string; text: string; boost?: number };

export function siteFacts(productName: string): SiteFact[] {
  return [
    {
      path: "/one-pager",
      anchor: "pricing-heading",
      heading: "Pricing",
      // The general price answers "how much does it cost?" before any industry's price.
      boost: 1.5,
      text: `${productName} costs $8K per month, $96K a year, all in. What is included: an embedded full-time BDR, a GTM engineer and manager, copywriters and a bundled stack of more than 15 tools. It starts with a 30-day pilot to prove the results, with no setup fees and results in 2 weeks.`,
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
      text: `The fully loaded cost of one internal BDR: $91,000 salary, 15% benefits, $18,200 hiring, $1,200 training, 12.5% of an $85,000 manager salary and $1,400 a month in tools, $151,475 in all. ${productName}'s GTM plugin model costs $45,000-$72,000 a year per BDR.`,
    },
    {
      path: "/one-pagers/mamut-talent",
      anchor: "performance",
      heading: "Staff augmentation pricing",
      text: "Latin American BDRs on your team, from $2,500 a month per BDR, deployed in 7-14 days, with 60-70% savings. Start with a 3-month proof of concept, then continue month-to-month.",
    },
    {
      path: "/one-pager",
      anchor: "included-heading",
      heading: "What your embedded BDR does",
      text: "An embedded full-time BDR works 40 hours a week on your accounts, in your CRM, with 90%+ of the time spent on lead generation. Your BDR goes live across email, phone and social, with over 80 outbound activities a day, and the first qualified meetings reach your calendar in week 2.",
    },
    {
      path: "/one-pager",
      heading: `What ${productName} is`,
      text: `${productName} is a go-to-market plugin: an embedded full-time BDR, a GTM engineer and manager, copywriters and a bundled stack of more than 15 tools, working as one outbound team inside your CRM.`,
    },
  ];
}

function dollars(amount: number): string {
  return `$${amount.toLocaleString("en-US")}`;
}

function priceRange(low: number, high: number): string {
  return low === high ? dollars(low) : `${dollars(low)} to ${dollars(high)}`;
}
