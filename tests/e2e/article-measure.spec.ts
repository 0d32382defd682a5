import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { content } from "./support/site";

/**
 * Characters on each full line of the article's running paragraphs, read from the rendered text:
 * each character's box tells which line it sits on (Range.getClientRects), so the count is what a
 * reader sees, not an estimate from the CSS `ch` unit. A paragraph's last line is left out (it is short
 * by nature), and so are lines broken early by an element that is not text (a link's end stays text).
 */
function lineLengths(page: Page): Promise<number[]> {
  return page.locator("[data-article-body] > p").evaluateAll((paragraphs) => {
    const lengths: number[] = [];
    for (const paragraph of paragraphs) {
      const walker = document.createTreeWalker(paragraph, NodeFilter.SHOW_TEXT);
      const lines = new Map<number, number>();
      const range = document.createRange();
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? "";
        for (let i = 0; i < text.length; i++) {
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const box = [...range.getClientRects()].find((rect) => rect.width > 0);
          // A space at a line break has no box; it belongs to neither line.
          if (!box) continue;
          const top = Math.round(box.top);
          lines.set(top, (lines.get(top) ?? 0) + 1);
        }
      }
      // Lines grouped by their top, in order; a line's characters may sit a pixel apart (links, bold).
      const tops = [...lines.keys()].sort((a, b) => a - b);
      const merged: number[] = [];
      let last = -Infinity;
      for (const top of tops) {
        if (top - last <= 4) merged[merged.length - 1] = (merged.at(-1) ?? 0) + (lines.get(top) ?? 0);
        else merged.push(lines.get(top) ?? 0);
        last = top;
      }
      lengths.push(...merged.slice(0, -1));
    }
    return lengths;
  });
}

for (const width of [768, 1024, 1280, 1440]) {
  test(`at ${width} px every article's paragraphs hold 65-75 characters a line`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    expect(content.posts.length).toBeGreaterThan(0);
    const means: number[] = [];
    for (const post of content.posts) {
      await page.goto(`/blog/${post.slug}`);
      const lengths = await lineLengths(page);
      expect(lengths.length, post.slug).toBeGreaterThan(10);
      const mean = lengths.reduce((sum, n) => sum + n, 0) / lengths.length;
      const sorted = [...lengths].sort((a, b) => a - b);
      const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
      const summary = `${post.slug}: mean ${mean.toFixed(1)}, median ${median}, ${lengths.length} full lines`;
      means.push(mean);
      expect(mean, summary).toBeGreaterThanOrEqual(65);
      expect(mean, summary).toBeLessThanOrEqual(75);
      expect(median, summary).toBeGreaterThanOrEqual(65);
      expect(median, summary).toBeLessThanOrEqual(75);
    }
    const [low, high] = [Math.min(...means), Math.max(...means)].map((n) => n.toFixed(1));
    console.log(`${width} px: ${content.posts.length} articles, ${low}-${high} characters a line on average`);
  });
}
