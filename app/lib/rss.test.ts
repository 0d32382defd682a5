import Parser from "rss-parser";
import { expect, test } from "vitest";
import { rssXml, type FeedItem } from "./rss";

const info = {
  title: "Mamut Outbound Insights",
  description: "Playbooks",
  siteUrl: "https://mamut.test/blog",
  feedUrl: "https://mamut.test/blog/rss.xml",
};

const item: FeedItem = {
  title: "Costs <&> BDRs",
  description: 'A "quoted" text',
  url: "https://mamut.test/blog/a",
  date: "2025-08-30",
  category: "AI & Sales",
  author: "Mamut Team",
  content: '<p>Full <strong>article</strong> with <a href="https://mamut.test/contact">a link</a>.</p>',
  image: { url: "https://mamut.test/social/blog/a.jpg", length: 4242 },
};

test("an RSS parser reads every item with its full content, cover, date, category and author", async () => {
  const feed = await new Parser({ customFields: { item: ["dc:creator"] } }).parseString(rssXml(info, [item]));
  expect(feed).toMatchObject({ title: info.title, link: info.siteUrl, description: info.description });
  expect(feed.items).toHaveLength(1);
  expect(feed.items[0]).toMatchObject({
    title: "Costs <&> BDRs",
    link: item.url,
    content: item.description,
    "content:encoded": item.content,
    categories: ["AI & Sales"],
    "dc:creator": "Mamut Team",
    enclosure: { url: item.image.url, type: "image/jpeg", length: "4242" },
    isoDate: "2025-08-30T00:00:00.000Z",
  });
});

test("the feed points at itself and dates its last build by the newest article", () => {
  const xml = rssXml(info, [item, { ...item, url: "https://mamut.test/blog/b", date: "2025-09-02" }]);
  expect(xml).toContain('<atom:link href="https://mamut.test/blog/rss.xml" rel="self" type="application/rss+xml"/>');
  expect(xml).toContain("<lastBuildDate>Tue, 02 Sep 2025 00:00:00 GMT</lastBuildDate>");
  expect(xml).not.toContain("<generator>");
});
