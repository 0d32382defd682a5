import { buildMeta } from "~/lib/seo";
import type { Route } from "./+types/case-study-data-privacy";

// Scaffold: replaced by the page's own issue.
export const meta: Route.MetaFunction = ({ location }) =>
  buildMeta({
    title: `Data Privacy Startup Case Study ${location.pathname}`,
    description: "Scaffold page description that is long enough for the metadata checks.",
    path: "/case-study/data-privacy-compliance-startup",
  });

export default function Page() {
  return (
    <div className="container-page py-24">
      <h1 className="text-4xl font-bold">Data Privacy Startup Case Study</h1>
    </div>
  );
}
