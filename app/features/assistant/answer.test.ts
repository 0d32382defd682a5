import { expect, test } from "vitest";
import {
  answerQuestion,
  isAboutWhatTheSiteDoesNotSay,
  isBookingRequest,
  isContactRequest,
  snippet,
  SNIPPET_LENGTH,
  sourceLink,
} from "./answer.ts";
import { analyzeQuery, createSearchIndex, search, type AssistantIndex } from "./search.ts";

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

test("who owns or runs the company and its office hours are handed off; the same words in another sense are not", () => {
  for (const question of [
    "Who owns Mamut?",
    "Who is the founder of Mamut?",
    "Who are your founders?",
    "Who runs the company?",
    "What are your office hours?",
    "When are you open?",
  ])
    expect(isAboutWhatTheSiteDoesNotSay(question), question).toBe(true);
  for (const question of [
    "Who owns the strategy?",
    "Who runs outbound?",
    "Who is Mamut for?",
    "Do BDRs work outside office hours?",
  ])
    expect(isAboutWhatTheSiteDoesNotSay(question), question).toBe(false);
  // "Replies are answered within 2 business hours" would otherwise answer it.
  expect(answerQuestion(index, "What are your business hours?")).toEqual({ kind: "handoff" });
});

test("an answer quotes the best passage, links to its section and to related pages", () => {
  const answer = answerQuestion(index, "How much is Mamut a year?");
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

/** A site that mentions an office, clients and founders only in passing, with one "how many" figure. */
const passingFixture: AssistantIndex = {
  version: 1,
  pages: [
    { path: "/", title: "Home" },
    { path: "/blog/replies", title: "Reply Handling" },
  ],
  passages: [
    { page: 1, heading: "Sorting replies", text: "Out-of-office replies are paused and retried a week later." },
    { page: 1, heading: "Agencies", text: "Your campaign competes with every other client on the agency's list." },
    { page: 0, anchor: "pilot", heading: "Start with a pilot", text: "A 30-day pilot proves the results first." },
    { page: 0, heading: "The co-pilot", text: "The co-pilot drafts, people send. The co-pilot never runs alone." },
    { page: 0, heading: "Team", text: "Your BDR works 40 hours a week with 25-35 qualified leads a month." },
    ...["Sequences mix email and phone.", "Domains are warmed up.", "The scorecard is reviewed weekly."].map(
      (text, n) => ({ page: 0, heading: `Note ${n}`, text }),
    ),
  ],
};
const passing = createSearchIndex(passingFixture);

test("a passage that mentions the question's words in passing is not an answer", () => {
  expect(answerQuestion(passing, "Where is your office?")).toEqual({ kind: "handoff" });
  expect(answerQuestion(passing, "Can I see a list of your clients?")).toEqual({ kind: "handoff" });
});

test("a how-many question the site gives no number for is handed off; one it does is answered with it", () => {
  expect(answerQuestion(passing, "How many employees does your BDR team have?")).toEqual({ kind: "handoff" });
  const leads = answerQuestion(passing, "How many leads a month?");
  expect(leads.kind === "answer" && leads.text).toContain("25-35 qualified leads");
});

test("when the best passage only mentions the word, a close one about it answers", () => {
  const answer = answerQuestion(passing, "pilot");
  expect(answer.kind === "answer" && answer.source.href).toBe("/#pilot");
});

/** Two offers, each stating its own terms on its own page, and an industry page with a price of its own. */
const offersFixture: AssistantIndex = {
  version: 1,
  pages: [
    { path: "/", title: "Home", offer: "healthtech" },
    { path: "/one-pager", title: "One-Pager", offer: "outbound" },
    { path: "/contact", title: "Contact", offer: "outbound" },
    { path: "/one-pagers/healthcare", title: "Healthcare", offer: "outbound" },
  ],
  passages: [
    {
      page: 0,
      anchor: "faq",
      heading: "How much does it cost?",
      text: "There is no public price list: we set the fee with you after a 45-minute discovery call.",
      terms: true,
    },
    {
      page: 0,
      anchor: "contact",
      heading: "Book a discovery call",
      text: "45 minutes with our team to review your market.",
      terms: true,
    },
    { page: 1, anchor: "pricing", heading: "Pricing", text: "Mamut costs $8K per month, all in.", terms: true },
    { page: 2, heading: "Book a 30-min Call", text: "Pick a time for a 30-minute call.", terms: true },
    { page: 3, heading: "Healthcare: Pricing", text: "Mamut for Healthcare costs $10,500 to $13,500 a month." },
    ...["Sequences mix email and phone.", "Domains are warmed up.", "The scorecard is reviewed weekly."].map(
      (text, n) => ({ page: 1, heading: `Note ${n}`, text }),
    ),
  ],
};
const offerIndex = createSearchIndex(offersFixture);

test("the price and the call are the offer's of the page they are asked on", () => {
  const price = (offer: string) => answerQuestion(offerIndex, "How much does it cost?", { offer });
  expect(price("healthtech")).toMatchObject({ source: { href: "/#faq" }, offer: "healthtech" });
  expect(price("outbound")).toMatchObject({ source: { href: "/one-pager#pricing" }, offer: "outbound" });
  const call = (offer: string) => answerQuestion(offerIndex, "How long is the call?", { offer });
  expect(call("healthtech")).toMatchObject({ text: expect.stringContaining("45 minutes"), offer: "healthtech" });
  expect(call("outbound")).toMatchObject({ text: expect.stringContaining("30-minute call"), offer: "outbound" });
});

test("one offer's terms never answer on the other's page, nor appear among its related links", () => {
  const answer = answerQuestion(offerIndex, "How much does it cost?", { offer: "healthtech" });
  expect(answer.kind === "answer" && [answer.source, ...answer.related].map((link) => link.href)).not.toContain(
    "/one-pager#pricing",
  );
  const { hits } = search(offerIndex, "pricing costs call", 20, { offer: "healthtech" });
  const pages = hits.filter((hit) => offersFixture.passages[hit.passage]?.terms).map((hit) => hit.passage);
  expect(pages.map((passage) => offersFixture.pages[offersFixture.passages[passage]?.page ?? -1]?.path)).toEqual([
    "/",
    "/",
  ]);
});

test("a question the page's terms do not cover whole is answered by the page that does", () => {
  const answer = answerQuestion(offerIndex, "How much does Mamut cost for healthcare?", { offer: "healthtech" });
  expect(answer).toMatchObject({ source: { href: "/one-pagers/healthcare" } });
  expect(answer.kind === "answer" && answer.offer).toBeUndefined();
});

test("how to reach the data protection officer is the privacy policy's question, not the sales team's", () => {
  expect(isContactRequest("How do I contact your data protection officer?")).toBe(false);
  expect(isContactRequest("What is the DPO's email address?")).toBe(false);
  expect(isContactRequest("What is your email address?")).toBe(true);
});
