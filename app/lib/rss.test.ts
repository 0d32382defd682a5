import { expect, test } from "vitest";
import { rssXml } from "./rss";

test("the feed escapes titles and lists items with RFC 822 dates", () => {
  const xml = rssXml(
    { title: "Blog", description: "D", siteUrl: "https://mamut.test/blog", feedUrl: "https://mamut.test/blog/rss.xml" },
    [
      {
        title: "Costs <&> BDRs",
        description: 'A "quoted" text',
        url: "https://mamut.test/blog/a",
        date: "2025-08-30",
        category: "AI & Sales",
        author: "Mamut Team",
      },
    ],
  );
  expect(xml).toContain("<title>Costs &lt;&amp;&gt; BDRs</title>");
  expect(xml).toContain("<category>AI &amp; Sales</category>");
  expect(xml).toContain("<pubDate>Sat, 30 Aug 2025 00:00:00 GMT</pubDate>");
  expect(xml).toContain('<atom:link href="https://mamut.test/blog/rss.xml" rel="self" type="application/rss+xml"/>');
});
