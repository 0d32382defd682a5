import { buildMeta } from "~/lib/seo";
import type { Route } from "./+types/one-pager";

// Scaffold: replaced by the page's own issue.
export const meta: Route.MetaFunction = ({ location }) =>
  buildMeta({
    title: `Outbound Sales One-Pager ${location.pathname}`,
    description: "Scaffold page description that is long enough for the metadata checks.",
    path: "/one-pager",
  });

export default function Page() {
  return (
    <div className="container-page py-24">
      <h1 className="text-4xl font-bold">Outbound Sales One-Pager</h1>
    </div>
  );
}
