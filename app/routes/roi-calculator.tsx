import { useLocation } from "react-router";
import { RoiCalculatorPage } from "~/features/roi-calculator/roi-calculator-page";
import { breadcrumbJsonLd, buildMeta } from "~/lib/seo";
import { absoluteUrl, siteConfig } from "~/lib/site-config";
import { roiCalculator } from "~/content/page-copy";
import type { PageHandle } from "~/lib/page-handle";
import type { Route } from "./+types/roi-calculator";

// A shared link carries the inputs in its query: the page is rendered with them.
export const handle: PageHandle = { readsQuery: true };

const { metaTitle: title, metaDescription: description, imageAlt } = roiCalculator;

export const meta: Route.MetaFunction = () =>
  buildMeta({
    title,
    description,
    path: "/roi-calculator",
    image: { url: "/social/roi-calculator.jpg", alt: imageAlt },
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "WebApplication",
        name: `${siteConfig.siteName} ROI Calculator`,
        url: absoluteUrl("/roi-calculator"),
        description,
        applicationCategory: "BusinessApplication",
        operatingSystem: "Any",
        inLanguage: "en-US",
        isAccessibleForFree: true,
        offers: { "@type": "Offer", price: "0", priceCurrency: "USD" },
        publisher: { "@id": `${siteConfig.siteUrl}/#organization` },
      },
      breadcrumbJsonLd([
        { name: "Home", path: "/" },
        { name: "ROI Calculator", path: "/roi-calculator" },
      ]),
    ],
  });

export default function RoiCalculator() {
  return <RoiCalculatorPage renderedSearch={useLocation().search} />;
}
