import type { OfferId } from "~/content/offers";

/**
 * What the panel says first and the questions it offers before the visitor types anything, for the
 * offer the page speaks for (content/data/offers.ts): each is answered on that offer's pages
 * (retrieval-quality.test.ts).
 */
export const ASSISTANT_INTRO: Record<OfferId, { greeting: string; suggestions: readonly string[] }> = {
  healthtech: {
    greeting:
      "Hi! Ask me about pricing, the discovery call, how an engagement runs or the podcast. I answer with passages from this site and link to where they come from.",
    suggestions: ["How much does it cost?", "How long is the call?", "Is there a guarantee?", "Book a call"],
  },
  outbound: {
    greeting:
      "Hi! Ask me about pricing, how the service works, the BDR or our articles. I answer with passages from this site and link to where they come from.",
    suggestions: ["How much does it cost?", "How fast do we get leads?", "What does the BDR do?", "Book a call"],
  },
};
