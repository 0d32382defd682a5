/** The questions the panel offers before the visitor types anything. */
export const SUGGESTED_QUESTIONS = [
  "How much does it cost?",
  "How fast do we get leads?",
  "What does the BDR do?",
  "Book a call",
] as const;
