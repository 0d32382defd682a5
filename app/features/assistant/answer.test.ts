import { expect, test } from "vitest";
import { answerQuestion, isBookingRequest, isContactRequest, snippet, SNIPPET_LENGTH, sourceLink } from "./answer.js";
import { analyzeQuery, createSearchIndex, type AssistantIndex } from "./search.js";

const long =
  "Outbound is a system, not a person with a list. It needs data, copy and infrastructure that work together every day. " +
  "Sequences run 8-12 touchpoints over 2-4 weeks across email, phone and social. " +
  "Mamut costs $8K per month, $96K a year, with a 30-day pilot. " +
  "Replies are answered within 2 business hours, and meetings land on your calendar with full context for your team.";

const fixture: AssistantIndex = {
  version: 1,
  pages: [
    { path: "/one-pager", title: "One-Pager" },
    { path: "/blog/a", title: "Article A" },
    { path: "/blog/b", title: "Article B" },
  ],
  passages: [
    { page: 0, anchor: "pricing-heading", heading: "Pricing", text: long },
    {
      page: 1,
      anchor: "costs",
      heading: "What outbound costs",
      text: "Outbound costs less with a plugin: $45,000-$72,000 a year.",
    },
    { page: 1, anchor: "more", heading: "More costs", text: "Tools cost $1,400 a month per BDR." },
    { page: 2, heading: "Article B", text: "An in-house team costs $151,475 per BDR once everything is counted." },
    // Unrelated passages, so that word rarity means what it means on the real site.
    ...[
      "Sequences mix email, phone and social touches.",
      "Experiments run in two-week cycles with one variable each.",
      "Domains and inboxes are warmed up before sending.",
      "The cell reviews its scorecard every Friday.",
      "Personas differ across clinical and operational buyers.",
      "Reply handling decides which conversations need a human.",
    ].map((text, n) => ({ page: 2, anchor: `filler-${n}`, heading: "Notes", text })),
  ],
};
const index = createSearchIndex(fixture);

test("booking requests are recognised, questions about booked meetings are not", () => {
  expect(isBookingRequest("Book a call")).toBe(true);
  expect(isBookingRequest("Can I schedule a 30-minute demo?")).toBe(true);
  expect(isBookingRequest("I'd like to talk to someone")).toBe(true);
  expect(isBookingRequest("Do you book meetings with decision makers?")).toBe(false);
  expect(answerQuestion(index, "Book a call")).toEqual({ kind: "booking" });
});

test("asking how to reach the team gives the contact options", () => {
  expect(isContactRequest("What's your phone number?")).toBe(true);
  expect(isContactRequest("How can I contact you?")).toBe(true);
  expect(isContactRequest("How many phone calls does a BDR make?")).toBe(false);
  expect(answerQuestion(index, "How do I get in touch?")).toEqual({ kind: "contact" });
});

test("an answer quotes the best passage, links to its section and to related pages", () => {
  const answer = answerQuestion(index, "How much does Mamut cost a month?");
  expect(answer.kind).toBe("answer");
  if (answer.kind !== "answer") return;
  expect(answer.text).toMatch(/\$8K/);
  expect(answer.source).toEqual({ href: "/one-pager#pricing-heading", title: "One-Pager", section: "Pricing" });
  // Related links come from other pages, one per page, at most two.
  const pages = answer.related.map((link) => link.href.split("#")[0]);
  expect(pages.length).toBeGreaterThanOrEqual(1);
  expect(pages.length).toBeLessThanOrEqual(2);
  expect(new Set(pages).size).toBe(pages.length);
  expect(pages).not.toContain("/one-pager");
});

test("a passage without its own heading links to the page alone", () => {
  expect(sourceLink(index, 3)).toEqual({ href: "/blog/b", title: "Article B" });
  expect(sourceLink(index, 1)).toEqual({ href: "/blog/a#costs", title: "Article A", section: "What outbound costs" });
});

test("a snippet starts at a sentence, stays within the limit and prefers the matching sentences", () => {
  const text = snippet(long, analyzeQuery(index, "pricing"));
  expect(text.length).toBeLessThanOrEqual(SNIPPET_LENGTH);
  expect(text.startsWith("Mamut costs $8K")).toBe(true);
  expect(text.endsWith(".")).toBe(true);
  expect(snippet("Short text.", analyzeQuery(index, "pricing"))).toBe("Short text.");
});

test("a single sentence longer than the limit is cut at a word with an ellipsis", () => {
  const sentence = `${"word ".repeat(100).trim()}.`;
  const text = snippet(sentence, analyzeQuery(index, "word"));
  expect(text.length).toBeLessThanOrEqual(SNIPPET_LENGTH);
  expect(text.endsWith("word\u2026")).toBe(true);
});

test("when nothing on the site matches well, the assistant hands off instead of guessing", () => {
  expect(answerQuestion(index, "asdkjh qwpoeiru zzxq")).toEqual({ kind: "handoff" });
  expect(answerQuestion(index, "What is the weather in Paris tomorrow?")).toEqual({ kind: "handoff" });
  expect(answerQuestion(index, "   ")).toEqual({ kind: "handoff" });
});
