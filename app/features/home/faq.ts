import { home } from "~/content/home";

/** `offerTerms`: the answer states the offer's own price or how to start (content/data/home.ts). */
export type FaqItem = { question: string; answer: string; offerTerms?: "price" | "start" };

/** The home page FAQ (content/data/home.ts); also published as FAQPage structured data. */
export const faqItems: ReadonlyArray<FaqItem> = home.faq.items;

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
