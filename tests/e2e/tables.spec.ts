import { expect, test } from "./support/test";
import { content, sitemapPaths } from "./support/site";

// One table pattern (issue 17) and issue 18 item 8: every table sits in a named region that the
// keyboard can scroll, and the product's (key) column is visible on a 320 px phone without
// scrolling the table.

test.describe.configure({ timeout: 120_000 });
test.use({ viewport: { width: 320, height: 740 } });

test("every table that scrolls is in a named, focusable region and its key column is in view at 320 px", async ({
  page,
  request,
}) => {
  const withKey = new Set<string>();
  const problems: string[] = [];
  for (const path of await sitemapPaths(request)) {
    await page.goto(path);
    const tables = await page.evaluate(() =>
      [...document.querySelectorAll("main table")].map((table) => {
        let scroller: Element | null = table.parentElement;
        while (scroller && !["auto", "scroll"].includes(getComputedStyle(scroller).overflowX)) {
          scroller = scroller.parentElement;
        }
        const region = scroller && scroller.getAttribute("tabindex") === "0" ? scroller : null;
        const key = table.querySelector("thead [data-key]");
        const box = key?.getBoundingClientRect();
        return {
          region: region
            ? `${region.getAttribute("role")}|${region.getAttribute("aria-label") ?? ""}`
            : scroller
              ? "|"
              : "none",
          keyInView: box ? box.left >= 0 && box.right <= document.documentElement.clientWidth : null,
          hidden: table.getBoundingClientRect().width === 0,
        };
      }),
    );
    tables.forEach((table, index) => {
      // A table that fits needs no scroller; one in a scroller needs its name and focus.
      if (table.hidden || table.region === "none") return;
      const [role, name] = table.region.split("|");
      if (role !== "region" || !name) problems.push(`${path} table ${index + 1}: not in a named region`);
      if (table.keyInView === false) problems.push(`${path} table ${index + 1}: key column out of view`);
      if (table.keyInView) withKey.add(path);
    });
  }
  expect(problems).toEqual([]);
  // The comparisons with a key column: the one-pager's, and the case study's before/after.
  expect(withKey).toContain("/one-pager");
  expect([...withKey].some((path) => path.startsWith("/case-study/"))).toBe(true);
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
