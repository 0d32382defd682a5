import { expect, test } from "vitest";
import { breadcrumbJsonLd, buildMeta } from "~/lib/seo";
import { webPageJsonLd } from "./json-ld";
import { documentMeta } from "./meta";

const input = {
  title: "Privacy Policy",
  description: "What Mamut collects through this website, why, for how long, and how to have it removed.",
  path: "/privacy-policy",
  crumb: "Privacy Policy",
  image: { url: "/social/privacy-policy.jpg", alt: "Mamut privacy policy" },
  updated: "2025-06-27",
};

test("a document's metadata is the page's tags plus WebPage and Home > document breadcrumb JSON-LD", () => {
  expect(documentMeta(input)).toEqual(
    buildMeta({
      title: input.title,
      description: input.description,
      path: input.path,
      image: input.image,
      jsonLd: [
        webPageJsonLd({
          name: input.title,
          description: input.description,
          path: input.path,
          dateModified: "2025-06-27",
        }),
        breadcrumbJsonLd([
          { name: "Home", path: "/" },
          { name: "Privacy Policy", path: "/privacy-policy" },
        ]),
      ],
    }),
  );
});

test("a document without a date has no dateModified", () => {
  const jsonLd = documentMeta({ ...input, updated: undefined }).flatMap((tag) =>
    "script:ld+json" in tag ? [tag["script:ld+json"] as Record<string, unknown>] : [],
  );
  expect(jsonLd.map((data) => data["@type"])).toEqual(["WebPage", "BreadcrumbList"]);
  expect(jsonLd[0]).not.toHaveProperty("dateModified");
});
