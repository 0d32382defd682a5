export type FaqItem = { question: string; answer: string };

/** The home page FAQ; also published as FAQPage structured data. */
export const faqItems: ReadonlyArray<FaqItem> = [
  {
    question: "Who do you work with?",
    answer:
      "We work with healthtech companies that sell into healthcare: digital health platforms, medical device makers, healthcare SaaS, clinical decision support and health data analytics firms. We also support teams whose buyers sit in pharma.",
  },
  {
    question: "What does performance-based lead generation mean?",
    answer:
      "We do the prospecting for you and are measured on outcomes: qualified leads and meetings with the decision makers you need to reach, not on hours logged or emails sent.",
  },
  {
    question: "What is the difference between done-for-you and done-with-you?",
    answer:
      "Lead generation is done for you: we build the target list, write the messaging and run the outreach. Optimisation and closing support are done with you: we work alongside your team to turn meetings into partnerships and revenue.",
  },
  {
    question: "How long does an engagement take to get going?",
    answer:
      "Our engagements follow a 60-90 day framework in three 30-day phases: foundation and strategy, launch and engagement, then optimisation and scale.",
  },
  {
    question: "What happens if you don't deliver the agreed results?",
    answer:
      "If the agreed performance lift is not delivered within 12 months, we keep working for up to 3 extra months at no cost.",
  },
  {
    question: "Which results do you track?",
    answer:
      "Qualified leads, meeting-to-conversion rate, partnership acquisition velocity, pipeline growth, market penetration and customer acquisition cost. You see every one of them, and we agree the targets with you up front.",
  },
  {
    question: "How do we get started?",
    answer:
      "Book a 45-minute discovery call. We will look at your market, your buyers and your current pipeline, and tell you honestly whether and how we can help.",
  },
];

export function faqJsonLd(items: ReadonlyArray<FaqItem> = faqItems): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}
