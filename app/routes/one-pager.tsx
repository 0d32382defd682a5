import { salesSheet } from "~/content/sales-sheet";
import { OnePagerPage } from "~/features/documents/one-pager-page";
import { documentMeta } from "~/features/documents/meta";
import type { Route } from "./+types/one-pager";
import { siteConfig } from "~/lib/site-config";

const path = "/one-pager";
const title = "Outbound Sales One-Pager";
const description = `${siteConfig.productName} on one page: an embedded BDR, a GTM team and 15+ tools for $8K a month, with a 30-day pilot, no setup fees and results in 2 weeks.`;

// Runs at build time (prerendering), so the content validation never ships to the browser.
export function loader() {
  return { sheet: salesSheet };
}

export const meta: Route.MetaFunction = () =>
  documentMeta({
    title,
    description,
    path,
    crumb: "One-Pager",
    image: {
      url: "/social/one-pager.jpg",
      alt: `${siteConfig.productName} one-pager: your outbound team for $8K a month`,
    },
  });

export default function OnePagerRoute({ loaderData }: Route.ComponentProps) {
  return <OnePagerPage sheet={loaderData.sheet} />;
}
