import type { Locator, Page } from "@playwright/test";
import { slidesInView } from "./support/carousel";
import { expect, test } from "./support/test";
import { episodes } from "../../content/data/episodes";

// Issue 29 item 5: on a phone the carousel is one episode per swipe, its controls right above
// it, and it is no taller than the screen; without script it is a row to swipe.

const PATH = "/healthtech-heroes";
const total = episodes.length;
const phones = [
  { width: 320, height: 568 },
  { width: 375, height: 812 },
];

function carouselOf(page: Page): Locator {
  return page.getByRole("region", { name: "Featured episodes" });
}

async function openCarousel(page: Page): Promise<Locator> {
  await page.goto(PATH);
  const carousel = carouselOf(page);
  await expect(carousel).not.toHaveAttribute("data-rotation", "idle");
  return carousel;
}

for (const viewport of phones) {
  test.describe(`at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport, hasTouch: true, isMobile: true });

    test("the carousel shows one episode with its controls, and fits the screen", async ({ page }) => {
      const carousel = await openCarousel(page);
      await carousel.scrollIntoViewIfNeeded();
      expect(await slidesInView(carousel)).toEqual([`1 of ${total}`]);
      await expect(carousel.getByRole("status")).toContainText(`Episode 1 of ${total}`);
      const { height } = (await carousel.boundingBox())!;
      expect(height).toBeLessThanOrEqual(viewport.height);
      // Controls and the whole episode are on screen together.
      await carousel.evaluate((element) => element.scrollIntoView({ block: "end" }));
      for (const part of [
        carousel.getByRole("button", { name: "Next episodes" }),
        carousel.getByRole("group", { name: `1 of ${total}`, exact: true }),
      ]) {
        await expect(part).toBeInViewport({ ratio: 1 });
      }
      // Nothing of the carousel sticks out sideways.
      const right = await carousel.evaluate((element) => element.getBoundingClientRect().right);
      expect(right).toBeLessThanOrEqual(viewport.width);
    });

    test("next and previous move one episode and wrap; the page dots are the wide screens' only", async ({ page }) => {
      const carousel = await openCarousel(page);
      const next = carousel.getByRole("button", { name: "Next episodes" });
      const previous = carousel.getByRole("button", { name: "Previous episodes" });
      await expect(carousel.getByRole("link", { name: /^Page 1 of/ })).toBeHidden();

      await next.click();
      await expect.poll(() => slidesInView(carousel)).toEqual([`2 of ${total}`]);
      await expect(carousel.getByRole("status")).toContainText(`Episode 2 of ${total}: ${episodes[1]!.guest}`);
      await previous.click();
      await previous.click();
      await expect.poll(() => slidesInView(carousel)).toEqual([`${total} of ${total}`]);
      // Only the episode shown can be reached.
      expect(
        await carousel
          .getByRole("group", { name: `1 of ${total}`, exact: true })
          .evaluate((slide) => slide.closest("[inert]") !== null),
      ).toBe(true);
    });

    test("a swipe chooses the episode it stops on", async ({ page }) => {
      const carousel = await openCarousel(page);
      const row = carousel.locator("#episode-pages");
      await row.evaluate((element) => element.scrollBy({ left: element.clientWidth * 2, behavior: "instant" }));
      await expect(carousel.getByRole("status")).toContainText(`Episode 3 of ${total}`);
      expect(await slidesInView(carousel)).toEqual([`3 of ${total}`]);
    });

    test("the carousel does not rotate while its controls are out of view", async ({ page }) => {
      await page.clock.install();
      const carousel = await openCarousel(page);
      await carousel.getByRole("button", { name: "Stop slide rotation" }).scrollIntoViewIfNeeded();
      await expect(carousel).toHaveAttribute("data-rotation", "rotating");
      await page.clock.runFor(8000);
      await expect.poll(() => slidesInView(carousel)).toEqual([`2 of ${total}`]);

      await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
      await expect(carousel.getByRole("button", { name: "Stop slide rotation" })).not.toBeInViewport();
      await expect(carousel).not.toHaveAttribute("data-rotation", "rotating");
      await page.clock.runFor(24_000);
      expect(await slidesInView(carousel)).toEqual([`2 of ${total}`]);
    });
  });
}

test.describe("without JavaScript on a phone", () => {
  test.use({ viewport: { width: 375, height: 812 }, javaScriptEnabled: false, hasTouch: true, isMobile: true });

  test("the episodes are a row to swipe, one at a time, with no control that needs script", async ({ page }) => {
    await page.goto(PATH);
    const carousel = carouselOf(page);
    const row = carousel.locator("#episode-pages");
    await row.scrollIntoViewIfNeeded();
    await expect(carousel.getByText(`${total} episodes: swipe for more`)).toBeVisible();
    await expect(carousel.getByRole("link", { name: "Next episodes" })).toBeHidden();
    const layout = await row.evaluate((element) => ({
      snap: getComputedStyle(element).scrollSnapType,
      width: element.clientWidth,
      slides: [...element.querySelectorAll('[aria-roledescription="slide"]')].map((slide) =>
        Math.round(slide.getBoundingClientRect().width),
      ),
    }));
    expect(layout.snap).toContain("x mandatory");
    expect(layout.slides).toHaveLength(total);
    expect(new Set(layout.slides)).toEqual(new Set([layout.width]));
    expect(await slidesInView(carousel)).toEqual([`1 of ${total}`]);
    await row.evaluate((element) => element.scrollBy({ left: element.clientWidth, behavior: "instant" }));
    await expect.poll(() => slidesInView(carousel)).toEqual([`2 of ${total}`]);
  });
});
