// The social images (1200 x 630, for link previews) of the pages that are not content files of
// their own: the default image, the documents and the tools. Articles, one-pagers and case studies
// get theirs from their own titles. Figures are tokens (content/data/figures.ts), so a changed
// figure draws a new image on the next build.
export default [
  {
    file: "default",
    eyebrow: "B2B Growth and Outbound Sales",
    title: "Qualified pipeline, installed: your outbound sales engine as a plugin",
    footer: "Outbound Installation System",
  },
  {
    file: "growth-framework",
    eyebrow: "Healthtech Growth",
    title: "The Healthtech Growth Framework: 4 pillars, {healthtech.engagementDays} days",
    footer: "Growth Framework",
  },
  {
    file: "integration-guide",
    eyebrow: "Plug and Play Integration",
    title: "Plug in a complete outbound team and {program.tools} tools in {program.installDays} days",
    footer: "Integration Guide",
  },
  {
    file: "privacy-policy",
    eyebrow: "Privacy",
    title: "How we handle your data: the {productName} privacy policy",
    footer: "Privacy Policy",
  },
  {
    file: "one-pager",
    eyebrow: "Outbound as a Service",
    title: "Your outbound engine for {plan.monthly} a month, with a {plan.pilotDays}-day pilot",
    footer: "One-Pager",
  },
  {
    file: "case-study-data-privacy",
    eyebrow: "Case Study",
    title: "Data privacy startup: from {caseStudy.sqlsBefore} to {caseStudy.sqls} SQLs a month",
    footer: "Case Study",
  },
  {
    file: "industries",
    eyebrow: "Industries",
    title: "Outbound built for healthcare, finance, staffing, consultancies and SaaS",
    footer: "Industries",
  },
  {
    file: "case-studies",
    eyebrow: "Case Studies",
    title: "Outbound programs by industry, and the pipeline they delivered",
    footer: "Case Studies",
  },
  {
    file: "healthtech-heroes",
    eyebrow: "Podcast",
    title: "Healthtech Heroes: conversations on healthcare innovation",
    footer: "Healthtech Heroes",
  },
  {
    file: "roi-calculator",
    eyebrow: "ROI Calculator",
    title: "What does an internal BDR really cost you? Run the numbers",
    footer: "ROI Calculator",
  },
  {
    file: "contact",
    eyebrow: "Contact",
    title: "Talk to the {productName} team about your outbound pipeline",
    footer: "Contact",
  },
] satisfies ReadonlyArray<{ file: string; eyebrow: string; title: string; footer: string }>;
