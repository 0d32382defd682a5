import { expect, test } from "vitest";
import { parseSiteConfig } from "../../../config/site.ts";
import { blogPostingJsonLd } from "./json-ld";

const config = parseSiteConfig({ SITE_URL: "https://mamut.test", PRODUCT_NAME: "Acme" });
const post = {
  slug: "a-post",
  title: "A post",
  description: "About outbound.",
  date: "2025-06-20",
  category: "Strategy" as const,
  tags: ["outbound", "bdr"],
  author: "Ana Ruiz",
  authorType: "person" as const,
};

test("an article by a person names a Person as its author", () => {
  expect(blogPostingJsonLd(post, "/social/blog/a-post.jpg", config)).toMatchObject({
    "@type": "BlogPosting",
    author: { "@type": "Person", name: "Ana Ruiz" },
    publisher: { "@type": "Organization", name: "Acme" },
    datePublished: "2025-06-20",
    dateModified: "2025-06-20",
    image: "https://mamut.test/social/blog/a-post.jpg",
    mainEntityOfPage: "https://mamut.test/blog/a-post",
  });
});

test("an article by the team names the Organization", () => {
  const byTeam = { ...post, author: "Acme Team", authorType: "organization" as const };
  expect(blogPostingJsonLd(byTeam, "/x.jpg", config).author).toEqual({ "@type": "Organization", name: "Acme Team" });
});
