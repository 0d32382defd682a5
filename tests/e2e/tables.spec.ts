import { expect, test } from "./support/test";
import { content } from "./support/site";
import { tableProblems } from "./support/tables";

// One table pattern (issue 17) and issue 18 item 8: every table sits in a named region that the
// keyboard can scroll, and the product's (key) column is visible on a 320 px phone without
// scrolling the table.

test.use({ viewport: { width: 320, height: 740 } });

// Every page's tables at 320 px: every-page.spec.ts. Here: the comparisons that have a key column do
// show it (the one-pager's, and the case study's before/after), so that check has something to see.
test("the comparisons with a key column show it in a named region at 320 px", async ({ page }) => {
  for (const path of ["/one-pager", "/case-study/data-privacy-compliance-startup"]) {
    await page.goto(path);
    expect(await tableProblems(page, path)).toEqual({ problems: [], keyInView: true });
  }
});

test("a table wider than the phone scrolls in its region with the keyboard, and shows a shadow while it can", async ({
  page,
}) => {
  // The article comparing the models: the widest comparison, four columns.
  const post = content.posts.find((candidate) => candidate.slug.includes("gtm-plugin"));
  test.skip(!post, "no comparison article in this build");
  await page.goto(`/blog/${post!.slug}`);
  const region = page.getByRole("region", { name: /^Table: / }).first();
  await region.scrollIntoViewIfNeeded();
  const key = region.locator("thead [data-key]");
  await expect(key).toBeInViewport({ ratio: 1 });
  expect(await region.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
  await region.focus();
  await page.keyboard.press("ArrowRight");
  await expect.poll(() => region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
  expect(await region.evaluate((element) => getComputedStyle(element).backgroundImage)).toContain("gradient");
});
