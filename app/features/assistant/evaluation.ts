// Paraphrased visitor questions with the page that should answer them: the retrieval quality
// test and scripts/assistant-bench.ts both run this list. Erasable TypeScript so Node can import it.
// The answers themselves are checked by the evaluation set (evaluation-set.ts), read from content.

export const evaluationQuestions: ReadonlyArray<{ question: string; page: string }> = [
  { question: "How much does it cost?", page: "/one-pager" },
  { question: "How fast do we get leads?", page: "/one-pager" },
  { question: "What does the BDR do?", page: "/one-pager" },
  { question: "Is there a setup fee?", page: "/one-pager" },
  { question: "Can we start with a pilot?", page: "/one-pager" },
  { question: "Whats your prcing per month?", page: "/one-pager" },
  { question: "What do we need to provide?", page: "/one-pager" },
  { question: "How much does it cost for a healthcare company?", page: "/one-pagers/healthcare" },
  {
    question: "What does outbound for staffing and recruiting firms look like?",
    page: "/one-pagers/staffing-recruiting",
  },
  { question: "How do you reach buyers at banks and insurers?", page: "/one-pagers/financial-services" },
  { question: "How much is a Latin American BDR?", page: "/one-pagers/mamut-talent" },
  { question: "How quickly can a staff augmentation rep join our team?", page: "/one-pagers/mamut-talent" },
  { question: "What is the full cost of hiring an internal BDR?", page: "/blog/hidden-costs-internal-bdr" },
  { question: "What happens if you don't deliver the results?", page: "/" },
  { question: "Which companies do you work with?", page: "/" },
  { question: "How long does an engagement take to get going?", page: "/" },
  { question: "Do you help us close deals?", page: "/" },
  { question: "Which tools are in the tech stack?", page: "/integration-guide" },
  { question: "How do you connect to our CRM?", page: "/integration-guide" },
  { question: "What results did the data privacy startup get?", page: "/case-study/data-privacy-compliance-startup" },
  { question: "Is there a case study about building pipeline in 30 days?", page: "/case-studies/saas-30-day-pipeline" },
  { question: "What is an embedded outbound cell?", page: "/blog/embedded-outbound-cells" },
  {
    question: "How many prospects do I need to reach a $1M goal?",
    page: "/blog/outbound-playbook-2025-math-behind-outreach-volume",
  },
  { question: "Why hire nearshore BDRs from Latin America?", page: "/blog/nearshore-bdrs-smart-choice" },
  {
    question: "Should we use a lead gen agency or an in-house team?",
    page: "/blog/lead-gen-agency-vs-mamut-gtm-plugin",
  },
  { question: "What does an AI co-pilot do for an SDR?", page: "/blog/bdr-team-ai-copilot" },
  { question: "Why is inbound marketing not enough for a startup?", page: "/blog/why-startups-move-beyond-inbound" },
  {
    question: "How can we scale outbound without blowing the budget?",
    page: "/blog/scale-outbound-without-breaking-budget",
  },
  { question: "What are the biggest sales challenges for startups?", page: "/blog/startup-sales-challenges" },
  {
    question: "How should a startup choose an AI outbound solution?",
    page: "/blog/ai-outbound-sales-solutions-startups",
  },
];
