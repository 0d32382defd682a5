import { readFileSync } from "node:fs";
import { parse as parseYaml } from "yaml";
import { type Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { bookingUrl } from "../../app/content/offers";
import { readableDate } from "../../app/content/dates";
import { config, content, filled, labelPattern, offers } from "./support/site";

// The articles the build was made from, newest first.
const posts = content.posts;
const newest = posts[0];

// The columns of the grid's first row (a short last row shares its row, so it is not counted).
async function columnsOfGrid(page: Page): Promise<number> {
  const tops = await page
    .getByTestId("latest-articles")
    .locator(":scope > li")
    .evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
  return tops.filter((top) => top === tops[0]).length;
}

test("the blog shows the newest article as featured and every other one in the grid", async ({ page }) => {
  await page.goto("/blog");
  await expect(page.getByRole("heading", { level: 1, name: "Outbound Insights" })).toBeVisible();
  const featured = page.getByRole("region", { name: "Featured Article" });
  await expect(featured.getByRole("link")).toHaveAttribute("href", `/blog/${newest?.slug}`);
  await expect(featured.getByText(readableDate(newest?.date ?? ""))).toBeVisible();
  const grid = page.getByTestId("latest-articles");
  const hrefs = await grid.getByRole("link").evaluateAll((links) => links.map((link) => link.getAttribute("href")));
  expect(hrefs).toEqual(posts.slice(1).map((post) => `/blog/${post.slug}`));
});

for (const [width, columns] of [
  [375, 1],
  [768, 2],
  [1280, 3],
] as const) {
  test(`the article grid has ${columns} column(s) at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/blog");
    expect(await columnsOfGrid(page)).toBe(columns);
    // No orphan card: the last card reaches the grid's right edge.
    const grid = page.getByTestId("latest-articles");
    const gridBox = await grid.boundingBox();
    const lastBox = await grid.locator(":scope > li").last().boundingBox();
    expect(Math.round((lastBox?.x ?? 0) + (lastBox?.width ?? 0))).toBe(
      Math.round((gridBox?.x ?? 0) + (gridBox?.width ?? 0)),
    );
  });
}

test("every article answers 200 with the same title, date and read time as its card", async ({ page, request }) => {
  await page.goto("/blog");
  const cards = await page.locator("article").evaluateAll((articles) =>
    articles.map((article) => ({
      href: article.querySelector("a")?.getAttribute("href") ?? "",
      title: article.querySelector("h2, h3")?.textContent?.trim() ?? "",
      date: article.querySelector("time")?.textContent?.trim() ?? "",
      readTime: article.querySelector('[data-testid="post-read-time"]')?.textContent?.trim() ?? "",
    })),
  );
  expect(cards.map((card) => card.href)).toEqual(posts.map((post) => `/blog/${post.slug}`));
  for (const card of cards) {
    expect((await request.get(card.href, { maxRedirects: 0 })).status(), card.href).toBe(200);
    await page.goto(card.href);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(card.title);
    await expect(page).toHaveTitle(`${card.title} | ${config.siteName}`);
    const header = page.locator("article > header");
    await expect(header.locator("time")).toHaveText(card.date);
    await expect(header.getByTestId("post-read-time")).toHaveText(card.readTime);
  }
});

test("the article page carries its social and article metadata in the prerendered HTML", async ({ request }) => {
  const post = content.posts.find((entry) => entry.slug === "hidden-costs-internal-bdr");
  const html = await (await request.get("/blog/hidden-costs-internal-bdr")).text();
  expect(html).toContain('<meta property="og:type" content="article"/>');
  expect(html).toContain(`<meta property="article:published_time" content="${post?.date}"/>`);
  expect(html).toContain(`<meta property="article:section" content="${post?.category}"/>`);
  expect(html).toMatch(
    /<meta property="og:image" content="https?:\/\/[^"]+\/social\/blog\/hidden-costs-internal-bdr\.jpg"\/>/,
  );
  expect(html).toContain('"@type":"BlogPosting"');
  expect(html).toContain('"@type":"BreadcrumbList"');
  expect(html).toMatch(/<link rel="canonical" href="https?:\/\/[^"]+\/blog\/hidden-costs-internal-bdr"\/>/);
});

test("an article's cover and its card show the art drawn for it, never the title typeset on an image", async ({
  page,
  request,
}) => {
  const post = posts[0];
  await page.goto(`/blog/${post?.slug}`);
  const cover = page.locator("article > div > img").first();
  const src = (await cover.getAttribute("src")) ?? "";
  expect(src).toBe(`/covers/blog/${post?.slug}.svg`);
  await expect(cover).toHaveAttribute("width", "640");
  await expect(cover).toHaveAttribute("height", "336");
  await expect(cover).toHaveAttribute("alt", "");
  await expect(cover).toHaveJSProperty("complete", true);
  const response = await request.get(src);
  expect(response.headers()["content-type"]).toContain("image/svg+xml");
  expect(await response.text()).not.toContain("<text");
  await page.goto("/blog");
  const card = page.locator("article").filter({ has: page.locator(`a[href="/blog/${post?.slug}"]`) });
  await expect(card.locator("img")).toHaveAttribute("src", src);
});

test("the lead-gen article's table of contents scrolls to each section", async ({ page }) => {
  await page.goto("/blog/lead-gen-agency-vs-mamut-gtm-plugin");
  for (const id of [
    "outbound-fundamentals",
    "traditional-agencies",
    "inhouse-teams",
    "mamut-solution",
    "head-to-head",
    "ai-automation",
    "future-proofing",
  ]) {
    await page.getByRole("navigation", { name: "On this page" }).locator(`a[href="#${id}"]`).click();
    await expect(page.locator(`#${id}`)).toBeInViewport();
  }
  await expect(page.locator("#head-to-head ~ div table").first()).toBeVisible();
});

test("an article's charts show every figure of its front matter, with a title and the basis of the figures", async ({
  page,
}) => {
  const charted = posts.filter((post) => post.charts.length > 0);
  expect(charted.length).toBeGreaterThan(0);
  for (const post of charted) {
    await page.goto(`/blog/${post.slug}`);
    for (const chart of post.charts) {
      const table = page.getByRole("table", { name: chart.title });
      await expect(table).toBeVisible();
      const figure = page.locator("figure").filter({ has: table });
      await expect(figure).toContainText(chart.basis);
      for (const row of chart.rows) {
        await expect(table.getByRole("row", { name: new RegExp(`^${row.label}`) })).toContainText(row.display);
      }
    }
  }
});

test("every article closes with one call to action", async ({ request }) => {
  for (const post of posts) {
    const html = await (await request.get(`/blog/${post.slug}`)).text();
    const main = /<main\b[\s\S]*<\/main>/.exec(html)?.[0] ?? "";
    const booking = `href="${bookingUrl(offers.outbound, config)}"`;
    expect(main.split(booking).length - 1, post.slug).toBe(1);
    // The one booking link is the closing call to action's, after the article and its further reading.
    const closing = /<section[^>]*data-closing-cta[\s\S]*<\/section>/.exec(main)?.[0] ?? "";
    expect(closing, post.slug).toContain(booking);
  }
});

test("each article's closing call to action speaks to its own topic, as its front matter writes it", async ({
  request,
}) => {
  const decode = (text: string) =>
    text
      .replace(/<[^>]+>/g, "")
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, "&");
  for (const post of posts) {
    const html = await (await request.get(`/blog/${post.slug}`)).text();
    const closing = decode(/<section[^>]*data-closing-cta[\s\S]*<\/section>/.exec(html)?.[0] ?? "");
    expect(closing, post.slug).toContain(post.closing.heading);
    expect(closing, post.slug).toContain(post.closing.text);
  }
  // Written for each article: no two share a heading or a line.
  expect(new Set(posts.map((post) => post.closing.heading)).size).toBe(posts.length);
  expect(new Set(posts.map((post) => post.closing.text)).size).toBe(posts.length);
});

test("on desktop an article's contents stay beside the text; on a phone they are a disclosure at the top", async ({
  page,
}) => {
  await page.goto("/blog/hidden-costs-internal-bdr");
  const contents = page.getByRole("navigation", { name: "On this page" });
  const links = contents.getByRole("link");
  expect(await links.count()).toBeGreaterThan(1);
  const body = page.locator("article .prose");
  const [navBox, bodyBox] = [await contents.boundingBox(), await body.boundingBox()];
  expect((navBox?.x ?? 0) + (navBox?.width ?? 0)).toBeLessThanOrEqual(bodyBox?.x ?? 0);
  await links.last().click();
  await expect(contents).toBeInViewport();
  await expect(links.last()).toHaveAttribute("aria-current", "location");

  await page.setViewportSize({ width: 375, height: 740 });
  await expect(contents).toBeHidden();
  await page.locator("article summary", { hasText: "On this page" }).click();
  await expect(contents).toBeVisible();
});

test("the startup challenges article lists its challenges and books a strategy call", async ({ page }) => {
  const source = readFileSync("content/blog/startup-sales-challenges.mdx", "utf8");
  const { challenges } = parseYaml(filled(/^---\n([\s\S]*?)\n---/.exec(source)?.[1] ?? "")) as {
    challenges: unknown[];
  };
  await page.goto("/blog/startup-sales-challenges");
  await expect(page.getByRole("list", { name: "Startup sales challenges" }).locator(":scope > li")).toHaveCount(
    challenges.length,
  );
  // SPEC's "Schedule Strategy Call": the booking call, under the offer's one label (issue 36).
  await expect(
    page.getByRole("main").getByRole("link", { name: labelPattern(offers.outbound.callLabel) }),
  ).toHaveAttribute("href", bookingUrl(offers.outbound, config));
});

test("the share links open the right sharer URLs in 600x400 popups", async ({ page }) => {
  await page.addInitScript(() => {
    const calls: Array<[string, string, string]> = [];
    Object.assign(window, { __opened: calls });
    window.open = ((url: string, target: string, features: string) => {
      calls.push([String(url), target, features]);
      return null;
    }) as typeof window.open;
  });
  await page.goto("/blog/hidden-costs-internal-bdr");
  const share = page.getByRole("region", { name: "Share this article" });
  await share.getByRole("link", { name: "Share on LinkedIn" }).click();
  await share.getByRole("link", { name: "Share on X" }).click();
  await share.getByRole("link", { name: "Share on Facebook" }).click();
  const opened = (await page.evaluate(() => (window as unknown as { __opened: string[][] }).__opened)) as Array<
    [string, string, string]
  >;
  expect(opened).toHaveLength(3);
  const [linkedin, x, facebook] = opened.map(([url]) => new URL(url));
  const articleUrl = `${config.siteUrl}/blog/hidden-costs-internal-bdr`;
  expect(linkedin?.hostname).toBe("www.linkedin.com");
  expect(linkedin?.searchParams.get("url")).toBe(articleUrl);
  expect(linkedin?.searchParams.get("summary")).toBeTruthy();
  expect(x?.searchParams.get("url")).toBe(articleUrl);
  expect(x?.searchParams.get("text")).toContain(
    content.posts.find((post) => post.slug === "hidden-costs-internal-bdr")?.title ?? "",
  );
  expect(facebook?.searchParams.get("u")).toBe(articleUrl);
  for (const [, , features] of opened) expect(features).toContain("width=600,height=400");
  await expect(share.getByRole("link", { name: "Open Instagram" })).toHaveAttribute(
    "href",
    "https://www.instagram.com/",
  );
});

test("copy link puts the article URL on the clipboard and says so", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto("/blog/nearshore-bdrs-smart-choice");
  await page.getByRole("button", { name: "Copy link" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Link copied" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    `${config.siteUrl}/blog/nearshore-bdrs-smart-choice`,
  );
});

test("the RSS feed parses and lists every article", async ({ page, request }) => {
  const response = await request.get("/blog/rss.xml");
  expect(response.headers()["content-type"]).toContain("application/rss+xml");
  const xml = await response.text();
  await page.goto("/blog");
  const parsed = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, "application/xml");
    return {
      error: doc.querySelector("parsererror")?.textContent ?? null,
      items: [...doc.querySelectorAll("item > link")].map((link) => link.textContent),
    };
  }, xml);
  expect(parsed.error).toBeNull();
  expect(parsed.items).toEqual(posts.map((post) => `${config.siteUrl}/blog/${post.slug}`));
  await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
    "href",
    "/blog/rss.xml",
  );
});

test("leaving an article for the home page shows the home page's title and description", async ({ page, request }) => {
  // What the home page declares for itself, as crawlers get it.
  const home = await (await request.get("/")).text();
  const homeTitle = /<title>([^<]*)<\/title>/.exec(home)?.[1] ?? "";
  const homeDescription = /<meta name="description" content="([^"]*)"/.exec(home)?.[1] ?? "";
  expect(homeTitle).not.toBe("");
  for (const slug of ["bdr-team-ai-copilot", "why-startups-move-beyond-inbound"]) {
    await page.goto(`/blog/${slug}`);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
    await page
      .getByRole("banner")
      .getByRole("link", { name: `${config.siteName} home` })
      .click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page).toHaveTitle(homeTitle);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", homeDescription);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "website");
    await expect(page.locator('meta[property="article:published_time"]')).toHaveCount(0);
  }
});

test("an unknown article answers 404", async ({ request }) => {
  expect((await request.get("/blog/no-such-article")).status()).toBe(404);
});
