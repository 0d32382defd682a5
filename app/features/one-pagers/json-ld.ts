import { socialImageOf } from "~/content/social-images";
import type { OnePagerPage } from "~/content/one-pagers";
import { absoluteUrl, siteConfig, type SiteConfig } from "~/lib/site-config";

function provider(config: SiteConfig) {
  return {
    "@type": "Organization",
    "@id": `${config.siteUrl}/#organization`,
    name: config.siteName,
    url: `${config.siteUrl}/`,
  };
}

/** Service structured data for an industry one-pager, with its monthly price when known. */
export function serviceJsonLd(
  page: OnePagerPage,
  path: string,
  config: SiteConfig = siteConfig,
): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name: page.title,
    description: page.metaDescription,
    serviceType: page.industry === "Staff Augmentation" ? "Staff augmentation" : "Outbound sales",
    category: page.industry,
    url: absoluteUrl(path, config.siteUrl),
    image: absoluteUrl(socialImageOf("one-pagers", page.slug), config.siteUrl),
    provider: provider(config),
    ...(page.price
      ? {
          offers: {
            "@type": "Offer",
            priceCurrency: "USD",
            priceSpecification: {
              "@type": "UnitPriceSpecification",
              priceCurrency: "USD",
              minPrice: page.price.min,
              ...(page.price.max === undefined ? {} : { maxPrice: page.price.max }),
              unitText: page.price.unit,
            },
          },
        }
      : {}),
  };
}

/** Article structured data for a case study, with the publication date Google's Article guidelines ask for. */
export function caseStudyJsonLd(
  page: OnePagerPage,
  path: string,
  config: SiteConfig = siteConfig,
): Record<string, unknown> {
  const url = absoluteUrl(path, config.siteUrl);
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: page.title,
    description: page.metaDescription,
    url,
    mainEntityOfPage: url,
    image: absoluteUrl(socialImageOf("case-studies", page.slug), config.siteUrl),
    ...(page.date ? { datePublished: page.date, dateModified: page.date } : {}),
    articleSection: "Case Studies",
    about: page.industry,
    author: provider(config),
    publisher: {
      ...provider(config),
      logo: { "@type": "ImageObject", url: absoluteUrl("/brand/mamut-logo.svg", config.siteUrl) },
    },
  };
}
