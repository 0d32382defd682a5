/**
 * The assistant's evaluation set: questions a visitor asks, each with the answer the site's
 * content gives, read from the content files when the set is built. A content edit (a price,
 * a country's university count, the number of episodes) moves the question's expectation
 * with it. Run by assistant-accuracy.test.ts and scripts/assistant-bench.ts.
 */
import { posts } from "~/content/blog";
import { dataPrivacyCaseStudy } from "~/content/case-study-data-privacy";
import { episodes } from "~/content/episodes";
import { integrationGuide } from "~/content/integration-guide";
import { caseStudies, onePagers } from "~/content/one-pagers";
import { salesSheet } from "~/content/sales-sheet";
import { talentCountries } from "~/content/talent-countries";
import { about } from "~/features/home/about";
import { faqItems } from "~/features/home/faq";
import { services } from "~/features/home/services";
import { PODCAST_NAME, PODCAST_PATH } from "~/features/podcast/podcast-meta";
import { siteConfig } from "~/lib/site-config";
import { offerForPath, type OfferId } from "~/content/offers";
import { offerTermsCases, pagesOfOffer } from "./evaluation-offer-terms";

/** Where the question is asked: the page, and the offer it speaks for (content/data/offers.ts). */
export type AskedOn = { askedOn: string; offer: OfferId };
export type AnswerCase = AskedOn & {
  kind: "answer";
  group: string;
  question: string;
  /** Every one must appear in the answer's text; a dollar figure may be written either way ($96K, $96,000). */
  facts: string[];
  /** The page (path) the answer must come from, when only one page states the fact. */
  page?: string;
  /** The section heading it must come from (a FAQ's question). */
  section?: string;
};
/** The site does not say: the assistant must say so and offer the ways to reach the team. */
export type UnknownCase = AskedOn & { kind: "unknown"; group: "unknown"; question: string };
export type EvaluationCase = AnswerCase | UnknownCase;
/**
 * A case before its page is chosen: by default it is asked on the page that should answer it,
 * otherwise on an outbound page (evaluationSet).
 */
export type AnswerDraft = Omit<AnswerCase, keyof AskedOn> & { askedOn?: string };
type UnknownDraft = Omit<UnknownCase, keyof AskedOn> & { askedOn?: string };

/** Fails loudly when content the set relies on is gone, instead of silently shrinking the set. */
function required<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`The assistant's evaluation set needs ${what} in content/.`);
  return value;
}

/** Rotates phrasings so a group of similar facts is not asked one way only. */
function phrasing(templates: ReadonlyArray<(name: string) => string>, index: number, name: string): string {
  return required(templates[index % templates.length], "a phrasing")(name);
}

/** The figure a text leads with: "45-60 days" gives "45-60", "Under 2 business hours" gives "2". */
function figure(text: string): string {
  return required(/\$?\d[\d,.]*[KM]?(?:-\$?\d[\d,.]*[KM]?)?[%x+]?/.exec(text)?.[0], `a figure in "${text}"`);
}

function dollars(amount: number): string {
  return `$${amount.toLocaleString("en-US")}`;
}

const talentQuestions = [
  (country: string) => `Universities in ${country}?`,
  (country: string) => `How many universities are in your network in ${country}?`,
  (country: string) => `Do you recruit BDRs from ${country}?`,
  (country: string) => `How many partner universities do you have in ${country}?`,
];

function talentCases(): AnswerDraft[] {
  const page = `/one-pagers/${
    required(
      onePagers.find((onePager) => onePager.talentMap),
      "a one-pager with the talent map",
    ).slug
  }`;
  const talent = required(
    onePagers.find((onePager) => onePager.talentMap),
    "the talent page",
  );
  const stat = (label: string) =>
    required(talent.headlineStats?.find((item) => item.label === label)?.value, `the talent page's "${label}"`);
  return [
    ...talentCountries.map((country, index) => ({
      kind: "answer" as const,
      group: "talent map",
      question: phrasing(talentQuestions, index, country.country),
      facts: [country.country, String(country.universities)],
      page,
    })),
    {
      kind: "answer",
      group: "talent map",
      question: "Which countries are on the talent map?",
      facts: talentCountries.map((country) => country.country),
      page,
    },
    {
      kind: "answer",
      group: "talent map",
      question: "How many universities do your Latin American reps come from?",
      facts: [stat("Partner universities")],
      page,
    },
    {
      kind: "answer",
      group: "talent map",
      question: "How many countries do you recruit from?",
      facts: [stat("Countries")],
    },
    {
      kind: "answer",
      group: "talent map",
      question: "What English level do your reps have?",
      facts: [stat("English level")],
    },
  ];
}

function podcastCases(): AnswerDraft[] {
  return [
    {
      kind: "answer",
      group: "podcast",
      question: "How many podcast episodes?",
      facts: [String(episodes.length)],
      page: PODCAST_PATH,
    },
    {
      kind: "answer",
      group: "podcast",
      question: "What's the number of episodes of the podcast?",
      facts: [String(episodes.length)],
      page: PODCAST_PATH,
    },
    {
      kind: "answer",
      group: "podcast",
      question: `What is ${PODCAST_NAME} about?`,
      facts: [PODCAST_NAME],
      page: PODCAST_PATH,
    },
  ];
}

/** The charts articles draw from their front matter: the worked example, the cost of a BDR, tool prices. */
function chartCases(): AnswerDraft[] {
  const cases: AnswerDraft[] = [];
  for (const post of posts) {
    const page = `/blog/${post.slug}`;
    for (const chart of Object.values(post.charts ?? {})) {
      const goal = /\$[\d.]+[KM]\b/.exec(chart.title)?.[0];
      if (chart.kind === "funnel" && goal) {
        // The worked example, from the goal back to the prospects.
        for (const row of chart.rows) {
          cases.push({
            kind: "answer",
            group: "worked example",
            question: `How many ${row.label.toLowerCase()} do I need to reach a ${goal} goal?`,
            facts: [row.display],
            page,
          });
        }
      } else if (chart.total) {
        // A cost breakdown: its total and each line.
        cases.push({
          kind: "answer",
          group: "cost breakdown",
          question: `${chart.title}?`,
          facts: [chart.total.display],
        });
        for (const row of chart.rows) {
          cases.push({
            kind: "answer",
            group: "cost breakdown",
            question: `How much goes to ${row.label.toLowerCase()} for one internal BDR?`,
            facts: [row.display],
          });
        }
      }
    }
  }
  return cases;
}

/** What each tool of the outbound stack costs (the article's tool chart). */
function toolCases(): AnswerDraft[] {
  return posts
    .flatMap((post) => Object.values(post.charts ?? {}))
    .filter((chart) => /\btool/i.test(chart.title) && !chart.total)
    .flatMap((chart) =>
      chart.rows.map((row) => ({
        kind: "answer" as const,
        group: "tool prices",
        question: `How much does a ${row.label.toLowerCase()} cost?`,
        facts: [row.display],
      })),
    );
}

function pricingCases(): AnswerDraft[] {
  const { pricing } = salesSheet;
  return [
    { kind: "answer", group: "pricing", question: "How much does it cost?", facts: [pricing.price] },
    { kind: "answer", group: "pricing", question: "Pricing?", facts: [pricing.price] },
    { kind: "answer", group: "pricing", question: "What is the price per year?", facts: [pricing.annual] },
    ...onePagers.flatMap((page): AnswerDraft[] =>
      page.price
        ? [
            {
              kind: "answer",
              group: "pricing",
              question: page.talentMap
                ? `How much does ${siteConfig.productName} Talent cost?`
                : `How much does ${siteConfig.productName} cost for ${page.industry.toLowerCase()}?`,
              facts: [dollars(page.price.min), ...(page.price.max ? [dollars(page.price.max)] : [])],
            },
          ]
        : [],
    ),
  ];
}

/** Short questions about the offer's terms: the pilot, the BDR's hours, the guarantee. */
function termCases(): AnswerDraft[] {
  const pilot = required(
    salesSheet.pricing.points.find((point) => /\bpilot\b/i.test(point)),
    "the one-pager's pilot",
  );
  const hours = required(
    salesSheet.included.find((item) => /hours a week/.test(item.text)),
    "the BDR's hours a week",
  );
  return [
    { question: "pilot", facts: [figure(pilot)] },
    { question: "How many hours a week does the BDR work?", facts: [figure(hours.text)], page: "/one-pager" },
    { question: "Guarantee?", facts: [figure(about.guarantee.text)], page: "/" },
  ].map((item) => ({ kind: "answer", group: "offer terms", ...item }));
}

function faqCases(): AnswerDraft[] {
  return [
    ...faqItems.map((item) => ({ path: "/", ...item })),
    ...salesSheet.questions.map((item) => ({ path: "/one-pager", ...item })),
  ].map((item) => ({
    kind: "answer",
    group: "faq",
    question: item.question,
    facts: [],
    page: item.path,
    section: item.question,
  }));
}

function caseStudyCases(): AnswerDraft[] {
  return [
    ...caseStudies.map((study) => {
      const metric = required(study.performanceMetrics[0], `${study.slug}'s first performance metric`);
      return {
        kind: "answer" as const,
        group: "case studies",
        question: `What results did the ${study.industry} case study get?`,
        facts: [metric.value],
        page: `/case-studies/${study.slug}`,
      };
    }),
    ...dataPrivacyCaseStudy.headlineMetrics.map((metric) => ({
      kind: "answer" as const,
      group: "case studies",
      question: `${metric.label} for the data-privacy startup?`,
      facts: [figure(metric.value)],
    })),
    ...dataPrivacyCaseStudy.beforeAfter.slice(0, 3).map((row) => ({
      kind: "answer" as const,
      group: "case studies",
      question: `What was the data-privacy startup's ${row.metric.toLowerCase()} before and after?`,
      // The same startup's figures are on its case-study page and the SaaS one-pager too.
      facts: [figure(row.before), figure(row.after)],
    })),
  ];
}

/** One steady-state figure per industry page, a different one on each page. */
function industryMetricCases(): AnswerDraft[] {
  return onePagers
    .filter((page) => !page.talentMap)
    .map((page, index) => {
      const metric = required(page.performanceMetrics[index % page.performanceMetrics.length], "a metric");
      return {
        kind: "answer",
        group: "industry figures",
        question: `${metric.label} for ${page.industry.toLowerCase()}?`,
        facts: [metric.value],
        page: `/one-pagers/${page.slug}`,
      };
    });
}

/** The home page's services and the integration guide's steps, each asked by its name. */
function sectionCases(): AnswerDraft[] {
  return [
    // A FAQ on the same page may answer it as well as the service's own section.
    ...services.map((service) => ({ question: `What is ${service.title}?`, page: "/" })),
    ...integrationGuide.steps.map((step) => ({
      question: `What happens in the ${step.title.toLowerCase()} step of the integration?`,
      section: `Step ${step.number}: ${step.title}`,
      page: "/integration-guide",
    })),
  ].map((item) => ({ kind: "answer", group: "sections", facts: [], ...item }));
}

/** The article blocks drawn from front matter: startup challenges and experiments. */
function articleBlockCases(): AnswerDraft[] {
  return posts.flatMap((post) => {
    const page = `/blog/${post.slug}`;
    return [
      // The article's own section on the challenge answers it as well as the block.
      ...(post.challenges ?? []).map((item) => ({
        question: `How do I fix ${item.title.toLowerCase()}?`,
        facts: [],
        page,
      })),
      ...(post.experiments ?? []).map((item) => ({
        question: `How does the ${item.title.toLowerCase()} experiment work?`,
        facts: [item.title],
        page,
      })),
    ].map((item) => ({ kind: "answer" as const, group: "article blocks", ...item }));
  });
}

/** The article scorecard's targets (front matter `levers`); other articles state some of them too. */
function scorecardCases(): AnswerDraft[] {
  return posts.flatMap((post) =>
    (post.levers ?? []).map((lever) => ({
      kind: "answer" as const,
      group: "scorecard",
      question: `What is the target for ${lever.name.toLowerCase()}?`,
      facts: [figure(lever.target)],
    })),
  );
}

/** Questions no page answers: who runs the company, where it sits, its clients, and off-topic ones. */
function unknownCases(): UnknownDraft[] {
  const product = siteConfig.productName;
  return [
    `Who founded ${product}?`,
    `Who is the CEO of ${product}?`,
    "Where is your office?",
    "What is your office address?",
    "Can I see a list of your clients?",
    `How many employees does ${product} have?`,
    "What was your revenue last year?",
    "Do you have an office in London?",
    "What's the weather in Paris tomorrow?",
    "Can you recommend a good pizza recipe?",
    "Who won the football world cup?",
    "asdfgh qwerty zxcvbn",
    "Who are your investors?",
    `What year was ${product} founded?`,
    "Do you offer SEO services?",
    "Can you build our mobile app?",
    "What is the capital of France?",
    "Is there parking at your office?",
    "Where are you based?",
    // Hard cases: the site uses these words in another sense
    // ("owns the strategy", "startup founders", "outside office hours").
    `Who owns ${product}?`,
    `Who is the founder of ${product}?`,
    "What are your office hours?",
  ].map((question, index) => ({
    kind: "unknown",
    group: "unknown",
    question,
    // Half on the healthtech offer's pages: no offer's terms may stand in for what the site does not say.
    ...(index % 2 === 1 ? { askedOn: pagesOfOffer("healthtech")[index % pagesOfOffer("healthtech").length] } : {}),
  }));
}

/** Where a case is asked: its own page, else the page that should answer it, else an outbound page. */
function asked(draft: AnswerDraft | UnknownDraft, outbound: string): AskedOn {
  const askedOn = draft.askedOn ?? (draft.kind === "answer" ? draft.page : undefined) ?? outbound;
  return { askedOn, offer: offerForPath(askedOn) };
}

export function evaluationSet(): EvaluationCase[] {
  const outbound = required(pagesOfOffer("outbound")[0], "an outbound page");
  const drafts: Array<AnswerDraft | UnknownDraft> = [
    ...talentCases(),
    ...podcastCases(),
    ...chartCases(),
    ...toolCases(),
    ...pricingCases(),
    ...termCases(),
    ...faqCases(),
    ...caseStudyCases(),
    ...industryMetricCases(),
    ...sectionCases(),
    ...articleBlockCases(),
    ...scorecardCases(),
    ...offerTermsCases(),
    ...unknownCases(),
  ];
  return drafts.map((draft): EvaluationCase => ({ ...draft, ...asked(draft, outbound) }));
}
