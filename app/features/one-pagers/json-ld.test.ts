import { expect, test } from "vitest";
import { figures } from "~/content/figures";
import { getCaseStudy, getOnePager } from "~/content/one-pagers";
import { parseSiteConfig } from "../../../config/site.ts";
import { caseStudyJsonLd, serviceJsonLd } from "./json-ld";

const config = parseSiteConfig({ SITE_URL: "https://mamut.test" });

test("a one-pager is described as a Service with its monthly price range", () => {
  const page = getOnePager("healthcare");
  if (!page) throw new Error("missing healthcare one-pager");
  const healthcare = Object.values(figures.industries).find((industry) => industry.slug === "healthcare");
  if (!healthcare) throw new Error("missing healthcare in figures.ts");
  expect(serviceJsonLd(page, "/one-pagers/healthcare", config)).toMatchObject({
    "@type": "Service",
    url: "https://mamut.test/one-pagers/healthcare",
    image: "https://mamut.test/social/one-pagers/healthcare.jpg",
    provider: { "@type": "Organization", name: "Mamut" },
    // The healthcare price range of content/data/figures.ts.
    offers: {
      priceSpecification: {
        minPrice: healthcare.low,
        maxPrice: healthcare.high,
        priceCurrency: "USD",
        unitText: "month",
      },
    },
  });
});

test("a starting price has no maximum", () => {
  const page = getOnePager("mamut-talent");
  if (!page) throw new Error("missing talent one-pager");
  const offers = serviceJsonLd(page, "/one-pagers/mamut-talent", config).offers as Record<string, unknown>;
  expect(offers.priceSpecification).toEqual({
    "@type": "UnitPriceSpecification",
    priceCurrency: "USD",
    minPrice: figures.talent.monthlyFrom,
    unitText: "month per BDR",
  });
});

test("a case study is described as an Article by the organization", () => {
  const page = getCaseStudy("saas-30-day-pipeline");
  if (!page) throw new Error("missing case study");
  expect(caseStudyJsonLd(page, "/case-studies/saas-30-day-pipeline", config)).toMatchObject({
    "@type": "Article",
    headline: page.title,
    mainEntityOfPage: "https://mamut.test/case-studies/saas-30-day-pipeline",
    publisher: { name: "Mamut", logo: { url: "https://mamut.test/brand/mamut-logo.svg" } },
  });
});
