import { breadcrumbJsonLd, buildMeta } from "~/lib/seo";
import { webPageJsonLd } from "./json-ld";

type DocumentMetaInput = {
  title: string;
  description: string;
  /** Root-relative path of the document. */
  path: string;
  /** The document's name in the breadcrumb after "Home". */
  crumb: string;
  /** Its generated social image (scripts/social-images). */
  image: { url: string; alt: string };
  /** ISO date of the last meaningful change, when the document carries one. */
  updated?: string;
};

/** Metadata of a long document page: title, description, social image, WebPage and breadcrumb JSON-LD. */
export function documentMeta({ title, description, path, crumb, image, updated }: DocumentMetaInput) {
  return buildMeta({
    title,
    description,
    path,
    image,
    jsonLd: [
      webPageJsonLd({ name: title, description, path, dateModified: updated }),
      breadcrumbJsonLd([
        { name: "Home", path: "/" },
        { name: crumb, path },
      ]),
    ],
  });
}
