import { spawnSync, type ChildProcess } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import Parser from "rss-parser";
import { calendarDay, CONTENT_MANIFEST_FILE } from "../../config/publication.ts";
import { parseSiteSettings } from "../../config/site.ts";
import { rebuildReason } from "../../scripts/build-freshness.ts";
import { axeViolations } from "./support/axe";
import type { ContentManifest } from "../../scripts/build/content-manifest";
import { answerQuestion } from "../../app/features/assistant/answer.ts";
import { articleCoverSrc } from "../../app/components/illustrations/cover-art";
import { headlineChartSrc } from "../../app/components/illustrations/headline-chart";
import { pdfHref } from "../../app/lib/document-pdf";
import { createSearchIndex, type AssistantIndex } from "../../app/features/assistant/search.ts";
import { serveBuild, stopServer } from "./support/serve-build";
import { content } from "./support/site";
import { expect, test } from "./support/test";

// What a site owner does, in a temporary copy of the project: add an article, a draft, an article
// and a case study scheduled for a later day and a one-pager, rename the product, set the site's address and time
// zone, change a price, a call length, a count and a claim each in its one file, build once, then
// find the new pages and the new figures everywhere they belong, and the draft, the scheduled article
// and the old figures nowhere. The same copy then gets a broken link, which must stop the build naming
// the file, the line and the link (the other mistakes are unit tests: scripts/build/content-mistakes.test.ts).
// One build is shared by every test here.

test.describe.configure({ mode: "serial" });

const port = Number(process.env.E2E_PORT ?? 4173) + 20;
const base = `http://127.0.0.1:${port}`;
const settings = { PRODUCT_NAME: "Acme", SITE_URL: "https://owner.example.org" };
// Written to the copy's .env, which the build and the server must both read.
const dotEnv = {
  TWITTER_HANDLE: "acme",
  CONTACT_EMAIL: "hello@owner.example.org",
  SITE_TIME_ZONE: "America/Bogota",
  NEWSLETTER_RETENTION_DAYS: "14",
  BOOKING_URL_GUEST: "https://guests.owner.example.org/intro",
};
const ARTICLE = "owner-test-article";
const DRAFT = "owner-test-draft";
const SCHEDULED = "owner-test-scheduled";
const SCHEDULED_TITLE = "An Article the Owner Scheduled for Later";
// Three days ahead in the site's time zone: scheduled for the whole run, whatever the hour.
const SCHEDULED_DATE = calendarDay(dotEnv.SITE_TIME_ZONE, new Date(Date.now() + 3 * 86_400_000));
const ONE_PAGER = "owner-test-industry";
const SCHEDULED_CASE = "owner-test-scheduled-case";
const SCHEDULED_CASE_TITLE = "A Case Study the Owner Scheduled for Later";
const DRAFT_PHRASE = "Unannounced roadmap paragraph";
// A video id given to the first podcast episode (the shipped episodes have none: no id is made up).
const VIDEO_ID = "ownerTest01";
// A generated image of a page that no longer exists.
const STALE_IMAGE = "public/social/blog/a-deleted-article.jpg";

// Figures the owner changes, each in its one file: the figure's token, what the shipped file says and
// what the owner writes instead. The texts before and after are the builds' own (their manifests).
const figureEdits = [
  // A price: the plan's monthly price, which its yearly price and its saving are computed from.
  {
    file: "content/data/figures.ts",
    from: "monthlyPrice: 8000,",
    to: "monthlyPrice: 9000,",
    tokens: ["plan.monthly", "plan.yearly", "plan.savings"],
  },
  // The price the issue found typed into code: the Talent BDR's, in /industries' description and the assistant.
  { file: "content/data/figures.ts", from: "monthlyFrom: 2500,", to: "monthlyFrom: 2700,", tokens: ["talent.monthly"] },
  // A call length: the outbound offer's call, in every label and sentence that names it.
  { file: "content/data/offers.ts", from: "callMinutes: 30,", to: "callMinutes: 20,", tokens: ["calls.outbound"] },
  // A count: the partner universities.
  {
    file: "content/data/figures.ts",
    from: "universities: 150,",
    to: "universities: 160,",
    tokens: ["talent.universities"],
  },
  // A claim, still true to its figures: the plugin model's saving, rounded less far.
  {
    file: "content/data/figures.ts",
    from: "totalCostSavings: { low: 50, high: 70 },",
    to: "totalCostSavings: { low: 52, high: 70 },",
    tokens: ["claims.totalCostSavings"],
  },
] as const;
type Figures = Record<string, string>;
/** The figures of the project under test, as its build put them in place (before the owner's edits). */
const shipped: Figures = content.figures;
let edited: Figures = {};

let root = "";
let server: ChildProcess | undefined;
let buildOutput = "";

/** The project without its builds, history and local settings; node_modules linked, not copied. */
function copyProject(): string {
  const dir = mkdtempSync(join(tmpdir(), "mamut-owner-"));
  const skip = new Set(["node_modules", ".git", "data", "reports", "test-results", "playwright-report", ".env"]);
  for (const entry of readdirSync(".")) {
    if (skip.has(entry) || /^build(-|$)/.test(entry)) continue;
    cpSync(entry, join(dir, entry), { recursive: true });
  }
  symlinkSync(join(process.cwd(), "node_modules"), join(dir, "node_modules"), "dir");
  return dir;
}

function write(path: string, text: string) {
  writeFileSync(join(root, path), text);
}

/** What `npm run build` runs: React Router's build beside the last one, moved into place when it succeeds. */
function build(env: Record<string, string> = settings) {
  return spawnSync(process.execPath, ["scripts/build.ts"], {
    cwd: root,
    // The owner's test addresses are on example.org: a real owner's would pass without it.
    env: { ...process.env, BUILD_DIR: "build", ALLOW_PLACEHOLDERS: "true", ...env },
    encoding: "utf8",
    timeout: 280_000,
  });
}

const articleSource = `---
title: "How {productName} Plans Outbound for a New Market"
description: "A test article added by the owner: it must reach its page, the sitemap, the RSS feed and the site assistant without any code change."
excerpt: "An article added as one file, with the product's name written as a token and no read time."
date: 2026-11-20
category: Growth
tags: [outbound, planning]
closing:
  heading: "Plan a new market with {productName}"
  text: "We will map the accounts, the buyers and the first message for your new market in one call."
---

${"Planning outbound for a new market starts with the accounts, the buyers and the message. ".repeat(40)}

## Why {productName} starts with the data

Clean data decides whether the first month produces meetings. <LinkButton to="/contact" label="Talk to {productName}" />
`;

const draftSource = `---
title: "A Draft the Owner Is Still Writing"
description: "A draft article: it is built while developing and must stay out of production, the sitemap, the feed and the assistant."
excerpt: "A draft that must not be published until the owner removes the draft line."
date: 2026-11-21
category: Strategy
tags: [draft]
draft: true
closing:
  heading: "A closing the draft keeps"
  text: "A closing line for the draft article, long enough for the schema to accept."
---

${DRAFT_PHRASE}: nothing here may ship.
`;

const scheduledSource = `---
title: "${SCHEDULED_TITLE}"
description: "An article dated a few days ahead: built and checked now, published by the first build on or after its date."
excerpt: "An article that must stay out of every list until its date."
date: ${SCHEDULED_DATE}
category: Growth
tags: [scheduling]
closing:
  heading: "A closing for the scheduled article"
  text: "A closing line for the scheduled article, long enough for the schema to accept."
---

It links to [the published article](/blog/${ARTICLE}), which is fine: that one is out already.
`;

function onePagerSource(): string {
  return readFileSync(join(root, "content/data/one-pagers/healthcare.ts"), "utf8")
    .replace(/order: \d+/, "order: 50")
    .replace(/industry: "[^"]*"/, 'industry: "Veterinary"')
    .replace(/title: "[^"]*"/, 'title: "Outbound that reaches veterinary group owners"')
    .replace(/metaTitle: "[^"]*"/, 'metaTitle: "Veterinary Outbound: Industry One-Pager"');
}

/** A case study dated after the build's day: a copy of a shipped one under its own title and date. */
function scheduledCaseSource(): string {
  return readFileSync(join(root, "content/data/case-studies/healthcare-compliance-outreach.ts"), "utf8")
    .replace(/order: \d+/, "order: 60")
    .replace(/date: "[^"]*"/, `date: "${SCHEDULED_DATE}"`)
    .replace(/title: "[^"]*"/, `title: "${SCHEDULED_CASE_TITLE}"`);
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** Every text file of the build's public folder, with its path. */
function publicTextFiles(): Array<{ path: string; text: string }> {
  const client = join(root, "build", "client");
  return readdirSync(client, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(html|xml|json|txt|js|css|svg|data|webmanifest)$/.test(entry.name))
    .map((entry) => {
      const full = join(entry.parentPath, entry.name);
      return { path: relative(client, full), text: readFileSync(full, "utf8") };
    });
}

test.beforeAll(async () => {
  test.setTimeout(400_000);
  root = copyProject();
  write(`content/blog/${ARTICLE}.mdx`, articleSource);
  write(`content/blog/${DRAFT}.mdx`, draftSource);
  write(`content/blog/${SCHEDULED}.mdx`, scheduledSource);
  write(`content/data/one-pagers/${ONE_PAGER}.ts`, onePagerSource());
  write(`content/data/case-studies/${SCHEDULED_CASE}.ts`, scheduledCaseSource());
  write(STALE_IMAGE, "an image of a page that was deleted");
  const episodesFile = readFileSync(join(root, "content/data/episodes.ts"), "utf8");
  write("content/data/episodes.ts", episodesFile.replace("  {\n", `  {\n    videoId: "${VIDEO_ID}",\n`));
  for (const edit of figureEdits) {
    const source = readFileSync(join(root, edit.file), "utf8");
    expect(source, `${edit.file} says ${edit.from}`).toContain(edit.from);
    write(edit.file, source.replace(edit.from, edit.to));
  }
  write(
    ".env",
    Object.entries(dotEnv)
      .map(([name, value]) => `${name}=${value}\n`)
      .join(""),
  );
  const result = build();
  buildOutput = `${result.stdout}\n${result.stderr}`;
  expect(result.status, buildOutput.slice(-3000)).toBe(0);
  edited = (JSON.parse(readFileSync(join(root, "build", CONTENT_MANIFEST_FILE), "utf8")) as { figures: Figures })
    .figures;

  server = await serveBuild({ port, cwd: root, env: { ...settings, BUILD_DIR: "build" } });
});

test.afterAll(async () => {
  await stopServer(server);
  if (root) rmSync(root, { recursive: true, force: true });
});

test("a new article and a new one-pager have their pages, with the product's name in place", async ({ page }) => {
  await page.goto(`${base}/blog/${ARTICLE}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("How Acme Plans Outbound for a New Market");
  await expect(page).toHaveTitle("How Acme Plans Outbound for a New Market | Acme");
  // 40 sentences of 13 words: the read time comes from the text.
  await expect(page.locator("article > header").getByTestId("post-read-time")).toHaveText("3 min read");
  await expect(page.getByRole("heading", { level: 2, name: "Why Acme starts with the data" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Talk to Acme" })).toHaveAttribute("href", "/contact");

  await page.goto(`${base}/one-pagers/${ONE_PAGER}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Outbound that reaches veterinary group owners");
  const image = await page.locator('meta[property="og:image"]').getAttribute("content");
  expect(image).toBe(`${settings.SITE_URL}/social/one-pagers/${ONE_PAGER}.jpg`);
  expect(existsSync(join(root, "build/client/social/one-pagers", `${ONE_PAGER}.jpg`))).toBe(true);

  await page.goto(`${base}/industries`);
  await expect(
    page.locator("#industries").getByRole("link", { name: "Outbound that reaches veterinary group owners" }),
  ).toBeVisible();
});

test("an episode given a video id plays it in the page's player; its cover is a link to the video", async ({
  page,
  browser,
}) => {
  // Nothing reaches YouTube: the player's page is answered with a stand-in.
  const requested: string[] = [];
  await page.context().route(
    (url) => url.hostname !== "127.0.0.1",
    async (route) => {
      requested.push(route.request().url());
      await route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Player</title><p>Player</p>" });
    },
  );
  await page.goto(`${base}/healthtech-heroes`);
  const carousel = page.getByRole("region", { name: "Featured episodes" });
  const covers = carousel.getByRole("link", { name: /^Play video: / });
  await expect(covers).toHaveCount(1);
  const cover = covers.first();
  await expect(cover).toHaveAttribute("href", `https://www.youtube.com/watch?v=${VIDEO_ID}`);
  await expect(page.locator("iframe")).toHaveCount(0);

  await cover.click();
  const dialog = page.getByRole("dialog", { name: /^Healthtech Heroes: / });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Close video" })).toBeFocused();
  const player = dialog.locator("iframe");
  await expect(player).toHaveAttribute("src", `https://www.youtube-nocookie.com/embed/${VIDEO_ID}?autoplay=1`);
  await expect(player).toHaveAttribute("allow", /autoplay/);
  await expect(dialog.getByRole("link", { name: /Watch on YouTube/ })).toHaveAttribute(
    "href",
    `https://www.youtube.com/watch?v=${VIDEO_ID}`,
  );
  expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe("hidden");
  await expect(carousel).toHaveAttribute("data-rotation", "stopped");
  expect(await axeViolations(page)).toEqual([]);
  // A click on the backdrop keeps it open; Escape closes it, the player goes and focus returns to the cover.
  await page.mouse.click(8, 8);
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(page.locator("iframe")).toHaveCount(0);
  await expect(cover).toBeFocused();
  expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe("");
  expect(requested).toEqual([`https://www.youtube-nocookie.com/embed/${VIDEO_ID}?autoplay=1`]);

  // Without JavaScript the cover is the link to the video.
  const plain = await browser.newContext({ javaScriptEnabled: false });
  const plainPage = await plain.newPage();
  await plainPage.goto(`${base}/healthtech-heroes`);
  await expect(plainPage.getByRole("link", { name: /^Play video: / })).toHaveAttribute(
    "href",
    `https://www.youtube.com/watch?v=${VIDEO_ID}`,
  );
  await plain.close();
});

test("the new pages are in the sitemap, the feed and the assistant; the draft is nowhere", async ({ request }) => {
  const sitemap = await (await request.get(`${base}/sitemap.xml`)).text();
  expect(sitemap).toContain(`<loc>${settings.SITE_URL}/blog/${ARTICLE}</loc>`);
  expect(sitemap).toContain(`<loc>${settings.SITE_URL}/one-pagers/${ONE_PAGER}</loc>`);
  expect(sitemap).not.toContain(DRAFT);

  const feed = await new Parser().parseString(await (await request.get(`${base}/blog/rss.xml`)).text());
  const item = feed.items.find((entry) => entry.link === `${settings.SITE_URL}/blog/${ARTICLE}`);
  expect(item?.title).toBe("How Acme Plans Outbound for a New Market");
  expect(item?.["content:encoded"]).toContain("Why Acme starts with the data");
  expect(item?.enclosure?.url).toBe(`${settings.SITE_URL}/social/blog/${ARTICLE}.jpg`);
  expect(feed.items.map((entry) => entry.link)).not.toContain(`${settings.SITE_URL}/blog/${DRAFT}`);

  const index = (await (await request.get(`${base}/assistant-index.json`)).json()) as {
    pages: Array<{ path: string }>;
  };
  const paths = index.pages.map((page) => page.path);
  expect(paths).toContain(`/blog/${ARTICLE}`);
  expect(paths).toContain(`/one-pagers/${ONE_PAGER}`);
  expect(paths).not.toContain(`/blog/${DRAFT}`);

  expect((await request.get(`${base}/blog/${DRAFT}`)).status()).toBe(404);
  // The draft's file name stays in the article loader's import map, as an empty module; its words go nowhere.
  const leaks = publicTextFiles().filter(
    (file) => file.text.includes(DRAFT_PHRASE) || file.text.includes("A Draft the Owner Is Still Writing"),
  );
  expect(leaks.map((file) => file.path)).toEqual([]);
});

test("an article and a case study dated after the build's day are built but published nowhere, their addresses 404", async ({
  request,
}) => {
  const manifest = JSON.parse(readFileSync(join(root, "build", CONTENT_MANIFEST_FILE), "utf8")) as ContentManifest;
  const day = manifest.publication.day;
  expect(day).toBe(calendarDay(dotEnv.SITE_TIME_ZONE));
  expect(manifest.publication.next).toEqual({ date: SCHEDULED_DATE, file: `content/blog/${SCHEDULED}.mdx` });
  expect(manifest.scheduled.map((item) => item.path)).toEqual([
    `/blog/${SCHEDULED}`,
    `/case-studies/${SCHEDULED_CASE}`,
  ]);
  expect(manifest.posts.map((post) => post.slug)).not.toContain(SCHEDULED);
  expect(manifest.caseStudies.map((page) => page.slug)).not.toContain(SCHEDULED_CASE);
  expect(buildOutput).toContain(
    `scheduled, not published until a build on their date (${dotEnv.SITE_TIME_ZONE}): ${SCHEDULED}`,
  );

  const blog = await (await request.get(`${base}/blog`)).text();
  expect(blog).toContain(`/blog/${ARTICLE}`);
  expect(blog).not.toContain(SCHEDULED);
  const sitemap = await (await request.get(`${base}/sitemap.xml`)).text();
  expect(sitemap).not.toContain(SCHEDULED);
  // The newest published article dates /blog in the sitemap, never a day ahead of the build.
  const blogDate = /<loc>[^<]*\/blog<\/loc>\s*<lastmod>([^<]+)<\/lastmod>/.exec(sitemap)?.[1] ?? "";
  expect(blogDate.slice(0, 10) <= day, blogDate).toBe(true);
  const feed = await new Parser().parseString(await (await request.get(`${base}/blog/rss.xml`)).text());
  expect(feed.items.map((entry) => entry.link)).not.toContain(`${settings.SITE_URL}/blog/${SCHEDULED}`);
  const index = (await (await request.get(`${base}/assistant-index.json`)).json()) as {
    pages: Array<{ path: string }>;
  };
  expect(index.pages.map((page) => page.path)).not.toContain(`/blog/${SCHEDULED}`);
  expect((await request.get(`${base}/blog/${SCHEDULED}`)).status()).toBe(404);
  expect((await request.get(`${base}/case-studies/${SCHEDULED_CASE}`)).status()).toBe(404);
  expect(existsSync(join(root, "build/client/blog", SCHEDULED))).toBe(false);
  // No art and no PDF is made for what is not out: the published article has its cover, the new one-pager its PDF.
  const client = (path: string) => existsSync(join(root, "build/client", path));
  expect(client(articleCoverSrc(ARTICLE))).toBe(true);
  expect(client(articleCoverSrc(SCHEDULED))).toBe(false);
  expect(client(headlineChartSrc(SCHEDULED_CASE))).toBe(false);
  expect(client(pdfHref(`/one-pagers/${ONE_PAGER}`))).toBe(true);
  expect(client(pdfHref(`/case-studies/${SCHEDULED_CASE}`))).toBe(false);
  // Its chunk ships only a mark (its name stays in the article loader's import map, like a draft's).
  const leaks = publicTextFiles().filter(
    (file) => file.text.includes(SCHEDULED_TITLE) || file.text.includes(SCHEDULED_CASE_TITLE),
  );
  expect(leaks.map((file) => file.path)).toEqual([]);

  // On its date in the site's time zone, npm start rebuilds, and the rebuild publishes it.
  const current = parseSiteSettings({ ...settings, ...dotEnv });
  const onItsDate = new Date(`${SCHEDULED_DATE}T12:00:00Z`);
  expect(rebuildReason(join(root, "build"), current, root, onItsDate)).toBe(
    `content/blog/${SCHEDULED}.mdx is scheduled for ${SCHEDULED_DATE} (${dotEnv.SITE_TIME_ZONE}) and the build in ${join(root, "build")}/ was made on ${day}: publishing it`,
  );
});

test("with PRODUCT_NAME=Acme no page, feed or script says Mamut where it is a name", () => {
  const files = publicTextFiles();
  expect(files.length).toBeGreaterThan(50);
  // URLs keep the product's old name (the lead-gen article, /one-pagers/mamut-talent, #mamut-solution).
  const named = files.filter((file) => /Mamut/.test(file.text)).map((file) => file.path);
  expect(named).toEqual([]);
  const visibleText = files
    .filter((file) => file.path.endsWith(".html"))
    .filter((file) =>
      /\bmamut\b/i.test(
        file.text
          .replace(/<script[\s\S]*?<\/script>/g, "")
          .replace(/<[^>]*>/g, " ")
          // Printed addresses (the placeholder booking URLs) and slugs are not names.
          .replace(/https?:\/\/\S+|\S*mamut-\S*/gi, ""),
      ),
    )
    .map((file) => file.path);
  expect(visibleText).toEqual([]);
});

test("the build's settings are baked in, stale social images are removed and npm start knows when to rebuild", async ({
  request,
}) => {
  const home = await (await request.get(`${base}/`)).text();
  expect(home).toContain(`<link rel="canonical" href="${settings.SITE_URL}/"/>`);
  // From the .env file, read by the build and by the server, which would refuse to start otherwise.
  expect(home).toContain('<meta name="twitter:site" content="@acme"/>');
  expect(home).toContain(`mailto:${dotEnv.CONTACT_EMAIL}`);
  // The privacy policy states the retention the server purges unconfirmed sign-ups with.
  // (React separates the number from the text around it with empty comments.)
  const policy = (await (await request.get(`${base}/privacy-policy`)).text()).replaceAll("<!-- -->", "");
  const stated = [...policy.matchAll(/(?:not confirmed, we delete it|are deleted) after (\d+) days/g)].map((m) => m[1]);
  expect(stated).toEqual([dotEnv.NEWSLETTER_RETENTION_DAYS, dotEnv.NEWSLETTER_RETENTION_DAYS]);
  // The podcast's guest call opens the guests' scheduler, not the 45-minute sales call.
  const podcast = await (await request.get(`${base}/healthtech-heroes`)).text();
  const guestLink = /<a [^>]*href="([^"]+)"[^>]*>(?:(?!<\/a>)[\s\S])*Book Introductory Call/.exec(podcast);
  expect(guestLink?.[1]).toBe(dotEnv.BOOKING_URL_GUEST);
  expect(buildOutput).not.toContain("BOOKING_URL_GUEST is not set");
  expect(existsSync(join(root, STALE_IMAGE))).toBe(false);
  expect(buildOutput).toMatch(/social images: \d+ generated, [1-9]\d* stale removed/);

  const current = parseSiteSettings({ ...settings, ...dotEnv });
  expect(rebuildReason(join(root, "build"), current, root)).toBeUndefined();
  write(`content/blog/${ARTICLE}.mdx`, articleSource.replace("new market", "new region"));
  expect(rebuildReason(join(root, "build"), current, root)).toBe(
    `content/blog/${ARTICLE}.mdx changed after the build in ${join(root, "build")}/ was made`,
  );
});

test("each changed figure is the new one on every page, meta tag, JSON-LD block, feed item and assistant answer", async ({
  page,
  request,
}) => {
  for (const edit of figureEdits) {
    for (const token of edit.tokens) expect(edited[token], token).not.toBe(shipped[token]);
  }
  const fig = (token: string) => edited[token] ?? "";

  // A page and its meta description and JSON-LD: /industries names the Talent price in its description.
  const industries = await (await request.get(`${base}/industries`)).text();
  expect(/<meta name="description" content="([^"]*)"/.exec(industries)?.[1]).toContain(fig("talent.monthly"));
  const talent = await (await request.get(`${base}/one-pagers/mamut-talent`)).text();
  const offer = /"minPrice":(\d+)/.exec(talent)?.[1];
  expect(offer).toBe(edited["talent.monthly.value"]);
  await page.goto(`${base}/one-pagers/mamut-talent`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(fig("talent.monthly"));
  await expect(page.getByRole("main")).toContainText(`${fig("talent.universities")} universities`);

  // The plan: its price, its yearly price and the saving computed from them, on the sales sheet and in its description.
  await page.goto(`${base}/one-pager`);
  const figures = page.getByRole("list", { name: "Key figures" });
  for (const token of ["plan.monthly", "plan.yearly", "plan.savings"]) await expect(figures).toContainText(fig(token));
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    "content",
    new RegExp(escape(fig("plan.monthly"))),
  );

  // The call length, on a button and in its label's words.
  await page.goto(`${base}/one-pagers/healthcare`);
  await expect(
    page.getByRole("link", { name: new RegExp(`Book ${fig("calls.outbound")}-min Discovery Call`) }).first(),
  ).toBeVisible();

  // The claim, where it is stated.
  await page.goto(`${base}/integration-guide`);
  await expect(page.getByRole("main")).toContainText(`${fig("claims.totalCostSavings")} lower total cost`);

  // The feed: the article that compares the plan with an internal BDR.
  const feed = await new Parser().parseString(await (await request.get(`${base}/blog/rss.xml`)).text());
  const leadGen = feed.items.find((item) => item.link?.endsWith("/blog/lead-gen-agency-vs-mamut-gtm-plugin"));
  expect(leadGen?.["content:encoded"]).toContain(`${fig("plan.monthly")} a month (${fig("plan.yearly")} a year)`);

  // The assistant: its index and its answer.
  const index = (await (await request.get(`${base}/assistant-index.json`)).json()) as AssistantIndex;
  const answer = answerQuestion(createSearchIndex(index), "How much does it cost?");
  expect(answer.kind === "answer" && answer.text).toContain(`${fig("plan.monthly")} per month`);
  const talentAnswer = answerQuestion(createSearchIndex(index), "How much is a Latin American BDR?");
  expect(talentAnswer.kind === "answer" && talentAnswer.text).toContain(fig("talent.monthly"));
});

test("no page, meta tag, feed, script or index shows a changed figure's old value", () => {
  const files = publicTextFiles();
  expect(files.length).toBeGreaterThan(50);
  const stale: string[] = [];
  for (const edit of figureEdits) {
    for (const token of edit.tokens) {
      const old = shipped[token] ?? "";
      // A figure as text: "$8K", "150+", "50-70%"; a call length where the site names it.
      const pattern =
        token === "calls.outbound"
          ? new RegExp(`\\b${old}(-| )[Mm]in`)
          : new RegExp(`(?<![\\w$.,-])${escape(old)}(?![\\w]|[.,]\\d)`);
      for (const file of files) if (pattern.test(file.text)) stale.push(`${file.path}: ${old} ({${token}})`);
    }
  }
  expect(stale).toEqual([]);
});

test("a server with another SITE_URL than its build refuses to start and names both values", () => {
  const result = spawnSync(process.execPath, ["server/index.ts"], {
    cwd: root,
    env: {
      ...process.env,
      ...settings,
      SITE_URL: "https://www.mamut.io",
      ALLOW_PLACEHOLDERS: "true",
      BUILD_DIR: "build",
      PORT: String(port + 1),
    },
    encoding: "utf8",
    timeout: 30_000,
  });
  expect(result.status).toBe(1);
  expect(result.stderr).toContain('SITE_URL: the build has "https://owner.example.org", now "https://www.mamut.io"');
  expect(result.stderr).toContain("npm run build");
  expect(result.stderr).not.toContain("    at ");
});

test("a broken link stops the build, naming the file, the line and the link", () => {
  test.setTimeout(120_000);
  // The build's own path for a content mistake (the content index, the link check, the message
  // without a stack); the other mistakes take the same path and are unit tests.
  const file = `content/data/one-pagers/${ONE_PAGER}.ts`;
  const before = readFileSync(join(root, file), "utf8");
  const broken = before.replace('"/contact"', '"/case-studies/no-such-study"');
  const line = broken.split("\n").findIndex((text) => text.includes("/case-studies/no-such-study")) + 1;
  writeFileSync(join(root, file), broken);
  try {
    const result = build();
    const output = `${result.stdout}\n${result.stderr}`;
    expect(result.status).not.toBe(0);
    expect(output).toContain(`Invalid content in ${file}:${line}:`);
    expect(output).toMatch(/the link \/case-studies\/no-such-study is broken: there is no page/);
    expect(output).not.toMatch(/TypeError|<!DOCTYPE html>|\n\s+at /i);
  } finally {
    writeFileSync(join(root, file), before);
  }
});

test("a build stopped by a content mistake keeps the last good build, which npm start serves", async () => {
  test.setTimeout(120_000);
  // A mistyped figure token in a data file stops the compile itself, after Vite has begun to write
  // its output: the build then used to be half gone and the server could not start.
  const file = "content/data/one-pager.ts";
  const before = readFileSync(join(root, file), "utf8");
  const manifest = readFileSync(join(root, "build", CONTENT_MANIFEST_FILE), "utf8");
  expect(before).toContain("{plan.monthly}");
  writeFileSync(join(root, file), before.replace("{plan.monthly}", "{plan.montly}"));
  try {
    const result = build();
    const output = `${result.stdout}\n${result.stderr}`;
    expect(result.status).not.toBe(0);
    expect(output).toContain(file);
    expect(output).toContain("{plan.montly}");
    expect(output).toContain("build/ is unchanged: the last good build");
    expect(readFileSync(join(root, "build", CONTENT_MANIFEST_FILE), "utf8")).toBe(manifest);
    expect(readdirSync(root).filter((entry) => entry.startsWith("build"))).toEqual(["build"]);
    // npm start finds the content newer than the build, tries again, fails again, and serves the last good build.
    // Stopped first: until it has exited the old server may still answer on the port.
    await stopServer(server);
    server = await serveBuild({
      port,
      cwd: root,
      env: { ...settings, BUILD_DIR: "build" },
      entry: "scripts/start.ts",
      timeout: 90_000,
    });
    expect((await fetch(`http://127.0.0.1:${port}/one-pager`)).status).toBe(200);
  } finally {
    writeFileSync(join(root, file), before);
  }
});

/** Every file under `dir` (relative to the copy) whose name matches. */
function filesIn(dir: string, name: RegExp): string[] {
  return readdirSync(join(root, dir), { recursive: true, encoding: "utf8" })
    .filter((file) => name.test(file))
    .map((file) => join(dir, file));
}

test("the unit tests that read the content stay green with the owner's new content files", () => {
  test.setTimeout(180_000);
  // The tests whose imports reach a content module (vitest related), and those that read content
  // files themselves: the ones new content files can break. The rest of the unit suite does not
  // depend on the content and runs in npm test.
  const contentModules = filesIn("app/content", /^[\w-]+\.ts$/).filter((file) => !file.endsWith(".test.ts"));
  const readers = ["app", "scripts", "config", "server"]
    .flatMap((dir) => filesIn(dir, /\.test\.(ts|tsx|js|mjs)$/))
    .filter((file) => /content\/|loadContentIndex|content-index/.test(readFileSync(join(root, file), "utf8")));
  expect(contentModules.length).toBeGreaterThan(0);
  expect(readers.length).toBeGreaterThan(0);
  const result = spawnSync(
    process.execPath,
    [
      "node_modules/vitest/vitest.mjs",
      "related",
      "--run",
      ...contentModules,
      "scripts/build/content-index.ts",
      ...readers,
    ],
    {
      cwd: root,
      env: { ...process.env, CI: "true", NO_COLOR: "1", FORCE_COLOR: "0" },
      encoding: "utf8",
      timeout: 170_000,
    },
  );
  const output = `${result.stdout}\n${result.stderr}`;
  expect(result.status, output.slice(-3000)).toBe(0);
  // vitest related runs nothing, and passes, when the list matches no test: it must match many.
  const files = Number(/Test Files\s+(?:\S+\s+)*?(\d+) passed/.exec(output)?.[1] ?? 0);
  expect(files, output.slice(-3000)).toBeGreaterThanOrEqual(readers.length);
});
