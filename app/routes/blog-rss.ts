import { posts } from "~/content/blog";
import { rssXml } from "~/lib/rss";
import { absoluteUrl, siteConfig } from "~/lib/site-config";

export function loader() {
  const xml = rssXml(
    {
      title: `${siteConfig.siteName} Outbound Insights`,
      description: "Playbooks on outbound sales, BDR costs, AI-assisted prospecting and pipeline math.",
      siteUrl: absoluteUrl("/blog"),
      feedUrl: absoluteUrl("/blog/rss.xml"),
    },
    posts.map((post) => ({
      title: post.title,
      description: post.description,
      url: absoluteUrl(`/blog/${post.slug}`),
      date: post.date,
      category: post.category,
      author: post.author,
    })),
  );
  return new Response(xml, { headers: { "Content-Type": "application/rss+xml; charset=utf-8" } });
}
