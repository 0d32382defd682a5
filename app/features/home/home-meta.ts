import { home } from "~/content/home";
import { faqJsonLd } from "~/features/home/faq";
import { buildMeta, organizationJsonLd, webSiteJsonLd } from "~/lib/seo";
import { siteConfig, type SiteConfig } from "~/lib/site-config";

// The home page speaks as the healthtech growth consultancy (PRODUCT.md, "The two readings"), so
// its title and description pitch that offer, not the outbound service of the site's defaults.

export function homeMeta(config: SiteConfig = siteConfig) {
  return buildMeta(
    {
      title: home.meta.title,
      description: home.meta.description,
      path: "/",
      jsonLd: [organizationJsonLd(config), webSiteJsonLd(config), faqJsonLd()],
    },
    config,
  );
}
