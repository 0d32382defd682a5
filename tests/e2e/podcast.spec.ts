import { type Locator, type Page } from "@playwright/test";
import { slidesInView } from "./support/carousel";
import { test as base, expect } from "./support/test";
import { episodes as episodeData } from "../../content/data/episodes";
import { watchUrl } from "../../app/features/podcast/youtube";
import { config } from "./support/site";
import { scrollThrough, trackRequests } from "./support/settle";

const PATH = "/healthtech-heroes";
/** The episodes as the content file lists them; an episode's video id is optional. */
const episodes: ReadonlyArray<{ videoId?: string; guest: string; description: string }> = episodeData;
const first = episodes[0]!;

/**
 * Nothing may leave the test server: every request to another origin is recorded and
 * blocked, and the video player's page is answered with a stand-in.
 */
async function blockOtherOrigins(page: Page): Promise<string[]> {
  const requested: string[] = [];
  await page.context().route(
    (url) => url.hostname !== "127.0.0.1",
    async (route) => {
      const url = route.request().url();
      requested.push(url);
      if (url.startsWith("https://www.youtube-nocookie.com/embed/")) {
        await route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Player</title><p>Player</p>" });
      } else {
        await route.abort("blockedbyclient");
      }
    },
  );
  return requested;
}

function carouselOf(page: Page): Locator {
  return page.getByRole("region", { name: "Featured episodes" });
}

/** Opens the page and waits until the carousel is interactive (hydrated). */
async function openPodcastPage(page: Page): Promise<Locator> {
  await page.goto(PATH);
  const carousel = carouselOf(page);
  await expect(carousel).not.toHaveAttribute("data-rotation", "idle");
  return carousel;
}

function slideLabels(from: number, to: number): string[] {
  return Array.from({ length: to - from + 1 }, (_, offset) => `${from + offset} of 40`);
}

/** Every test runs with other origins blocked; `requested` lists what the page tried to fetch. */
const test = base.extend<{ requested: string[] }>({
  requested: [
    async ({ page }, use) => {
      await use(await blockOtherOrigins(page));
    },
    { auto: true },
  ],
});

test("the podcast page has its title, channels, back link and guest booking", async ({ page }) => {
  await page.goto(PATH);
  await expect(page.getByRole("heading", { level: 1, name: "Healthtech Heroes" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/#healthtech-heroes");

  for (const [name, href] of [
    [/Watch on our video channel/, config.podcast.video],
    [/Listen to the audio podcast/, config.podcast.audio],
    [/Follow us on our professional network/, config.podcast.network],
    // Its own setting (BOOKING_URL_GUEST); unset, the 45-minute call's (owner-edits.spec.ts sets it).
    [/Book Introductory Call/, config.booking.guest],
  ] as const) {
    const link = page.getByRole("link", { name });
    await expect(link).toHaveAttribute("href", href);
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  }

  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    "content",
    /\/social\/healthtech-heroes\.jpg$/,
  );
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(jsonLd.map((text) => JSON.parse(text)["@type"])).toContain("PodcastSeries");
});

test("the home page's podcast section leads here and the page opens at its top", async ({ page }) => {
  await page.goto("/#healthtech-heroes");
  await page.getByRole("link", { name: "Explore the episodes" }).click();
  await expect(page).toHaveURL(PATH);
  await expect(page.getByRole("heading", { level: 1, name: "Healthtech Heroes" })).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  await page.getByRole("link", { name: "Back to Home" }).click();
  await expect(page).toHaveURL("/#healthtech-heroes");
  await expect(page.locator("#healthtech-heroes")).toBeInViewport();
});

test("six episodes are visible, each with its guest and quote; a cover with a video plays it, the others lead to the channel", async ({
  page,
}) => {
  const carousel = await openPodcastPage(page);
  await expect.poll(() => slidesInView(carousel)).toEqual(slideLabels(1, 6));
  await expect(carousel).toHaveAttribute("aria-roledescription", "carousel");
  const slide = carousel.getByRole("group", { name: "1 of 40", exact: true });
  await expect(slide).toHaveAttribute("aria-roledescription", "slide");
  await expect(slide.getByText(first.guest, { exact: true })).toBeVisible();
  await expect(slide.getByText(first.description)).toBeVisible();
  // Every episode is in the page; the pages the carousel does not show cannot be reached.
  const withVideo = episodes.filter((episode) => episode.videoId);
  await expect(carousel.getByRole("link", { name: /^Play video: / })).toHaveCount(withVideo.length);
  await expect(carousel.getByRole("link", { name: /Episodes on our video channel/ })).toHaveCount(
    episodes.length - withVideo.length,
  );
  for (const [index, episode] of episodes.entries()) {
    const card = carousel.getByRole("group", { name: `${index + 1} of 40`, exact: true });
    if (episode.videoId) {
      await expect(card.getByRole("link", { name: `Play video: ${episode.guest}` })).toHaveAttribute(
        "href",
        watchUrl(episode.videoId),
      );
    } else {
      // No video, no Play control: the card links to the podcast's channel.
      await expect(card.getByRole("link", { name: /^Play video/ })).toHaveCount(0);
      await expect(card.getByRole("link", { name: /Episodes on our video channel/ })).toHaveAttribute(
        "href",
        config.podcast.video,
      );
    }
  }
  expect(
    await carousel
      .getByRole("group", { name: "7 of 40", exact: true })
      .evaluate((slide) => slide.closest("[inert]") !== null),
  ).toBe(true);
});

test("next, previous and the page dots page through 40 episodes and wrap both ways", async ({ page }) => {
  const carousel = await openPodcastPage(page);
  const next = carousel.getByRole("button", { name: "Next episodes" });
  const previous = carousel.getByRole("button", { name: "Previous episodes" });

  await next.click();
  await expect.poll(() => slidesInView(carousel)).toEqual(slideLabels(7, 12));
  await expect(carousel.getByRole("link", { name: "Page 2 of 7" })).toHaveAttribute("aria-current", "true");

  await previous.click();
  await previous.click();
  await expect.poll(() => slidesInView(carousel)).toEqual(slideLabels(37, 40));
  await expect(carousel.getByRole("link", { name: "Page 7 of 7" })).toHaveAttribute("aria-current", "true");

  await next.click();
  await expect.poll(() => slidesInView(carousel)).toEqual(slideLabels(1, 6));

  await carousel.getByRole("link", { name: "Page 4 of 7" }).click();
  await expect.poll(() => slidesInView(carousel)).toEqual(slideLabels(19, 24));
  await expect(carousel.getByRole("link", { name: "Page 1 of 7" })).not.toHaveAttribute("aria-current");
  // The page links move the carousel in place: the address and the window's position stay.
  await expect(page).toHaveURL(PATH);

  for (let page = 1; page <= 7; page++) {
    const box = await carousel.getByRole("link", { name: `Page ${page} of 7` }).boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(24);
    expect(box?.height).toBeGreaterThanOrEqual(24);
  }
});

test("the carousel advances every 8 seconds while in view, and a move by hand stops it", async ({ page }) => {
  await page.clock.install();
  const carousel = await openPodcastPage(page);
  await carousel.getByRole("button", { name: "Stop slide rotation" }).scrollIntoViewIfNeeded();
  await expect(carousel).toHaveAttribute("data-rotation", "rotating");
  await expect(announcer(carousel)).toHaveAttribute("aria-live", "off");

  await page.clock.runFor(8000);
  await expect.poll(() => slidesInView(carousel)).toEqual(slideLabels(7, 12));
  await page.clock.runFor(8000);
  await expect.poll(() => slidesInView(carousel)).toEqual(slideLabels(13, 18));

  // A click without hovering or focusing first (a screen reader's, or a script's).
  await carousel.getByRole("button", { name: "Next episodes" }).dispatchEvent("click");
  await expect.poll(() => slidesInView(carousel)).toEqual(slideLabels(19, 24));
  await expect(carousel).toHaveAttribute("data-rotation", "stopped");
  await page.clock.runFor(16_000);
  expect(await slidesInView(carousel)).toEqual(slideLabels(19, 24));
});

test("the rotation control comes first and stops and restarts the rotation", async ({ page }) => {
  await page.clock.install();
  const carousel = await openPodcastPage(page);
  const control = carousel.getByRole("button").first();
  await expect(control).toHaveAccessibleName("Stop slide rotation");

  await control.click();
  await page.mouse.move(0, 0);
  await expect(control).toHaveAccessibleName("Start slide rotation");
  await expect(announcer(carousel)).toHaveAttribute("aria-live", "polite");
  await page.clock.runFor(24_000);
  expect(await slidesInView(carousel)).toEqual(slideLabels(1, 6));

  await control.click();
  await page.mouse.move(0, 0);
  await expect(control).toHaveAccessibleName("Stop slide rotation");
  await expect(carousel).toHaveAttribute("data-rotation", "rotating");
  await page.clock.runFor(8000);
  await expect.poll(() => slidesInView(carousel)).toEqual(slideLabels(7, 12));
});

test("hovering the carousel pauses the rotation, which resumes when the pointer leaves", async ({ page }) => {
  await page.clock.install();
  const carousel = await openPodcastPage(page);

  await carousel.getByRole("group", { name: "2 of 40", exact: true }).hover();
  await expect(carousel).toHaveAttribute("data-rotation", "paused");
  await page.clock.runFor(16_000);
  expect(await slidesInView(carousel)).toEqual(slideLabels(1, 6));
  await page.mouse.move(0, 0);
  await expect(carousel).toHaveAttribute("data-rotation", "rotating");
});

test("with reduced motion the carousel never rotates but still pages by hand", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.clock.install();
  const carousel = await openPodcastPage(page);
  await expect(carousel).toHaveAttribute("data-rotation", "reduced-motion");
  await expect(carousel.getByRole("button", { name: /slide rotation/ })).toBeHidden();
  await expect(announcer(carousel)).toHaveAttribute("aria-live", "polite");

  await page.clock.runFor(40_000);
  expect(await slidesInView(carousel)).toEqual(slideLabels(1, 6));
  await carousel.getByRole("button", { name: "Next episodes" }).click();
  await expect.poll(() => slidesInView(carousel)).toEqual(slideLabels(7, 12));
});

test("with every other origin blocked, the page makes no third-party request and shows no broken image", async ({
  page,
  requested,
}) => {
  const requests = trackRequests(page);
  const carousel = await openPodcastPage(page);
  for (let step = 0; step < 7; step++) {
    await carousel.getByRole("button", { name: "Next episodes" }).click();
  }
  await scrollThrough(page, requests);

  expect(requested).toEqual([]);
  const broken = await page.evaluate(() =>
    [...document.images].filter((image) => !image.complete || image.naturalWidth === 0).map((image) => image.src),
  );
  expect(broken).toEqual([]);
  for (const cover of await carousel.locator("figure > :first-child").all()) {
    const box = await cover.boundingBox();
    expect(box?.height).toBeGreaterThan(100);
  }
});

/** The carousel's live summary of the episodes it shows. */
function announcer(carousel: Locator): Locator {
  return carousel.getByRole("status");
}

test("a pointer Next stops the rotation for good and the live region announces the new episodes", async ({ page }) => {
  await page.clock.install();
  const carousel = await openPodcastPage(page);
  await carousel.getByRole("button", { name: "Stop slide rotation" }).scrollIntoViewIfNeeded();
  await expect(carousel).toHaveAttribute("data-rotation", "rotating");
  await expect(announcer(carousel)).toHaveAttribute("aria-live", "off");

  await carousel.getByRole("button", { name: "Next episodes" }).click();
  await page.mouse.move(0, 0);
  await expect.poll(() => slidesInView(carousel)).toEqual(slideLabels(7, 12));
  await expect(carousel.getByRole("button", { name: "Start slide rotation" })).toBeVisible();
  await expect(carousel).toHaveAttribute("data-rotation", "stopped");
  await expect(announcer(carousel)).toHaveAttribute("aria-live", "polite");
  await expect(announcer(carousel)).toContainText("Episodes 7\u201312 of 40");
  await expect(announcer(carousel)).toContainText(episodes[6]!.guest);

  // Focus goes into the carousel and leaves it again: it still does not rotate.
  await carousel.getByRole("button", { name: "Next episodes" }).focus();
  await page.getByRole("link", { name: /Follow us on our professional network/ }).focus();
  await page.clock.runFor(24_000);
  expect(await slidesInView(carousel)).toEqual(slideLabels(7, 12));
  await expect(carousel).toHaveAttribute("data-rotation", "stopped");
});

test("a tap on a slide stops the rotation until the visitor starts it again", async ({ page }) => {
  await page.clock.install();
  const carousel = await openPodcastPage(page);
  await carousel.getByRole("button", { name: "Stop slide rotation" }).scrollIntoViewIfNeeded();
  await carousel
    .getByRole("group", { name: "2 of 40", exact: true })
    .getByText(episodes[1]!.guest, { exact: true })
    .click();
  await page.mouse.move(0, 0);
  await expect(carousel).toHaveAttribute("data-rotation", "stopped");
  await page.clock.runFor(16_000);
  expect(await slidesInView(carousel)).toEqual(slideLabels(1, 6));

  await carousel.getByRole("button", { name: "Start slide rotation" }).click();
  await page.mouse.move(0, 0);
  await expect(carousel).toHaveAttribute("data-rotation", "rotating");
  await page.clock.runFor(8000);
  await expect.poll(() => slidesInView(carousel)).toEqual(slideLabels(7, 12));
});

test("keyboard focus inside the carousel stops the rotation, and it does not resume when focus leaves", async ({
  page,
}) => {
  await page.clock.install();
  const carousel = await openPodcastPage(page);
  await page.getByRole("link", { name: /Follow us on our professional network/ }).focus();
  await page.keyboard.press("Tab");
  await expect(carousel.getByRole("button", { name: "Start slide rotation" })).toBeFocused();
  await expect(carousel).toHaveAttribute("data-rotation", "stopped");
  await page.keyboard.press("Shift+Tab");
  await page.clock.runFor(16_000);
  await expect(carousel).toHaveAttribute("data-rotation", "stopped");
  expect(await slidesInView(carousel)).toEqual(slideLabels(1, 6));
});
