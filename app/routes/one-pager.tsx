import { motifSrc, onePagerMotif } from "~/components/illustrations/motifs";
import { onePagers } from "~/content/one-pagers";
import { salesSheet } from "~/content/sales-sheet";
import { OnePagerPage } from "~/features/documents/one-pager-page";
import { documentMeta } from "~/features/documents/meta";
import type { Route } from "./+types/one-pager";

const path = "/one-pager";

// Runs at build time (prerendering), so the content validation never ships to the browser.
export function loader() {
  const industries = onePagers.filter((page) => !page.talentMap);
  return {
    sheet: salesSheet,
    industries: {
      art: industries.map((page) => motifSrc(onePagerMotif(page))),
      names: industries.map((page) => page.industry),
    },
  };
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
  return <OnePagerPage sheet={loaderData.sheet} industries={loaderData.industries} />;
}
