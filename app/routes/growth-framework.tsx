import { buildMeta } from "~/lib/seo";
import type { Route } from "./+types/growth-framework";

// Scaffold: replaced by the page's own issue.
export const meta: Route.MetaFunction = ({ location }) =>
  buildMeta({
    title: `Growth Framework ${location.pathname}`,
    description: "Scaffold page description that is long enough for the metadata checks.",
    path: "/growth-framework",
  });

export default function Page() {
  return (
    <div className="container-page py-24">
      <h1 className="text-4xl font-bold">Growth Framework</h1>
    </div>
  );
}
