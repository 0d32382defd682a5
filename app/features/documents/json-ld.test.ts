import { expect, test } from "vitest";
import { parseSiteConfig } from "../../../config/site.ts";
import { articleJsonLd, webPageJsonLd } from "./json-ld";

const config = parseSiteConfig({ SITE_URL: "https://mamut.test/" });

test("a document page is a WebPage with absolute URLs, tied to the site and organization", () => {
  expect(
    webPageJsonLd(
      { name: "Privacy Policy", description: "What we collect.", path: "/privacy-policy", dateModified: "2025-06-27" },
      config,
    ),
  ).toEqual({
    "@context": "https://schema.org",
    "@type": "WebPage",
    "@id": "https://mamut.test/privacy-policy",
    url: "https://mamut.test/privacy-policy",
    name: "Privacy Policy",
    description: "What we collect.",
    inLanguage: "en-US",
    isPartOf: { "@id": "https://mamut.test/#website" },
    publisher: { "@id": "https://mamut.test/#organization" },
    dateModified: "2025-06-27",
  });
});

test("a page without a modification date leaves the field out", () => {
  expect(
    webPageJsonLd({ name: "One-Pager", description: "On one page.", path: "/one-pager" }, config),
  ).not.toHaveProperty("dateModified");
});

test("a case study is an Article written and published by the organization", () => {
  expect(
    articleJsonLd(
      {
        name: "How a startup grew",
        description: "A case study.",
        path: "/case-study/x",
        image: "/social/x.jpg",
        section: "Case Studies",
      },
      config,
    ),
  ).toEqual({
    "@context": "https://schema.org",
    "@type": "Article",
    headline: "How a startup grew",
    description: "A case study.",
    url: "https://mamut.test/case-study/x",
    mainEntityOfPage: "https://mamut.test/case-study/x",
    image: "https://mamut.test/social/x.jpg",
    inLanguage: "en-US",
    author: { "@type": "Organization", "@id": "https://mamut.test/#organization", name: "Mamut" },
    publisher: { "@type": "Organization", "@id": "https://mamut.test/#organization", name: "Mamut" },
    articleSection: "Case Studies",
  });
});
