import { createHash } from "node:crypto";
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { content } from "./support/site";
import { EPISODES_PER_PAGE } from "../../app/features/podcast/carousel-logic";

/** The illustration system's images in a page's main content (motifs, article covers, case-study charts). */
function artImages(page: Page) {
  return page.getByRole("main").locator('img[src^="/illustrations/"], img[src^="/covers/"], img[src^="/charts/"]');
}

/**
 * A picture's drawing without the numbers that place its shapes: two covers of one drawing whose
 * points the seed moved (a route with other turns) look alike to a visitor, so they count as one.
 */
function drawingOf(svg: string): string {
  return svg.replaceAll(/-?\d+(?:\.\d+)?/g, "#");
}

/** Each art image's file, a hash of the SVG markup it serves and a hash of its drawing. */
async function artOn(
  page: Page,
  request: APIRequestContext,
): Promise<Array<{ src: string; inHero: boolean; hash: string; drawing: string }>> {
  const sources = await artImages(page).evaluateAll((images) =>
    images.map((image) => ({ src: image.getAttribute("src") ?? "", inHero: image.closest("[data-hero]") !== null })),
  );
  return Promise.all(
    sources.map(async ({ src, inHero }) => {
      const response = await request.get(src);
      expect(response.status(), src).toBe(200);
      expect(response.headers()["content-type"], src).toContain("image/svg+xml");
      const body = await response.body();
      return {
        src,
        inHero,
        hash: createHash("sha256").update(body).digest("hex"),
        drawing: createHash("sha256")
          .update(drawingOf(body.toString("utf8")))
          .digest("hex"),
      };
    }),
  );
}

/** `drawings`: also no two pictures of one drawing (the listings and rows whose art is generated per item). */
async function expectNoRepeats(
  page: Page,
  request: APIRequestContext,
  path: string,
  atLeast: number,
  drawings = false,
) {
  await page.goto(path);
  // The cards and covers: a listing hero's panel shows a few of its cards' pictures (ArtPanel), as a
  // preview of what the page lists, not as art of its own.
  const art = (await artOn(page, request)).filter((image) => !image.inHero);
  expect(art.length, path).toBeGreaterThanOrEqual(atLeast);
  const seen = new Map<string, string>();
  const drawn = new Map<string, string>();
  for (const { src, hash, drawing } of art) {
    expect(seen.get(hash), `${path}: ${src} draws the same picture as ${seen.get(hash)}`).toBeUndefined();
    seen.set(hash, src);
    if (!drawings) continue;
    expect(drawn.get(drawing), `${path}: ${src} is the same drawing as ${drawn.get(drawing)}, moved`).toBeUndefined();
    drawn.set(drawing, src);
  }
}

test("no two cards on /blog, /case-studies or /industries share art, nor on /blog one drawing", async ({
  page,
  request,
}) => {
  await expectNoRepeats(page, request, "/blog", content.posts.length, true);
  // The long-form case study leads the list beside the case studies of the content index.
  await expectNoRepeats(page, request, "/case-studies", content.caseStudies.length + 1, true);
  await expectNoRepeats(page, request, "/industries", content.onePagers.length, true);
});

test("every article's cover differs in drawing from the covers of its Keep reading cards and from each other", async ({
  page,
  request,
}) => {
  // One page per article, each with its images fetched: longer than one page's budget.
  test.slow();
  for (const post of content.posts) await expectNoRepeats(page, request, `/blog/${post.slug}`, 2, true);
});

test("no two episode cards on one carousel page share a cover, and the covers follow the episodes' themes", async ({
  page,
}) => {
  await page.goto("/healthtech-heroes");
  const slides = await page.locator('[aria-roledescription="slide"]').evaluateAll((elements) =>
    elements.map((slide) => {
      const art = slide.querySelector("svg[data-episode-theme]");
      // The picture without its episode number, the one text that differs on every cover.
      const clone = art?.cloneNode(true) as Element | undefined;
      clone?.querySelectorAll("text").forEach((text) => text.remove());
      return {
        at: Number.parseInt(slide.getAttribute("aria-label") ?? "", 10) - 1,
        theme: art?.getAttribute("data-episode-theme") ?? "",
        drawing: clone?.outerHTML ?? "",
      };
    }),
  );
  expect(slides.length).toBeGreaterThan(0);
  for (let start = 0; start < slides.length; start += EPISODES_PER_PAGE) {
    const cards = slides.filter((slide) => slide.at >= start && slide.at < start + EPISODES_PER_PAGE);
    expect(new Set(cards.map((card) => card.drawing)).size, `carousel page from ${start + 1}`).toBe(cards.length);
  }
  expect(new Set(slides.map((slide) => slide.theme)).size).toBeGreaterThan(Math.min(4, slides.length - 1));
});

// A card's box takes the shape of its text beside it; the art fits its whole drawing into any box.
for (const width of [375, 768, 1024, 1280]) {
  test(`at ${width} px no card or cover crops its art`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: 900 });
    const files = new Map<string, string>();
    for (const path of ["/blog", "/case-studies", "/industries", `/blog/${content.posts[0]?.slug}`]) {
      await page.goto(path);
      const images = await artImages(page).evaluateAll((elements) =>
        elements.map((image) => {
          const box = image.getBoundingClientRect();
          return {
            src: image.getAttribute("src") ?? "",
            box: `${Math.round(box.width)} x ${Math.round(box.height)}`,
            fit: getComputedStyle(image).objectFit,
          };
        }),
      );
      expect(images.length, path).toBeGreaterThan(0);
      for (const image of images) {
        const svg = files.get(image.src) ?? (await (await request.get(image.src)).text());
        files.set(image.src, svg);
        const root = /<svg[^>]*>/.exec(svg)?.[0] ?? "";
        const where = `${path}: ${image.src} in a ${image.box} box`;
        // Stretched to its box (object-fit: fill), a file without a size of its own meets the box: nothing is cut.
        expect(image.fit, where).toBe("fill");
        expect(root, where).toContain('preserveAspectRatio="xMidYMid meet"');
        expect(root, where).not.toMatch(/\s(width|height)=/);
      }
    }
  });
}
