import { buildMeta } from "~/lib/seo";
import type { Route } from "./+types/case-studies";

// Scaffold: replaced by the page's own issue.
export const meta: Route.MetaFunction = ({ location }) =>
  buildMeta({
    title: `Case Studies ${location.pathname}`,
    description: "Scaffold page description that is long enough for the metadata checks.",
    path: "/case-studies",
  });

export default function Page() {
  return (
    <div className="container-page py-24">
      <h1 className="text-4xl font-bold">Case Studies</h1>
    </div>
  );
}
