import { buildMeta } from "~/lib/seo";
import type { Route } from "./+types/privacy-policy";

// Scaffold: replaced by the page's own issue.
export const meta: Route.MetaFunction = ({ location }) =>
  buildMeta({
    title: `Privacy Policy ${location.pathname}`,
    description: "Scaffold page description that is long enough for the metadata checks.",
    path: "/privacy-policy",
  });

export default function Page() {
  return (
    <div className="container-page py-24">
      <h1 className="text-4xl font-bold">Privacy Policy</h1>
    </div>
  );
}
