import { buildMeta } from "~/lib/seo";
import type { Route } from "./+types/one-pagers.$slug";

// Scaffold: replaced by the page's own issue.
export const meta: Route.MetaFunction = ({ location }) =>
  buildMeta({
    title: `Industry One-Pager ${location.pathname}`,
    description: "Scaffold page description that is long enough for the metadata checks.",
    path: location.pathname,
  });

export default function Page() {
  return (
    <div className="container-page py-24">
      <h1 className="text-4xl font-bold">Industry One-Pager</h1>
    </div>
  );
}
