/** The hero's expertise pillars, deliverables, tracked results and audiences (SPEC, Home). */
export const expertise = [
  {
    title: "Clinical Credibility",
    text: "We speak the language of clinicians, administrators and procurement, so your outreach earns trust instead of losing it.",
  },
  {
    title: "Commercial Execution",
    text: "Targeting, messaging and multi-channel outreach run as one disciplined system that fills your calendar with the right meetings.",
  },
  {
    title: "Research to Revenue",
    text: "We translate evidence, outcomes and product depth into a clear business case that buyers in healthcare can act on.",
  },
  {
    title: "True Partnership",
    text: "We are paid for performance and work as part of your team, sharing the goal rather than selling you hours.",
  },
] as const;

export const deliverables = [
  {
    label: "Done for you",
    text: "Performance-based lead generation: qualified leads and meetings with decision makers.",
  },
  {
    label: "Done with you",
    text: "Optimisation and closing support that turns meetings into partnerships and revenue.",
  },
] as const;

export const results = [
  "Qualified leads",
  "Meeting-to-conversion rate",
  "Partnership acquisition velocity",
  "Pipeline growth",
  "Market penetration",
  "Customer acquisition cost",
] as const;

export const audiences = [
  "Digital health platforms",
  "Medical device makers",
  "Healthcare SaaS",
  "Clinical decision support",
  "Health data analytics",
] as const;
