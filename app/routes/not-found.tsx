import { data } from "react-router";
import { NotFoundPage } from "~/components/not-found-page";
import { notFoundMeta } from "~/lib/seo";
import type { Route } from "./+types/not-found";

// Any path without a route: answer HTTP 404 with the not-found page (never prerendered).
export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = () => notFoundMeta();

export default function NotFound() {
  return <NotFoundPage />;
}
