import { figure } from "~/content/figure-text";
import { integrationGuide, relatedArticles } from "~/content/integration-guide";
import { IntegrationGuidePage } from "~/features/documents/integration-guide-page";
import { documentMeta } from "~/features/documents/meta";
import type { Route } from "./+types/integration-guide";
import { siteConfig } from "~/lib/site-config";

const path = "/integration-guide";
const title = "Plug and Play Integration Guide";
const description = `How ${siteConfig.productName} plugs an embedded BDR, a GTM team and ${figure("program.tools")} integrated tools into your CRM: installed in ${figure("program.installDays")} days, qualified leads in ${figure("program.leadsWeeks")} weeks.`;

// Runs at build time (prerendering), so the content validation never ships to the browser.
export function loader() {
  return { guide: integrationGuide, related: relatedArticles() };
}

export const meta: Route.MetaFunction = () =>
  documentMeta({
    title,
    description,
    path,
    crumb: "Integration Guide",
    image: {
      url: "/social/integration-guide.jpg",
      alt: `${siteConfig.productName} plug and play integration: the 4-step playbook`,
    },
  });

export default function IntegrationGuide({ loaderData }: Route.ComponentProps) {
  return <IntegrationGuidePage guide={loaderData.guide} related={loaderData.related} />;
}
