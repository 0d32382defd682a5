import { buildMeta } from "~/lib/seo";
import type { Route } from "./+types/integration-guide";

// Scaffold: replaced by the page's own issue.
export const meta: Route.MetaFunction = ({ location }) =>
  buildMeta({
    title: `Plug and Play Integration ${location.pathname}`,
    description: "Scaffold page description that is long enough for the metadata checks.",
    path: "/integration-guide",
  });

export default function Page() {
  return (
    <div className="container-page py-24">
      <h1 className="text-4xl font-bold">Plug and Play Integration</h1>
    </div>
  );
}
