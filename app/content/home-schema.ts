import { z } from "zod";

// The schema of content/data/home.ts. Build code only (scripts/build/content-figures.ts checks the
// file before any page is built); the home page reads the checked file without zod in its JavaScript.

const text = (min: number, max: number) => z.string().trim().min(min).max(max);
const heading = text(3, 90);
const paragraph = text(20, 400);
const titled = z.strictObject({ title: text(3, 60), text: paragraph });

export const homeSchema = z.strictObject({
  meta: z.strictObject({ title: text(10, 60), description: text(70, 160) }),
  hero: z.strictObject({
    eyebrow: text(3, 60),
    headline: heading,
    headlineAccent: heading,
    intro: paragraph,
    followUp: paragraph,
    frameworkLink: text(3, 40),
  }),
  proof: z.array(z.strictObject({ figure: text(1, 24), label: text(3, 40), basis: text(20, 200) })).length(4),
  expertise: z.strictObject({ heading, intro: paragraph, pillars: z.array(titled).length(4) }),
  deliverables: z.strictObject({
    heading,
    items: z
      .array(z.strictObject({ label: text(3, 40), text: paragraph }))
      .min(1)
      .max(4),
  }),
  audiences: z.strictObject({ heading, items: z.array(text(3, 60)).min(1).max(8), note: paragraph }),
  /** What is tracked and how it is measured: no figure, since each target is agreed with the client. */
  results: z
    .array(z.strictObject({ metric: text(3, 60), measure: text(20, 160) }))
    .min(1)
    .max(8),
  resultsHeading: heading,
  resultsNote: paragraph,
  services: z.strictObject({
    eyebrow: text(3, 40),
    heading,
    intro: paragraph,
    frameworkLink: text(3, 60),
    items: z
      .array(
        z.strictObject({
          title: text(3, 60),
          label: text(3, 40),
          text: paragraph,
          points: z.array(text(3, 80)).min(1).max(5),
        }),
      )
      .min(1)
      .max(6),
  }),
  about: z.strictObject({
    eyebrow: text(3, 40),
    heading,
    intro: paragraph,
    engagementHeading: heading,
    engagementIntro: text(10, 200),
    phases: z
      .array(z.strictObject({ days: text(3, 20), title: text(3, 60), text: paragraph }))
      .min(2)
      .max(4),
    comparison: z
      .array(z.strictObject({ topic: text(3, 60), partner: text(5, 120), vendor: text(5, 120) }))
      .min(2)
      .max(8),
    guarantee: z.strictObject({
      title: heading,
      dueLabel: text(3, 40),
      due: text(1, 20),
      extraLabel: text(3, 40),
      extra: text(1, 20),
      text: paragraph,
      note: paragraph,
    }),
  }),
  faq: z.strictObject({
    eyebrow: text(2, 40),
    heading,
    intro: text(10, 120),
    items: z
      .array(
        z.strictObject({
          question: text(10, 120),
          // An answer about the healthtech offer's own terms: the site assistant gives it on that offer's pages.
          offerTerms: z.enum(["price", "start"]).optional(),
          answer: text(30, 600),
        }),
      )
      .min(1)
      .max(12),
  }),
  contact: z.strictObject({
    eyebrow: text(3, 40),
    heading,
    intro: paragraph,
    callTitle: text(3, 60),
    callText: paragraph,
    emailTitle: text(3, 60),
    emailText: paragraph,
    formTitle: text(3, 60),
    formNote: text(10, 200),
  }),
  podcast: z.strictObject({
    eyebrow: text(3, 40),
    intro: paragraph,
    link: text(3, 40),
    videoLabel: text(3, 40),
    sampleNote: paragraph,
  }),
  closing: z.strictObject({ heading, text: paragraph, emailPrefix: text(2, 40) }),
});

export type HomeData = z.input<typeof homeSchema>;
export type Home = z.output<typeof homeSchema>;
