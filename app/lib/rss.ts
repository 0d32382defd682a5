import { Feed } from "feed";

export type FeedItem = {
  title: string;
  description: string;
  url: string;
  /** ISO date (YYYY-MM-DD) of publication. */
  date: string;
  category: string;
  author: string;
  /** The full article as HTML with absolute links. */
  content: string;
  /** The cover: an absolute JPEG URL and its size in bytes (0 when unknown). */
  image: { url: string; length: number };
};
export type FeedInfo = { title: string; description: string; siteUrl: string; feedUrl: string; language?: string };

function utcDate(iso: string): Date {
  return new Date(`${iso}T00:00:00Z`);
}

/** RSS 2.0 with each article's full text (content:encoded) and cover (enclosure), built by `feed`. */
export function rssXml(info: FeedInfo, items: readonly FeedItem[]): string {
  const newest = items
    .map((item) => item.date)
    .sort()
    .at(-1);
  const feed = new Feed({
    id: info.siteUrl,
    title: info.title,
    description: info.description,
    link: info.siteUrl,
    language: info.language ?? "en-us",
    feedLinks: { rss: info.feedUrl },
    generator: false,
    // The newest article's date, not the build's: an unchanged blog gives an unchanged feed.
    ...(newest ? { updated: utcDate(newest) } : {}),
  });
  for (const item of items) {
    feed.addItem({
      title: item.title,
      link: item.url,
      date: utcDate(item.date),
      description: item.description,
      content: item.content,
      category: [{ name: item.category }],
      image: { url: item.image.url, type: "image/jpeg", length: item.image.length },
      extensions: [{ name: "dc:creator", objects: { _text: item.author } }],
    });
  }
  return feed.rss2();
}
