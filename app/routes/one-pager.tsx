import { salesSheet } from "~/content/sales-sheet";
import { OnePagerPage } from "~/features/documents/one-pager-page";
import { documentMeta } from "~/features/documents/meta";
import type { Route } from "./+types/one-pager";

const path = "/one-pager";

// Runs at build time (prerendering), so the content validation never ships to the browser.
export function loader() {
  return { sheet: salesSheet };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [];
  const { title, description, imageAlt } = loaderData.sheet.meta;
  return documentMeta({
    title,
    description,
    path,
    crumb: "One-Pager",
    image: { url: "/social/one-pager.jpg", alt: imageAlt },
  });
};

export default function OnePagerRoute({ loaderData }: Route.ComponentProps) {
  return <OnePagerPage sheet={loaderData.sheet} />;
}
