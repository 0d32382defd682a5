import { RoiCalculatorPage } from "~/features/roi-calculator/roi-calculator-page";
import { breadcrumbJsonLd, buildMeta } from "~/lib/seo";
import { absoluteUrl, siteConfig } from "~/lib/site-config";
import type { PageHandle } from "~/lib/page-handle";
import type { Route } from "./+types/roi-calculator";

// A shared link carries the inputs in its query: the page is rendered with them.
export const handle: PageHandle = { readsQuery: true };

const title = "ROI Calculator: Internal BDR Cost and Outbound Math";
const description = `Compare the fully loaded cost of an internal BDR ($151,475 a year) with ${siteConfig.productName}, and work back from your revenue goal to the prospects you need.`;

export const meta: Route.MetaFunction = () =>
  buildMeta({
    title,
    description,
    path: "/roi-calculator",
    image: {
      url: "/social/roi-calculator.jpg",
      alt: `${siteConfig.productName} ROI calculator: internal BDR cost and outbound math`,
    },
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
  return <RoiCalculatorPage />;
}
