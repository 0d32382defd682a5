import { buildMeta } from "~/lib/seo";
import type { Route } from "./+types/roi-calculator";

// Scaffold: replaced by the page's own issue.
export const meta: Route.MetaFunction = ({ location }) =>
  buildMeta({
    title: `ROI Calculator ${location.pathname}`,
    description: "Scaffold page description that is long enough for the metadata checks.",
    path: "/roi-calculator",
  });

export default function Page() {
  return (
    <div className="container-page py-24">
      <h1 className="text-4xl font-bold">ROI Calculator</h1>
    </div>
  );
}
