import { createHash } from "node:crypto";
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { content } from "./support/site";

/** The illustration system's images in a page's main content (motifs, article covers, case-study charts). */
function artImages(page: Page) {
  return page.getByRole("main").locator('img[src^="/illustrations/"], img[src^="/covers/"], img[src^="/charts/"]');
}

/** Each art image's file and a hash of the SVG markup it serves. */
async function artOn(
  page: Page,
  request: APIRequestContext,
): Promise<Array<{ src: string; inHero: boolean; hash: string }>> {
  const sources = await artImages(page).evaluateAll((images) =>
    images.map((image) => ({ src: image.getAttribute("src") ?? "", inHero: image.closest("[data-hero]") !== null })),
  );
  return Promise.all(
    sources.map(async ({ src, inHero }) => {
      const response = await request.get(src);
      expect(response.status(), src).toBe(200);
      expect(response.headers()["content-type"], src).toContain("image/svg+xml");
      return {
        src,
        inHero,
        hash: createHash("sha256")
          .update(await response.body())
          .digest("hex"),
      };
    }),
  );
}

async function expectNoRepeats(page: Page, request: APIRequestContext, path: string, atLeast: number) {
  await page.goto(path);
  // The cards and covers: a listing hero's panel shows a few of its cards' pictures (ArtPanel), as a
  // preview of what the page lists, not as art of its own.
  const art = (await artOn(page, request)).filter((image) => !image.inHero);
  expect(art.length, path).toBeGreaterThanOrEqual(atLeast);
  const seen = new Map<string, string>();
  for (const { src, hash } of art) {
    expect(seen.get(hash), `${path}: ${src} draws the same picture as ${seen.get(hash)}`).toBeUndefined();
    seen.set(hash, src);
  }
}

test("no two cards on /blog, /case-studies or /industries share art", async ({ page, request }) => {
  await expectNoRepeats(page, request, "/blog", content.posts.length);
  // The long-form case study leads the list beside the case studies of the content index.
  await expectNoRepeats(page, request, "/case-studies", content.caseStudies.length + 1);
  await expectNoRepeats(page, request, "/industries", content.onePagers.length);
});

test("every article's cover differs from the covers of its Keep reading cards and from each other", async ({
  page,
  request,
}) => {
  for (const post of content.posts) await expectNoRepeats(page, request, `/blog/${post.slug}`, 2);
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
