import { escapeXml } from "./xml";

export type FeedItem = {
  title: string;
  description: string;
  url: string;
  date: string;
  category: string;
  author: string;
};
export type FeedInfo = { title: string; description: string; siteUrl: string; feedUrl: string };

/** RSS 2.0, every value escaped. */
export function rssXml(info: FeedInfo, items: readonly FeedItem[]): string {
  const newest = items
    .map((item) => item.date)
    .sort()
    .at(-1);
  const entries = items.map((item) =>
    [
      "    <item>",
      `      <title>${escapeXml(item.title)}</title>`,
      `      <link>${escapeXml(item.url)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(item.url)}</guid>`,
      `      <description>${escapeXml(item.description)}</description>`,
      `      <category>${escapeXml(item.category)}</category>`,
      `      <dc:creator>${escapeXml(item.author)}</dc:creator>`,
      `      <pubDate>${new Date(`${item.date}T00:00:00Z`).toUTCString()}</pubDate>`,
      "    </item>",
    ].join("\n"),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    "  <channel>",
    `    <title>${escapeXml(info.title)}</title>`,
    `    <link>${escapeXml(info.siteUrl)}</link>`,
    `    <description>${escapeXml(info.description)}</description>`,
    "    <language>en-us</language>",
    `    <atom:link href="${escapeXml(info.feedUrl)}" rel="self" type="application/rss+xml"/>`,
    ...(newest ? [`    <lastBuildDate>${new Date(`${newest}T00:00:00Z`).toUTCString()}</lastBuildDate>`] : []),
    ...entries,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
}
