import { statSync } from "node:fs";
import { posts, type PostSummary } from "~/content/blog";
import { articleHtml } from "~/features/blog/article-html.server";
import { coverImage } from "~/features/blog/cover";
import { rssXml } from "~/lib/rss";
import { absoluteUrl, siteConfig } from "~/lib/site-config";

/** The cover's size for the enclosure; the feed is prerendered where public/ holds the generated images. */
function byteLength(path: string): number {
  try {
    return statSync(`public${path}`).size;
  } catch {
    return 0;
  }
}

function feedItem(post: PostSummary) {
  const cover = coverImage(post.slug).src;
  return {
    title: post.title,
    description: post.description,
    url: absoluteUrl(`/blog/${post.slug}`),
    date: post.date,
    category: post.category,
    author: post.author,
    content: articleHtml(post, cover),
    image: { url: absoluteUrl(cover), length: byteLength(cover) },
  };
}

export function loader() {
  const xml = rssXml(
    {
      title: `${siteConfig.siteName} Outbound Insights`,
      description: "Playbooks on outbound sales, BDR costs, AI-assisted prospecting and pipeline math.",
      siteUrl: absoluteUrl("/blog"),
      feedUrl: absoluteUrl("/blog/rss.xml"),
    },
    posts.map(feedItem),
  );
  return new Response(xml, { headers: { "Content-Type": "application/rss+xml; charset=utf-8" } });
}
