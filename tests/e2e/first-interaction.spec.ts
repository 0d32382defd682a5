import { expect, test, type Page } from "@playwright/test";
import { hold, recordFirstTap, release, setCpuSlowdown, tapOnFirstPaint } from "./support/first-paint";
import { documentPaths } from "../../app/lib/site-pages";
import { content, prerenderedPages } from "./support/site";
import { waitForIslands } from "./support/test";

// A phone-like CPU (6x slower), and the visitor taps as soon as the page has painted and the
// control shows, by the load event at the latest: whatever they did must have its effect within
// 3 s. Most pages run no React at all (decision 011): their controls are HTML (links, forms,
// popover menus) or the enhancement module's, which runs right after the page is parsed.
// Playwright's own `test`: pages are not made to wait for their islands here.
test.describe.configure({ timeout: 120_000 });

/** Replaces the print dialog with a counter, before any page script runs. */
async function countPrints(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const counted = window as Window & { __prints?: number };
    counted.__prints = 0;
    window.print = () => {
      counted.__prints = (counted.__prints ?? 0) + 1;
    };
  });
  return () => page.evaluate(() => (window as Window & { __prints?: number }).__prints ?? 0);
}

/** A page with a table of contents, and the first section its contents link to. */
function pageWithContents(): { path: string; id: string } {
  for (const { path, html } of prerenderedPages()) {
    const contents = /data-contents=""[\s\S]*?<a href="#([\w-]+)"/.exec(html);
    if (contents?.[1]) return { path, id: contents[1] };
  }
  throw new Error("no page has a table of contents");
}

// Tagged @timed: `npm test` runs these alone, after the rest (scripts/test.ts).
test.describe("a tap the moment the page appears", { tag: "@timed" }, () => {
  test.beforeEach(async ({ page }) => {
    await recordFirstTap(page);
  });

  // The documents' "Download PDF" is a link to the build's PDF (document-pdfs.spec.ts); their Print
  // and the calculator's print.
  for (const [path, name] of [
    ["/roi-calculator", "Print or save as PDF"],
    [documentPaths(content)[0] ?? "/growth-framework", "Print"],
  ] as const) {
    test(`${name} on ${path} prints, once`, async ({ page }) => {
      const prints = await countPrints(page);
      await tapOnFirstPaint(page, path, {
        target: (p) => p.getByRole("main").getByRole("button", { name, exact: true }).first(),
        effect: (_, timeout) => expect.poll(prints, { timeout }).toBe(1),
      });
      // Until the page's islands have hydrated, a second handler could still print again.
      await waitForIslands(page);
      expect(await prints()).toBe(1);
    });
  }

  test("the carousel's Next link shows the next episodes before the carousel has hydrated", async ({ page }) => {
    // From 640 px, where a page is six episodes: on a phone the links show once hydrated
    // (podcast-phone.spec.ts).
    await page.setViewportSize({ width: 768, height: 1024 });
    await hold(page, "islands");
    await tapOnFirstPaint(page, "/healthtech-heroes", {
      target: (p) => p.getByRole("link", { name: "Next episodes" }),
      // The tap is made; the carousel may hydrate now, and must keep the page the link chose.
      then: (p) => release(p, "islands"),
      // What the visitor sees, within 3 s of the tap: the link's work, HTML's own.
      effect: (p, timeout) =>
        expect(p.locator("#episodes-page-2").getByRole("group").first()).toBeInViewport({ timeout }),
    });
    // Once hydrated (however long a slowed, busy CPU takes: no timing is claimed for it), the
    // carousel still shows the page the link chose.
    await expect(page.locator("[data-island][data-hydrated]")).toHaveCount(1, { timeout: 20_000 });
    await expect(page.locator("#episodes-page-2").getByRole("group").first()).toBeInViewport();
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 375, height: 740 } });

    test("the menu opens on the first tap, three times in a row", async ({ page }) => {
      for (let attempt = 1; attempt <= 3; attempt++) {
        await tapOnFirstPaint(page, "/", {
          target: (p) => p.getByRole("button", { name: "Menu" }),
          effect: (p, timeout) =>
            expect(p.getByRole("navigation", { name: "Mobile" }), `try ${attempt}`).toBeVisible({ timeout }),
        });
      }
    });

    test("a contents link lands on its section and takes focus there", async ({ page }) => {
      const { path, id } = pageWithContents();
      await tapOnFirstPaint(page, path, {
        target: (p) => p.locator("[data-contents] details summary"),
        then: (p) => p.locator(`[data-contents] details a[href="#${id}"]`).click(),
        effect: async (p, timeout) => {
          await expect(p.locator(`[id="${id}"]`)).toBeInViewport({ timeout });
          await expect(p.locator(`[id="${id}"]`)).toBeFocused({ timeout });
        },
      });
    });
  });

  test("the floating contact menu opens on the first click", async ({ page }) => {
    await tapOnFirstPaint(page, "/", {
      target: (p) => p.getByRole("button", { name: "Contact options" }),
      effect: (p, timeout) =>
        expect(p.locator("#contact-menu").getByRole("link", { name: /Book .*Call/ })).toBeVisible({ timeout }),
    });
  });

  test("the assistant opens from the launcher, and a question typed while it loads is answered", async ({ page }) => {
    await tapOnFirstPaint(page, "/blog", {
      target: (p) => p.getByRole("button", { name: "Contact options" }),
      then: async (p) => {
        await p.locator("#contact-menu").getByRole("button", { name: "Ask the assistant" }).click();
        await p.keyboard.type("How much does it cost?");
        await p.keyboard.press("Enter");
      },
      effect: (p, timeout) =>
        expect(p.getByRole("dialog", { name: "Site assistant" }).getByRole("log")).toContainText(/\$\d/, { timeout }),
    });
  });

  test("copy link copies the article's address", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const post = content.posts[0];
    if (!post) throw new Error("no article in the build");
    await tapOnFirstPaint(page, `/blog/${post.slug}`, {
      target: (p) => p.getByRole("button", { name: "Copy link" }),
      effect: (p, timeout) => expect(p.getByRole("status").filter({ hasText: "Link copied" })).toBeVisible({ timeout }),
    });
  });

  test("a share link opens its sharer in a 600x400 pop-up", async ({ page }) => {
    const post = content.posts[0];
    if (!post) throw new Error("no article in the build");
    await page.addInitScript(() => {
      window.open = ((url: string, _target: string, features: string) => {
        Object.assign(window, { __opened: `${url} ${features}` });
        return null;
      }) as typeof window.open;
    });
    await tapOnFirstPaint(page, `/blog/${post.slug}`, {
      target: (p) => p.getByRole("link", { name: "Share on LinkedIn" }),
      effect: (p, timeout) =>
        expect
          .poll(() => p.evaluate(() => (window as Window & { __opened?: string }).__opened ?? ""), { timeout })
          .toMatch(/linkedin\.com.*width=600,height=400/),
    });
  });

  test("a revenue goal typed before the calculator has hydrated changes the results", async ({ page }) => {
    await hold(page, "islands");
    await tapOnFirstPaint(page, "/roi-calculator", {
      target: (p) => p.getByLabel("Revenue goal"),
      then: async (p) => {
        await p.keyboard.press("ControlOrMeta+a");
        await p.keyboard.type("2000000");
        await release(p, "islands");
      },
      effect: (p, timeout) =>
        expect(
          p.getByRole("region", { name: "The math behind your outreach volume" }).getByRole("row", {
            name: /Total prospects/,
          }),
        ).toContainText("15,237 prospects", { timeout }),
    });
    await expect(page).toHaveURL(/\?goal=2000000$/);
  });
});

test.describe("arriving at a home page section from another page", { tag: "@timed" }, () => {
  test("the section is in place below the header within SPEC's 100 ms of the page appearing", async ({ page }) => {
    await setCpuSlowdown(page, 6);
    await page.goto("/blog");
    // On the next page: when the section is first on screen below the header, against its first paint.
    await page.addInitScript(() => {
      const seen: { paintAt?: number; placedAt?: number; atPaint?: unknown } = {};
      Object.assign(window, { __seen: seen });
      // The section's heading, which an in-page link lands just under the header.
      const heading = () => {
        const section = document.getElementById("faq");
        return document.getElementById(section?.getAttribute("aria-labelledby") ?? "") ?? section;
      };
      const placed = () => {
        const top = heading()?.getBoundingClientRect().top;
        const header = document.querySelector("header")?.getBoundingClientRect().bottom ?? 0;
        return top !== undefined && top >= header && top < window.innerHeight / 2;
      };
      new PerformanceObserver((list) => {
        const paint = list.getEntriesByName("first-contentful-paint")[0];
        if (!paint || seen.paintAt !== undefined) return;
        seen.paintAt = paint.startTime;
        seen.atPaint = [
          window.scrollY,
          heading()?.getBoundingClientRect().top,
          document.querySelector("header")?.getBoundingClientRect().bottom,
          window.innerHeight,
        ];
        if (placed()) seen.placedAt = Math.min(seen.placedAt ?? Infinity, paint.startTime);
      }).observe({ type: "paint", buffered: true });
      addEventListener("scroll", (event) => {
        if (placed()) seen.placedAt = Math.min(seen.placedAt ?? Infinity, event.timeStamp);
      });
    });
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "FAQ", exact: true }).click();
    await expect(page).toHaveURL(/\/#faq$/);
    await expect(page.getByRole("heading", { name: "Frequently asked questions" })).toBeInViewport();
    const seen = await page.evaluate(
      () => (window as Window & { __seen?: { paintAt?: number; placedAt?: number } }).__seen ?? {},
    );
    const { paintAt = NaN, placedAt = NaN } = seen;
    test.info().annotations.push({
      type: "section arrival",
      description: `#faq in place ${Math.round(placedAt - paintAt)} ms after the first paint`,
    });
    expect(placedAt - paintAt, JSON.stringify(seen)).toBeLessThanOrEqual(100);
  });
});
