import { postBody, type PostSummary } from "~/content/blog";
import { dataPrivacyCaseStudy } from "~/content/case-study-data-privacy";
import { integrationGuide } from "~/content/integration-guide";
import { salesSheet } from "~/content/sales-sheet";
import { contentIndex } from "~/content/content-index";
import { offerForPath } from "~/content/offers";
import type { OnePager } from "~/content/one-pagers";
import { about } from "~/features/home/about";
import { faqItems } from "~/features/home/faq";
import { services } from "~/features/home/services";
import { siteConfig } from "~/lib/site-config";
import { sitePages } from "~/lib/site-pages";
import type { AssistantIndex, IndexPassage } from "./search.ts";
import { propOf, splitMarkdown, type ComponentText } from "./markdown-passages";
import { chartText, onePagerPrice, podcastSource, talentMapPassages } from "./page-facts.server";
import { contactPageSource, homeCallPassage } from "./offer-terms.server";
import { privacyPolicySource } from "./privacy-policy.server";
import { siteFacts } from "./site-facts";

/**
 * The assistant's index: the site's content as passages that link back to their section.
 * Runs on the server at build time (the route prerenders it to /assistant-index.json), so
 * whatever content exists when the site is built is what the assistant knows.
 * Sources: the home FAQ, services and Contact section, the one-pager, the integration guide, the
 * case studies, the industry one-pagers with the talent map, the podcast page, every blog article
 * (with its charts), the price facts, /contact and the privacy policy. The long growth-framework
 * document is left out: the FAQ and services already answer its questions, and its text would
 * break the 60 KB download budget.
 */
export type PassageInput = Omit<IndexPassage, "page">;
export type IndexSource = {
  path: string;
  title: string;
  passages: PassageInput[];
  /** Multiplies every passage's boost. */
  boost?: number;
};

/** Curated price facts rank above passing mentions of the same words. */
const FACT_BOOST = 1.2;
const FAQ_BOOST = 1.2;
/** Case studies report results; for "what do you offer" questions the offer pages come first. */
const CASE_STUDY_BOOST = 0.8;

function sentence(text: string): string {
  return /[.!?]$/.test(text) ? text : `${text}.`;
}

function list(items: readonly string[]): string {
  return items.map(sentence).join(" ");
}

function homeSource(): IndexSource {
  return {
    path: "/",
    title: "Home",
    passages: [
      ...faqItems.map((item) => ({
        anchor: "faq",
        heading: item.question,
        text: item.answer,
        boost: FAQ_BOOST,
        ...(item.offerTerms ? { terms: true } : {}),
      })),
      ...services.map((service) => ({
        anchor: "services",
        heading: service.title,
        text: `${sentence(service.text)} ${list(service.points)}`,
      })),
      { anchor: "about", heading: "A partner that shares your growth goal", text: about.intro },
      {
        anchor: "about",
        heading: "How an engagement runs",
        text: list(about.phases.map((phase) => `${phase.days}, ${phase.title.toLowerCase()}: ${phase.text}`)),
      },
      {
        anchor: "about",
        heading: about.guarantee.title,
        text: `${about.guarantee.text} ${about.guarantee.note}`,
        terms: true,
      },
      homeCallPassage(),
    ],
  };
}

function salesSheetSource(): IndexSource {
  const pricing = salesSheet.pricing;
  return {
    path: "/one-pager",
    title: "Outbound Sales One-Pager",
    passages: [
      {
        heading: "Key figures",
        text: list(salesSheet.keyFigures.map((figure) => `${figure.value} ${figure.label}`)),
      },
      {
        anchor: "pricing-heading",
        heading: "Simple pricing, low risk",
        text: `${pricing.price} ${pricing.period}, ${pricing.annual}. ${list(pricing.points)}`,
        terms: true,
      },
      {
        anchor: "pricing-heading",
        heading: salesSheet.guarantee.title,
        text: `${salesSheet.guarantee.text} ${salesSheet.guarantee.note}`,
        terms: true,
      },
      ...salesSheet.included.map((item) => ({ anchor: "included-heading", heading: item.title, text: item.text })),
      {
        anchor: "how-it-works-heading",
        heading: "How it works",
        text: list(salesSheet.steps.map((step) => `${step.title}: ${step.text}`)),
      },
      ...salesSheet.questions.map((item) => ({
        anchor: "questions-heading",
        heading: item.question,
        text: item.answer,
        boost: FAQ_BOOST,
      })),
      {
        anchor: "compare-heading",
        heading: "Compared with hiring in-house",
        text: salesSheet.comparison
          .map(
            (row) =>
              `${row.item}. In-house: ${sentence(row.internal)} ${siteConfig.productName}: ${sentence(row.product)}`,
          )
          .join(" "),
      },
      // How to start with the outbound plugin: the sheet's closing call to action, under the words
      // its hero's button starts with (both lead to /contact).
      {
        anchor: "one-pager-cta",
        heading: salesSheet.cta.heading,
        parent: salesSheet.hero.pilotLink,
        text: salesSheet.cta.text,
        terms: true,
      },
    ],
  };
}

function integrationGuideSource(): IndexSource {
  return {
    path: "/integration-guide",
    title: "Plug and Play Integration Guide",
    passages: [
      ...integrationGuide.techStack.map((group) => ({
        anchor: "tech-stack",
        heading: group.category,
        parent: "The tech stack: more than 15 tools, integrated and paid for",
        text: `${sentence(group.summary)} ${list(group.tools.map((tool) => (tool.cost ? `${tool.name}: ${tool.cost}` : tool.name)))}`,
      })),
      ...integrationGuide.steps.map((step) => ({
        anchor: "playbook",
        heading: `Step ${step.number}: ${step.title}`,
        parent: `The integration playbook: ${step.subtitle}`,
        text: `${sentence(step.description)} ${list(step.details)}`,
      })),
      ...integrationGuide.benefits.map((benefit) => ({
        anchor: "benefits",
        heading: benefit.title,
        parent: "Why teams plug in",
        text: benefit.text,
      })),
    ],
  };
}

function dataPrivacyCaseStudySource(): IndexSource {
  const study = dataPrivacyCaseStudy;
  return {
    path: "/case-study/data-privacy-compliance-startup",
    title: "Data-Privacy Startup Case Study",
    boost: CASE_STUDY_BOOST,
    passages: [
      {
        heading: study.client,
        text: list(study.headlineMetrics.map((metric) => `${metric.label}: ${metric.value}, ${metric.note}`)),
      },
      {
        anchor: "results-heading",
        heading: "The results",
        text: list(study.beforeAfter.map((row) => `${row.metric}: ${row.after} (before: ${row.before})`)),
      },
    ],
  };
}

/** The section headings of the shared layout (app/features/one-pagers), per variant. */
function layoutHeadings(variant: "one-pager" | "case-study", product: string) {
  return variant === "one-pager"
    ? {
        stakes: `Why teams choose ${product}`,
        challenges: "Top challenges",
        performance: "Performance at steady state",
        buildVsBuy: `Build an internal team or plug in ${product}`,
      }
    : {
        stakes: "What was at stake",
        challenges: "The challenges",
        performance: "The results",
        buildVsBuy: "The build-versus-buy decision",
      };
}

/** Industry one-pagers and case studies share one layout, so they share one shape here. */
function onePagerPageSource(page: OnePager, variant: "one-pager" | "case-study"): IndexSource {
  const product = siteConfig.productName;
  const headings = layoutHeadings(variant, product);
  const block = page.caseStudy ?? page.miniCaseStudy;
  const metrics = page.performanceMetrics.map((metric) => `${metric.label}: ${metric.value}`);
  // The industry in each heading tells sections of different pages apart.
  const named = (heading: string) => `${page.industry}: ${heading}`;
  return {
    path: `${variant === "one-pager" ? "/one-pagers" : "/case-studies"}/${page.slug}`,
    title: page.title,
    ...(variant === "case-study" ? { boost: CASE_STUDY_BOOST } : {}),
    passages: [
      {
        heading: variant === "one-pager" ? page.industry : `${page.industry} case study`,
        text: `${sentence(page.subheading)} ${list(page.highlights)}`,
      },
      ...(variant === "one-pager" && page.price
        ? [{ heading: named("Pricing"), text: onePagerPrice(page.industry, page.price), boost: FACT_BOOST }]
        : []),
      { anchor: "why", heading: named(headings.stakes), text: list(page.stakes) },
      { anchor: "challenges", heading: named(headings.challenges), text: list(page.challenges) },
      ...page.solutions.map((solution) => ({
        anchor: "solution",
        heading: named(solution.title),
        text: solution.description,
      })),
      {
        anchor: "performance",
        heading: named(headings.performance),
        text: `${sentence(page.performanceNote)} ${list(metrics)}`,
      },
      {
        anchor: "build-vs-buy",
        heading: named(headings.buildVsBuy),
        text: `${page.buildVsBuy.internalTitle ?? "Internal team"}: ${list(page.buildVsBuy.internal)} ${page.buildVsBuy.productSideTitle ?? product}: ${list(page.buildVsBuy.productSide)}`,
      },
      ...(block
        ? [{ anchor: "case-study", heading: block.title, text: list(block.bullets), boost: CASE_STUDY_BOOST }]
        : []),
      ...(page.talentMap ? talentMapPassages() : []),
    ],
  };
}

/** What the article's front-matter blocks render, so their text is searchable too. */
function articleBlocks(post: PostSummary): ComponentText {
  return {
    StartupChallenges: (post.challenges ?? [])
      .map(
        (item) =>
          `${sentence(item.title)} The problem: ${sentence(item.problem)} The solution: ${sentence(item.solution)}`,
      )
      .join(" "),
    ScorecardLevers: list((post.levers ?? []).map((lever) => `${lever.name}: ${lever.target}`)),
    Experiments: list((post.experiments ?? []).map((item) => `${item.title}: ${item.description} (${item.metric})`)),
    Chart: (props) => {
      const chart = post.charts?.[propOf(props, "name") ?? ""];
      return chart ? chartText(chart) : "";
    },
  };
}

function articleSource(post: PostSummary): IndexSource {
  const body = postBody(post.slug);
  return {
    path: `/blog/${post.slug}`,
    title: post.title,
    passages: splitMarkdown(body, articleBlocks(post)).map((passage) => ({
      ...passage,
      heading: passage.heading ?? post.title,
    })),
  };
}

/** Every source the assistant reads, in the order ties are broken. */
export function assistantSources(): IndexSource[] {
  const { posts, onePagers, caseStudies } = contentIndex;
  const published = new Set(sitePages(contentIndex).map((page) => page.path));
  const factSources = new Map<string, IndexSource>();
  for (const fact of siteFacts(siteConfig.productName)) {
    const { path, ...passage } = fact;
    let source = factSources.get(path);
    if (!source) factSources.set(path, (source = { path, title: "", passages: [] }));
    source.passages.push({ boost: FACT_BOOST, ...passage });
  }
  const sources = [
    homeSource(),
    salesSheetSource(),
    integrationGuideSource(),
    dataPrivacyCaseStudySource(),
    ...onePagers.map((page) => onePagerPageSource(page, "one-pager")),
    ...caseStudies.map((page) => onePagerPageSource(page, "case-study")),
    podcastSource(),
    ...posts.map(articleSource),
    contactPageSource(),
    privacyPolicySource(),
  ];
  // Facts join their page's source, so the page keeps one title.
  for (const [path, facts] of factSources) {
    const page = sources.find((source) => source.path === path);
    if (page) page.passages.unshift(...facts.passages);
    else sources.push({ ...facts, title: FACT_PAGE_TITLES[path] ?? path });
  }
  return sources.filter((source) => published.has(source.path) && source.passages.length > 0);
}

/** Pages that carry facts but are not read as text (an interactive tool). */
const FACT_PAGE_TITLES: Record<string, string> = { "/roi-calculator": "ROI Calculator" };

export function buildAssistantIndex(sources: readonly IndexSource[] = assistantSources()): AssistantIndex {
  // Terms belong to the offer their page speaks for, so moving a page in offers.ts moves them.
  const pages = sources.map((source) => ({ path: source.path, title: source.title, offer: offerForPath(source.path) }));
  const passages = sources.flatMap((source, page) =>
    source.passages
      .filter((passage) => passage.text.trim())
      .map((passage) => {
        const boost = Math.round((passage.boost ?? 1) * (source.boost ?? 1) * 100) / 100;
        return {
          page,
          ...(passage.anchor ? { anchor: passage.anchor } : {}),
          heading: passage.heading,
          ...(passage.parent ? { parent: passage.parent } : {}),
          text: passage.text,
          ...(boost !== 1 ? { boost } : {}),
          ...(passage.terms ? { terms: true } : {}),
        };
      }),
  );
  return { version: 1, pages, passages };
}
