import { faqJsonLd } from "~/features/home/faq";
import { buildMeta, organizationJsonLd, webSiteJsonLd } from "~/lib/seo";
import { siteConfig, type SiteConfig } from "~/lib/site-config";

// The home page speaks as the healthtech growth consultancy (PRODUCT.md, "The two readings"), so
// its title and description pitch that offer, not the outbound service of the site's defaults.
export const HOME_TITLE = "Healthtech Growth Partner, Paid on Performance";
export const HOME_DESCRIPTION =
  "Performance-based lead generation for healthtech companies that sell into healthcare: qualified meetings with decision makers, then help to close them.";

export function homeMeta(config: SiteConfig = siteConfig) {
  return buildMeta(
    {
      title: HOME_TITLE,
      description: HOME_DESCRIPTION,
      path: "/",
      jsonLd: [organizationJsonLd(config), webSiteJsonLd(config), faqJsonLd()],
    },
    config,
  );
}
