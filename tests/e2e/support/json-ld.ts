import type {
  AboutPage,
  Article,
  Blog,
  BlogPosting,
  BreadcrumbList,
  CollectionPage,
  ContactPage,
  FAQPage,
  ItemList,
  Organization,
  Person,
  PodcastSeries,
  Service,
  WebApplication,
  WebPage,
  WebSite,
  WithContext,
} from "schema-dts";

/** The schema.org types the site publishes, by their @type. */
type SchemaTypes = {
  Organization: Organization;
  WebSite: WebSite;
  WebPage: WebPage;
  AboutPage: AboutPage;
  CollectionPage: CollectionPage;
  ContactPage: ContactPage;
  Blog: Blog;
  BlogPosting: BlogPosting;
  Article: Article;
  FAQPage: FAQPage;
  BreadcrumbList: BreadcrumbList;
  ItemList: ItemList;
  Service: Service;
  PodcastSeries: PodcastSeries;
  WebApplication: WebApplication;
  Person: Person;
};
type TypeName = keyof SchemaTypes;
/** The object form of a type with exactly this @type (schema-dts unions also allow strings and subtypes). */
type Node<K extends TypeName> = Extract<Exclude<SchemaTypes[K], string>, { "@type": K }>;
type PropertyOf<K extends TypeName> = Extract<keyof Node<K>, string>;

/**
 * Properties each type must carry: Google's required and recommended properties for its rich
 * results, where the site has the facts (no ratings or reviews are invented). The keys are
 * checked against schema-dts, so a misspelt property does not compile.
 */
export const requiredProperties: { [K in TypeName]: ReadonlyArray<PropertyOf<K>> } = {
  Organization: ["name", "url", "logo"],
  WebSite: ["name", "url"],
  WebPage: ["name", "url", "description"],
  AboutPage: ["name", "url"],
  CollectionPage: ["name", "url"],
  ContactPage: ["name", "url"],
  Blog: ["name", "url"],
  BlogPosting: ["headline", "description", "datePublished", "author", "image", "mainEntityOfPage"],
  Article: ["headline", "description", "author", "publisher", "image", "datePublished"],
  FAQPage: ["mainEntity"],
  BreadcrumbList: ["itemListElement"],
  ItemList: ["itemListElement"],
  Service: ["name", "description", "provider"],
  PodcastSeries: ["name", "description", "url"],
  WebApplication: ["name", "url", "applicationCategory", "offers"],
  Person: ["name"],
};

const site = "https://www.example.com";
const organization = { "@type": "Organization", "@id": `${site}/#organization`, name: "Mamut" } as const;

/**
 * One valid block per type, type-checked by schema-dts: they show what a page must publish
 * and let the spec check the validator itself.
 */
export const samples = {
  Organization: {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: "Mamut",
    url: `${site}/`,
    logo: `${site}/brand/mamut-logo.svg`,
  },
  WebSite: { "@context": "https://schema.org", "@type": "WebSite", name: "Mamut", url: `${site}/` },
  WebPage: {
    "@context": "https://schema.org",
    "@type": "WebPage",
    name: "Growth framework",
    url: `${site}/growth-framework`,
    description: "How we help healthtech companies build pipeline.",
  },
  AboutPage: { "@context": "https://schema.org", "@type": "AboutPage", name: "About", url: `${site}/about` },
  CollectionPage: { "@context": "https://schema.org", "@type": "CollectionPage", name: "Blog", url: `${site}/blog` },
  ContactPage: { "@context": "https://schema.org", "@type": "ContactPage", name: "Contact", url: `${site}/contact` },
  Blog: { "@context": "https://schema.org", "@type": "Blog", name: "Mamut Outbound Insights", url: `${site}/blog` },
  BlogPosting: {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: "Embedded outbound cells",
    description: "A small team built for pipeline.",
    datePublished: "2025-08-30",
    author: organization,
    image: `${site}/social/blog/embedded-outbound-cells.jpg`,
    mainEntityOfPage: `${site}/blog/embedded-outbound-cells`,
  },
  Article: {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: "A 30-day pipeline",
    description: "How a SaaS startup grew its pipeline.",
    author: organization,
    publisher: organization,
    image: `${site}/social/case-studies/saas-30-day-pipeline.jpg`,
    datePublished: "2026-11-23",
  },
  FAQPage: {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: [
      {
        "@type": "Question",
        name: "Who do you work with?",
        acceptedAnswer: { "@type": "Answer", text: "Healthtech companies." },
      },
    ],
  },
  BreadcrumbList: {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: [
      { "@type": "ListItem", position: 1, name: "Home", item: `${site}/` },
      { "@type": "ListItem", position: 2, name: "Blog", item: `${site}/blog` },
    ],
  },
  ItemList: {
    "@context": "https://schema.org",
    "@type": "ItemList",
    itemListElement: [{ "@type": "ListItem", position: 1, name: "A case study", url: `${site}/case-studies/x` }],
  },
  Service: {
    "@context": "https://schema.org",
    "@type": "Service",
    name: "Outbound for SaaS teams",
    description: "Qualified leads in 2-3 weeks.",
    provider: organization,
  },
  PodcastSeries: {
    "@context": "https://schema.org",
    "@type": "PodcastSeries",
    name: "Healthtech Heroes",
    description: "Interviews with healthtech leaders.",
    url: `${site}/healthtech-heroes`,
  },
  WebApplication: {
    "@context": "https://schema.org",
    "@type": "WebApplication",
    name: "Mamut ROI Calculator",
    url: `${site}/roi-calculator`,
    applicationCategory: "BusinessApplication",
    offers: { "@type": "Offer", price: "0", priceCurrency: "USD" },
  },
  Person: { "@context": "https://schema.org", "@type": "Person", name: "Founder" },
} satisfies { [K in TypeName]: WithContext<Node<K>> };

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const isObject = (value: unknown): value is JsonObject =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const isPresent = (value: unknown) =>
  value !== undefined && value !== null && value !== "" && !(Array.isArray(value) && value.length === 0);
const isAbsoluteUrl = (value: unknown) => typeof value === "string" && /^https?:\/\/[^/\s]+/.test(value);

/** Problems with one parsed JSON-LD block (an empty list when it is valid). */
export function jsonLdProblems(block: unknown): string[] {
  if (!isObject(block)) return ["is not a JSON object"];
  const context = block["@context"];
  if (context !== "https://schema.org" && context !== "http://schema.org") {
    return [`has @context ${JSON.stringify(context)}, expected "https://schema.org"`];
  }
  const graph = block["@graph"];
  if (Array.isArray(graph)) return graph.flatMap((node, index) => nodeProblems(node, `@graph[${index}]`));
  return nodeProblems(block, "");
}

function nodeProblems(node: Json | undefined, where: string): string[] {
  const at = where ? `${where}: ` : "";
  if (!isObject(node)) return [`${at}is not an object`];
  const type = node["@type"];
  if (typeof type !== "string" || type === "") return [`${at}has no @type`];
  if (!(type in requiredProperties)) {
    return [`${at}@type ${type} has no entry in tests/e2e/support/json-ld.ts: add its required properties`];
  }
  const required: readonly string[] = requiredProperties[type as TypeName];
  const problems = required.filter((key) => !isPresent(node[key])).map((key) => `${at}${type} lacks "${key}"`);
  for (const key of ["url", "logo", "mainEntityOfPage"]) {
    const value = node[key];
    if (typeof value === "string" && !isAbsoluteUrl(value)) problems.push(`${at}${type}.${key} is not an absolute URL`);
  }
  if (type === "FAQPage") problems.push(...questionProblems(node["mainEntity"], at));
  if (type === "BreadcrumbList" || type === "ItemList") {
    problems.push(...listItemProblems(node["itemListElement"], `${at}${type}`, type === "BreadcrumbList"));
  }
  return problems;
}

function questionProblems(value: Json | undefined, at: string): string[] {
  const questions = Array.isArray(value) ? value : [value];
  return questions.flatMap((question, index) => {
    const label = `${at}FAQPage.mainEntity[${index}]`;
    if (!isObject(question) || question["@type"] !== "Question") return [`${label} is not a Question`];
    const answer = question["acceptedAnswer"];
    const problems: string[] = [];
    if (!isPresent(question["name"])) problems.push(`${label} has no name`);
    if (!isObject(answer) || answer["@type"] !== "Answer" || !isPresent(answer["text"])) {
      problems.push(`${label} has no acceptedAnswer with text`);
    }
    return problems;
  });
}

/** ListItems numbered 1..n, each with a name; breadcrumbs link every item but the current page. */
function listItemProblems(value: Json | undefined, label: string, breadcrumb: boolean): string[] {
  if (!Array.isArray(value) || value.length === 0) return [`${label}.itemListElement is empty`];
  return value.flatMap((item, index) => {
    const where = `${label}.itemListElement[${index}]`;
    if (!isObject(item) || item["@type"] !== "ListItem") return [`${where} is not a ListItem`];
    const problems: string[] = [];
    if (item["position"] !== index + 1)
      problems.push(`${where} has position ${item["position"]}, expected ${index + 1}`);
    const link = item["item"] ?? item["url"];
    const isLast = index === value.length - 1;
    if (breadcrumb && !isPresent(item["name"])) problems.push(`${where} has no name`);
    if (!breadcrumb && !isPresent(item["name"]) && !isObject(item["item"])) problems.push(`${where} has no name`);
    if (link !== undefined && typeof link === "string" && !isAbsoluteUrl(link)) {
      problems.push(`${where} links to ${link}, not an absolute URL`);
    }
    if (link === undefined && !(breadcrumb && isLast)) problems.push(`${where} has no item URL`);
    return problems;
  });
}
